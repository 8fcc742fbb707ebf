//! The console's limits (`[staff]` in the config file).

use anyhow::bail;
use serde::Deserialize;

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StaffSettings {
    /// The most credits support may grant in one action.
    pub support_grant_limit: u32,
    /// The most credits an admin may grant in one action.
    pub admin_grant_limit: u32,
    /// Console calls one staff member may make per minute.
    pub requests_per_minute: u32,
    /// Removals from the moderation queue that suspend an account.
    pub strikes_to_suspend: u32,
}

impl Default for StaffSettings {
    fn default() -> Self {
        StaffSettings {
            support_grant_limit: 50,
            admin_grant_limit: 5_000,
            requests_per_minute: 120,
            strikes_to_suspend: 3,
        }
    }
}

impl StaffSettings {
    pub fn validate(&self) -> anyhow::Result<()> {
        if self.support_grant_limit == 0
            || self.requests_per_minute == 0
            || self.strikes_to_suspend == 0
        {
            bail!(
                "[staff] support_grant_limit, requests_per_minute and strikes_to_suspend must be at least 1"
            );
        }
        if self.admin_grant_limit < self.support_grant_limit {
            bail!("[staff] admin_grant_limit must be at least support_grant_limit");
        }
        Ok(())
    }
}
