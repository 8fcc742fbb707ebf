//! Greeting cards from the wizard: `POST /api/cards/generate` runs the same
//! generation flow as images, from structured fields; `GET
//! /api/cards/suggestions` offers messages for the card's words.

use super::image_generate::{self, GeneratedImage, Order};
use crate::auth::throttles;
use crate::error::{AppError, AppResult};
use crate::http::extract::MaybeUser;
use crate::http::extract::client_addr::ClientAddr;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use crate::providers::text::MessageRequest;
use axum::Json;
use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use cardsmith_domain::account::FieldErrors;
use cardsmith_domain::card_messages::{MAX_NAME_CHARS, Tone};
use cardsmith_domain::cards::{CardSpec, Category, DESCRIPTION_TOO_LONG, MAX_DESCRIPTION_CHARS};
use cardsmith_domain::generation::{GenerationOptions, RawGenerationOptions};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

pub const LOGIN_REQUIRED: &str = "Please login to generate cards";
pub const NAME_TOO_LONG: &str = "The name must be at most 40 characters";

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GenerateCardRequest {
    /// birthday, anniversary, wedding, graduation, thank_you, get_well, new_baby or sympathy.
    #[serde(default)]
    pub category: String,
    /// watercolor, cartoon, photorealistic, abstract, minimalist or vintage.
    #[serde(default)]
    pub style: String,
    /// Up to 500 characters about the picture.
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub include_text: bool,
    /// The exact words on the card, up to 200 characters.
    #[serde(default)]
    pub card_text: String,
    /// low, medium (default), high or auto.
    pub quality: Option<String>,
    /// 1024x1024 (default), 1024x1536, 1536x1024 or auto.
    pub size: Option<String>,
    /// A photo for the card, as a `data:` URL (as for images).
    pub uploaded_image: Option<String>,
    /// False leaves the photo out even when one is sent.
    pub include_uploaded_image: Option<bool>,
}

/// Makes a greeting card and charges for it as for an image of that quality
/// and size. The card's words are quoted in the prompt and, by the built-in
/// renderer, lettered exactly.
#[utoipa::path(post, path = "/api/cards/generate", tag = "cards",
    request_body = GenerateCardRequest,
    params(("Idempotency-Key" = Option<String>, Header,
        description = "Retrying with the same key returns the first answer without charging again")),
    responses(
        (status = 201, body = GeneratedImage),
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
    body: Result<ApiJson<GenerateCardRequest>, AppError>,
) -> AppResult<Response> {
    let user = user.ok_or_else(|| AppError::Unauthorized(LOGIN_REQUIRED.into()))?;
    let idempotency_key = image_generate::idempotency_key(&headers)?;
    let ApiJson(body) = body?;
    let card = CardSpec::parse(
        &body.category,
        &body.style,
        &body.description,
        body.include_text,
        &body.card_text,
    )
    .map_err(AppError::fields)?;
    let prompt = card.prompt();
    let options = GenerationOptions::parse(RawGenerationOptions {
        prompt: &prompt,
        size: body.size.as_deref(),
        quality: body.quality.as_deref(),
        format: None,
        style: None,
        compression: None,
        background: None,
    })
    .map_err(AppError::validation)?;
    let photo = body
        .uploaded_image
        .filter(|_| body.include_uploaded_image != Some(false));
    let order = Order {
        user_id: user.user.id,
        options,
        photo,
        idempotency_key,
        card: Some(card),
    };
    image_generate::run(&state, order).await
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SuggestionsQuery {
    /// One of the card categories.
    #[serde(default)]
    category: String,
    /// warm, funny, formal or short.
    #[serde(default)]
    tone: String,
    /// The recipient, put into the messages when given.
    name: Option<String>,
    /// What the card's picture shows, for messages that match it (up to 500 characters).
    description: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Suggestions {
    suggestions: Vec<String>,
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
        Some(current) => format!("suggestions:{}", current.user.id),
        None => format!("suggestions:{addr}"),
    };
    throttles::take(
        &state.db,
        &asker,
        throttles::CARD_SUGGESTIONS,
        "Too many suggestions asked for",
    )
    .await?;
    let request = MessageRequest {
        category,
        tone,
        name: name.filter(|name| !name.is_empty()),
        description,
    };
    Ok(Json(Suggestions {
        suggestions: state.messages.suggest(&request).await,
    }))
}
