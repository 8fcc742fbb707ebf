//! Greeting cards from the wizard: `POST /api/cards/generate` runs the same
//! generation flow as images, from structured fields; `GET
//! /api/cards/suggestions` offers messages for the card's words.

use super::image_generate::{self, GeneratedImage};
use super::images::ImageView;
use crate::http::error::{AppError, AppResult};
use crate::http::extract::client_addr::ClientAddr;
use crate::http::extract::json::ApiJson;
use crate::http::extract::{CurrentUser, IdempotencyKey, IdempotencyKeyParam, MaybeUser};
use crate::http::schema::cards::EditTextRequest;
use crate::http::schema::generation::GenerateCardRequest;
use crate::http::state::AppState;
use crate::images::suggestions::Asker;
use crate::images::{Order, print};
use crate::providers::text::MessageRequest;
use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use cardsmith_domain::account::FieldErrors;
use cardsmith_domain::card_messages::{MAX_NAME_CHARS, Tone};
use cardsmith_domain::cards::{Category, DESCRIPTION_TOO_LONG, MAX_DESCRIPTION_CHARS};
use cardsmith_print::Paper;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

pub const LOGIN_REQUIRED: &str = "Please login to generate cards";
pub const NAME_TOO_LONG: &str = "The name must be at most 40 characters";

/// Makes a greeting card and charges for it as for an image of that quality
/// and size. The card's words are quoted in the prompt and, by the built-in
/// renderer, lettered exactly.
#[utoipa::path(post, path = "/api/cards/generate", tag = "cards",
    request_body = GenerateCardRequest,
    params(IdempotencyKeyParam),
    responses(
        (status = 201, body = GeneratedImage),
        (status = 200, content_type = "text/event-stream",
            description = "With `Accept: text/event-stream`, once the first preview is ready: Server-Sent Events `preview` (`{\"index\", \"image\"}`, a `data:` URL of the picture so far), then `done` (the 201 answer's JSON) or `error` (the error's JSON with its `status`). An answer ready before any preview is the ordinary one."),
        (status = 400, description = "Invalid fields or photo"),
        (status = 401, description = "Signed out"),
        (status = 402, description = "Not enough credits"),
        (status = 409, description = "The same Idempotency-Key is still being processed"),
        (status = 413, description = "The photo is over 5 MB"),
        (status = 422, description = "Refused by the content policy (refunded)"),
        (status = 502, description = "The image service failed (refunded)")))]
pub async fn generate(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    headers: HeaderMap,
    idempotency_key: Result<IdempotencyKey, AppError>,
    body: Result<ApiJson<GenerateCardRequest>, AppError>,
) -> AppResult<Response> {
    let user = user.ok_or_else(|| AppError::Unauthorized(LOGIN_REQUIRED.into()))?;
    let IdempotencyKey(idempotency_key) = idempotency_key?;
    let ApiJson(body) = body?;
    let order = Order {
        user_id: user.user.id,
        idempotency_key,
        artwork: body.try_into()?,
        previews: None,
    };
    image_generate::run(&state, &headers, order).await
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SuggestionsQuery {
    /// One of the card categories.
    #[serde(default)]
    #[param(
        required = true,
        pattern = "^(birthday|anniversary|wedding|graduation|thank_you|get_well|new_baby|sympathy)$"
    )]
    category: String,
    /// warm, funny, formal or short.
    #[serde(default)]
    #[param(required = true, pattern = "^(warm|funny|formal|short)$")]
    tone: String,
    /// The recipient, put into the messages when given (up to 40 characters).
    #[param(max_length = 40)]
    name: Option<String>,
    /// What the card's picture shows, for messages that match it (up to 500 characters).
    #[param(max_length = 500)]
    description: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Suggestions {
    pub suggestions: Vec<String>,
}

/// Messages for the card's words, free of charge and limited per account
/// (per address for visitors): from the chat model when one is configured,
/// else (and whenever it fails) from the bundled library.
#[utoipa::path(get, path = "/api/cards/suggestions", tag = "cards", params(SuggestionsQuery),
    responses((status = 200, body = Suggestions), (status = 400), (status = 429)))]
