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
#[utoipa::path(get, path = "/v1/images/options", operation_id = "get_image_options", tag = "images",
    security(("api_key" = [])),
    responses((status = 200, body = OptionsEnvelope, description = "What the image model in use can do"),
        (status = 401, body = super::envelope::ErrorEnvelope, description = "unauthorized: no API key, or one that is not valid"),
        (status = 429, body = super::envelope::ErrorEnvelope, description = "rate_limited: over your plan's limit; see Retry-After")))]
pub async fn get(State(state): State<AppState>) -> ApiResult<GenerationCapabilities> {
    Ok(Success::ok(GenerationCapabilities::of(
        &state.images.capabilities,
    )))
}
