//! The server's half of a WebAuthn ceremony between its two requests: the
//! challenge the browser must sign, kept under the hash of a random token
//! the browser hands back. Taking it deletes it, so an answer counts once
//! even when two requests race with it.

use super::entities::passkey_ceremony;
use super::now;
use chrono::Duration;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set,
};

/// How long the browser has to answer: a sign-in page may wait a while
/// for the person to pick a passkey from the autofill list.
pub const LIFETIME: Duration = Duration::minutes(10);

/// What a ceremony is for; an answer counts only for its own purpose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// Adding a passkey to a signed-in account.
    Register,
    /// Signing in with a passkey; the passkey says whose account.
    SignIn,
    /// A signed-in account proving it is its holder before a change.
    Confirm,
}

impl Purpose {
    fn as_str(self) -> &'static str {
        match self {
            Purpose::Register => "register",
            Purpose::SignIn => "sign-in",
            Purpose::Confirm => "confirm",
        }
    }
}

/// A ceremony taken back: the account it was started for, and its state.
pub struct Taken {
    pub user_id: Option<String>,
    pub state_json: String,
}

pub async fn create(
    db: &impl ConnectionTrait,
    token_hash: &str,
    purpose: Purpose,
    user_id: Option<&str>,
    state_json: String,
) -> Result<(), DbErr> {
    passkey_ceremony::ActiveModel {
        token_hash: Set(token_hash.to_owned()),
        user_id: Set(user_id.map(str::to_owned)),
        purpose: Set(purpose.as_str().to_owned()),
        state_json: Set(state_json),
        expires_at: Set(now() + LIFETIME),
    }
    .insert(db)
    .await?;
    Ok(())
}

/// Takes (and deletes) the ceremony with this token hash and purpose; `None`
/// if there is none, it expired, or another request took it first.
pub async fn take(
    db: &impl ConnectionTrait,
    token_hash: &str,
    purpose: Purpose,
) -> Result<Option<Taken>, DbErr> {
    let found = passkey_ceremony::Entity::find_by_id(token_hash)
        .filter(passkey_ceremony::Column::Purpose.eq(purpose.as_str()))
        .filter(passkey_ceremony::Column::ExpiresAt.gt(now()))
        .one(db)
        .await?;
    let Some(found) = found else {
        return Ok(None);
    };
    let deleted = passkey_ceremony::Entity::delete_by_id(token_hash)
        .exec(db)
        .await?
        .rows_affected;
    Ok((deleted == 1).then_some(Taken {
        user_id: found.user_id,
        state_json: found.state_json,
    }))
}

/// Forgets every ceremony an account started (on deletion).
pub async fn delete_all_for_user(db: &impl ConnectionTrait, user_id: &str) -> Result<(), DbErr> {
    passkey_ceremony::Entity::delete_many()
        .filter(passkey_ceremony::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Forgets the ceremonies nobody finished.
pub async fn delete_expired(db: &impl ConnectionTrait) -> Result<u64, DbErr> {
    let result = passkey_ceremony::Entity::delete_many()
        .filter(passkey_ceremony::Column::ExpiresAt.lte(now()))
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}
