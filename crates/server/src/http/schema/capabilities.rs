//! What the image model in use can be asked for, as the image form, the
//! wizard and `/v1` offer it.

use cardsmith_domain::capabilities::Capabilities;
use cardsmith_domain::generation::PROMPT_MAX_CHARS;
use serde::Serialize;
use utoipa::ToSchema;

/// The options in force, as the image form, the wizard and `/v1` offer them.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GenerationCapabilities {
    /// Sizes in the price table's order.
    #[schema(value_type = Vec<String>, example = json!(["1024x1024", "1024x1536"]))]
    pub sizes: Vec<&'static str>,
    /// Quality levels in the price table's order.
    #[schema(value_type = Vec<String>, example = json!(["low", "medium", "high", "auto"]))]
    pub qualities: Vec<&'static str>,
    #[schema(value_type = Vec<String>, example = json!(["png", "jpeg", "webp"]))]
    pub output_formats: Vec<&'static str>,
    /// `background: transparent` (png and webp only).
    pub transparent_background: bool,
    /// `outputCompression` (jpeg and webp only).
    pub output_compression: bool,
    /// A card built from an uploaded photo.
    pub photo: bool,
    /// A photo's faces and details are kept in the image made from it.
    pub keeps_faces: bool,
    /// An image can be revised in words (`POST …/images/{id}/revise`).
    pub revise: bool,
    /// The longest description accepted, in characters.
    pub max_prompt_chars: usize,
}

impl GenerationCapabilities {
    pub fn of(capabilities: &Capabilities) -> Self {
        GenerationCapabilities {
            sizes: capabilities.sizes.iter().map(|s| s.as_str()).collect(),
            qualities: capabilities.qualities.iter().map(|q| q.as_str()).collect(),
            output_formats: capabilities.formats.iter().map(|f| f.as_str()).collect(),
            transparent_background: capabilities.transparent_background,
            output_compression: capabilities.output_compression,
            photo: capabilities.photo_edits,
            keeps_faces: capabilities.photo_edits && capabilities.input_fidelity,
            // A revision is an edit of the image as it is.
            revise: capabilities.photo_edits,
            max_prompt_chars: capabilities.max_prompt_chars.min(PROMPT_MAX_CHARS),
        }
    }
}
