//! Sign-in sessions: opaque random tokens in the cookie, only their SHA-256
//! in the database.

use super::entities::{session, user};
use super::now;
use super::users::User;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait,
    QueryFilter, Set,
};

/// A session ends after a week without use…
pub const IDLE_TIMEOUT: Duration = Duration::days(7);
/// …and a month after sign-in, whatever happens.
pub const ABSOLUTE_TIMEOUT: Duration = Duration::days(30);
/// Last-seen is refreshed at most this often, to spare a write per request.
const TOUCH_INTERVAL: Duration = Duration::minutes(5);

#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn create(
    db: &impl ConnectionTrait,
    token_hash: &str,
    user_id: &str,
) -> Result<(), DbErr> {
    let at = now();
    session::ActiveModel {
        token_hash: Set(token_hash.to_owned()),
        user_id: Set(user_id.to_owned()),
        created_at: Set(at),
        last_seen_at: Set(at),
        expires_at: Set(at + ABSOLUTE_TIMEOUT),
    }
    .insert(db)
    .await?;
    Ok(())
}

/// A session row with its account, as one query reads them.
pub type Found = Option<(session::Model, Option<user::Model>)>;

/// The account of a `found` session (read by `SessionLookup`) that is still
/// live; an expired one is deleted on sight, and a live one's last-seen time
/// is refreshed every few minutes.
pub async fn accept(
    db: &DatabaseConnection,
    token_hash: &str,
    found: Found,
) -> Result<Option<User>, DbErr> {
    let Some((found, Some(user))) = found else {
        return Ok(None);
    };
    let at = now();
    if is_expired(&found, at) {
        delete(db, token_hash).await?;
        return Ok(None);
    }
    if at - found.last_seen_at > TOUCH_INTERVAL {
        session::Entity::update_many()
            .col_expr(session::Column::LastSeenAt, Expr::value(at))
            .filter(session::Column::TokenHash.eq(token_hash))
            .exec(db)
            .await?;
    }
    Ok(Some(user))
}

fn is_expired(found: &session::Model, at: DateTime<Utc>) -> bool {
    at >= found.expires_at || at - found.last_seen_at >= IDLE_TIMEOUT
}

#[tracing::instrument(skip_all)]
pub async fn delete(db: &DatabaseConnection, token_hash: &str) -> Result<(), DbErr> {
    session::Entity::delete_by_id(token_hash).exec(db).await?;
    Ok(())
}

/// Ends every session of a user, except `keep` when given (the one in use).
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn delete_all_for_user(
    db: &DatabaseConnection,
    user_id: &str,
    keep: Option<&str>,
) -> Result<u64, DbErr> {
    let mut query = session::Entity::delete_many().filter(session::Column::UserId.eq(user_id));
    if let Some(keep) = keep {
        query = query.filter(session::Column::TokenHash.ne(keep));
    }
    Ok(query.exec(db).await?.rows_affected)
}

#[tracing::instrument(skip_all)]
pub async fn delete_expired(db: &DatabaseConnection) -> Result<u64, DbErr> {
    let at = now();
    let result = session::Entity::delete_many()
        .filter(
            session::Column::ExpiresAt
                .lte(at)
                .or(session::Column::LastSeenAt.lte(at - IDLE_TIMEOUT)),
        )
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}
