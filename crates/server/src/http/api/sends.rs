//! Sent Cards: scheduling one of the user's cards to be emailed, the list
//! of what was sent and what became of it, and editing, cancelling or
//! sending again.

use crate::http::error::{AppError, AppResult};
use crate::http::extract::CurrentUser;
use crate::http::extract::json::ApiJson;
use crate::http::pagination::{self, DEFAULT_LIMIT, Pagination, whole_number};
use crate::http::state::AppState;
use crate::images::file_url;
use crate::sending::sends::{SendForm, SendWithCard};
use crate::store::sends::{Recipient, RecipientStatus};
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use cardsmith_storage::ImageKey;
use chrono::{DateTime, Utc};
use sea_orm::ActiveEnum;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

const MAX_PAGE_SIZE: u64 = 50;
const LIMIT_INVALID: &str = "Limit must be a whole number from 1";

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RecipientInput {
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 60)]
    pub name: String,
    #[serde(default)]
    #[schema(required = true, format = "email")]
    pub email: String,
}

/// The send form.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SendRequest {
    /// The card or image to send (one of the user's).
    #[serde(default)]
    #[schema(required = true, min_length = 1)]
    pub image_id: String,
    #[serde(flatten)]
    pub details: SendDetails,
}

/// Everything of a send but the card, as sent and as edited.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SendDetails {
    /// 1 to 10 people, each address once.
    #[serde(default)]
    #[schema(required = true, min_items = 1, max_items = 10)]
    pub recipients: Vec<RecipientInput>,
    /// Shown inside the card: up to 1,000 characters.
    #[serde(default)]
    #[schema(max_length = 1000)]
    pub message: String,
    /// The name the recipients see, 1 to 60 characters.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 60)]
    pub sender_name: String,
    /// classic (default), modern or handwritten.
    #[schema(pattern = r"^\s*(classic|modern|handwritten)\s*$")]
    pub font: Option<String>,
    /// `YYYY-MM-DDTHH:MM` in `timeZone`, up to a year ahead; absent or
    /// empty sends now.
    pub send_at: Option<String>,
    /// An IANA zone such as `America/New_York`.
    #[serde(default)]
    #[schema(required = true, min_length = 1)]
    pub time_zone: String,
}

impl From<SendDetails> for SendForm {
    fn from(details: SendDetails) -> Self {
        SendForm {
            recipients: details
                .recipients
                .into_iter()
                .map(|r| (r.name, r.email))
                .collect(),
            message: details.message,
            sender_name: details.sender_name,
            font: details.font,
            send_at: details.send_at,
            time_zone: details.time_zone,
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SendView {
    pub id: String,
    pub image_id: String,
    /// Absent once the card was deleted.
    pub thumbnail_url: Option<String>,
    /// The card's words, when it is a card with words.
    pub card_text: Option<String>,
    pub sender_name: String,
    pub message: String,
    /// classic, modern or handwritten.
    pub font: String,
    pub time_zone: String,
    /// The chosen wall-clock time; absent for a card sent at once.
    pub send_at: Option<String>,
    /// The instant it goes (or went) out.
    pub due_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
    pub cancelled_at: Option<DateTime<Utc>>,
    /// Whether words, time and recipients can still change.
    pub editable: bool,
    pub recipients: Vec<RecipientView>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecipientView {
    pub id: String,
    pub name: String,
    pub email: String,
    /// scheduled, sent, opened, thanked, failed or cancelled.
    pub status: String,
    /// Why it failed, for a failed one.
    pub failure: Option<String>,
    pub sent_at: Option<DateTime<Utc>>,
    pub opened_at: Option<DateTime<Utc>>,
    /// The recipient's reply.
    pub thanks: Option<String>,
    pub thanked_at: Option<DateTime<Utc>>,
    /// Whether it can be sent again now (sent or failed, never opened, not
    /// sent again in the last day).
    pub can_resend: bool,
}

impl RecipientView {
    fn of(recipient: Recipient, now: DateTime<Utc>) -> Self {
        let status = if recipient.thanks.is_some() {
            "thanked".to_owned()
        } else if recipient.opened_at.is_some() {
            "opened".to_owned()
        } else {
            recipient.status.to_value()
        };
        RecipientView {
            status,
            can_resend: recipient.can_resend(now),
            failure: recipient
                .failure
                .filter(|_| recipient.status == RecipientStatus::Failed),
            id: recipient.id,
            name: recipient.recipient_name,
            email: recipient.recipient_email,
            sent_at: recipient.sent_at,
            opened_at: recipient.opened_at,
            thanks: recipient.thanks,
            thanked_at: recipient.thanked_at,
        }
    }
}

impl From<SendWithCard> for SendView {
    fn from(sent: SendWithCard) -> Self {
        let now = Utc::now();
        let SendWithCard {
            send,
            recipients,
            card,
        } = sent;
        SendView {
            thumbnail_url: card
                .as_ref()
                .and_then(|image| image.file_key.parse::<ImageKey>().ok())
                .map(|key| file_url(&key.thumbnail())),
            card_text: card.and_then(|image| image.card_text),
            editable: send.is_editable(&recipients),
            id: send.id,
            image_id: send.image_id,
            sender_name: send.sender_name,
            message: send.message,
            font: send.font.unwrap_or_else(|| "classic".into()),
            time_zone: send.time_zone,
            send_at: send.local_send_at,
            due_at: send.due_at,
            created_at: send.created_at,
            cancelled_at: send.cancelled_at,
            recipients: recipients
                .into_iter()
                .map(|r| RecipientView::of(r, now))
                .collect(),
        }
    }
}

/// Sends one of the user's cards or images by email, now or at a chosen
/// local time. Free; needs a confirmed email address.
#[utoipa::path(post, path = "/api/sends", tag = "sends",
    request_body = SendRequest,
    responses(
        (status = 201, body = SendView),
        (status = 400, description = "A field is invalid (each is named)"),
        (status = 401, description = "Signed out"),
        (status = 403, description = "The email address is not verified yet"),
        (status = 404, description = "No such card of this user"),
        (status = 415, description = "Not JSON"),
        (status = 429, description = "The day's recipients are used up")))]
pub async fn create(
    State(state): State<AppState>,
    current: CurrentUser,
    body: Result<ApiJson<SendRequest>, AppError>,
) -> AppResult<(StatusCode, Json<SendView>)> {
    let ApiJson(body) = body?;
    let user_id = &current.user.id;
    let sent = state
        .sends
        .send(user_id, body.image_id.trim(), body.details.into())
        .await?;
    Ok((StatusCode::CREATED, Json(sent.into())))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SendListParams {
    /// From 1 (default 1) to 1000000.
    #[param(value_type = Option<u64>, minimum = 1, maximum = 1_000_000)]
    pub page: Option<String>,
    /// Sends per page: default 20, at most 50.
    #[param(value_type = Option<u64>, minimum = 1)]
    pub limit: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct SendList {
    pub sends: Vec<SendView>,
    pub pagination: Pagination,
}

/// The user's sends, newest first, with each recipient's status.
#[utoipa::path(get, path = "/api/sends", tag = "sends", params(SendListParams),
    responses((status = 200, body = SendList), (status = 400), (status = 401)))]
pub async fn list(
    State(state): State<AppState>,
    current: CurrentUser,
    params: Result<Query<SendListParams>, QueryRejection>,
) -> AppResult<Json<SendList>> {
    let Query(params) =
        params.map_err(|_| AppError::validation("Invalid request: unreadable query string"))?;
    let page = pagination::page(params.page.as_deref())?;
    let limit =
        whole_number(params.limit.as_deref(), DEFAULT_LIMIT, LIMIT_INVALID)?.min(MAX_PAGE_SIZE);
    let (sends, total) = state.sends.list(&current.user.id, page, limit).await?;
    Ok(Json(SendList {
        sends: sends.into_iter().map(SendView::from).collect(),
        pagination: Pagination::new(total, page, limit),
    }))
}

/// One of the user's sends.
#[utoipa::path(get, path = "/api/sends/{id}", tag = "sends",
    params(("id" = String, Path, description = "The send's id")),
    responses((status = 200, body = SendView), (status = 401), (status = 404)))]
