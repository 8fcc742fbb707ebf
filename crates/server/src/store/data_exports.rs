//! Archives of an account's data (`exports` makes them): one row per
//! archive, made by whichever instance claims it (see `due_work`), at most
//! one in the making per account, kept until it expires.

use super::due_work::{self, DueWork};
use super::entities::data_export;
use super::{is_unique_violation, new_id, now};
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbErr,
    EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait,
};

pub type DataExport = data_export::Model;

/// The archive of `user_id` being made: a new one (and true), or the one
/// already in the making (asking twice, even at once, makes one: the
/// partial unique index lets one insert win). Callers that usually find one
/// in the making read [`in_the_making`] first.
pub async fn request(db: &DatabaseConnection, user_id: &str) -> Result<(DataExport, bool), DbErr> {
    // A lost race is tried again: the winner's archive may be finished
    // before it is read back.
    let mut tries = 3;
    loop {
        let lost = match new_row(user_id).insert(db).await {
            Ok(row) => return Ok((row, true)),
            Err(err) if is_unique_violation(&err) => err,
            Err(err) => return Err(err),
        };
        if let Some(making) = in_the_making(db, user_id).await? {
            return Ok((making, false));
        }
        tries -= 1;
        if tries == 0 {
            return Err(lost);
        }
    }
}

fn new_row(user_id: &str) -> data_export::ActiveModel {
    data_export::ActiveModel {
        id: Set(new_id()),
        user_id: Set(user_id.to_owned()),
        requested_at: Set(now()),
        lease_until: Set(None),
        attempts: Set(0),
        ready_at: Set(None),
        failed_at: Set(None),
        expires_at: Set(None),
        archive_key: Set(None),
        size_bytes: Set(None),
    }
}

/// The account's archive being made, if any.
pub async fn in_the_making(
    db: &DatabaseConnection,
    user_id: &str,
) -> Result<Option<DataExport>, DbErr> {
    data_export::Entity::find()
        .filter(data_export::Column::UserId.eq(user_id))
        .filter(unfinished())
        .one(db)
        .await
}

/// The account's latest archive that has not expired at `at`.
pub async fn latest(
    db: &DatabaseConnection,
    user_id: &str,
    at: DateTime<Utc>,
) -> Result<Option<DataExport>, DbErr> {
    data_export::Entity::find()
        .filter(data_export::Column::UserId.eq(user_id))
        .filter(
            Condition::any()
                .add(data_export::Column::ExpiresAt.is_null())
                .add(data_export::Column::ExpiresAt.gt(at)),
        )
        .order_by_desc(data_export::Column::RequestedAt)
        .one(db)
        .await
}

/// The account's archive `id`, if it is ready and has not expired at `at`.
pub async fn find_ready(
    db: &DatabaseConnection,
    user_id: &str,
    id: &str,
    at: DateTime<Utc>,
) -> Result<Option<DataExport>, DbErr> {
    data_export::Entity::find_by_id(id)
        .filter(data_export::Column::UserId.eq(user_id))
        .filter(data_export::Column::ReadyAt.is_not_null())
        .filter(data_export::Column::ExpiresAt.gt(at))
        .one(db)
        .await
}

/// Archives to make that no live instance is making, each now leased to
/// the caller (see [`due_work::claim_due`]).
pub async fn claim_due(
    db: &DatabaseConnection,
    at: DateTime<Utc>,
    lease: Duration,
    limit: u64,
) -> Result<Vec<DataExport>, DbErr> {
    due_work::claim_due::<data_export::Entity>(db, at, lease, limit).await
}

impl DueWork for data_export::Entity {
    const ID: data_export::Column = data_export::Column::Id;
    const DUE_AT: data_export::Column = data_export::Column::RequestedAt;
    const LEASE_UNTIL: data_export::Column = data_export::Column::LeaseUntil;
    const ATTEMPTS: data_export::Column = data_export::Column::Attempts;

    fn waiting() -> Condition {
        unfinished()
    }

    fn id(row: &DataExport) -> &str {
        &row.id
    }

    fn claimed(row: DataExport, lease_until: DateTime<Utc>) -> DataExport {
        DataExport {
            lease_until: Some(lease_until),
            attempts: row.attempts + 1,
            ..row
        }
    }
}

fn unfinished() -> Condition {
    Condition::all()
        .add(data_export::Column::ReadyAt.is_null())
        .add(data_export::Column::FailedAt.is_null())
}

