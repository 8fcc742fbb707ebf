//! The built-in demo checkout page's calls: read the checkout, then pay or
//! cancel it. Paying runs the same fulfilment as a real Stripe payment.

use crate::error::{AppError, AppResult};
use crate::http::api::checkout::UNKNOWN_SESSION;
use crate::http::extract::CurrentUser;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use crate::payments::fulfil;
use crate::payments::settings::PaymentsMode;
use crate::store::demo_checkouts::{self, Completion, DemoCheckout};
use crate::store::packages;
use axum::Json;
use axum::extract::{Path, State};
use cardsmith_domain::account::FieldErrors;
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
    let checkout = own_checkout(&state, &current, &session_id).await?;
    let package = packages::find(&state.db, &checkout.package_id)
        .await?
        .ok_or_else(|| AppError::NotFound("This credit package is no longer offered".into()))?;
    Ok(Json(DemoCheckoutView {
        id: checkout.id,
        package_id: package.id,
        package_name: package.name,
        price: checkout.amount_cents as f64 / 100.0,
        credits: package.credits,
        validity_days: package.validity_days,
        status: checkout.status,
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
    let checkout = own_checkout(&state, &current, &session_id).await?;
    let ApiJson(body) = body?;
    let outcome = match body.outcome.as_deref() {
        Some(demo_checkouts::PAID) => demo_checkouts::PAID,
        Some(demo_checkouts::CANCELED) => demo_checkouts::CANCELED,
        _ => {
            return Err(AppError::fields(FieldErrors::from([(
                "outcome",
                BAD_OUTCOME,
            )])));
        }
    };
    match demo_checkouts::complete(&state.db, &checkout.id, outcome).await? {
        Completion::Completed | Completion::AlreadyDone => {}
        Completion::NotFound => return Err(AppError::NotFound(UNKNOWN_SESSION.into())),
        Completion::Conflict => {
            return Err(AppError::Conflict {
                message: format!("This checkout was already {}", other(outcome)),
                field: "outcome",
            });
        }
    }
    // Run again on a repeat too, so a fulfilment an earlier call could not
    // finish is finished now.
    fulfil::fulfil(&state.db, &state.payments, &checkout.id).await?;
    let redirect_url = if outcome == demo_checkouts::PAID {
        state
            .payments
            .success_url(&checkout.package_id, &checkout.id)
    } else {
        state.payments.cancel_url(&checkout.package_id)
    };
    Ok(Json(DemoRedirect { redirect_url }))
}

/// The checkout if demo payments are on and it belongs to the signed-in user;
/// anything else is the same 404, so ids of others cannot be probed.
async fn own_checkout(
    state: &AppState,
    current: &CurrentUser,
    session_id: &str,
) -> AppResult<DemoCheckout> {
    if state.payments.mode() != PaymentsMode::Demo {
        return Err(AppError::NotFound(UNKNOWN_SESSION.into()));
    }
    demo_checkouts::find(&state.db, session_id)
        .await?
        .filter(|c| c.user_id == current.user.id)
        .ok_or_else(|| AppError::NotFound(UNKNOWN_SESSION.into()))
}

fn other(outcome: &str) -> &'static str {
    if outcome == demo_checkouts::PAID {
        demo_checkouts::CANCELED
    } else {
        demo_checkouts::PAID
    }
}
