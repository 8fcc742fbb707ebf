//! What handlers take from a request: JSON bodies, the client's address,
//! cookies, the signed-in user, the `Idempotency-Key` header and what the
//! client accepts.

pub mod accept;
pub mod client_addr;
pub mod cookies;
pub mod idempotency_key;
pub mod json;
pub mod session;
pub mod staff;

pub use idempotency_key::{IdempotencyKey, IdempotencyKeyParam};
pub use session::{CurrentUser, MaybeUser};
