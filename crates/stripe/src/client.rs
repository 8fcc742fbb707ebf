//! The HTTP client for Stripe's Checkout Sessions API.

use std::fmt;
use std::time::Duration;

use reqwest::header::{AUTHORIZATION, HeaderValue};
use reqwest::{RequestBuilder, redirect};
use url::Url;

use crate::checkout::is_valid_session_id;
use crate::{CheckoutSession, NewCheckoutSession, Refund, StripeError};
use serde::de::DeserializeOwned;

const USER_AGENT: &str = concat!("cardsmith-stripe/", env!("CARGO_PKG_VERSION"));

/// Talks to Stripe (or a stand-in at `api_base`) with one secret key.
#[derive(Clone)]
pub struct StripeClient {
    api_base: Url,
    /// `Bearer <secret key>`, marked sensitive so it never shows in Debug output.
    auth_header: HeaderValue,
    http: reqwest::Client,
}

impl fmt::Debug for StripeClient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("StripeClient")
            .field("api_base", &self.api_base.as_str())
            .field("secret_key", &"[redacted]")
            .finish_non_exhaustive()
    }
}

impl StripeClient {
    /// `api_base` is `https://api.stripe.com` in production; `timeout` bounds each
    /// whole request, connection and body included.
    pub fn new(api_base: &str, secret_key: &str, timeout: Duration) -> Result<Self, StripeError> {
        let mut api_base = Url::parse(api_base)
            .map_err(|_| StripeError::InvalidConfig("API base is not a URL"))?;
        if !matches!(api_base.scheme(), "http" | "https") || api_base.cannot_be_a_base() {
            return Err(StripeError::InvalidConfig(
                "API base must be an http(s) URL",
            ));
        }
        api_base.set_query(None);
        api_base.set_fragment(None);

        let secret_key = secret_key.trim();
        if secret_key.is_empty() {
            return Err(StripeError::InvalidConfig("secret key is empty"));
        }
        // The error deliberately says nothing about the key's content.
        let mut auth_header =
            HeaderValue::from_str(&format!("Bearer {secret_key}")).map_err(|_| {
                StripeError::InvalidConfig("secret key has characters not allowed in a header")
            })?;
        auth_header.set_sensitive(true);

        let http = reqwest::Client::builder()
            .timeout(timeout)
            .connect_timeout(timeout)
            .user_agent(USER_AGENT)
            // Stripe's API never redirects; following one could send the key elsewhere.
            .redirect(redirect::Policy::none())
            .build()
            .map_err(|_| StripeError::InvalidConfig("HTTP client could not be built"))?;

        Ok(Self {
            api_base,
            auth_header,
            http,
        })
    }

    /// `POST /v1/checkout/sessions` for a one-off payment of one credit package.
    pub async fn create_checkout_session(
        &self,
        request: &NewCheckoutSession,
    ) -> Result<CheckoutSession, StripeError> {
        let fields = request.form_fields()?;
        let url = self.endpoint(&["v1", "checkout", "sessions"])?;
        let mut builder = self.http.post(url).form(&fields);
        if let Some(key) = &request.idempotency_key {
            builder = builder.header("Idempotency-Key", key);
        }
        self.send(builder).await
    }

    /// `GET /v1/checkout/sessions/{id}`; an id that is not `[A-Za-z0-9_]+` is refused
    /// without a request.
    pub async fn retrieve_checkout_session(
        &self,
        id: &str,
    ) -> Result<CheckoutSession, StripeError> {
        if !is_valid_session_id(id) {
            return Err(StripeError::InvalidRequest("malformed checkout session id"));
        }
        let url = self.endpoint(&["v1", "checkout", "sessions", id])?;
        self.send(self.http.get(url)).await
    }

    /// `POST /v1/refunds` of the whole payment `payment_intent`. The same
    /// `idempotency_key` always names the same refund, so a request sent
    /// twice (two staff at once, or a retry) refunds once.
    pub async fn refund_payment(
        &self,
        payment_intent: &str,
        idempotency_key: &str,
    ) -> Result<Refund, StripeError> {
        if !is_valid_session_id(payment_intent) {
            return Err(StripeError::InvalidRequest("malformed payment intent id"));
        }
        let url = self.endpoint(&["v1", "refunds"])?;
        let builder = self
            .http
            .post(url)
            .form(&[("payment_intent", payment_intent)])
            .header("Idempotency-Key", idempotency_key);
        self.send(builder).await
    }

    /// Appends path segments to the base, keeping any path prefix the base has.
    fn endpoint(&self, segments: &[&str]) -> Result<Url, StripeError> {
        let mut url = self.api_base.clone();
        url.path_segments_mut()
            .map_err(|()| StripeError::InvalidConfig("API base must be an http(s) URL"))?
            .pop_if_empty()
            .extend(segments);
        Ok(url)
    }

    async fn send<T: DeserializeOwned>(&self, builder: RequestBuilder) -> Result<T, StripeError> {
        let response = builder
            .header(AUTHORIZATION, self.auth_header.clone())
            .send()
            .await
            .map_err(StripeError::from_transport)?;
        let status = response.status();
        let body = response
            .bytes()
            .await
            .map_err(StripeError::from_transport)?;
        if !status.is_success() {
            return Err(StripeError::from_api_response(status.as_u16(), &body));
        }
        serde_json::from_slice(&body).map_err(StripeError::Decode)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "sk_test_very_secret_value";

    #[test]
    fn debug_output_hides_the_secret_key() {
        let client =
            StripeClient::new("https://api.stripe.com", KEY, Duration::from_secs(5)).unwrap();
        let printed = format!("{client:?}");
        assert!(!printed.contains(KEY), "{printed}");
        assert!(printed.contains("[redacted]"));
        assert!(printed.contains("api.stripe.com"));
    }

    #[test]
    fn endpoints_keep_a_base_path_prefix() {
        let client =
            StripeClient::new("http://localhost:1/stripe", KEY, Duration::from_secs(5)).unwrap();
        let url = client.endpoint(&["v1", "checkout", "sessions"]).unwrap();
        assert_eq!(
            url.as_str(),
            "http://localhost:1/stripe/v1/checkout/sessions"
        );

        let client =
            StripeClient::new("https://api.stripe.com/", KEY, Duration::from_secs(5)).unwrap();
        let url = client
            .endpoint(&["v1", "checkout", "sessions", "cs_1"])
            .unwrap();
        assert_eq!(
            url.as_str(),
            "https://api.stripe.com/v1/checkout/sessions/cs_1"
        );
    }

    #[test]
    fn bad_configuration_is_refused_without_echoing_the_key() {
        let timeout = Duration::from_secs(5);
        let cases = [
            ("not a url", KEY),
            ("ftp://api.stripe.com", KEY),
            ("mailto:x@example.com", KEY),
            ("https://api.stripe.com", "  "),
            ("https://api.stripe.com", "sk_test_\nsecret"),
        ];
        for (base, key) in cases {
            let error = StripeClient::new(base, key, timeout).unwrap_err();
            assert!(
                matches!(error, StripeError::InvalidConfig(_)),
                "{base}: {error:?}"
            );
            assert!(!error.to_string().contains("sk_test"), "{error}");
        }
    }
}
