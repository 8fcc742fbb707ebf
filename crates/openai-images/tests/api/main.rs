//! Behaviour against a mock Images API: one test binary, one module per concern.

mod edits;
mod errors;
mod generations;
mod helpers;
mod http2;
mod pool;
mod retries;
mod streaming;
