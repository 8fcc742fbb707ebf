//! The credit ledger: the only code that changes a balance.
//!
//! Credits live in lots (a signup bonus, a purchase), each with an optional
//! expiry. Every operation is one transaction that starts by writing the
//! user's row: on SQLite that takes the write lock up front (a read-then-write
//! transaction would fail with SQLITE_BUSY instead of waiting), and on
//! PostgreSQL it row-locks the user, so one user's ledger operations run one
//! at a time and the balance check cannot race.

mod clawback;
mod deduction;
mod forfeit;
mod reads;
mod reservations;

pub use super::entities::credit_lot::LotSource;
pub use super::entities::reservation::ReservationStatus;
pub use clawback::{MoneyReturned, TakeBackOutcome, take_back};
pub use deduction::deduct_in;
pub use forfeit::forfeit_all;
pub use reads::{
    HistoryEntry, HistoryPage, balance, generations, history, pending_for_user,
    pending_reservations, spent,
};
pub use reservations::{Interrupted, Lease, refund, refund_lapsed, renew, reserve, settle, status};

use super::entities::ledger_entry::EntryKind;
use super::entities::{credit_lot, ledger_entry, user};
use super::{new_id, now};
use cardsmith_domain::Credits;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbErr,
    EntityTrait, QueryFilter, QuerySelect, Set, TransactionTrait,
};

/// The ledger as the web layer reads it, over the database it owns.
#[derive(Clone)]
pub struct Ledger {
    db: DatabaseConnection,
}

impl Ledger {
    pub fn new(db: DatabaseConnection) -> Self {
        Ledger { db }
    }

    pub async fn balance(&self, user_id: &str) -> Result<Credits, LedgerError> {
        balance(&self.db, user_id).await
    }

    /// The user's transaction history, newest first; `page` counts from 1.
    pub async fn history(
        &self,
        user_id: &str,
        page: u64,
        limit: u64,
    ) -> Result<HistoryPage, DbErr> {
        history(&self.db, user_id, page, limit).await
    }

    /// Reservations still open across every account (a `/metrics` figure).
    pub async fn pending_reservations(&self) -> Result<u64, DbErr> {
        pending_reservations(&self.db).await
    }

    /// Whether the database answers (the readiness probe).
    pub async fn is_reachable(&self) -> bool {
        crate::store::is_reachable(&self.db).await
    }
}

#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    #[error("insufficient credits")]
    Insufficient { balance: Credits },
    #[error("user not found")]
    UnknownUser,
    #[error(transparent)]
    Db(#[from] DbErr),
}

pub struct Grant<'a> {
    pub user_id: &'a str,
    pub amount: Credits,
    pub source: LotSource,
    pub expires_at: Option<DateTime<Utc>>,
    /// The payment behind a purchase, or `signup-bonus:{user}` for a bonus; a
    /// second grant with the same one is a no-op.
    pub payment_ref: Option<&'a str>,
    pub description: &'a str,
    pub amount_cents: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GrantOutcome {
    Granted { balance: Credits },
    AlreadyGranted,
}

#[derive(Debug, Clone)]
pub struct Reservation {
    pub id: String,
    pub amount: Credits,
    pub balance: Credits,
}

/// Adds a lot of credits in its own transaction.
#[tracing::instrument(skip_all)]
pub async fn grant(db: &DatabaseConnection, grant: Grant<'_>) -> Result<GrantOutcome, LedgerError> {
    let txn = db.begin().await?;
    let outcome = grant_in(&txn, grant).await?;
    txn.commit().await?;
    Ok(outcome)
}

/// Adds a lot of credits inside the caller's transaction (signup uses this).
#[tracing::instrument(skip_all)]
pub async fn grant_in(
    txn: &DatabaseTransaction,
    grant: Grant<'_>,
) -> Result<GrantOutcome, LedgerError> {
    lock_live_user(txn, grant.user_id).await?;
    if let Some(payment_ref) = grant.payment_ref {
        let existing = credit_lot::Entity::find()
            .filter(credit_lot::Column::PaymentRef.eq(payment_ref))
            .one(txn)
            .await?;
        if existing.is_some() {
            return Ok(GrantOutcome::AlreadyGranted);
        }
    }
    let at = now();
    credit_lot::ActiveModel {
        id: Set(new_id()),
        user_id: Set(grant.user_id.to_owned()),
        source: Set(grant.source),
        granted_tenths: Set(grant.amount.tenths()),
        remaining_tenths: Set(grant.amount.tenths()),
        expires_at: Set(grant.expires_at),
        expired: Set(false),
        owed_back_tenths: Set(0),
        taken_back_tenths: Set(0),
        payment_ref: Set(grant.payment_ref.map(str::to_owned)),
        created_at: Set(at),
    }
    .insert(txn)
    .await?;
    let kind = match grant.source {
        LotSource::SignupBonus | LotSource::StaffGrant => EntryKind::Grant,
        LotSource::Purchase => EntryKind::Purchase,
    };
    let entry = Entry {
        kind,
        description: grant.description,
        delta: grant.amount,
        reference: grant.payment_ref,
    };
    record(txn, grant.user_id, entry, grant.amount_cents).await?;
    let balance = add_to_balance(txn, grant.user_id, grant.amount).await?;
    crate::metrics::registry().credits(crate::metrics::CreditFlow::Granted, grant.amount);
    Ok(GrantOutcome::Granted { balance })
}

