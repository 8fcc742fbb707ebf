//! Work that falls due (a card to email, a reminder to send), claimed by
//! whichever instance gets there first. A claim leases each row it wins and
//! counts an attempt, so a row is worked on by one instance at a time, a
//! dead instance's rows are taken up again once their lease lapses, and the
//! caller can give up after too many attempts.

use super::entities::user;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, ExprTrait, LockBehavior, LockType, Query, SimpleExpr};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbBackend, DbErr, EntityTrait,
    QueryFilter, QueryOrder, QuerySelect, TransactionTrait,
};

/// A table of due work: its columns for the time, the lease and the attempts.
pub trait DueWork: EntityTrait {
    const ID: Self::Column;
    /// When the row falls due.
    const DUE_AT: Self::Column;
    /// Until when an instance holds it.
    const LEASE_UNTIL: Self::Column;
    /// How many times it was claimed.
    const ATTEMPTS: Self::Column;

    /// The rows still to be done, whatever their time.
    fn waiting() -> Condition;

    fn id(row: &Self::Model) -> &str;

    /// The row as a claim leaves it: held until `lease_until`, one attempt more.
    fn claimed(row: Self::Model, lease_until: DateTime<Utc>) -> Self::Model;
}

/// Due rows that no live instance holds, each now leased to the caller until
/// `now + lease` and counted as an attempt. Two instances never claim the
/// same row: the lease is taken by a conditional update that only one claim
/// can win, and on PostgreSQL a claim also skips the rows another claim has
/// locked rather than wait for them. (SQLite's updates run one at a time
/// outside a transaction, so a read lock is never upgraded under a
/// competing writer.)
pub async fn claim_due<W: DueWork>(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
    lease: Duration,
    limit: u64,
) -> Result<Vec<W::Model>, DbErr> {
    let due = W::find()
        .filter(claimable::<W>(now))
        .order_by_asc(W::DUE_AT)
        .limit(limit);
    if db.get_database_backend() != DbBackend::Postgres {
        let candidates = due.all(db).await?;
        return take_leases::<W>(db, candidates, now, lease).await;
    }
    let txn = db.begin().await?;
    let candidates = due
        .lock_with_behavior(LockType::Update, LockBehavior::SkipLocked)
        .all(&txn)
        .await?;
    let claimed = take_leases::<W>(&txn, candidates, now, lease).await?;
    txn.commit().await?;
    Ok(claimed)
}

async fn take_leases<W: DueWork>(
    db: &impl ConnectionTrait,
    candidates: Vec<W::Model>,
    now: DateTime<Utc>,
    lease: Duration,
) -> Result<Vec<W::Model>, DbErr> {
    let lease_until = now + lease;
    let mut claimed = Vec::with_capacity(candidates.len());
    for candidate in candidates {
        let won = W::update_many()
            .col_expr(W::LEASE_UNTIL, Expr::value(lease_until))
            .col_expr(W::ATTEMPTS, Expr::col(W::ATTEMPTS).add(1))
            .filter(W::ID.eq(W::id(&candidate)))
            .filter(claimable::<W>(now))
            .exec(db)
            .await?
            .rows_affected
            == 1;
        if won {
            claimed.push(W::claimed(candidate, lease_until));
        }
    }
    Ok(claimed)
}

fn claimable<W: DueWork>(now: DateTime<Utc>) -> Condition {
    Condition::all()
        .add(W::waiting())
        .add(W::DUE_AT.lte(now))
        .add(
            Condition::any()
                .add(W::LEASE_UNTIL.is_null())
                .add(W::LEASE_UNTIL.lt(now)),
        )
}

/// Rows whose account (`user_id`) is not suspended: a suspended account's
/// work waits until the suspension is lifted.
pub fn of_active_account(user_id: impl ColumnTrait) -> SimpleExpr {
    let suspended = Query::select()
        .column(user::Column::Id)
        .from(user::Entity)
        .and_where(user::Column::SuspendedAt.is_not_null())
        .to_owned();
    user_id.not_in_subquery(suspended)
}
