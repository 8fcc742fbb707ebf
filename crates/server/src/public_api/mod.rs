//! The public REST API's own rules: API keys, tiers, and request limits per
//! tier counted in process or in Redis. Its handlers live in `http::v1` and
//! call the same services as `/api`.

pub mod keys;
pub mod limits;
mod local_counts;
pub mod settings;
pub mod tiers;
