//! Group cards, for their organiser: start one from a card, invite signers,
//! follow and moderate the messages, remind, send or call it off.

use crate::group_cards::organiser::{GroupCardForm, Listed, Organised};
use crate::http::error::{AppError, AppResult};
use crate::http::extract::CurrentUser;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use crate::images::file_url;
use crate::store::group_cards::{GroupCard, Message, strokes};
use crate::store::images::Image;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use cardsmith_storage::ImageKey;
use chrono::{DateTime, Utc};
use sea_orm::ActiveEnum;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The organiser's form.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GroupCardRequest {
    /// The card or image to be signed (one of the user's).
    #[serde(default)]
    #[schema(required = true, min_length = 1)]
    pub image_id: String,
    /// 1 to 80 characters: "Farewell, Priya!".
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 80)]
    pub title: String,
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 60)]
    pub recipient_name: String,
    #[serde(default)]
    #[schema(required = true, format = "email")]
    pub recipient_email: String,
    /// The name the recipient sees the card from.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 60)]
    pub organiser_name: String,
    /// `YYYY-MM-DDTHH:MM` in `timeZone`: signing closes then (at least 10
    /// minutes ahead, no later than `sendAt`).
    #[serde(default)]
    #[schema(required = true)]
    pub deadline: String,
    /// `YYYY-MM-DDTHH:MM` in `timeZone`, up to a year ahead.
    #[serde(default)]
    #[schema(required = true)]
    pub send_at: String,
    /// An IANA zone such as `Europe/London`: the recipient's, usually.
    #[serde(default)]
    #[schema(required = true, min_length = 1)]
    pub time_zone: String,
    /// Signers see only their own message until the card is sent.
    #[serde(default)]
    pub hide_messages: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupMessageView {
    pub id: String,
    pub name: String,
    pub text: String,
    /// classic, modern or handwritten.
    pub font: String,
    /// One of the ink colours: ink, navy, forest, berry, plum or copper.
    pub colour: String,
    /// Strokes of `[x, y]` points from 0 to 1000 on a 3:1 pad; empty for none.
    pub signature: Vec<Vec<[u16; 2]>>,
    /// The signer's photo (a JPEG at most 512 pixels a side), if they added one.
    pub photo_url: Option<String>,
}

impl GroupMessageView {
    pub fn of(message: &Message) -> Self {
        GroupMessageView {
            id: message.id.clone(),
            name: message.name.clone(),
            text: message.text.clone(),
            font: message.font.clone(),
            colour: message.colour.clone(),
            signature: strokes(message),
            photo_url: photo_url(message),
        }
    }
}

/// Where a signer's photo is served, if the message has one.
pub fn photo_url(message: &Message) -> Option<String> {
    message
        .photo_key
        .as_deref()
        .and_then(|key| key.parse::<ImageKey>().ok())
        .map(|key| file_url(&key))
}

/// A message as the organiser sees it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrganisedMessageView {
    #[serde(flatten)]
    pub message: GroupMessageView,
    /// The signer's address, when they gave one.
    pub email: Option<String>,
    /// Hidden from the card by the organiser.
    pub hidden: bool,
    /// Reported by the recipient: off the card while our team reviews it.
    pub reported: bool,
    /// Signed through a personal invitation.
    pub invited: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InviteView {
    pub id: String,
    pub email: String,
    pub signed: bool,
    /// Automatic reminders sent (at most two).
    pub reminders_sent: i32,
    pub last_reminded_at: Option<DateTime<Utc>>,
    /// They asked for no more reminders.
    pub stopped: bool,
    pub invited_at: DateTime<Utc>,
}

/// What a group card's settings and state look like in every view of it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupCardBase {
    pub id: String,
    pub image_id: String,
    /// Absent once the card was deleted.
    pub thumbnail_url: Option<String>,
    pub title: String,
    pub organiser_name: String,
    pub recipient_name: String,
    pub recipient_email: String,
    pub time_zone: String,
    /// The deadline as chosen, `YYYY-MM-DDTHH:MM` in `timeZone`.
    pub deadline: String,
    pub deadline_at: DateTime<Utc>,
    /// The send time as chosen, in `timeZone`.
    pub send_at: String,
    pub due_at: DateTime<Utc>,
    pub hide_messages: bool,
    /// collecting, sealed, sent or cancelled.
    pub status: String,
    pub message_count: i32,
    pub created_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    /// The send that carries it to the recipient, once it went.
    pub send_id: Option<String>,
}

