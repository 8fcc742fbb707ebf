//! Sign-up, log-in, log-out and the current user.

use crate::auth::throttles::{self, LoginAttempt};
use crate::auth::tokens;
use crate::config::SignupBonus;
use crate::error::{AppError, AppResult};
use crate::http::api::email_verification;
use crate::http::extract::MaybeUser;
use crate::http::extract::client_addr::ClientAddr;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use crate::store::sessions;
use crate::store::users::{self, Bonus, User};
use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use cardsmith_domain::Credits;
use cardsmith_domain::account::{Email, FieldErrors, NewAccount};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub const INVALID_LOGIN: &str = "Invalid email or password";

/// The signed-in user as the front end sees it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    pub id: String,
    pub username: String,
    /// The name cards are sent from: the one chosen at sign-up, or the username.
    pub display_name: String,
    pub email: String,
    /// Balance in credits; may have one decimal (1.5).
    #[schema(value_type = f64)]
    pub credits: Credits,
    pub created_at: DateTime<Utc>,
    /// Whether the address has been confirmed through the emailed link.
    pub email_verified: bool,
}

impl From<&User> for UserView {
    fn from(user: &User) -> Self {
        UserView {
            id: user.id.clone(),
            username: user.username.clone(),
            display_name: user.signature().to_owned(),
            email: user.email.clone(),
            credits: Credits::from_tenths(user.credits_tenths),
            created_at: user.created_at,
            email_verified: user.email_verified_at.is_some(),
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignupRequest {
    /// 3 to 32 letters, digits, `_`, `-` or `.`.
    #[serde(default)]
    #[schema(required = true, min_length = 3, max_length = 32)]
    username: String,
    /// Optional: the name cards are sent from, up to 60 characters on one
    /// line. Blank or absent means the username.
    #[serde(default)]
    #[schema(max_length = 60)]
    display_name: Option<String>,
    #[serde(default)]
    #[schema(required = true, format = Email, max_length = 254)]
    email: String,
    /// 8 to 128 characters, not a common password, not containing the username.
    #[serde(default)]
    #[schema(required = true, min_length = 8, max_length = 128)]
    password: String,
}

#[derive(Deserialize, ToSchema)]
pub struct LoginRequest {
    #[serde(default)]
    #[schema(required = true, format = Email, max_length = 254)]
    email: String,
    #[serde(default)]
    #[schema(required = true, min_length = 8)]
    password: String,
}

#[derive(Serialize, ToSchema)]
pub struct LogoutResponse {
    success: bool,
}

/// Creates an account, signs it in and emails a confirmation link. The
/// 10-credit bonus comes at once or on confirmation (`CARDSMITH_SIGNUP_BONUS`).
#[utoipa::path(post, path = "/api/auth/signup", tag = "auth", request_body = SignupRequest,
    responses((status = 201, body = UserView), (status = 400), (status = 409), (status = 429)))]
#[tracing::instrument(skip_all)]
pub async fn signup(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    ApiJson(body): ApiJson<SignupRequest>,
) -> AppResult<Response> {
    let account = NewAccount::parse(
        &body.username,
        body.display_name.as_deref(),
        &body.email,
        &body.password,
    )
    .map_err(AppError::fields)?;
    let per_hour = throttles::signups(state.config.signups_per_hour);
    let key = format!("signup:{addr}");
    throttles::take(
        &state.db,
        &key,
        per_hour,
        "Too many sign-ups from your network",
    )
    .await?;
    let hash = state.passwords.hash(account.password.expose()).await?;
    let bonus = match state.config.signup_bonus() {
        SignupBonus::Signup => Bonus::Now,
        SignupBonus::Verified => Bonus::OnConfirmation,
    };
    let token = tokens::new_token();
    let user = users::create(
        &state.db,
        &account.username,
        account.display_name.as_deref(),
        &account.email,
        hash,
        bonus,
        Some(&tokens::hash(&token)),
    )
    .await?;
    tracing::info!(user_id = %user.id, "account created");
    email_verification::send_link_later(&state, user.clone());
    Ok(signed_in(&state, &user, StatusCode::CREATED, &token))
}

/// Signs in. Failures answer one message whether or not the account exists.
#[utoipa::path(post, path = "/api/auth/login", tag = "auth", request_body = LoginRequest,
    responses((status = 200, body = UserView), (status = 400), (status = 401), (status = 429)))]
#[tracing::instrument(skip_all)]
pub async fn login(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    MaybeUser(previous): MaybeUser,
    ApiJson(body): ApiJson<LoginRequest>,
) -> AppResult<Response> {
    let email = Email::parse(&body.email)
        .map_err(|m| AppError::fields(FieldErrors::from([("email", m)])))?;
    if body.password.chars().count() < 8 {
        return Err(AppError::fields(FieldErrors::from([(
            "password",
            cardsmith_domain::account::PASSWORD_TOO_SHORT,
        )])));
    }
    let attempt = LoginAttempt::begin(&state.db, email.as_str(), addr).await?;
    let user = users::find_by_email(&state.db, email.as_str()).await?;
    let stored = user.as_ref().map(|u| u.password_hash.as_str());
    if !state.passwords.verify(&body.password, stored).await? {
        attempt.failed().await?;
        tracing::info!("login failed");
        return Err(AppError::Unauthorized(INVALID_LOGIN.into()));
    }
    let user = user.expect("verified passwords belong to an account");
    attempt.succeeded().await?;
    let replaced = previous.map(|p| p.session_hash);
    start_session(&state, &user, StatusCode::OK, replaced).await
}

/// Ends the session on the server and clears the cookie.
#[utoipa::path(post, path = "/api/auth/logout", tag = "auth",
    responses((status = 200, body = LogoutResponse)))]
pub async fn logout(
    State(state): State<AppState>,
    MaybeUser(current): MaybeUser,
) -> AppResult<Response> {
    if let Some(current) = current {
        sessions::delete(&state.db, &current.session_hash).await?;
    }
    let cookie = state.cookies.clear(&state.cookies.session);
    Ok((
        [(header::SET_COOKIE, cookie)],
        Json(LogoutResponse { success: true }),
    )
        .into_response())
}

/// The signed-in user, or `null` for visitors.
#[utoipa::path(get, path = "/api/auth/me", tag = "auth",
    responses((status = 200, body = Option<UserView>)))]
pub async fn me(MaybeUser(current): MaybeUser) -> Response {
    let view = current.as_ref().map(|c| UserView::from(&c.user));
    ([(header::CACHE_CONTROL, "no-store")], Json(view)).into_response()
}

/// A fresh session for `user` (a new token at every sign-in), replacing the
/// caller's previous one.
async fn start_session(
    state: &AppState,
    user: &User,
    status: StatusCode,
    replaced: Option<String>,
) -> AppResult<Response> {
    if let Some(old) = replaced {
        sessions::delete(&state.db, &old).await?;
    }
    let token = tokens::new_token();
    sessions::create(&state.db, &tokens::hash(&token), &user.id).await?;
    Ok(signed_in(state, user, status, &token))
}

/// The answer that hands the browser its session `token`, with the account.
fn signed_in(state: &AppState, user: &User, status: StatusCode, token: &str) -> Response {
    let max_age = sessions::ABSOLUTE_TIMEOUT.num_seconds();
    let cookie = state.cookies.set(&state.cookies.session, token, max_age);
    (
        status,
        [(header::SET_COOKIE, cookie)],
        Json(UserView::from(user)),
    )
        .into_response()
}
