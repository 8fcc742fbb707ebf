//! Cardsmith's pure rules: money-like credit amounts, the price table, and the
//! validation of what people type. Nothing here does I/O.

pub mod account;
pub mod capabilities;
pub mod card_messages;
pub mod cards;
pub mod credits;
pub mod devices;
pub mod gallery;
pub mod generation;
pub mod group_cards;
pub mod naming;
pub mod password_policy;
pub mod pricing;
pub mod reminders;
pub mod revision;
pub mod sending;

pub use credits::Credits;
