//! The console session: who is calling, and proving their second factor.

use crate::auth::second_factor::SecondFactor;
use crate::http::api::passkeys::PasskeyAnswerBody;
use crate::http::error::{AppError, AppResult};
use crate::http::extract::CurrentUser;
use crate::http::extract::json::ApiJson;
use crate::http::extract::staff::StaffSession;
use crate::http::state::AppState;
use crate::staff::roles::role_name;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StaffSessionView {
    /// The staff member's account id.
    pub id: String,
    pub email: String,
    /// `support` or `admin`.
    pub role: &'static str,
    /// Until when this session may use the console; null: prove the second
    /// factor first.
    pub second_factor_until: Option<DateTime<Utc>>,
    /// Whether the account can prove it with a code from an authenticator app…
    pub authenticator_app: bool,
    /// …or with a passkey.
    pub passkeys: bool,
    /// The most credits this role may grant in one action.
    pub grant_limit: u32,
    /// Removals from the moderation queue that suspend an account.
    pub strikes_to_suspend: u32,
}

/// The staff member calling, their role and their second factor's state.
#[utoipa::path(get, path = "/api/admin/session", tag = "admin",
    responses((status = 200, body = StaffSessionView),
        (status = 404, description = "Not staff: as for a path that does not exist"),
        (status = 429)))]
pub async fn show(
    State(state): State<AppState>,
    staff: StaffSession,
    current: CurrentUser,
) -> AppResult<Json<StaffSessionView>> {
    let factors = state.accounts.second_factors(&current.user).await?;
    let settings = state.console.settings();
    let grant_limit = match staff.caller.role {
        crate::store::entities::staff_member::StaffRole::Support => settings.support_grant_limit,
        crate::store::entities::staff_member::StaffRole::Admin => settings.admin_grant_limit,
    };
    Ok(Json(StaffSessionView {
        id: staff.caller.user_id,
        email: staff.caller.email,
        role: role_name(staff.caller.role),
        second_factor_until: staff.second_factor_until,
        authenticator_app: factors.authenticator_app,
        passkeys: factors.passkeys,
        grant_limit,
        strikes_to_suspend: settings.strikes_to_suspend,
    }))
}

/// A code from the authenticator app (or a recovery code), or the answer
/// to a passkey confirmation begun with `POST /api/account/passkeys/confirm`.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VerifyRequest {
    #[schema(max_length = 64)]
    pub code: Option<String>,
    pub passkey: Option<PasskeyAnswerBody>,
}

/// Proves the second factor for this session: the console then opens for
/// twelve hours.
#[utoipa::path(post, path = "/api/admin/session/verify", tag = "admin",
    request_body = VerifyRequest,
    responses((status = 204),
        (status = 400, description = "A wrong code or passkey"),
        (status = 404, description = "Not staff: as for a path that does not exist"),
        (status = 409, description = "The account has no second factor"),
        (status = 429)))]
pub async fn verify(
    State(state): State<AppState>,
    staff: StaffSession,
    current: CurrentUser,
    ApiJson(body): ApiJson<VerifyRequest>,
) -> AppResult<StatusCode> {
    let factor = match (&body.passkey, &body.code) {
        (Some(passkey), _) => SecondFactor::Passkey(passkey.answer()),
        (None, Some(code)) => SecondFactor::Code(code),
        (None, None) => return Err(AppError::validation("Enter the code from your app")),
    };
    state
        .accounts
        .prove_second_factor(&current.user, &staff.session_hash, factor)
        .await?;
    tracing::info!(staff = %staff.caller.user_id, "console second factor proved");
    Ok(StatusCode::NO_CONTENT)
}
