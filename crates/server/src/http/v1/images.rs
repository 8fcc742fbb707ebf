//! `/v1/images` and `/v1/cards`: generation through the one flow the web
//! app uses, the caller's images, and free re-lettering of cards.

use super::caller::ApiCaller;
use super::envelope::{ApiError, ApiResult, ErrorEnvelope, Success};
use crate::http::error::AppError;
use crate::http::extract::json::ApiJson;
use crate::http::extract::{IdempotencyKey as IdempotencyKeyHeader, IdempotencyKeyParam};
use crate::http::generation_stream::watched;
use crate::http::pagination::{self, DEFAULT_LIMIT, Pagination, whole_number};
use crate::http::schema::cards::{CardView, EditTextRequest};
use crate::http::schema::generation::{GenerateCardRequest, GenerateImageRequest};
use crate::http::state::AppState;
use crate::images::{Artwork, Order, file_url};
use crate::store::images::{Image, ListQuery};
use axum::Extension;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use cardsmith_domain::Credits;
use cardsmith_storage::ImageKey;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, IntoResponses, ToSchema};

const MAX_LIMIT: u64 = 50;
pub const LIMIT_INVALID: &str = "limit must be a whole number from 1 to 50";
pub const PROMPT_MISSING: &str = "prompt is required";
pub const PROMPT_TOO_SHORT: &str = "prompt must be at least 10 characters";
pub const PROMPT_TOO_LONG: &str = "prompt must be at most 4000 characters";

/// An image in the public API's documented form.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicImage {
    pub id: String,
    pub prompt: String,
    /// An absolute URL; unguessable, so it can be shared.
    pub image_url: String,
    pub quality: String,
    pub size: String,
    pub output_format: String,
    #[schema(value_type = f64)]
    pub credit_cost: Credits,
    pub created_at: DateTime<Utc>,
    /// Set for a greeting card.
    pub card: Option<CardView>,
    /// For a revision: the id of the image it was made from.
    pub revised_from: Option<String>,
    /// For a revision: what was asked to change.
    pub revision: Option<String>,
}

impl PublicImage {
    pub(super) fn new(image: Image, public_url: &str) -> Self {
        let image_url = image
            .file_key
            .parse::<ImageKey>()
            .map(|key| format!("{public_url}{}", file_url(&key)))
            .unwrap_or_default();
        let card = CardView::of(&image);
        PublicImage {
            id: image.id,
            prompt: image.prompt,
            image_url,
            quality: image.quality.as_str().to_owned(),
            size: image.size,
            output_format: image.output_format.as_str().to_owned(),
            credit_cost: Credits::from_tenths(image.credit_cost_tenths),
            created_at: image.created_at,
            card,
            revised_from: image.revised_from,
            revision: image.revision,
        }
    }
}

/// A generated image with the balance after paying for it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Generated {
    pub image: PublicImage,
    #[schema(value_type = f64)]
    pub credits: Credits,
    /// True when an earlier request with the same Idempotency-Key made it.
    pub replayed: bool,
}

#[derive(Serialize, ToSchema)]
pub struct GeneratedEnvelope {
    pub success: bool,
    pub data: Generated,
}

#[derive(Serialize, ToSchema)]
pub struct ImageEnvelope {
    pub success: bool,
    pub data: PublicImage,
}

pub(crate) async fn generated(state: &AppState, order: Order) -> ApiResult<Generated> {
    let made = state.generator.generate(order).await?;
    Ok(created(made, state.pages.public_url()))
}

pub(super) fn created(made: crate::images::Generated, public_url: &str) -> Success<Generated> {
    Success::created(Generated {
        image: PublicImage::new(made.image, public_url),
        credits: made.credits,
        replayed: made.replayed,
    })
}

/// Runs `order` with its previews sent as Server-Sent Events: the same
/// events as the web API's, with this API's answers in `done` and `error`.
async fn streamed(state: &AppState, order: Order) -> Response {
    let public_url = state.pages.public_url().to_owned();
    let answer = move |made: Result<crate::images::Generated, AppError>| match made {
        Ok(made) => created(made, &public_url).into_response(),
        Err(err) => ApiError(err).into_response(),
    };
    watched(state.generator.clone(), order, answer).await
}