pub async fn get(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<SendView>> {
    let sent = state.sends.find(&current.user.id, &id).await?;
    Ok(Json(sent.into()))
}

/// Changes a scheduled send's words, time and recipients before any of it
/// has gone out.
#[utoipa::path(put, path = "/api/sends/{id}", tag = "sends",
    params(("id" = String, Path, description = "The send's id")),
    request_body = SendDetails,
    responses(
        (status = 200, body = SendView),
        (status = 400, description = "A field is invalid (each is named)"),
        (status = 401), (status = 404),
        (status = 409, description = "It has started going out, or was cancelled"),
        (status = 415, description = "Not JSON"),
        (status = 429, description = "The day's recipients are used up")))]
pub async fn edit(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
    body: Result<ApiJson<SendDetails>, AppError>,
) -> AppResult<Json<SendView>> {
    let ApiJson(body) = body?;
    let edited = state.sends.edit(&current.user.id, &id, body.into()).await?;
    Ok(Json(edited.into()))
}

/// Cancels what has not gone out yet.
#[utoipa::path(delete, path = "/api/sends/{id}", tag = "sends",
    params(("id" = String, Path, description = "The send's id")),
    responses(
        (status = 200, body = SendView),
        (status = 401), (status = 404),
        (status = 409, description = "Everything has gone out already")))]
pub async fn cancel(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<SendView>> {
    let cancelled = state.sends.cancel(&current.user.id, &id).await?;
    Ok(Json(cancelled.into()))
}

/// Emails the card again to a recipient who has not opened it (once a day).
#[utoipa::path(post, path = "/api/sends/{id}/recipients/{recipient_id}/resend", tag = "sends",
    params(
        ("id" = String, Path, description = "The send's id"),
        ("recipient_id" = String, Path, description = "The recipient's id")),
    responses(
        (status = 200, body = SendView),
        (status = 401), (status = 404),
        (status = 409, description = "Opened, not sent yet, or sent again in the last day")))]
pub async fn resend(
    State(state): State<AppState>,
    current: CurrentUser,
    Path((id, recipient_id)): Path<(String, String)>,
) -> AppResult<Json<SendView>> {
    let resent = state
        .sends
        .resend(&current.user.id, &id, &recipient_id)
        .await?;
    Ok(Json(resent.into()))
}
