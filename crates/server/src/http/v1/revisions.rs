//! `/v1/images/{id}/revise` and `/v1/images/{id}/versions`: revising an
//! image in words through the web app's flow, and its versions.

use super::caller::ApiCaller;
use super::envelope::{ApiResult, ErrorEnvelope, Success};
use super::images::{Generated, GenerationAnswers, PublicImage, created};
use crate::http::error::AppError;
use crate::http::extract::json::ApiJson;
use crate::http::extract::{IdempotencyKey as IdempotencyKeyHeader, IdempotencyKeyParam};
use crate::http::schema::revision::{ReviseImageRequest, RevisionAsked};
use crate::http::state::AppState;
use axum::Extension;
use axum::extract::{Path, State};
use serde::Serialize;
use utoipa::ToSchema;

/// Makes a new image from one of yours as `instruction` says, priced as any
/// image of its size and quality (the image's own unless given). The
/// original is kept; the new image names it in `revisedFrom`. A card's
/// text is set on the revised art exactly as it was, never sent to the
/// model. A model that cannot revise images, or cannot make this change (the
/// built-in designer cannot take things away), answers `unsupported_option`
/// (`GET /v1/images/options` says `revise: false` for the first).
#[utoipa::path(post, path = "/v1/images/{id}/revise", operation_id = "revise_image", tag = "images",
    security(("api_key" = [])),
    params(("id" = String, Path, description = "The image to revise"), IdempotencyKeyParam),
    request_body = ReviseImageRequest,
    responses(GenerationAnswers,
        (status = 404, body = ErrorEnvelope, description = "not_found: no such image of yours")))]
pub async fn revise(
    State(state): State<AppState>,
    Extension(caller): Extension<ApiCaller>,
    Path(id): Path<String>,
    key: Result<IdempotencyKeyHeader, AppError>,
    body: Result<ApiJson<ReviseImageRequest>, AppError>,
) -> ApiResult<Generated> {
    let IdempotencyKeyHeader(idempotency_key) = key?;
    let ApiJson(body) = body?;
    let order = RevisionAsked::try_from(body)?.order(caller.user_id, id, idempotency_key);
    let made = state.generator.revise(order).await?;
    Ok(created(made, state.pages.public_url()))
}

#[derive(Serialize, ToSchema)]
pub struct Versions {
    /// Oldest first: the original, then each revision still kept.
    pub versions: Vec<PublicImage>,
}

#[derive(Serialize, ToSchema)]
pub struct VersionsEnvelope {
    pub success: bool,
    pub data: Versions,
}

/// Every version of one of your images, itself included, oldest first.
#[utoipa::path(get, path = "/v1/images/{id}/versions", operation_id = "list_image_versions", tag = "images",
    security(("api_key" = [])),
    params(("id" = String, Path, description = "Any version's id")),
    responses((status = 200, body = VersionsEnvelope, description = "Every version of the image"),
        (status = 401, body = ErrorEnvelope, description = "unauthorized: no API key, or one that is not valid"), (status = 404, body = ErrorEnvelope, description = "not_found"),
        (status = 429, body = ErrorEnvelope, description = "rate_limited: over your plan's limit; see Retry-After")))]
pub async fn versions(
    State(state): State<AppState>,
    Extension(caller): Extension<ApiCaller>,
    Path(id): Path<String>,
) -> ApiResult<Versions> {
    let versions = state.gallery.versions(&caller.user_id, &id).await?;
    let public_url = state.pages.public_url();
    Ok(Success::ok(Versions {
        versions: versions
            .into_iter()
            .map(|image| PublicImage::new(image, public_url))
            .collect(),
    }))
}