impl GroupCardBase {
    fn of(card: &GroupCard, image: Option<&Image>) -> Self {
        GroupCardBase {
            id: card.id.clone(),
            image_id: card.image_id.clone(),
            thumbnail_url: image
                .and_then(|image| image.file_key.parse::<ImageKey>().ok())
                .map(|key| file_url(&key.thumbnail())),
            title: card.title.clone(),
            organiser_name: card.organiser_name.clone(),
            recipient_name: card.recipient_name.clone(),
            recipient_email: card.recipient_email.clone(),
            time_zone: card.time_zone.clone(),
            deadline: card.local_deadline.clone(),
            deadline_at: card.deadline_at,
            send_at: card.local_send_at.clone(),
            due_at: card.due_at,
            hide_messages: card.hide_messages,
            status: card.status.to_value(),
            message_count: card.message_count,
            created_at: card.created_at,
            sent_at: card.sent_at,
            send_id: card.send_id.clone(),
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupCardView {
    #[serde(flatten)]
    pub base: GroupCardBase,
    /// The card's front, full size; absent once it was deleted.
    pub image_url: Option<String>,
    /// The link to share with signers; absent while it is closed.
    pub share_url: Option<String>,
    pub messages: Vec<OrganisedMessageView>,
    pub invites: Vec<InviteView>,
}

impl From<Organised> for GroupCardView {
    fn from(organised: Organised) -> Self {
        let Organised {
            card,
            image,
            messages,
            invites,
            share_url,
        } = organised;
        let invites = invites
            .iter()
            .map(|invite| InviteView {
                id: invite.id.clone(),
                email: invite.email.clone(),
                signed: messages
                    .iter()
                    .any(|m| m.invite_id.as_deref() == Some(invite.id.as_str())),
                reminders_sent: invite.reminders_sent,
                last_reminded_at: invite.last_reminded_at,
                stopped: invite.stopped_at.is_some(),
                invited_at: invite.created_at,
            })
            .collect();
        GroupCardView {
            base: GroupCardBase::of(&card, image.as_ref()),
            image_url: image
                .as_ref()
                .and_then(|image| image.file_key.parse::<ImageKey>().ok())
                .map(|key| file_url(&key)),
            share_url,
            messages: messages
                .iter()
                .map(|message| OrganisedMessageView {
                    message: GroupMessageView::of(message),
                    email: message.email.clone(),
                    hidden: message.hidden_at.is_some(),
                    reported: message.reported_at.is_some(),
                    invited: message.invite_id.is_some(),
                    created_at: message.created_at,
                    updated_at: message.updated_at,
                })
                .collect(),
            invites,
        }
    }
}

/// One group card in the organiser's list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupCardSummary {
    #[serde(flatten)]
    pub base: GroupCardBase,
    /// People invited by email.
    pub invited: usize,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupCardList {
    pub group_cards: Vec<GroupCardSummary>,
}

/// Starts a group card from one of the user's cards. Free; needs a
/// confirmed email address.
#[utoipa::path(post, path = "/api/group-cards", tag = "group-cards",
    request_body = GroupCardRequest,
    responses(
        (status = 201, body = GroupCardView),
        (status = 400, description = "A field is invalid (each is named)"),
        (status = 401, description = "Signed out"),
        (status = 403, description = "The email address is not verified yet"),
        (status = 404, description = "No such card of this user")))]
pub async fn create(
    State(state): State<AppState>,
    current: CurrentUser,
    body: Result<ApiJson<GroupCardRequest>, AppError>,
) -> AppResult<(StatusCode, Json<GroupCardView>)> {
    let ApiJson(body) = body?;
    let form = GroupCardForm {
        title: body.title,
        recipient_name: body.recipient_name,
        recipient_email: body.recipient_email,
        organiser_name: body.organiser_name,
        deadline: body.deadline,
        send_at: body.send_at,
        time_zone: body.time_zone,
        hide_messages: body.hide_messages,
    };
    let started = state
        .group_cards
        .start(&current.user.id, body.image_id.trim(), form)
        .await?;
    Ok((StatusCode::CREATED, Json(started.into())))
}

/// The user's group cards, newest first.
#[utoipa::path(get, path = "/api/group-cards", tag = "group-cards",
    responses((status = 200, body = GroupCardList), (status = 401)))]
pub async fn list(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<Json<GroupCardList>> {
    let listed = state.group_cards.list(&current.user.id).await?;
    Ok(Json(GroupCardList {
        group_cards: listed
            .into_iter()
            .map(
                |Listed {
                     card,
                     image,
                     invited,
                 }| GroupCardSummary {
                    base: GroupCardBase::of(&card, image.as_ref()),
                    invited,
                },
            )
            .collect(),
    }))
}

/// One of the user's group cards, with every message and invitation.
#[utoipa::path(get, path = "/api/group-cards/{id}", tag = "group-cards",
    params(("id" = String, Path, description = "The group card's id")),
    responses((status = 200, body = GroupCardView), (status = 401), (status = 404)))]
pub async fn get(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<GroupCardView>> {
    Ok(Json(
        state.group_cards.find(&current.user.id, &id).await?.into(),
    ))
}

/// Calls the card off before it is sent; its links stop working.
#[utoipa::path(delete, path = "/api/group-cards/{id}", tag = "group-cards",
    params(("id" = String, Path, description = "The group card's id")),
    responses(
        (status = 200, body = GroupCardView), (status = 401), (status = 404),
        (status = 409, description = "Sent already, or called off")))]
