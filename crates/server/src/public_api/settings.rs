//! Settings of the public API: where its counters live and each tier's
//! limits (`CARDSMITH_REDIS_URL`, `[public_api]` in the config file).

use crate::env::{EnvVars, set};
use crate::secret::Secret;
use anyhow::bail;
use serde::Deserialize;

/// Requests an account may make per minute and per UTC day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TierLimits {
    pub per_minute: u64,
    pub per_day: u64,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PublicApiSettings {
    /// `redis://host:port/db`: counters shared by every instance. Empty
    /// keeps minute counters in this process and day counts in the database.
    pub redis_url: Option<Secret>,
    pub free: TierLimits,
    pub basic: TierLimits,
    pub premium: TierLimits,
}

impl Default for PublicApiSettings {
    fn default() -> Self {
        PublicApiSettings {
            redis_url: None,
            free: TierLimits {
                per_minute: 10,
                per_day: 100,
            },
            basic: TierLimits {
                per_minute: 60,
                per_day: 1_000,
            },
            premium: TierLimits {
                per_minute: 300,
                per_day: 10_000,
            },
        }
    }
}

impl PublicApiSettings {
    pub fn apply_env(&mut self, env: &EnvVars) -> anyhow::Result<()> {
        set(
            &mut self.redis_url,
            env.secret("CARDSMITH_REDIS_URL").map(Some),
        );
        Ok(())
    }

    pub fn validate(&self) -> anyhow::Result<()> {
        for (tier, limits) in [
            ("free", self.free),
            ("basic", self.basic),
            ("premium", self.premium),
        ] {
            if limits.per_minute == 0 || limits.per_day < limits.per_minute {
                bail!(
                    "public_api.{tier}: per_minute must be at least 1 and per_day at least per_minute"
                );
            }
        }
        if let Some(url) = &self.redis_url
            && !url.expose().starts_with("redis://")
            && !url.expose().starts_with("rediss://")
        {
            bail!("CARDSMITH_REDIS_URL must start with redis:// or rediss://");
        }
        Ok(())
    }
}
