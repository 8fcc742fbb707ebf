//! Receiving Stripe webhooks: check the signature on the raw body, then parse.

mod event;
mod signature;

pub use event::{
    CHECKOUT_SESSION_ASYNC_PAYMENT_SUCCEEDED, CHECKOUT_SESSION_COMPLETED, Event, EventData,
    parse_event,
};
pub use signature::{SignatureError, sign, verify_signature};
