//! Settings of "Suggest a message" (`CARDSMITH_TEXT_*`).

use crate::env::{EnvVars, set};
use crate::secret::Secret;
use anyhow::bail;
use serde::Deserialize;
use std::time::Duration;

/// Who writes suggested card messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TextProviderKind {
    /// The bundled library of original messages.
    Library,
    /// An OpenAI-compatible chat-completions API, with the library as fallback.
    Openai,
}

/// OpenAI's efficient chat model, with no shutdown date announced, and the
/// replacement named for gpt-4.1-mini and gpt-4o-mini, which leave the API on
/// 14 January 2027. The daily model check warns when that changes.
pub const DEFAULT_TEXT_MODEL: &str = "gpt-6-luna";

/// Longest wait for the chat API: the wizard is waiting on the answer.
pub const MAX_TEXT_TIMEOUT_SECS: u64 = 30;

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TextSettings {
    pub provider: TextProviderKind,
    /// API root including the version; empty means the image provider's
    /// `CARDSMITH_OPENAI_BASE_URL`.
    pub base_url: Option<String>,
    /// Empty means the image provider's `CARDSMITH_OPENAI_API_KEY`.
    pub api_key: Option<Secret>,
    pub model: String,
    /// Limit for the whole call, in seconds; the library answers after it.
    pub timeout_secs: u64,
}

impl Default for TextSettings {
    fn default() -> Self {
        TextSettings {
            provider: TextProviderKind::Library,
            base_url: None,
            api_key: None,
            model: DEFAULT_TEXT_MODEL.into(),
            timeout_secs: 8,
        }
    }
}

impl TextSettings {
    pub fn apply_env(&mut self, env: &EnvVars) -> anyhow::Result<()> {
        set(&mut self.provider, env.choice("CARDSMITH_TEXT_PROVIDER")?);
        set(
            &mut self.base_url,
            env.text("CARDSMITH_TEXT_BASE_URL").map(Some),
        );
        set(
            &mut self.api_key,
            env.secret("CARDSMITH_TEXT_API_KEY").map(Some),
        );
        set(&mut self.model, env.text("CARDSMITH_TEXT_MODEL"));
        set(
            &mut self.timeout_secs,
            env.number("CARDSMITH_TEXT_TIMEOUT_SECS")?,
        );
        Ok(())
    }

    pub fn validate(&self) -> anyhow::Result<()> {
        if !(1..=MAX_TEXT_TIMEOUT_SECS).contains(&self.timeout_secs) {
            bail!(
                "CARDSMITH_TEXT_TIMEOUT_SECS must be from 1 to {MAX_TEXT_TIMEOUT_SECS}, not {}",
                self.timeout_secs
            );
        }
        Ok(())
    }

    pub fn timeout(&self) -> Duration {
        Duration::from_secs(self.timeout_secs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn environment_overrides_the_defaults() {
        let mut settings = TextSettings::default();
        settings
            .apply_env(&EnvVars::new(&|name: &str| match name {
                "CARDSMITH_TEXT_PROVIDER" => Some("openai".into()),
                "CARDSMITH_TEXT_MODEL" => Some("small-model".into()),
                "CARDSMITH_TEXT_TIMEOUT_SECS" => Some("3".into()),
                _ => None,
            }))
            .unwrap();
        assert_eq!(settings.provider, TextProviderKind::Openai);
        assert_eq!(settings.model, "small-model");
        assert_eq!(settings.timeout(), Duration::from_secs(3));
        settings.validate().unwrap();
        settings.timeout_secs = MAX_TEXT_TIMEOUT_SECS + 1;
        assert!(settings.validate().is_err());
    }

    #[test]
    fn an_unknown_provider_is_refused_by_name() {
        let err = TextSettings::default()
            .apply_env(&EnvVars::new(&|name: &str| {
                (name == "CARDSMITH_TEXT_PROVIDER").then(|| "poet".into())
            }))
            .unwrap_err();
        assert!(err.to_string().contains("CARDSMITH_TEXT_PROVIDER"));
    }
}
