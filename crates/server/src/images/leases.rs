//! Keeps the leases of this instance's generations alive while they work.
//! One task renews every reservation in flight, and the idempotency claims
//! with them, in a few statements per round: a timer and two writes for each
//! generation would queue thousands of writes on SQLite's one writer when
//! thousands of generations wait on a slow provider together.

use crate::store::image_requests::{self, Claim};
use crate::store::ledger::{self, Lease};
use sea_orm::DatabaseConnection;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;
use tokio::time::MissedTickBehavior;

/// Ids per statement: well inside every database's limit on parameters.
const BATCH: usize = 500;

/// Reservation id → its idempotency claim, if any.
type InFlight = Mutex<HashMap<String, Option<Claim>>>;

#[derive(Clone)]
pub struct LeaseKeeper {
    pub lease: Lease,
    in_flight: Arc<InFlight>,
}

/// While this lives, its reservation's lease (and claim) is renewed.
pub struct Held {
    in_flight: Arc<InFlight>,
    reservation_id: String,
}

impl Drop for Held {
    fn drop(&mut self) {
        lock(&self.in_flight).remove(&self.reservation_id);
    }
}

impl LeaseKeeper {
    /// Starts the renewing task; it ends once every clone of the keeper is
    /// gone. A lease is renewed a third of its length apart, so a missed or
    /// failed round still leaves time for the next.
    pub fn start(db: DatabaseConnection, lease: Lease) -> LeaseKeeper {
        let keeper = LeaseKeeper {
            lease,
            in_flight: Arc::default(),
        };
        let every = (keeper.lease.duration / 3)
            .to_std()
            .unwrap_or(Duration::from_secs(10));
        let (in_flight, lease) = (Arc::downgrade(&keeper.in_flight), keeper.lease.clone());
        tokio::spawn(async move {
            let mut ticker = tokio::time::interval(every);
            ticker.set_missed_tick_behavior(MissedTickBehavior::Delay);
            ticker.tick().await;
            loop {
                ticker.tick().await;
                let Some((reservations, claims)) = snapshot(&in_flight) else {
                    return;
                };
                renew(&db, &lease, &reservations, &claims).await;
            }
        });
        keeper
    }

    /// Keeps `reservation_id` (taken under this keeper's lease) and `claim`
    /// leased until the returned guard is dropped.
    pub fn hold(&self, reservation_id: &str, claim: Option<&Claim>) -> Held {
        lock(&self.in_flight).insert(reservation_id.to_owned(), claim.cloned());
        Held {
            in_flight: self.in_flight.clone(),
            reservation_id: reservation_id.to_owned(),
        }
    }
}

/// What is in flight now; None once the keeper is gone.
fn snapshot(in_flight: &Weak<InFlight>) -> Option<(Vec<String>, Vec<Claim>)> {
    let in_flight = in_flight.upgrade()?;
    let held = lock(&in_flight);
    let reservations = held.keys().cloned().collect();
    let claims = held.values().flatten().cloned().collect();
    Some((reservations, claims))
}

/// One round. A failure is tried again next round; a lease that lapses
/// anyway only means its work is refunded.
async fn renew(db: &DatabaseConnection, lease: &Lease, reservations: &[String], claims: &[Claim]) {
    for ids in reservations.chunks(BATCH) {
        if let Err(err) = ledger::renew(db, ids, lease).await {
            tracing::warn!(error = ?err, "renewing reservation leases failed");
        }
    }
    for claims in claims.chunks(BATCH) {
        if let Err(err) = image_requests::touch(db, claims).await {
            tracing::warn!(error = ?err, "renewing idempotency claims failed");
        }
    }
}

fn lock(in_flight: &InFlight) -> std::sync::MutexGuard<'_, HashMap<String, Option<Claim>>> {
    // Nothing panics while holding it; a poisoned map is still whole.
    in_flight
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
