//! What handlers take from a request: JSON bodies, the client's address,
//! cookies, and the signed-in user.

pub mod client_addr;
pub mod cookies;
pub mod json;
pub mod session;

pub use session::{CurrentUser, MaybeUser};
