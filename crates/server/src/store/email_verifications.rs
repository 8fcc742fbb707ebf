//! One-time links that confirm an email address, valid for 48 hours, stored
//! hashed.

use super::entities::email_verification;
use super::now;
use chrono::Duration;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set,
};

pub const VALIDITY: Duration = Duration::hours(48);

#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn create(
    db: &impl ConnectionTrait,
    token_hash: &str,
    user_id: &str,
) -> Result<(), DbErr> {
    let at = now();
    email_verification::ActiveModel {
        token_hash: Set(token_hash.to_owned()),
        user_id: Set(user_id.to_owned()),
        created_at: Set(at),
        expires_at: Set(at + VALIDITY),
        used_at: Set(None),
    }
    .insert(db)
    .await?;
    Ok(())
}

/// Marks the link used and returns its account, if it was unused and
/// unexpired; one conditional update, so a link works exactly once.
#[tracing::instrument(skip_all)]
pub async fn consume(db: &impl ConnectionTrait, token_hash: &str) -> Result<Option<String>, DbErr> {
    let at = now();
    let claimed = email_verification::Entity::update_many()
        .col_expr(email_verification::Column::UsedAt, Expr::value(at))
        .filter(email_verification::Column::TokenHash.eq(token_hash))
        .filter(email_verification::Column::UsedAt.is_null())
        .filter(email_verification::Column::ExpiresAt.gt(at))
        .exec(db)
        .await?;
    if claimed.rows_affected != 1 {
        return Ok(None);
    }
    let link = email_verification::Entity::find_by_id(token_hash)
        .one(db)
        .await?;
    Ok(link.map(|link| link.user_id))
}

/// The account a link was made for, used or not, expired or not.
pub async fn owner(db: &impl ConnectionTrait, token_hash: &str) -> Result<Option<String>, DbErr> {
    let link = email_verification::Entity::find_by_id(token_hash)
        .one(db)
        .await?;
    Ok(link.map(|link| link.user_id))
}
