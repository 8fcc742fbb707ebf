//! Client for OpenAI-compatible Images APIs.
//!
//! Works against OpenAI itself or any self-hosted server that speaks the same
//! `images/generations` and `images/edits` protocol. A request without a photo
//! is a generation; a request with a photo becomes an edit of that photo.
//! The model name is configuration: `gpt-image-*` models and `dall-e-*` models
//! take different parameters, and [`model`] decides what each one is sent.
//! GPT Image models can stream partial images while they draw
//! ([`OpenAiImages::generate_streaming`]); the `stream` module reads their events.

mod client;
mod config;
mod dialect;
mod error;
mod model;
mod models;
mod request;
mod response;
mod retry;
mod stream;

pub use client::OpenAiImages;
pub use config::OpenAiImagesConfig;
pub use dialect::Dialect;
pub use error::ImageApiError;
pub use models::{ListedModel, ModelCatalog, ModelList};
pub use request::{ImageRequest, Photo};
pub use response::PartialImage;
