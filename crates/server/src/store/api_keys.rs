//! API keys of the public API: at most ten live ones per account, looked up
//! by hash, revoked for good.

use super::entities::api_key;
use super::now;
use chrono::Duration;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbErr,
    EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set, TransactionTrait,
};

pub type ApiKey = api_key::Model;

/// The most live keys one account may hold.
pub const MAX_LIVE_KEYS: u64 = 10;
/// `last_used_at` is written at most this often per key, so busy keys do not
/// turn every API read into a database write.
const LAST_USED_RESOLUTION: Duration = Duration::minutes(1);

#[derive(Debug, thiserror::Error)]
pub enum CreateKeyError {
    #[error("the account already holds the most live keys")]
    TooMany,
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// A new key's stored half.
pub struct NewKey<'a> {
    pub user_id: &'a str,
    pub name: &'a str,
    pub prefix: &'a str,
    pub key_hash: &'a str,
}

/// Stores a key unless the account would then hold more than
/// [`MAX_LIVE_KEYS`]. Creations for one account are serialised (SQLite's
/// write lock taken by the insert, a PostgreSQL advisory lock), so parallel
/// requests cannot pass the limit together.
#[tracing::instrument(skip_all, fields(user_id = %key.user_id), err)]
pub async fn create(db: &DatabaseConnection, key: NewKey<'_>) -> Result<ApiKey, CreateKeyError> {
    let txn = db.begin().await?;
    super::serialise_on(&txn, &format!("api-keys:{}", key.user_id)).await?;
    let stored = api_key::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(key.user_id.to_owned()),
        name: Set(key.name.to_owned()),
        prefix: Set(key.prefix.to_owned()),
        key_hash: Set(key.key_hash.to_owned()),
        created_at: Set(now()),
        last_used_at: Set(None),
        revoked_at: Set(None),
    }
    .insert(&txn)
    .await?;
    if live(key.user_id).count(&txn).await? > MAX_LIVE_KEYS {
        txn.rollback().await?;
        return Err(CreateKeyError::TooMany);
    }
    txn.commit().await?;
    Ok(stored)
}

fn live(user_id: &str) -> sea_orm::Select<api_key::Entity> {
    api_key::Entity::find()
        .filter(api_key::Column::UserId.eq(user_id))
        .filter(api_key::Column::RevokedAt.is_null())
}

/// The account's live keys, newest first.
pub async fn list(db: &DatabaseConnection, user_id: &str) -> Result<Vec<ApiKey>, DbErr> {
    live(user_id)
        .order_by_desc(api_key::Column::CreatedAt)
        .order_by_desc(api_key::Column::Id)
        .all(db)
        .await
}

/// Revokes one of the account's live keys; false if there is none.
#[tracing::instrument(skip(db), err)]
pub async fn revoke(db: &DatabaseConnection, user_id: &str, key_id: &str) -> Result<bool, DbErr> {
    let result = api_key::Entity::update_many()
        .col_expr(api_key::Column::RevokedAt, Expr::value(now()))
        .filter(api_key::Column::Id.eq(key_id))
        .filter(api_key::Column::UserId.eq(user_id))
        .filter(api_key::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// The live key with this hash.
/// Revokes every live key of the account; how many there were.
pub async fn revoke_all(db: &impl ConnectionTrait, user_id: &str) -> Result<u64, DbErr> {
    let result = api_key::Entity::update_many()
        .col_expr(api_key::Column::RevokedAt, Expr::value(now()))
        .filter(api_key::Column::UserId.eq(user_id))
        .filter(api_key::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}

pub async fn find_live(db: &impl ConnectionTrait, key_hash: &str) -> Result<Option<ApiKey>, DbErr> {
    api_key::Entity::find()
        .filter(api_key::Column::KeyHash.eq(key_hash))
        .filter(api_key::Column::RevokedAt.is_null())
        .one(db)
        .await
}

/// Notes that the key was used now, unless that was noted within the last
/// minute.
pub async fn touch(db: &DatabaseConnection, key: &ApiKey) -> Result<(), DbErr> {
    let at = now();
    if key
        .last_used_at
        .is_some_and(|last| at - last < LAST_USED_RESOLUTION)
    {
        return Ok(());
    }
    api_key::Entity::update_many()
        .col_expr(api_key::Column::LastUsedAt, Expr::value(at))
        .filter(api_key::Column::Id.eq(&key.id))
        .filter(
            Condition::any()
                .add(api_key::Column::LastUsedAt.is_null())
                .add(api_key::Column::LastUsedAt.lt(at - LAST_USED_RESOLUTION)),
        )
        .exec(db)
        .await?;
    Ok(())
}
