//! The built-in demo checkout: a page of our own where the buyer chooses
//! "pay" or "cancel" and no money moves. It stands in for Stripe so the whole
//! purchase works offline, and refuses to run in production unless allowed.

use super::Payments;
use super::fulfil::FulfilError;
use super::provider::{
    NewCheckout, OpenedCheckout, PaymentProvider, PaymentToRefund, ProviderError, ProviderSession,
    SessionState,
};
use super::settings::PaymentsMode;
use crate::store::demo_checkouts::{
    self, Completion, DemoCheckout, DemoCheckoutStatus, NewDemoCheckout,
};
use crate::store::packages::{self, Package};
use sea_orm::{DatabaseConnection, DbErr};

pub struct DemoProvider {
    db: DatabaseConnection,
    public_url: String,
}

impl DemoProvider {
    pub fn new(db: DatabaseConnection, public_url: String) -> Self {
        DemoProvider { db, public_url }
    }
}

#[async_trait::async_trait]
impl PaymentProvider for DemoProvider {
    fn mode(&self) -> PaymentsMode {
        PaymentsMode::Demo
    }

    async fn open_checkout(
        &self,
        checkout: NewCheckout<'_>,
    ) -> Result<OpenedCheckout, ProviderError> {
        let new = NewDemoCheckout {
            user_id: checkout.user_id,
            package_id: checkout.package_id,
            amount_cents: checkout.amount_cents,
            currency: checkout.currency,
        };
        let session = demo_checkouts::create(&self.db, new).await?;
        Ok(OpenedCheckout {
            url: format!("{}/checkout/demo/{}", self.public_url, session.id),
            session_id: session.id,
        })
    }

    async fn session(&self, session_id: &str) -> Result<Option<ProviderSession>, ProviderError> {
        let Some(found) = demo_checkouts::find(&self.db, session_id).await? else {
            return Ok(None);
        };
        let state = match found.status {
            DemoCheckoutStatus::Paid => SessionState::Paid,
            DemoCheckoutStatus::Canceled => SessionState::Canceled,
            DemoCheckoutStatus::Open => SessionState::Open,
        };
        Ok(Some(ProviderSession {
            id: found.id,
            state,
            user_id: Some(found.user_id),
            package_id: Some(found.package_id),
            amount_cents: Some(found.amount_cents),
            currency: Some(found.currency),
            paid_at: found.completed_at.filter(|_| state == SessionState::Paid),
            payment_intent: None,
        }))
    }

    /// No money moved, so none goes back: the credits are taken back as a
    /// real refund's would be.
    async fn refund(&self, payment: PaymentToRefund<'_>) -> Result<(), ProviderError> {
        tracing::info!(session_id = %payment.session_id, "demo payment refunded");
        Ok(())
    }
}

/// Why the demo checkout page's call cannot be answered.
#[derive(Debug, thiserror::Error)]
pub enum DemoError {
    /// Demo payments are off, or the checkout is unknown or another user's:
    /// all the same, so ids of others cannot be probed.
    #[error("unknown demo checkout")]
    UnknownCheckout,
    #[error("the credit package is no longer offered")]
    PackageGone,
    /// It had already finished the other way.
    #[error("the checkout already finished the other way")]
    FinishedOtherwise { finished: DemoCheckoutStatus },
    #[error(transparent)]
    Fulfil(#[from] FulfilError),
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// What the demo payment page shows.
pub struct DemoPage {
    pub checkout: DemoCheckout,
    pub package: Package,
}

impl Payments {
    /// The demo checkout `session_id` of `user_id`, with the package it sells.
    pub async fn demo_page(&self, user_id: &str, session_id: &str) -> Result<DemoPage, DemoError> {
        let checkout = self.demo_checkout(user_id, session_id).await?;
        let package = packages::find(&self.db, &checkout.package_id)
            .await?
            .ok_or(DemoError::PackageGone)?;
        Ok(DemoPage { checkout, package })
    }

    /// The demo checkout `session_id` if demo payments are on and it is `user_id`'s.
    pub async fn demo_checkout(
        &self,
        user_id: &str,
        session_id: &str,
    ) -> Result<DemoCheckout, DemoError> {
        if self.mode() != PaymentsMode::Demo {
            return Err(DemoError::UnknownCheckout);
        }
        demo_checkouts::find(&self.db, session_id)
            .await?
            .filter(|c| c.user_id == user_id)
            .ok_or(DemoError::UnknownCheckout)
    }

    /// Pays or cancels a demo checkout (`outcome`) and returns where the
    /// buyer goes next. Repeating the same outcome is harmless.
    pub async fn complete_demo(
        &self,
        checkout: &DemoCheckout,
        outcome: DemoCheckoutStatus,
    ) -> Result<String, DemoError> {
        match demo_checkouts::complete(&self.db, &checkout.id, outcome).await? {
            Completion::Completed | Completion::AlreadyDone => {}
            Completion::NotFound => return Err(DemoError::UnknownCheckout),
            Completion::Conflict => {
                let finished = match outcome {
                    DemoCheckoutStatus::Paid => DemoCheckoutStatus::Canceled,
                    _ => DemoCheckoutStatus::Paid,
                };
                return Err(DemoError::FinishedOtherwise { finished });
            }
        }
        // Run again on a repeat too, so a fulfilment an earlier call could not
        // finish is finished now.
        self.fulfil(&checkout.id).await?;
        Ok(if outcome == DemoCheckoutStatus::Paid {
            self.success_url(&checkout.package_id, &checkout.id)
        } else {
            self.cancel_url(&checkout.package_id)
        })
    }
}
