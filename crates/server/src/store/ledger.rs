//! The credit ledger: the only code that changes a balance.
//!
//! Credits live in lots (a signup bonus, a purchase), each with an optional
//! expiry. Every operation is one transaction that starts by writing the
//! user's row: on SQLite that takes the write lock up front (a read-then-write
//! transaction would fail with SQLITE_BUSY instead of waiting), and on
//! PostgreSQL it row-locks the user, so one user's ledger operations run one
//! at a time and the balance check cannot race.

use super::entities::{credit_lot, image, ledger_entry, reservation, user};
use super::{new_id, now};
use cardsmith_domain::Credits;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, ExprTrait, NullOrdering, Order};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbErr,
    EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait,
};
use std::collections::HashSet;

#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    #[error("insufficient credits")]
    Insufficient { balance: Credits },
    #[error("user not found")]
    UnknownUser,
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// Where a lot of credits came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LotSource {
    SignupBonus,
    Purchase,
}

impl LotSource {
    fn as_str(self) -> &'static str {
        match self {
            LotSource::SignupBonus => "signup_bonus",
            LotSource::Purchase => "purchase",
        }
    }
}

pub struct Grant<'a> {
    pub user_id: &'a str,
    pub amount: Credits,
    pub source: LotSource,
    pub expires_at: Option<DateTime<Utc>>,
    /// The payment behind a purchase; a second grant with the same one is a no-op.
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
pub async fn grant(db: &DatabaseConnection, grant: Grant<'_>) -> Result<GrantOutcome, LedgerError> {
    let txn = db.begin().await?;
    let outcome = grant_in(&txn, grant).await?;
    txn.commit().await?;
    Ok(outcome)
}

/// Adds a lot of credits inside the caller's transaction (signup uses this).
pub async fn grant_in(
    txn: &DatabaseTransaction,
    grant: Grant<'_>,
) -> Result<GrantOutcome, LedgerError> {
    lock_user(txn, grant.user_id).await?;
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
        source: Set(grant.source.as_str().to_owned()),
        granted_tenths: Set(grant.amount.tenths()),
        remaining_tenths: Set(grant.amount.tenths()),
        expires_at: Set(grant.expires_at),
        expired: Set(false),
        payment_ref: Set(grant.payment_ref.map(str::to_owned)),
        created_at: Set(at),
    }
    .insert(txn)
    .await?;
    let kind = match grant.source {
        LotSource::SignupBonus => "grant",
        LotSource::Purchase => "purchase",
    };
    let entry = Entry {
        kind,
        description: grant.description,
        delta: grant.amount,
        reference: grant.payment_ref,
    };
    record(txn, grant.user_id, entry, grant.amount_cents).await?;
    let balance = add_to_balance(txn, grant.user_id, grant.amount).await?;
    Ok(GrantOutcome::Granted { balance })
}

