//! The signed-in user's credit history, straight from the ledger.

use crate::auth::CurrentUser;
use crate::error::AppResult;
use crate::state::AppState;
use crate::store::ledger;
use axum::Json;
use axum::extract::State;
use cardsmith_domain::Credits;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// The most entries one answer holds: years of ordinary use.
const HISTORY_LIMIT: u64 = 1000;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TransactionView {
    pub date: DateTime<Utc>,
    pub description: String,
    /// Signed: positive adds credits. May have one decimal (-1.5).
    #[schema(value_type = f64)]
    pub credits: Credits,
    /// Money paid in US dollars, for purchases; null otherwise.
    pub amount: Option<f64>,
}

/// Purchases, grants, spending, refunds and expiries, newest first (at most 1000).
#[utoipa::path(get, path = "/api/transactions", tag = "credits",
    responses((status = 200, body = Vec<TransactionView>), (status = 401)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn list(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<Json<Vec<TransactionView>>> {
    let entries = ledger::history(&state.db, &current.user.id, HISTORY_LIMIT).await?;
    let views = entries
        .into_iter()
        .map(|entry| TransactionView {
            date: entry.created_at,
            description: entry.description,
            credits: Credits::from_tenths(entry.delta_tenths),
            amount: entry.amount_cents.map(|cents| cents as f64 / 100.0),
        })
        .collect();
    Ok(Json(views))
}
