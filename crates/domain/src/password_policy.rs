//! What a new password must not be: one of the passwords attackers try first,
//! one character repeated or a simple run (`aaaaaaaa`, `abcdefgh`,
//! `98765432`, `qwertyui`, `abcabcabc`), or one built from the account's own
//! username or email (ASVS 5.0 6.2.4 and 6.2.11).

use std::collections::HashSet;
use std::sync::LazyLock;

pub const PASSWORD_COMMON: &str =
    "This password is too common and easy to guess. Please choose another one.";
pub const PASSWORD_PREDICTABLE: &str = "This password is too easy to guess: avoid repeated characters and simple sequences like 12345678 or abcdefgh.";
pub const PASSWORD_HAS_NAME: &str =
    "Password must not contain your username or the name part of your email";

/// The bundled list, most common first; lines starting with `#` are notes.
static COMMON: LazyLock<HashSet<&'static str>> = LazyLock::new(|| {
    include_str!("../data/common-passwords.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .collect()
});

/// Rows of a US keyboard, typed along in either direction.
const KEYBOARD_ROWS: [&str; 4] = [
    "`1234567890-=",
    "qwertyuiop[]\\",
    "asdfghjkl;'",
    "zxcvbnm,./",
];

/// A pattern repeated to fill the password is predictable up to this length
/// (`abab…`, `abcabc…`, `1234 1234`).
const LONGEST_REPEATED_UNIT: usize = 4;

/// Names shorter than this are too likely to occur by chance to forbid.
const SHORTEST_FORBIDDEN_NAME: usize = 3;

/// Checks a password someone is choosing for the account `username`/`email`.
pub fn check(password: &str, username: &str, email: &str) -> Result<(), &'static str> {
    let lowered = password.to_lowercase();
    if COMMON.contains(lowered.as_str()) {
        return Err(PASSWORD_COMMON);
    }
    if is_predictable(&lowered) {
        return Err(PASSWORD_PREDICTABLE);
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

/// One short unit repeated, a run of letters or digits up or down, or a
/// stretch of one keyboard row.
fn is_predictable(lowered: &str) -> bool {
    let chars: Vec<char> = lowered.chars().collect();
    repeats_a_short_unit(&chars) || is_a_run(&chars) || is_along_a_keyboard_row(lowered)
}

fn repeats_a_short_unit(chars: &[char]) -> bool {
    (1..=LONGEST_REPEATED_UNIT).any(|unit| {
        chars.len() >= 2 * unit && chars.iter().zip(&chars[unit..]).all(|(a, b)| a == b)
    })
}

/// `abcdefgh`, `hgfedcba`, `34567890`, `09876543`: each character one step
/// from the last, the same way throughout (after 9 comes 0).
fn is_a_run(chars: &[char]) -> bool {
    let step = |a: char, b: char| -> Option<i32> {
        let (a, b) = (a as i32, b as i32);
        match (a, b) {
            _ if b - a == 1 || b - a == -1 => Some(b - a),
            (0x39, 0x30) => Some(1),
            (0x30, 0x39) => Some(-1),
            _ => None,
        }
    };
    let same_kind =
        chars.iter().all(char::is_ascii_digit) || chars.iter().all(char::is_ascii_lowercase);
    let steps: Vec<Option<i32>> = chars.windows(2).map(|w| step(w[0], w[1])).collect();
    same_kind
        && steps
            .first()
            .is_some_and(|first| first.is_some() && steps.iter().all(|s| s == first))
}

fn is_along_a_keyboard_row(lowered: &str) -> bool {
    let reversed: String = lowered.chars().rev().collect();
    KEYBOARD_ROWS
        .iter()
        .any(|row| row.contains(lowered) || row.contains(reversed.as_str()))
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

    #[test]
    fn repeated_characters_and_simple_runs_are_refused() {
        for easy in [
            "00000000",
            "aaaaaaaa",
            "AAAAAAAAAAAA",
            "abababab",
            "abcabcabc",
            "12341234",
            "abcdefgh",
            "hgfedcba",
            "34567890",
            "09876543",
            "qwertyuiop",
            "poiuytrewq",
            "asdfghjkl",
            "zxcvbnm,",
        ] {
            assert!(is_predictable(&easy.to_lowercase()), "{easy}");
            // Some are on the common list too, which answers first.
            let refused = check(easy, "ann", "ann@example.com");
            assert!(
                refused == Err(PASSWORD_PREDICTABLE) || refused == Err(PASSWORD_COMMON),
                "{easy}"
            );
        }
        assert_eq!(
            check("zyxwvutsrq", "ann", "ann@example.com"),
            Err(PASSWORD_PREDICTABLE)
        );
        for fine in [
            "abcdefgx",
            "aaaaaaab",
            "13579bdf",
            "qwertyzz",
            "violet-harbour-42",
        ] {
            assert_eq!(check(fine, "ann", "ann@example.com"), Ok(()), "{fine}");
        }
    }
}
