//! An account's passkeys: each credential's public key (webauthn-rs's
//! `Passkey` as JSON), its name and when it was last used. A credential
//! belongs to one account: the unique credential id makes a second
//! registration of it fail.

use super::entities::passkey;
use super::{is_unique_violation, new_id, now};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, Set,
};

pub use passkey::Model as StoredPasskey;

/// A passkey to keep, just registered.
pub struct NewPasskey<'a> {
    pub user_id: &'a str,
    pub credential_id: &'a str,
    pub name: &'a str,
    pub credential_json: String,
}

/// Stores a new passkey; `None` if its credential is registered already
/// (to this account or another).
#[tracing::instrument(skip_all, fields(user_id = %new.user_id))]
pub async fn add(
    db: &impl ConnectionTrait,
    new: NewPasskey<'_>,
) -> Result<Option<StoredPasskey>, DbErr> {
    let inserted = passkey::ActiveModel {
        id: Set(new_id()),
        user_id: Set(new.user_id.to_owned()),
        credential_id: Set(new.credential_id.to_owned()),
        name: Set(new.name.to_owned()),
        credential_json: Set(new.credential_json),
        created_at: Set(now()),
        last_used_at: Set(None),
    }
    .insert(db)
    .await;
    match inserted {
        Ok(row) => Ok(Some(row)),
        Err(err) if is_unique_violation(&err) => Ok(None),
        Err(err) => Err(err),
    }
}

/// The account's passkeys, oldest first.
pub async fn list(db: &impl ConnectionTrait, user_id: &str) -> Result<Vec<StoredPasskey>, DbErr> {
    passkey::Entity::find()
        .filter(passkey::Column::UserId.eq(user_id))
        .order_by_asc(passkey::Column::CreatedAt)
        .order_by_asc(passkey::Column::Id)
        .all(db)
        .await
}

pub async fn count(db: &impl ConnectionTrait, user_id: &str) -> Result<u64, DbErr> {
    passkey::Entity::find()
        .filter(passkey::Column::UserId.eq(user_id))
        .count(db)
        .await
}

pub async fn find_by_credential(
    db: &impl ConnectionTrait,
    credential_id: &str,
) -> Result<Option<StoredPasskey>, DbErr> {
    passkey::Entity::find()
        .filter(passkey::Column::CredentialId.eq(credential_id))
        .one(db)
        .await
}

/// Records a sign-in or confirmation with the passkey, with its updated
/// credential (the authenticator's counter moves on with each use).
pub async fn record_use(
    db: &impl ConnectionTrait,
    id: &str,
    credential_json: Option<String>,
) -> Result<(), DbErr> {
    let mut update = passkey::Entity::update_many()
        .col_expr(passkey::Column::LastUsedAt, Expr::value(now()))
        .filter(passkey::Column::Id.eq(id));
    if let Some(json) = credential_json {
        update = update.col_expr(passkey::Column::CredentialJson, Expr::value(json));
    }
    update.exec(db).await?;
    Ok(())
}

/// Renames one of the account's passkeys; false if it has none with this id.
pub async fn rename(
    db: &impl ConnectionTrait,
    user_id: &str,
    id: &str,
    name: &str,
) -> Result<bool, DbErr> {
    let result = passkey::Entity::update_many()
        .col_expr(passkey::Column::Name, Expr::value(name))
        .filter(passkey::Column::Id.eq(id))
        .filter(passkey::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// Removes one of the account's passkeys; false if it has none with this id.
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn remove(db: &impl ConnectionTrait, user_id: &str, id: &str) -> Result<bool, DbErr> {
    let result = passkey::Entity::delete_many()
        .filter(passkey::Column::Id.eq(id))
        .filter(passkey::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// Removes every passkey of the account (on deletion).
pub async fn remove_all(db: &impl ConnectionTrait, user_id: &str) -> Result<(), DbErr> {
    passkey::Entity::delete_many()
        .filter(passkey::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}
