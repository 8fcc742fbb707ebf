//! The optional `Idempotency-Key` header of the generation endpoints.

use crate::http::error::AppError;
use axum::extract::FromRequestParts;
use axum::http::HeaderMap;
use axum::http::request::Parts;

pub const IDEMPOTENCY_KEY_INVALID: &str =
    "Idempotency-Key must be 1 to 200 visible ASCII characters";
const MAX_IDEMPOTENCY_KEY_LEN: usize = 200;

/// The header's value, checked and copied out of the request. Handlers take
/// it instead of a `HeaderMap`: a generation waits on the provider for up to
/// minutes, and a header map held that long would keep alive the connection's
/// whole read buffer its values point into (8 KB per request in flight).
///
/// Take it as `Result<IdempotencyKey, AppError>` to answer a visitor's 401
/// before a bad key's 422.
pub struct IdempotencyKey(pub Option<String>);

impl<S: Send + Sync> FromRequestParts<S> for IdempotencyKey {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, AppError> {
        checked(&parts.headers).map(IdempotencyKey)
    }
}

/// The header as the OpenAPI documents of both APIs describe it.
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Header)]
#[allow(dead_code)] // Only describes the header for the OpenAPI documents.
pub struct IdempotencyKeyParam {
    /// The same key with the same body within 24 h returns the first result
    /// without charging again. 1 to 200 visible ASCII characters.
    #[param(rename = "Idempotency-Key", value_type = String, required = false, min_length = 1, max_length = 200,
        pattern = "^[\\x21-\\x7E]+$")]
    idempotency_key: Option<String>,
}

/// 1 to 200 visible ASCII characters, or no header at all.
fn checked(headers: &HeaderMap) -> Result<Option<String>, AppError> {
    headers
        .get("idempotency-key")
        .map(|value| check(value.as_bytes()))
        .transpose()
}

/// A key as any caller gives it (a header, or an MCP tool's argument): 1 to
/// 200 visible ASCII characters.
pub fn check(key: &[u8]) -> Result<String, AppError> {
    let visible = key.iter().all(|b| (0x21..=0x7e).contains(b));
    if key.is_empty() || key.len() > MAX_IDEMPOTENCY_KEY_LEN || !visible {
        return Err(AppError::validation(IDEMPOTENCY_KEY_INVALID));
    }
    Ok(String::from_utf8_lossy(key).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn idempotency_keys_are_visible_ascii_up_to_200() {
        let with = |value: &[u8]| {
            let mut headers = HeaderMap::new();
            headers.insert("idempotency-key", HeaderValue::from_bytes(value).unwrap());
            checked(&headers)
        };
        assert_eq!(checked(&HeaderMap::new()).unwrap(), None);
        assert_eq!(with(b"abc-123").unwrap().as_deref(), Some("abc-123"));
        assert!(with(&[b'k'; 200]).is_ok());
        assert!(with(&[b'k'; 201]).is_err());
        assert!(with(b"").is_err());
        assert!(with(b"has space").is_err());
        assert!(with(b"caf\xc3\xa9").is_err());
    }
}
