//! What a person types when they sign up, log in or reset a password, checked
//! with the product's exact messages.

use crate::password_policy;
use std::collections::BTreeMap;
use unicode_normalization::UnicodeNormalization;
use unicode_security::confusable_detection::skeleton;

pub const USERNAME_TOO_SHORT: &str = "Username must be at least 3 characters";
pub const USERNAME_TOO_LONG: &str = "Username must be at most 32 characters";
pub const USERNAME_CHARACTERS: &str =
    "Username may only contain letters, numbers, dots, dashes and underscores";
pub const EMAIL_INVALID: &str = "Please enter a valid email address";
pub const PASSWORD_TOO_SHORT: &str = "Password must be at least 8 characters";
pub const PASSWORD_TOO_LONG: &str = "Password must be at most 128 characters";
pub const DISPLAY_NAME_INVALID: &str = "Your name can be up to 60 characters, on one line";

/// The longest name of a person: a display name, a sender, a recipient.
pub const MAX_NAME_CHARS: usize = 60;

/// A person's name as typed: trimmed, 1 to `MAX_NAME_CHARS` characters, with
/// no control characters (a line break would split an email header).
pub fn parse_person_name(raw: &str) -> Option<String> {
    let name = raw.trim();
    let length = name.chars().count();
    let clean = !name.chars().any(char::is_control);
    (clean && (1..=MAX_NAME_CHARS).contains(&length)).then(|| name.to_owned())
}

/// The optional name a new account signs its cards with: blank means none
/// (the username stands in).
pub fn parse_display_name(raw: Option<&str>) -> Result<Option<String>, &'static str> {
    match raw.map(str::trim).filter(|name| !name.is_empty()) {
        None => Ok(None),
        Some(name) => parse_person_name(name)
            .map(Some)
            .ok_or(DISPLAY_NAME_INVALID),
    }
}

/// Field name → message, in a stable order so the first message is predictable.
pub type FieldErrors = BTreeMap<&'static str, &'static str>;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        let trimmed = raw.trim();
        let length = trimmed.chars().count();
        if length < 3 {
            return Err(USERNAME_TOO_SHORT);
        }
        if length > 32 {
            return Err(USERNAME_TOO_LONG);
        }
        let allowed = |c: char| c.is_alphanumeric() || matches!(c, '.' | '-' | '_');
        if !trimmed.chars().all(allowed) {
            return Err(USERNAME_CHARACTERS);
        }
        Ok(Username(trimmed.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// What uniqueness is decided by: names that look alike, such as `anna`
    /// with a Cyrillic `а`, or `ANNA` and `anna`, share one key (UTS 39
    /// confusables skeleton after NFKC normalisation and lower-casing).
    pub fn key(&self) -> String {
        let lowered: String = self.0.nfkc().collect::<String>().to_lowercase();
        skeleton(&lowered).collect()
    }
}

/// An email address, kept lower-cased so that comparisons ignore case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        let email = raw.trim().to_lowercase();
        if email.len() > 254 || !looks_like_email(&email) {
            return Err(EMAIL_INVALID);
        }
        Ok(Email(email))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The same practical shape browsers accept for `type=email`: one `@`, a
/// non-empty local part, and a dotted domain of letters, digits and hyphens.
fn looks_like_email(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    let local_ok = !local.is_empty()
        && local.len() <= 64
        && local
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "!#$%&'*+/=?^_`{|}~.-".contains(c))
        && !local.starts_with('.')
        && !local.ends_with('.')
        && !local.contains("..");
    let labels: Vec<&str> = domain.split('.').collect();
    let domain_ok = labels.len() >= 2
        && labels.iter().all(|label| {
            !label.is_empty()
                && label.len() <= 63
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
        && labels.last().is_some_and(|tld| tld.len() >= 2);
    local_ok && domain_ok
}

/// A password that meets the length rules; never printed.
pub struct Password(String);

impl Password {
    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        let length = raw.chars().count();
        if length < 8 {
            return Err(PASSWORD_TOO_SHORT);
        }
        if length > 128 {
            return Err(PASSWORD_TOO_LONG);
        }
        Ok(Password(raw.to_owned()))
    }

    /// A password being chosen for the account `username`/`email`: long
    /// enough, not a common one, and not made from the account's names.
    pub fn parse_new(raw: &str, username: &str, email: &str) -> Result<Self, &'static str> {
        let password = Password::parse(raw)?;
        password_policy::check(raw, username, email)?;
        Ok(password)
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(***)")
    }
}

pub struct NewAccount {
    pub username: Username,
    pub display_name: Option<String>,
    pub email: Email,
    pub password: Password,
}

