//! Settings of card sending (`[sending]` in the config file).

use crate::env::{EnvVars, set};
use anyhow::bail;
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SendingSettings {
    /// Recipients one account may send cards to in any 24 hours.
    pub recipients_per_day: u64,
    /// How often each instance looks for cards and reminders that are due.
    pub poll_millis: u64,
    /// How long an instance holds a card it is emailing; if it dies, another
    /// instance sends the card after this. Longer than an SMTP exchange can take.
    pub lease_secs: u64,
}

impl Default for SendingSettings {
    fn default() -> Self {
        SendingSettings {
            recipients_per_day: 50,
            poll_millis: 5_000,
            lease_secs: 120,
        }
    }
}

impl SendingSettings {
    pub fn apply_env(&mut self, env: &EnvVars) -> anyhow::Result<()> {
        set(
            &mut self.recipients_per_day,
            env.number("CARDSMITH_SEND_RECIPIENTS_PER_DAY")?,
        );
        set(&mut self.poll_millis, env.number("CARDSMITH_SEND_POLL_MS")?);
        set(
            &mut self.lease_secs,
            env.number("CARDSMITH_SEND_LEASE_SECS")?,
        );
        Ok(())
    }

    pub fn validate(&self) -> anyhow::Result<()> {
        if self.recipients_per_day == 0 {
            bail!("CARDSMITH_SEND_RECIPIENTS_PER_DAY must be at least 1");
        }
        if !(100..=600_000).contains(&self.poll_millis) {
            bail!("CARDSMITH_SEND_POLL_MS must be from 100 to 600000");
        }
        if !(2..=3600).contains(&self.lease_secs) {
            bail!("CARDSMITH_SEND_LEASE_SECS must be from 2 to 3600");
        }
        Ok(())
    }

    pub fn lease(&self) -> chrono::Duration {
        chrono::Duration::seconds(self.lease_secs as i64)
    }

    pub fn poll_interval(&self) -> std::time::Duration {
        std::time::Duration::from_millis(self.poll_millis)
    }
}
