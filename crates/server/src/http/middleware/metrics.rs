//! Counts every answer by route template and status class, with its latency.

use crate::http::routes::{self, Area};
use axum::extract::{MatchedPath, Request};
use axum::middleware::Next;
use axum::response::Response;
use std::time::Instant;

pub async fn record(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    // A cheap clone (a shared string); the request moves on below.
    let matched = request.extensions().get::<MatchedPath>().cloned();
    let area = routes::area(request.uri().path());
    let response = next.run(request).await;
    // Paths no route matched are grouped, so probes of random paths add no series.
    let route = match (&matched, area) {
        (Some(matched), _) => matched.as_str(),
        (None, Area::Site) => "(pages)",
        (None, _) => "(unmatched)",
    };
    crate::metrics::registry().request(
        method.as_str(),
        route,
        response.status().as_u16(),
        started.elapsed(),
    );
    response
}
