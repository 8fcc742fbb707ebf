//! The signed-in user's credit history, straight from the ledger, a page at
//! a time.

use crate::http::error::{AppError, AppResult};
use crate::http::extract::CurrentUser;
use crate::http::pagination::{self, DEFAULT_LIMIT, Pagination, whole_number};
use crate::http::state::AppState;
use crate::store::ledger::HistoryEntry;
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use cardsmith_domain::Credits;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

pub const MAX_PAGE_SIZE: u64 = 100;
const LIMIT_INVALID: &str = "Limit must be a whole number from 1 to 100";

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
    /// For a generation charge, the image it paid for (while it exists), so
    /// the row can link to `/gallery?image={id}`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image_id: Option<String>,
}

impl From<HistoryEntry> for TransactionView {
    fn from(HistoryEntry { entry, image_id }: HistoryEntry) -> Self {
        TransactionView {
            date: entry.created_at,
            description: entry.description,
            credits: Credits::from_tenths(entry.delta_tenths),
            amount: entry.amount_cents.map(|cents| cents as f64 / 100.0),
            image_id,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct TransactionList {
    pub transactions: Vec<TransactionView>,
    pub pagination: Pagination,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct HistoryParams {
    /// From 1 (default 1) to 1000000.
    #[param(value_type = Option<u64>, minimum = 1, maximum = 1_000_000)]
    pub page: Option<String>,
    /// Entries per page: default 20, from 1 to 100.
    #[param(value_type = Option<u64>, minimum = 1, maximum = 100)]
    pub limit: Option<String>,
}

/// Purchases, grants, spending, refunds and expiries, newest first, a page at a time.
#[utoipa::path(get, path = "/api/transactions", tag = "credits", params(HistoryParams),
    responses((status = 200, body = TransactionList), (status = 400), (status = 401)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn list(
    State(state): State<AppState>,
    current: CurrentUser,
    params: Result<Query<HistoryParams>, QueryRejection>,
) -> AppResult<Json<TransactionList>> {
    let Query(params) =
        params.map_err(|_| AppError::validation("Invalid request: unreadable query string"))?;
    let page = pagination::page(params.page.as_deref())?;
    let limit = whole_number(params.limit.as_deref(), DEFAULT_LIMIT, LIMIT_INVALID)?;
    if limit > MAX_PAGE_SIZE {
        return Err(AppError::validation(LIMIT_INVALID));
    }
    let found = state.ledger.history(&current.user.id, page, limit).await?;
    Ok(Json(TransactionList {
        transactions: found.entries.into_iter().map(Into::into).collect(),
        pagination: Pagination::new(found.total, page, limit),
    }))
}
