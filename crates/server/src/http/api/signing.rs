//! Signing a group card, for whoever holds one of its links: the share
//! link, a personal invitation or a signer's own edit link. No account is
//! needed; the browser's visitor cookie (set with the CSRF token) tells a
//! signer's own messages apart.

use crate::group_cards::signing::{Credential, MessageForm, PhotoInput, Signer, SigningPage};
use crate::http::api::cards::Suggestions;
use crate::http::api::group_cards::GroupMessageView;
use crate::http::api::received_cards::{PRIVATE, alt_text};
use crate::http::error::{AppError, AppResult};
use crate::http::extract::cookies;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use crate::images::file_url;
use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use cardsmith_domain::account::FieldErrors;
use cardsmith_domain::card_messages::Tone;
use cardsmith_domain::group_cards::{COLOURS, MAX_MESSAGE_CHARS};
use cardsmith_storage::ImageKey;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Serialize, ToSchema)]
pub struct InkColour {
    pub name: String,
    /// `#rrggbb`.
    pub hex: String,
}

/// One of the signer's own messages: what they can change.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnMessageView {
    #[serde(flatten)]
    pub message: GroupMessageView,
    pub email: Option<String>,
    /// Hidden from the card by the organiser.
    pub hidden: bool,
}

/// A group card as a signer sees it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SigningView {
    pub title: String,
    pub organiser_name: String,
    pub recipient_name: String,
    pub image_url: String,
    /// Describes the card's front.
    pub alt: String,
    /// `YYYY-MM-DDTHH:MM` in `timeZone`.
    pub deadline: String,
    pub deadline_at: DateTime<Utc>,
    pub time_zone: String,
    /// Whether new messages are taken now.
    pub open: bool,
    /// Why they are not, when they are not.
    pub closed_reason: Option<String>,
    /// Others' messages stay hidden until the card is sent.
    pub hide_messages: bool,
    /// share, invite or edit: the kind of link this is.
    pub link: String,
    /// For a personal invitation: the address it went to.
    pub invited_email: Option<String>,
    /// For a personal invitation: whether its reminders were stopped.
    pub reminders_stopped: bool,
    /// What others wrote, as far as this signer may see it.
    pub messages: Vec<GroupMessageView>,
    /// The signer's own messages, which they can change until it is sent.
    pub own: Vec<OwnMessageView>,
    pub colours: Vec<InkColour>,
    pub max_chars: usize,
}

impl From<SigningPage> for SigningView {
    fn from(page: SigningPage) -> Self {
        let SigningPage {
            card,
            image,
            credential,
            messages,
            own,
            closed,
        } = page;
        let (link, invited_email, reminders_stopped) = match &credential {
            Credential::Share => ("share", None, false),
            Credential::Invite(invite) => (
                "invite",
                Some(invite.email.clone()),
                invite.stopped_at.is_some(),
            ),
            Credential::Edit { .. } => ("edit", None, false),
        };
        SigningView {
            image_url: image
                .file_key
                .parse::<ImageKey>()
                .map(|key| file_url(&key))
                .unwrap_or_default(),
            alt: alt_text(&image),
            title: card.title,
            organiser_name: card.organiser_name,
            recipient_name: card.recipient_name,
            deadline: card.local_deadline,
            deadline_at: card.deadline_at,
            time_zone: card.time_zone,
            open: closed.is_none(),
            closed_reason: closed.map(|reason| reason.to_string()),
            hide_messages: card.hide_messages,
            link: link.to_owned(),
            invited_email,
            reminders_stopped,
            messages: messages.iter().map(GroupMessageView::of).collect(),
            own: own
                .iter()
                .map(|message| OwnMessageView {
                    message: GroupMessageView::of(message),
                    email: message.email.clone(),
                    hidden: message.hidden_at.is_some(),
                })
                .collect(),
            colours: COLOURS
                .iter()
                .map(|(name, [r, g, b])| InkColour {
                    name: (*name).to_owned(),
                    hex: format!("#{r:02x}{g:02x}{b:02x}"),
                })
                .collect(),
            max_chars: MAX_MESSAGE_CHARS,
        }
    }
}

