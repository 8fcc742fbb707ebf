//! Errors from talking to the Stripe API.
//!
//! The variants separate "Stripe said no" (`Api`) from "we could not reach Stripe"
//! (`Timeout`, `Connect`, `Http`) so the server can answer 502 with a clear message.
//! No variant ever carries the secret key: it lives only in a sensitive header value.

use serde::Deserialize;

/// The longest slice of a non-JSON error body kept in an error message.
const MAX_BODY_EXCERPT: usize = 200;

#[derive(Debug, thiserror::Error)]
pub enum StripeError {
    /// The client was built with an unusable base URL or secret key.
    #[error("invalid Stripe client configuration: {0}")]
    InvalidConfig(&'static str),

    /// The request was refused before sending because one of its values is unusable.
    #[error("invalid Stripe request: {0}")]
    InvalidRequest(&'static str),

    /// Stripe did not answer within the client's timeout.
    #[error("Stripe did not answer in time")]
    Timeout,

    /// No connection to Stripe could be made (DNS, refused, TLS handshake).
    #[error("could not connect to Stripe: {0}")]
    Connect(#[source] reqwest::Error),

    /// Any other transport failure while sending or reading the response.
    #[error("request to Stripe failed: {0}")]
    Http(#[source] reqwest::Error),

    /// Stripe answered with a non-2xx status; `message` is Stripe's `error.message`
    /// when the body has one.
    #[error("Stripe API error (HTTP {status}): {message}")]
    Api { status: u16, message: String },

    /// Stripe answered 2xx with a body that is not the expected object.
    #[error("unexpected response from Stripe: {0}")]
    Decode(#[source] serde_json::Error),
}

impl StripeError {
    /// Sorts a transport error into the variant the caller reacts to.
    pub(crate) fn from_transport(error: reqwest::Error) -> Self {
        // The URL holds nothing secret, but dropping it keeps messages short and stable.
        let error = error.without_url();
        if error.is_timeout() {
            StripeError::Timeout
        } else if error.is_connect() {
            StripeError::Connect(error)
        } else {
            StripeError::Http(error)
        }
    }

    /// Builds the `Api` variant from a non-2xx status and its body.
    pub(crate) fn from_api_response(status: u16, body: &[u8]) -> Self {
        StripeError::Api {
            status,
            message: api_error_message(status, body),
        }
    }
}

/// Stripe's error envelope: `{"error": {"message": "...", "type": "...", ...}}`.
#[derive(Deserialize)]
struct ErrorEnvelope {
    error: ErrorBody,
}

#[derive(Deserialize)]
struct ErrorBody {
    message: Option<String>,
    #[serde(rename = "type")]
    kind: Option<String>,
}

fn api_error_message(status: u16, body: &[u8]) -> String {
    if let Ok(envelope) = serde_json::from_slice::<ErrorEnvelope>(body) {
        if let Some(message) = envelope.error.message.filter(|m| !m.trim().is_empty()) {
            return message;
        }
        if let Some(kind) = envelope.error.kind {
            return format!("{kind} (no message)");
        }
    }
    let text = String::from_utf8_lossy(body);
    let text = text.trim();
    if text.is_empty() {
        return format!("HTTP {status} with an empty body");
    }
    let excerpt: String = text.chars().take(MAX_BODY_EXCERPT).collect();
    if excerpt.len() < text.len() {
        format!("{excerpt}…")
    } else {
        excerpt
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stripe_error_message_is_used() {
        let body = br#"{"error":{"message":"No such checkout.session: cs_1","type":"invalid_request_error"}}"#;
        assert_eq!(
            api_error_message(404, body),
            "No such checkout.session: cs_1"
        );
    }

    #[test]
    fn error_type_is_used_when_message_is_missing() {
        let body = br#"{"error":{"type":"api_error"}}"#;
        assert_eq!(api_error_message(500, body), "api_error (no message)");
    }

    #[test]
    fn non_json_body_is_cut_short() {
        let body = "x".repeat(1000);
        let message = api_error_message(502, body.as_bytes());
        assert_eq!(message.chars().count(), MAX_BODY_EXCERPT + 1);
        assert!(message.ends_with('…'));
    }

    #[test]
    fn empty_body_names_the_status() {
        assert_eq!(api_error_message(503, b"  "), "HTTP 503 with an empty body");
    }
}
