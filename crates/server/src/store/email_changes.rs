//! Requested changes of an account's email address. The token's life cycle
//! (spent once, expiry, revocation) is `one_time_tokens`' with
//! `Purpose::EmailChange`; this adds the address each token is for.

use super::entities::email_change;
use super::now;
use super::one_time_tokens::{self, Purpose};
use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, Set};

#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn create(
    db: &impl ConnectionTrait,
    token_hash: &str,
    user_id: &str,
    new_email: &str,
) -> Result<(), DbErr> {
    let at = now();
    email_change::ActiveModel {
        token_hash: Set(token_hash.to_owned()),
        user_id: Set(user_id.to_owned()),
        new_email: Set(new_email.to_owned()),
        created_at: Set(at),
        expires_at: Set(at + Purpose::EmailChange.lifetime()),
        used_at: Set(None),
    }
    .insert(db)
    .await?;
    Ok(())
}

/// Spends the token and answers its account and new address; `None` if it
/// was used, expired or unknown.
pub async fn consume(
    db: &impl ConnectionTrait,
    token_hash: &str,
) -> Result<Option<(String, String)>, DbErr> {
    if !one_time_tokens::claim(db, Purpose::EmailChange, token_hash).await? {
        return Ok(None);
    }
    Ok(email_change::Entity::find_by_id(token_hash)
        .one(db)
        .await?
        .map(|change| (change.user_id, change.new_email)))
}
