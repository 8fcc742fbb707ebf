//! The built-in demo checkout: a page of our own where the buyer chooses
//! "pay" or "cancel" and no money moves. It stands in for Stripe so the whole
//! purchase works offline, and refuses to run in production unless allowed.

use super::provider::{
    NewCheckout, OpenedCheckout, PaymentProvider, ProviderError, ProviderSession, SessionState,
};
use super::settings::PaymentsMode;
use crate::store::demo_checkouts::{self, NewDemoCheckout};
use sea_orm::DatabaseConnection;

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
        let state = match found.status.as_str() {
            demo_checkouts::PAID => SessionState::Paid,
            demo_checkouts::CANCELED => SessionState::Canceled,
            _ => SessionState::Open,
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
}
