//! What the ledger says, without changing it: balance, spending, history.

use super::{LedgerError, current_balance};
use crate::store::entities::ledger_entry;
use cardsmith_domain::Credits;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
};

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

/// The user's ledger entries, newest first: the transaction history.
pub async fn history(
    db: &impl ConnectionTrait,
    user_id: &str,
    limit: u64,
) -> Result<Vec<ledger_entry::Model>, DbErr> {
    ledger_entry::Entity::find()
        .filter(ledger_entry::Column::UserId.eq(user_id))
        .order_by_desc(ledger_entry::Column::Id)
        .limit(limit)
        .all(db)
        .await
}
