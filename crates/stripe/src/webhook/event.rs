//! The envelope of a Stripe webhook event.

use serde::Deserialize;

use crate::CheckoutSession;

/// Sent when the buyer finishes checkout; `payment_status` says whether money arrived.
pub const CHECKOUT_SESSION_COMPLETED: &str = "checkout.session.completed";
/// Sent later for delayed payment methods once the money has arrived.
pub const CHECKOUT_SESSION_ASYNC_PAYMENT_SUCCEEDED: &str =
    "checkout.session.async_payment_succeeded";

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Event {
    /// `evt_…`; used to process each delivery once.
    pub id: String,
    #[serde(rename = "type")]
    pub event_type: String,
    /// Unix seconds when Stripe created the event.
    #[serde(default)]
    pub created: Option<i64>,
    #[serde(default)]
    pub livemode: bool,
    pub data: EventData,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct EventData {
    /// The API object the event is about, as Stripe sent it.
    pub object: serde_json::Value,
}

impl Event {
    /// The Checkout Session this event carries, or `None` when its object is of
    /// another kind (a charge, an invoice, ...).
    pub fn checkout_session(&self) -> Option<Result<CheckoutSession, serde_json::Error>> {
        if self.data.object.get("object")?.as_str()? != "checkout.session" {
            return None;
        }
        Some(serde_json::from_value(self.data.object.clone()))
    }
}

/// Parses a webhook body. Call only after `verify_signature` has accepted it.
pub fn parse_event(payload: &[u8]) -> Result<Event, serde_json::Error> {
    serde_json::from_slice(payload)
}
