//! Sharing an image: its owner turns a page of its own on (`/s/{token}`,
//! with a social preview) or off, and anyone with the link sees the image
//! there. The page and its picture go only through the share's token, so
//! turning sharing off closes both.

use crate::auth::tokens;
use crate::error::{AppError, AppResult};
use crate::http::api::image_files::{file_not_found, file_response, storage_failed};
use crate::http::extract::CurrentUser;
use crate::http::state::AppState;
use crate::images::naming_facts;
use crate::store::images::{self, Image};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use cardsmith_storage::ImageKey;
use sea_orm::DatabaseConnection;
use serde::Serialize;
use utoipa::ToSchema;

pub const SHARE_GONE: &str = "This shared image is no longer available";
/// A share can be turned off: copies may be kept for minutes, not a year.
const SHARED_FILE_CACHE: &str = "public, max-age=300";

/// Where a shared image's page is.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareView {
    /// Relative, e.g. `/s/Zm9v…`.
    pub path: String,
    /// The whole link to give people.
    pub url: String,
}

/// A shared image as anyone with its link sees it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SharedImageView {
    /// "Birthday card" or "Image".
    pub title: String,
    /// The maker's own description.
    pub description: String,
    /// Relative, e.g. `/api/s/Zm9v…/image`.
    pub image_url: String,
    /// e.g. 1024x1536.
    pub size: String,
    /// The card's occasion (`birthday`…), absent for a free-form image.
    pub card_category: Option<String>,
}

/// The path of the page `token` shares.
pub fn share_path(token: &str) -> String {
    format!("/s/{token}")
}

/// Shares the image (or answers the link it already has).
#[utoipa::path(post, path = "/api/images/{id}/share", tag = "images",
    params(("id" = String, Path, description = "The image id")),
    responses(
        (status = 200, body = ShareView),
        (status = 401, description = "Signed out"),
        (status = 404, description = "No such image of this user")))]
pub async fn share(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<ShareView>> {
    let token = images::share(&state.db, &current.user.id, &id, &tokens::new_token())
        .await?
        .ok_or_else(|| AppError::NotFound("Image not found".into()))?;
    let path = share_path(&token);
    Ok(Json(ShareView {
        url: format!("{}{path}", state.config.public_url()),
        path,
    }))
}

/// Turns sharing off: the link finds nothing from now on.
#[utoipa::path(delete, path = "/api/images/{id}/share", tag = "images",
    params(("id" = String, Path, description = "The image id")),
    responses(
        (status = 204, description = "Sharing is off"),
        (status = 401, description = "Signed out"),
        (status = 404, description = "No such image of this user")))]
pub async fn unshare(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<StatusCode> {
    if !images::unshare(&state.db, &current.user.id, &id).await? {
        return Err(AppError::NotFound("Image not found".into()));
    }
    Ok(StatusCode::NO_CONTENT)
}

/// A shared image, for its page.
#[utoipa::path(get, path = "/api/s/{token}", tag = "images",
    params(("token" = String, Path, description = "The token from the share link")),
    responses(
        (status = 200, body = SharedImageView),
        (status = 404, description = "Never shared, deleted or no longer shared")))]
pub async fn view(
    State(state): State<AppState>,
    Path(token): Path<String>,
) -> AppResult<Json<SharedImageView>> {
    let image = find(&state.db, &token).await?;
    Ok(Json(shared_view(&image, &token)))
}

/// A shared image's file.
#[utoipa::path(get, path = "/api/s/{token}/image", tag = "images",
    params(("token" = String, Path, description = "The token from the share link")),
    responses(
        (status = 200, description = "The file", content_type = "image/*"),
        (status = 304, description = "The copy the client holds is current"),
        (status = 404, description = "Never shared, deleted or no longer shared")))]
pub async fn file(
    State(state): State<AppState>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> AppResult<Response> {
    let image = find(&state.db, &token).await?;
    let key: ImageKey = image.file_key.parse().map_err(|_| file_not_found())?;
    let file = state
        .images
        .store
        .get(&key)
        .await
        .map_err(storage_failed)?
        .ok_or_else(file_not_found)?;
    file_response(&key, file, &headers, SHARED_FILE_CACHE)
}

pub fn shared_view(image: &Image, token: &str) -> SharedImageView {
    let naming = naming_facts(image);
    let title = match naming.card.as_ref() {
        Some(card) => format!("{} card", card.category.name()),
        None => "Image".to_owned(),
    };
    SharedImageView {
        title,
        description: naming.description(),
        image_url: format!("/api/s/{token}/image"),
        size: image.size.clone(),
        card_category: image
            .card_category
            .map(|category| category.as_str().to_owned()),
    }
}

/// The image shared under `token`; a token of the wrong shape is not looked up.
pub async fn find(db: &DatabaseConnection, token: &str) -> AppResult<Image> {
    let plausible = (20..=64).contains(&token.len())
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    let image = if plausible {
        images::find_shared(db, token).await?
    } else {
        None
    };
    image.ok_or_else(|| AppError::NotFound(SHARE_GONE.into()))
}
