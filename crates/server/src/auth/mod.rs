//! Who is asking: passwords, session tokens, and the extractors handlers use.

pub mod extract;
pub mod password;
pub mod tokens;

pub use extract::{CurrentUser, MaybeUser};
