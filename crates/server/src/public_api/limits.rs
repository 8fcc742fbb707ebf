//! Request limits per account: a fixed one-minute window and a UTC day.
//! Counted in this process (with day counts stored in the database every
//! second, so a restart hands out no fresh allowance) or in Redis, where
//! every instance shares one count.

use super::local_counts::LocalCounts;
use super::settings::{PublicApiSettings, TierLimits};
use anyhow::Context;
use chrono::{DateTime, Timelike, Utc};
use sea_orm::DatabaseConnection;
use std::sync::Arc;

/// What a request may do, with the figures for the rate-limit headers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    pub allowed: bool,
    /// The per-minute limit (`X-RateLimit-Limit`).
    pub limit: u64,
    /// Requests left before a limit is hit, of the tighter window.
    pub remaining: u64,
    /// Seconds until the binding window starts again (`X-RateLimit-Reset`,
    /// and `Retry-After` on a 429).
    pub reset_secs: u64,
}

/// Requests made in the current windows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Usage {
    pub this_minute: u64,
    pub today: u64,
}

pub enum RateLimiter {
    Local(Arc<LocalCounts>),
    Redis(redis::aio::ConnectionManager),
}

/// Both windows in one atomic step: the minute is counted first, and the
/// day only for requests the minute lets through.
const HIT_SCRIPT: &str = r"
local minute = redis.call('INCR', KEYS[1])
if minute == 1 then redis.call('EXPIRE', KEYS[1], 120) end
if minute > tonumber(ARGV[1]) then
  return {minute, tonumber(redis.call('GET', KEYS[2]) or '0')}
end
local day = redis.call('INCR', KEYS[2])
if day == 1 then redis.call('EXPIRE', KEYS[2], 172800) end
return {minute, day}
";

impl RateLimiter {
    pub async fn build(
        settings: &PublicApiSettings,
        db: DatabaseConnection,
    ) -> anyhow::Result<Self> {
        let Some(url) = &settings.redis_url else {
            return Ok(RateLimiter::Local(Arc::new(LocalCounts::new(db))));
        };
        let client =
            redis::Client::open(url.expose()).context("CARDSMITH_REDIS_URL is not a Redis URL")?;
        // Bounded waits: an unreachable Redis stops start-up with a clear
        // error, and a request meets a Redis outage as a prompt 503.
        let config = redis::aio::ConnectionManagerConfig::new()
            .set_connection_timeout(std::time::Duration::from_secs(3))
            .set_response_timeout(std::time::Duration::from_secs(2))
            .set_number_of_retries(2)
            // Reconnecting waits at most a second between tries: calls that
            // arrive meanwhile wait for the reconnection.
            .set_max_delay(1_000);
        let connecting = redis::aio::ConnectionManager::new_with_config(client, config);
        let connection = tokio::time::timeout(std::time::Duration::from_secs(15), connecting)
            .await
            .map_err(|_| anyhow::anyhow!("no answer within 15 s"))
            .and_then(|connected| connected.map_err(anyhow::Error::from))
            .context("Redis (CARDSMITH_REDIS_URL) does not answer")?;
        Ok(RateLimiter::Redis(connection))
    }

