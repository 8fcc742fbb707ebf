//! Liveness and readiness for load balancers and orchestrators.

use crate::http::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde_json::{Value, json};

/// The process is up.
pub async fn healthz() -> Json<Value> {
    Json(json!({ "status": "ok" }))
}

/// The process can serve: its database answers.
pub async fn readyz(State(state): State<AppState>) -> (StatusCode, Json<Value>) {
    // A load balancer's probe wants an answer soon, not after the pool's wait.
    let answered = tokio::time::timeout(
        std::time::Duration::from_secs(2),
        state.ledger.is_reachable(),
    )
    .await;
    if answered == Ok(true) {
        (StatusCode::OK, Json(json!({ "status": "ready" })))
    } else {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({ "status": "database unreachable" })),
        )
    }
}
