//! The moderation queue: read it a page at a time, restore an item, or
//! remove it. Support and admins both work the queue.

use super::ReasonBody;
use crate::http::api::group_cards::photo_url;
use crate::http::error::{AppError, AppResult};
use crate::http::extract::json::ApiJson;
use crate::http::extract::staff::StaffSession;
use crate::http::pagination::{self, DEFAULT_LIMIT, Pagination, whole_number};
use crate::http::state::AppState;
use crate::images::file_url;
use crate::staff::moderation::{Decision, QueueEntry};
use crate::store::moderation::QueueView;
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use cardsmith_storage::ImageKey;
use chrono::{DateTime, Utc};
use sea_orm::ActiveEnum;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

const MOST_PER_PAGE: u64 = 50;
const LIMIT_INVALID: &str = "Limit must be 1 to 50";
const VIEW_INVALID: &str = "Status must be open or decided";

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct QueueParams {
    /// `open` (the default): waiting, most recently reported first;
    /// `decided`: restored or removed, most recently decided first.
    #[param(pattern = "^(open|decided)$")]
    pub status: Option<String>,
    /// From 1 (default 1) to 1000000.
    #[param(value_type = Option<u64>, minimum = 1, maximum = 1_000_000)]
    pub page: Option<String>,
    /// Items per page: default 20, from 1 to 50.
    #[param(value_type = Option<u64>, minimum = 1, maximum = 50)]
    pub limit: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModerationQueue {
    pub items: Vec<ModerationItemView>,
    pub pagination: Pagination,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModerationItemView {
    pub id: String,
    /// `reported_card`, `reported_message` or `flagged_generation`.
    pub kind: String,
    /// `open`, `restored` or `removed`.
    pub status: String,
    /// Reports of the card, or the provider's refusals of the account's prompts.
    pub reports: u32,
    pub created_at: DateTime<Utc>,
    pub last_reported_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
    /// The staff member who decided, by address.
    pub decided_by: Option<String>,
    /// Whose card or prompt it is; null once the account is deleted.
    pub account: Option<ModeratedAccount>,
    /// The account's strikes so far.
    pub strikes: u32,
    /// A reported card: what its recipients saw.
    pub card: Option<ReportedCardView>,
    /// A reported message of a group card, while it exists.
    pub message: Option<ReportedMessageView>,
    /// A flagged generation: the latest prompt the provider refused.
    pub prompt: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportedMessageView {
    /// The signer's name, as they gave it.
    pub name: String,
    pub text: String,
    /// The photo the signer added, if any.
    pub photo_url: Option<String>,
    /// The group card's title.
    pub card_title: String,
    pub recipient_name: String,
    pub signed_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModeratedAccount {
    pub id: String,
    pub email: String,
    pub username: String,
    pub suspended: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportedCardView {
    /// The card's front; null once it is deleted.
    pub image_url: Option<String>,
    /// The words on the front.
    pub words: Option<String>,
    /// What the art was made from.
    pub prompt: Option<String>,
    /// The message inside, as sent.
    pub message: Option<String>,
    pub sender_name: Option<String>,
    /// How many people it was sent to.
    pub recipients: u32,
    pub sent_at: Option<DateTime<Utc>>,
}

impl From<QueueEntry> for ModerationItemView {
    fn from(entry: QueueEntry) -> Self {
        let QueueEntry {
            item,
            account,
            strikes,
            image,
            send,
            message,
        } = entry;
        let card = item.send_id.is_some().then(|| {
            let image_url = image
                .as_ref()
                .and_then(|image| image.file_key.parse::<ImageKey>().ok())
                .map(|key| file_url(&key));
            ReportedCardView {
                image_url,
                words: image.as_ref().and_then(|image| image.card_text.clone()),
                prompt: image.map(|image| image.prompt),
                message: send.as_ref().map(|(send, _)| send.message.clone()),
                sender_name: send.as_ref().map(|(send, _)| send.sender_name.clone()),
                recipients: send.as_ref().map_or(0, |(_, to)| to.len() as u32),
                sent_at: send.map(|(send, _)| send.created_at),
            }
        });
        ModerationItemView {
            id: item.id,
            kind: item.kind.to_value(),
            status: item.status.to_value(),
            reports: item.reports.max(0) as u32,
            created_at: item.created_at,
            last_reported_at: item.last_reported_at,
            decided_at: item.decided_at,
            decided_by: item.decided_by,
            account: account.map(|user| ModeratedAccount {
                suspended: user.suspended_at.is_some(),
                id: user.id,
                email: user.email,
                username: user.username,
            }),
            strikes,
            card,
            message: message.map(|(message, card)| ReportedMessageView {
                photo_url: photo_url(&message),
                name: message.name,
                text: message.text,
                card_title: card.title,
                recipient_name: card.recipient_name,
                signed_at: message.created_at,
            }),
            prompt: item.prompt,
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModerationDecision {
    /// The account's strikes after the decision.
    pub strikes: u32,
    /// The removal reached the strike limit and suspended the account.
    pub suspended: bool,
}

impl From<Decision> for ModerationDecision {
    fn from(decision: Decision) -> Self {
        ModerationDecision {
            strikes: decision.strikes,
            suspended: decision.suspended,
        }
    }
}

/// The open (or decided) items, a page at a time.
#[utoipa::path(get, path = "/api/admin/moderation", tag = "admin", params(QueueParams),
    responses((status = 200, body = ModerationQueue), (status = 400),
        (status = 403, description = "The second factor must be proved again"),
        (status = 404, description = "Not staff: as for a path that does not exist"),
        (status = 429)))]
pub async fn queue(
    State(state): State<AppState>,
    _staff: StaffSession,
    params: Result<Query<QueueParams>, QueryRejection>,
) -> AppResult<Json<ModerationQueue>> {
    let Query(params) =
        params.map_err(|_| AppError::validation("Invalid request: unreadable query string"))?;
    let view = match params.status.as_deref() {
        None | Some("open") => QueueView::Open,
        Some("decided") => QueueView::Decided,
        Some(_) => return Err(AppError::validation(VIEW_INVALID)),
    };
    let page = pagination::page(params.page.as_deref())?;
    let limit = whole_number(params.limit.as_deref(), DEFAULT_LIMIT, LIMIT_INVALID)?;
    if limit > MOST_PER_PAGE {
        return Err(AppError::validation(LIMIT_INVALID));
    }
    let offset = (page - 1) * limit;
    let (entries, total) = state.moderation.queue(view, offset, limit).await?;
    Ok(Json(ModerationQueue {
        items: entries.into_iter().map(Into::into).collect(),
        pagination: Pagination::new(total, page, limit),
    }))
}

/// One item, as the queue shows it.
#[utoipa::path(get, path = "/api/admin/moderation/{id}", tag = "admin",
    params(("id" = String, Path, description = "The item's id")),
    responses((status = 200, body = ModerationItemView),
        (status = 403, description = "The second factor must be proved again"),
        (status = 404, description = "No such item, or not staff"),
        (status = 429)))]
pub async fn show(
    State(state): State<AppState>,
    _staff: StaffSession,
    Path(id): Path<String>,
) -> AppResult<Json<ModerationItemView>> {
    Ok(Json(state.moderation.find(&id).await?.into()))
}

/// Judges the item harmless: a reported card's link works again.
#[utoipa::path(post, path = "/api/admin/moderation/{id}/restore", tag = "admin",
    params(("id" = String, Path, description = "The item's id")),
    request_body = ReasonBody,
    responses((status = 200, body = ModerationDecision), (status = 400),
        (status = 403, description = "On one's own account, or the second factor must be proved again"),
        (status = 404, description = "No such item, or not staff"),
        (status = 409, description = "Decided already"),
        (status = 429)))]
pub async fn restore(
    State(state): State<AppState>,
    staff: StaffSession,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ReasonBody>,
) -> AppResult<Json<ModerationDecision>> {
    let decision = state
        .moderation
        .restore(&staff.caller, &id, &body.reason)
        .await?;
    Ok(Json(decision.into()))
}

/// Removes the item: a reported card is deleted, the account gets one
/// strike and an email with the reason, and at the strike limit it is
/// suspended.
#[utoipa::path(post, path = "/api/admin/moderation/{id}/remove", tag = "admin",
    params(("id" = String, Path, description = "The item's id")),
    request_body = ReasonBody,
    responses((status = 200, body = ModerationDecision), (status = 400),
        (status = 403, description = "On one's own account, or the second factor must be proved again"),
        (status = 404, description = "No such item, or not staff"),
        (status = 409, description = "Decided already"),
        (status = 429)))]
pub async fn remove(
    State(state): State<AppState>,
    staff: StaffSession,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ReasonBody>,
) -> AppResult<Json<ModerationDecision>> {
    let decision = state
        .moderation
        .remove(&staff.caller, &id, &body.reason)
        .await?;
    Ok(Json(decision.into()))
}
