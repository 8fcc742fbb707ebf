//! Reservations: credits taken out of the balance for work that may still
//! fail. The instance doing the work holds the reservation under a lease it
//! renews; a reservation whose lease has lapsed belongs to an instance that
//! died, and any instance refunds it.

use super::{Entry, LedgerError, Reservation, ReservationStatus};
use super::{
    add_to_balance, adjust_lot, current_balance, expire_due_for_user, lock_live_user, lock_user,
    record,
};
use crate::store::entities::ledger_entry::EntryKind;
use crate::store::entities::{credit_lot, reservation};
use crate::store::{new_id, now};
use cardsmith_domain::Credits;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, NullOrdering, Order};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbErr,
    EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait,
};

/// Who holds a reservation and for how long at a time.
#[derive(Debug, Clone)]
pub struct Lease {
    /// The holding instance's boot id.
    pub owner: String,
    /// How long a lease lasts unless renewed; renew well within it.
    pub duration: chrono::Duration,
}

impl Lease {
    pub fn new(owner: impl Into<String>, duration: chrono::Duration) -> Lease {
        Lease {
            owner: owner.into(),
            duration,
        }
    }

    fn until(&self) -> DateTime<Utc> {
        now() + self.duration
    }
}

/// Takes `amount` out of the balance for a piece of work that may still fail.
/// Draws from the lot that expires first; the never-expiring bonus goes last.
#[tracing::instrument(skip(db, lease), fields(owner = %lease.owner), err)]
/// `files` names the files the work may write (see `ImageKey::named`): if it
/// is interrupted, they are removed when it is refunded.
pub async fn reserve(
    db: &DatabaseConnection,
    user_id: &str,
    amount: Credits,
    description: &str,
    lease: &Lease,
    files: &[&str],
) -> Result<Reservation, LedgerError> {
    let txn = db.begin().await?;
    lock_live_user(&txn, user_id).await?;
    expire_due_for_user(&txn, user_id, now()).await?;
    let draws = draw_from_lots(&txn, user_id, amount).await?;
    let id = new_id();
    reservation::ActiveModel {
        id: Set(id.clone()),
        user_id: Set(user_id.to_owned()),
        amount_tenths: Set(amount.tenths()),
        draws: Set(serde_json::to_string(&draws).expect("draws serialize")),
        status: Set(ReservationStatus::Pending),
        description: Set(description.to_owned()),
        created_at: Set(now()),
        finished_at: Set(None),
        owner: Set(Some(lease.owner.clone())),
        lease_until: Set(Some(lease.until())),
        files: Set((!files.is_empty()).then(|| files.join(" "))),
    }
    .insert(&txn)
    .await?;
    let entry = Entry {
        kind: EntryKind::Reserve,
        description,
        delta: -amount,
        reference: Some(&id),
    };
    record(&txn, user_id, entry, None).await?;
    let balance = add_to_balance(&txn, user_id, -amount).await?;
    txn.commit().await?;
    Ok(Reservation {
        id,
        amount,
        balance,
    })
}

/// Extends the leases of those of `reservation_ids` still pending (the rest
/// were settled, or refunded because their lease had lapsed); returns how
/// many it extended.
#[tracing::instrument(skip_all, fields(count = reservation_ids.len()), err)]
pub async fn renew(
    db: &DatabaseConnection,
    reservation_ids: &[String],
    lease: &Lease,
) -> Result<u64, DbErr> {
    let result = reservation::Entity::update_many()
        .col_expr(reservation::Column::LeaseUntil, Expr::value(lease.until()))
        .filter(reservation::Column::Id.is_in(reservation_ids.iter().map(String::as_str)))
        .filter(reservation::Column::Status.eq(ReservationStatus::Pending))
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}

