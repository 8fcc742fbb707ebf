//! Stripe's webhook. Outside the CSRF check (Stripe cannot carry a token):
//! the signature over the raw body is what proves the sender.
//!
//! A verified event is recorded first and then handled. Stripe gets its
//! answer as soon as the work is done or after a short wait, whichever comes
//! first: slow work (a call to Stripe itself) goes on without holding
//! Stripe's request open, and an event whose work failed is retried by a
//! background sweep.

use crate::http::error::{AppError, AppResult};
use crate::http::state::AppState;
use crate::payments::events;
use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use cardsmith_stripe::webhook::{parse_event, verify_signature};
use serde::Serialize;
use std::time::Duration;
use utoipa::ToSchema;

/// How far a signature's timestamp may be from now: older deliveries are replays.
const SIGNATURE_TOLERANCE_SECS: i64 = 300;
/// How long Stripe's request waits for the work before it is answered anyway.
const ANSWER_WITHIN: Duration = Duration::from_secs(2);

#[derive(Serialize, ToSchema)]
pub struct WebhookReceipt {
    received: bool,
}

/// Receives a signed Stripe event: fulfils completed checkouts, records
/// failed ones, takes back credits of refunded or disputed payments, and
/// acknowledges everything else.
#[utoipa::path(post, path = "/api/webhooks/stripe", tag = "checkout",
    request_body(content = String, content_type = "application/json",
        description = "A Stripe event, signed in the Stripe-Signature header"),
    responses((status = 200, body = WebhookReceipt,
            description = "Recorded; handled now or shortly, and retried until it succeeds"),
        (status = 400, description = "Missing or invalid signature, or not a usable event"),
        (status = 404, description = "Stripe payments are not enabled")))]
#[tracing::instrument(skip_all)]
pub async fn stripe(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> AppResult<Json<WebhookReceipt>> {
    let secret = state
        .payments
        .webhook_secret()
        .ok_or_else(|| AppError::NotFound("Stripe payments are not enabled".into()))?;
    let signature = headers
        .get("stripe-signature")
        .and_then(|v| v.to_str().ok())
        .ok_or_else(|| AppError::validation("Missing Stripe-Signature header"))?;
    let now = chrono::Utc::now().timestamp();
    if let Err(err) = verify_signature(
        &body,
        signature,
        secret.expose(),
        now,
        SIGNATURE_TOLERANCE_SECS,
    ) {
        tracing::warn!(error = %err, "refused a webhook delivery");
        return Err(AppError::validation(format!(
            "Invalid Stripe signature: {err}"
        )));
    }
    let event = parse_event(&body)
        .map_err(|_| AppError::validation("The webhook body is not a Stripe event"))?;
    events::action(&event).map_err(|err| AppError::validation(err.to_string()))?;
    // Verified JSON is UTF-8.
    let payload = String::from_utf8_lossy(&body);
    if !state.payments.receive_event(&event, &payload).await? {
        tracing::info!(event_id = %event.id, "duplicate webhook delivery");
        return Ok(Json(WebhookReceipt { received: true }));
    }
    let work = tokio::spawn(async move {
        state.payments.process_event(&event).await;
    });
    // Past the wait the task goes on by itself.
    let _ = tokio::time::timeout(ANSWER_WITHIN, work).await;
    Ok(Json(WebhookReceipt { received: true }))
}
