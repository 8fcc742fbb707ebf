//! Writing off what a deleted account had left.

use super::{Entry, LedgerError, add_to_balance, lock_user, record};
use crate::store::entities::credit_lot;
use crate::store::entities::ledger_entry::EntryKind;
use cardsmith_domain::Credits;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, TransactionTrait};

/// Empties every lot of a deleted account, in one ledger entry, and answers
/// how much was written off. Run after the account's last reservation has
/// ended, so a late refund cannot leave credits behind.
#[tracing::instrument(skip(db), err)]
pub async fn forfeit_all(db: &DatabaseConnection, user_id: &str) -> Result<Credits, LedgerError> {
    let txn = db.begin().await?;
    lock_user(&txn, user_id).await?;
    let lots = credit_lot::Entity::find()
        .filter(credit_lot::Column::UserId.eq(user_id))
        .filter(credit_lot::Column::RemainingTenths.gt(0))
        .all(&txn)
        .await?;
    let total = Credits::from_tenths(lots.iter().map(|lot| lot.remaining_tenths).sum());
    if total.tenths() == 0 {
        txn.commit().await?;
        return Ok(total);
    }
    credit_lot::Entity::update_many()
        .col_expr(credit_lot::Column::RemainingTenths, Expr::value(0i64))
        .col_expr(credit_lot::Column::Expired, Expr::value(true))
        .filter(credit_lot::Column::UserId.eq(user_id))
        .filter(credit_lot::Column::RemainingTenths.gt(0))
        .exec(&txn)
        .await?;
    let entry = Entry {
        kind: EntryKind::Expire,
        description: "Credits forfeited: account deleted",
        delta: -total,
        reference: None,
    };
    record(&txn, user_id, entry, None).await?;
    add_to_balance(&txn, user_id, -total).await?;
    txn.commit().await?;
    Ok(total)
}
