//! What every payment provider offers: start a checkout, and say truthfully
//! what became of it.

use super::settings::PaymentsMode;
use chrono::{DateTime, Utc};

/// A checkout to open for one credit package.
#[derive(Debug, Clone)]
pub struct NewCheckout<'a> {
    pub user_id: &'a str,
    pub package_id: &'a str,
    pub package_name: &'a str,
    pub amount_cents: i64,
    /// Lower-case ISO code (`usd`).
    pub currency: &'a str,
    /// May hold Stripe's `{CHECKOUT_SESSION_ID}` placeholder.
    pub success_url: &'a str,
    pub cancel_url: &'a str,
}

/// A checkout the provider has opened: where to send the buyer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenedCheckout {
    pub session_id: String,
    pub url: String,
}

/// Where the money stands, as the provider reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionState {
    /// The buyer has not paid (yet).
    Open,
    Paid,
    /// Abandoned, cancelled or expired: it will never be paid.
    Canceled,
}

/// A checkout session as the provider reports it; fulfilment trusts only this.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderSession {
    pub id: String,
    pub state: SessionState,
    /// The user it was opened for (Stripe's `client_reference_id`).
    pub user_id: Option<String>,
    pub package_id: Option<String>,
    pub amount_cents: Option<i64>,
    pub currency: Option<String>,
    /// When the payment was taken, if the provider says.
    pub paid_at: Option<DateTime<Utc>>,
    /// The provider's id of the payment itself, which refunds and disputes name.
    pub payment_intent: Option<String>,
}

/// A paid checkout to refund.
#[derive(Debug, Clone, Copy)]
pub struct PaymentToRefund<'a> {
    pub session_id: &'a str,
    /// The provider's payment (Stripe's `pi_…`), where it has one.
    pub payment_intent: Option<&'a str>,
    pub amount_cents: i64,
}

#[derive(Debug, thiserror::Error)]
pub enum ProviderError {
    /// The provider could not be reached or did not answer in time.
    #[error("the payment provider is unreachable: {0}")]
    Unreachable(String),
    /// The provider answered with a refusal or something unreadable.
    #[error("the payment provider refused the request: {0}")]
    Refused(String),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<sea_orm::DbErr> for ProviderError {
    fn from(err: sea_orm::DbErr) -> Self {
        ProviderError::Internal(anyhow::Error::new(err))
    }
}

#[async_trait::async_trait]
pub trait PaymentProvider: Send + Sync {
    fn mode(&self) -> PaymentsMode;

    /// Opens a checkout and returns the page the buyer pays on.
    async fn open_checkout(
        &self,
        checkout: NewCheckout<'_>,
    ) -> Result<OpenedCheckout, ProviderError>;

    /// The session as the provider knows it; `None` when it knows no such session.
    async fn session(&self, session_id: &str) -> Result<Option<ProviderSession>, ProviderError>;

    /// Gives the whole of a paid checkout's money back. Asking twice for the
    /// same payment gives it back once.
    async fn refund(&self, payment: PaymentToRefund<'_>) -> Result<(), ProviderError>;
}