/// Holds the archive until `until`: renews the lease of the instance making
/// it, or lets it be claimed again from then (a step failed).
pub async fn hold_until(
    db: &DatabaseConnection,
    id: &str,
    until: DateTime<Utc>,
) -> Result<(), DbErr> {
    data_export::Entity::update_many()
        .col_expr(data_export::Column::LeaseUntil, Expr::value(until))
        .filter(data_export::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// The stored file of a finished archive.
pub struct Stored<'a> {
    pub archive_key: &'a str,
    pub size_bytes: u64,
    pub expires_at: DateTime<Utc>,
}

/// Marks the archive ready with its file, and expires the account's older
/// archives now (one at a time). False when the archive is no longer
/// waiting for it (its account was deleted meanwhile): the caller removes
/// the file it stored.
pub async fn finish(
    db: &DatabaseConnection,
    export: &DataExport,
    stored: Stored<'_>,
) -> Result<bool, DbErr> {
    let at = now();
    let txn = db.begin().await?;
    let won = data_export::Entity::update_many()
        .col_expr(data_export::Column::ReadyAt, Expr::value(at))
        .col_expr(
            data_export::Column::ExpiresAt,
            Expr::value(stored.expires_at),
        )
        .col_expr(
            data_export::Column::ArchiveKey,
            Expr::value(stored.archive_key),
        )
        .col_expr(
            data_export::Column::SizeBytes,
            Expr::value(i64::try_from(stored.size_bytes).unwrap_or(i64::MAX)),
        )
        .col_expr(
            data_export::Column::LeaseUntil,
            Expr::value(None::<DateTime<Utc>>),
        )
        .filter(data_export::Column::Id.eq(export.id.as_str()))
        .filter(unfinished())
        .exec(&txn)
        .await?
        .rows_affected
        == 1;
    if won {
        data_export::Entity::update_many()
            .col_expr(data_export::Column::ExpiresAt, Expr::value(at))
            .filter(data_export::Column::UserId.eq(export.user_id.as_str()))
            .filter(data_export::Column::Id.ne(export.id.as_str()))
            .filter(data_export::Column::ExpiresAt.gt(at))
            .exec(&txn)
            .await?;
    }
    txn.commit().await?;
    Ok(won)
}

/// Gives the archive up after too many failed attempts.
pub async fn give_up(db: &DatabaseConnection, id: &str) -> Result<(), DbErr> {
    data_export::Entity::update_many()
        .col_expr(data_export::Column::FailedAt, Expr::value(now()))
        .col_expr(
            data_export::Column::LeaseUntil,
            Expr::value(None::<DateTime<Utc>>),
        )
        .filter(data_export::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Archives whose time is up at `at`, a batch at a time: their files are
/// to be removed, then the rows.
pub async fn expired(
    db: &DatabaseConnection,
    at: DateTime<Utc>,
    limit: u64,
) -> Result<Vec<DataExport>, DbErr> {
    data_export::Entity::find()
        .filter(data_export::Column::ExpiresAt.lte(at))
        .limit(limit)
        .all(db)
        .await
}

/// Every archive row of the account, for its erasure.
pub async fn all_for_user(
    db: &DatabaseConnection,
    user_id: &str,
) -> Result<Vec<DataExport>, DbErr> {
    data_export::Entity::find()
        .filter(data_export::Column::UserId.eq(user_id))
        .all(db)
        .await
}

/// Removes an archive's row once its file is gone. Only a row that still
/// names `archive_key` goes, so a row that became ready meanwhile keeps its
/// file known.
pub async fn remove(
    db: &DatabaseConnection,
    id: &str,
    archive_key: Option<&str>,
) -> Result<(), DbErr> {
    let names_the_file = match archive_key {
        Some(key) => data_export::Column::ArchiveKey.eq(key),
        None => data_export::Column::ArchiveKey.is_null(),
    };
    data_export::Entity::delete_many()
        .filter(data_export::Column::Id.eq(id))
        .filter(names_the_file)
        .exec(db)
        .await?;
    Ok(())
}

/// Drops the account's archives that hold no file (in the making, or given
/// up), as a deletion begins: one being made when its row goes is removed
/// by its maker, whose `finish` then answers false.
pub async fn forget_unstored(txn: &impl ConnectionTrait, user_id: &str) -> Result<(), DbErr> {
    data_export::Entity::delete_many()
        .filter(data_export::Column::UserId.eq(user_id))
        .filter(data_export::Column::ArchiveKey.is_null())
        .exec(txn)
        .await?;
    Ok(())
}
