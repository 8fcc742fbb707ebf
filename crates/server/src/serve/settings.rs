//! Limits on connections: how many are served at once and how long a client
//! may take (`CARDSMITH_MAX_CONNECTIONS`, `CARDSMITH_*_TIMEOUT_SECS`).

use crate::env::{EnvVars, set};
use anyhow::bail;
use serde::Deserialize;
use std::time::Duration;

/// Paths whose requests may run as long as an image generation does.
const LONG_RUNNING_PATHS: [&str; 1] = ["/api/images/generate"];
/// Comfortably over the generation flow's own deadline (about 9 minutes),
/// which refunds on its own; the answer must not be cut off before it.
const LONG_RUNNING_REQUEST: Duration = Duration::from_secs(15 * 60);

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ConnectionSettings {
    /// Connections served at once; over it, idle ones are closed to make
    /// room, or new ones wait in the listen backlog.
    pub max_connections: usize,
    /// Time to send a request's headers, from its first byte.
    pub header_timeout_secs: u64,
    /// Time a connection may stay open with nothing happening on it.
    pub idle_timeout_secs: u64,
    /// Time to receive the body and answer a request (image generation has
    /// a longer budget of its own).
    pub request_timeout_secs: u64,
}

impl Default for ConnectionSettings {
    fn default() -> Self {
        ConnectionSettings {
            max_connections: 1024,
            header_timeout_secs: 10,
            idle_timeout_secs: 60,
            request_timeout_secs: 60,
        }
    }
}

impl ConnectionSettings {
    pub fn apply_env(&mut self, env: &EnvVars) -> anyhow::Result<()> {
        set(
            &mut self.max_connections,
            env.number("CARDSMITH_MAX_CONNECTIONS")?,
        );
        set(
            &mut self.header_timeout_secs,
            env.number("CARDSMITH_HEADER_TIMEOUT_SECS")?,
        );
        set(
            &mut self.idle_timeout_secs,
            env.number("CARDSMITH_IDLE_TIMEOUT_SECS")?,
        );
        set(
            &mut self.request_timeout_secs,
            env.number("CARDSMITH_REQUEST_TIMEOUT_SECS")?,
        );
        self.validate()
    }

    pub fn validate(&self) -> anyhow::Result<()> {
        if self.max_connections == 0 {
            bail!("CARDSMITH_MAX_CONNECTIONS must be at least 1");
        }
        if self.header_timeout_secs == 0
            || self.idle_timeout_secs == 0
            || self.request_timeout_secs == 0
        {
            bail!("Connection timeouts must be at least 1 second");
        }
        Ok(())
    }

    pub fn header_timeout(&self) -> Duration {
        Duration::from_secs(self.header_timeout_secs)
    }

    pub fn idle_timeout(&self) -> Duration {
        Duration::from_secs(self.idle_timeout_secs)
    }

    /// How long a request to `path` may take from its headers to its answer.
    pub fn request_timeout(&self, path: &str) -> Duration {
        let normal = Duration::from_secs(self.request_timeout_secs);
        if LONG_RUNNING_PATHS.contains(&path.trim_end_matches('/')) {
            normal.max(LONG_RUNNING_REQUEST)
        } else {
            normal
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn env_sets_the_limits_and_generation_gets_longer() {
        let mut settings = ConnectionSettings::default();
        settings
            .apply_env(&EnvVars::new(&|name: &str| match name {
                "CARDSMITH_MAX_CONNECTIONS" => Some("64".into()),
                "CARDSMITH_HEADER_TIMEOUT_SECS" => Some("2".into()),
                "CARDSMITH_REQUEST_TIMEOUT_SECS" => Some("5".into()),
                _ => None,
            }))
            .unwrap();
        assert_eq!(settings.max_connections, 64);
        assert_eq!(settings.header_timeout(), Duration::from_secs(2));
        assert_eq!(settings.idle_timeout(), Duration::from_secs(60));
        assert_eq!(settings.request_timeout("/api/me"), Duration::from_secs(5));
        assert!(settings.request_timeout("/api/images/generate") >= Duration::from_secs(600));
        let zero = |name: &str| (name == "CARDSMITH_MAX_CONNECTIONS").then(|| "0".to_owned());
        assert!(settings.apply_env(&EnvVars::new(&zero)).is_err());
        let words = |name: &str| (name == "CARDSMITH_IDLE_TIMEOUT_SECS").then(|| "soon".to_owned());
        let err = settings.apply_env(&EnvVars::new(&words)).unwrap_err();
        assert!(err.to_string().contains("CARDSMITH_IDLE_TIMEOUT_SECS"));
    }
}
