//! The Cardsmith server: an axum app over SQLite or PostgreSQL that serves the
//! embedded React SPA and its API.

pub mod app;
pub mod auth;
pub mod config;
pub mod doctor;
pub mod env;
pub mod exports;
pub mod group_cards;
pub mod http;
pub mod images;
pub mod jobs;
pub mod metrics;
pub mod payments;
pub mod providers;
pub mod public_api;
pub mod secret;
pub mod sending;
pub mod serve;
pub mod staff;
pub mod store;
pub mod telemetry;

pub use app::App;
pub use config::Config;
