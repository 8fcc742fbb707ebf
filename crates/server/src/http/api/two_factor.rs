//! Two-step sign-in under Account settings: whether it is on, turning it on
//! (a QR code and secret, then a first code, then the recovery codes), new
//! recovery codes, and turning it off with a code.

use crate::auth::two_factor::Setup;
use crate::http::api::password_reset::MessageResponse;
use crate::http::error::AppResult;
use crate::http::extract::CurrentUser;
use crate::http::extract::client_addr::ClientAddr;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use axum::Json;
use axum::extract::State;
use qrcode::QrCode;
use qrcode::render::svg;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub const TWO_FACTOR_OFF: &str = "Two-step sign-in is off.";

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TwoFactorStatus {
    enabled: bool,
    /// Unused recovery codes; 0 while two-step sign-in is off.
    recovery_codes_left: u64,
}

/// Whether the account signs in with a code after its password.
#[utoipa::path(get, path = "/api/account/two-factor", tag = "account",
    responses((status = 200, body = TwoFactorStatus), (status = 401)))]
pub async fn status(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<Json<TwoFactorStatus>> {
    let status = state.accounts.two_factor_status(&current.user).await?;
    Ok(Json(TwoFactorStatus {
        enabled: status.enabled,
        recovery_codes_left: status.recovery_codes_left,
    }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StartTwoFactorRequest {
    #[serde(default)]
    #[schema(required = true, min_length = 1)]
    current_password: String,
}

/// What to add to the authenticator app.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TwoFactorSetup {
    /// The secret in base32, for apps that cannot scan.
    secret: String,
    /// The `otpauth://` link the QR code holds.
    otpauth_uri: String,
    /// The QR code of the link, as an SVG document.
    qr_code_svg: String,
}

/// Starts turning two-step sign-in on, after the current password: a new
/// secret for the authenticator app, in effect once confirmed with a code.
#[utoipa::path(post, path = "/api/account/two-factor", tag = "account", request_body = StartTwoFactorRequest,
    responses((status = 200, body = TwoFactorSetup),
        (status = 400, description = "A wrong current password"), (status = 401),
        (status = 409, description = "Two-step sign-in is already on"), (status = 429)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn start(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    current: CurrentUser,
    ApiJson(body): ApiJson<StartTwoFactorRequest>,
) -> AppResult<Json<TwoFactorSetup>> {
    let Setup { secret, uri } = state
        .accounts
        .start_two_factor(&current.user, addr, &body.current_password)
        .await?;
    // Like every API answer, kept out of caches (`middleware::security`).
    Ok(Json(TwoFactorSetup {
        qr_code_svg: qr_code_svg(&uri),
        secret,
        otpauth_uri: uri,
    }))
}

fn qr_code_svg(uri: &str) -> String {
    // An otpauth link is a few hundred bytes, well within a QR code's reach.
    let code = QrCode::new(uri.as_bytes()).expect("an otpauth link fits a QR code");
    code.render::<svg::Color>()
        .min_dimensions(200, 200)
        .dark_color(svg::Color("#111827"))
        .light_color(svg::Color("#ffffff"))
        .build()
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TwoFactorCodeRequest {
    /// Six digits from the authenticator app (turning off also takes a
    /// recovery code).
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 64)]
    code: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecoveryCodes {
    /// Ten single-use codes, shown this once.
    recovery_codes: Vec<String>,
}

/// Turns two-step sign-in on with a first code from the app, and answers
/// the recovery codes, which are never shown again.
#[utoipa::path(post, path = "/api/account/two-factor/confirm", tag = "account", request_body = TwoFactorCodeRequest,
    responses((status = 200, body = RecoveryCodes),
        (status = 400, description = "A wrong code"), (status = 401),
        (status = 409, description = "Already on, or not started"), (status = 429)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn confirm(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(body): ApiJson<TwoFactorCodeRequest>,
) -> AppResult<Json<RecoveryCodes>> {
    let recovery_codes = state
        .accounts
        .confirm_two_factor(&current.user, &body.code)
        .await?;
    Ok(Json(RecoveryCodes { recovery_codes }))
}

/// Replaces the recovery codes with ten new ones (the old ones stop
/// working), with a current code or a recovery code.
#[utoipa::path(post, path = "/api/account/two-factor/recovery-codes", tag = "account", request_body = TwoFactorCodeRequest,
    responses((status = 200, body = RecoveryCodes),
        (status = 400, description = "A wrong code"), (status = 401),
        (status = 409, description = "Two-step sign-in is not on"), (status = 429)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn renew_recovery_codes(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(body): ApiJson<TwoFactorCodeRequest>,
) -> AppResult<Json<RecoveryCodes>> {
    let recovery_codes = state
        .accounts
        .renew_recovery_codes(&current.user, &body.code)
        .await?;
    Ok(Json(RecoveryCodes { recovery_codes }))
}

/// Turns two-step sign-in off, with a current code or a recovery code.
#[utoipa::path(delete, path = "/api/account/two-factor", tag = "account", request_body = TwoFactorCodeRequest,
    responses((status = 200, body = MessageResponse),
        (status = 400, description = "A wrong code"), (status = 401),
        (status = 409, description = "Two-step sign-in is not on"), (status = 429)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn disable(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(body): ApiJson<TwoFactorCodeRequest>,
) -> AppResult<Json<MessageResponse>> {
    state
        .accounts
        .disable_two_factor(&current.user, &body.code)
        .await?;
    Ok(Json(MessageResponse::new(TWO_FACTOR_OFF)))
}