/// What a signer writes.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MessageRequest {
    /// 1 to 500 characters, any script; line breaks are kept.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 500)]
    pub text: String,
    /// 1 to 60 characters.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 60)]
    pub name: String,
    /// classic (default), modern or handwritten.
    pub font: Option<String>,
    /// ink (default), navy, forest, berry, plum or copper.
    pub colour: Option<String>,
    /// Strokes of `[x, y]` points, each from 0 to 1000 on a 3:1 pad: at
    /// most 50 strokes and 5,000 points. Absent or empty for none.
    #[serde(default)]
    pub signature: Vec<Vec<[i64; 2]>>,
    /// Where to send the link that changes the message (and the
    /// recipient's thanks); optional.
    pub email: Option<String>,
    /// A small photo for the message, as a `data:` URL: PNG, JPEG or WebP,
    /// at most 5 MB and 4096 pixels a side. Kept trimmed to at most 3:2 and
    /// 512 pixels a side. On a change, absent keeps the photo the message has.
    pub photo: Option<String>,
    /// On a change: remove the message's photo.
    #[serde(default)]
    pub remove_photo: bool,
}

impl TryFrom<MessageRequest> for MessageForm {
    type Error = AppError;

    fn try_from(body: MessageRequest) -> Result<Self, AppError> {
        let photo = match (body.photo, body.remove_photo) {
            (Some(_), true) => {
                let both = "Choose a new photo or remove the photo, not both";
                return Err(AppError::fields(FieldErrors::from([("photo", both)])));
            }
            (Some(data_url), false) => PhotoInput::Upload(data_url),
            (None, true) => PhotoInput::Remove,
            (None, false) => PhotoInput::Keep,
        };
        Ok(MessageForm {
            text: body.text,
            name: body.name,
            font: body.font,
            colour: body.colour,
            signature: body.signature,
            email: body.email,
            photo,
        })
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignedView {
    pub card: SigningView,
    /// The message's own edit link: it changes or deletes the message
    /// from any browser until the card is sent.
    pub edit_url: String,
}

fn signer<'a>(state: &AppState, headers: &'a HeaderMap, token: &'a str) -> Signer<'a> {
    Signer {
        token,
        visitor: cookies::read(headers, &state.cookies.visitor),
    }
}

fn private(view: impl Serialize, status: StatusCode) -> Response {
    (status, PRIVATE, Json(view)).into_response()
}

/// The card behind a signing link, with the messages this signer may see.
#[utoipa::path(get, path = "/api/sign/{token}", tag = "signing",
    params(("token" = String, Path, description = "The token from the signing link")),
    responses(
        (status = 200, body = SigningView),
        (status = 404, description = "No card has this link, or it was changed or closed"),
        (status = 410, description = "The card was deleted or removed")))]
pub async fn open(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(token): Path<String>,
) -> AppResult<Response> {
    let page = state
        .signing
        .open(&signer(&state, &headers, &token))
        .await?;
    Ok(private(SigningView::from(page), StatusCode::OK))
}

/// Signs the card: adds a message.
#[utoipa::path(post, path = "/api/sign/{token}/messages", tag = "signing",
    params(("token" = String, Path, description = "The token from the signing link")),
    request_body = MessageRequest,
    responses(
        (status = 201, body = SignedView),
        (status = 400, description = "A field is invalid (each is named), the photo included"),
        (status = 404), (status = 410),
        (status = 409, description = "Past the deadline, sent, full, or signed already through this invitation"),
        (status = 413, description = "The body is too large"),
        (status = 429, description = "Too many changes through this link")))]
