//! Sign-in sessions: opaque random tokens in the cookie, only their SHA-256
//! in the database.

use super::entities::{session, user};
use super::now;
use super::users::User;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait,
    QueryFilter, QueryOrder, Set,
};

/// A session ends after a week without use…
pub const IDLE_TIMEOUT: Duration = Duration::days(7);
/// …and a month after sign-in, whatever happens.
pub const ABSOLUTE_TIMEOUT: Duration = Duration::days(30);
/// Last-seen is refreshed at most this often, to spare a write per request.
const TOUCH_INTERVAL: Duration = Duration::minutes(5);

/// The longest user agent kept; real ones are a few hundred characters.
const LONGEST_USER_AGENT: usize = 256;

/// A session to open: its token's hash, and the browser it is for.
pub struct NewSession<'a> {
    pub token_hash: &'a str,
    pub user_agent: Option<&'a str>,
    /// Whether the sign-in proved a second factor (a passkey, or a code).
    pub second_factor: bool,
}

#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn create(
    db: &impl ConnectionTrait,
    session: &NewSession<'_>,
    user_id: &str,
) -> Result<(), DbErr> {
    let at = now();
    let user_agent = session
        .user_agent
        .map(|agent| agent.chars().take(LONGEST_USER_AGENT).collect::<String>());
    session::ActiveModel {
        token_hash: Set(session.token_hash.to_owned()),
        user_id: Set(user_id.to_owned()),
        created_at: Set(at),
        last_seen_at: Set(at),
        expires_at: Set(at + ABSOLUTE_TIMEOUT),
        user_agent: Set(user_agent),
        second_factor_at: Set(session.second_factor.then_some(at)),
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
    // Suspending signs every session out; this covers one opened meanwhile.
    if user.suspended_at.is_some() {
        return Ok(None);
    }
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

/// Records that this session has just proved a second factor.
pub async fn mark_second_factor(db: &impl ConnectionTrait, token_hash: &str) -> Result<(), DbErr> {
    session::Entity::update_many()
        .col_expr(session::Column::SecondFactorAt, Expr::value(now()))
        .filter(session::Column::TokenHash.eq(token_hash))
        .exec(db)
        .await?;
    Ok(())
}

/// When this session last proved a second factor, if ever.
pub async fn second_factor_at(
    db: &impl ConnectionTrait,
    token_hash: &str,
) -> Result<Option<DateTime<Utc>>, DbErr> {
    Ok(session::Entity::find_by_id(token_hash)
        .one(db)
        .await?
        .and_then(|found| found.second_factor_at))
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
    db: &impl ConnectionTrait,
    user_id: &str,
    keep: Option<&str>,
) -> Result<u64, DbErr> {
    let mut query = session::Entity::delete_many().filter(session::Column::UserId.eq(user_id));
    if let Some(keep) = keep {
        query = query.filter(session::Column::TokenHash.ne(keep));
    }
    Ok(query.exec(db).await?.rows_affected)
}

/// The user's live sessions, most recently used first.
pub async fn list_for_user(
    db: &DatabaseConnection,
    user_id: &str,
) -> Result<Vec<session::Model>, DbErr> {
    let at = now();
    session::Entity::find()
        .filter(session::Column::UserId.eq(user_id))
        .filter(session::Column::ExpiresAt.gt(at))
        .filter(session::Column::LastSeenAt.gt(at - IDLE_TIMEOUT))
        .order_by_desc(session::Column::LastSeenAt)
        .order_by_asc(session::Column::TokenHash)
        .all(db)
        .await
}

/// Ends the user's session whose token hash starts with `hash_prefix`
/// (lowercase hex, checked by the caller); false if there is none.
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn delete_by_prefix(
    db: &DatabaseConnection,
    user_id: &str,
    hash_prefix: &str,
) -> Result<bool, DbErr> {
    let deleted = session::Entity::delete_many()
        .filter(session::Column::UserId.eq(user_id))
        .filter(session::Column::TokenHash.starts_with(hash_prefix))
        .exec(db)
        .await?;
    Ok(deleted.rows_affected > 0)
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