/// `POST /v1/images/generate`'s body: the image's options, and `stream`.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StreamableImageRequest {
    #[serde(flatten)]
    pub image: GenerateImageRequest,
    /// true: once the model shows a first preview, answer with Server-Sent
    /// Events instead (see the 200 answer). Default false.
    pub stream: Option<bool>,
}

/// What the generate calls answer, for the OpenAPI document.
#[derive(IntoResponses)]
#[allow(dead_code, clippy::large_enum_variant)] // Only describes the answers; never built.
pub(super) enum GenerationAnswers {
    #[response(
        status = 201,
        description = "Made and charged, or the first answer again for a repeated Idempotency-Key (`replayed`)"
    )]
    Created(GeneratedEnvelope),
    #[response(
        status = 400,
        description = "invalid_request, or unsupported_option for an option the image model in use lacks (see GET /v1/images/options)"
    )]
    Invalid(ErrorEnvelope),
    #[response(
        status = 401,
        description = "unauthorized: no API key, or one that is not valid"
    )]
    Unauthorized(ErrorEnvelope),
    #[response(status = 402, description = "insufficient_credits")]
    NotEnoughCredits(ErrorEnvelope),
    #[response(
        status = 409,
        description = "idempotency_conflict: the key is still being processed"
    )]
    InProgress(ErrorEnvelope),
    #[response(status = 413, description = "invalid_request: the photo is over 5 MB")]
    TooLarge(ErrorEnvelope),
    #[response(status = 415, description = "invalid_request: not JSON")]
    NotJson(ErrorEnvelope),
    #[response(
        status = 422,
        description = "content_policy, or idempotency_conflict for a reused key"
    )]
    Refused(ErrorEnvelope),
    #[response(
        status = 429,
        description = "rate_limited: over your plan's limit; see Retry-After"
    )]
    RateLimited(ErrorEnvelope),
    #[response(status = 502, description = "provider_unavailable (refunded)")]
    ProviderFailed(ErrorEnvelope),
    #[response(
        status = 503,
        description = "provider_unavailable: the image model is no longer offered by its provider (refunded)"
    )]
    ModelRetired(ErrorEnvelope),
}

/// Generates an image. Defaults: quality medium, size 1024x1024, png.
/// With `"stream": true`, previews of the image arrive while it is made.
#[utoipa::path(post, path = "/v1/images/generate", operation_id = "generate_image", tag = "images",
    security(("api_key" = [])),
    request_body = StreamableImageRequest,
    params(IdempotencyKeyParam),
    responses(GenerationAnswers,
        (status = 200, content_type = "text/event-stream",
            description = "With `\"stream\": true`, once the first preview is ready: Server-Sent Events `preview` (`{\"index\", \"image\"}`, a `data:` URL of the picture so far; previews may be skipped, never reordered), then `done` (the 201 answer's JSON) or `error` (the error answer's JSON with its `status`). An answer ready before any preview (a refusal, a replayed Idempotency-Key, a model that shows none) is the ordinary one. Leaving mid-stream does not stop the image: it is charged once and kept in your images.")))]
pub async fn generate_image(
    State(state): State<AppState>,
    Extension(caller): Extension<ApiCaller>,
    key: Result<IdempotencyKeyHeader, AppError>,
    body: Result<ApiJson<StreamableImageRequest>, AppError>,
) -> Result<Response, ApiError> {
    let IdempotencyKeyHeader(idempotency_key) = key?;
    let ApiJson(StreamableImageRequest {
        image: body,
        stream,
    }) = body?;
    let order = image_order(caller.user_id, idempotency_key, body)?;
    if stream == Some(true) {
        return Ok(streamed(&state, order).await);
    }
    Ok(generated(&state, order).await?.into_response())
}

