//! Settings of image generation and image storage (`CARDSMITH_IMAGE_*`,
//! `CARDSMITH_OPENAI_*`, `CARDSMITH_STORAGE_URL`, `CARDSMITH_S3_*`).

use crate::env::{EnvVars, set};
use crate::secret::Secret;
use anyhow::bail;
use cardsmith_domain::capabilities::CapabilityOverride;
use cardsmith_openai_images::Dialect;
use serde::Deserialize;
use std::time::Duration;

/// Which model makes the images.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ProviderKind {
    /// The offline renderer inside the binary.
    Builtin,
    /// An OpenAI-compatible Images API.
    Openai,
}

/// How closely an edit from a photo keeps the photo's faces and details,
/// on models that take `input_fidelity`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum InputFidelity {
    /// Keeps faces: a photo card of grandma still shows grandma. Costs more
    /// input tokens at the provider.
    High,
    /// The provider's own default: cheaper, looser with faces.
    Low,
}

impl InputFidelity {
    pub fn as_str(self) -> &'static str {
        match self {
            InputFidelity::High => "high",
            InputFidelity::Low => "low",
        }
    }
}

/// OpenAI's GPT Image model with no shutdown date announced. Its vendor
/// retires gpt-image-1.5 on 1 December 2026; the daily model check tells the
/// operator when this one's turn comes.
pub const DEFAULT_IMAGE_MODEL: &str = "gpt-image-2";

/// Longest accepted provider timeout. The client tries up to three times, and
/// a generation is given up at `generate::DEADLINE` (10 minutes), so every
/// attempt must be over well before that.
pub const MAX_PROVIDER_TIMEOUT_SECS: u64 = 180;
const MAX_RETRIES: u32 = 2;

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ImageSettings {
    pub provider: ProviderKind,
    /// API root including the version, e.g. `https://api.openai.com/v1`.
    pub openai_base_url: String,
    pub openai_api_key: Option<Secret>,
    pub openai_model: String,
    /// Limit for one attempt at the provider, in seconds.
    pub provider_timeout_secs: u64,
    /// Extra attempts after a rate limit, a server error or a failed connection.
    pub openai_max_retries: u32,
    /// First back-off delay between attempts, in milliseconds.
    pub openai_retry_delay_ms: u64,
    /// Speak HTTP/2 from the first byte to a plain-http provider (h2c);
    /// https providers negotiate it by themselves.
    pub openai_http2_prior_knowledge: bool,
    /// The kind of server at the base URL: `openai`, `sd-server`, `localai`
    /// or `vllm-omni`.
    pub openai_dialect: Dialect,
    /// `input_fidelity` sent with a photo, where the model takes it.
    pub openai_input_fidelity: InputFidelity,
    /// Partial images (0–3) to ask a streaming model for while someone
    /// watches a generation; 0 never streams.
    pub openai_partial_images: u8,
    /// Corrections to the model's row of the capability table
    /// (`[images.capabilities]` in the config file).
    pub capabilities: Option<CapabilityOverride>,
    /// `file:///abs/folder` or `s3://bucket/prefix`; empty means
    /// `file://{data_dir}/images`.
    pub storage_url: Option<String>,
    /// Endpoint of an S3-compatible service (MinIO, R2…); AWS when empty.
    pub s3_endpoint: Option<String>,
    pub s3_allow_http: bool,
    /// Render the landing page's example images into the store at start-up
    /// when they are missing.
    pub seed_example_images: bool,
}

impl Default for ImageSettings {
    fn default() -> Self {
        ImageSettings {
            provider: ProviderKind::Builtin,
            openai_base_url: "https://api.openai.com/v1".into(),
            openai_api_key: None,
            openai_model: DEFAULT_IMAGE_MODEL.into(),
            provider_timeout_secs: 120,
            openai_max_retries: MAX_RETRIES,
            openai_retry_delay_ms: 500,
            openai_http2_prior_knowledge: false,
            openai_dialect: Dialect::Openai,
            openai_input_fidelity: InputFidelity::High,
            openai_partial_images: 2,
            capabilities: None,
            storage_url: None,
            s3_endpoint: None,
            s3_allow_http: false,
            seed_example_images: true,
        }
    }
}

impl ImageSettings {
    pub fn apply_env(&mut self, env: &EnvVars) -> anyhow::Result<()> {
        set(&mut self.provider, env.choice("CARDSMITH_IMAGE_PROVIDER")?);
        set(
            &mut self.openai_base_url,
            env.text("CARDSMITH_OPENAI_BASE_URL"),
        );
        set(
            &mut self.openai_api_key,
            env.secret("CARDSMITH_OPENAI_API_KEY").map(Some),
        );
        set(&mut self.openai_model, env.text("CARDSMITH_OPENAI_MODEL"));
        set(
            &mut self.provider_timeout_secs,
            env.number("CARDSMITH_PROVIDER_TIMEOUT_SECS")?,
        );
        set(
            &mut self.openai_max_retries,
            env.number("CARDSMITH_OPENAI_MAX_RETRIES")?,
        );
        set(
            &mut self.openai_retry_delay_ms,
            env.number("CARDSMITH_OPENAI_RETRY_DELAY_MS")?,
        );
        set(
            &mut self.openai_http2_prior_knowledge,
            env.flag("CARDSMITH_OPENAI_HTTP2_PRIOR_KNOWLEDGE")?,
        );
        set(
            &mut self.openai_dialect,
            env.choice("CARDSMITH_OPENAI_DIALECT")?,
        );
        set(
            &mut self.openai_input_fidelity,
            env.choice("CARDSMITH_OPENAI_INPUT_FIDELITY")?,
        );
        set(
            &mut self.openai_partial_images,
            env.number("CARDSMITH_OPENAI_PARTIAL_IMAGES")?,
        );
        set(
            &mut self.storage_url,
            env.text("CARDSMITH_STORAGE_URL").map(Some),
        );
        set(
            &mut self.s3_endpoint,
            env.text("CARDSMITH_S3_ENDPOINT").map(Some),
        );
        set(
            &mut self.s3_allow_http,
            env.flag("CARDSMITH_S3_ALLOW_HTTP")?,
        );
        set(
            &mut self.seed_example_images,
            env.flag("CARDSMITH_SEED_EXAMPLE_IMAGES")?,
        );
        Ok(())
    }

