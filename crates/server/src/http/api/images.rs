//! A signed-in user's own images: the gallery list, one image, the recent
//! five, and deletion. Another user's image answers 404 exactly like a
//! missing one.

use crate::http::api::shares::share_path;
use crate::http::error::{AppError, AppResult};
use crate::http::extract::CurrentUser;
use crate::http::pagination::{self, DEFAULT_LIMIT, Pagination, whole_number};
pub use crate::http::schema::cards::CardView;
use crate::http::state::AppState;
use crate::images::{file_url, naming_facts};
use crate::store::images::{Image, ListQuery};
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use cardsmith_domain::Credits;
use cardsmith_domain::gallery::GalleryFilter;
use cardsmith_storage::ImageKey;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

pub const MAX_PAGE_SIZE: u64 = 50;
const RECENT_COUNT: u64 = 5;
const LIMIT_INVALID: &str = "Limit must be a whole number from 1";

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImageView {
    pub id: String,
    /// Relative, e.g. `/api/images/file/u/3f9c….png`.
    pub image_url: String,
    /// A WebP at most 512 pixels on its long side.
    pub thumbnail_url: String,
    /// What was sent to the image model, instructions included.
    pub prompt: String,
    /// The customer's own words: a free-form image's prompt, a card's
    /// description, or for a card without one its occasion ("Sympathy card").
    pub description: String,
    /// A name for the downloaded file, without extension: `birthday-card-for-mina`.
    pub file_name: String,
    pub quality: String,
    pub size: String,
    pub output_format: String,
    #[schema(value_type = f64)]
    pub credit_cost: Credits,
    pub created_at: DateTime<Utc>,
    /// Set for a greeting card made by the card wizard.
    pub card: Option<CardView>,
    /// The image's own page while its owner shares it, e.g. `/s/Zm9v…`.
    pub share_path: Option<String>,
    /// For a revision: the id of the image it was made from.
    pub revised_from: Option<String>,
    /// For a revision: what the customer asked to change.
    pub revision: Option<String>,
}

impl From<Image> for ImageView {
    fn from(image: Image) -> Self {
        let card = CardView::of(&image);
        let naming = naming_facts(&image);
        let (description, file_name) = (naming.description(), naming.file_stem());
        let (image_url, thumbnail_url) = match image.file_key.parse::<ImageKey>() {
            Ok(key) => (file_url(&key), file_url(&key.thumbnail())),
            // Keys are validated when written; an unreadable one serves nothing.
            Err(_) => (String::new(), String::new()),
        };
        ImageView {
            id: image.id,
            image_url,
            thumbnail_url,
            prompt: image.prompt,
            description,
            file_name,
            quality: image.quality.as_str().to_owned(),
            size: image.size,
            output_format: image.output_format.as_str().to_owned(),
            credit_cost: Credits::from_tenths(image.credit_cost_tenths),
            created_at: image.created_at,
            card,
            share_path: image.share_token.as_deref().map(share_path),
            revised_from: image.revised_from,
            revision: image.revision,
        }
    }
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// all (default), greeting_cards, invitations or art.
    #[param(pattern = r"^\s*(all|greeting_cards|invitations|art)?\s*$")]
    pub filter: Option<String>,
    /// Case-insensitive text to find in the prompt.
    pub search: Option<String>,
    /// From 1 (default 1) to 1000000.
    #[param(value_type = Option<u64>, minimum = 1, maximum = 1_000_000)]
    pub page: Option<String>,
    /// Images per page: default 20, at most 50 (larger values are lowered to 50).
    #[param(value_type = Option<u64>, minimum = 1)]
    pub limit: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ImageList {
    pub images: Vec<ImageView>,
    pub pagination: Pagination,
}

/// The user's images, newest first, with search, category filter and pages.
#[utoipa::path(get, path = "/api/images", tag = "images", params(ListParams),
    responses((status = 200, body = ImageList), (status = 400), (status = 401)))]
pub async fn list(
    State(state): State<AppState>,
    current: CurrentUser,
    params: Result<Query<ListParams>, QueryRejection>,
) -> AppResult<Json<ImageList>> {
    let Query(params) =
        params.map_err(|_| AppError::validation("Invalid request: unreadable query string"))?;
    let filter = GalleryFilter::parse(params.filter.as_deref().unwrap_or(""))
        .map_err(AppError::validation)?;
    let page = pagination::page(params.page.as_deref())?;
    let limit =
        whole_number(params.limit.as_deref(), DEFAULT_LIMIT, LIMIT_INVALID)?.min(MAX_PAGE_SIZE);
    let search = params.search.as_deref().map(str::trim);
    let query = ListQuery {
        user_id: &current.user.id,
        search,
        filter,
        page,
        limit,
    };
    let found = state.gallery.list(&query).await?;
    Ok(Json(ImageList {
        images: found.images.into_iter().map(ImageView::from).collect(),
        pagination: Pagination::new(found.total, page, limit),
    }))
}

/// The user's five newest images (the dashboard's list).
#[utoipa::path(get, path = "/api/images/recent", tag = "images",
    responses((status = 200, body = Vec<ImageView>), (status = 401)))]
pub async fn recent(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<Json<Vec<ImageView>>> {
    let recent = state.gallery.recent(&current.user.id, RECENT_COUNT).await?;
    Ok(Json(recent.into_iter().map(ImageView::from).collect()))
}

/// One of the user's images.
#[utoipa::path(get, path = "/api/images/{id}", tag = "images",
    params(("id" = String, Path, description = "The image id")),
    responses((status = 200, body = ImageView), (status = 401), (status = 404)))]
pub async fn get(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<ImageView>> {
    let image = state.gallery.find(&current.user.id, &id).await?;
    Ok(Json(ImageView::from(image)))
}

#[derive(Serialize, ToSchema)]
pub struct Deleted {
    pub success: bool,
}

/// Deletes one of the user's images with its file and thumbnail.
#[utoipa::path(delete, path = "/api/images/{id}", tag = "images",
    params(("id" = String, Path, description = "The image id")),
    responses((status = 200, body = Deleted), (status = 401), (status = 404)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id, image_id = %id))]
pub async fn delete(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<Deleted>> {
    state.gallery.remove(&current.user.id, &id).await?;
    Ok(Json(Deleted { success: true }))
}
