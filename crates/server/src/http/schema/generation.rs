//! What a generation request's body says, for an image or a card, and how
//! it becomes the images service's `Artwork`.

use crate::http::error::AppError;
use crate::images::Artwork;
use cardsmith_domain::cards::CardSpec;
use cardsmith_domain::generation::{COMPRESSION_RANGE, GenerationOptions, RawGenerationOptions};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GenerateImageRequest {
    /// 10 to 4000 characters, not counting spaces around them.
    #[schema(required = true, value_type = String, min_length = 10)]
    pub prompt: Option<String>,
    /// 1024x1024 (default), 1024x1536, 1536x1024 or auto.
    #[schema(pattern = "^(1024x1024|1024x1536|1536x1024|auto)$")]
    pub size: Option<String>,
    /// low, medium (default), high or auto.
    #[schema(pattern = "^(low|medium|high|auto)$")]
    pub quality: Option<String>,
    /// png (default), jpeg or webp.
    #[schema(pattern = "^(png|jpeg|webp)$")]
    pub output_format: Option<String>,
    /// natural or vivid (default).
    #[schema(pattern = "^(natural|vivid)$")]
    pub style: Option<String>,
    /// 0 to 100, jpeg and webp only (default 80 for them).
    #[schema(value_type = Option<i64>)]
    pub output_compression: Option<Value>,
    /// Only `transparent`, with png or webp.
    #[schema(pattern = "^transparent$")]
    pub background: Option<String>,
    /// A photo to use, as a `data:` URL: PNG, JPEG or WebP, under 5 MB, at
    /// most 4096 pixels a side.
    pub uploaded_image: Option<String>,
}

impl TryFrom<GenerateImageRequest> for Artwork {
    type Error = AppError;

    fn try_from(body: GenerateImageRequest) -> Result<Self, AppError> {
        let raw = RawGenerationOptions {
            prompt: body.prompt.as_deref().unwrap_or(""),
            size: body.size.as_deref(),
            quality: body.quality.as_deref(),
            format: body.output_format.as_deref(),
            style: body.style.as_deref(),
            compression: compression(body.output_compression.as_ref())?,
            background: body.background.as_deref(),
        };
        let options = GenerationOptions::parse(raw).map_err(AppError::validation)?;
        Ok(Artwork {
            options,
            photo: body.uploaded_image,
            card: None,
        })
    }
}

/// A whole number (80 or 80.0), or null; anything else is out of range.
fn compression(value: Option<&Value>) -> Result<Option<i64>, AppError> {
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(number)) => match (number.as_i64(), number.as_f64()) {
            (Some(whole), _) => Ok(Some(whole)),
            (None, Some(float)) if float.fract() == 0.0 && float.abs() < 1e6 => {
                Ok(Some(float as i64))
            }
            _ => Err(AppError::validation(COMPRESSION_RANGE)),
        },
        Some(_) => Err(AppError::validation(COMPRESSION_RANGE)),
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GenerateCardRequest {
    /// birthday, anniversary, wedding, graduation, thank_you, get_well, new_baby or sympathy.
    #[serde(default)]
    #[schema(
        required = true,
        pattern = "^(birthday|anniversary|wedding|graduation|thank_you|get_well|new_baby|sympathy)$"
    )]
    pub category: String,
    /// watercolor, cartoon, photorealistic, abstract, minimalist or vintage.
    #[serde(default)]
    #[schema(
        required = true,
        pattern = "^(watercolor|cartoon|photorealistic|abstract|minimalist|vintage)$"
    )]
    pub style: String,
    /// Up to 500 characters about the picture, not counting spaces around them.
    #[serde(default)]
    pub description: String,
    /// Whether the card carries `cardText`. Default: true when `cardText`
    /// has words, false otherwise; false makes a card without words.
    pub include_text: Option<bool>,
    /// The exact words on the card, up to 200 characters.
    #[serde(default)]
    pub card_text: String,
    /// low, medium (default), high or auto.
    #[schema(pattern = "^(low|medium|high|auto)$")]
    pub quality: Option<String>,
    /// 1024x1024 (default), 1024x1536, 1536x1024 or auto.
    #[schema(pattern = "^(1024x1024|1024x1536|1536x1024|auto)$")]
    pub size: Option<String>,
    /// A photo for the card, as a `data:` URL (as for images).
    pub uploaded_image: Option<String>,
    /// False leaves the photo out even when one is sent.
    pub include_uploaded_image: Option<bool>,
}

/// A card's fields as what to make: its prompt is built from them.
impl TryFrom<GenerateCardRequest> for Artwork {
    type Error = AppError;

    fn try_from(body: GenerateCardRequest) -> Result<Self, AppError> {
        let card = CardSpec::parse(
            &body.category,
            &body.style,
            &body.description,
            body.include_text
                .unwrap_or_else(|| !body.card_text.trim().is_empty()),
            &body.card_text,
        )
        .map_err(AppError::fields)?;
        let prompt = card.prompt();
        let options = GenerationOptions::parse(RawGenerationOptions {
            prompt: &prompt,
            size: body.size.as_deref(),
            quality: body.quality.as_deref(),
            format: None,
            style: None,
            compression: None,
            background: None,
        })
        .map_err(AppError::validation)?;
        let photo = body
            .uploaded_image
            .filter(|_| body.include_uploaded_image != Some(false));
        Ok(Artwork {
            options,
            photo,
            card: Some(card),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn compression_accepts_whole_numbers_only() {
        assert_eq!(compression(None).unwrap(), None);
        assert_eq!(compression(Some(&Value::Null)).unwrap(), None);
        assert_eq!(compression(Some(&json!(80))).unwrap(), Some(80));
        assert_eq!(compression(Some(&json!(80.0))).unwrap(), Some(80));
        assert_eq!(compression(Some(&json!(-5))).unwrap(), Some(-5));
        assert!(compression(Some(&json!(80.5))).is_err());
        assert!(compression(Some(&json!("80"))).is_err());
    }
}
