//! Forgot password: an emailed one-time link, valid for an hour.

use crate::auth::{throttles, tokens};
use crate::error::{AppError, AppResult};
use crate::http::extract::client_addr::ClientAddr;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use crate::store::one_time_tokens::{self, Purpose};
use crate::store::{sessions, users};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use cardsmith_domain::account::{Email, FieldErrors, Password};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub const REQUEST_ACCEPTED: &str =
    "If an account exists for that email, we've sent a link to reset the password.";
pub const RESET_DONE: &str = "Your password has been reset. You can now log in.";
pub const LINK_INVALID: &str = "This reset link is invalid or has expired.";

#[derive(Deserialize, ToSchema)]
pub struct ForgotPasswordRequest {
    #[serde(default)]
    #[schema(required = true, format = Email, max_length = 254)]
    email: String,
}

#[derive(Deserialize, ToSchema)]
pub struct ResetPasswordRequest {
    /// The token from the emailed link.
    #[serde(default)]
    #[schema(required = true, min_length = 1)]
    token: String,
    /// 8 to 128 characters, not a common password, not containing the username.
    #[serde(default)]
    #[schema(required = true, min_length = 8, max_length = 128)]
    password: String,
}

#[derive(Serialize, ToSchema)]
pub struct MessageResponse {
    pub message: String,
}

impl MessageResponse {
    pub fn new(message: &str) -> Self {
        MessageResponse {
            message: message.to_owned(),
        }
    }
}

/// Emails a reset link. Answers the same whether or not the email is known.
/// Too many requests from one address are refused; too many for one account
/// are quietly not sent, so the answer never tells whether it exists.
#[utoipa::path(post, path = "/api/auth/forgot-password", tag = "auth", request_body = ForgotPasswordRequest,
    responses((status = 202, body = MessageResponse), (status = 400), (status = 429)))]
#[tracing::instrument(skip_all)]
pub async fn forgot(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    ApiJson(body): ApiJson<ForgotPasswordRequest>,
) -> AppResult<(StatusCode, Json<MessageResponse>)> {
    let email = Email::parse(&body.email)
        .map_err(|m| AppError::fields(FieldErrors::from([("email", m)])))?;
    throttles::take(
        &state.db,
        &format!("reset-address:{addr}"),
        throttles::RESET_EMAILS_PER_ADDRESS,
        "Too many password reset requests",
    )
    .await?;
    // The work happens after the answer, so response time says nothing
    // about whether the account exists.
    let state_for_task = state.clone();
    tokio::spawn(async move {
        if let Err(err) = send_reset_link(&state_for_task, &email).await {
            tracing::error!(error = ?err, "failed to send a password reset email");
        }
    });
    Ok((
        StatusCode::ACCEPTED,
        Json(MessageResponse {
            message: REQUEST_ACCEPTED.into(),
        }),
    ))
}

async fn send_reset_link(state: &AppState, email: &Email) -> anyhow::Result<()> {
    let Some(user) = users::find_by_email(&state.db, email.as_str()).await? else {
        tracing::info!("password reset requested for an unknown email");
        return Ok(());
    };
    let key = format!("reset-account:{}", user.id);
    if !throttles::within(&state.db, &key, throttles::RESET_EMAILS_PER_ACCOUNT).await? {
        tracing::warn!(user_id = %user.id, "password reset emails throttled");
        return Ok(());
    }
    let token = tokens::new_token();
    one_time_tokens::create(
        &state.db,
        Purpose::PasswordReset,
        &tokens::hash(&token),
        &user.id,
    )
    .await?;
    let link = format!("{}/reset-password?token={token}", state.config.public_url());
    let body = format!(
        "Hello,\n\nSomeone asked to reset the password of your Cardsmith account.\n\
         Open this link within one hour to choose a new password:\n\n{link}\n\n\
         If it wasn't you, ignore this email: your password stays as it is.\n\nThe Cardsmith team\n"
    );
    state
        .mailer
        .send(
            &state.db,
            &user.email,
            "Reset your Cardsmith password",
            &body,
        )
        .await
}

/// Sets a new password with a token from the email, and signs out everywhere.
#[utoipa::path(post, path = "/api/auth/reset-password", tag = "auth", request_body = ResetPasswordRequest,
    responses((status = 200, body = MessageResponse), (status = 400)))]
#[tracing::instrument(skip_all)]
pub async fn reset(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<ResetPasswordRequest>,
) -> AppResult<Json<MessageResponse>> {
    Password::parse(&body.password)
        .map_err(|m| AppError::fields(FieldErrors::from([("password", m)])))?;
    if body.token.is_empty() || body.token.len() > 128 {
        return Err(AppError::validation(LINK_INVALID));
    }
    let token_hash = tokens::hash(&body.token);
    // Check and hash before spending the token, so a rejected password or a
    // failure cannot burn the link.
    let owner = match one_time_tokens::usable_owner(&state.db, Purpose::PasswordReset, &token_hash)
        .await?
    {
        Some(user_id) => users::find_by_id(&state.db, &user_id).await?,
        None => None,
    };
    let Some(owner) = owner else {
        return Err(AppError::validation(LINK_INVALID));
    };
    let password = Password::parse_new(&body.password, &owner.username, &owner.email)
        .map_err(|m| AppError::fields(FieldErrors::from([("password", m)])))?;
    let hash = state.passwords.hash(password.expose()).await?;
    let Some(user_id) =
        one_time_tokens::consume(&state.db, Purpose::PasswordReset, &token_hash).await?
    else {
        return Err(AppError::validation(LINK_INVALID));
    };
    users::set_password_hash(&state.db, &user_id, hash).await?;
    one_time_tokens::revoke_all(&state.db, Purpose::PasswordReset, &user_id).await?;
    let ended = sessions::delete_all_for_user(&state.db, &user_id, None).await?;
    tracing::info!(%user_id, sessions_ended = ended, "password reset");
    Ok(Json(MessageResponse {
        message: RESET_DONE.into(),
    }))
}
