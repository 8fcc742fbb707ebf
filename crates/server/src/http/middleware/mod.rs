//! Layers every request passes through: metrics, CSRF and the security headers.
//! (Connection limits and client timeouts live in `serve`.)

pub mod csrf;
pub mod metrics;
pub mod security;
pub mod staff_gate;
