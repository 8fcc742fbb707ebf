//! The account: its summary figures, changing the password, changing the
//! email address, and deleting the account.

use crate::http::api::passkeys::{PasskeyAnswerBody, proof};
use crate::http::api::password_reset::MessageResponse;
use crate::http::error::AppResult;
use crate::http::extract::CurrentUser;
use crate::http::extract::client_addr::ClientAddr;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use cardsmith_domain::Credits;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub const PASSWORD_CHANGED: &str =
    "Your password has been changed. Other devices have been signed out.";

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChangePasswordRequest {
    #[serde(default)]
    #[schema(required = true, min_length = 1)]
    current_password: String,
    /// 8 to 128 characters, not a common password, not containing the username.
    #[serde(default)]
    #[schema(required = true, min_length = 8, max_length = 128)]
    new_password: String,
}

/// Sets a new password after checking the current one, and signs out every
/// other session of the account.
#[utoipa::path(post, path = "/api/account/password", tag = "account", request_body = ChangePasswordRequest,
    responses((status = 200, body = MessageResponse), (status = 400), (status = 401), (status = 429)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn change_password(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    current: CurrentUser,
    ApiJson(body): ApiJson<ChangePasswordRequest>,
) -> AppResult<Json<MessageResponse>> {
    state
        .accounts
        .change_password(
            &current.user,
            &current.session_hash,
            addr,
            &body.current_password,
            &body.new_password,
        )
        .await?;
    Ok(Json(MessageResponse::new(PASSWORD_CHANGED)))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChangeEmailRequest {
    /// The address to move the account to.
    #[serde(default)]
    #[schema(required = true, format = Email, max_length = 254)]
    new_email: String,
    /// Required unless `passkey` confirms instead.
    #[serde(default)]
    current_password: String,
    /// A confirmation with one of the account's passkeys, in place of the password.
    #[serde(default)]
    passkey: Option<PasskeyAnswerBody>,
}

/// Emails a link to the new address (and a notice to the current one); the
/// account moves to the new address, confirmed, when the link is opened.
#[utoipa::path(post, path = "/api/account/email", tag = "account", request_body = ChangeEmailRequest,
    responses(
        (status = 202, body = MessageResponse),
        (status = 400, description = "Invalid or unchanged address, or a wrong current password or passkey"),
        (status = 401), (status = 409, description = "Another account has this address"),
        (status = 429)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn change_email(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    current: CurrentUser,
    ApiJson(body): ApiJson<ChangeEmailRequest>,
) -> AppResult<(StatusCode, Json<MessageResponse>)> {
    let proof = proof(&body.passkey, &body.current_password, None);
    let new_email = state
        .accounts
        .request_email_change(&current.user, addr, proof, &body.new_email)
        .await?;
    let message = format!(
        "We've sent a link to {}. Your address changes when you open it.",
        new_email.as_str()
    );
    Ok((StatusCode::ACCEPTED, Json(MessageResponse { message })))
}

pub const ACCOUNT_DELETED: &str = "Your account has been deleted.";

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DeleteAccountRequest {
    /// Required unless `passkey` confirms instead.
    #[serde(default)]
    current_password: String,
    /// A code from the authenticator app, or a recovery code: required
    /// when two-step sign-in is on, ignored otherwise.
    #[serde(default)]
    #[schema(max_length = 64)]
    code: String,
    /// The account's username, typed out as confirmation.
    #[serde(default)]
    #[schema(required = true, min_length = 1)]
    username: String,
    /// A confirmation with one of the account's passkeys, in place of the
    /// password and code.
    #[serde(default)]
    passkey: Option<PasskeyAnswerBody>,
}

/// Deletes the account: at once it can no longer sign in, every session
/// and API key stops working, and its scheduled cards and dates to remember
/// are cancelled; its images, sent cards and other data are erased within
/// minutes, and a confirmation goes to its address. Payment and credit
/// records are kept without the name or address; unspent credits are lost.
#[utoipa::path(delete, path = "/api/account", tag = "account", request_body = DeleteAccountRequest,
    responses(
        (status = 202, body = MessageResponse, description = "Deleted; the erasure of its data follows"),
        (status = 400, description = "A wrong current password, code or passkey, or a username that does not match"),
        (status = 401), (status = 429)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn delete_account(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    current: CurrentUser,
    ApiJson(body): ApiJson<DeleteAccountRequest>,
) -> AppResult<Response> {
    let proof = proof(&body.passkey, &body.current_password, Some(&body.code));
    let deleted = state
        .accounts
        .delete_account(&current.user, addr, proof, &body.username)
        .await?;
    if deleted {
        state.erasure.start();
    }
    let cookie = state.cookies.clear(&state.cookies.session);
    Ok((
        StatusCode::ACCEPTED,
        [(header::SET_COOKIE, cookie)],
        Json(MessageResponse::new(ACCOUNT_DELETED)),
    )
        .into_response())
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountSummary {
    #[schema(value_type = f64)]
    credits: Credits,
    /// Generations paid for; deleting an image later does not lower it.
    images_generated: u64,
    /// Credits spent on images, refunds deducted.
    #[schema(value_type = f64)]
    credits_used: Credits,
    member_since: DateTime<Utc>,
}

/// The figures of the dashboard and purchase pages, all real totals.
#[utoipa::path(get, path = "/api/account/summary", tag = "account",
    responses((status = 200, body = AccountSummary), (status = 401)))]
pub async fn summary(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<Json<AccountSummary>> {
    let user = &current.user;
    let figures = state.accounts.figures(&user.id).await?;
    Ok(Json(AccountSummary {
        credits: Credits::from_tenths(user.credits_tenths),
        images_generated: figures.images_generated,
        credits_used: figures.credits_used,
        member_since: user.created_at,
    }))
}
