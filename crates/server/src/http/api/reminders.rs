//! Dates to remember: the user's birthdays, anniversaries and other yearly
//! dates, each reminded by email some days ahead, and the switch that
//! turns every reminder off.

use crate::http::error::{AppError, AppResult};
use crate::http::extract::CurrentUser;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use crate::sending::reminders::{ReminderForm, wizard_link};
use crate::store::reminders::Reminder;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReminderRequest {
    /// Whose date it is, 1 to 60 characters.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 60)]
    pub name: String,
    /// e.g. Sister; up to 40 characters.
    #[serde(default)]
    #[schema(max_length = 40)]
    pub relationship: String,
    /// birthday, anniversary or other.
    #[serde(default)]
    #[schema(required = true, pattern = r"^\s*(birthday|anniversary|other)\s*$")]
    pub occasion: String,
    #[schema(minimum = 1, maximum = 12)]
    pub month: u32,
    #[schema(minimum = 1, maximum = 31)]
    pub day: u32,
    /// An IANA zone such as `Europe/Paris`.
    #[serde(default)]
    #[schema(required = true, min_length = 1)]
    pub time_zone: String,
    /// Days ahead to remind, 0 to 60 (default 7).
    #[schema(minimum = 0, maximum = 60)]
    pub days_before: Option<u32>,
    /// False keeps the date without reminding (default true).
    pub enabled: Option<bool>,
}

impl From<ReminderRequest> for ReminderForm {
    fn from(request: ReminderRequest) -> Self {
        ReminderForm {
            name: request.name,
            relationship: request.relationship,
            occasion: request.occasion,
            month: request.month,
            day: request.day,
            time_zone: request.time_zone,
            days_before: request.days_before,
            enabled: request.enabled.unwrap_or(true),
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReminderView {
    pub id: String,
    pub name: String,
    pub relationship: String,
    pub occasion: String,
    pub month: i32,
    pub day: i32,
    pub time_zone: String,
    pub days_before: i32,
    pub enabled: bool,
    /// When the next reminder email is due.
    pub remind_at: DateTime<Utc>,
    /// The card wizard set to the occasion and the name, e.g. `/create?category=birthday&name=Mia`.
    pub create_url: String,
}

impl From<Reminder> for ReminderView {
    fn from(reminder: Reminder) -> Self {
        ReminderView {
            create_url: wizard_link("", &reminder),
            id: reminder.id,
            name: reminder.name,
            relationship: reminder.relationship,
            occasion: reminder.occasion,
            month: reminder.month,
            day: reminder.day,
            time_zone: reminder.time_zone,
            days_before: reminder.days_before,
            enabled: reminder.enabled,
            remind_at: reminder.remind_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct ReminderList {
    pub reminders: Vec<ReminderView>,
    /// True when every reminder of the account is switched off.
    pub paused: bool,
}

/// The user's dates to remember, in calendar order.
#[utoipa::path(get, path = "/api/reminders", tag = "reminders",
    responses((status = 200, body = ReminderList), (status = 401)))]
pub async fn list(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<Json<ReminderList>> {
    let (dates, paused) = state.reminders.list(&current.user.id).await?;
    Ok(Json(ReminderList {
        reminders: dates.into_iter().map(ReminderView::from).collect(),
        paused,
    }))
}

/// Adds a date to remember (up to 100).
#[utoipa::path(post, path = "/api/reminders", tag = "reminders",
    request_body = ReminderRequest,
    responses(
        (status = 201, body = ReminderView),
        (status = 400, description = "A field is invalid (each is named)"),
        (status = 401),
        (status = 409, description = "Already 100 dates"),
        (status = 415, description = "Not JSON")))]
pub async fn create(
    State(state): State<AppState>,
    current: CurrentUser,
    body: Result<ApiJson<ReminderRequest>, AppError>,
) -> AppResult<(StatusCode, Json<ReminderView>)> {
    let ApiJson(body) = body?;
    let created = state
        .reminders
        .create(&current.user.id, body.into())
        .await?;
    Ok((StatusCode::CREATED, Json(created.into())))
}

/// Changes a date, or switches its reminder off or on.
#[utoipa::path(put, path = "/api/reminders/{id}", tag = "reminders",
    params(("id" = String, Path, description = "The date's id")),
    request_body = ReminderRequest,
    responses(
        (status = 200, body = ReminderView),
        (status = 400, description = "A field is invalid (each is named)"),
        (status = 401), (status = 404),
        (status = 415, description = "Not JSON")))]
pub async fn update(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
    body: Result<ApiJson<ReminderRequest>, AppError>,
) -> AppResult<Json<ReminderView>> {
    let ApiJson(body) = body?;
    let updated = state
        .reminders
        .update(&current.user.id, &id, body.into())
        .await?;
    Ok(Json(updated.into()))
}

#[derive(Serialize, ToSchema)]
pub struct Removed {
    pub success: bool,
}

/// Deletes a date and its reminders.
#[utoipa::path(delete, path = "/api/reminders/{id}", tag = "reminders",
    params(("id" = String, Path, description = "The date's id")),
    responses((status = 200, body = Removed), (status = 401), (status = 404)))]
pub async fn delete(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<Removed>> {
    state.reminders.delete(&current.user.id, &id).await?;
    Ok(Json(Removed { success: true }))
}

#[derive(Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReminderSettings {
    /// True switches every reminder of the account off.
    pub paused: bool,
}

/// Switches every reminder of the account off, or back on.
#[utoipa::path(put, path = "/api/reminders/settings", tag = "reminders",
    request_body = ReminderSettings,
    responses(
        (status = 200, body = ReminderSettings),
        (status = 400), (status = 401),
        (status = 415, description = "Not JSON")))]
pub async fn settings(
    State(state): State<AppState>,
    current: CurrentUser,
    body: Result<ApiJson<ReminderSettings>, AppError>,
) -> AppResult<Json<ReminderSettings>> {
    let ApiJson(body) = body?;
    state
        .reminders
        .set_paused(&current.user.id, body.paused)
        .await?;
    Ok(Json(body))
}
