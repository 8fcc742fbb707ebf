//! Sharing an image: its owner turns a page of its own on (`/s/{token}`,
//! with a social preview) or off, and anyone with the link sees the image
//! there. The page and its picture go only through the share's token, so
//! turning sharing off closes both.

use crate::http::api::image_files::file_response;
use crate::http::error::AppResult;
use crate::http::extract::CurrentUser;
use crate::http::state::AppState;
use crate::images::naming_facts;
use crate::store::images::Image;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::Serialize;
use utoipa::ToSchema;

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
    let token = state.gallery.share(&current.user.id, &id).await?;
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
    state.gallery.unshare(&current.user.id, &id).await?;
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
    let image = state.gallery.shared(&token).await?;
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
    let (key, file) = state.gallery.shared_file(&token).await?;
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
