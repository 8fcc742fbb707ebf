//! Background work: credit expiry, refunds of interrupted reservations, and
//! clean-up of dead sessions and old login attempts.

use crate::store::{image_requests, ledger, sessions, throttle};
use chrono::Utc;
use sea_orm::DatabaseConnection;
use std::time::Duration;

/// A reservation still pending after this long belongs to work that was
/// interrupted (every provider call times out well before it).
pub const STALE_RESERVATION_AFTER: chrono::Duration = chrono::Duration::minutes(10);
const INTERVAL: Duration = Duration::from_secs(60);
/// How long a generation's Idempotency-Key is remembered.
pub const IDEMPOTENCY_KEY_LIFETIME: chrono::Duration = chrono::Duration::hours(24);

/// One pass of every job; errors are logged, never fatal.
pub async fn run_once(db: &DatabaseConnection) {
    match ledger::refund_stale(db, Utc::now() - STALE_RESERVATION_AFTER).await {
        Ok(0) => {}
        Ok(count) => tracing::warn!(count, "refunded interrupted reservations"),
        Err(err) => tracing::error!(error = ?err, "refunding interrupted reservations failed"),
    }
    match ledger::expire_due(db, Utc::now()).await {
        Ok(0) => {}
        Ok(users) => tracing::info!(users, "expired credit lots"),
        Err(err) => tracing::error!(error = ?err, "credit expiry failed"),
    }
    if let Err(err) = sessions::delete_expired(db).await {
        tracing::error!(error = ?err, "session clean-up failed");
    }
    if let Err(err) = throttle::delete_old(db).await {
        tracing::error!(error = ?err, "login-attempt clean-up failed");
    }
    // A generation retried with the same Idempotency-Key a day later is a new request.
    let forget_before = Utc::now() - IDEMPOTENCY_KEY_LIFETIME;
    if let Err(err) = image_requests::delete_older_than(db, forget_before).await {
        tracing::error!(error = ?err, "idempotency-key clean-up failed");
    }
}

/// Runs the jobs now and then every minute, until the process ends.
pub fn spawn(db: DatabaseConnection) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(INTERVAL);
        loop {
            ticker.tick().await;
            run_once(&db).await;
        }
    })
}
