//! Layers every request passes through: CSRF and the security headers.
//! (Connection limits and client timeouts live in `serve`.)

pub mod csrf;
pub mod security;