impl NewAccount {
    /// Checks every field and reports all problems at once.
    pub fn parse(
        username: &str,
        display_name: Option<&str>,
        email: &str,
        password: &str,
    ) -> Result<Self, FieldErrors> {
        let mut errors = FieldErrors::new();
        let username = Username::parse(username).map_err(|m| errors.insert("username", m));
        let display_name =
            parse_display_name(display_name).map_err(|m| errors.insert("displayName", m));
        let email = Email::parse(email).map_err(|m| errors.insert("email", m));
        let password = match (&username, &email) {
            (Ok(username), Ok(email)) => {
                Password::parse_new(password, username.as_str(), email.as_str())
            }
            _ => Password::parse(password),
        }
        .map_err(|m| errors.insert("password", m));
        match (username, display_name, email, password) {
            (Ok(username), Ok(display_name), Ok(email), Ok(password)) => Ok(NewAccount {
                username,
                display_name,
                email,
                password,
            }),
            _ => Err(errors),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn username_rules() {
        assert_eq!(Username::parse("ab"), Err(USERNAME_TOO_SHORT));
        assert_eq!(Username::parse("  ab  "), Err(USERNAME_TOO_SHORT));
        assert_eq!(Username::parse(&"a".repeat(33)), Err(USERNAME_TOO_LONG));
        assert_eq!(Username::parse("bad name"), Err(USERNAME_CHARACTERS));
        assert_eq!(Username::parse("<script>"), Err(USERNAME_CHARACTERS));
        assert_eq!(
            Username::parse("ann.lee-99_x").unwrap().as_str(),
            "ann.lee-99_x"
        );
    }

    #[test]
    fn emails_are_lowercased_and_checked() {
        assert_eq!(
            Email::parse(" Ann@Example.COM ").unwrap().as_str(),
            "ann@example.com"
        );
        for bad in [
            "",
            "ann",
            "ann@",
            "@example.com",
            "ann@example",
            "a b@example.com",
            "ann@@example.com",
            "ann@-x.com",
            "ann@example.c",
            ".ann@example.com",
        ] {
            assert_eq!(Email::parse(bad), Err(EMAIL_INVALID), "{bad}");
        }
        assert!(Email::parse("first.last+tag@sub.example.co.uk").is_ok());
    }

    #[test]
    fn password_rules() {
        assert_eq!(Password::parse("1234567").unwrap_err(), PASSWORD_TOO_SHORT);
        assert!(Password::parse("12345678").is_ok());
        assert!(Password::parse(&"x".repeat(128)).is_ok());
        assert_eq!(
            Password::parse(&"x".repeat(129)).unwrap_err(),
            PASSWORD_TOO_LONG
        );
        assert_eq!(
            format!("{:?}", Password::parse("secret-password").unwrap()),
            "Password(***)"
        );
    }

    #[test]
    fn look_alike_usernames_share_a_key() {
        let key = |raw: &str| Username::parse(raw).unwrap().key();
        assert_eq!(key("anna"), key("\u{430}nna"), "Cyrillic a");
        assert_eq!(key("Anna"), key("ANNA"));
        assert_eq!(key("ｐｅｔｅｒ"), key("peter"), "full-width letters");
        assert_ne!(key("anna"), key("hanna"));
    }

    #[test]
    fn new_passwords_are_checked_against_the_account() {
        assert_eq!(
            NewAccount::parse("maria", None, "m@example.com", "password")
                .err()
                .unwrap()
                .get("password"),
            Some(&crate::password_policy::PASSWORD_COMMON)
        );
        assert_eq!(
            NewAccount::parse("maria", None, "m@example.com", "maria-2026!")
                .err()
                .unwrap()
                .get("password"),
            Some(&crate::password_policy::PASSWORD_HAS_NAME)
        );
        assert!(NewAccount::parse("maria", None, "m@example.com", "violet-harbour-42").is_ok());
    }

    #[test]
    fn new_account_reports_every_field() {
        let errors = NewAccount::parse("ab", Some("a\nb"), "nope", "short")
            .err()
            .unwrap();
        assert_eq!(errors.get("username"), Some(&USERNAME_TOO_SHORT));
        assert_eq!(errors.get("displayName"), Some(&DISPLAY_NAME_INVALID));
        assert_eq!(errors.get("email"), Some(&EMAIL_INVALID));
        assert_eq!(errors.get("password"), Some(&PASSWORD_TOO_SHORT));
    }

    #[test]
    fn display_names_are_optional_trimmed_and_one_line() {
        assert_eq!(parse_display_name(None), Ok(None));
        assert_eq!(parse_display_name(Some("   ")), Ok(None));
        assert_eq!(
            parse_display_name(Some("  Maya Lin ")),
            Ok(Some("Maya Lin".to_owned()))
        );
        assert_eq!(
            parse_display_name(Some("ليلى")),
            Ok(Some("ليلى".to_owned()))
        );
        assert_eq!(
            parse_display_name(Some("Maya\r\nBcc: x@example.com")),
            Err(DISPLAY_NAME_INVALID)
        );
        assert_eq!(
            parse_display_name(Some(&"m".repeat(61))),
            Err(DISPLAY_NAME_INVALID)
        );
        assert!(parse_display_name(Some(&"m".repeat(60))).is_ok());
    }
}
