//! A greeting card as both adapters show it, and the body that sets its
//! words again.

use crate::images::card_text::CardWords;
use crate::store::images::Image;
use cardsmith_domain::account::FieldErrors;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A greeting card's structure, kept beside its prompt.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CardView {
    /// birthday, anniversary, wedding, graduation, thank_you, get_well, new_baby or sympathy.
    pub category: String,
    /// watercolor, cartoon, photorealistic, abstract, minimalist or vintage.
    pub style: String,
    /// The exact words on the card; absent for a card without words.
    pub text: Option<String>,
    /// top, middle or bottom.
    pub text_position: String,
    /// auto, light, dark or gold.
    pub text_scheme: String,
}

impl CardView {
    /// The card an image is, if it is one.
    pub fn of(image: &Image) -> Option<CardView> {
        let category = image.card_category?;
        // A card made before its words had a layout shows the layout it is
        // lettered with.
        let words = CardWords::of(image);
        Some(CardView {
            category: category.as_str().to_owned(),
            style: image
                .card_style
                .map(|style| style.as_str().to_owned())
                .unwrap_or_default(),
            text: image.card_text.clone(),
            text_position: words.position.as_str().to_owned(),
            text_scheme: words.scheme.as_str().to_owned(),
        })
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EditTextRequest {
    /// The card's new words, up to 200 characters; empty leaves the art
    /// without words, absent keeps the words it has.
    pub text: Option<String>,
    /// top, middle or bottom; absent keeps the current position.
    #[schema(pattern = "^(top|middle|bottom)$")]
    pub position: Option<String>,
    /// auto, light, dark or gold; absent keeps the current colours.
    #[schema(pattern = "^(auto|light|dark|gold)$")]
    pub scheme: Option<String>,
}

impl EditTextRequest {
    /// The edited words, keeping `current`'s layout where none is sent.
    pub fn words(&self, current: &CardWords) -> Result<CardWords, FieldErrors> {
        CardWords::parse(
            self.text.as_deref(),
            self.position.as_deref(),
            self.scheme.as_deref(),
            current,
        )
    }
}
