//! Who is asking: passwords, passkeys, two-step sign-in, session tokens, throttles
//! and email verification.

pub mod accounts;
mod deletion;
pub mod devices;
pub mod email_change;
pub mod passkeys;
pub mod password;
mod password_reset;
mod relying_party;
pub mod second_factor;
pub mod throttles;
pub mod tokens;
pub mod totp;
pub mod two_factor;
pub mod verification;
