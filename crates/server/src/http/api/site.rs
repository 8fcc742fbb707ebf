//! Facts about this installation that the front end shows.

use crate::http::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteInfo {
    /// Who makes the images, for the footer's provider note.
    pub image_provider_name: String,
    /// `demo` (no money moves) or `stripe`.
    pub payments_mode: String,
}

#[utoipa::path(get, path = "/api/site", tag = "site", responses((status = 200, body = SiteInfo)))]
pub async fn info(State(_state): State<AppState>) -> Json<SiteInfo> {
    Json(SiteInfo {
        image_provider_name: _state.images.provider.display_name(),
        payments_mode: _state.payments.mode().as_str().into(),
    })
}
