//! The database: connection set-up for SQLite or PostgreSQL, the schema, and
//! one module of repository functions per concern.

pub mod entities;
pub mod migrations;

pub mod account_data;
pub mod account_deletions;
pub mod account_search;
pub mod api_keys;
pub mod api_usage;
pub mod audit;
pub mod backup;
pub mod console_stats;
pub mod data_exports;
pub mod demo_checkouts;
pub mod due_work;
pub mod email_changes;
pub mod gallery_counts;
pub mod group_cards;
pub mod image_requests;
pub mod images;
pub mod ledger;
pub mod message_reports;
pub mod moderation;
pub mod one_time_tokens;
pub mod outbox;
pub mod packages;
pub mod passkey_ceremonies;
pub mod passkeys;
pub mod payments;
pub mod reminders;
pub mod sends;
pub mod session_lookup;
pub mod sessions;
pub mod settings;
pub mod staff;
pub mod throttle;
pub mod turns;
pub mod two_factor;
pub mod users;
pub mod webhook_events;

use anyhow::Context;
use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{
    ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DbBackend, DbErr, SqlErr,
    TransactionTrait,
};
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
        .max_lifetime(Duration::from_secs(30 * 60))
        // A pooled connection is pinged only after it sat idle a while, not
        // before every query.
        .test_before_acquire_if_idle_for(Duration::from_secs(30))
        // WAL lets readers run beside the one writer; NORMAL is durable in WAL
        // mode except on power loss; the busy timeout makes writers queue.
        .map_sqlx_sqlite_opts(|opts| {
            opts.journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .busy_timeout(Duration::from_secs(15))
                .foreign_keys(true)
                .create_if_missing(true)
        })
        .map_sqlx_sqlite_before_acquire(reject_if_in_transaction);
    // SQLite lives in one file on this machine: a lock file beside it lets one
    // process (or app) at a time open a new file and bring its schema up to date.
    let _lock = match sqlite_file(url) {
        Some(path) => Some(lock_file(format!("{path}.migrate-lock")).await?),
        None => None,
    };
    let db = Database::connect(options)
        .await
        .context("Failed to connect to the database")?;
    migrate(&db)
        .await
        .context("Failed to run database migrations")?;
    Ok(db)
}

/// Refuses a pooled SQLite connection that still counts a transaction open,
/// so the pool closes it and opens a fresh one.
///
/// After a full disk or an I/O error SQLite may roll a transaction back by
/// itself; the ROLLBACK sent when the transaction is dropped then fails, and
/// sqlx keeps counting it open. Reused, such a connection would turn the next
/// BEGIN into a SAVEPOINT whose rollback leaves SQLite inside a transaction:
/// reads from a stale snapshot and writes that never commit. A healthy
/// connection's pending rollback has been flushed by the time it is acquired
/// again, so this check costs one atomic read.
fn reject_if_in_transaction(
    connection: &mut sea_orm::sqlx::SqliteConnection,
    _: sea_orm::sqlx::pool::PoolConnectionMetadata,
) -> futures::future::BoxFuture<'_, Result<bool, sea_orm::sqlx::Error>> {
    use sea_orm::sqlx::Connection;
    let in_transaction = connection.is_in_transaction();
    if in_transaction {
        tracing::warn!("closing an SQLite connection left inside a failed transaction");
    }
    Box::pin(std::future::ready(Ok(!in_transaction)))
}

async fn lock_file(path: String) -> anyhow::Result<std::fs::File> {
    let locked = tokio::task::spawn_blocking(move || -> std::io::Result<std::fs::File> {
        let file = std::fs::File::create(&path)?;
        file.lock()?;
        Ok(file)
    })
    .await?;
    locked.context("Failed to lock the database for migrations")
}

