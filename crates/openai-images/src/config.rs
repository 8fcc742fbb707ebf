use std::fmt;
use std::time::Duration;

use crate::dialect::Dialect;

/// Where the Images API lives and how patiently to talk to it.
#[derive(Clone)]
pub struct OpenAiImagesConfig {
    /// API root including the version segment, e.g. `https://api.openai.com/v1`.
    pub base_url: String,
    /// Bearer token. Self-hosted servers often need none; an empty string counts as none.
    pub api_key: Option<String>,
    /// Model name sent with every request, e.g. `gpt-image-1.5` or `dall-e-3`.
    pub model: String,
    /// Limit for one HTTP attempt, from connecting to the last byte of the answer.
    pub timeout: Duration,
    /// Extra attempts after a rate limit, a server error or a failed connection.
    pub max_retries: u32,
    /// First back-off delay; each later retry waits twice as long as the one before.
    pub retry_base_delay: Duration,
    /// Speak HTTP/2 from the first byte (h2c) to a provider at a plain
    /// `http://` address. An `https://` provider needs no setting: HTTP/2 is
    /// negotiated during the TLS handshake whenever the provider offers it.
    /// Over HTTP/2 every request shares one connection, so thousands of
    /// generations in flight cost one socket and its buffers, not thousands.
    pub http2_prior_knowledge: bool,
    /// The kind of server at `base_url`, which decides the fields sent.
    pub dialect: Dialect,
}

impl OpenAiImagesConfig {
    pub const DEFAULT_BASE_URL: &'static str = "https://api.openai.com/v1";

    /// Defaults for OpenAI's public endpoint; set `api_key` before use there.
    pub fn new(model: impl Into<String>) -> Self {
        Self {
            base_url: Self::DEFAULT_BASE_URL.to_owned(),
            api_key: None,
            model: model.into(),
            // High-quality portrait images routinely take over a minute upstream.
            timeout: Duration::from_secs(120),
            max_retries: 2,
            retry_base_delay: Duration::from_millis(500),
            http2_prior_knowledge: false,
            dialect: Dialect::Openai,
        }
    }

    /// The key, unless it is missing or blank.
    pub(crate) fn usable_api_key(&self) -> Option<&str> {
        self.api_key
            .as_deref()
            .map(str::trim)
            .filter(|key| !key.is_empty())
    }
}

/// Prints everything except the key itself, so configs can be logged safely.
impl fmt::Debug for OpenAiImagesConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let key = self.usable_api_key().map(|_| "[redacted]");
        f.debug_struct("OpenAiImagesConfig")
            .field("base_url", &self.base_url)
            .field("api_key", &key)
            .field("model", &self.model)
            .field("timeout", &self.timeout)
            .field("max_retries", &self.max_retries)
            .field("retry_base_delay", &self.retry_base_delay)
            .field("http2_prior_knowledge", &self.http2_prior_knowledge)
            .field("dialect", &self.dialect)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_output_never_contains_the_key() {
        let mut cfg = OpenAiImagesConfig::new("gpt-image-1.5");
        cfg.api_key = Some("sk-very-secret-value".into());
        let printed = format!("{cfg:?}");
        assert!(!printed.contains("sk-very-secret-value"), "{printed}");
        assert!(printed.contains("[redacted]"), "{printed}");
        assert!(printed.contains("gpt-image-1.5"), "{printed}");
    }

    #[test]
    fn blank_key_counts_as_no_key() {
        let mut cfg = OpenAiImagesConfig::new("m");
        cfg.api_key = Some("  ".into());
        assert_eq!(cfg.usable_api_key(), None);
        cfg.api_key = Some(" key ".into());
        assert_eq!(cfg.usable_api_key(), Some("key"));
    }

    #[test]
    fn defaults_match_the_documented_values() {
        let cfg = OpenAiImagesConfig::new("m");
        assert_eq!(cfg.base_url, "https://api.openai.com/v1");
        assert_eq!(cfg.max_retries, 2);
        assert_eq!(cfg.retry_base_delay, Duration::from_millis(500));
        assert_eq!(cfg.api_key, None);
    }
}
