//! Resource handlers of `/api`, one module per resource.

pub mod account;
pub mod api_keys;
pub mod auth;
pub mod cards;
pub mod checkout;
pub mod credits;
pub mod data_export;
pub mod demo_checkout;
pub mod devices;
pub mod email_verification;
pub mod health;
pub mod image_files;
pub mod image_generate;
pub mod images;
pub mod metrics;
pub mod passkeys;
pub mod password_reset;
pub mod pricing;
pub mod received_cards;
pub mod reminders;
pub mod sends;
pub mod shares;
pub mod site;
pub mod transactions;
pub mod two_factor;
pub mod webhooks;