pub async fn sign(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(token): Path<String>,
    body: Result<ApiJson<MessageRequest>, AppError>,
) -> AppResult<Response> {
    let ApiJson(body) = body?;
    let (page, edit_url) = state
        .signing
        .sign(&signer(&state, &headers, &token), body.try_into()?)
        .await?;
    let view = SignedView {
        card: page.into(),
        edit_url,
    };
    Ok(private(view, StatusCode::CREATED))
}

/// Changes one of the signer's own messages until the card is sent.
#[utoipa::path(put, path = "/api/sign/{token}/messages/{message_id}", tag = "signing",
    params(
        ("token" = String, Path, description = "The token from the signing link"),
        ("message_id" = String, Path, description = "The message's id")),
    request_body = MessageRequest,
    responses(
        (status = 200, body = SigningView),
        (status = 400, description = "A field is invalid (each is named)"),
        (status = 404, description = "No such link, or not this signer's message"),
        (status = 409, description = "Sent already"), (status = 410), (status = 429)))]
pub async fn edit(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path((token, message_id)): Path<(String, String)>,
    body: Result<ApiJson<MessageRequest>, AppError>,
) -> AppResult<Response> {
    let ApiJson(body) = body?;
    let page = state
        .signing
        .edit(
            &signer(&state, &headers, &token),
            &message_id,
            body.try_into()?,
        )
        .await?;
    Ok(private(SigningView::from(page), StatusCode::OK))
}

/// Deletes one of the signer's own messages until the card is sent.
#[utoipa::path(delete, path = "/api/sign/{token}/messages/{message_id}", tag = "signing",
    params(
        ("token" = String, Path, description = "The token from the signing link"),
        ("message_id" = String, Path, description = "The message's id")),
    responses(
        (status = 200, body = SigningView),
        (status = 404, description = "No such link, or not this signer's message"),
        (status = 409, description = "Sent already"), (status = 410), (status = 429)))]
pub async fn delete(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path((token, message_id)): Path<(String, String)>,
) -> AppResult<Response> {
    let page = state
        .signing
        .delete(&signer(&state, &headers, &token), &message_id)
        .await?;
    Ok(private(SigningView::from(page), StatusCode::OK))
}

/// Stops the reminders to the person a personal invitation went to.
#[utoipa::path(post, path = "/api/sign/{token}/stop-reminders", tag = "signing",
    params(("token" = String, Path, description = "The token from a personal invitation")),
    responses(
        (status = 200, body = SigningView),
        (status = 404, description = "Not a personal invitation's link"), (status = 410)))]
pub async fn stop_reminders(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(token): Path<String>,
) -> AppResult<Response> {
    let page = state
        .signing
        .stop_reminders(&signer(&state, &headers, &token))
        .await?;
    Ok(private(SigningView::from(page), StatusCode::OK))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SuggestionsQuery {
    /// warm, funny, formal or short.
    #[serde(default)]
    #[param(required = true, pattern = "^(warm|funny|formal|short)$")]
    tone: String,
}

/// Messages to start from, for the card's recipient and occasion, free of
/// charge: from the chat model when one is configured, else (and whenever
/// it fails) from the bundled library. Limited per card, across all its links.
#[utoipa::path(get, path = "/api/sign/{token}/suggestions", tag = "signing",
    params(
        ("token" = String, Path, description = "The token from the signing link"),
        SuggestionsQuery),
    responses(
        (status = 200, body = Suggestions),
        (status = 400, description = "The tone is not one of the four"),
        (status = 404), (status = 410),
        (status = 409, description = "Sent or called off"),
        (status = 429, description = "Too many suggestions asked for on this card")))]
pub async fn suggestions(
    State(state): State<AppState>,
    Path(token): Path<String>,
    Query(query): Query<SuggestionsQuery>,
) -> AppResult<Response> {
    let tone = Tone::parse(&query.tone)
        .map_err(|message| AppError::fields(FieldErrors::from([("tone", message)])))?;
    let suggestions = state
        .signing
        .suggest(&token, tone, &state.suggestions)
        .await?;
    Ok(private(Suggestions { suggestions }, StatusCode::OK))
}
