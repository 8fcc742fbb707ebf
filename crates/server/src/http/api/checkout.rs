//! Buying credits: opening a checkout, and the return page's question "did my
//! payment go through?" (which also fulfils it, in case the webhook has not).

use crate::http::error::{AppError, AppResult};
use crate::http::extract::json::ApiJson;
use crate::http::extract::{CurrentUser, MaybeUser};
use crate::http::state::AppState;
use crate::payments::fulfil::PaymentStatus;
use axum::Json;
use axum::extract::{Path, State};
use cardsmith_domain::Credits;
use cardsmith_domain::account::FieldErrors;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub const LOG_IN_TO_BUY: &str = "Please log in to buy credits";
pub const UNKNOWN_PACKAGE: &str = "Unknown credit package";
pub const CHOOSE_A_PACKAGE: &str = "Please choose a credit package";
pub const UNKNOWN_SESSION: &str = "Unknown checkout session";

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CreateSessionRequest {
    /// The id of a package from `GET /api/credit-packages`.
    #[serde(default)]
    #[schema(required = true, value_type = String, pattern = r"\S")]
    package_id: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct CheckoutUrl {
    /// The payment page to send the browser to.
    pub url: String,
}

/// Opens a checkout for one credit package.
#[utoipa::path(post, path = "/api/checkout/create-session", tag = "checkout",
    request_body = CreateSessionRequest,
    responses((status = 200, body = CheckoutUrl), (status = 400), (status = 401), (status = 404),
        (status = 502, description = "The payment provider failed")))]
#[tracing::instrument(skip_all)]
pub async fn create_session(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    body: Result<ApiJson<CreateSessionRequest>, AppError>,
) -> AppResult<Json<CheckoutUrl>> {
    // Signed-out visitors hear "log in" whatever they sent.
    let user = user.ok_or_else(|| AppError::Unauthorized(LOG_IN_TO_BUY.into()))?;
    let ApiJson(body) = body?;
    let package_id = body
        .package_id
        .map(|id| id.trim().to_owned())
        .filter(|id| !id.is_empty())
        .ok_or_else(|| AppError::fields(FieldErrors::from([("packageId", CHOOSE_A_PACKAGE)])))?;
    let opened = state
        .payments
        .open_checkout(&user.user.id, &package_id)
        .await?;
    Ok(Json(CheckoutUrl { url: opened.url }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckoutStatus {
    pub id: String,
    pub status: PaymentStatus,
    /// True once the package's credits are on the balance.
    pub credited: bool,
    /// Credits in the package; null if the package no longer exists.
    pub credits: Option<i64>,
    pub package_id: String,
    /// In US dollars, e.g. 14.99.
    pub amount: f64,
    /// The balance now, in credits.
    #[schema(value_type = f64)]
    pub balance: Credits,
}

/// Where a checkout stands; credits it if it is paid and not yet credited.
#[utoipa::path(get, path = "/api/checkout/sessions/{id}", tag = "checkout",
    params(("id" = String, Path, description = "The checkout session id")),
    responses((status = 200, body = CheckoutStatus), (status = 401), (status = 404),
        (status = 502, description = "The payment provider could not be asked")))]
#[tracing::instrument(skip_all, fields(session_id = %id))]
pub async fn session_status(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<CheckoutStatus>> {
    // Only the buyer may ask, and only about checkouts we opened.
    let report = state
        .payments
        .checkout_of(&current.user.id, &id)
        .await?
        .ok_or_else(|| AppError::NotFound(UNKNOWN_SESSION.into()))?;
    let (payment, outcome, package) = (report.payment, report.fulfilment, report.package);
    let balance = state
        .ledger
        .balance(&current.user.id)
        .await
        .map_err(|err| AppError::Internal(err.into()))?;
    Ok(Json(CheckoutStatus {
        id: payment.session_id,
        status: outcome.status,
        credited: outcome.credited,
        credits: package.map(|p| p.credits),
        package_id: payment.package_id,
        amount: outcome.amount_cents.unwrap_or(payment.amount_cents) as f64 / 100.0,
        balance,
    }))
}
