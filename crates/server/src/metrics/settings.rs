//! Where `/metrics` is served (`[metrics]` in the config file).

use crate::env::{EnvVars, set};
use crate::secret::Secret;
use anyhow::bail;
use serde::Deserialize;
use std::net::SocketAddr;

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MetricsSettings {
    /// A listen address of its own for `GET /metrics`, open to whoever can
    /// reach it (keep it on a private interface).
    pub addr: Option<SocketAddr>,
    /// Serves `GET /metrics` on the site's own address too, to requests with
    /// `Authorization: Bearer <token>`. Without it that path is a 404.
    pub token: Option<Secret>,
}

impl MetricsSettings {
    pub fn apply_env(&mut self, env: &EnvVars) -> anyhow::Result<()> {
        if let Some(addr) = env.text("CARDSMITH_METRICS_ADDR") {
            let addr = addr.parse().map_err(|_| {
                anyhow::anyhow!("CARDSMITH_METRICS_ADDR must look like 127.0.0.1:9090")
            })?;
            self.addr = Some(addr);
        }
        set(
            &mut self.token,
            env.secret("CARDSMITH_METRICS_TOKEN").map(Some),
        );
        Ok(())
    }

    pub fn validate(&self) -> anyhow::Result<()> {
        if let Some(token) = &self.token
            && token.expose().len() < 16
        {
            bail!("CARDSMITH_METRICS_TOKEN must be at least 16 characters");
        }
        Ok(())
    }
}
