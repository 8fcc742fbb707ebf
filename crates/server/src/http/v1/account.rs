//! `GET /v1/account`: the balance, the tier, and that tier's limits with
//! today's usage.

use super::caller::ApiCaller;
use super::envelope::{ApiResult, Success};
use crate::http::error::AppError;
use crate::http::state::AppState;
use axum::Extension;
use axum::extract::State;
use cardsmith_domain::Credits;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Account {
    #[schema(value_type = f64)]
    pub credits: Credits,
    /// free, basic or premium.
    pub tier: String,
    pub limits: Limits,
    pub usage: Usage,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    pub per_minute: u64,
    pub per_day: u64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Usage {
    /// Requests in the current minute, this one included.
    pub this_minute: u64,
    /// Requests today (UTC), this one included.
    pub today: u64,
}

#[derive(Serialize, ToSchema)]
pub struct AccountEnvelope {
    pub success: bool,
    pub data: Account,
}

/// Your credits, tier, limits and today's usage.
#[utoipa::path(get, path = "/v1/account", operation_id = "get_account", tag = "account",
    security(("api_key" = [])),
    responses((status = 200, body = AccountEnvelope, description = "The account behind the key"),
        (status = 401, body = super::envelope::ErrorEnvelope, description = "unauthorized: no API key, or one that is not valid"),
        (status = 429, body = super::envelope::ErrorEnvelope, description = "rate_limited: over your plan's limit; see Retry-After")))]
pub async fn get(
    State(state): State<AppState>,
    Extension(caller): Extension<ApiCaller>,
) -> ApiResult<Account> {
    let credits = state
        .ledger
        .balance(&caller.user_id)
        .await
        .map_err(|err| AppError::Internal(err.into()))?;
    let usage = state
        .api_limits
        .usage(&caller.user_id, crate::store::now())
        .await
        .map_err(AppError::Internal)?;
    Ok(Success::ok(Account {
        credits,
        tier: caller.tier.as_str().into(),
        limits: Limits {
            per_minute: caller.limits.per_minute,
            per_day: caller.limits.per_day,
        },
        usage: Usage {
            this_minute: usage.this_minute,
            today: usage.today,
        },
    }))
}
