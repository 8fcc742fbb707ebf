//! Payment settings: which provider takes the money, and Stripe's keys.

use crate::env::{EnvVars, Environment, set};
use crate::secret::Secret;
use crate::store::payments::ProviderName;
use anyhow::bail;
use serde::Deserialize;

/// Who takes the money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PaymentsMode {
    /// A built-in checkout page where no money moves; the default, so the whole
    /// purchase works offline.
    #[default]
    Demo,
    /// Stripe Checkout with signed webhooks.
    Stripe,
}

impl PaymentsMode {
    pub fn as_str(self) -> &'static str {
        match self {
            PaymentsMode::Demo => "demo",
            PaymentsMode::Stripe => "stripe",
        }
    }

    /// The name a payment taken this way is recorded under.
    pub fn provider_name(self) -> ProviderName {
        match self {
            PaymentsMode::Demo => ProviderName::Demo,
            PaymentsMode::Stripe => ProviderName::Stripe,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PaymentsSettings {
    /// `CARDSMITH_PAYMENTS`: `demo` or `stripe`.
    pub mode: PaymentsMode,
    /// `CARDSMITH_ALLOW_DEMO_PAYMENTS`: lets demo payments run in production or on a public address.
    pub allow_demo_payments: bool,
    /// `CARDSMITH_STRIPE_SECRET_KEY`.
    pub stripe_secret_key: Option<Secret>,
    /// `CARDSMITH_STRIPE_WEBHOOK_SECRET`: the endpoint's `whsec_…` signing secret.
    pub stripe_webhook_secret: Option<Secret>,
    /// `CARDSMITH_STRIPE_API_BASE`: Stripe's API, or a stand-in for tests.
    pub stripe_api_base: String,
}

impl Default for PaymentsSettings {
    fn default() -> Self {
        PaymentsSettings {
            mode: PaymentsMode::Demo,
            allow_demo_payments: false,
            stripe_secret_key: None,
            stripe_webhook_secret: None,
            stripe_api_base: "https://api.stripe.com".into(),
        }
    }
}

impl PaymentsSettings {
    pub fn apply_env(&mut self, env: &EnvVars) -> anyhow::Result<()> {
        set(&mut self.mode, env.choice("CARDSMITH_PAYMENTS")?);
        set(
            &mut self.allow_demo_payments,
            env.flag("CARDSMITH_ALLOW_DEMO_PAYMENTS")?,
        );
        set(
            &mut self.stripe_secret_key,
            env.secret("CARDSMITH_STRIPE_SECRET_KEY").map(Some),
        );
        set(
            &mut self.stripe_webhook_secret,
            env.secret("CARDSMITH_STRIPE_WEBHOOK_SECRET").map(Some),
        );
        set(
            &mut self.stripe_api_base,
            env.text("CARDSMITH_STRIPE_API_BASE"),
        );
        Ok(())
    }

    /// Refuses set-ups that would take no money while looking live, or that
    /// could not take money at all. Demo payments let anyone add credits, so
    /// they run only on a loopback address in development unless allowed.
    pub fn check(&self, env: Environment, public_url: &str) -> anyhow::Result<()> {
        match self.mode {
            PaymentsMode::Demo if self.allow_demo_payments => {
                tracing::warn!(
                    public_url,
                    "DEMO PAYMENTS ARE ALLOWED: anyone can add credits without paying"
                );
                Ok(())
            }
            PaymentsMode::Demo if env == Environment::Production => {
                bail!(
                    "Demo payments are off in production (CARDSMITH_ENV=production): set \
                     CARDSMITH_PAYMENTS=stripe, or CARDSMITH_ALLOW_DEMO_PAYMENTS=true to allow them"
                )
            }
            PaymentsMode::Demo if !is_private_address(public_url) => {
                bail!(
                    "Demo payments are off on a public address ({public_url}): anyone could add \
                     credits without paying. Set CARDSMITH_PAYMENTS=stripe, or \
                     CARDSMITH_ALLOW_DEMO_PAYMENTS=true to allow them"
                )
            }
            PaymentsMode::Demo => {
                tracing::warn!("Demo payments are on: credits are added without any money moving");
                Ok(())
            }
            PaymentsMode::Stripe => {
                if is_blank(&self.stripe_secret_key) {
                    bail!("CARDSMITH_PAYMENTS=stripe needs CARDSMITH_STRIPE_SECRET_KEY");
                }
                if is_blank(&self.stripe_webhook_secret) {
                    bail!("CARDSMITH_PAYMENTS=stripe needs CARDSMITH_STRIPE_WEBHOOK_SECRET");
                }
                Ok(())
            }
        }
    }
}

/// True for a plain-http address on this machine (loopback), the only place
/// where demo payments run unasked.
fn is_private_address(public_url: &str) -> bool {
    let Ok(url) = url::Url::parse(public_url) else {
        return false;
    };
    url.scheme() == "http"
        && match url.host() {
            Some(url::Host::Domain(name)) => name.eq_ignore_ascii_case("localhost"),
            Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
            Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
            None => false,
        }
}

fn is_blank(secret: &Option<Secret>) -> bool {
    secret.as_ref().is_none_or(|s| s.expose().trim().is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOCAL: &str = "http://127.0.0.1:8080";

    fn from_env(vars: &[(&str, &str)]) -> anyhow::Result<PaymentsSettings> {
        let mut config = PaymentsSettings::default();
        config.apply_env(&EnvVars::new(&|name| {
            vars.iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| value.to_string())
        }))?;
        Ok(config)
    }

    #[test]
    fn demo_is_the_default_and_runs_in_development() {
        let config = from_env(&[]).unwrap();
        assert_eq!(config.mode, PaymentsMode::Demo);
        assert_eq!(config.stripe_api_base, "https://api.stripe.com");
        config.check(Environment::Development, LOCAL).unwrap();
    }

    #[test]
    fn demo_on_a_public_address_needs_an_explicit_allowance() {
        let config = from_env(&[]).unwrap();
        for public in [
            "https://127.0.0.1:8080",
            "http://cards.example",
            "http://0.0.0.0:8080",
            "http://192.168.1.20:8080",
            "not a url",
        ] {
            let err = config.check(Environment::Development, public).unwrap_err();
            assert!(
                err.to_string().contains("public address"),
                "{public}: {err}"
            );
        }
        for local in [
            "http://127.0.0.1:8080",
            "http://localhost:3000",
            "http://[::1]:8080",
        ] {
            config.check(Environment::Development, local).unwrap();
        }
        let allowed = from_env(&[("CARDSMITH_ALLOW_DEMO_PAYMENTS", "true")]).unwrap();
        allowed
            .check(Environment::Development, "https://cards.example")
            .unwrap();
    }

    #[test]
    fn demo_in_production_needs_an_explicit_allowance() {
        let config = from_env(&[("CARDSMITH_PAYMENTS", "demo")]).unwrap();
        let err = config.check(Environment::Production, LOCAL).unwrap_err();
        assert!(err.to_string().contains("CARDSMITH_ALLOW_DEMO_PAYMENTS"));
        let allowed = from_env(&[("CARDSMITH_ALLOW_DEMO_PAYMENTS", "true")]).unwrap();
        allowed.check(Environment::Production, LOCAL).unwrap();
    }

    #[test]
    fn stripe_needs_both_secrets() {
        let key_only = from_env(&[
            ("CARDSMITH_PAYMENTS", "Stripe"),
            ("CARDSMITH_STRIPE_SECRET_KEY", "sk_test_1"),
        ])
        .unwrap();
        let err = key_only.check(Environment::Production, LOCAL).unwrap_err();
        assert!(err.to_string().contains("CARDSMITH_STRIPE_WEBHOOK_SECRET"));
        let hook_only = from_env(&[
            ("CARDSMITH_PAYMENTS", "stripe"),
            ("CARDSMITH_STRIPE_WEBHOOK_SECRET", "whsec_1"),
        ])
        .unwrap();
        let err = hook_only
            .check(Environment::Development, LOCAL)
            .unwrap_err();
        assert!(err.to_string().contains("CARDSMITH_STRIPE_SECRET_KEY"));
        let both = from_env(&[
            ("CARDSMITH_PAYMENTS", "stripe"),
            ("CARDSMITH_STRIPE_SECRET_KEY", "sk_test_1"),
            ("CARDSMITH_STRIPE_WEBHOOK_SECRET", "whsec_1"),
            ("CARDSMITH_STRIPE_API_BASE", "http://127.0.0.1:9"),
        ])
        .unwrap();
        both.check(Environment::Production, "https://cards.example")
            .unwrap();
        assert_eq!(both.stripe_api_base, "http://127.0.0.1:9");
        assert!(!format!("{both:?}").contains("sk_test_1"));
    }

    #[test]
    fn unknown_modes_are_refused() {
        let err = from_env(&[("CARDSMITH_PAYMENTS", "paypal")]).unwrap_err();
        assert!(err.to_string().contains("CARDSMITH_PAYMENTS"));
    }
}
