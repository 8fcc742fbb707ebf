//! Facts about this installation that the front end shows.

use crate::http::state::AppState;
use crate::providers::image::settings::ProviderKind;
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteInfo {
    /// Who makes the images, for the footer's provider note.
    pub image_provider_name: String,
    /// True while the built-in offline designer makes the images: it designs
    /// a card from the occasion, style and words and draws only the everyday
    /// things the description names, as simple motifs, so the screens say so.
    pub offline_designer: bool,
    /// `demo` (no money moves) or `stripe`.
    pub payments_mode: String,
    /// A GA4 measurement id, loaded only after the visitor's consent; null
    /// means no analytics.
    pub analytics_measurement_id: Option<String>,
    /// The address passkeys work at, e.g. `https://cards.example` (on this
    /// machine's loopback address, `http://localhost` and the port); null
    /// when the site offers none (it is served on another bare IP address).
    pub passkey_origin: Option<String>,
}

/// What the web app needs to know about the site it runs on.
#[utoipa::path(get, path = "/api/site", tag = "site", responses((status = 200, body = SiteInfo)))]
pub async fn info(State(state): State<AppState>) -> Json<SiteInfo> {
    Json(SiteInfo {
        image_provider_name: state.images.provider.display_name(),
        offline_designer: state.config.images.provider == ProviderKind::Builtin,
        payments_mode: state.payments.mode().as_str().into(),
        analytics_measurement_id: state.config.analytics_measurement_id.clone(),
        passkey_origin: state.accounts.passkey_origin(),
    })
}