    /// Refuses values that would break the promises the code relies on.
    pub fn validate(&self) -> anyhow::Result<()> {
        if !(1..=MAX_PROVIDER_TIMEOUT_SECS).contains(&self.provider_timeout_secs) {
            bail!(
                "CARDSMITH_PROVIDER_TIMEOUT_SECS must be from 1 to {MAX_PROVIDER_TIMEOUT_SECS}, not {}",
                self.provider_timeout_secs
            );
        }
        if self.openai_max_retries > MAX_RETRIES {
            bail!("CARDSMITH_OPENAI_MAX_RETRIES must be at most {MAX_RETRIES}");
        }
        if self.openai_retry_delay_ms > 5_000 {
            bail!("CARDSMITH_OPENAI_RETRY_DELAY_MS must be at most 5000");
        }
        // The Images API's own limit.
        if self.openai_partial_images > 3 {
            bail!("CARDSMITH_OPENAI_PARTIAL_IMAGES must be from 0 to 3");
        }
        Ok(())
    }

    pub fn provider_timeout(&self) -> Duration {
        Duration::from_secs(self.provider_timeout_secs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::images::generate::DEADLINE;

    #[test]
    fn environment_overrides_the_defaults() {
        let mut settings = ImageSettings::default();
        settings
            .apply_env(&EnvVars::new(&|name: &str| match name {
                "CARDSMITH_IMAGE_PROVIDER" => Some("OpenAI".into()),
                "CARDSMITH_OPENAI_MODEL" => Some("dall-e-3".into()),
                "CARDSMITH_PROVIDER_TIMEOUT_SECS" => Some("30".into()),
                "CARDSMITH_STORAGE_URL" => Some("s3://bucket/images".into()),
                "CARDSMITH_S3_ALLOW_HTTP" => Some("true".into()),
                "CARDSMITH_OPENAI_HTTP2_PRIOR_KNOWLEDGE" => Some("true".into()),
                "CARDSMITH_OPENAI_DIALECT" => Some("SD-Server".into()),
                "CARDSMITH_OPENAI_INPUT_FIDELITY" => Some("Low".into()),
                "CARDSMITH_OPENAI_PARTIAL_IMAGES" => Some("3".into()),
                _ => None,
            }))
            .unwrap();
        assert_eq!(settings.provider, ProviderKind::Openai);
        assert_eq!(settings.openai_model, "dall-e-3");
        assert_eq!(settings.provider_timeout(), Duration::from_secs(30));
        assert_eq!(settings.storage_url.as_deref(), Some("s3://bucket/images"));
        assert!(settings.s3_allow_http);
        assert!(settings.openai_http2_prior_knowledge);
        assert_eq!(settings.openai_dialect, Dialect::SdServer);
        assert_eq!(settings.openai_input_fidelity, InputFidelity::Low);
        assert_eq!(settings.openai_partial_images, 3);
        settings.validate().unwrap();
    }

    #[test]
    fn bad_values_are_refused_with_the_variable_name() {
        let mut settings = ImageSettings::default();
        let err = settings
            .apply_env(&EnvVars::new(&|name: &str| {
                (name == "CARDSMITH_IMAGE_PROVIDER").then(|| "dalle".into())
            }))
            .unwrap_err();
        assert!(err.to_string().contains("CARDSMITH_IMAGE_PROVIDER"));
        let err = settings
            .apply_env(&EnvVars::new(&|name: &str| {
                (name == "CARDSMITH_PROVIDER_TIMEOUT_SECS").then(|| "soon".into())
            }))
            .unwrap_err();
        assert!(err.to_string().contains("CARDSMITH_PROVIDER_TIMEOUT_SECS"));
        settings.provider_timeout_secs = 0;
        assert!(settings.validate().is_err());
        settings.provider_timeout_secs = MAX_PROVIDER_TIMEOUT_SECS + 1;
        assert!(settings.validate().is_err());
        settings.provider_timeout_secs = 30;
        settings.openai_partial_images = 4;
        let err = settings.validate().unwrap_err().to_string();
        assert!(err.contains("CARDSMITH_OPENAI_PARTIAL_IMAGES"), "{err}");
    }

    #[test]
    fn the_longest_provider_call_ends_before_the_generation_deadline() {
        let attempts = u64::from(MAX_RETRIES + 1);
        let longest = Duration::from_secs(MAX_PROVIDER_TIMEOUT_SECS * attempts + 30);
        assert!(longest < DEADLINE);
    }

    #[test]
    fn the_api_key_never_prints() {
        let settings = ImageSettings {
            openai_api_key: Some(Secret::new("sk-secret-value")),
            ..ImageSettings::default()
        };
        assert!(!format!("{settings:?}").contains("sk-secret-value"));
    }
}
