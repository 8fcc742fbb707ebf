//! Issuing and checking API keys: `cs_live_` and 43 random base62
//! characters (over 256 random bits). Only a SHA-256 of a key is stored.

use crate::auth::tokens;
use crate::error::{AppError, AppResult};
use crate::store::api_keys::{self, ApiKey, CreateKeyError, NewKey};
use crate::store::users;
use rand::Rng;
use sea_orm::DatabaseConnection;

pub const KEY_PREFIX: &str = "cs_live_";
const RANDOM_CHARS: usize = 43;
const BASE62: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/// Characters of a key shown in lists: the prefix and four more.
const SHOWN_CHARS: usize = KEY_PREFIX.len() + 4;
pub const MAX_NAME_CHARS: usize = 60;

pub const NAME_MISSING: &str = "Please give the key a name";
pub const NAME_TOO_LONG: &str = "The name must be at most 60 characters";
pub const TOO_MANY_KEYS: &str = "You already have 10 API keys; revoke one to create another";
pub const EMAIL_NOT_VERIFIED: &str = "Please verify your email address before creating API keys";

/// A key as created: the secret is shown to its owner this once.
pub struct IssuedKey {
    pub key: ApiKey,
    pub secret: String,
}

fn new_secret() -> String {
    let mut rng = rand::rng();
    let random: String = (0..RANDOM_CHARS)
        .map(|_| char::from(BASE62[rng.random_range(0..BASE62.len())]))
        .collect();
    format!("{KEY_PREFIX}{random}")
}

/// Creates a key for a user with a confirmed email address.
pub async fn issue(db: &DatabaseConnection, user_id: &str, name: &str) -> AppResult<IssuedKey> {
    let name = name.trim();
    if name.is_empty() {
        return Err(field_error(NAME_MISSING));
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(field_error(NAME_TOO_LONG));
    }
    let user = users::find_by_id(db, user_id)
        .await?
        .ok_or_else(|| AppError::Unauthorized("Please log in".into()))?;
    if user.email_verified_at.is_none() {
        return Err(AppError::Forbidden(EMAIL_NOT_VERIFIED.into()));
    }
    let secret = new_secret();
    let key_hash = tokens::hash(&secret);
    let created = api_keys::create(
        db,
        NewKey {
            user_id,
            name,
            prefix: &secret[..SHOWN_CHARS],
            key_hash: &key_hash,
        },
    )
    .await;
    match created {
        Ok(key) => Ok(IssuedKey { key, secret }),
        Err(CreateKeyError::TooMany) => Err(AppError::Conflict {
            message: TOO_MANY_KEYS.into(),
            field: "name",
        }),
        Err(CreateKeyError::Db(err)) => Err(err.into()),
    }
}

fn field_error(message: &'static str) -> AppError {
    let mut errors = cardsmith_domain::account::FieldErrors::new();
    errors.insert("name", message);
    AppError::fields(errors)
}

/// The live key a bearer secret names; `None` for anything else. Secrets
/// that cannot be keys are turned away without a database look-up.
pub async fn authenticate(db: &DatabaseConnection, secret: &str) -> AppResult<Option<ApiKey>> {
    let plausible = secret.len() == KEY_PREFIX.len() + RANDOM_CHARS
        && secret.starts_with(KEY_PREFIX)
        && secret
            .bytes()
            .skip(KEY_PREFIX.len())
            .all(|b| b.is_ascii_alphanumeric());
    if !plausible {
        return Ok(None);
    }
    let Some(key) = api_keys::find_live(db, &tokens::hash(secret)).await? else {
        return Ok(None);
    };
    if let Err(err) = api_keys::touch(db, &key).await {
        // Only the "last used" column is behind; the request goes on.
        tracing::warn!(error = ?err, "recording an API key's use failed");
    }
    Ok(Some(key))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_long_base62_and_unique() {
        let a = new_secret();
        let b = new_secret();
        assert_ne!(a, b);
        assert!(a.starts_with("cs_live_"));
        assert_eq!(a.len(), 8 + 43);
        assert!(a[8..].bytes().all(|c| c.is_ascii_alphanumeric()));
        // 43 base62 characters carry more than 256 bits.
        assert!(43.0 * 62f64.log2() > 256.0);
    }
}
