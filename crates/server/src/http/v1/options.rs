//! `GET /v1/images/options`: what the image model in use can be asked for,
//! the same list the site's image form and card wizard offer.

use super::envelope::{ApiResult, Success};
use crate::http::schema::capabilities::GenerationCapabilities;
use crate::http::state::AppState;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct OptionsEnvelope {
    pub success: bool,
    pub data: GenerationCapabilities,
}

/// The sizes, qualities, formats and features the image model in use offers.
/// A generation asking for anything else is refused with `unsupported_option`
/// before any credit is spent.
#[utoipa::path(get, path = "/v1/images/options", tag = "images",
    security(("api_key" = [])),
    responses((status = 200, body = OptionsEnvelope),
        (status = 401, body = super::envelope::ErrorEnvelope),
        (status = 429, body = super::envelope::ErrorEnvelope)))]
pub async fn get(State(state): State<AppState>) -> ApiResult<GenerationCapabilities> {
    Ok(Success::ok(GenerationCapabilities::of(
        &state.images.capabilities,
    )))
}