/// An image order as this API takes it, with its defaults (quality medium,
/// size 1024x1024, png) and its messages; the MCP tool orders the same way.
pub(crate) fn image_order(
    user_id: String,
    idempotency_key: Option<String>,
    mut body: GenerateImageRequest,
) -> Result<Order, AppError> {
    if body.prompt.as_deref().is_none_or(|p| p.trim().is_empty()) {
        return Err(AppError::validation(PROMPT_MISSING));
    }
    body.quality.get_or_insert_with(|| "medium".into());
    body.size.get_or_insert_with(|| "1024x1024".into());
    body.output_format.get_or_insert_with(|| "png".into());
    Ok(Order {
        user_id,
        idempotency_key,
        artwork: Artwork::try_from(body).map_err(name_the_prompt)?,
        previews: None,
    })
}

/// The shared length rules speak of the web form's "Description"; this
/// API's field is `prompt`, so its answers say so.
fn name_the_prompt(error: AppError) -> AppError {
    use cardsmith_domain::generation as rules;
    match &error {
        AppError::Validation { message, .. } if message == rules::PROMPT_TOO_SHORT => {
            AppError::validation(PROMPT_TOO_SHORT)
        }
        AppError::Validation { message, .. } if message == rules::PROMPT_TOO_LONG => {
            AppError::validation(PROMPT_TOO_LONG)
        }
        _ => error,
    }
}

/// Generates a greeting card; its text is set exactly, in any script.
#[utoipa::path(post, path = "/v1/cards/generate", operation_id = "generate_card", tag = "cards",
    security(("api_key" = [])),
    request_body = GenerateCardRequest,
    params(IdempotencyKeyParam),
    responses(GenerationAnswers))]
pub async fn generate_card(
    State(state): State<AppState>,
    Extension(caller): Extension<ApiCaller>,
    key: Result<IdempotencyKeyHeader, AppError>,
    body: Result<ApiJson<GenerateCardRequest>, AppError>,
) -> ApiResult<Generated> {
    let IdempotencyKeyHeader(idempotency_key) = key?;
    let ApiJson(body) = body?;
    let order = Order {
        user_id: caller.user_id,
        idempotency_key,
        artwork: body.try_into()?,
        previews: None,
    };
    generated(&state, order).await
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// From 1 (default 1) to 1000000.
    #[param(value_type = Option<u64>, minimum = 1, maximum = 1_000_000)]
    pub page: Option<String>,
    /// From 1 to 50 (default 20).
    #[param(value_type = Option<u64>, minimum = 1, maximum = 50)]
    pub limit: Option<String>,
    /// Case-insensitive text to find in the prompt.
    pub search: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ImagePage {
    pub images: Vec<PublicImage>,
    pub pagination: Pagination,
}

#[derive(Serialize, ToSchema)]
pub struct ImagePageEnvelope {
    pub success: bool,
    pub data: ImagePage,
}

/// Your images, newest first.
#[utoipa::path(get, path = "/v1/images", operation_id = "list_images", tag = "images",
    security(("api_key" = [])), params(ListParams),
    responses((status = 200, body = ImagePageEnvelope, description = "A page of your images"),
        (status = 400, body = ErrorEnvelope, description = "invalid_request"),
        (status = 401, body = ErrorEnvelope, description = "unauthorized: no API key, or one that is not valid"), (status = 429, body = ErrorEnvelope, description = "rate_limited: over your plan's limit; see Retry-After")))]
pub async fn list(
    State(state): State<AppState>,
    Extension(caller): Extension<ApiCaller>,
    params: Result<Query<ListParams>, QueryRejection>,
) -> ApiResult<ImagePage> {
    let Query(params) =
        params.map_err(|_| AppError::validation("Invalid request: unreadable query string"))?;
    let page = pagination::page(params.page.as_deref())?;
    let limit = whole_number(params.limit.as_deref(), DEFAULT_LIMIT, LIMIT_INVALID)?;
    if limit > MAX_LIMIT {
        return Err(AppError::validation(LIMIT_INVALID).into());
    }
    let query = ListQuery {
        user_id: &caller.user_id,
        search: params.search.as_deref().map(str::trim),
        filter: None,
        page,
        limit,
    };
    let found = state.gallery.list(&query).await?;
    let public_url = state.pages.public_url();
    Ok(Success::ok(ImagePage {
        images: found
            .images
            .into_iter()
            .map(|image| PublicImage::new(image, public_url))
            .collect(),
        pagination: Pagination::new(found.total, page, limit),
    }))
}

