//! Background work: refunds of interrupted reservations, credit expiry, the
//! erasure of deleted accounts, archives of accounts' data, and clean-up of
//! dead sessions, old login attempts, old idempotency keys and expired
//! archives.

pub mod erasure;

use crate::exports::DataExports;
use crate::store::{image_requests, ledger, passkey_ceremonies, sessions, throttle};
use cardsmith_storage::{ImageKey, ImageStore};
use chrono::Utc;
use erasure::Erasure;
use sea_orm::DatabaseConnection;
use std::time::Duration;

const INTERVAL: Duration = Duration::from_secs(60);
/// How long a generation's Idempotency-Key is remembered.
pub const IDEMPOTENCY_KEY_LIFETIME: chrono::Duration = chrono::Duration::hours(24);

/// One pass of every job; errors are logged, never fatal.
pub async fn run_once(db: &DatabaseConnection, store: &ImageStore) {
    refund_interrupted(db, store).await;
    match ledger::expire_due(db, Utc::now()).await {
        Ok(0) => {}
        Ok(users) => tracing::info!(users, "expired credit lots"),
        Err(err) => tracing::error!(error = ?err, "credit expiry failed"),
    }
    if let Err(err) = sessions::delete_expired(db).await {
        tracing::error!(error = ?err, "session clean-up failed");
    }
    if let Err(err) = passkey_ceremonies::delete_expired(db).await {
        tracing::error!(error = ?err, "passkey ceremony clean-up failed");
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

/// Refunds the work of instances that stopped renewing their leases (a crash,
/// a kill, a lost network), whichever instance runs it, and removes the
/// files that work may have written.
pub async fn refund_interrupted(db: &DatabaseConnection, store: &ImageStore) {
    let interrupted = match ledger::refund_lapsed(db, Utc::now()).await {
        Ok(interrupted) => interrupted,
        Err(err) => {
            tracing::error!(error = ?err, "refunding interrupted reservations failed");
            return;
        }
    };
    if interrupted.refunded > 0 {
        tracing::warn!(
            count = interrupted.refunded,
            "refunded interrupted reservations"
        );
    }
    for name in &interrupted.files {
        for key in ImageKey::all_named(name) {
            // Best effort: a file left now is unlisted and harmless.
            if let Err(err) = store.delete(&key).await {
                tracing::error!(error = ?err, %key, "removing an interrupted generation's file failed");
            }
        }
    }
}

/// Runs the jobs now and then every minute (expired archives go then too),
/// and looks for lapsed leases, deleted accounts to erase and archives to
/// make a few times per lease, until the process ends.
pub fn spawn(
    db: DatabaseConnection,
    store: ImageStore,
    erasure: Erasure,
    exports: DataExports,
    lease: chrono::Duration,
) -> tokio::task::JoinHandle<()> {
    let sweep_every = (lease / 2)
        .to_std()
        .unwrap_or(Duration::from_secs(10))
        .clamp(Duration::from_millis(500), Duration::from_secs(10));
    tokio::spawn(async move {
        let mut jobs = tokio::time::interval(INTERVAL);
        let mut sweeps = tokio::time::interval(sweep_every);
        loop {
            tokio::select! {
                _ = jobs.tick() => {
                    run_once(&db, &store).await;
                    exports.remove_expired().await;
                }
                _ = sweeps.tick() => {
                    refund_interrupted(&db, &store).await;
                    erasure.run_due().await;
                    exports.run_due().await;
                }
            }
        }
    })
}
