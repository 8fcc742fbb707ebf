//! SeaORM entities, one per table; the schema itself lives in `migrations`.

pub mod app_setting;
pub mod credit_lot;
pub mod credit_package;
pub mod email;
pub mod ledger_entry;
pub mod login_attempt;
pub mod password_reset;
pub mod reservation;
pub mod session;
pub mod user;