/// One of your images.
#[utoipa::path(get, path = "/v1/images/{id}", operation_id = "get_image", tag = "images",
    security(("api_key" = [])),
    params(("id" = String, Path, description = "The image id")),
    responses((status = 200, body = ImageEnvelope, description = "The image"),
        (status = 401, body = ErrorEnvelope, description = "unauthorized: no API key, or one that is not valid"), (status = 404, body = ErrorEnvelope, description = "not_found"),
        (status = 429, body = ErrorEnvelope, description = "rate_limited: over your plan's limit; see Retry-After")))]
pub async fn get(
    State(state): State<AppState>,
    Extension(caller): Extension<ApiCaller>,
    Path(id): Path<String>,
) -> ApiResult<PublicImage> {
    let image = state.gallery.find(&caller.user_id, &id).await?;
    Ok(Success::ok(PublicImage::new(
        image,
        state.pages.public_url(),
    )))
}

#[derive(Serialize, ToSchema)]
pub struct Deleted {
    pub id: String,
}

#[derive(Serialize, ToSchema)]
pub struct DeletedEnvelope {
    pub success: bool,
    pub data: Deleted,
}

/// Deletes one of your images and its files.
#[utoipa::path(delete, path = "/v1/images/{id}", operation_id = "delete_image", tag = "images",
    security(("api_key" = [])),
    params(("id" = String, Path, description = "The image id")),
    responses((status = 200, body = DeletedEnvelope, description = "The image is deleted"),
        (status = 401, body = ErrorEnvelope, description = "unauthorized: no API key, or one that is not valid"), (status = 404, body = ErrorEnvelope, description = "not_found"),
        (status = 429, body = ErrorEnvelope, description = "rate_limited: over your plan's limit; see Retry-After")))]
pub async fn delete(
    State(state): State<AppState>,
    Extension(caller): Extension<ApiCaller>,
    Path(id): Path<String>,
) -> ApiResult<Deleted> {
    state.gallery.remove(&caller.user_id, &id).await?;
    Ok(Success::ok(Deleted { id }))
}

/// Sets a card's text again, free: no credits, no image model.
#[utoipa::path(patch, path = "/v1/images/{id}/text", operation_id = "edit_card_text", tag = "cards",
    security(("api_key" = [])),
    params(("id" = String, Path, description = "The card's image id")),
    request_body = EditTextRequest,
    responses((status = 200, body = ImageEnvelope, description = "The card with its new words"),
        (status = 400, body = ErrorEnvelope, description = "invalid_request, or not a card"),
        (status = 401, body = ErrorEnvelope, description = "unauthorized: no API key, or one that is not valid"), (status = 404, body = ErrorEnvelope, description = "not_found"),
        (status = 409, body = ErrorEnvelope, description = "the card kept changing meanwhile"),
        (status = 415, body = ErrorEnvelope, description = "invalid_request: not JSON"),
        (status = 429, body = ErrorEnvelope, description = "rate_limited: over your plan's limit; see Retry-After")))]
pub async fn edit_text(
    State(state): State<AppState>,
    Extension(caller): Extension<ApiCaller>,
    Path(id): Path<String>,
    body: Result<ApiJson<EditTextRequest>, AppError>,
) -> ApiResult<PublicImage> {
    let ApiJson(body) = body?;
    let image = state
        .gallery
        .edit_words(&caller.user_id, &id, |current| body.words(current))
        .await?;
    Ok(Success::ok(PublicImage::new(
        image,
        state.pages.public_url(),
    )))
}
