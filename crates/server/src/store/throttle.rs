//! Failed sign-in counting, kept in the database so every instance sees the
//! same counts.

use super::entities::login_attempt;
use super::now;
use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder,
    Set,
};

pub const WINDOW: Duration = Duration::minutes(15);
pub const MAX_FAILURES: usize = 10;

/// If `key` has reached the limit, how long until it may try again.
pub async fn retry_after(db: &DatabaseConnection, key: &str) -> Result<Option<Duration>, DbErr> {
    let at = now();
    let recent: Vec<DateTime<Utc>> = login_attempt::Entity::find()
        .filter(login_attempt::Column::ThrottleKey.eq(key))
        .filter(login_attempt::Column::CreatedAt.gt(at - WINDOW))
        .order_by_desc(login_attempt::Column::CreatedAt)
        .all(db)
        .await?
        .into_iter()
        .map(|attempt| attempt.created_at)
        .collect();
    if recent.len() < MAX_FAILURES {
        return Ok(None);
    }
    // The block lifts when the oldest of the last MAX_FAILURES leaves the window.
    let oldest_counted = recent[MAX_FAILURES - 1];
    Ok(Some(
        (oldest_counted + WINDOW - at).max(Duration::seconds(1)),
    ))
}

pub async fn record_failure(db: &DatabaseConnection, key: &str) -> Result<(), DbErr> {
    login_attempt::ActiveModel {
        throttle_key: Set(key.to_owned()),
        created_at: Set(now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

pub async fn clear(db: &DatabaseConnection, key: &str) -> Result<(), DbErr> {
    login_attempt::Entity::delete_many()
        .filter(login_attempt::Column::ThrottleKey.eq(key))
        .exec(db)
        .await?;
    Ok(())
}

pub async fn delete_old(db: &DatabaseConnection) -> Result<u64, DbErr> {
    let result = login_attempt::Entity::delete_many()
        .filter(login_attempt::Column::CreatedAt.lte(now() - WINDOW))
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}
