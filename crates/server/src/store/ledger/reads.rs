//! What the ledger says, without changing it: balance, spending, history.

use super::{LedgerError, ReservationStatus, current_balance};
use crate::store::entities::ledger_entry::EntryKind;
use crate::store::entities::{image, ledger_entry, reservation};
use cardsmith_domain::Credits;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect,
};
use std::collections::HashSet;

pub async fn balance(db: &impl ConnectionTrait, user_id: &str) -> Result<Credits, LedgerError> {
    current_balance(db, user_id).await
}

/// Credits spent on work that was kept: reservations less their refunds.
pub async fn spent(db: &impl ConnectionTrait, user_id: &str) -> Result<Credits, DbErr> {
    let deltas: Vec<i64> = ledger_entry::Entity::find()
        .select_only()
        .column(ledger_entry::Column::DeltaTenths)
        .filter(ledger_entry::Column::UserId.eq(user_id))
        .filter(ledger_entry::Column::Kind.is_in([EntryKind::Reserve, EntryKind::Refund]))
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
        .filter(reservation::Column::Status.eq(ReservationStatus::Settled))
        .count(db)
        .await
}

/// Reservations of every user still waiting for their generation to end.
pub async fn pending_reservations(db: &impl ConnectionTrait) -> Result<u64, DbErr> {
    reservation::Entity::find()
        .filter(reservation::Column::Status.eq(ReservationStatus::Pending))
        .count(db)
        .await
}

/// Reservations of one account still waiting for their generation to end.
pub async fn pending_for_user(db: &impl ConnectionTrait, user_id: &str) -> Result<u64, DbErr> {
    reservation::Entity::find()
        .filter(reservation::Column::UserId.eq(user_id))
        .filter(reservation::Column::Status.eq(ReservationStatus::Pending))
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
                .filter(|reference| entry.kind == EntryKind::Reserve && images.contains(*reference))
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
        .filter(|entry| entry.kind == EntryKind::Reserve)
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
