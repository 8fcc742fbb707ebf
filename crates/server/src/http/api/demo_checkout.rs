//! The built-in demo checkout page's calls: read the checkout, then pay or
//! cancel it. Paying runs the same fulfilment as a real Stripe payment.

use crate::http::error::{AppError, AppResult};
use crate::http::extract::CurrentUser;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use crate::payments::demo::DemoPage;
use crate::store::demo_checkouts::DemoCheckoutStatus;
use axum::Json;
use axum::extract::{Path, State};
use cardsmith_domain::account::FieldErrors;
use sea_orm::ActiveEnum;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub const BAD_OUTCOME: &str = "Outcome must be \"paid\" or \"canceled\"";

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DemoCheckoutView {
    pub id: String,
    pub package_id: String,
    pub package_name: String,
    /// In US dollars, e.g. 4.99.
    pub price: f64,
    pub credits: i64,
    pub validity_days: i32,
    /// open, paid or canceled
    pub status: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CompleteRequest {
    /// `paid` or `canceled`.
    #[serde(default)]
    outcome: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DemoRedirect {
    /// The purchase page's success or cancel address.
    pub redirect_url: String,
}

/// A demo checkout of the signed-in user, for the built-in payment page.
#[utoipa::path(get, path = "/api/checkout/demo/{session_id}", tag = "checkout",
    params(("session_id" = String, Path, description = "The demo checkout id")),
    responses((status = 200, body = DemoCheckoutView), (status = 401), (status = 404)))]
#[tracing::instrument(skip_all, fields(session_id = %session_id))]
pub async fn show(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(session_id): Path<String>,
) -> AppResult<Json<DemoCheckoutView>> {
    let DemoPage { checkout, package } = state
        .payments
        .demo_page(&current.user.id, &session_id)
        .await?;
    Ok(Json(DemoCheckoutView {
        id: checkout.id,
        package_id: package.id,
        package_name: package.name,
        price: checkout.amount_cents as f64 / 100.0,
        credits: package.credits,
        validity_days: package.validity_days,
        status: checkout.status.to_value(),
    }))
}

/// Pays or cancels a demo checkout. Repeating the same outcome is harmless;
/// asking for the other one once it has finished is a 409.
#[utoipa::path(post, path = "/api/checkout/demo/{session_id}/complete", tag = "checkout",
    params(("session_id" = String, Path, description = "The demo checkout id")),
    request_body = CompleteRequest,
    responses((status = 200, body = DemoRedirect), (status = 400), (status = 401), (status = 404),
        (status = 409)))]
#[tracing::instrument(skip_all, fields(session_id = %session_id))]
pub async fn complete(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(session_id): Path<String>,
    body: Result<ApiJson<CompleteRequest>, AppError>,
) -> AppResult<Json<DemoRedirect>> {
    // Someone else's checkout is a 404 whatever the body says.
    let checkout = state
        .payments
        .demo_checkout(&current.user.id, &session_id)
        .await?;
    let ApiJson(body) = body?;
    // `paid` or `canceled`: the outcomes a buyer can choose.
    let outcome = body
        .outcome
        .and_then(|outcome| DemoCheckoutStatus::try_from_value(&outcome).ok())
        .filter(|outcome| *outcome != DemoCheckoutStatus::Open)
        .ok_or_else(|| AppError::fields(FieldErrors::from([("outcome", BAD_OUTCOME)])))?;
    let redirect_url = state.payments.complete_demo(&checkout, outcome).await?;
    Ok(Json(DemoRedirect { redirect_url }))
}
