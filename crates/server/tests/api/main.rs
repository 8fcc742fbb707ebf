//! Integration tests over real HTTP: each test starts the app on port 0 with
//! a fresh database (SQLite, or PostgreSQL when CARDSMITH_TEST_DATABASE=postgres).

mod helpers;

mod account;
mod accounts;
mod api_keys;
mod backup;
mod card_messages_chat;
mod card_sends_courier;
mod card_sends_store;
mod card_text;
mod cards;
mod checkout_demo;
mod checkout_stripe;
mod checkout_support;
mod connections;
mod crash_recovery;
mod credits;
mod csrf;
mod email_verification;
mod images_files;
mod images_gallery;
mod images_generate;
mod images_idempotency;
mod images_provider;
mod images_s3;
mod images_support;
mod images_upload;
mod ledger_properties;
mod pages;
mod password_reset;
mod pricing;
mod reminders_api;
mod response_policy;
mod sends_api;
mod sends_delivery;
mod sends_support;
mod sessions;
mod stripe_fake;
mod stripe_refunds;
mod stripe_webhooks;
mod transactions;
mod upload_limits;
mod v1_api;
mod v1_limits;
mod v1_support;
