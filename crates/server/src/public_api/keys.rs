//! Issuing and checking API keys: `cs_live_` and 43 random base62
//! characters (over 256 random bits). Only a SHA-256 of a key is stored.

use super::tiers::{self, Tier};
use crate::auth::tokens;
use crate::store::api_keys::{self, ApiKey, CreateKeyError, NewKey};
use crate::store::users;
use rand::Rng;
use sea_orm::{DatabaseConnection, DbErr};

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
pub const KEY_NOT_FOUND: &str = "API key not found";

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

/// Why a key could not be made or revoked.
#[derive(Debug, thiserror::Error)]
pub enum ApiKeyError {
    #[error("{NAME_MISSING}")]
    NameMissing,
    #[error("{NAME_TOO_LONG}")]
    NameTooLong,
    #[error("the account is gone")]
    SignedOut,
    #[error("{EMAIL_NOT_VERIFIED}")]
    EmailNotVerified,
    #[error("{TOO_MANY_KEYS}")]
    TooMany,
    #[error("{KEY_NOT_FOUND}")]
    NotFound,
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// Why a bearer secret does not let its caller in.
#[derive(Debug, thiserror::Error)]
pub enum CallerError {
    /// No live key has this secret, or its account is gone.
    #[error("the API key is not valid or has been revoked")]
    KeyInvalid,
    #[error("the account's email address is not confirmed")]
    EmailUnverified,
    /// Staff suspended the account.
    #[error("the account is suspended")]
    Suspended,
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// The account a key belongs to, and the tier its limits come from.
pub struct KeyHolder {
    pub user_id: String,
    pub tier: Tier,
}

/// The accounts' keys to the public API: issuing, listing, revoking, and
/// finding the key behind a bearer secret.
#[derive(Clone)]
pub struct ApiKeys {
    db: DatabaseConnection,
}

impl ApiKeys {
    pub fn new(db: DatabaseConnection) -> Self {
        ApiKeys { db }
    }

    /// Creates a key for a user with a confirmed email address.
    pub async fn issue(&self, user_id: &str, name: &str) -> Result<IssuedKey, ApiKeyError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(ApiKeyError::NameMissing);
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(ApiKeyError::NameTooLong);
        }
        let user = users::find_by_id(&self.db, user_id)
            .await?
            .ok_or(ApiKeyError::SignedOut)?;
        if user.email_verified_at.is_none() {
            return Err(ApiKeyError::EmailNotVerified);
        }
        let secret = new_secret();
        let key_hash = tokens::hash(&secret);
        let created = api_keys::create(
            &self.db,
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
            Err(CreateKeyError::TooMany) => Err(ApiKeyError::TooMany),
            Err(CreateKeyError::Db(err)) => Err(err.into()),
        }
    }

    /// The user's live keys, newest first.
    pub async fn list(&self, user_id: &str) -> Result<Vec<ApiKey>, ApiKeyError> {
        Ok(api_keys::list(&self.db, user_id).await?)
    }

    /// Revokes one of the user's live keys: it stops working at once.
    pub async fn revoke(&self, user_id: &str, key_id: &str) -> Result<(), ApiKeyError> {
        if !api_keys::revoke(&self.db, user_id, key_id).await? {
            return Err(ApiKeyError::NotFound);
        }
        Ok(())
    }

    /// The account behind a bearer secret and its tier. Keys are only made
    /// for confirmed addresses; an account that is no longer confirmed is
    /// refused rather than trusted.
    pub async fn authenticate(&self, secret: &str) -> Result<KeyHolder, CallerError> {
        let key = self
            .live_key(secret)
            .await?
            .ok_or(CallerError::KeyInvalid)?;
        let user = users::find_by_id(&self.db, &key.user_id)
            .await?
            .ok_or(CallerError::KeyInvalid)?;
        if user.suspended_at.is_some() {
            return Err(CallerError::Suspended);
        }
        if user.email_verified_at.is_none() {
            return Err(CallerError::EmailUnverified);
        }
        let tier = tiers::tier_of(&self.db, &key.user_id).await?;
        Ok(KeyHolder {
            user_id: key.user_id,
            tier,
        })
    }

    /// The live key a bearer secret names; `None` for anything else. Secrets
    /// that cannot be keys are turned away without a database look-up.
    async fn live_key(&self, secret: &str) -> Result<Option<ApiKey>, DbErr> {
        let plausible = secret.len() == KEY_PREFIX.len() + RANDOM_CHARS
            && secret.starts_with(KEY_PREFIX)
            && secret
                .bytes()
                .skip(KEY_PREFIX.len())
                .all(|b| b.is_ascii_alphanumeric());
        if !plausible {
            return Ok(None);
        }
        let Some(key) = api_keys::find_live(&self.db, &tokens::hash(secret)).await? else {
            return Ok(None);
        };
        if let Err(err) = api_keys::touch(&self.db, &key).await {
            // Only the "last used" column is behind; the request goes on.
            tracing::warn!(error = ?err, "recording an API key's use failed");
        }
        Ok(Some(key))
    }
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
