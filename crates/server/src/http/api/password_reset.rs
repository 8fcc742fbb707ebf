//! Forgot password: an emailed one-time link, valid for an hour.

use crate::http::error::AppResult;
use crate::http::extract::client_addr::ClientAddr;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub const REQUEST_ACCEPTED: &str =
    "If an account exists for that email, we've sent a link to reset the password.";
pub const RESET_DONE: &str = "Your password has been reset. You can now log in.";

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ForgotPasswordRequest {
    #[serde(default)]
    #[schema(required = true, format = Email, max_length = 254)]
    email: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
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
    state
        .accounts
        .request_password_reset(addr, &body.email)
        .await?;
    Ok((
        StatusCode::ACCEPTED,
        Json(MessageResponse::new(REQUEST_ACCEPTED)),
    ))
}

/// Sets a new password with a token from the email, and signs out everywhere.
#[utoipa::path(post, path = "/api/auth/reset-password", tag = "auth", request_body = ResetPasswordRequest,
    responses((status = 200, body = MessageResponse), (status = 400)))]
#[tracing::instrument(skip_all)]
pub async fn reset(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<ResetPasswordRequest>,
) -> AppResult<Json<MessageResponse>> {
    state
        .accounts
        .reset_password(&body.token, &body.password)
        .await?;
    Ok(Json(MessageResponse::new(RESET_DONE)))
}
