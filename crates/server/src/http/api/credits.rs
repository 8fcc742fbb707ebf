//! The credit packages on sale.

use crate::http::error::AppResult;
use crate::http::state::AppState;
use crate::store::packages::Package;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PackageView {
    pub id: String,
    pub name: String,
    /// Price in US dollars, e.g. 14.99.
    pub price: f64,
    pub credits: i64,
    pub description: String,
    pub features: Vec<String>,
    pub validity_days: i32,
    pub popular: bool,
}

impl From<Package> for PackageView {
    fn from(package: Package) -> Self {
        PackageView {
            price: package.price_cents as f64 / 100.0,
            features: serde_json::from_str(&package.features).unwrap_or_default(),
            id: package.id,
            name: package.name,
            credits: package.credits,
            description: package.description,
            validity_days: package.validity_days,
            popular: package.popular,
        }
    }
}

/// Every package, in the order of the packages file.
#[utoipa::path(get, path = "/api/credit-packages", tag = "credits",
    responses((status = 200, body = Vec<PackageView>)))]
pub async fn list(State(state): State<AppState>) -> AppResult<Response> {
    let body = state
        .packages
        .listing(|packages| {
            let views: Vec<PackageView> = packages.iter().cloned().map(PackageView::from).collect();
            serde_json::to_vec(&views).expect("package views serialize")
        })
        .await?;
    Ok(([(header::CONTENT_TYPE, "application/json")], body).into_response())
}