/// Marks a reservation as spent for good, best inside the transaction that
/// records what was bought. False if it was not pending.
#[tracing::instrument(skip(db), err)]
pub async fn settle(db: &impl ConnectionTrait, reservation_id: &str) -> Result<bool, DbErr> {
    let result = reservation::Entity::update_many()
        .col_expr(
            reservation::Column::Status,
            Expr::value(ReservationStatus::Settled),
        )
        .col_expr(reservation::Column::FinishedAt, Expr::value(now()))
        .filter(reservation::Column::Id.eq(reservation_id))
        .filter(reservation::Column::Status.eq(ReservationStatus::Pending))
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// Where the reservation stands; None for an unknown id.
pub async fn status(
    db: &impl ConnectionTrait,
    reservation_id: &str,
) -> Result<Option<ReservationStatus>, DbErr> {
    reservation::Entity::find_by_id(reservation_id)
        .select_only()
        .column(reservation::Column::Status)
        .into_tuple()
        .one(db)
        .await
}

/// Gives a pending reservation back to the lots it came from. Returns the new
/// balance, or None if the reservation was already settled or refunded.
#[tracing::instrument(skip(db), err)]
pub async fn refund(
    db: &DatabaseConnection,
    reservation_id: &str,
    description: &str,
) -> Result<Option<Credits>, LedgerError> {
    let txn = db.begin().await?;
    // Claiming the row first is both the write that takes the lock and the
    // guard that makes a second refund of the same reservation a no-op.
    let claimed = reservation::Entity::update_many()
        .col_expr(
            reservation::Column::Status,
            Expr::value(ReservationStatus::Refunded),
        )
        .col_expr(reservation::Column::FinishedAt, Expr::value(now()))
        .filter(reservation::Column::Id.eq(reservation_id))
        .filter(reservation::Column::Status.eq(ReservationStatus::Pending))
        .exec(&txn)
        .await?;
    if claimed.rows_affected != 1 {
        return Ok(None);
    }
    let held = reservation::Entity::find_by_id(reservation_id)
        .one(&txn)
        .await?
        .ok_or_else(|| DbErr::RecordNotFound(reservation_id.to_owned()))?;
    lock_user(&txn, &held.user_id).await?;
    let draws: Vec<(String, i64)> = serde_json::from_str(&held.draws)
        .map_err(|err| DbErr::Custom(format!("Unreadable reservation draws: {err}")))?;
    for (lot_id, tenths) in &draws {
        adjust_lot(&txn, lot_id, *tenths).await?;
    }
    let amount = Credits::from_tenths(held.amount_tenths);
    let entry = Entry {
        kind: EntryKind::Refund,
        description,
        delta: amount,
        reference: Some(reservation_id),
    };
    record(&txn, &held.user_id, entry, None).await?;
    add_to_balance(&txn, &held.user_id, amount).await?;
    // Credits returned to a lot that has expired, or whose payment was taken
    // back, meanwhile go again now.
    expire_due_for_user(&txn, &held.user_id, now()).await?;
    super::clawback::revoke_returned(&txn, &held.user_id).await?;
    let balance = current_balance(&txn, &held.user_id).await?;
    txn.commit().await?;
    crate::metrics::registry().credits(crate::metrics::CreditFlow::Refunded, amount);
    Ok(Some(balance))
}

/// Work that a crash or a stopped instance interrupted, now refunded.
#[derive(Debug, Default)]
pub struct Interrupted {
    pub refunded: usize,
    /// Names of the files that work may have written, for removal.
    pub files: Vec<String>,
}

/// Refunds pending reservations whose lease lapsed before `at`. The refund
/// comes first: once it is done the work can no longer be kept, so its files
/// may go.
#[tracing::instrument(skip(db), err)]
pub async fn refund_lapsed(
    db: &DatabaseConnection,
    at: DateTime<Utc>,
) -> Result<Interrupted, LedgerError> {
    let lapsed: Vec<(String, Option<String>)> = reservation::Entity::find()
        .select_only()
        .column(reservation::Column::Id)
        .column(reservation::Column::Files)
        .filter(reservation::Column::Status.eq(ReservationStatus::Pending))
        .filter(reservation::Column::LeaseUntil.lt(at))
        .into_tuple()
        .all(db)
        .await?;
    let mut interrupted = Interrupted::default();
    for (id, files) in lapsed {
        if refund(db, &id, "Refund: generation interrupted")
            .await?
            .is_some()
        {
            interrupted.refunded += 1;
            interrupted
                .files
                .extend(files.iter().flat_map(|f| f.split(' ')).map(str::to_owned));
        }
    }
    Ok(interrupted)
}

/// Takes `amount` out of the account's lots, the lot that expires first
/// first and the never-expiring bonus last; answers what it took from each
/// (lot id, tenths). Refused, with nothing taken, when the lots hold less.
/// Inside a transaction that holds the account's lock.
pub(super) async fn draw_from_lots(
    txn: &DatabaseTransaction,
    user_id: &str,
    amount: Credits,
) -> Result<Vec<(String, i64)>, LedgerError> {
    let lots = credit_lot::Entity::find()
        .filter(credit_lot::Column::UserId.eq(user_id))
        .filter(credit_lot::Column::RemainingTenths.gt(0))
        .order_by_with_nulls(
            credit_lot::Column::ExpiresAt,
            Order::Asc,
            NullOrdering::Last,
        )
        .order_by_asc(credit_lot::Column::CreatedAt)
        .all(txn)
        .await?;
    let available: i64 = lots.iter().map(|lot| lot.remaining_tenths).sum();
    if available < amount.tenths() {
        return Err(LedgerError::Insufficient {
            balance: Credits::from_tenths(available),
        });
    }
    let mut still_needed = amount.tenths();
    let mut draws: Vec<(String, i64)> = Vec::new();
    for lot in lots {
        if still_needed == 0 {
            break;
        }
        let take = std::cmp::min(still_needed, lot.remaining_tenths);
        adjust_lot(txn, &lot.id, -take).await?;
        draws.push((lot.id, take));
        still_needed -= take;
    }
    Ok(draws)
}
