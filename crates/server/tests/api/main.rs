//! Integration tests over real HTTP: each test starts the app on port 0 with
//! a fresh database (SQLite, or PostgreSQL when CARDSMITH_TEST_DATABASE=postgres).

mod helpers;

mod accounts;
mod credits;
mod csrf;
mod pages;
mod password_reset;
mod sessions;
mod account;
