//! Stripe's webhook signature scheme.
//!
//! Header: `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>...][,v0=<hex>]`.
//! Each `v1` is HMAC-SHA256 over `"{t}.{raw body}"` keyed with the endpoint's
//! webhook secret (the whole `whsec_…` string). Several `v1` values appear while a
//! secret is being rolled, so any one matching is enough. `v0` is a test-mode
//! scheme we never accept.

use hmac::{Hmac, Mac};
use sha2::Sha256;
use subtle::ConstantTimeEq;

type HmacSha256 = Hmac<Sha256>;

/// Why a webhook payload was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SignatureError {
    #[error("webhook secret is not configured")]
    MissingSecret,
    #[error("malformed Stripe-Signature header: {0}")]
    MalformedHeader(&'static str),
    #[error("Stripe-Signature header has no v1 signature")]
    NoV1Signature,
    /// The timestamp is too far in the past (a replay) or in the future.
    #[error("webhook timestamp is {age_secs} s away from now, beyond the tolerance")]
    TimestampOutsideTolerance { age_secs: i64 },
    #[error("no v1 signature matches the payload")]
    Mismatch,
}

/// Checks `signature_header` against the raw request body.
///
/// `now_unix` is passed in so callers (and tests) control the clock; the server
/// uses a `tolerance_secs` of 300. The signature is checked before the timestamp,
/// so a stale error means the event really came from Stripe, just too late.
pub fn verify_signature(
    payload: &[u8],
    signature_header: &str,
    secret: &str,
    now_unix: i64,
    tolerance_secs: i64,
) -> Result<(), SignatureError> {
    if secret.is_empty() {
        return Err(SignatureError::MissingSecret);
    }
    let header = ParsedHeader::parse(signature_header)?;
    if header.v1_signatures.is_empty() {
        return Err(SignatureError::NoV1Signature);
    }

    let expected = compute_signature(payload, secret, header.timestamp_text);
    // Every candidate is compared (no early exit) in constant time.
    let any_match = header
        .v1_signatures
        .iter()
        .filter_map(|candidate| hex::decode(candidate).ok())
        .fold(subtle::Choice::from(0), |found, candidate| {
            found | expected.as_slice().ct_eq(&candidate)
        });
    if !bool::from(any_match) {
        return Err(SignatureError::Mismatch);
    }

    let age_secs = now_unix.saturating_sub(header.timestamp);
    if age_secs.unsigned_abs() > tolerance_secs.max(0).unsigned_abs() {
        return Err(SignatureError::TimestampOutsideTolerance { age_secs });
    }
    Ok(())
}

/// Builds a `t=…,v1=…` header for `payload`, exactly as Stripe would send it.
pub fn sign(payload: &[u8], secret: &str, timestamp: i64) -> String {
    let timestamp = timestamp.to_string();
    let signature = compute_signature(payload, secret, &timestamp);
    format!("t={timestamp},v1={}", hex::encode(signature))
}

fn compute_signature(payload: &[u8], secret: &str, timestamp_text: &str) -> Vec<u8> {
    let mut mac =
        HmacSha256::new_from_slice(secret.as_bytes()).expect("HMAC accepts keys of any length");
    mac.update(timestamp_text.as_bytes());
    mac.update(b".");
    mac.update(payload);
    mac.finalize().into_bytes().to_vec()
}

struct ParsedHeader<'a> {
    timestamp: i64,
    /// The timestamp exactly as sent, because that text is what was signed.
    timestamp_text: &'a str,
    v1_signatures: Vec<&'a str>,
}

impl<'a> ParsedHeader<'a> {
    fn parse(header: &'a str) -> Result<Self, SignatureError> {
        if header.trim().is_empty() {
            return Err(SignatureError::MalformedHeader("header is empty"));
        }
        let mut timestamp = None;
        let mut v1_signatures = Vec::new();
        for item in header.split(',') {
            let (key, value) = item
                .trim()
                .split_once('=')
                .ok_or(SignatureError::MalformedHeader("item without '='"))?;
            match key {
                "t" if timestamp.is_some() => {
                    return Err(SignatureError::MalformedHeader("more than one timestamp"));
                }
                "t" => timestamp = Some((parse_timestamp(value)?, value)),
                "v1" => v1_signatures.push(value),
                // v0 and any scheme Stripe adds later are not ours to trust.
                _ => {}
            }
        }
        let (timestamp, timestamp_text) =
            timestamp.ok_or(SignatureError::MalformedHeader("no timestamp"))?;
        Ok(Self {
            timestamp,
            timestamp_text,
            v1_signatures,
        })
    }
}

fn parse_timestamp(value: &str) -> Result<i64, SignatureError> {
    // Digits only: `str::parse` would also take a sign, which Stripe never sends.
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(SignatureError::MalformedHeader("timestamp is not a number"));
    }
    value
        .parse()
        .map_err(|_| SignatureError::MalformedHeader("timestamp is out of range"))
}
