//! Who is asking: passwords, session tokens, throttles and email verification.

pub mod password;
pub mod throttles;
pub mod tokens;
pub mod verification;
