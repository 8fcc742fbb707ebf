//! `generate_image` and `create_card`: the generation flow `/v1`'s
//! `POST /v1/images/generate` and `POST /v1/cards/generate` run, with the
//! same defaults, prices and `Idempotency-Key` rules.

use super::caller::Caller;
use super::failure::{ToolResult, answer, from_v1};
use super::tools::CardsmithTools;
use crate::http::error::AppError;
use crate::http::extract::idempotency_key;
use crate::http::schema::generation::{GenerateCardRequest, GenerateImageRequest};
use crate::http::v1::images::{generated, image_order};
use crate::images::Order;
use rmcp::handler::server::wrapper::Parameters;
use rmcp::{tool, tool_router};
use schemars::JsonSchema;
use serde::Deserialize;

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GenerateImageArgs {
    /// What to draw: 10 to 4000 characters.
    pub prompt: String,
    /// low, medium (default), high or auto. Higher costs more.
    pub quality: Option<String>,
    /// 1024x1024 (default), 1024x1536, 1536x1024 or auto. Non-square costs more.
    pub size: Option<String>,
    /// png (default), jpeg or webp.
    pub output_format: Option<String>,
    /// natural or vivid (default).
    pub style: Option<String>,
    /// Only "transparent", with png or webp.
    pub background: Option<String>,
    /// 0 to 100, jpeg and webp only.
    pub output_compression: Option<i64>,
    /// 1 to 200 visible ASCII characters. Repeating a call with the same key
    /// and arguments within 24 h returns the first image, charged once.
    pub idempotency_key: Option<String>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateCardArgs {
    /// birthday, anniversary, wedding, graduation, thank_you, get_well, new_baby or sympathy.
    pub category: String,
    /// The art style: watercolor, cartoon, photorealistic, abstract, minimalist or vintage.
    pub style: String,
    /// Up to 500 characters about the picture.
    #[serde(default)]
    pub description: String,
    /// The exact words to set on the card (up to 200 characters, any
    /// script); absent or empty makes a card without words.
    #[serde(default)]
    pub text: String,
    /// low, medium (default), high or auto. Higher costs more.
    pub quality: Option<String>,
    /// 1024x1024 (default), 1024x1536, 1536x1024 or auto. Non-square costs more.
    pub size: Option<String>,
    /// As for generate_image: the same key and arguments never charge twice.
    pub idempotency_key: Option<String>,
}

#[tool_router(router = generation_tools, vis = "pub(super)")]
impl CardsmithTools {
    #[tool(
        description = "Generate an image from a text prompt, paid from the account's \
        credits (more for higher quality and for sizes that are not square). Returns \
        /v1's answer: the image with a link to it (imageUrl), and the credits left."
    )]
    async fn generate_image(
        &self,
        Caller(caller): Caller,
        Parameters(args): Parameters<GenerateImageArgs>,
    ) -> ToolResult {
        let request = GenerateImageRequest {
            prompt: Some(args.prompt),
            quality: args.quality,
            size: args.size,
            output_format: args.output_format,
            style: args.style,
            output_compression: args.output_compression.map(Into::into),
            background: args.background,
            uploaded_image: None,
        };
        let key = checked_key(args.idempotency_key)?;
        self.generate(image_order(caller.user_id, key, request)?)
            .await
    }

    #[tool(
        description = "Create a greeting card: art for an occasion in an art style, \
        with exact words set on it by Cardsmith (never misspelt by the image model). \
        Priced as generate_image, and answered the same way."
    )]
    async fn create_card(
        &self,
        Caller(caller): Caller,
        Parameters(args): Parameters<CreateCardArgs>,
    ) -> ToolResult {
        let request = GenerateCardRequest {
            category: args.category,
            style: args.style,
            description: args.description,
            // Words when `text` has some, as `/v1` decides.
            include_text: None,
            card_text: args.text,
            quality: args.quality,
            size: args.size,
            uploaded_image: None,
            include_uploaded_image: None,
        };
        self.generate(Order {
            user_id: caller.user_id,
            idempotency_key: checked_key(args.idempotency_key)?,
            artwork: request.try_into()?,
            previews: None,
        })
        .await
    }
}

impl CardsmithTools {
    /// Runs `order` as `/v1` does and answers what `/v1` answers.
    async fn generate(&self, order: Order) -> ToolResult {
        answer(from_v1(generated(&self.state, order).await)?)
    }
}

/// The argument checked as `/v1` checks its `Idempotency-Key` header.
fn checked_key(key: Option<String>) -> Result<Option<String>, AppError> {
    key.map(|key| idempotency_key::check(key.as_bytes()))
        .transpose()
}
