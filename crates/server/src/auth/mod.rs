//! Who is asking: passwords, session tokens, and the extractors handlers use.

pub mod extract;
pub mod password;
pub mod throttles;
pub mod tokens;
pub mod verification;

pub use extract::{CurrentUser, MaybeUser};
