//! Taking money for credit packages: a provider chosen by configuration
//! (the offline demo checkout or Stripe), and one fulfilment function that
//! turns a confirmed payment into credits exactly once.

pub mod catalogue;
pub mod demo;
pub mod events;
pub mod fulfil;
pub mod provider;
pub mod refunds;
pub mod settings;
pub mod stripe;
pub mod verify;

use crate::env::Environment;
use crate::secret::Secret;
use crate::store::packages::{self, Package};
use crate::store::payments::{self, NewPayment, Payment};
use crate::store::webhook_events;
use anyhow::Context;
use cardsmith_stripe::webhook::Event;
use fulfil::{FulfilError, Fulfilment};
use provider::{NewCheckout, OpenedCheckout, PaymentProvider, ProviderError};
use sea_orm::{DatabaseConnection, DbErr};
use settings::{PaymentsMode, PaymentsSettings};

/// Package prices are in US cents.
pub const CURRENCY: &str = "usd";

/// The configured provider and what checkout needs around it.
pub struct Payments {
    db: DatabaseConnection,
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
            PaymentsMode::Demo => Box::new(demo::DemoProvider::new(db.clone(), public_url.clone())),
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
            db,
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

    /// Opens a checkout for the package `package_id` and records it, so the
    /// return page and the webhook can find whose it is.
    pub async fn open_checkout(
        &self,
        user_id: &str,
        package_id: &str,
    ) -> Result<OpenedCheckout, CheckoutError> {
        let package = packages::find(&self.db, package_id)
            .await?
            .ok_or(CheckoutError::UnknownPackage)?;
        Ok(self.open_checkout_for(user_id, &package).await?)
    }

    async fn open_checkout_for(
        &self,
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
            provider: self.mode().provider_name(),
            user_id,
            package_id: &package.id,
            amount_cents: package.price_cents,
            currency: CURRENCY,
        };
        payments::create(&self.db, record).await?;
        tracing::info!(session_id = %opened.session_id, user_id, package_id = %package.id,
            mode = self.mode().as_str(), "checkout opened");
        Ok(opened)
    }

    /// Credits the session if it is paid and not yet credited; see `fulfil`.
    pub async fn fulfil(&self, session_id: &str) -> Result<Fulfilment, FulfilError> {
        fulfil::fulfil(self, session_id).await
    }

    /// Where a checkout of `user_id` stands, fulfilling it if it is paid; None
    /// for a checkout we did not open for them.
    pub async fn checkout_of(
        &self,
        user_id: &str,
        session_id: &str,
    ) -> Result<Option<CheckoutReport>, FulfilError> {
        let Some(payment) = payments::find(&self.db, session_id)
            .await?
            .filter(|p| p.user_id == user_id)
        else {
            return Ok(None);
        };
        let fulfilment = self.fulfil(session_id).await?;
        let package = packages::find(&self.db, &payment.package_id).await?;
        Ok(Some(CheckoutReport {
            payment,
            fulfilment,
            package,
        }))
    }

    /// Records a verified provider event. False when it was recorded before:
    /// a redelivery.
    pub async fn receive_event(&self, event: &Event, payload: &str) -> Result<bool, DbErr> {
        webhook_events::receive(&self.db, &event.id, &event.event_type, payload).await
    }

    /// Handles a recorded event; see `events::process`.
    pub async fn process_event(&self, event: &Event) {
        events::process(self, event).await;
    }

    /// Handles events left waiting; see `events::process_waiting`.
    pub async fn process_waiting_events(&self) {
        events::process_waiting(self).await;
    }
}

/// Why a checkout could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum CheckoutError {
    #[error("no such credit package")]
    UnknownPackage,
    #[error(transparent)]
    Provider(#[from] ProviderError),
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// A checkout as its return page shows it.
#[derive(Debug)]
pub struct CheckoutReport {
    pub payment: Payment,
    pub fulfilment: Fulfilment,
    /// None once the package is no longer offered.
    pub package: Option<Package>,
}
