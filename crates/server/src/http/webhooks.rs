//! Stripe's webhook. Outside the CSRF check (Stripe cannot carry a token):
//! the signature over the raw body is what proves the sender.

use crate::error::{AppError, AppResult};
use crate::http::checkout::fulfil_failure;
use crate::payments::{fulfil, stripe};
use crate::state::AppState;
use crate::store::webhook_events;
use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use cardsmith_stripe::webhook::{
    CHECKOUT_SESSION_ASYNC_PAYMENT_SUCCEEDED, CHECKOUT_SESSION_COMPLETED, Event, parse_event,
    verify_signature,
};
use serde::Serialize;
use utoipa::ToSchema;

/// How far a signature's timestamp may be from now: older deliveries are replays.
const SIGNATURE_TOLERANCE_SECS: i64 = 300;
const CHECKOUT_SESSION_ASYNC_PAYMENT_FAILED: &str = "checkout.session.async_payment_failed";

#[derive(Serialize, ToSchema)]
pub struct WebhookReceipt {
    received: bool,
}

/// Receives a signed Stripe event: fulfils completed checkouts, records
/// failed ones, and acknowledges everything else.
#[utoipa::path(post, path = "/api/webhooks/stripe", tag = "checkout",
    request_body(content = String, content_type = "application/json",
        description = "A Stripe event, signed in the Stripe-Signature header"),
    responses((status = 200, body = WebhookReceipt),
        (status = 400, description = "Missing or invalid signature, or not an event"),
        (status = 404, description = "Stripe payments are not enabled, or Stripe knows no such session; Stripe retries"),
        (status = 502, description = "Stripe could not be asked to confirm the payment; Stripe retries")))]
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
    if webhook_events::is_handled(&state.db, &event.id).await? {
        tracing::info!(event_id = %event.id, "duplicate webhook delivery");
        return Ok(Json(WebhookReceipt { received: true }));
    }
    handle(&state, &event).await?;
    // Recorded only once handled: a delivery that failed half-way is redone
    // when Stripe retries it.
    webhook_events::record(&state.db, &event.id, &event.event_type).await?;
    Ok(Json(WebhookReceipt { received: true }))
}

async fn handle(state: &AppState, event: &Event) -> AppResult<()> {
    match event.event_type.as_str() {
        CHECKOUT_SESSION_COMPLETED | CHECKOUT_SESSION_ASYNC_PAYMENT_SUCCEEDED => {
            let session = checkout_session(event)?;
            let outcome = fulfil::fulfil(&state.db, &state.payments, &session.id)
                .await
                .map_err(fulfil_failure)?;
            tracing::info!(event_id = %event.id, session_id = %session.id,
                status = ?outcome.status, credited = outcome.credited, "webhook handled");
        }
        CHECKOUT_SESSION_ASYNC_PAYMENT_FAILED => {
            let session = stripe::from_stripe(checkout_session(event)?);
            fulfil::record_failed(&state.db, &state.payments, &session).await?;
        }
        other => tracing::debug!(event_id = %event.id, event_type = other, "webhook event ignored"),
    }
    Ok(())
}

fn checkout_session(event: &Event) -> AppResult<cardsmith_stripe::CheckoutSession> {
    match event.checkout_session() {
        Some(Ok(session)) => Ok(session),
        _ => Err(AppError::validation(format!(
            "A {} event must carry a checkout session",
            event.event_type
        ))),
    }
}
