//! SeaORM entities, one per table; the schema itself lives in `migrations`.

pub mod account_deletion;
pub mod api_daily_usage;
pub mod api_key;
pub mod app_setting;
pub mod credit_lot;
pub mod credit_package;
pub mod demo_checkout;
pub mod email;
pub mod email_change;
pub mod email_unsubscribe;
pub mod email_verification;
pub mod image;
pub mod image_request;
pub mod ledger_entry;
pub mod login_attempt;
pub mod password_reset;
pub mod payment;
pub mod recipient;
pub mod reminder;
pub mod reminder_pause;
pub mod reservation;
pub mod retired_card_link;
pub mod send;
pub mod session;
pub mod user;
pub mod webhook_event;