    /// Counts one request of `user_id` and says whether it may go ahead.
    pub async fn hit(
        &self,
        user_id: &str,
        limits: TierLimits,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Verdict> {
        let minute = now.timestamp().div_euclid(60);
        let day = day_of(now);
        let usage = match self {
            RateLimiter::Local(counts) => {
                let this_minute = counts.count_minute(user_id, minute);
                // The day counts only requests the minute lets through.
                let today = if this_minute > limits.per_minute {
                    counts.day(user_id, &day).await?
                } else {
                    counts.count_day(user_id, &day).await?
                };
                Usage { this_minute, today }
            }
            RateLimiter::Redis(connection) => {
                let (this_minute, today): (u64, u64) = redis::Script::new(HIT_SCRIPT)
                    .key(minute_key(user_id, minute))
                    .key(day_key(user_id, &day))
                    .arg(limits.per_minute)
                    .invoke_async(&mut connection.clone())
                    .await
                    .context("Counting an API request in Redis failed")?;
                Usage { this_minute, today }
            }
        };
        Ok(verdict(usage, limits, now))
    }

    /// Stores this process's day counts every second, until the server
    /// stops; Redis needs no such task.
    pub fn spawn_flushes(&self) -> Option<tokio::task::JoinHandle<()>> {
        match self {
            RateLimiter::Local(counts) => Some(LocalCounts::spawn_flushes(counts)),
            RateLimiter::Redis(_) => None,
        }
    }

    /// Stores the day counts not yet stored (when the server stops).
    pub async fn flush(&self) {
        if let RateLimiter::Local(counts) = self {
            counts.flush().await;
        }
    }

    /// The current counts, without counting.
    pub async fn usage(&self, user_id: &str, now: DateTime<Utc>) -> anyhow::Result<Usage> {
        let minute = now.timestamp().div_euclid(60);
        let day = day_of(now);
        match self {
            RateLimiter::Local(counts) => Ok(Usage {
                this_minute: counts.minute(user_id, minute),
                today: counts.day(user_id, &day).await?,
            }),
            RateLimiter::Redis(connection) => {
                let (this_minute, today): (Option<u64>, Option<u64>) = redis::cmd("MGET")
                    .arg(minute_key(user_id, minute))
                    .arg(day_key(user_id, &day))
                    .query_async(&mut connection.clone())
                    .await
                    .context("Reading API usage from Redis failed")?;
                Ok(Usage {
                    this_minute: this_minute.unwrap_or(0),
                    today: today.unwrap_or(0),
                })
            }
        }
    }
}

/// The account's id in braces is Redis Cluster's hash tag: both of an
/// account's keys live on one node, as the script needs.
fn minute_key(user_id: &str, minute: i64) -> String {
    format!("cardsmith:api:{{{user_id}}}:minute:{minute}")
}

fn day_key(user_id: &str, day: &str) -> String {
    format!("cardsmith:api:{{{user_id}}}:day:{day}")
}

pub fn day_of(now: DateTime<Utc>) -> String {
    now.format("%Y-%m-%d").to_string()
}

fn verdict(usage: Usage, limits: TierLimits, now: DateTime<Utc>) -> Verdict {
    let minute_left = limits.per_minute.saturating_sub(usage.this_minute);
    let day_left = limits.per_day.saturating_sub(usage.today);
    let to_next_minute = 60 - u64::from(now.second());
    let to_midnight = 86_400 - u64::from(now.num_seconds_from_midnight());
    let over_minute = usage.this_minute > limits.per_minute;
    let over_day = usage.today > limits.per_day;
    let reset_secs = if over_day || (day_left == 0 && !over_minute) {
        to_midnight
    } else {
        to_next_minute
    };
    Verdict {
        allowed: !over_minute && !over_day,
        limit: limits.per_minute,
        remaining: minute_left.min(day_left),
        reset_secs,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    const LIMITS: TierLimits = TierLimits {
        per_minute: 10,
        per_day: 100,
    };

    fn at(h: u32, m: u32, s: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 24, h, m, s).unwrap()
    }

    #[test]
    fn the_tenth_request_of_a_minute_passes_and_the_eleventh_waits() {
        let now = at(10, 0, 15);
        let tenth = verdict(
            Usage {
                this_minute: 10,
                today: 10,
            },
            LIMITS,
            now,
        );
        assert!(tenth.allowed);
        assert_eq!(tenth.remaining, 0);
        let eleventh = verdict(
            Usage {
                this_minute: 11,
                today: 10,
            },
            LIMITS,
            now,
        );
        assert!(!eleventh.allowed);
        assert_eq!(eleventh.reset_secs, 45);
    }

    #[test]
    fn a_spent_day_waits_until_midnight() {
        let now = at(23, 0, 0);
        let over = verdict(
            Usage {
                this_minute: 1,
                today: 101,
            },
            LIMITS,
            now,
        );
        assert!(!over.allowed);
        assert_eq!(over.reset_secs, 3600);
        let last = verdict(
            Usage {
                this_minute: 1,
                today: 100,
            },
            LIMITS,
            now,
        );
        assert!(last.allowed);
        assert_eq!((last.remaining, last.reset_secs), (0, 3600));
    }

    #[test]
    fn remaining_is_the_tighter_window() {
        let v = verdict(
            Usage {
                this_minute: 2,
                today: 95,
            },
            LIMITS,
            at(1, 2, 3),
        );
        assert_eq!(v.remaining, 5);
        assert_eq!(v.limit, 10);
    }
}
