//! Two-step sign-in's rows: the authenticator secret of an account (one,
//! unconfirmed until its first code) and its recovery codes (hashed).
//! Spending a code is one conditional update, so a code works once even
//! when two requests race with it.

use super::entities::{recovery_code, totp_factor};
use super::{now, serialise_on};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbErr,
    EntityTrait, PaginatorTrait, QueryFilter, Set, TransactionTrait,
};

/// An account's authenticator secret, confirmed or waiting for its first code.
pub struct Factor {
    pub secret: Vec<u8>,
    pub confirmed: bool,
}

pub async fn find(db: &impl ConnectionTrait, user_id: &str) -> Result<Option<Factor>, DbErr> {
    let Some(row) = totp_factor::Entity::find_by_id(user_id).one(db).await? else {
        return Ok(None);
    };
    // Written by `start` as hex. A damaged row is an error, never an empty
    // key whose codes anyone could work out.
    let secret = hex::decode(&row.secret_hex)
        .ok()
        .filter(|secret| !secret.is_empty())
        .ok_or_else(|| DbErr::Custom(format!("damaged two-step secret of {user_id}")))?;
    Ok(Some(Factor {
        secret,
        confirmed: row.confirmed_at.is_some(),
    }))
}

/// Whether the account signs in with a code after its password.
pub async fn is_on(db: &impl ConnectionTrait, user_id: &str) -> Result<bool, DbErr> {
    Ok(find(db, user_id).await?.is_some_and(|f| f.confirmed))
}

/// Stores a new unconfirmed secret in place of an earlier unconfirmed one;
/// false (and nothing stored) if two-step sign-in is already on.
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn start(db: &DatabaseConnection, user_id: &str, secret: &[u8]) -> Result<bool, DbErr> {
    let txn = db.begin().await?;
    serialise_on(&txn, &format!("two-factor:{user_id}")).await?;
    if is_on(&txn, user_id).await? {
        return Ok(false);
    }
    totp_factor::Entity::delete_by_id(user_id)
        .exec(&txn)
        .await?;
    totp_factor::ActiveModel {
        user_id: Set(user_id.to_owned()),
        secret_hex: Set(hex::encode(secret)),
        created_at: Set(now()),
        confirmed_at: Set(None),
        last_step: Set(None),
    }
    .insert(&txn)
    .await?;
    txn.commit().await?;
    Ok(true)
}

/// Turns two-step sign-in on with the step of the code that confirmed it
/// (spent thereby) and the hashes of a fresh set of recovery codes; false
/// if it was on already or never started.
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn confirm(
    db: &DatabaseConnection,
    user_id: &str,
    step: i64,
    recovery_hashes: &[String],
) -> Result<bool, DbErr> {
    let txn = db.begin().await?;
    let at = now();
    let confirmed = totp_factor::Entity::update_many()
        .col_expr(totp_factor::Column::ConfirmedAt, Expr::value(at))
        .col_expr(totp_factor::Column::LastStep, Expr::value(step))
        .filter(totp_factor::Column::UserId.eq(user_id))
        .filter(totp_factor::Column::ConfirmedAt.is_null())
        .exec(&txn)
        .await?
        .rows_affected
        == 1;
    if !confirmed {
        return Ok(false);
    }
    replace_recovery_codes(&txn, user_id, recovery_hashes).await?;
    txn.commit().await?;
    Ok(true)
}

/// Replaces the account's recovery codes with a fresh set (their hashes):
/// the old ones, used or not, stop working.
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn renew_recovery_codes(
    db: &DatabaseConnection,
    user_id: &str,
    hashes: &[String],
) -> Result<(), DbErr> {
    let txn = db.begin().await?;
    replace_recovery_codes(&txn, user_id, hashes).await?;
    txn.commit().await
}

async fn replace_recovery_codes(
    db: &impl ConnectionTrait,
    user_id: &str,
    hashes: &[String],
) -> Result<(), DbErr> {
    recovery_code::Entity::delete_many()
        .filter(recovery_code::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    let at = now();
    let rows = hashes.iter().map(|hash| recovery_code::ActiveModel {
        code_hash: Set(hash.clone()),
        user_id: Set(user_id.to_owned()),
        created_at: Set(at),
        used_at: Set(None),
    });
    recovery_code::Entity::insert_many(rows).exec(db).await?;
    Ok(())
}

/// Spends the codes of `step` and every earlier step; false if a code of
/// this step or a later one was accepted already (a replay).
pub async fn spend_step(
    db: &impl ConnectionTrait,
    user_id: &str,
    step: i64,
) -> Result<bool, DbErr> {
    let result = totp_factor::Entity::update_many()
        .col_expr(totp_factor::Column::LastStep, Expr::value(step))
        .filter(totp_factor::Column::UserId.eq(user_id))
        .filter(totp_factor::Column::ConfirmedAt.is_not_null())
        .filter(
            Condition::any()
                .add(totp_factor::Column::LastStep.is_null())
                .add(totp_factor::Column::LastStep.lt(step)),
        )
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// Spends the recovery code with this hash; false if it is not one of the
/// account's or was used.
pub async fn spend_recovery_code(
    db: &impl ConnectionTrait,
    user_id: &str,
    code_hash: &str,
) -> Result<bool, DbErr> {
    let result = recovery_code::Entity::update_many()
        .col_expr(recovery_code::Column::UsedAt, Expr::value(now()))
        .filter(recovery_code::Column::CodeHash.eq(code_hash))
        .filter(recovery_code::Column::UserId.eq(user_id))
        .filter(recovery_code::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

pub async fn recovery_codes_left(db: &impl ConnectionTrait, user_id: &str) -> Result<u64, DbErr> {
    recovery_code::Entity::find()
        .filter(recovery_code::Column::UserId.eq(user_id))
        .filter(recovery_code::Column::UsedAt.is_null())
        .count(db)
        .await
}

/// Turns two-step sign-in off (or forgets an unfinished setup): the secret
/// and the recovery codes go.
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn remove(db: &impl ConnectionTrait, user_id: &str) -> Result<(), DbErr> {
    totp_factor::Entity::delete_by_id(user_id).exec(db).await?;
    recovery_code::Entity::delete_many()
        .filter(recovery_code::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}
