//! Checkout Session request and response shapes.

use std::collections::HashMap;

use serde::{Deserialize, Deserializer};

use crate::StripeError;

/// The metadata key under which the purchased credit package travels through Stripe.
pub const PACKAGE_ID_METADATA_KEY: &str = "package_id";

/// A one-item, one-off payment for a credit package.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCheckoutSession {
    /// Our user id; Stripe echoes it back so fulfilment knows whom to credit.
    pub client_reference_id: String,
    pub package_id: String,
    /// Shown to the buyer on Stripe's payment page.
    pub package_name: String,
    /// Price in the currency's smallest unit (cents for USD).
    pub amount_cents: i64,
    /// ISO currency code in lower case, e.g. `"usd"`.
    pub currency: String,
    /// May contain Stripe's literal `{CHECKOUT_SESSION_ID}` placeholder.
    pub success_url: String,
    pub cancel_url: String,
    /// Sent as `Idempotency-Key` so a retried request cannot create a second session.
    pub idempotency_key: Option<String>,
}

impl NewCheckoutSession {
    /// The form fields of `POST /v1/checkout/sessions`, in Stripe's bracket notation.
    pub(crate) fn form_fields(&self) -> Result<Vec<(&'static str, String)>, StripeError> {
        self.validate()?;
        Ok(vec![
            ("mode", "payment".to_owned()),
            ("line_items[0][quantity]", "1".to_owned()),
            ("line_items[0][price_data][currency]", self.currency.clone()),
            (
                "line_items[0][price_data][unit_amount]",
                self.amount_cents.to_string(),
            ),
            (
                "line_items[0][price_data][product_data][name]",
                self.package_name.clone(),
            ),
            ("client_reference_id", self.client_reference_id.clone()),
            ("metadata[package_id]", self.package_id.clone()),
            ("success_url", self.success_url.clone()),
            ("cancel_url", self.cancel_url.clone()),
        ])
    }

    /// Catches mistakes Stripe would reject anyway, without a network round trip.
    fn validate(&self) -> Result<(), StripeError> {
        if self.amount_cents <= 0 {
            return Err(StripeError::InvalidRequest("amount must be positive"));
        }
        let currency_ok =
            self.currency.len() == 3 && self.currency.bytes().all(|b| b.is_ascii_lowercase());
        if !currency_ok {
            return Err(StripeError::InvalidRequest(
                "currency must be a lower-case ISO code",
            ));
        }
        if self.package_name.trim().is_empty() {
            return Err(StripeError::InvalidRequest("package name is empty"));
        }
        if self.client_reference_id.is_empty() || self.package_id.is_empty() {
            return Err(StripeError::InvalidRequest(
                "client reference and package id are required",
            ));
        }
        if self.success_url.is_empty() || self.cancel_url.is_empty() {
            return Err(StripeError::InvalidRequest(
                "success and cancel URLs are required",
            ));
        }
        if let Some(key) = &self.idempotency_key {
            // Stripe caps keys at 255 characters; header values must be visible ASCII.
            let key_ok =
                !key.is_empty() && key.len() <= 255 && key.bytes().all(|b| b.is_ascii_graphic());
            if !key_ok {
                return Err(StripeError::InvalidRequest("idempotency key is unusable"));
            }
        }
        Ok(())
    }
}

/// The fields of a Stripe Checkout Session that fulfilment needs.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct CheckoutSession {
    pub id: String,
    /// The hosted payment page; absent once the session is complete or expired.
    pub url: Option<String>,
    /// `open`, `complete` or `expired`.
    pub status: Option<String>,
    /// `paid`, `unpaid` or `no_payment_required`.
    pub payment_status: String,
    pub amount_total: Option<i64>,
    pub currency: Option<String>,
    pub client_reference_id: Option<String>,
    /// Unix seconds when the session was created; the buyer paid within its
    /// 24-hour life.
    #[serde(default)]
    pub created: Option<i64>,
    /// The payment (`pi_…`) once there is one; refunds and disputes name it.
    #[serde(default)]
    pub payment_intent: Option<String>,
    #[serde(default, deserialize_with = "null_as_empty")]
    pub metadata: HashMap<String, String>,
}

impl CheckoutSession {
    /// True once the money has been collected; only then may credits be granted.
    pub fn is_paid(&self) -> bool {
        self.payment_status == "paid"
    }

    /// The package id we stored in the session's metadata at creation.
    pub fn package_id(&self) -> Option<&str> {
        self.metadata
            .get(PACKAGE_ID_METADATA_KEY)
            .map(String::as_str)
    }
}

fn null_as_empty<'de, D>(deserializer: D) -> Result<HashMap<String, String>, D::Error>
where
    D: Deserializer<'de>,
{
    Ok(Option::<HashMap<String, String>>::deserialize(deserializer)?.unwrap_or_default())
}

/// Checkout Session ids (`cs_test_…`, `cs_live_…`) are letters, digits and underscores.
/// Anything else is refused before it can reach a URL path.
pub(crate) fn is_valid_session_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 255 && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request() -> NewCheckoutSession {
        NewCheckoutSession {
            client_reference_id: "user_1".into(),
            package_id: "starter".into(),
            package_name: "Starter".into(),
            amount_cents: 499,
            currency: "usd".into(),
            success_url: "https://example.com/ok".into(),
            cancel_url: "https://example.com/no".into(),
            idempotency_key: None,
        }
    }

    #[test]
    fn valid_request_produces_every_field() {
        let fields = request().form_fields().unwrap();
        assert_eq!(fields.len(), 9);
    }

    #[test]
    fn unusable_values_are_refused() {
        let cases: [fn(&mut NewCheckoutSession); 7] = [
            |r| r.amount_cents = 0,
            |r| r.currency = "USD".into(),
            |r| r.package_name = " ".into(),
            |r| r.client_reference_id.clear(),
            |r| r.cancel_url.clear(),
            |r| r.idempotency_key = Some("line\nbreak".into()),
            |r| r.idempotency_key = Some("k".repeat(256)),
        ];
        for break_it in cases {
            let mut req = request();
            break_it(&mut req);
            assert!(matches!(
                req.form_fields(),
                Err(StripeError::InvalidRequest(_))
            ));
        }
    }

    #[test]
    fn session_ids_are_checked() {
        assert!(is_valid_session_id("cs_test_a1B2c3"));
        for bad in ["", "cs/../x", "cs test", "cs?x=1", "cs%2F", "cś"] {
            assert!(!is_valid_session_id(bad), "{bad:?} accepted");
        }
    }

    #[test]
    fn null_metadata_reads_as_empty() {
        let session: CheckoutSession =
            serde_json::from_str(r#"{"id":"cs_1","payment_status":"unpaid","metadata":null}"#)
                .unwrap();
        assert!(session.metadata.is_empty());
        assert!(!session.is_paid());
        assert_eq!(session.package_id(), None);
    }
}
