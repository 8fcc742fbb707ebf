//! One-time password-reset tokens, valid for an hour, stored hashed.

use super::entities::password_reset;
use super::now;
use chrono::Duration;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, Set,
};

pub const VALIDITY: Duration = Duration::hours(1);

#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn create(db: &DatabaseConnection, token_hash: &str, user_id: &str) -> Result<(), DbErr> {
    let at = now();
    password_reset::ActiveModel {
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

/// Marks the token used and returns its user, if it was unused and unexpired.
/// The single conditional update makes a token work exactly once, even when
/// two requests race.
#[tracing::instrument(skip_all)]
pub async fn consume(db: &DatabaseConnection, token_hash: &str) -> Result<Option<String>, DbErr> {
    let at = now();
    let claimed = password_reset::Entity::update_many()
        .col_expr(password_reset::Column::UsedAt, Expr::value(at))
        .filter(password_reset::Column::TokenHash.eq(token_hash))
        .filter(password_reset::Column::UsedAt.is_null())
        .filter(password_reset::Column::ExpiresAt.gt(at))
        .exec(db)
        .await?;
    if claimed.rows_affected != 1 {
        return Ok(None);
    }
    let token = password_reset::Entity::find_by_id(token_hash)
        .one(db)
        .await?;
    Ok(token.map(|t| t.user_id))
}

/// The account an unused, unexpired token belongs to, without spending it.
pub async fn owner(db: &DatabaseConnection, token_hash: &str) -> Result<Option<String>, DbErr> {
    let token = password_reset::Entity::find_by_id(token_hash)
        .filter(password_reset::Column::UsedAt.is_null())
        .filter(password_reset::Column::ExpiresAt.gt(now()))
        .one(db)
        .await?;
    Ok(token.map(|t| t.user_id))
}

/// Spends every outstanding token of the account: after a reset or a
/// password change, an older emailed link must not work any more.
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn revoke_all(db: &DatabaseConnection, user_id: &str) -> Result<u64, DbErr> {
    let revoked = password_reset::Entity::update_many()
        .col_expr(password_reset::Column::UsedAt, Expr::value(now()))
        .filter(password_reset::Column::UserId.eq(user_id))
        .filter(password_reset::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    Ok(revoked.rows_affected)
}
