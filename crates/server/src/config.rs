//! Settings, layered: built-in defaults, then `cardsmith.toml`, then
//! `CARDSMITH_*` environment variables (the README's configuration reference
//! lists every one).

pub use crate::auth::verification::SignupBonus;
pub use crate::env::Environment;
use crate::env::{EnvVars, set};
use crate::payments::settings::PaymentsSettings;
use crate::providers::image::settings::ImageSettings;
use crate::providers::text::settings::TextSettings;
use crate::public_api::settings::PublicApiSettings;
use crate::secret::Secret;
use crate::sending::settings::SendingSettings;
use crate::serve::settings::ConnectionSettings;
use anyhow::{Context, bail};
use serde::Deserialize;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    Pretty,
    Json,
}

/// Everything the server needs to start; secrets are typed so they never print.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    pub addr: SocketAddr,
    pub data_dir: PathBuf,
    /// `sqlite://…` or `postgres://…`; empty means `sqlite://{data_dir}/cardsmith.db`.
    pub database_url: Option<Secret>,
    /// The address people reach the site at; empty means `http://{addr}`.
    pub public_url: Option<String>,
    pub env: Environment,
    pub log_format: LogFormat,
    /// `smtp://user:pass@host:port` or `smtps://…`; empty keeps email in the outbox.
    pub smtp_url: Option<Secret>,
    pub email_from: String,
    /// A TOML file of credit packages; empty uses the built-in three.
    pub packages_file: Option<PathBuf>,
    /// Behind one trusted proxy: the same as `trusted_proxy_hops = 1`.
    pub trust_proxy: bool,
    /// How many proxies of our own stand in front of the server. The client
    /// address is the `X-Forwarded-For` entry the outermost of them added,
    /// counted from the right; 0 uses the socket's peer address.
    pub trusted_proxy_hops: usize,
    /// Sign-ups allowed from one address per hour.
    pub signups_per_hour: usize,
    /// When the signup bonus is granted; by default at once in development
    /// and once the email address is confirmed in production.
    pub signup_bonus: Option<SignupBonus>,
    /// Largest accepted request body, in bytes.
    pub max_body_bytes: usize,
    /// How many password hashes may run at once.
    pub password_hash_concurrency: usize,
    /// How long an instance's hold on work in progress lasts unless renewed;
    /// work of an instance that stopped is refunded about this long after.
    pub reservation_lease_secs: u64,
    /// Who takes payments for credit packages.
    #[serde(default)]
    pub payments: PaymentsSettings,
    /// Image generation and image storage.
    #[serde(default)]
    pub images: ImageSettings,
    /// Connection cap and client timeouts.
    #[serde(default)]
    pub connections: ConnectionSettings,
    /// Who writes suggested card messages.
    #[serde(default)]
    pub text: TextSettings,
    /// The public API's limits and where they are counted.
    #[serde(default)]
    pub public_api: PublicApiSettings,
    /// Cards sent by email and reminders.
    #[serde(default)]
    pub sending: SendingSettings,
    /// Where Prometheus can read `/metrics`.
    #[serde(default)]
    pub metrics: crate::metrics::settings::MetricsSettings,
    /// The operator console's limits.
    #[serde(default)]
    pub staff: crate::staff::settings::StaffSettings,
    /// A GA4 measurement id; none means no analytics is loaded.
    pub analytics_measurement_id: Option<String>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
            data_dir: PathBuf::from("./data"),
            database_url: None,
            public_url: None,
            env: Environment::Development,
            log_format: LogFormat::Pretty,
            smtp_url: None,
            email_from: "Cardsmith <no-reply@cardsmith.local>".into(),
            packages_file: None,
            trust_proxy: false,
            trusted_proxy_hops: 0,
            signups_per_hour: 5,
            signup_bonus: None,
            max_body_bytes: 8 * 1024 * 1024,
            password_hash_concurrency: 4,
            reservation_lease_secs: 30,
            payments: PaymentsSettings::default(),
            images: ImageSettings::default(),
            connections: ConnectionSettings::default(),
            text: TextSettings::default(),
            public_api: PublicApiSettings::default(),
            sending: SendingSettings::default(),
            metrics: Default::default(),
            staff: Default::default(),
            analytics_measurement_id: None,
        }
    }
}

impl Config {
    /// Defaults, then the TOML file (`CARDSMITH_CONFIG`, else `./cardsmith.toml`
    /// when present), then the environment.
    pub fn load() -> anyhow::Result<Config> {
        let explicit = std::env::var_os("CARDSMITH_CONFIG").map(PathBuf::from);
        let path = explicit
            .clone()
            .unwrap_or_else(|| PathBuf::from("cardsmith.toml"));
        let mut config = if path.exists() {
            Config::from_file(&path)?
        } else if let Some(path) = explicit {
            bail!("Config file {} does not exist", path.display());
        } else {
            Config::default()
        };
        config.apply_env(|name| std::env::var(name).ok())?;
        Ok(config)
    }

