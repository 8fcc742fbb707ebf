//! What a payment provider's events do, once their signature is verified and
//! they are recorded: paid checkouts are fulfilled, failed ones recorded, and
//! refunds and disputes take back what the returned money paid for. Each
//! handling is idempotent, so an event handled twice changes nothing more.

use super::Payments;
use super::fulfil::{self, FulfilError};
use crate::store::ledger::{self, LedgerError, MoneyReturned, TakeBackOutcome};
use crate::store::{payments as records, webhook_events};
use cardsmith_stripe::webhook::{
    CHECKOUT_SESSION_ASYNC_PAYMENT_SUCCEEDED, CHECKOUT_SESSION_COMPLETED, Event, parse_event,
};
use chrono::Utc;
use sea_orm::{DatabaseConnection, DbErr};
use serde::Deserialize;

pub const CHECKOUT_SESSION_ASYNC_PAYMENT_FAILED: &str = "checkout.session.async_payment_failed";
pub const CHARGE_REFUNDED: &str = "charge.refunded";
pub const CHARGE_DISPUTE_CREATED: &str = "charge.dispute.created";

/// A waiting event is tried again once it is this old, and then every sweep.
const RETRY_AFTER: chrono::Duration = chrono::Duration::seconds(60);
/// Past this, an event that still fails is given up (and logged as an error).
const GIVE_UP_AFTER: chrono::Duration = chrono::Duration::days(3);

