//! Time-based one-time codes (RFC 6238) as authenticator apps make them:
//! HMAC-SHA1 over 30-second steps, six digits, the secret handed over in an
//! `otpauth://` link. And the recovery codes that stand in for the app.

use hmac::{Hmac, Mac};
use rand::Rng;
use sha1::Sha1;

pub const STEP_SECONDS: i64 = 30;
/// Steps either side of now a code is accepted for: a phone's clock a
/// little off, or a code typed just as it turns.
const DRIFT_STEPS: i64 = 1;
/// 160 bits, the length RFC 4226 recommends.
const SECRET_BYTES: usize = 20;
pub const RECOVERY_CODES: usize = 10;
/// Letters and digits that cannot be mistaken for one another when copied
/// from paper.
const RECOVERY_ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";

pub fn new_secret() -> Vec<u8> {
    let mut secret = vec![0u8; SECRET_BYTES];
    rand::rng().fill(&mut secret[..]);
    secret
}

/// The 30-second step a Unix time falls in.
pub fn step_at(unix_seconds: i64) -> i64 {
    unix_seconds.div_euclid(STEP_SECONDS)
}

/// The six-digit code of `step` (RFC 4226's dynamic truncation).
pub fn code_at(secret: &[u8], step: i64) -> u32 {
    let mut mac = Hmac::<Sha1>::new_from_slice(secret).expect("HMAC takes keys of any length");
    mac.update(&step.to_be_bytes());
    let digest = mac.finalize().into_bytes();
    let offset = usize::from(digest[19] & 0x0f);
    let word = u32::from_be_bytes([
        digest[offset] & 0x7f,
        digest[offset + 1],
        digest[offset + 2],
        digest[offset + 3],
    ]);
    word % 1_000_000
}

/// A typed code as six digits, spaces allowed between them (apps show
/// "123 456"); `None` for anything else, such as a recovery code.
pub fn parse_code(typed: &str) -> Option<u32> {
    let digits: String = typed.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.len() != 6 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// The step near `now_step` whose code is `code`, if any. Every candidate
/// is computed and compared, so the time taken does not say which matched.
pub fn matching_step(secret: &[u8], code: u32, now_step: i64) -> Option<i64> {
    let mut found = None;
    for step in now_step - DRIFT_STEPS..=now_step + DRIFT_STEPS {
        if code_at(secret, step) == code {
            found = found.or(Some(step));
        }
    }
    found
}

/// RFC 4648 base32 without padding: how authenticator apps take a secret.
pub fn base32(bytes: &[u8]) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let mut out = String::with_capacity(bytes.len().div_ceil(5) * 8);
    let (mut buffer, mut bits) = (0u32, 0u32);
    for &byte in bytes {
        buffer = (buffer << 8) | u32::from(byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(char::from(ALPHABET[((buffer >> bits) & 31) as usize]));
        }
    }
    if bits > 0 {
        out.push(char::from(ALPHABET[((buffer << (5 - bits)) & 31) as usize]));
    }
    out
}

/// The link an authenticator app reads from the QR code (Google's "Key Uri
/// Format"): the issuer names the service and the label the account.
pub fn otpauth_uri(issuer: &str, account: &str, secret: &[u8]) -> String {
    let encode =
        |text: &str| url::form_urlencoded::byte_serialize(text.as_bytes()).collect::<String>();
    format!(
        "otpauth://totp/{issuer_label}:{account}?secret={secret}&issuer={issuer_param}&algorithm=SHA1&digits=6&period={STEP_SECONDS}",
        issuer_label = encode(issuer),
        account = encode(account),
        secret = base32(secret),
        issuer_param = encode(issuer),
    )
}

/// A new recovery code, `xxxxx-xxxxx` (about 49 random bits).
pub fn new_recovery_code() -> String {
    let mut rng = rand::rng();
    let mut code = String::with_capacity(11);
    for i in 0..10 {
        if i == 5 {
            code.push('-');
        }
        code.push(char::from(
            RECOVERY_ALPHABET[rng.random_range(0..RECOVERY_ALPHABET.len())],
        ));
    }
    code
}

/// A typed recovery code the way it is hashed: lower case, without the
/// dash or spaces a person may or may not copy.
pub fn normalise_recovery_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 6238 appendix B's SHA-1 vectors, cut to six digits.
    #[test]
    fn codes_match_the_rfc_vectors() {
        let secret = b"12345678901234567890";
        for (time, eight_digits) in [
            (59, 94287082),
            (1111111109, 7081804),
            (1111111111, 14050471),
            (1234567890, 89005924),
            (2000000000, 69279037),
            (20000000000, 65353130),
        ] {
            assert_eq!(
                code_at(secret, step_at(time)),
                eight_digits % 1_000_000,
                "at {time}"
            );
        }
    }

    #[test]
    fn a_code_matches_its_step_and_the_neighbouring_ones_only() {
        let secret = new_secret();
        let code = code_at(&secret, 1000);
        assert_eq!(matching_step(&secret, code, 1000), Some(1000));
        assert_eq!(matching_step(&secret, code, 999), Some(1000));
        assert_eq!(matching_step(&secret, code, 1001), Some(1000));
        assert_eq!(matching_step(&secret, code, 1003), None);
    }

    #[test]
    fn typed_codes_are_six_digits() {
        assert_eq!(parse_code("123456"), Some(123456));
        assert_eq!(parse_code(" 012 345 "), Some(12345));
        assert_eq!(parse_code("12345"), None);
        assert_eq!(parse_code("1234567"), None);
        assert_eq!(parse_code("12a456"), None);
        assert_eq!(parse_code("abcde-fghjk"), None);
    }

    #[test]
    fn base32_follows_rfc_4648() {
        assert_eq!(base32(b""), "");
        assert_eq!(base32(b"f"), "MY");
        assert_eq!(base32(b"foobar"), "MZXW6YTBOI");
        assert_eq!(base32(&new_secret()).len(), 32);
    }

    #[test]
    fn the_link_names_the_service_and_the_account() {
        let uri = otpauth_uri(
            "Cardsmith",
            "ann+cards@example.com",
            b"12345678901234567890",
        );
        assert_eq!(
            uri,
            "otpauth://totp/Cardsmith:ann%2Bcards%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ\
             &issuer=Cardsmith&algorithm=SHA1&digits=6&period=30"
        );
    }

    #[test]
    fn recovery_codes_are_random_and_typed_loosely() {
        let code = new_recovery_code();
        assert_eq!(code.len(), 11);
        assert_eq!(&code[5..6], "-");
        assert_ne!(code, new_recovery_code());
        assert_eq!(normalise_recovery_code(" ABCDE-fghjk "), "abcdefghjk");
    }
}
