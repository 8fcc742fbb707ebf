//! `POST /api/images/generate`: checks the request, then runs the generation
//! flow (`images::generate`), which charges, makes, stores and records it.

use crate::error::{AppError, AppResult};
use crate::http::api::images::ImageView;
use crate::http::extract::json::ApiJson;
use crate::http::extract::{IdempotencyKey, MaybeUser};
use crate::http::state::AppState;
use crate::images::generate::{self, not_enough_credits};
use crate::images::{Generated, GenerationRequest};
use crate::store::{image_requests, ledger};
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use cardsmith_domain::Credits;
use cardsmith_domain::cards::CardSpec;
use cardsmith_domain::generation::{COMPRESSION_RANGE, GenerationOptions, RawGenerationOptions};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::Arc;
use utoipa::ToSchema;

pub const LOGIN_REQUIRED: &str = "Please login to generate images";

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
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

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GeneratedImage {
    #[serde(flatten)]
    pub image: ImageView,
    /// The balance after the charge.
    #[schema(value_type = f64)]
    pub credits: Credits,
}

/// Makes one image and charges for it (spec §5, §7).
#[utoipa::path(post, path = "/api/images/generate", tag = "images",
    request_body = GenerateImageRequest,
    params(("Idempotency-Key" = Option<String>, Header,
        description = "Retrying with the same key returns the first answer without charging again")),
    responses(
        (status = 201, body = GeneratedImage),
        (status = 400, description = "Invalid options or photo"),
        (status = 401, description = "Signed out"),
        (status = 402, description = "Not enough credits"),
        (status = 409, description = "The same Idempotency-Key is still being processed"),
        (status = 413, description = "The photo is over 5 MB"),
        (status = 422, description = "Refused by the content policy (refunded)"),
        (status = 502, description = "The image service failed (refunded)")))]
pub async fn generate(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    idempotency_key: Result<IdempotencyKey, AppError>,
    body: Result<ApiJson<GenerateImageRequest>, AppError>,
) -> AppResult<Response> {
    let user = user.ok_or_else(|| AppError::Unauthorized(LOGIN_REQUIRED.into()))?;
    let IdempotencyKey(idempotency_key) = idempotency_key?;
    let ApiJson(body) = body?;
    let options = parse_options(&body)?;
    let order = Order {
        user_id: user.user.id,
        options,
        photo: body.uploaded_image,
        idempotency_key,
        card: None,
    };
    run(&state, order).await
}

/// A checked generation request from any entry point (`/api/images`, the
/// card wizard), with its photo still encoded.
pub struct Order {
    pub user_id: String,
    pub options: GenerationOptions,
    /// A `data:` URL; an empty one is how some forms say "no photo".
    pub photo: Option<String>,
    pub idempotency_key: Option<String>,
    pub card: Option<CardSpec>,
}

/// Runs an order through the generation flow and answers as `/api` does:
/// 201 with the image and the new balance.
pub async fn run(state: &AppState, order: Order) -> AppResult<Response> {
    let generated = execute(state, order).await?;
    let mut response = (
        StatusCode::CREATED,
        Json(GeneratedImage {
            image: ImageView::from(generated.image),
            credits: generated.credits,
        }),
    )
        .into_response();
    if generated.replayed {
        let replayed = HeaderValue::from_static("true");
        response
            .headers_mut()
            .insert("idempotent-replayed", replayed);
    }
    Ok(response)
}

/// Reads the order's photo (only once the account can pay for it) and runs
/// the one generation flow that `/api`, the wizard and `/v1` share.
pub async fn execute(state: &AppState, order: Order) -> AppResult<Generated> {
    let data_url = order.photo.filter(|url| !url.trim().is_empty());
    // An option the model lacks is refused before anything is reserved.
    state
        .images
        .capabilities
        .check(&order.options, data_url.is_some())
        .map_err(|unsupported| AppError::Unsupported {
            message: unsupported.to_string(),
            field: unsupported.field(),
        })?;
    let is_card = order.card.is_some();
    let photo = match data_url {
        Some(data_url) => {
            let key = order.idempotency_key.as_deref();
            can_afford(state, &order.user_id, order.options.cost(), key, is_card).await?;
            Some(Arc::new(state.images.uploads.read(data_url).await?))
        }
        None => None,
    };
    let request = GenerationRequest {
        user_id: order.user_id,
        options: order.options,
        photo,
        idempotency_key: order.idempotency_key,
        card: order.card,
    };
    generate::generate(&state.generator, request).await
}

pub fn parse_options(body: &GenerateImageRequest) -> AppResult<GenerationOptions> {
    let raw = RawGenerationOptions {
        prompt: body.prompt.as_deref().unwrap_or(""),
        size: body.size.as_deref(),
        quality: body.quality.as_deref(),
        format: body.output_format.as_deref(),
        style: body.style.as_deref(),
        compression: compression(body.output_compression.as_ref())?,
        background: body.background.as_deref(),
    };
    GenerationOptions::parse(raw).map_err(AppError::validation)
}

/// A whole number (80 or 80.0), or null; anything else is out of range.
fn compression(value: Option<&Value>) -> AppResult<Option<i64>> {
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

/// A cheap look at the balance before a photo is decoded, so an account that
/// cannot pay never makes the server hold a decoded upload. The ledger's
/// reservation stays the authority. A retried key on record is let through:
/// the flow answers it (a replay, or 409) as it would any retry.
async fn can_afford(
    state: &AppState,
    user_id: &str,
    cost: Credits,
    idempotency_key: Option<&str>,
    is_card: bool,
) -> AppResult<()> {
    let balance = ledger::balance(&state.db, user_id)
        .await
        .map_err(anyhow::Error::from)?;
    if balance >= cost {
        return Ok(());
    }
    if let Some(key) = idempotency_key
        && image_requests::exists(&state.db, user_id, key).await?
    {
        return Ok(());
    }
    Err(AppError::PaymentRequired(
        not_enough_credits(is_card).into(),
    ))
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