/// Brings the schema up to date. On PostgreSQL, instances starting together
/// take turns through an advisory lock.
async fn migrate(db: &DatabaseConnection) -> anyhow::Result<()> {
    if db.get_database_backend() == DbBackend::Postgres {
        // A transaction-scoped advisory lock, held on one pooled connection
        // while the migrator works on others and released by the commit.
        let guard = db.begin().await?;
        guard
            .execute_unprepared(&format!(
                "SELECT pg_advisory_xact_lock({MIGRATION_LOCK_KEY})"
            ))
            .await?;
        migrations::Migrator::up(db, None).await?;
        guard.commit().await?;
        return Ok(());
    }
    Ok(migrations::Migrator::up(db, None).await?)
}

/// The advisory-lock key for migrations: any fixed number all instances share.
const MIGRATION_LOCK_KEY: i64 = 0x6361_7264_736d_6974; // "cardsmit"

/// The database file of a `sqlite://` URL; None for other databases and for
/// in-memory SQLite.
pub(crate) fn sqlite_file(url: &str) -> Option<String> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or_default();
    (!path.is_empty() && !path.contains(":memory:")).then(|| path.to_owned())
}

/// Makes transactions that name the same `key` run one after another on
/// PostgreSQL (a transaction-scoped advisory lock). SQLite needs nothing:
/// its one writer already serialises a transaction that starts with a write.
pub async fn serialise_on(txn: &impl ConnectionTrait, key: &str) -> Result<(), DbErr> {
    if txn.get_database_backend() == DbBackend::Postgres {
        txn.execute_raw(sea_orm::Statement::from_sql_and_values(
            DbBackend::Postgres,
            "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))",
            [key.into()],
        ))
        .await?;
    }
    Ok(())
}

/// True when the database answers a trivial query.
pub async fn is_reachable(db: &DatabaseConnection) -> bool {
    db.execute_unprepared("SELECT 1").await.is_ok()
}

pub fn is_unique_violation(err: &DbErr) -> bool {
    matches!(err.sql_err(), Some(SqlErr::UniqueConstraintViolation(_)))
}

/// Whether `err` broke the unique constraint on `table.column`, so a call
/// site can say which value was taken (as realworld-axum-sqlx's
/// `on_constraint` does). SQLite names `table.column`; PostgreSQL names the
/// constraint a column-level `UNIQUE` gets, `table_column_key`.
pub fn violates_unique(err: &DbErr, table: &str, column: &str) -> bool {
    match err.sql_err() {
        Some(SqlErr::UniqueConstraintViolation(message)) => {
            message.contains(&format!("{table}.{column}"))
                || message.contains(&format!("{table}_{column}_key"))
        }
        _ => false,
    }
}

/// A fresh random id for rows whose id is not chosen by people.
pub fn new_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

pub fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::Utc::now()
}

#[cfg(test)]
mod tests {
    #[test]
    fn sqlite_urls_name_their_file() {
        use super::sqlite_file;
        assert_eq!(
            sqlite_file("sqlite://./data/c.db?mode=rwc").as_deref(),
            Some("./data/c.db")
        );
        assert_eq!(
            sqlite_file("sqlite:/tmp/x.db").as_deref(),
            Some("/tmp/x.db")
        );
        assert_eq!(sqlite_file("sqlite::memory:"), None);
        assert_eq!(sqlite_file("postgres://u@h/db"), None);
    }

    /// `.cargo/config.toml` builds SQLite with the query planner stability
    /// guarantee; without it every query with `LIMIT ?` (each `.one()`) is
    /// parsed and planned again on every run instead of reusing its cached
    /// statement.
    #[tokio::test]
    async fn sqlite_is_built_to_reuse_prepared_statements() {
        use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};
        let db = Database::connect("sqlite::memory:").await.unwrap();
        let pragma = Statement::from_string(DbBackend::Sqlite, "PRAGMA compile_options");
        let options: Vec<String> = db
            .query_all_raw(pragma)
            .await
            .unwrap()
            .iter()
            .map(|row| row.try_get_by_index(0).unwrap())
            .collect();
        assert!(
            options.iter().any(|option| option == "ENABLE_QPSG"),
            "{options:?}"
        );
    }
}
