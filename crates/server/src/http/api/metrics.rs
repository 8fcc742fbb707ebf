//! `GET /metrics` for Prometheus: on its own listen address (open), or on
//! the site's address behind a bearer token.

use crate::http::error::AppError;
use crate::http::state::AppState;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use subtle::ConstantTimeEq;

/// On the site's address: a 404 unless a token is configured, then a 401
/// for any request without it.
pub async fn on_site(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let Some(token) = &state.config.metrics.token else {
        return AppError::not_found().into_response();
    };
    let offered = headers
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
        .unwrap_or_default();
    if !bool::from(offered.as_bytes().ct_eq(token.expose().as_bytes())) {
        return (
            StatusCode::UNAUTHORIZED,
            [(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"))],
        )
            .into_response();
    }
    exposition(&state).await
}

/// The metrics text, with the database's figures read now.
pub async fn exposition(state: &AppState) -> Response {
    // A scrape is answered promptly even while the database is down.
    let counting = tokio::time::timeout(
        std::time::Duration::from_secs(2),
        state.ledger.pending_reservations(),
    );
    let pending = match counting
        .await
        .unwrap_or(Err(sea_orm::DbErr::Custom("timed out".into())))
    {
        Ok(count) => Some(count),
        Err(err) => {
            tracing::warn!(error = ?err, "counting pending reservations for /metrics failed");
            None
        }
    };
    let text = crate::metrics::render(crate::metrics::registry(), pending);
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
        )],
        text,
    )
        .into_response()
}

/// The router of the separate metrics address: `/metrics` only.
pub fn own_router(state: AppState) -> axum::Router {
    axum::Router::new()
        .route(
            "/metrics",
            axum::routing::get(
                |State(state): State<AppState>| async move { exposition(&state).await },
            ),
        )
        .with_state(state)
}
