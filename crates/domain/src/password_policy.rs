//! What a new password must not be: one of the passwords attackers try first,
//! or one built from the account's own username or email (ASVS 5.0 6.2.4 and
//! 6.2.11).

use std::collections::HashSet;
use std::sync::LazyLock;

pub const PASSWORD_COMMON: &str =
    "This password is too common and easy to guess. Please choose another one.";
pub const PASSWORD_HAS_NAME: &str =
    "Password must not contain your username or the name part of your email";

/// The bundled list, most common first; lines starting with `#` are notes.
static COMMON: LazyLock<HashSet<&'static str>> = LazyLock::new(|| {
    include_str!("../data/common-passwords.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .collect()
});

/// Names shorter than this are too likely to occur by chance to forbid.
const SHORTEST_FORBIDDEN_NAME: usize = 3;

/// Checks a password someone is choosing for the account `username`/`email`.
pub fn check(password: &str, username: &str, email: &str) -> Result<(), &'static str> {
    let lowered = password.to_lowercase();
    if COMMON.contains(lowered.as_str()) {
        return Err(PASSWORD_COMMON);
    }
    let email_name = email.split('@').next().unwrap_or_default();
    let contains_name = [username, email_name].iter().any(|name| {
        let name = name.to_lowercase();
        name.chars().count() >= SHORTEST_FORBIDDEN_NAME && lowered.contains(&name)
    });
    if contains_name {
        return Err(PASSWORD_HAS_NAME);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_is_large_and_case_blind() {
        assert!(COMMON.len() >= 10_000, "{}", COMMON.len());
        for common in ["password", "12345678", "qwertyui", "PassWord", "ILOVEYOU"] {
            assert_eq!(
                check(common, "ann", "ann@example.com"),
                Err(PASSWORD_COMMON)
            );
        }
        assert_eq!(check("violet-harbour-42", "ann", "ann@example.com"), Ok(()));
    }

    #[test]
    fn names_of_the_account_are_refused() {
        assert_eq!(
            check("xxAnnaLee99", "annalee", "x@example.com"),
            Err(PASSWORD_HAS_NAME)
        );
        assert_eq!(
            check("jsmith-rocks-7", "someone", "jsmith@example.com"),
            Err(PASSWORD_HAS_NAME)
        );
        // Two-letter names would forbid far too much.
        assert_eq!(check("violet-harbour-42", "vi", "ha@example.com"), Ok(()));
    }
}
