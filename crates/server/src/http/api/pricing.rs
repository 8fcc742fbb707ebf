//! The price table and generation defaults, so the front end estimates with
//! the same numbers the server charges.

use crate::http::schema::capabilities::GenerationCapabilities;
use crate::http::state::AppState;
use axum::Json;
use axum::extract::State;
use cardsmith_domain::Credits;
use cardsmith_domain::generation::{DEFAULT_COMPRESSION, DEFAULT_STYLE, Quality, Size};
use cardsmith_domain::pricing::image_cost;
use serde::Serialize;
use std::collections::BTreeMap;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Pricing {
    /// Credits per image: quality → size → cost, e.g. `costs.low["1536x1024"]` = 1.5.
    #[schema(value_type = HashMap<String, HashMap<String, f64>>)]
    pub costs: BTreeMap<&'static str, BTreeMap<&'static str, Credits>>,
    pub defaults: GenerationDefaults,
    /// What the image model in use can be asked for: offer only these.
    pub options: GenerationCapabilities,
    /// The provider's typical seconds per image, by quality.
    #[schema(value_type = HashMap<String, u32>)]
    pub expected_seconds: BTreeMap<&'static str, u32>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GenerationDefaults {
    pub size: &'static str,
    pub quality: &'static str,
    pub output_format: &'static str,
    pub style: &'static str,
    /// Applies to jpeg and webp only.
    pub output_compression: u8,
}

/// The price of each quality and size, and the options the image model in use offers.
#[utoipa::path(get, path = "/api/pricing", tag = "images",
    responses((status = 200, body = Pricing)))]
pub async fn pricing(State(state): State<AppState>) -> Json<Pricing> {
    let costs = Quality::ALL
        .iter()
        .map(|&quality| {
            let row = Size::ALL
                .iter()
                .map(|&size| (size.as_str(), image_cost(quality, size)))
                .collect();
            (quality.as_str(), row)
        })
        .collect();
    let provider = &state.images.provider;
    let expected_seconds = Quality::ALL
        .iter()
        .map(|&quality| (quality.as_str(), provider.expected_seconds(quality)))
        .collect();
    let capabilities = &state.images.capabilities;
    Json(Pricing {
        costs,
        defaults: GenerationDefaults {
            size: capabilities.default_size().as_str(),
            quality: capabilities.default_quality().as_str(),
            output_format: capabilities.default_format().as_str(),
            style: DEFAULT_STYLE.as_str(),
            output_compression: DEFAULT_COMPRESSION,
        },
        options: GenerationCapabilities::of(capabilities),
        expected_seconds,
    })
}