    pub fn from_file(path: &Path) -> anyhow::Result<Config> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("Failed to read {}", path.display()))?;
        toml::from_str(&text).with_context(|| format!("Failed to parse {}", path.display()))
    }

    /// Overrides settings from `CARDSMITH_*` variables read through `var`.
    pub fn apply_env(&mut self, var: impl Fn(&str) -> Option<String>) -> anyhow::Result<()> {
        let env = EnvVars::new(&var);
        if let Some(addr) = env.text("CARDSMITH_ADDR") {
            self.addr = addr
                .parse()
                .context("CARDSMITH_ADDR must look like 127.0.0.1:8080")?;
        }
        set(
            &mut self.data_dir,
            env.text("CARDSMITH_DATA_DIR").map(PathBuf::from),
        );
        set(
            &mut self.database_url,
            env.secret("CARDSMITH_DATABASE_URL").map(Some),
        );
        set(
            &mut self.public_url,
            env.text("CARDSMITH_PUBLIC_URL").map(Some),
        );
        set(&mut self.env, env.choice("CARDSMITH_ENV")?);
        set(&mut self.log_format, env.choice("CARDSMITH_LOG_FORMAT")?);
        set(
            &mut self.smtp_url,
            env.secret("CARDSMITH_SMTP_URL").map(Some),
        );
        set(&mut self.email_from, env.text("CARDSMITH_EMAIL_FROM"));
        set(
            &mut self.packages_file,
            env.text("CARDSMITH_PACKAGES_FILE")
                .map(|path| Some(PathBuf::from(path))),
        );
        set(&mut self.trust_proxy, env.flag("CARDSMITH_TRUST_PROXY")?);
        set(
            &mut self.trusted_proxy_hops,
            env.number("CARDSMITH_TRUSTED_PROXY_HOPS")?,
        );
        set(
            &mut self.signups_per_hour,
            env.number("CARDSMITH_SIGNUPS_PER_HOUR")?,
        );
        set(
            &mut self.signup_bonus,
            env.choice("CARDSMITH_SIGNUP_BONUS")?.map(Some),
        );
        set(
            &mut self.reservation_lease_secs,
            env.number("CARDSMITH_RESERVATION_LEASE_SECS")?,
        );
        self.payments.apply_env(&env)?;
        self.images.apply_env(&env)?;
        self.connections.apply_env(&env)?;
        self.text.apply_env(&env)?;
        self.public_api.apply_env(&env)?;
        self.sending.apply_env(&env)?;
        self.metrics.apply_env(&env)?;
        set(
            &mut self.analytics_measurement_id,
            env.text("CARDSMITH_ANALYTICS_MEASUREMENT_ID").map(Some),
        );
        self.validate()
    }

    /// Refuses values the code cannot honour, naming the variable.
    pub fn validate(&self) -> anyhow::Result<()> {
        if self.trusted_proxy_hops > 10 {
            bail!("CARDSMITH_TRUSTED_PROXY_HOPS must be a number from 0 to 10");
        }
        if self.signups_per_hour == 0 {
            bail!("CARDSMITH_SIGNUPS_PER_HOUR must be at least 1");
        }
        if let Some(id) = &self.analytics_measurement_id
            && !is_measurement_id(id)
        {
            bail!(
                "CARDSMITH_ANALYTICS_MEASUREMENT_ID must look like G-ABC123DEF4 (G- and letters or digits)"
            );
        }
        self.text.validate()?;
        self.public_api.validate()?;
        self.sending.validate()?;
        self.metrics.validate()?;
        self.staff.validate()?;
        if !(3..=600).contains(&self.reservation_lease_secs) {
            bail!("CARDSMITH_RESERVATION_LEASE_SECS must be a number of seconds from 3 to 600");
        }
        Ok(())
    }

    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) => url.expose().to_owned(),
            None => format!(
                "sqlite://{}?mode=rwc",
                self.data_dir.join("cardsmith.db").display()
            ),
        }
    }

    /// The site address without a trailing slash, e.g. `https://cardsmith.example`.
    pub fn public_url(&self) -> String {
        let url = self
            .public_url
            .clone()
            .unwrap_or_else(|| format!("http://{}", self.addr));
        url.trim_end_matches('/').to_owned()
    }

    /// The public address's host, e.g. `cardsmith.example` (Message-IDs end in it).
    pub fn public_host(&self) -> String {
        url::Url::parse(&self.public_url())
            .ok()
            .and_then(|url| url.host_str().map(str::to_owned))
            .unwrap_or_else(|| "cardsmith.local".into())
    }

    pub fn reservation_lease(&self) -> chrono::Duration {
        chrono::Duration::seconds(self.reservation_lease_secs as i64)
    }

    /// Proxies whose `X-Forwarded-For` entries are trusted.
    pub fn proxy_hops(&self) -> usize {
        match self.trusted_proxy_hops {
            0 if self.trust_proxy => 1,
            hops => hops,
        }
    }

    pub fn signup_bonus(&self) -> SignupBonus {
        self.signup_bonus.unwrap_or(match self.env {
            Environment::Development => SignupBonus::Signup,
            Environment::Production => SignupBonus::Verified,
        })
    }

    pub fn is_https(&self) -> bool {
        self.public_url().starts_with("https://")
    }
}

