//! Stripe Checkout as the payment provider.

use super::provider::{
    NewCheckout, OpenedCheckout, PaymentProvider, PaymentToRefund, ProviderError, ProviderSession,
    SessionState,
};
use super::settings::PaymentsMode;
use anyhow::Context;
use cardsmith_stripe::{CheckoutSession, NewCheckoutSession, StripeClient, StripeError};
use std::time::Duration;

/// Each call to Stripe gives up after this long, so a request never hangs on it.
const STRIPE_TIMEOUT: Duration = Duration::from_secs(20);

pub struct StripeProvider {
    client: StripeClient,
}

impl StripeProvider {
    pub fn new(api_base: &str, secret_key: &str) -> anyhow::Result<Self> {
        let client = StripeClient::new(api_base, secret_key, STRIPE_TIMEOUT)
            .context("CARDSMITH_STRIPE_API_BASE or CARDSMITH_STRIPE_SECRET_KEY is unusable")?;
        Ok(StripeProvider { client })
    }
}

#[async_trait::async_trait]
impl PaymentProvider for StripeProvider {
    fn mode(&self) -> PaymentsMode {
        PaymentsMode::Stripe
    }

    async fn open_checkout(
        &self,
        checkout: NewCheckout<'_>,
    ) -> Result<OpenedCheckout, ProviderError> {
        let request = NewCheckoutSession {
            client_reference_id: checkout.user_id.to_owned(),
            package_id: checkout.package_id.to_owned(),
            package_name: checkout.package_name.to_owned(),
            amount_cents: checkout.amount_cents,
            currency: checkout.currency.to_owned(),
            success_url: checkout.success_url.to_owned(),
            cancel_url: checkout.cancel_url.to_owned(),
            // The same key on the retry below, so Stripe cannot open two sessions.
            idempotency_key: Some(format!("checkout-{}", uuid::Uuid::new_v4())),
        };
        let session = match self.client.create_checkout_session(&request).await {
            // The request may have reached Stripe before the connection broke.
            Err(StripeError::Http(_) | StripeError::Connect(_)) => {
                self.client.create_checkout_session(&request).await
            }
            other => other,
        }
        .map_err(provider_error)?;
        let url = session.url.ok_or_else(|| {
            ProviderError::Refused("Stripe returned a session without a URL".into())
        })?;
        Ok(OpenedCheckout {
            session_id: session.id,
            url,
        })
    }

    async fn session(&self, session_id: &str) -> Result<Option<ProviderSession>, ProviderError> {
        match self.client.retrieve_checkout_session(session_id).await {
            Ok(session) => Ok(Some(from_stripe(session))),
            Err(StripeError::Api { status: 404, .. } | StripeError::InvalidRequest(_)) => Ok(None),
            Err(err) => Err(provider_error(err)),
        }
    }

    async fn refund(&self, payment: PaymentToRefund<'_>) -> Result<(), ProviderError> {
        let payment_intent = payment.payment_intent.ok_or_else(|| {
            ProviderError::Refused("no Stripe payment is recorded for this checkout".into())
        })?;
        // One key per checkout: Stripe answers a repeat with the same refund.
        let key = format!("refund-{}", payment.session_id);
        let refund = match self.client.refund_payment(payment_intent, &key).await {
            // The request may have reached Stripe before the connection broke.
            Err(StripeError::Http(_) | StripeError::Connect(_)) => {
                self.client.refund_payment(payment_intent, &key).await
            }
            other => other,
        }
        .map_err(provider_error)?;
        if refund.failed() {
            return Err(ProviderError::Refused(format!(
                "Stripe's refund {} {}",
                refund.id,
                refund.status.as_deref().unwrap_or("failed")
            )));
        }
        tracing::info!(refund = %refund.id, amount = refund.amount, "refund made with Stripe");
        Ok(())
    }
}

/// What fulfilment needs to know of a Stripe Checkout Session.
pub fn from_stripe(session: CheckoutSession) -> ProviderSession {
    let state = if session.is_paid() {
        SessionState::Paid
    } else if session.status.as_deref() == Some("expired") {
        SessionState::Canceled
    } else {
        SessionState::Open
    };
    ProviderSession {
        state,
        package_id: session.package_id().map(str::to_owned),
        id: session.id,
        user_id: session.client_reference_id,
        amount_cents: session.amount_total,
        currency: session.currency.map(|c| c.to_lowercase()),
        // Stripe gives no completion time; the session's creation is within
        // its 24-hour life, and the same on every path that fulfils it.
        paid_at: session
            .created
            .and_then(|secs| chrono::DateTime::from_timestamp(secs, 0)),
        payment_intent: session.payment_intent,
    }
}

fn provider_error(err: StripeError) -> ProviderError {
    match err {
        StripeError::Timeout | StripeError::Connect(_) | StripeError::Http(_) => {
            ProviderError::Unreachable(err.to_string())
        }
        StripeError::Api { .. } | StripeError::Decode(_) | StripeError::InvalidRequest(_) => {
            ProviderError::Refused(err.to_string())
        }
        StripeError::InvalidConfig(_) => ProviderError::Internal(anyhow::Error::new(err)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn session(payment_status: &str, status: &str) -> CheckoutSession {
        CheckoutSession {
            id: "cs_test_1".into(),
            url: None,
            status: Some(status.into()),
            payment_status: payment_status.into(),
            amount_total: Some(499),
            currency: Some("USD".into()),
            client_reference_id: Some("user-1".into()),
            created: Some(1_767_225_600),
            payment_intent: Some("pi_1".into()),
            metadata: HashMap::from([("package_id".into(), "starter".into())]),
        }
    }

    #[test]
    fn stripe_sessions_map_to_provider_states() {
        let paid = from_stripe(session("paid", "complete"));
        assert_eq!(paid.state, SessionState::Paid);
        assert_eq!(paid.package_id.as_deref(), Some("starter"));
        assert_eq!(paid.user_id.as_deref(), Some("user-1"));
        assert_eq!(paid.currency.as_deref(), Some("usd"));
        assert_eq!(paid.amount_cents, Some(499));
        assert_eq!(paid.payment_intent.as_deref(), Some("pi_1"));
        assert_eq!(
            paid.paid_at.unwrap().to_rfc3339(),
            "2026-01-01T00:00:00+00:00",
            "validity runs from when the buyer paid, not from when we heard"
        );
        assert_eq!(
            from_stripe(session("unpaid", "complete")).state,
            SessionState::Open,
            "a delayed payment method has not paid yet"
        );
        assert_eq!(
            from_stripe(session("unpaid", "expired")).state,
            SessionState::Canceled
        );
        assert_eq!(
            from_stripe(session("unpaid", "open")).state,
            SessionState::Open
        );
    }
}