pub async fn cancel(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<GroupCardView>> {
    Ok(Json(
        state
            .group_cards
            .cancel(&current.user.id, &id)
            .await?
            .into(),
    ))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InviteRequest {
    /// Addresses to invite, each emailed a personal link; at most 100 on a
    /// card in all. Addresses invited already are skipped.
    #[serde(default)]
    #[schema(required = true, min_items = 1, max_items = 100)]
    pub emails: Vec<String>,
}

/// Invites people by email to sign.
#[utoipa::path(post, path = "/api/group-cards/{id}/invites", tag = "group-cards",
    params(("id" = String, Path, description = "The group card's id")),
    request_body = InviteRequest,
    responses(
        (status = 200, body = GroupCardView),
        (status = 400, description = "An address is invalid, or more than 100"),
        (status = 401), (status = 404),
        (status = 409, description = "Sent or called off, or the card would have more than 100 invitations")))]
pub async fn invite(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
    body: Result<ApiJson<InviteRequest>, AppError>,
) -> AppResult<Json<GroupCardView>> {
    let ApiJson(body) = body?;
    let organised = state
        .group_cards
        .invite(&current.user.id, &id, &body.emails)
        .await?;
    Ok(Json(organised.into()))
}

/// A new share link; the old one stops working at once.
#[utoipa::path(post, path = "/api/group-cards/{id}/share-link", tag = "group-cards",
    params(("id" = String, Path, description = "The group card's id")),
    responses((status = 200, body = GroupCardView), (status = 401), (status = 404), (status = 409)))]
pub async fn rotate_link(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<GroupCardView>> {
    Ok(Json(
        state
            .group_cards
            .rotate_link(&current.user.id, &id)
            .await?
            .into(),
    ))
}

/// Closes the share link; invited people and signers keep their own links.
#[utoipa::path(delete, path = "/api/group-cards/{id}/share-link", tag = "group-cards",
    params(("id" = String, Path, description = "The group card's id")),
    responses((status = 200, body = GroupCardView), (status = 401), (status = 404), (status = 409)))]
pub async fn close_link(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<GroupCardView>> {
    Ok(Json(
        state
            .group_cards
            .close_link(&current.user.id, &id)
            .await?
            .into(),
    ))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct HideRequest {
    /// True hides the message from the card; false shows it again.
    #[schema(required = true)]
    pub hidden: bool,
}

/// Hides a message from the card, or shows it again.
#[utoipa::path(patch, path = "/api/group-cards/{id}/messages/{message_id}", tag = "group-cards",
    params(
        ("id" = String, Path, description = "The group card's id"),
        ("message_id" = String, Path, description = "The message's id")),
    request_body = HideRequest,
    responses(
        (status = 200, body = GroupCardView), (status = 400), (status = 401), (status = 404),
        (status = 409, description = "Sent already, or called off")))]
pub async fn hide_message(
    State(state): State<AppState>,
    current: CurrentUser,
    Path((id, message_id)): Path<(String, String)>,
    body: Result<ApiJson<HideRequest>, AppError>,
) -> AppResult<Json<GroupCardView>> {
    let ApiJson(body) = body?;
    let organised = state
        .group_cards
        .hide_message(&current.user.id, &id, &message_id, body.hidden)
        .await?;
    Ok(Json(organised.into()))
}

/// Deletes a message from the card.
#[utoipa::path(delete, path = "/api/group-cards/{id}/messages/{message_id}", tag = "group-cards",
    params(
        ("id" = String, Path, description = "The group card's id"),
        ("message_id" = String, Path, description = "The message's id")),
    responses(
        (status = 200, body = GroupCardView), (status = 401), (status = 404),
        (status = 409, description = "Sent already, or called off")))]
pub async fn delete_message(
    State(state): State<AppState>,
    current: CurrentUser,
    Path((id, message_id)): Path<(String, String)>,
) -> AppResult<Json<GroupCardView>> {
    let organised = state
        .group_cards
        .delete_message(&current.user.id, &id, &message_id)
        .await?;
    Ok(Json(organised.into()))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RemindedView {
    pub group_card: GroupCardView,
    /// How many people were emailed.
    pub reminded: usize,
}

/// Emails a reminder to everyone invited who has not signed, once every 12 hours.
#[utoipa::path(post, path = "/api/group-cards/{id}/reminders", tag = "group-cards",
    params(("id" = String, Path, description = "The group card's id")),
    responses(
        (status = 200, body = RemindedView), (status = 401), (status = 404),
        (status = 409, description = "Sent already, or called off"),
        (status = 429, description = "Reminded within the last 12 hours")))]
pub async fn remind(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<RemindedView>> {
    let (organised, reminded) = state.group_cards.remind_now(&current.user.id, &id).await?;
    Ok(Json(RemindedView {
        group_card: organised.into(),
        reminded,
    }))
}

/// Sends the card now: signing closes and it is emailed to the recipient.
#[utoipa::path(post, path = "/api/group-cards/{id}/send", tag = "group-cards",
    params(("id" = String, Path, description = "The group card's id")),
    responses(
        (status = 200, body = GroupCardView), (status = 401), (status = 404),
        (status = 409, description = "Sent already, or called off")))]
pub async fn send_now(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<GroupCardView>> {
    Ok(Json(
        state
            .group_cards
            .send_now(&current.user.id, &id)
            .await?
            .into(),
    ))
}
