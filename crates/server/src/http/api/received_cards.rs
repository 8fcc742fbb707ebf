//! The card page's API, for whoever holds the link from the email: the
//! card, its printable PDF, a thank-you, a report; and the unsubscribe link
//! (also the one-click `List-Unsubscribe` target, which mail providers
//! call with a POST and no CSRF token: the signed link proves it).

use crate::http::api::cards::pdf_download;
use crate::http::api::group_cards::GroupMessageView;
use crate::http::api::images::CardView;
use crate::http::error::{AppError, AppResult};
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use crate::images::{file_url, naming_facts, print};
use crate::sending::inside_pages;
use crate::sending::received_cards::{self, ReceivedCard};
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use cardsmith_domain::cards::art_description;
use cardsmith_print::Paper;
use cardsmith_storage::ImageKey;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// Kept out of search engines, caches and other sites' referrers: a card's
/// page and a signing page alike, whose links are their only key.
pub const PRIVATE: [(header::HeaderName, &str); 2] = [
    (header::CACHE_CONTROL, "private, no-store"),
    (
        header::HeaderName::from_static("x-robots-tag"),
        "noindex, nofollow",
    ),
];

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReceivedCardView {
    pub sender_name: String,
    pub recipient_name: String,
    /// The sender's words for the inside; may be empty.
    pub message: String,
    /// classic, modern or handwritten.
    pub font: String,
    pub image_url: String,
    /// Describes the art, from the card's description and category.
    pub alt: String,
    /// A name for the downloaded file, without extension: `birthday-card-for-mina`.
    pub file_name: String,
    /// The card's structure, for a card made by the wizard.
    pub card: Option<CardView>,
    pub sent_at: Option<DateTime<Utc>>,
    /// The recipient's thank-you, once said.
    pub thanks: Option<String>,
    pub thanked_at: Option<DateTime<Utc>>,
    /// A group card: the messages its signers wrote, in the order signed.
    pub group: Option<ReceivedGroupView>,
}

/// The inside of a group card.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReceivedGroupView {
    pub title: String,
    pub messages: Vec<GroupMessageView>,
    /// The inside pages as drawn for print, one PNG address each, in order.
    pub inside_pages: Vec<String>,
}

impl From<ReceivedCard> for ReceivedCardView {
    fn from(card: ReceivedCard) -> Self {
        let image_url = card
            .image
            .file_key
            .parse::<ImageKey>()
            .map(|key| file_url(&key))
            .unwrap_or_default();
        ReceivedCardView {
            alt: alt_text(&card.image),
            file_name: naming_facts(&card.image).file_stem(),
            card: CardView::of(&card.image),
            image_url,
            sender_name: card.send.sender_name,
            recipient_name: card.recipient.recipient_name,
            message: card.send.message,
            font: card.send.font.unwrap_or_else(|| "classic".into()),
            sent_at: card.recipient.sent_at,
            thanks: card.recipient.thanks,
            thanked_at: card.recipient.thanked_at,
            group: card.group.map(|group| ReceivedGroupView {
                title: group.card.title,
                messages: group.messages.iter().map(GroupMessageView::of).collect(),
                inside_pages: Vec::new(),
            }),
        }
    }
}

/// What the picture shows (the card's prompt without the instructions to
/// the image model) and, for a card with words, the words.
pub fn alt_text(image: &crate::store::images::Image) -> String {
    let description = art_description(&image.prompt);
    match image
        .card_text
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        Some(words) => format!("{description} The card reads “{words}”."),
        None => description,
    }
}

/// The card behind a link; the first call marks it opened for the sender.
#[utoipa::path(get, path = "/api/c/{token}", tag = "received-cards",
    params(("token" = String, Path, description = "The token from the card's link")),
    responses(
        (status = 200, body = ReceivedCardView),
        (status = 404, description = "No card has this link"),
        (status = 410, description = "The sender deleted the card, or it was reported")))]
pub async fn open(State(state): State<AppState>, Path(token): Path<String>) -> AppResult<Response> {
    let card = state.received_cards.open(&token).await?;
    Ok((PRIVATE, Json(view_of(card, &token).await?)).into_response())
}

/// The card as its page shows it, a group card's inside pages listed.
async fn view_of(card: ReceivedCard, token: &str) -> AppResult<ReceivedCardView> {
    let pages = match &card.group {
        Some(group) => inside_pages::page_count(&group.card.id, group.messages.clone()).await?,
        None => 0,
    };
    let mut view = ReceivedCardView::from(card);
    if let Some(group) = &mut view.group {
        group.inside_pages = (0..pages)
            .map(|page| format!("/api/c/{token}/inside/{page}"))
            .collect();
    }
    Ok(view)
}

/// One inside page of a group card, its messages drawn as they print.
#[utoipa::path(get, path = "/api/c/{token}/inside/{page}", tag = "received-cards",
    params(
        ("token" = String, Path, description = "The token from the card's link"),
        ("page" = u32, Path, description = "The page, from 0")),
    responses(
        (status = 200, description = "The page", content_type = "image/png"),
        (status = 404, description = "No card has this link, it is not a group card, or no such page"),
        (status = 410)))]