/// Takes `amount` out of the balance for a piece of work that may still fail.
/// Draws from the lot that expires first; the never-expiring bonus goes last.
pub async fn reserve(
    db: &DatabaseConnection,
    user_id: &str,
    amount: Credits,
    description: &str,
) -> Result<Reservation, LedgerError> {
    let txn = db.begin().await?;
    lock_user(&txn, user_id).await?;
    expire_due_for_user(&txn, user_id, now()).await?;
    let lots = credit_lot::Entity::find()
        .filter(credit_lot::Column::UserId.eq(user_id))
        .filter(credit_lot::Column::RemainingTenths.gt(0))
        .order_by_with_nulls(
            credit_lot::Column::ExpiresAt,
            Order::Asc,
            NullOrdering::Last,
        )
        .order_by_asc(credit_lot::Column::CreatedAt)
        .all(&txn)
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
        adjust_lot(&txn, &lot.id, -take).await?;
        draws.push((lot.id, take));
        still_needed -= take;
    }
    let id = new_id();
    reservation::ActiveModel {
        id: Set(id.clone()),
        user_id: Set(user_id.to_owned()),
        amount_tenths: Set(amount.tenths()),
        draws: Set(serde_json::to_string(&draws).expect("draws serialize")),
        status: Set("pending".into()),
        description: Set(description.to_owned()),
        created_at: Set(now()),
        finished_at: Set(None),
    }
    .insert(&txn)
    .await?;
    let entry = Entry {
        kind: "reserve",
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

/// Marks a reservation as spent for good. Returns false if it was not pending.
pub async fn settle(db: &DatabaseConnection, reservation_id: &str) -> Result<bool, LedgerError> {
    let result = reservation::Entity::update_many()
        .col_expr(reservation::Column::Status, Expr::value("settled"))
        .col_expr(reservation::Column::FinishedAt, Expr::value(now()))
        .filter(reservation::Column::Id.eq(reservation_id))
        .filter(reservation::Column::Status.eq("pending"))
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// Gives a pending reservation back to the lots it came from. Returns the new
/// balance, or None if the reservation was already settled or refunded.
pub async fn refund(
    db: &DatabaseConnection,
    reservation_id: &str,
    description: &str,
) -> Result<Option<Credits>, LedgerError> {
    let txn = db.begin().await?;
    // Claiming the row first is both the write that takes the lock and the
    // guard that makes a second refund of the same reservation a no-op.
    let claimed = reservation::Entity::update_many()
        .col_expr(reservation::Column::Status, Expr::value("refunded"))
        .col_expr(reservation::Column::FinishedAt, Expr::value(now()))
        .filter(reservation::Column::Id.eq(reservation_id))
        .filter(reservation::Column::Status.eq("pending"))
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
        kind: "refund",
        description,
        delta: amount,
        reference: Some(reservation_id),
    };
    record(&txn, &held.user_id, entry, None).await?;
    add_to_balance(&txn, &held.user_id, amount).await?;
    // Credits returned to a lot that has expired meanwhile expire again now.
    expire_due_for_user(&txn, &held.user_id, now()).await?;
    let balance = current_balance(&txn, &held.user_id).await?;
    txn.commit().await?;
    Ok(Some(balance))
}

/// Writes off every lot whose expiry has passed, for all users. Returns how
/// many users were touched.
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

/// Refunds reservations still pending since before `older_than`: work that a
/// crash or restart interrupted. Returns how many were refunded.
pub async fn refund_stale(
    db: &DatabaseConnection,
    older_than: DateTime<Utc>,
) -> Result<usize, LedgerError> {
    let stale: Vec<String> = reservation::Entity::find()
        .select_only()
        .column(reservation::Column::Id)
        .filter(reservation::Column::Status.eq("pending"))
        .filter(reservation::Column::CreatedAt.lt(older_than))
        .into_tuple()
        .all(db)
        .await?;
    let mut refunded = 0;
    for id in stale {
        if refund(db, &id, "Refund: generation interrupted")
            .await?
            .is_some()
        {
            refunded += 1;
        }
    }
    Ok(refunded)
}

pub async fn balance(db: &impl ConnectionTrait, user_id: &str) -> Result<Credits, LedgerError> {
    current_balance(db, user_id).await
}

/// Credits spent on work that was kept: reservations less their refunds.
pub async fn spent(db: &impl ConnectionTrait, user_id: &str) -> Result<Credits, DbErr> {
    let deltas: Vec<i64> = ledger_entry::Entity::find()
        .select_only()
        .column(ledger_entry::Column::DeltaTenths)
        .filter(ledger_entry::Column::UserId.eq(user_id))
        .filter(ledger_entry::Column::Kind.is_in(["reserve", "refund"]))
        .into_tuple()
        .all(db)
        .await?;
    Ok(Credits::from_tenths(-deltas.iter().sum::<i64>()))
}

/// How many generations the user has paid for: reservations settled for
/// good. An image deleted later still counts; a refunded attempt does not.
pub async fn generations(db: &impl ConnectionTrait, user_id: &str) -> Result<u64, DbErr> {
    reservation::Entity::find()
        .filter(reservation::Column::UserId.eq(user_id))
        .filter(reservation::Column::Status.eq("settled"))
        .count(db)
        .await
}

/// One page of the transaction history.
#[derive(Debug)]
pub struct HistoryPage {
    pub entries: Vec<HistoryEntry>,
    /// Entries on all pages together.
    pub total: u64,
}

#[derive(Debug)]
pub struct HistoryEntry {
    pub entry: ledger_entry::Model,
    /// The image a generation charge paid for, while the user still has it.
    pub image_id: Option<String>,
}

/// The user's ledger entries, newest first: the transaction history. `page`
/// counts from 1.
#[tracing::instrument(skip(db))]
pub async fn history(
    db: &impl ConnectionTrait,
    user_id: &str,
    page: u64,
    limit: u64,
) -> Result<HistoryPage, DbErr> {
    let mine = ledger_entry::Column::UserId.eq(user_id);
    let total = ledger_entry::Entity::find()
        .filter(mine.clone())
        .count(db)
        .await?;
    // Far past the last page is simply empty; the database wants a signed offset.
    let offset = Ord::min(
        page.saturating_sub(1).saturating_mul(limit),
        i64::MAX as u64,
    );
    let entries = ledger_entry::Entity::find()
        .filter(mine)
        .order_by_desc(ledger_entry::Column::Id)
        .offset(offset)
        .limit(limit)
        .all(db)
        .await?;
    let images = images_paid_for(db, user_id, &entries).await?;
    let entries = entries
        .into_iter()
        .map(|entry| {
            let image_id = entry
                .reference
                .as_ref()
                .filter(|reference| entry.kind == "reserve" && images.contains(*reference))
                .cloned();
            HistoryEntry { entry, image_id }
        })
        .collect();
    Ok(HistoryPage { entries, total })
}

/// Which of the generation charges' reservations have a surviving image: an
/// image takes the id of the reservation that paid for it.
async fn images_paid_for(
    db: &impl ConnectionTrait,
    user_id: &str,
    entries: &[ledger_entry::Model],
) -> Result<HashSet<String>, DbErr> {
    let reservations: Vec<&str> = entries
        .iter()
        .filter(|entry| entry.kind == "reserve")
        .filter_map(|entry| entry.reference.as_deref())
        .collect();
    if reservations.is_empty() {
        return Ok(HashSet::new());
    }
    let found: Vec<String> = image::Entity::find()
        .select_only()
        .column(image::Column::Id)
        .filter(image::Column::UserId.eq(user_id))
        .filter(image::Column::Id.is_in(reservations))
        .into_tuple()
        .all(db)
        .await?;
    Ok(found.into_iter().collect())
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
            kind: "expire",
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
/// the lock (see the module comment).
async fn lock_user(txn: &DatabaseTransaction, user_id: &str) -> Result<(), LedgerError> {
    let result = user::Entity::update_many()
        .col_expr(
            user::Column::CreditsTenths,
            Expr::col(user::Column::CreditsTenths),
        )
        .filter(user::Column::Id.eq(user_id))
        .exec(txn)
        .await?;
    if result.rows_affected == 0 {
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
    kind: &'static str,
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
        kind: Set(entry.kind.to_owned()),
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
