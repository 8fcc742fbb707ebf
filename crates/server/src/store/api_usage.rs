//! Daily request counts of the public API, kept in the database so that a
//! restart does not hand out a fresh day's allowance.

use super::entities::api_daily_usage;
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{DatabaseConnection, DbErr, EntityTrait, Set};

/// Adds `requests` to the account's count for `day` and returns the new
/// count. One upsert statement, so concurrent writers all count.
pub async fn add(
    db: &DatabaseConnection,
    user_id: &str,
    day: &str,
    requests: u64,
) -> Result<u64, DbErr> {
    let requests = i64::try_from(requests).unwrap_or(i64::MAX);
    let row = api_daily_usage::ActiveModel {
        user_id: Set(user_id.to_owned()),
        day: Set(day.to_owned()),
        requests: Set(requests),
    };
    let counted = api_daily_usage::Entity::insert(row)
        .on_conflict(
            OnConflict::columns([
                api_daily_usage::Column::UserId,
                api_daily_usage::Column::Day,
            ])
            .value(
                api_daily_usage::Column::Requests,
                Expr::col((api_daily_usage::Entity, api_daily_usage::Column::Requests))
                    .add(requests),
            )
            .to_owned(),
        )
        .exec_with_returning(db)
        .await?;
    Ok(u64::try_from(counted.requests).unwrap_or(0))
}

/// The account's count for `day`, without counting.
pub async fn get(db: &DatabaseConnection, user_id: &str, day: &str) -> Result<u64, DbErr> {
    let row = api_daily_usage::Entity::find_by_id((user_id.to_owned(), day.to_owned()))
        .one(db)
        .await?;
    Ok(row.map_or(0, |row| u64::try_from(row.requests).unwrap_or(0)))
}

/// Days before `day` are no longer needed.
pub async fn forget_before(db: &DatabaseConnection, day: &str) -> Result<u64, DbErr> {
    use sea_orm::{ColumnTrait, QueryFilter};
    let result = api_daily_usage::Entity::delete_many()
        .filter(api_daily_usage::Column::Day.lt(day))
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}