/// GA4 ids are `G-` and letters or digits; anything else would be pasted
/// into the page's script URL.
fn is_measurement_id(id: &str) -> bool {
    id.strip_prefix("G-").is_some_and(|rest| {
        (4..=20).contains(&rest.len()) && rest.chars().all(|c| c.is_ascii_alphanumeric())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_ga4_measurement_id_is_accepted() {
        let mut config = Config::default();
        config
            .apply_env(|name| {
                (name == "CARDSMITH_ANALYTICS_MEASUREMENT_ID").then(|| "G-ABC123XYZ".into())
            })
            .unwrap();
        assert_eq!(
            config.analytics_measurement_id.as_deref(),
            Some("G-ABC123XYZ")
        );
        for bad in ["UA-1234-1", "G-\"></script>", "G-"] {
            let err = Config::default()
                .apply_env(|name| {
                    (name == "CARDSMITH_ANALYTICS_MEASUREMENT_ID").then(|| bad.into())
                })
                .unwrap_err();
            assert!(
                err.to_string()
                    .contains("CARDSMITH_ANALYTICS_MEASUREMENT_ID")
            );
        }
    }

    #[test]
    fn env_overrides_file_overrides_defaults() {
        let mut config: Config =
            toml::from_str("addr = \"0.0.0.0:9000\"\nenv = \"production\"").unwrap();
        assert_eq!(config.env, Environment::Production);
        config
            .apply_env(|name| match name {
                "CARDSMITH_ADDR" => Some("127.0.0.1:7000".into()),
                "CARDSMITH_PUBLIC_URL" => Some("https://cards.example/".into()),
                _ => None,
            })
            .unwrap();
        assert_eq!(config.addr.port(), 7000);
        assert_eq!(config.public_url(), "https://cards.example");
        assert!(config.is_https());
        assert_eq!(config.env, Environment::Production);
    }

    #[test]
    fn proxy_hops_and_signup_bonus_follow_settings() {
        let mut config = Config::default();
        assert_eq!(config.proxy_hops(), 0);
        assert_eq!(config.signup_bonus(), SignupBonus::Signup);
        config
            .apply_env(|name| (name == "CARDSMITH_TRUST_PROXY").then(|| "true".into()))
            .unwrap();
        assert_eq!(config.proxy_hops(), 1);
        config
            .apply_env(|name| match name {
                "CARDSMITH_TRUSTED_PROXY_HOPS" => Some("2".into()),
                "CARDSMITH_ENV" => Some("production".into()),
                _ => None,
            })
            .unwrap();
        assert_eq!(config.proxy_hops(), 2);
        assert_eq!(config.signup_bonus(), SignupBonus::Verified);
        config
            .apply_env(|name| (name == "CARDSMITH_SIGNUP_BONUS").then(|| "signup".into()))
            .unwrap();
        assert_eq!(config.signup_bonus(), SignupBonus::Signup);
        assert!(
            config
                .apply_env(|name| (name == "CARDSMITH_SIGNUP_BONUS").then(|| "never".into()))
                .is_err()
        );
    }

    #[test]
    fn defaults_are_embedded() {
        let config = Config::default();
        assert_eq!(config.public_url(), "http://127.0.0.1:8080");
        assert!(
            config
                .database_url()
                .starts_with("sqlite://./data/cardsmith.db")
        );
    }

    #[test]
    fn bad_values_are_reported() {
        let mut config = Config::default();
        let err = config
            .apply_env(|name| (name == "CARDSMITH_ENV").then(|| "staging".into()))
            .unwrap_err();
        assert!(err.to_string().contains("CARDSMITH_ENV"));
        assert!(toml::from_str::<Config>("unknown_key = 1").is_err());
    }

    #[test]
    fn secrets_do_not_print() {
        let config = Config {
            smtp_url: Some(Secret::new("smtp://user:hunter2@mail")),
            ..Config::default()
        };
        assert!(!format!("{config:?}").contains("hunter2"));
    }
}
