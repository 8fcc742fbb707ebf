//! Attempt counting for throttles (sign-in, sign-up, emails), kept in the
//! database so every instance sees the same counts.

use super::entities::login_attempt;
use super::now;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, ExprTrait, LikeExpr};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait,
};

/// At most `max` attempts per `window`.
#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub max: usize,
    pub window: Duration,
}

/// Attempts older than the longest window are of no further use.
const LONGEST_WINDOW: Duration = Duration::days(1);

/// Counts an attempt against `key`, unless that would make more than
/// `limit.max` in the window; then answers how long to wait.
///
/// Attempts on one key are serialised, so of many parallel attempts exactly
/// `max` get through: SQLite's write lock is taken by the insert and held to
/// the end of the transaction, and PostgreSQL takes an advisory lock on the
/// key first. An attempt over the limit is rolled back and not counted.
#[tracing::instrument(skip_all)]
pub async fn take(
    db: &DatabaseConnection,
    key: &str,
    limit: Limit,
) -> Result<Option<Duration>, DbErr> {
    let txn = db.begin().await?;
    super::serialise_on(&txn, key).await?;
    let attempt = record(&txn, key).await?;
    let since = attempt.created_at - limit.window;
    let counted = recent(key, since).count(&txn).await? as usize;
    if counted <= limit.max {
        txn.commit().await?;
        return Ok(None);
    }
    txn.rollback().await?;
    Ok(Some(retry_after(db, key, limit).await?))
}

/// How many attempts `key` made within `window`.
pub async fn count(db: &DatabaseConnection, key: &str, window: Duration) -> Result<u64, DbErr> {
    recent(key, now() - window).count(db).await
}

/// Counts an attempt without checking any limit.
#[tracing::instrument(skip_all)]
pub async fn record(db: &impl ConnectionTrait, key: &str) -> Result<login_attempt::Model, DbErr> {
    login_attempt::ActiveModel {
        throttle_key: Set(key.to_owned()),
        created_at: Set(now()),
        ..Default::default()
    }
    .insert(db)
    .await
}

#[tracing::instrument(skip_all)]
pub async fn clear(db: &DatabaseConnection, key: &str) -> Result<(), DbErr> {
    login_attempt::Entity::delete_many()
        .filter(login_attempt::Column::ThrottleKey.eq(key))
        .exec(db)
        .await?;
    Ok(())
}

/// Forgets every attempt whose key contains `needle` (an account's id or
/// address), whatever the throttle: a deleted account leaves no trace here.
#[tracing::instrument(skip_all)]
pub async fn forget_naming(db: &impl ConnectionTrait, needle: &str) -> Result<(), DbErr> {
    let pattern = LikeExpr::new(super::images::like_pattern(needle)).escape('\\');
    login_attempt::Entity::delete_many()
        .filter(Expr::col(login_attempt::Column::ThrottleKey).like(pattern))
        .exec(db)
        .await?;
    Ok(())
}

#[tracing::instrument(skip_all)]
pub async fn delete_old(db: &DatabaseConnection) -> Result<u64, DbErr> {
    let result = login_attempt::Entity::delete_many()
        .filter(login_attempt::Column::CreatedAt.lte(now() - LONGEST_WINDOW))
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}

fn recent(key: &str, since: DateTime<Utc>) -> sea_orm::Select<login_attempt::Entity> {
    login_attempt::Entity::find()
        .filter(login_attempt::Column::ThrottleKey.eq(key))
        .filter(login_attempt::Column::CreatedAt.gt(since))
}

/// The block lifts when the oldest of the last `max` attempts leaves the window.
pub async fn retry_after(
    db: &DatabaseConnection,
    key: &str,
    limit: Limit,
) -> Result<Duration, DbErr> {
    let at = now();
    let oldest_counted = recent(key, at - limit.window)
        .order_by_desc(login_attempt::Column::CreatedAt)
        .offset(limit.max.saturating_sub(1) as u64)
        .one(db)
        .await?
        .map_or(at, |attempt| attempt.created_at);
    Ok((oldest_counted + limit.window - at).max(Duration::seconds(1)))
}
