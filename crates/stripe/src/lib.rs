//! A small Stripe client for Cardsmith's credit purchases.
//!
//! It covers what checkout needs and nothing more: create a Checkout Session for a
//! credit package, read one back, refund a payment, and verify and parse webhook deliveries. It talks
//! to `api_base`, which is Stripe in production and a local mock server in tests.

mod checkout;
mod client;
mod error;
mod refund;
pub mod webhook;

pub use checkout::{CheckoutSession, NewCheckoutSession, PACKAGE_ID_METADATA_KEY};
pub use client::StripeClient;
pub use error::StripeError;
pub use refund::Refund;
