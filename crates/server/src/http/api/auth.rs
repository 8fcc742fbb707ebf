//! Sign-up, log-in, log-out and the current user.

use crate::auth::accounts::{Client, LogIn, SignUp, SignedIn};
use crate::http::error::AppResult;
use crate::http::extract::MaybeUser;
use crate::http::extract::client_addr::ClientAddr;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use crate::store::sessions;
use crate::store::users::User;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use cardsmith_domain::Credits;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::net::IpAddr;
use utoipa::ToSchema;

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
#[serde(rename_all = "camelCase", deny_unknown_fields)]
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
#[serde(deny_unknown_fields)]
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
    headers: HeaderMap,
    ApiJson(body): ApiJson<SignupRequest>,
) -> AppResult<Response> {
    let form = SignUp {
        username: &body.username,
        display_name: body.display_name.as_deref(),
        email: &body.email,
        password: &body.password,
    };
    let signed_up = state
        .accounts
        .sign_up(client_of(addr, &headers), form)
        .await?;
    Ok(signed_in(&state, signed_up, StatusCode::CREATED))
}

/// The address and browser a sign-up or sign-in comes from.
pub fn client_of(addr: IpAddr, headers: &HeaderMap) -> Client<'_> {
    let user_agent = headers
        .get(header::USER_AGENT)
        .and_then(|value| value.to_str().ok());
    Client { addr, user_agent }
}

/// The second step a sign-in still needs: a code from the authenticator app.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CodeNeeded {
    /// Always true: tells this answer from a signed-in account.
    code_needed: bool,
    /// Hand back with the code to `/api/auth/login/code` within ten minutes.
    challenge: String,
}

/// Signs in. Failures answer one message whether or not the account exists.
/// An account with two-step sign-in answers 202 with a challenge instead of
/// a session; `/api/auth/login/code` finishes the sign-in.
#[utoipa::path(post, path = "/api/auth/login", tag = "auth", request_body = LoginRequest,
    responses((status = 200, body = UserView),
        (status = 202, body = CodeNeeded, description = "The password is right; a code is needed"),
        (status = 400), (status = 401), (status = 429)))]
#[tracing::instrument(skip_all)]
pub async fn login(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
    MaybeUser(previous): MaybeUser,
    ApiJson(body): ApiJson<LoginRequest>,
) -> AppResult<Response> {
    let replaced = previous.map(|p| p.session_hash);
    let logged_in = state
        .accounts
        .log_in(
            client_of(addr, &headers),
            &body.email,
            &body.password,
            replaced,
        )
        .await?;
    Ok(match logged_in {
        LogIn::SignedIn(signed) => signed_in(&state, *signed, StatusCode::OK),
        LogIn::CodeNeeded { challenge } => {
            let needed = CodeNeeded {
                code_needed: true,
                challenge,
            };
            (StatusCode::ACCEPTED, Json(needed)).into_response()
        }
    })
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LoginCodeRequest {
    /// The challenge the password step answered.
    #[serde(default)]
    #[schema(required = true, min_length = 1)]
    challenge: String,
    /// Six digits from the authenticator app, or a recovery code.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 64)]
    code: String,
}

/// Finishes a sign-in that needs a code. A wrong code may be corrected
/// (10 tries in 15 minutes per account); an expired or spent challenge
/// answers 401 and the sign-in starts again.
#[utoipa::path(post, path = "/api/auth/login/code", tag = "auth", request_body = LoginCodeRequest,
    responses((status = 200, body = UserView), (status = 400), (status = 401), (status = 429)))]
#[tracing::instrument(skip_all)]
pub async fn login_code(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
    MaybeUser(previous): MaybeUser,
    ApiJson(body): ApiJson<LoginCodeRequest>,
) -> AppResult<Response> {
    let replaced = previous.map(|p| p.session_hash);
    let signed = state
        .accounts
        .finish_log_in(
            client_of(addr, &headers),
            &body.challenge,
            &body.code,
            replaced,
        )
        .await?;
    Ok(signed_in(&state, signed, StatusCode::OK))
}

/// Ends the session on the server and clears the cookie.
#[utoipa::path(post, path = "/api/auth/logout", tag = "auth",
    responses((status = 200, body = LogoutResponse)))]
pub async fn logout(
    State(state): State<AppState>,
    MaybeUser(current): MaybeUser,
) -> AppResult<Response> {
    if let Some(current) = current {
        state.accounts.log_out(&current.session_hash).await?;
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

/// The answer that hands the browser its new session's token, with the account.
pub fn signed_in(state: &AppState, signed_in: SignedIn, status: StatusCode) -> Response {
    let max_age = sessions::ABSOLUTE_TIMEOUT.num_seconds();
    let cookie = state
        .cookies
        .set(&state.cookies.session, &signed_in.token, max_age);
    (
        status,
        [(header::SET_COOKIE, cookie)],
        Json(UserView::from(&signed_in.user)),
    )
        .into_response()
}
