//! Where the account is signed in, and signing those sessions out.

use crate::auth::devices::Device;
use crate::http::error::AppResult;
use crate::http::extract::CurrentUser;
use crate::http::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// A signed-in session, as its owner sees it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeviceView {
    /// Names the session for signing it out.
    pub id: String,
    /// Chrome, Firefox, Safari, Edge…, or "Unknown browser".
    pub browser: String,
    /// Windows, macOS, iOS, Android…, or "unknown system".
    pub system: String,
    pub signed_in_at: DateTime<Utc>,
    /// Updated every few minutes while the session is used.
    pub last_seen_at: DateTime<Utc>,
    /// This is the session asking.
    pub current: bool,
}

impl From<Device> for DeviceView {
    fn from(device: Device) -> Self {
        DeviceView {
            id: device.id,
            browser: device.browser.to_owned(),
            system: device.system.to_owned(),
            signed_in_at: device.signed_in_at,
            last_seen_at: device.last_seen_at,
            current: device.current,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct SignedOut {
    /// How many sessions ended.
    pub ended: u64,
}

/// The account's live sessions: this one first, then the others most recently used first.
#[utoipa::path(get, path = "/api/account/devices", tag = "account",
    responses((status = 200, body = Vec<DeviceView>), (status = 401)))]
pub async fn list(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<Json<Vec<DeviceView>>> {
    let devices = state
        .accounts
        .devices(&current.user.id, &current.session_hash)
        .await?;
    Ok(Json(devices.into_iter().map(DeviceView::from).collect()))
}

/// Signs out every session of the account but this one.
#[utoipa::path(delete, path = "/api/account/devices", tag = "account",
    responses((status = 200, body = SignedOut), (status = 401)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn sign_out_others(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<Json<SignedOut>> {
    let ended = state
        .accounts
        .sign_out_other_devices(&current.user.id, &current.session_hash)
        .await?;
    Ok(Json(SignedOut { ended }))
}

/// Signs out one session of the account; this one too, if it is named.
#[utoipa::path(delete, path = "/api/account/devices/{id}", tag = "account",
    params(("id" = String, Path, description = "The device's id")),
    responses(
        (status = 204, description = "Signed out"),
        (status = 401, description = "Signed out already"),
        (status = 404, description = "No such session of this account")))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn sign_out(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<StatusCode> {
    state
        .accounts
        .sign_out_device(&current.user.id, &id)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}
