//! What staff do to an account. Each call needs a reason, and each is
//! recorded in the audit log, refusals included.

use super::ReasonBody;
use crate::auth::accounts::AccountError;
use crate::http::error::{AppError, AppResult};
use crate::http::extract::json::ApiJson;
use crate::http::extract::staff::StaffSession;
use crate::http::state::AppState;
use crate::staff::actions::CreditGrant;
use crate::staff::roles::Action;
use crate::store::users::User;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use cardsmith_domain::Credits;
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GrantRequest {
    /// Whole credits, up to the role's limit per action.
    #[schema(minimum = 1)]
    pub credits: u32,
    /// Days until the lot expires; absent or null never expires.
    #[schema(minimum = 1, maximum = 3650)]
    pub expires_in_days: Option<u32>,
    #[schema(min_length = 1, max_length = 500)]
    pub reason: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DeductRequest {
    /// Whole credits, at most the balance.
    #[schema(minimum = 1)]
    pub credits: u32,
    #[schema(min_length = 1, max_length = 500)]
    pub reason: String,
}

#[derive(Serialize, ToSchema)]
pub struct BalanceView {
    /// The account's balance after the grant.
    #[schema(value_type = f64)]
    pub balance: Credits,
}

/// Grants credits as a lot of their own, through the ledger.
#[utoipa::path(post, path = "/api/admin/accounts/{id}/credits", tag = "admin",
    params(("id" = String, Path, description = "The account's id")),
    request_body = GrantRequest,
    responses((status = 201, body = BalanceView), (status = 400),
        (status = 403, description = "Beyond the role's limit, on one's own account, or the second factor must be proved again"),
        (status = 404, description = "No such account, or not staff"),
        (status = 429)))]
pub async fn grant_credits(
    State(state): State<AppState>,
    staff: StaffSession,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<GrantRequest>,
) -> AppResult<(StatusCode, Json<BalanceView>)> {
    let grant = CreditGrant {
        credits: body.credits,
        expires_in_days: body.expires_in_days,
        reason: &body.reason,
    };
    let balance = state
        .console
        .grant_credits(&staff.caller, &id, grant)
        .await?;
    Ok((StatusCode::CREATED, Json(BalanceView { balance })))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SuspensionRequest {
    /// True suspends the account, false lifts its suspension.
    pub suspended: bool,
    #[schema(min_length = 1, max_length = 500)]
    pub reason: String,
}

/// Suspends an account (it is signed out everywhere, cannot sign in, its
/// API keys answer 403 and its scheduled cards wait), or lifts that.
/// Takes credits off the balance through the ledger (admins only).
#[utoipa::path(post, path = "/api/admin/accounts/{id}/deductions", tag = "admin",
    params(("id" = String, Path, description = "The account's id")),
    request_body = DeductRequest,
    responses((status = 200, body = BalanceView),
        (status = 400, description = "No reason, or more than the balance holds"),
        (status = 403, description = "Not an admin, one's own account, or the second factor must be proved again"),
        (status = 404, description = "No such account, or not staff"),
        (status = 429)))]
pub async fn deduct_credits(
    State(state): State<AppState>,
    staff: StaffSession,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<DeductRequest>,
) -> AppResult<Json<BalanceView>> {
    let balance = state
        .console
        .deduct_credits(&staff.caller, &id, body.credits, &body.reason)
        .await?;
    Ok(Json(BalanceView { balance }))
}

/// Suspends an account or lifts its suspension, with a reason for the audit log.
#[utoipa::path(put, path = "/api/admin/accounts/{id}/suspension", tag = "admin",
    params(("id" = String, Path, description = "The account's id")),
    request_body = SuspensionRequest,
    responses((status = 204), (status = 400),
        (status = 403, description = "Not an admin, one's own account, or the second factor must be proved again"),
        (status = 404, description = "No such account, or not staff"),
        (status = 409, description = "Already so"),
        (status = 429)))]
pub async fn set_suspension(
    State(state): State<AppState>,
    staff: StaffSession,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<SuspensionRequest>,
) -> AppResult<StatusCode> {
    state
        .console
        .set_suspended(&staff.caller, &id, body.suspended, &body.reason)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Serialize, ToSchema)]
pub struct Ended {
    /// How many sessions or keys ended.
    pub ended: u64,
}

/// Signs the account out on every device.
#[utoipa::path(post, path = "/api/admin/accounts/{id}/sign-out", tag = "admin",
    params(("id" = String, Path, description = "The account's id")),
    request_body = ReasonBody,
    responses((status = 200, body = Ended), (status = 400),
        (status = 403, description = "Not an admin, one's own account, or the second factor must be proved again"),
        (status = 404, description = "No such account, or not staff"),
        (status = 429)))]
pub async fn sign_out(
    State(state): State<AppState>,
    staff: StaffSession,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ReasonBody>,
) -> AppResult<Json<Ended>> {
    let ended = state
        .console
        .sign_out_everywhere(&staff.caller, &id, &body.reason)
        .await?;
    Ok(Json(Ended { ended }))
}

/// Revokes every API key of the account.
#[utoipa::path(post, path = "/api/admin/accounts/{id}/api-keys/revoke", tag = "admin",
    params(("id" = String, Path, description = "The account's id")),
    request_body = ReasonBody,
    responses((status = 200, body = Ended), (status = 400),
        (status = 403, description = "Not an admin, one's own account, or the second factor must be proved again"),
        (status = 404, description = "No such account, or not staff"),
        (status = 429)))]
