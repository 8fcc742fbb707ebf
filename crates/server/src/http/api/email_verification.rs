//! Confirming the email address: the link from the email, and asking for a
//! new one.

use crate::auth::throttles;
use crate::auth::verification::{self, Confirmation};
use crate::error::{AppError, AppResult};
use crate::http::api::password_reset::MessageResponse;
use crate::http::extract::CurrentUser;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use crate::store::users::User;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Deserialize;
use utoipa::ToSchema;

pub const CONFIRMED: &str = "Your email address is confirmed.";
pub const LINK_INVALID: &str = "This confirmation link is invalid or has expired.";
pub const ALREADY_CONFIRMED: &str = "Your email address is already confirmed.";

#[derive(Deserialize, ToSchema)]
pub struct VerifyEmailRequest {
    /// The token from the emailed link.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 128)]
    token: String,
}

/// Confirms the address the link was sent to; signed in or not, the token
/// names the account. Grants the signup bonus if it was waiting for this.
/// A link of an already confirmed address answers so, without an error.
#[utoipa::path(post, path = "/api/auth/verify-email", tag = "auth", request_body = VerifyEmailRequest,
    responses((status = 200, body = MessageResponse), (status = 400)))]
#[tracing::instrument(skip_all)]
pub async fn verify(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<VerifyEmailRequest>,
) -> AppResult<Json<MessageResponse>> {
    if body.token.is_empty() || body.token.len() > 128 {
        return Err(AppError::validation(LINK_INVALID));
    }
    match verification::confirm(&state.db, &body.token).await? {
        Confirmation::Confirmed { user_id } => {
            tracing::info!(%user_id, "email address confirmed");
            Ok(Json(MessageResponse::new(CONFIRMED)))
        }
        Confirmation::AlreadyConfirmed => Ok(Json(MessageResponse::new(ALREADY_CONFIRMED))),
        Confirmation::Invalid => Err(AppError::validation(LINK_INVALID)),
    }
}

/// Emails the signed-in user a new confirmation link.
#[utoipa::path(post, path = "/api/auth/verification-email", tag = "auth",
    responses((status = 202, body = MessageResponse), (status = 401), (status = 409), (status = 429)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn resend(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<(StatusCode, Json<MessageResponse>)> {
    let user = current.user;
    if user.email_verified_at.is_some() {
        return Err(AppError::Conflict {
            message: ALREADY_CONFIRMED.into(),
            field: "email",
        });
    }
    let key = format!("verification-email:{}", user.id);
    throttles::take(
        &state.db,
        &key,
        throttles::VERIFICATION_EMAILS_PER_ACCOUNT,
        "Too many confirmation emails",
    )
    .await?;
    let bonus = state.config.signup_bonus();
    let public_url = state.config.public_url();
    verification::send_link(&state.db, &state.mailer, &public_url, bonus, &user).await?;
    let message = format!("We've sent a new confirmation link to {}.", user.email);
    Ok((StatusCode::ACCEPTED, Json(MessageResponse { message })))
}

/// Sends the first link after sign-up without making the new user wait for
/// the mail server.
pub fn send_link_later(state: &AppState, user: User) {
    let state = state.clone();
    tokio::spawn(async move {
        let bonus = state.config.signup_bonus();
        let public_url = state.config.public_url();
        let sent =
            verification::send_link(&state.db, &state.mailer, &public_url, bonus, &user).await;
        if let Err(err) = sent {
            tracing::error!(error = ?err, user_id = %user.id, "failed to send the confirmation email");
        }
    });
}
