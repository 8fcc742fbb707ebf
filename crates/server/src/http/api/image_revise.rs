//! `POST /api/images/{id}/revise`: a new image made from one of the user's
//! images as their words ask, charged like any image and watched like one;
//! `GET /api/images/{id}/versions`: every version of an image.

use crate::http::api::image_generate::{self, GeneratedImage};
use crate::http::api::images::ImageView;
use crate::http::error::{AppError, AppResult};
use crate::http::extract::json::ApiJson;
use crate::http::extract::{CurrentUser, IdempotencyKey, IdempotencyKeyParam};
use crate::http::schema::revision::{ReviseImageRequest, RevisionAsked};
use crate::http::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use serde::Serialize;
use utoipa::ToSchema;

/// Makes a revision of one of the user's images (priced as any image of
/// its size and quality). The original is kept; the new image names it in
/// `revisedFrom`. A card's words are set on the revised art as they were.
#[utoipa::path(post, path = "/api/images/{id}/revise", tag = "images",
    params(("id" = String, Path, description = "The image to revise"),
        IdempotencyKeyParam),
    request_body = ReviseImageRequest,
    responses(
        (status = 201, body = GeneratedImage),
        (status = 200, content_type = "text/event-stream",
            description = "With `Accept: text/event-stream`: the previews, then `done` or `error`, as for `POST /api/images/generate`"),
        (status = 400, description = "Invalid instruction, size or quality, or a change the image model cannot make (or no revisions at all)"),
        (status = 401, description = "Signed out"),
        (status = 402, description = "Not enough credits"),
        (status = 404, description = "No such image of yours"),
        (status = 409, description = "The same Idempotency-Key is still being processed"),
        (status = 422, description = "Refused by the content policy (refunded)"),
        (status = 502, description = "The image service failed (refunded)")))]
pub async fn revise(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
    headers: HeaderMap,
    idempotency_key: Result<IdempotencyKey, AppError>,
    body: Result<ApiJson<ReviseImageRequest>, AppError>,
) -> AppResult<Response> {
    let IdempotencyKey(idempotency_key) = idempotency_key?;
    let ApiJson(body) = body?;
    let order = RevisionAsked::try_from(body)?.order(current.user.id, id, idempotency_key);
    image_generate::run(&state, &headers, order).await
}

#[derive(Serialize, ToSchema)]
pub struct Versions {
    /// Oldest first: the original, then each revision still kept.
    pub versions: Vec<ImageView>,
}

/// Every version of one of the user's images, itself included.
#[utoipa::path(get, path = "/api/images/{id}/versions", tag = "images",
    params(("id" = String, Path, description = "Any version's id")),
    responses((status = 200, body = Versions), (status = 401), (status = 404)))]
pub async fn versions(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<Versions>> {
    let versions = state.gallery.versions(&current.user.id, &id).await?;
    Ok(Json(Versions {
        versions: versions.into_iter().map(ImageView::from).collect(),
    }))
}