pub async fn revoke_api_keys(
    State(state): State<AppState>,
    staff: StaffSession,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ReasonBody>,
) -> AppResult<Json<Ended>> {
    let ended = state
        .console
        .revoke_api_keys(&staff.caller, &id, &body.reason)
        .await?;
    Ok(Json(Ended { ended }))
}

/// Deletes the account, as its owner's own deletion would: it can no
/// longer sign in at once, and its data is erased in the background.
#[utoipa::path(post, path = "/api/admin/accounts/{id}/deletion", tag = "admin",
    params(("id" = String, Path, description = "The account's id")),
    request_body = ReasonBody,
    responses((status = 202, description = "Deleted; the erasure of its data follows"), (status = 400),
        (status = 403, description = "Not an admin, one's own account, or the second factor must be proved again"),
        (status = 404, description = "No such account (or deleted already), or not staff"),
        (status = 429)))]
pub async fn delete_account(
    State(state): State<AppState>,
    staff: StaffSession,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ReasonBody>,
) -> AppResult<StatusCode> {
    state
        .console
        .delete_account(&staff.caller, &id, &body.reason)
        .await?;
    state.erasure.start();
    Ok(StatusCode::ACCEPTED)
}

/// An action that emails the account: checked, sent, then recorded (the
/// email cannot share a transaction with its entry).
async fn email_the_account(
    state: &AppState,
    staff: &StaffSession,
    id: &str,
    reason: &str,
    action: Action,
    send: impl AsyncFnOnce(&User) -> Result<(), AccountError>,
) -> AppResult<StatusCode> {
    let target = state
        .console
        .authorize(&staff.caller, action, id, reason)
        .await?;
    send(&target).await?;
    let after = json!({ "emailSent": true });
    state
        .console
        .record(&staff.caller, action, &target, reason, after)
        .await?;
    Ok(StatusCode::ACCEPTED)
}

/// Emails the account a new link to confirm its address.
#[utoipa::path(post, path = "/api/admin/accounts/{id}/verification-email", tag = "admin",
    params(("id" = String, Path, description = "The account's id")),
    request_body = ReasonBody,
    responses((status = 202), (status = 400),
        (status = 403, description = "One's own account, or the second factor must be proved again"),
        (status = 404, description = "No such account, or not staff"),
        (status = 409, description = "The address is already confirmed"),
        (status = 429)))]
pub async fn resend_verification(
    State(state): State<AppState>,
    staff: StaffSession,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ReasonBody>,
) -> AppResult<StatusCode> {
    email_the_account(
        &state,
        &staff,
        &id,
        &body.reason,
        Action::ResendVerification,
        async |user| state.accounts.resend_confirmation(user).await,
    )
    .await
}

/// Emails the account a link to choose a new password.
#[utoipa::path(post, path = "/api/admin/accounts/{id}/password-reset", tag = "admin",
    params(("id" = String, Path, description = "The account's id")),
    request_body = ReasonBody,
    responses((status = 202), (status = 400),
        (status = 403, description = "One's own account, or the second factor must be proved again"),
        (status = 404, description = "No such account, or not staff"),
        (status = 429)))]
pub async fn send_password_reset(
    State(state): State<AppState>,
    staff: StaffSession,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ReasonBody>,
) -> AppResult<StatusCode> {
    email_the_account(
        &state,
        &staff,
        &id,
        &body.reason,
        Action::SendPasswordReset,
        async |user| state.accounts.send_password_reset_for(user).await,
    )
    .await
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefundView {
    /// Credits that left the balance.
    #[schema(value_type = f64)]
    pub taken_back: Credits,
    /// Credits of the purchase that had been spent already.
    #[schema(value_type = f64)]
    pub shortfall: Credits,
}

/// Refunds a whole purchase through the payment provider (Stripe's refund
/// API, or the demo checkout) and takes its credits back, once, however
/// many staff ask and whenever Stripe's webhook arrives.
#[utoipa::path(post, path = "/api/admin/payments/{session_id}/refund", tag = "admin",
    params(("session_id" = String, Path, description = "The checkout session's id")),
    request_body = ReasonBody,
    responses((status = 200, body = RefundView), (status = 400),
        (status = 403, description = "Not an admin, one's own account, or the second factor must be proved again"),
        (status = 404, description = "No such payment, or not staff"),
        (status = 409, description = "Not paid, made with another provider, or refunded already"),
        (status = 429),
        (status = 502, description = "The provider refused or could not be reached: nothing changed")))]
pub async fn refund(
    State(state): State<AppState>,
    staff: StaffSession,
    Path(session_id): Path<String>,
    ApiJson(body): ApiJson<ReasonBody>,
) -> AppResult<Json<RefundView>> {
    let payment = state
        .payments
        .payment(&session_id)
        .await?
        .ok_or_else(|| AppError::NotFound("No payment has this id".into()))?;
    let action = Action::Refund;
    let target = state
        .console
        .authorize(&staff.caller, action, &payment.user_id, &body.reason)
        .await?;
    let refunded = state.payments.refund(&session_id).await?;
    let after = json!({
        "payment": session_id,
        "amountCents": payment.amount_cents,
        "creditsTakenBack": refunded.taken_back.to_string(),
        "alreadySpent": refunded.shortfall.to_string(),
    });
    state
        .console
        .record(&staff.caller, action, &target, &body.reason, after)
        .await?;
    Ok(Json(RefundView {
        taken_back: refunded.taken_back,
        shortfall: refunded.shortfall,
    }))
}
