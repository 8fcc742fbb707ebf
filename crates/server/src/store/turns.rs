//! Turns at the database for the steps every generation request takes
//! before it waits on the provider: the session lookup and the opening
//! bookkeeping (idempotency claim, credit reservation).
//!
//! The database serves only a handful of queries at a time, so in a burst of
//! thousands of generations nearly all of them wait. Waiting inside the
//! connection pool, each holds the database's futures, 10 to 15 KB apiece;
//! waiting here for a turn first, each holds a few bytes.

use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Semaphore, SemaphorePermit};

/// Steps that may run at once: well over what the database serves together
/// (8 SQLite connections, 20 PostgreSQL ones), so its connections never wait
/// for work and ordinary traffic never waits here at all, yet a bound on the
/// futures a burst piles up in the pool (128 of 10 to 15 KB).
pub const AT_ONCE: usize = 128;

/// A request that waits longer than this for its turn is answered 503:
/// the database is down or swamped, and a queue that never moves must not
/// hold requests until their 15-minute limit. As long as the pool's own wait.
const TURN_TIMEOUT: Duration = Duration::from_secs(10);

/// No turn came free in time: the database is down or swamped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("waited too long for a turn at the database")]
pub struct TurnTimeout;

#[derive(Clone)]
pub struct Turns {
    turns: Arc<Semaphore>,
}

impl Turns {
    pub fn new(at_once: usize) -> Turns {
        Turns {
            turns: Arc::new(Semaphore::new(at_once)),
        }
    }

    /// Waits for a turn, held until the permit is dropped.
    pub async fn turn(&self) -> Result<SemaphorePermit<'_>, TurnTimeout> {
        match tokio::time::timeout(TURN_TIMEOUT, self.turns.acquire()).await {
            Ok(permit) => Ok(permit.expect("the semaphore is never closed")),
            Err(_) => {
                tracing::warn!("a request waited too long for its turn at the database");
                Err(TurnTimeout)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn turns_are_handed_out_up_to_the_limit_and_a_long_wait_times_out() {
        let turns = Turns::new(2);
        let first = turns.turn().await.unwrap();
        let _second = turns.turn().await.unwrap();
        assert_eq!(turns.turn().await.unwrap_err(), TurnTimeout);
        drop(first);
        assert!(turns.turn().await.is_ok(), "a turn given back is handed on");
    }
}
