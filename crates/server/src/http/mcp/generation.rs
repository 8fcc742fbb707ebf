//! `generate_image` and `create_card`: the generation flow `/v1`'s
//! `POST /v1/images/generate` and `POST /v1/cards/generate` run, with the
//! same defaults, prices and `Idempotency-Key` rules.

use super::caller::Caller;
use super::failure::{ToolResult, answer};
use super::image_link::ImageLink;
use super::tools::CardsmithTools;
use crate::http::error::AppError;
use crate::http::extract::IdempotencyKey;
use crate::http::extract::idempotency_key::IDEMPOTENCY_KEY_INVALID;
use crate::http::schema::generation::{GenerateCardRequest, GenerateImageRequest};
use crate::images::{Artwork, Order};
use axum::extract::FromRequestParts;
use axum::http::Request;
use cardsmith_domain::Credits;
use rmcp::handler::server::wrapper::Parameters;
use rmcp::{tool, tool_router};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

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

/// A new (or, for a repeated key, the first) image and the balance after it.
#[derive(Serialize)]
pub struct Generated {
    pub image: ImageLink,
    pub credits_left: Credits,
    /// True when an earlier call with the same idempotency_key made it.
    pub replayed: bool,
}

#[tool_router(router = generation_tools, vis = "pub(super)")]
impl CardsmithTools {
    #[tool(
        description = "Generate an image from a text prompt, paid from the account's \
        credits (low 1, medium 4, high 15 credits for 1024x1024; more for other sizes). \
        Returns a link to the image and the credits left."
    )]
    async fn generate_image(
        &self,
        Caller(caller): Caller,
        Parameters(args): Parameters<GenerateImageArgs>,
    ) -> ToolResult {
        let request = GenerateImageRequest {
            prompt: Some(args.prompt),
            // `/v1`'s defaults.
            quality: Some(args.quality.unwrap_or_else(|| "medium".into())),
            size: Some(args.size.unwrap_or_else(|| "1024x1024".into())),
            output_format: Some(args.output_format.unwrap_or_else(|| "png".into())),
            style: args.style,
            output_compression: args.output_compression.map(Into::into),
            background: args.background,
            uploaded_image: None,
        };
        self.generate(caller.user_id, args.idempotency_key, request.try_into()?)
            .await
    }

    #[tool(
        description = "Create a greeting card: art for an occasion in an art style, \
        with exact words set on it by Cardsmith (never misspelt by the image model). \
        Priced as generate_image. Returns a link to the card and the credits left."
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
        self.generate(caller.user_id, args.idempotency_key, request.try_into()?)
            .await
    }
}

impl CardsmithTools {
    async fn generate(
        &self,
        user_id: String,
        idempotency_key: Option<String>,
        artwork: Artwork,
    ) -> ToolResult {
        let order = Order {
            user_id,
            idempotency_key: checked_key(idempotency_key).await?,
            artwork,
            previews: None,
        };
        let made = self.state.generator.generate(order).await?;
        answer(Generated {
            image: ImageLink::new(made.image, self.state.pages.public_url()),
            credits_left: made.credits,
            replayed: made.replayed,
        })
    }
}

/// The key checked as `/v1` checks its `Idempotency-Key` header: by the
/// same extractor, given the key as that header.
async fn checked_key(key: Option<String>) -> Result<Option<String>, AppError> {
    let Some(key) = key else {
        return Ok(None);
    };
    let (mut parts, ()) = Request::builder()
        .header("idempotency-key", key)
        .body(())
        .map_err(|_| AppError::validation(IDEMPOTENCY_KEY_INVALID))?
        .into_parts();
    let IdempotencyKey(key) = IdempotencyKey::from_request_parts(&mut parts, &()).await?;
    Ok(key)
}
