//! What a revision request's body says, checked: the instruction and the
//! new image's size and quality. Shared by `/api` and `/v1`.

use crate::http::error::AppError;
use crate::images::revise::RevisionOrder;
use cardsmith_domain::account::FieldErrors;
use cardsmith_domain::generation::{Quality, Size};
use cardsmith_domain::revision::parse_instruction;
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReviseImageRequest {
    /// What should change, 3 to 1000 characters: "make the sky a sunset".
    #[schema(required = true, value_type = String, min_length = 3, max_length = 1000)]
    pub instruction: Option<String>,
    /// low, medium, high or auto; the image's own when left out.
    #[schema(pattern = "^(low|medium|high|auto)$")]
    pub quality: Option<String>,
    /// 1024x1024, 1024x1536, 1536x1024 or auto; the image's own when left out.
    #[schema(pattern = "^(1024x1024|1024x1536|1536x1024|auto)$")]
    pub size: Option<String>,
}

/// A revision request whose every field has been checked.
pub struct RevisionAsked {
    pub instruction: String,
    pub quality: Option<Quality>,
    pub size: Option<Size>,
}

impl RevisionAsked {
    /// The order for the images service, unwatched.
    pub fn order(
        self,
        user_id: String,
        image_id: String,
        idempotency_key: Option<String>,
    ) -> RevisionOrder {
        RevisionOrder {
            user_id,
            image_id,
            instruction: self.instruction,
            quality: self.quality,
            size: self.size,
            idempotency_key,
            previews: None,
        }
    }
}

impl TryFrom<ReviseImageRequest> for RevisionAsked {
    type Error = AppError;

    /// Reports every invalid field at once.
    fn try_from(body: ReviseImageRequest) -> Result<Self, AppError> {
        let mut errors = FieldErrors::new();
        let instruction = parse_instruction(body.instruction.as_deref())
            .map_err(|message| errors.insert("instruction", message))
            .ok();
        let quality = body
            .quality
            .as_deref()
            .map(Quality::parse)
            .transpose()
            .map_err(|message| errors.insert("quality", message))
            .ok()
            .flatten();
        let size = body
            .size
            .as_deref()
            .map(Size::parse)
            .transpose()
            .map_err(|message| errors.insert("size", message))
            .ok()
            .flatten();
        match instruction {
            Some(instruction) if errors.is_empty() => Ok(RevisionAsked {
                instruction,
                quality,
                size,
            }),
            _ => Err(AppError::fields(errors)),
        }
    }
}