/// Writes off every lot whose expiry has passed, for all users. Returns how
/// many users were touched.
#[tracing::instrument(skip_all)]
pub async fn expire_due(db: &DatabaseConnection, at: DateTime<Utc>) -> Result<usize, LedgerError> {
    let user_ids: Vec<String> = credit_lot::Entity::find()
        .select_only()
        .column(credit_lot::Column::UserId)
        .distinct()
        .filter(credit_lot::Column::RemainingTenths.gt(0))
        .filter(credit_lot::Column::ExpiresAt.lte(at))
        .into_tuple()
        .all(db)
        .await?;
    for user_id in &user_ids {
        let txn = db.begin().await?;
        lock_user(&txn, user_id).await?;
        expire_due_for_user(&txn, user_id, at).await?;
        txn.commit().await?;
    }
    Ok(user_ids.len())
}

async fn expire_due_for_user(
    txn: &DatabaseTransaction,
    user_id: &str,
    at: DateTime<Utc>,
) -> Result<(), LedgerError> {
    let due = credit_lot::Entity::find()
        .filter(credit_lot::Column::UserId.eq(user_id))
        .filter(credit_lot::Column::RemainingTenths.gt(0))
        .filter(credit_lot::Column::ExpiresAt.lte(at))
        .all(txn)
        .await?;
    for lot in due {
        let amount = Credits::from_tenths(lot.remaining_tenths);
        credit_lot::Entity::update_many()
            .col_expr(credit_lot::Column::RemainingTenths, Expr::value(0i64))
            .col_expr(credit_lot::Column::Expired, Expr::value(true))
            .filter(credit_lot::Column::Id.eq(lot.id.as_str()))
            .exec(txn)
            .await?;
        let entry = Entry {
            kind: EntryKind::Expire,
            description: "Credits expired",
            delta: -amount,
            reference: Some(&lot.id),
        };
        record(txn, user_id, entry, None).await?;
        add_to_balance(txn, user_id, -amount).await?;
    }
    Ok(())
}

/// The first statement of every ledger transaction: a no-op write that takes
/// the lock (see the module comment). Work already under way on a deleted
/// account still settles or refunds through this.
async fn lock_user(txn: &DatabaseTransaction, user_id: &str) -> Result<(), LedgerError> {
    lock(txn, user_id, false).await
}

/// `lock_user` for what adds to an account or starts new work on it: a
/// deleted account counts as unknown, so a payment arriving after the
/// deletion is recorded without crediting anyone, and no new reservation
/// can begin once the deletion's erasure has checked for them.
async fn lock_live_user(txn: &DatabaseTransaction, user_id: &str) -> Result<(), LedgerError> {
    lock(txn, user_id, true).await
}

async fn lock(
    txn: &DatabaseTransaction,
    user_id: &str,
    live_only: bool,
) -> Result<(), LedgerError> {
    let mut update = user::Entity::update_many()
        .col_expr(
            user::Column::CreditsTenths,
            Expr::col(user::Column::CreditsTenths),
        )
        .filter(user::Column::Id.eq(user_id));
    if live_only {
        update = update.filter(user::Column::DeletedAt.is_null());
    }
    if update.exec(txn).await?.rows_affected == 0 {
        return Err(LedgerError::UnknownUser);
    }
    Ok(())
}

async fn adjust_lot(
    txn: &DatabaseTransaction,
    lot_id: &str,
    delta_tenths: i64,
) -> Result<(), DbErr> {
    credit_lot::Entity::update_many()
        .col_expr(
            credit_lot::Column::RemainingTenths,
            Expr::col(credit_lot::Column::RemainingTenths).add(delta_tenths),
        )
        .filter(credit_lot::Column::Id.eq(lot_id))
        .exec(txn)
        .await?;
    Ok(())
}

async fn add_to_balance(
    txn: &DatabaseTransaction,
    user_id: &str,
    delta: Credits,
) -> Result<Credits, LedgerError> {
    user::Entity::update_many()
        .col_expr(
            user::Column::CreditsTenths,
            Expr::col(user::Column::CreditsTenths).add(delta.tenths()),
        )
        .filter(user::Column::Id.eq(user_id))
        .exec(txn)
        .await?;
    current_balance(txn, user_id).await
}

async fn current_balance(db: &impl ConnectionTrait, user_id: &str) -> Result<Credits, LedgerError> {
    let tenths: Option<i64> = user::Entity::find_by_id(user_id)
        .select_only()
        .column(user::Column::CreditsTenths)
        .into_tuple()
        .one(db)
        .await?;
    tenths
        .map(Credits::from_tenths)
        .ok_or(LedgerError::UnknownUser)
}

struct Entry<'a> {
    kind: EntryKind,
    description: &'a str,
    delta: Credits,
    reference: Option<&'a str>,
}

async fn record(
    txn: &DatabaseTransaction,
    user_id: &str,
    entry: Entry<'_>,
    amount_cents: Option<i64>,
) -> Result<(), DbErr> {
    ledger_entry::ActiveModel {
        user_id: Set(user_id.to_owned()),
        kind: Set(entry.kind),
        description: Set(entry.description.to_owned()),
        delta_tenths: Set(entry.delta.tenths()),
        amount_cents: Set(amount_cents),
        reference: Set(entry.reference.map(str::to_owned)),
        created_at: Set(now()),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    Ok(())
}