pub async fn suggestions(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    ClientAddr(addr): ClientAddr,
    Query(query): Query<SuggestionsQuery>,
) -> AppResult<Json<Suggestions>> {
    let mut errors = FieldErrors::new();
    let category = Category::parse(&query.category).map_err(|m| errors.insert("category", m));
    let tone = Tone::parse(&query.tone).map_err(|m| errors.insert("tone", m));
    let name = query.name.as_deref().map(str::trim);
    if name.is_some_and(|name| name.chars().count() > MAX_NAME_CHARS) {
        errors.insert("name", NAME_TOO_LONG);
    }
    let description = query.description.as_deref().unwrap_or_default();
    if description.chars().count() > MAX_DESCRIPTION_CHARS {
        errors.insert("description", DESCRIPTION_TOO_LONG);
    }
    let (Ok(category), Ok(tone), true) = (category, tone, errors.is_empty()) else {
        return Err(AppError::fields(errors));
    };
    let asker = match &user {
        Some(current) => Asker::Account(&current.user.id),
        None => Asker::Visitor(addr),
    };
    let request = MessageRequest {
        category,
        tone,
        name: name.filter(|name| !name.is_empty()),
        description,
    };
    Ok(Json(Suggestions {
        suggestions: state.suggestions.suggest(asker, &request).await?,
    }))
}

/// Sets a card's words again on its kept art: free, and the image model is
/// not called. The file (and every later download) carries the new words.
#[utoipa::path(patch, path = "/api/images/{id}/text", tag = "cards",
    params(("id" = String, Path, description = "The card's image id")),
    request_body = EditTextRequest,
    responses(
        (status = 200, body = ImageView),
        (status = 400, description = "Invalid fields, or the image is not a card"),
        (status = 401, description = "Signed out"),
        (status = 404, description = "No such card of this user"),
        (status = 409, description = "The card kept changing meanwhile")))]
pub async fn edit_text(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
    body: Result<ApiJson<EditTextRequest>, AppError>,
) -> AppResult<Json<ImageView>> {
    let ApiJson(body) = body?;
    let image = state
        .gallery
        .edit_words(&current.user.id, &id, |current| body.words(current))
        .await?;
    Ok(Json(ImageView::from(image)))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PrintQuery {
    /// letter (default) or a4: the sheet the folded card is printed on.
    paper: Option<String>,
    /// Words for the inside, up to 1000 characters; absent uses the card's own words.
    message: Option<String>,
}

/// A print-ready folded card, 5x7 in when folded, on a US Letter or A4
/// sheet with crop and fold marks: the front on page one, the inside on
/// page two (print both sides).
#[utoipa::path(get, path = "/api/images/{id}/card.pdf", tag = "cards",
    params(("id" = String, Path, description = "The image id"), PrintQuery),
    responses(
        (status = 200, description = "The PDF", content_type = "application/pdf"),
        (status = 400, description = "Invalid paper or message"),
        (status = 401, description = "Signed out"),
        (status = 404, description = "No such image of this user")))]
pub async fn print(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
    Query(query): Query<PrintQuery>,
) -> AppResult<Response> {
    let mut errors = FieldErrors::new();
    let paper = Paper::parse(query.paper.as_deref().unwrap_or("letter"))
        .ok_or_else(|| errors.insert("paper", print::PAPER_INVALID));
    if query
        .message
        .as_deref()
        .is_some_and(|m| m.chars().count() > print::MAX_MESSAGE_CHARS)
    {
        errors.insert("message", print::MESSAGE_TOO_LONG);
    }
    let (Ok(paper), true) = (paper, errors.is_empty()) else {
        return Err(AppError::fields(errors));
    };
    let printed = state
        .gallery
        .print(
            &current.user.id,
            &id,
            paper,
            print::Inside {
                message: query.message,
                ..print::Inside::default()
            },
        )
        .await?;
    Ok(pdf_download(printed))
}

/// A folded card's PDF as a download named after the card.
pub fn pdf_download(printed: print::PrintedCard) -> Response {
    // The stem is ASCII letters, digits and hyphens: safe inside the quotes.
    let name = format!("{}.pdf", printed.file_stem);
    (
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
        ],
        printed.pdf,
    )
        .into_response()
}