#[derive(Debug, thiserror::Error)]
pub enum EventError {
    /// The event cannot be handled however often it is tried.
    #[error("{0}")]
    Unusable(String),
    #[error(transparent)]
    Fulfil(#[from] FulfilError),
    #[error(transparent)]
    Ledger(#[from] LedgerError),
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// Handles a recorded event and marks it handled. A failure leaves it
/// waiting for the next sweep, except one no retry can mend.
pub async fn process(payments: &Payments, event: &Event) {
    let db = &payments.db;
    match handle(payments, event).await {
        Ok(()) => {}
        Err(EventError::Unusable(problem)) => {
            tracing::error!(event_id = %event.id, problem, "webhook event cannot be handled");
        }
        Err(err) => {
            tracing::warn!(event_id = %event.id, error = %err, "webhook event failed; it will be retried");
            return;
        }
    }
    if let Err(err) = webhook_events::mark_handled(db, &event.id).await {
        tracing::error!(event_id = %event.id, error = ?err, "marking a webhook event handled failed");
    }
}

/// Retries events left waiting: by a failure, or by an instance that stopped
/// between recording and handling them.
pub async fn process_waiting(payments: &Payments) {
    let db = &payments.db;
    let waiting = match webhook_events::waiting(db, Utc::now() - RETRY_AFTER, 100).await {
        Ok(waiting) => waiting,
        Err(err) => return tracing::error!(error = ?err, "reading waiting webhook events failed"),
    };
    for row in waiting {
        let event = row
            .payload
            .as_deref()
            .map(|body| parse_event(body.as_bytes()));
        match event {
            Some(Ok(event)) if row.received_at > Utc::now() - GIVE_UP_AFTER => {
                process(payments, &event).await;
            }
            _ => {
                tracing::error!(event_id = %row.event_id, "giving up on a webhook event");
                if let Err(err) = webhook_events::mark_handled(db, &row.event_id).await {
                    tracing::error!(error = ?err, "marking a webhook event handled failed");
                }
            }
        }
    }
}

/// What an event asks of us, read from its object before it is recorded, so
/// a malformed event is refused while the provider is still listening.
#[derive(Debug, Clone)]
pub enum Action {
    Fulfil {
        session_id: String,
    },
    RecordFailed(super::provider::ProviderSession),
    TakeBack {
        payment_intent: String,
        returned_cents: i64,
        paid_cents: i64,
        reason: &'static str,
    },
    Ignore,
}

pub fn action(event: &Event) -> Result<Action, EventError> {
    Ok(match event.event_type.as_str() {
        CHECKOUT_SESSION_COMPLETED | CHECKOUT_SESSION_ASYNC_PAYMENT_SUCCEEDED => Action::Fulfil {
            session_id: checkout_session(event)?.id,
        },
        CHECKOUT_SESSION_ASYNC_PAYMENT_FAILED => {
            Action::RecordFailed(super::stripe::from_stripe(checkout_session(event)?))
        }
        CHARGE_REFUNDED => {
            let charge: Charge = object(event)?;
            Action::TakeBack {
                payment_intent: charge.payment_intent,
                returned_cents: charge.amount_refunded,
                paid_cents: charge.amount,
                reason: "Payment refunded",
            }
        }
        CHARGE_DISPUTE_CREATED => {
            let dispute: Dispute = object(event)?;
            // A chargeback holds the money back: the whole purchase is owed.
            Action::TakeBack {
                payment_intent: dispute.payment_intent,
                returned_cents: dispute.amount,
                paid_cents: dispute.amount,
                reason: "Payment disputed",
            }
        }
        _ => Action::Ignore,
    })
}

pub async fn handle(payments: &Payments, event: &Event) -> Result<(), EventError> {
    let db = &payments.db;
    match action(event)? {
        Action::Fulfil { session_id } => {
            let outcome = match fulfil::fulfil(payments, &session_id).await {
                Err(FulfilError::UnknownSession(id)) => {
                    return Err(EventError::Unusable(format!("no checkout session {id}")));
                }
                other => other?,
            };
            tracing::info!(event_id = %event.id, session_id,
                status = ?outcome.status, credited = outcome.credited, "webhook handled");
        }
        Action::RecordFailed(session) => fulfil::record_failed(payments, &session).await?,
        Action::TakeBack {
            payment_intent,
            returned_cents,
            paid_cents,
            reason,
        } => take_back(db, &payment_intent, returned_cents, paid_cents, reason).await?,
        Action::Ignore => {
            tracing::debug!(event_id = %event.id, event_type = %event.event_type, "webhook event ignored");
        }
    }
    Ok(())
}

async fn take_back(
    db: &DatabaseConnection,
    payment_intent: &str,
    returned_cents: i64,
    paid_cents: i64,
    reason: &str,
) -> Result<(), EventError> {
    let Some(payment) = records::find_by_payment_intent(db, payment_intent).await? else {
        // Not a payment for credits (or one we never credited): nothing to take.
        tracing::warn!(
            payment_intent,
            reason,
            "money returned for a payment we do not know"
        );
        return Ok(());
    };
    let returned = MoneyReturned {
        payment_ref: &payment.session_id,
        returned_cents,
        paid_cents,
        reason,
    };
    match ledger::take_back(db, returned).await? {
        TakeBackOutcome::TakenBack { taken, shortfall } => tracing::warn!(
            session_id = %payment.session_id, user_id = %payment.user_id,
            %taken, %shortfall, reason, "credits taken back"),
        TakeBackOutcome::NothingNew => {}
        TakeBackOutcome::UnknownPayment => {
            tracing::warn!(session_id = %payment.session_id, reason, "no credits were granted for this payment");
        }
    }
    Ok(())
}

/// The fields of a Stripe Charge that a refund needs.
#[derive(Deserialize)]
struct Charge {
    payment_intent: String,
    amount: i64,
    amount_refunded: i64,
}

/// The fields of a Stripe Dispute.
#[derive(Deserialize)]
struct Dispute {
    payment_intent: String,
    amount: i64,
}

fn object<T: serde::de::DeserializeOwned>(event: &Event) -> Result<T, EventError> {
    serde_json::from_value(event.data.object.clone()).map_err(|err| {
        EventError::Unusable(format!(
            "A {} event with an unreadable object: {err}",
            event.event_type
        ))
    })
}

fn checkout_session(event: &Event) -> Result<cardsmith_stripe::CheckoutSession, EventError> {
    match event.checkout_session() {
        Some(Ok(session)) => Ok(session),
        _ => Err(EventError::Unusable(format!(
            "A {} event must carry a checkout session",
            event.event_type
        ))),
    }
}
