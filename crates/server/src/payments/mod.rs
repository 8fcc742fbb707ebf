//! Taking money for credit packages: a provider chosen by configuration
//! (the offline demo checkout or Stripe), and one fulfilment function that
//! turns a confirmed payment into credits exactly once.

pub mod demo;
pub mod events;
pub mod fulfil;
pub mod provider;
pub mod settings;
pub mod stripe;
pub mod verify;

use crate::env::Environment;
use crate::secret::Secret;
use crate::store::packages::Package;
use crate::store::payments::{self, NewPayment};
use anyhow::Context;
use provider::{NewCheckout, OpenedCheckout, PaymentProvider, ProviderError};
use sea_orm::DatabaseConnection;
use settings::{PaymentsMode, PaymentsSettings};

/// Package prices are in US cents.
pub const CURRENCY: &str = "usd";

/// The configured provider and what checkout needs around it.
pub struct Payments {
    provider: Box<dyn PaymentProvider>,
    public_url: String,
    webhook_secret: Option<Secret>,
}

impl Payments {
    /// Builds the configured provider; refuses set-ups that cannot take money
    /// properly (see `PaymentsSettings::check`).
    pub fn build(
        settings: &PaymentsSettings,
        env: Environment,
        public_url: String,
        db: DatabaseConnection,
    ) -> anyhow::Result<Payments> {
        settings.check(env, &public_url)?;
        let provider: Box<dyn PaymentProvider> = match settings.mode {
            PaymentsMode::Demo => Box::new(demo::DemoProvider::new(db, public_url.clone())),
            PaymentsMode::Stripe => {
                let key = settings
                    .stripe_secret_key
                    .as_ref()
                    .context("CARDSMITH_STRIPE_SECRET_KEY is missing")?;
                Box::new(stripe::StripeProvider::new(
                    &settings.stripe_api_base,
                    key.expose(),
                )?)
            }
        };
        Ok(Payments {
            provider,
            public_url,
            webhook_secret: settings.stripe_webhook_secret.clone(),
        })
    }

    pub fn mode(&self) -> PaymentsMode {
        self.provider.mode()
    }

    pub fn provider(&self) -> &dyn PaymentProvider {
        self.provider.as_ref()
    }

    /// The secret Stripe signs webhooks with; set whenever the mode is Stripe.
    pub fn webhook_secret(&self) -> Option<&Secret> {
        self.webhook_secret.as_ref()
    }

    /// Where the buyer lands after paying; `session_id` may be Stripe's
    /// `{CHECKOUT_SESSION_ID}` placeholder.
    pub fn success_url(&self, package_id: &str, session_id: &str) -> String {
        format!(
            "{}/purchase/success?session_id={session_id}&package_id={package_id}",
            self.public_url
        )
    }

    pub fn cancel_url(&self, package_id: &str) -> String {
        format!(
            "{}/purchase/cancel?package_id={package_id}",
            self.public_url
        )
    }

    /// Opens a checkout for `package` and records it, so the return page and
    /// the webhook can find whose it is.
    pub async fn open_checkout(
        &self,
        db: &DatabaseConnection,
        user_id: &str,
        package: &Package,
    ) -> Result<OpenedCheckout, ProviderError> {
        let success_url = self.success_url(&package.id, "{CHECKOUT_SESSION_ID}");
        let cancel_url = self.cancel_url(&package.id);
        let checkout = NewCheckout {
            user_id,
            package_id: &package.id,
            package_name: &package.name,
            amount_cents: package.price_cents,
            currency: CURRENCY,
            success_url: &success_url,
            cancel_url: &cancel_url,
        };
        let opened = self.provider.open_checkout(checkout).await?;
        let record = NewPayment {
            session_id: &opened.session_id,
            provider: self.mode().as_str(),
            user_id,
            package_id: &package.id,
            amount_cents: package.price_cents,
            currency: CURRENCY,
        };
        payments::create(db, record).await?;
        tracing::info!(session_id = %opened.session_id, user_id, package_id = %package.id,
            mode = self.mode().as_str(), "checkout opened");
        Ok(opened)
    }
}
