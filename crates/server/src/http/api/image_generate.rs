//! `POST /api/images/generate`: reads the request, then hands it to the
//! images service (`images::Generator::generate`), which checks, charges,
//! makes, stores and records it.

use crate::http::api::images::ImageView;
use crate::http::error::{AppError, AppResult};
use crate::http::extract::json::ApiJson;
use crate::http::extract::{IdempotencyKey, IdempotencyKeyParam, MaybeUser};
use crate::http::generation_stream::{Watchable, wants_previews, watched};
use crate::http::schema::generation::GenerateImageRequest;
use crate::http::state::AppState;
use crate::images::{Generated, Order};
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use cardsmith_domain::Credits;
use serde::Serialize;
use utoipa::ToSchema;

pub const LOGIN_REQUIRED: &str = "Please login to generate images";

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GeneratedImage {
    #[serde(flatten)]
    pub image: ImageView,
    /// The balance after the charge.
    #[schema(value_type = f64)]
    pub credits: Credits,
}

/// Makes one image and charges for it (spec §5, §7).
#[utoipa::path(post, path = "/api/images/generate", tag = "images",
    request_body = GenerateImageRequest,
    params(IdempotencyKeyParam),
    responses(
        (status = 201, body = GeneratedImage),
        (status = 200, content_type = "text/event-stream",
            description = "With `Accept: text/event-stream`, once the first preview is ready: Server-Sent Events `preview` (`{\"index\", \"image\"}`, a `data:` URL of the picture so far), then `done` (the 201 answer's JSON) or `error` (the error's JSON with its `status`). An answer ready before any preview is the ordinary one."),
        (status = 400, description = "Invalid options or photo"),
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
    body: Result<ApiJson<GenerateImageRequest>, AppError>,
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
    run(&state, &headers, order).await
}

/// Runs a generation or a revision through the images service and answers
/// as `/api` does: 201 with the image and the new balance, or, for a client
/// that asked to watch, the previews and then that answer as events
/// (`generation_stream`).
pub async fn run(
    state: &AppState,
    headers: &HeaderMap,
    job: impl Into<Watchable>,
) -> AppResult<Response> {
    let generator = state.generator.clone();
    if wants_previews(headers) {
        let answer = |made: Result<Generated, AppError>| match made.and_then(created) {
            Ok(response) => response,
            Err(err) => err.into_response(),
        };
        return Ok(watched(generator, job, answer).await);
    }
    created(job.into().make(generator, None).await?)
}

/// The 201 answer for a made image.
fn created(generated: Generated) -> AppResult<Response> {
    let mut response = (
        StatusCode::CREATED,
        Json(GeneratedImage {
            image: ImageView::from(generated.image),
            credits: generated.credits,
        }),
    )
        .into_response();
    if generated.replayed {
        let replayed = HeaderValue::from_static("true");
        response
            .headers_mut()
            .insert("idempotent-replayed", replayed);
    }
    Ok(response)
}
