//! Finding accounts and reading one, with its ledger a page at a time.

use super::account_view::AccountDetail;
use crate::http::api::transactions::{HistoryParams, MAX_PAGE_SIZE, TransactionList};
use crate::http::error::{AppError, AppResult};
use crate::http::extract::staff::StaffSession;
use crate::http::pagination::{self, DEFAULT_LIMIT, Pagination, whole_number};
use crate::http::state::AppState;
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchParams {
    /// An address or part of one, a username, or an account, image or card
    /// link id, or a Stripe checkout session or payment intent. Shorter
    /// than 3 characters finds nothing.
    #[param(max_length = 500)]
    pub q: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountMatch {
    pub id: String,
    pub email: String,
    pub username: String,
    pub created_at: DateTime<Utc>,
    pub suspended: bool,
    /// What the query matched: `email`, `username`, `account id`, `image`,
    /// `card link`, `checkout session` or `payment intent`.
    pub matched_by: &'static str,
}

/// Accounts a query names, at most 20.
#[utoipa::path(get, path = "/api/admin/accounts", tag = "admin", params(SearchParams),
    responses((status = 200, body = Vec<AccountMatch>), (status = 400),
        (status = 403, description = "The second factor must be proved again"),
        (status = 404, description = "Not staff: as for a path that does not exist"),
        (status = 429)))]
pub async fn search(
    State(state): State<AppState>,
    _staff: StaffSession,
    params: Result<Query<SearchParams>, QueryRejection>,
) -> AppResult<Json<Vec<AccountMatch>>> {
    let Query(params) = params.map_err(|_| AppError::validation("Type something to search for"))?;
    if params.q.chars().count() > 500 {
        return Err(AppError::validation("Search for at most 500 characters"));
    }
    let found = state.console.find_accounts(&params.q).await?;
    Ok(Json(
        found
            .into_iter()
            .map(|(user, matched_by)| AccountMatch {
                suspended: user.suspended_at.is_some(),
                id: user.id,
                email: user.email,
                username: user.username,
                created_at: user.created_at,
                matched_by: matched_by.name(),
            })
            .collect(),
    ))
}

/// Everything the console shows about one account.
#[utoipa::path(get, path = "/api/admin/accounts/{id}", tag = "admin",
    params(("id" = String, Path, description = "The account's id")),
    responses((status = 200, body = AccountDetail),
        (status = 403, description = "The second factor must be proved again"),
        (status = 404, description = "No such account, or not staff"),
        (status = 429)))]
pub async fn show(
    State(state): State<AppState>,
    _staff: StaffSession,
    Path(id): Path<String>,
) -> AppResult<Json<AccountDetail>> {
    let record = state.console.account(&id).await?;
    Ok(Json(record.into()))
}

/// The account's credit history, newest first, a page at a time.
#[utoipa::path(get, path = "/api/admin/accounts/{id}/ledger", tag = "admin",
    params(("id" = String, Path, description = "The account's id"), HistoryParams),
    responses((status = 200, body = TransactionList), (status = 400),
        (status = 403, description = "The second factor must be proved again"),
        (status = 404, description = "Not staff: as for a path that does not exist"),
        (status = 429)))]
pub async fn ledger(
    State(state): State<AppState>,
    _staff: StaffSession,
    Path(id): Path<String>,
    params: Result<Query<HistoryParams>, QueryRejection>,
) -> AppResult<Json<TransactionList>> {
    let Query(params) =
        params.map_err(|_| AppError::validation("Invalid request: unreadable query string"))?;
    let page = pagination::page(params.page.as_deref())?;
    let limit = whole_number(
        params.limit.as_deref(),
        DEFAULT_LIMIT,
        "Limit must be 1 to 100",
    )?;
    if limit > MAX_PAGE_SIZE {
        return Err(AppError::validation("Limit must be 1 to 100"));
    }
    let found = state.ledger.history(&id, page, limit).await?;
    Ok(Json(TransactionList {
        transactions: found.entries.into_iter().map(Into::into).collect(),
        pagination: Pagination::new(found.total, page, limit),
    }))
}
