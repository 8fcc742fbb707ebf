//! The credit packages on sale.

use crate::error::AppResult;
use crate::http::state::AppState;
use crate::store::packages::Package;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use std::sync::{Arc, RwLock};
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
    let packages = state.packages.list().await?;
    let body = state.package_body.get_or_render(&packages, |packages| {
        let views: Vec<PackageView> = packages.iter().cloned().map(PackageView::from).collect();
        serde_json::to_vec(&views).expect("package views serialize")
    });
    Ok(([(header::CONTENT_TYPE, "application/json")], body).into_response())
}

/// The JSON of the package list last served, with the list it was made from:
/// the list is re-read every few seconds but changes rarely, and the page
/// asks for it on every visit.
#[derive(Clone, Default)]
pub struct PackageBody {
    last: Arc<RwLock<Option<RenderedFrom>>>,
}

/// A JSON body and the list it was made from.
type RenderedFrom = (Arc<Vec<Package>>, Bytes);

impl PackageBody {
    fn get_or_render(
        &self,
        packages: &Arc<Vec<Package>>,
        render: impl FnOnce(&[Package]) -> Vec<u8>,
    ) -> Bytes {
        if let Some((from, body)) = &*self.last.read().expect("package body lock")
            && Arc::ptr_eq(from, packages)
        {
            return body.clone();
        }
        let body = Bytes::from(render(packages));
        *self.last.write().expect("package body lock") = Some((packages.clone(), body.clone()));
        body
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_body_is_made_again_only_for_a_newly_read_list() {
        let memo = PackageBody::default();
        let first = Arc::new(crate::store::packages::load(None).unwrap());
        let rendered = std::cell::Cell::new(0);
        let render = |packages: &[Package]| {
            rendered.set(rendered.get() + 1);
            packages.len().to_string().into_bytes()
        };
        let count = first.len().to_string();
        assert_eq!(memo.get_or_render(&first, render), count.as_str());
        assert_eq!(memo.get_or_render(&first.clone(), render), count.as_str());
        assert_eq!(rendered.get(), 1, "the same list is not rendered twice");
        // A re-read list is a new one, even with equal content.
        let reread = Arc::new(first.as_ref().clone());
        memo.get_or_render(&reread, render);
        assert_eq!(rendered.get(), 2);
    }
}