pub async fn inside_page(
    State(state): State<AppState>,
    Path((token, page)): Path<(String, String)>,
) -> AppResult<Response> {
    let page: usize = page.parse().map_err(|_| AppError::not_found())?;
    let png = state.received_cards.inside_page(&token, page).await?;
    Ok((PRIVATE, [(header::CONTENT_TYPE, "image/png")], png).into_response())
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReceivedPrintQuery {
    /// letter (default) or a4.
    #[param(pattern = r"^(letter|a4)$")]
    paper: Option<String>,
}

/// The card as a printable folded PDF, with the sender's message inside.
#[utoipa::path(get, path = "/api/c/{token}/card.pdf", tag = "received-cards",
    params(("token" = String, Path, description = "The token from the card's link"), ReceivedPrintQuery),
    responses(
        (status = 200, description = "The PDF", content_type = "application/pdf"),
        (status = 400, description = "Invalid paper"),
        (status = 404), (status = 410)))]
pub async fn print(
    State(state): State<AppState>,
    Path(token): Path<String>,
    query: Result<Query<ReceivedPrintQuery>, QueryRejection>,
) -> AppResult<Response> {
    let Query(query) =
        query.map_err(|_| AppError::validation("Invalid request: unreadable query string"))?;
    let paper = Paper::parse(query.paper.as_deref().unwrap_or("letter"))
        .ok_or_else(|| AppError::validation(print::PAPER_INVALID))?;
    let printed = state.received_cards.print(&token, paper).await?;
    Ok((PRIVATE, pdf_download(printed)).into_response())
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ThanksRequest {
    /// 1 to 500 characters.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 500)]
    pub message: String,
}

/// The recipient's one thank-you, emailed to the sender.
#[utoipa::path(post, path = "/api/c/{token}/thanks", tag = "received-cards",
    params(("token" = String, Path, description = "The token from the card's link")),
    request_body = ThanksRequest,
    responses(
        (status = 201, body = ReceivedCardView),
        (status = 400, description = "Empty or longer than 500 characters"),
        (status = 404), (status = 410),
        (status = 409, description = "Already thanked"),
        (status = 415, description = "Not JSON")))]
pub async fn thank(
    State(state): State<AppState>,
    Path(token): Path<String>,
    body: Result<ApiJson<ThanksRequest>, AppError>,
) -> AppResult<Response> {
    let ApiJson(body) = body?;
    let card = state.received_cards.thank(&token, &body.message).await?;
    Ok((
        StatusCode::CREATED,
        PRIVATE,
        Json(view_of(card, &token).await?),
    )
        .into_response())
}

#[derive(Serialize, ToSchema)]
pub struct Done {
    pub success: bool,
}

/// Reports a card as abuse: it is disabled for every recipient.
#[utoipa::path(post, path = "/api/c/{token}/report", tag = "received-cards",
    params(("token" = String, Path, description = "The token from the card's link")),
    responses((status = 200, body = Done), (status = 404), (status = 410)))]
pub async fn report(
    State(state): State<AppState>,
    Path(token): Path<String>,
) -> AppResult<Json<Done>> {
    state.received_cards.report(&token).await?;
    Ok(Json(Done { success: true }))
}

/// Reports one signer's message on a group card: it is hidden from the card
/// at once, and our team reviews it.
#[utoipa::path(post, path = "/api/c/{token}/messages/{id}/report", tag = "received-cards",
    params(
        ("token" = String, Path, description = "The token from the card's link"),
        ("id" = String, Path, description = "The message, as the card lists it")),
    responses(
        (status = 200, body = Done),
        (status = 404, description = "No card has this link, or it has no such message"),
        (status = 410)))]
pub async fn report_message(
    State(state): State<AppState>,
    Path((token, id)): Path<(String, String)>,
) -> AppResult<Json<Done>> {
    state.received_cards.report_message(&token, &id).await?;
    Ok(Json(Done { success: true }))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UnsubscribeQuery {
    /// The address, as in the link.
    #[serde(default)]
    #[param(required = true)]
    email: String,
    /// The link's signature.
    #[serde(default)]
    #[param(required = true)]
    token: String,
}

/// Never send a card to this address again. The link from a card's email;
/// mail providers call it with a POST (RFC 8058 one-click).
#[utoipa::path(post, path = "/api/unsubscribe", tag = "received-cards", params(UnsubscribeQuery),
    responses(
        (status = 200, body = Done),
        (status = 400, description = "The link is not valid")))]
pub async fn unsubscribe(
    State(state): State<AppState>,
    query: Result<Query<UnsubscribeQuery>, QueryRejection>,
) -> AppResult<Json<Done>> {
    let Query(query) =
        query.map_err(|_| AppError::validation(received_cards::UNSUBSCRIBE_INVALID))?;
    state
        .received_cards
        .unsubscribe(&query.email, &query.token)
        .await?;
    Ok(Json(Done { success: true }))
}
