//! An image as tools show it: a link to the picture, never its bytes, so an
//! assistant can show it without megabytes of base64 in the conversation.

use crate::images::file_url;
use crate::store::images::Image;
use cardsmith_domain::Credits;
use cardsmith_storage::ImageKey;
use chrono::{DateTime, Utc};
use serde::Serialize;

#[derive(Serialize)]
pub struct ImageLink {
    pub id: String,
    /// Absolute, as `/v1` gives it; unguessable, so it can be shared.
    pub image_url: String,
    pub prompt: String,
    pub quality: String,
    pub size: String,
    pub credit_cost: Credits,
    pub created_at: DateTime<Utc>,
    /// For a greeting card: its occasion, art style and exact words.
    pub card: Option<CardFacts>,
}

#[derive(Serialize)]
pub struct CardFacts {
    pub category: String,
    pub style: Option<String>,
    pub text: Option<String>,
}

impl ImageLink {
    pub fn new(image: Image, public_url: &str) -> Self {
        let image_url = image
            .file_key
            .parse::<ImageKey>()
            .map(|key| format!("{public_url}{}", file_url(&key)))
            .unwrap_or_default();
        let card = image.card_category.map(|category| CardFacts {
            category: category.as_str().to_owned(),
            style: image.card_style.map(|style| style.as_str().to_owned()),
            text: image.card_text.clone(),
        });
        ImageLink {
            id: image.id,
            image_url,
            prompt: image.prompt,
            quality: image.quality.as_str().to_owned(),
            size: image.size,
            credit_cost: Credits::from_tenths(image.credit_cost_tenths),
            created_at: image.created_at,
            card,
        }
    }
}
