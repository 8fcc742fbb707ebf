//! Confirming the email address: the link from the email, and asking for a
//! new one.

use crate::auth::accounts::ALREADY_CONFIRMED;
use crate::auth::verification::Confirmation;
use crate::http::api::password_reset::MessageResponse;
use crate::http::error::AppResult;
use crate::http::extract::CurrentUser;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Deserialize;
use utoipa::ToSchema;

pub const CONFIRMED: &str = "Your email address is confirmed.";

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VerifyEmailRequest {
    /// The token from the emailed link.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 128)]
    token: String,
}

/// Confirms the address the link was sent to; signed in or not, the token
/// names the account. Grants the signup bonus if it was waiting for this.
/// A link of an already confirmed address answers so, without an error. A
/// link sent to a new address moves the account to it.
#[utoipa::path(post, path = "/api/auth/verify-email", tag = "auth", request_body = VerifyEmailRequest,
    responses((status = 200, body = MessageResponse), (status = 400)))]
#[tracing::instrument(skip_all)]
pub async fn verify(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<VerifyEmailRequest>,
) -> AppResult<Json<MessageResponse>> {
    let message = match state.accounts.confirm_email(&body.token).await? {
        Confirmation::Confirmed { .. } => CONFIRMED.to_owned(),
        Confirmation::Changed { email, .. } => format!("Your email address is now {email}."),
        Confirmation::AlreadyConfirmed => ALREADY_CONFIRMED.to_owned(),
    };
    Ok(Json(MessageResponse { message }))
}

/// Emails the signed-in user a new confirmation link.
#[utoipa::path(post, path = "/api/auth/verification-email", tag = "auth",
    responses((status = 202, body = MessageResponse), (status = 401), (status = 409), (status = 429)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn resend(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<(StatusCode, Json<MessageResponse>)> {
    state.accounts.resend_confirmation(&current.user).await?;
    let message = format!(
        "We've sent a new confirmation link to {}.",
        current.user.email
    );
    Ok((StatusCode::ACCEPTED, Json(MessageResponse { message })))
}
