//! Request counts of one process, for a server without Redis: the minute in
//! memory only, the day in memory and in the database. A request writes
//! nothing: its day count is added in memory, and `flush` (every second, and
//! when the server stops) adds what was counted since to the database in one
//! statement per account. A crash loses at most the last second's counts, so
//! a caller gets at most a second's requests more than its day allows.
//! Instances that share a database without Redis learn each other's day
//! counts at each flush, as the statement answers the stored total.

use crate::store::api_usage;
use sea_orm::DatabaseConnection;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

/// How often counts reach the database.
pub const FLUSH_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

/// Past minutes' and days' entries are dropped once there are this many.
const TIDY_ABOVE: usize = 10_000;

/// One account's count of one UTC day.
#[derive(Debug, Clone, Copy)]
struct DayCount {
    /// The total in the database when last read or written (at `synced`).
    stored: u64,
    synced: Instant,
    /// Counted here since, being added to the database now.
    writing: u64,
    /// Counted here since, not yet in the database.
    pending: u64,
}

impl DayCount {
    fn stored(stored: u64) -> Self {
        DayCount {
            stored,
            synced: Instant::now(),
            writing: 0,
            pending: 0,
        }
    }

    fn total(&self) -> u64 {
        self.stored + self.writing + self.pending
    }

    /// Another instance on the same database may have counted since.
    fn stale(&self) -> bool {
        self.synced.elapsed() >= FLUSH_EVERY
    }
}

/// An account and a UTC day (`2026-11-30`).
type AccountDay = (String, String);

pub struct LocalCounts {
    db: DatabaseConnection,
    /// account → (minute number, requests in it)
    minutes: Mutex<HashMap<String, (i64, u64)>>,
    days: Mutex<HashMap<AccountDay, DayCount>>,
}

impl LocalCounts {
    pub fn new(db: DatabaseConnection) -> Self {
        LocalCounts {
            db,
            minutes: Mutex::new(HashMap::new()),
            days: Mutex::new(HashMap::new()),
        }
    }

    /// Counts one request in `minute` and returns the minute's count.
    pub fn count_minute(&self, user_id: &str, minute: i64) -> u64 {
        let mut minutes = lock(&self.minutes);
        if minutes.len() > TIDY_ABOVE {
            minutes.retain(|_, (at, _)| *at == minute);
        }
        let entry = minutes.entry(user_id.to_owned()).or_insert((minute, 0));
        if entry.0 != minute {
            *entry = (minute, 0);
        }
        entry.1 += 1;
        entry.1
    }

    /// The minute's count so far.
    pub fn minute(&self, user_id: &str, minute: i64) -> u64 {
        lock(&self.minutes)
            .get(user_id)
            .filter(|(at, _)| *at == minute)
            .map_or(0, |(_, count)| *count)
    }

    /// Counts one request on `day` and returns the day's count.
    pub async fn count_day(&self, user_id: &str, day: &str) -> Result<u64, sea_orm::DbErr> {
        let key = self.load(user_id, day).await?;
        let mut days = lock(&self.days);
        let count = days.entry(key).or_insert_with(|| DayCount::stored(0));
        count.pending += 1;
        Ok(count.total())
    }

    /// The day's count so far, without counting.
    pub async fn day(&self, user_id: &str, day: &str) -> Result<u64, sea_orm::DbErr> {
        let key = self.load(user_id, day).await?;
        Ok(lock(&self.days).get(&key).map_or(0, DayCount::total))
    }

    /// Reads the account's stored count for `day` when this process has not
    /// read or written it within the last `FLUSH_EVERY`: an account calling
    /// often is counted in memory, and one calling now and then sees what
    /// other instances counted meanwhile.
    async fn load(&self, user_id: &str, day: &str) -> Result<AccountDay, sea_orm::DbErr> {
        let key = (user_id.to_owned(), day.to_owned());
        if lock(&self.days)
            .get(&key)
            .is_some_and(|count| !count.stale())
        {
            return Ok(key);
        }
        let stored = api_usage::get(&self.db, user_id, day).await?;
        let mut days = lock(&self.days);
        if days.len() > TIDY_ABOVE {
            // Other days' entries with nothing pending are only a cache.
            days.retain(|(_, other), count| other == day || count.stored != count.total());
        }
        let count = days
            .entry(key.clone())
            .or_insert_with(|| DayCount::stored(stored));
        // The database's total never goes down; a flush that finished
        // meanwhile may have seen a later one.
        count.stored = count.stored.max(stored);
        count.synced = Instant::now();
        Ok(key)
    }

    /// Adds every count not yet stored to the database. A count that cannot
    /// be written stays pending for the next flush.
    pub async fn flush(&self) {
        let due: Vec<(AccountDay, u64)> = lock(&self.days)
            .iter_mut()
            .filter(|(_, count)| count.pending > 0)
            .map(|(key, count)| {
                count.writing += count.pending;
                (key.clone(), std::mem::take(&mut count.pending))
            })
            .collect();
        for ((user_id, day), pending) in due {
            let written = api_usage::add(&self.db, &user_id, &day, pending).await;
            let mut days = lock(&self.days);
            let count = days
                .entry((user_id, day))
                .or_insert_with(|| DayCount::stored(0));
            count.writing = count.writing.saturating_sub(pending);
            match written {
                Ok(total) => {
                    count.stored = count.stored.max(total);
                    count.synced = Instant::now();
                }
                Err(error) => {
                    tracing::error!(%error, "storing API request counts failed; retrying");
                    count.pending += pending;
                }
            }
        }
    }

    /// Flushes every `FLUSH_EVERY` while the counts are in use.
    pub fn spawn_flushes(counts: &std::sync::Arc<Self>) -> tokio::task::JoinHandle<()> {
        let counts = std::sync::Arc::downgrade(counts);
        tokio::spawn(async move {
            let mut ticker = tokio::time::interval(FLUSH_EVERY);
            ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                ticker.tick().await;
                let Some(counts) = counts.upgrade() else {
                    return;
                };
                counts.flush().await;
            }
        })
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
