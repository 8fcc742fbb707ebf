//! The database: connection set-up for SQLite or PostgreSQL, the schema, and
//! one module of repository functions per concern.

pub mod entities;
pub mod migrations;

pub mod demo_checkouts;
pub mod image_requests;
pub mod images;
pub mod ledger;
pub mod outbox;
pub mod packages;
pub mod payments;
pub mod reset_tokens;
pub mod sessions;
pub mod settings;
pub mod throttle;
pub mod users;
pub mod webhook_events;

use anyhow::Context;
use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DbErr, SqlErr};
use sea_orm_migration::MigratorTrait;
use std::time::Duration;

/// Opens the pool and brings the schema up to date.
#[tracing::instrument(skip_all)]
pub async fn connect(url: &str) -> anyhow::Result<DatabaseConnection> {
    let mut options = ConnectOptions::new(url.to_owned());
    let is_sqlite = url.starts_with("sqlite:");
    options
        .sqlx_logging(false)
        .max_connections(if is_sqlite { 8 } else { 20 })
        .acquire_timeout(Duration::from_secs(10))
        // WAL lets readers run beside the one writer; NORMAL is durable in WAL
        // mode except on power loss; the busy timeout makes writers queue.
        .map_sqlx_sqlite_opts(|opts| {
            opts.journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .busy_timeout(Duration::from_secs(15))
                .foreign_keys(true)
                .create_if_missing(true)
        });
    let db = Database::connect(options)
        .await
        .context("Failed to connect to the database")?;
    migrations::Migrator::up(&db, None)
        .await
        .context("Failed to run database migrations")?;
    Ok(db)
}

/// True when the database answers a trivial query.
pub async fn is_reachable(db: &DatabaseConnection) -> bool {
    db.execute_unprepared("SELECT 1").await.is_ok()
}

pub fn is_unique_violation(err: &DbErr) -> bool {
    matches!(err.sql_err(), Some(SqlErr::UniqueConstraintViolation(_)))
}

/// A fresh random id for rows whose id is not chosen by people.
pub fn new_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

pub fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::Utc::now()
}
