//! Taking credits back when the money behind them goes back: a refunded or
//! disputed payment. Only what is left of the purchase's lot can be taken;
//! what was already spent stays spent (a balance never goes below zero), and
//! the shortfall is written into the history. Credits that return to the lot
//! later (a refunded reservation) go towards the shortfall.

use super::{Entry, LedgerError, add_to_balance, adjust_lot, lock_user, record};
use crate::store::entities::credit_lot;
use crate::store::entities::ledger_entry::EntryKind;
use cardsmith_domain::Credits;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ColumnTrait, DatabaseConnection, DatabaseTransaction, DbErr, EntityTrait, QueryFilter,
    TransactionTrait,
};

/// A provider's report that some of a payment went back to the buyer.
#[derive(Debug, Clone, Copy)]
pub struct MoneyReturned<'a> {
    /// The lot's `payment_ref`: the checkout session id.
    pub payment_ref: &'a str,
    /// Of the payment, how much has gone back in all so far (cumulative, as
    /// the provider reports it), and out of how much.
    pub returned_cents: i64,
    pub paid_cents: i64,
    /// Why, for the history: "Payment refunded" or "Payment disputed".
    pub reason: &'a str,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TakeBackOutcome {
    /// `taken` left the balance; `shortfall` had already been spent.
    TakenBack { taken: Credits, shortfall: Credits },
    /// An earlier report already asked for as much (a redelivery, or a
    /// dispute after a full refund).
    NothingNew,
    /// No lot was granted for this payment.
    UnknownPayment,
}

/// Takes back the share of the purchase that the returned money paid for.
#[tracing::instrument(skip(db), err)]
pub async fn take_back(
    db: &DatabaseConnection,
    returned: MoneyReturned<'_>,
) -> Result<TakeBackOutcome, LedgerError> {
    let Some(lot) = credit_lot::Entity::find()
        .filter(credit_lot::Column::PaymentRef.eq(returned.payment_ref))
        .one(db)
        .await?
    else {
        return Ok(TakeBackOutcome::UnknownPayment);
    };
    let txn = db.begin().await?;
    lock_user(&txn, &lot.user_id).await?;
    // Read again under the lock: a concurrent report may have moved it.
    let lot = credit_lot::Entity::find_by_id(lot.id.as_str())
        .one(&txn)
        .await?
        .ok_or_else(|| DbErr::RecordNotFound(lot.id.clone()))?;
    let owed = owed_tenths(lot.granted_tenths, returned);
    if owed <= lot.owed_back_tenths {
        return Ok(TakeBackOutcome::NothingNew);
    }
    let newly_owed = owed - lot.owed_back_tenths;
    let taken = std::cmp::min(newly_owed, lot.remaining_tenths);
    let shortfall = Credits::from_tenths(newly_owed - taken);
    let taken = Credits::from_tenths(taken);
    credit_lot::Entity::update_many()
        .col_expr(credit_lot::Column::OwedBackTenths, Expr::value(owed))
        .filter(credit_lot::Column::Id.eq(lot.id.as_str()))
        .exec(&txn)
        .await?;
    let description = if shortfall.tenths() > 0 {
        format!(
            "{}: {taken} credits taken back ({shortfall} already spent)",
            returned.reason
        )
    } else {
        format!("{}: {taken} credits taken back", returned.reason)
    };
    take(&txn, &lot, taken, &description).await?;
    txn.commit().await?;
    Ok(TakeBackOutcome::TakenBack { taken, shortfall })
}

/// Inside a ledger transaction that returned credits to lots: takes back,
/// from lots that still owe, what came back to them.
pub(super) async fn revoke_returned(
    txn: &DatabaseTransaction,
    user_id: &str,
) -> Result<(), LedgerError> {
    let owing = credit_lot::Entity::find()
        .filter(credit_lot::Column::UserId.eq(user_id))
        .filter(credit_lot::Column::RemainingTenths.gt(0))
        .filter(
            Expr::col(credit_lot::Column::OwedBackTenths)
                .gt(Expr::col(credit_lot::Column::TakenBackTenths)),
        )
        .all(txn)
        .await?;
    for lot in owing {
        let still_owed = lot.owed_back_tenths - lot.taken_back_tenths;
        let taken = Credits::from_tenths(std::cmp::min(still_owed, lot.remaining_tenths));
        let description = format!("Returned credits of a refunded payment: {taken} taken back");
        take(txn, &lot, taken, &description).await?;
    }
    Ok(())
}

async fn take(
    txn: &DatabaseTransaction,
    lot: &credit_lot::Model,
    amount: Credits,
    description: &str,
) -> Result<(), LedgerError> {
    adjust_lot(txn, &lot.id, -amount.tenths()).await?;
    credit_lot::Entity::update_many()
        .col_expr(
            credit_lot::Column::TakenBackTenths,
            Expr::col(credit_lot::Column::TakenBackTenths).add(amount.tenths()),
        )
        .filter(credit_lot::Column::Id.eq(lot.id.as_str()))
        .exec(txn)
        .await?;
    let entry = Entry {
        kind: EntryKind::Clawback,
        description,
        delta: -amount,
        reference: Some(&lot.id),
    };
    record(txn, &lot.user_id, entry, None).await?;
    add_to_balance(txn, &lot.user_id, -amount).await?;
    Ok(())
}

/// The lot's share that `returned` paid for, rounded up to a tenth so a full
/// refund always owes the whole lot.
fn owed_tenths(granted_tenths: i64, returned: MoneyReturned<'_>) -> i64 {
    if returned.paid_cents <= 0 || returned.returned_cents >= returned.paid_cents {
        return granted_tenths;
    }
    let returned_cents = i128::from(std::cmp::max(returned.returned_cents, 0));
    let paid_cents = i128::from(returned.paid_cents);
    let share = (i128::from(granted_tenths) * returned_cents + paid_cents - 1) / paid_cents;
    i64::try_from(share).unwrap_or(granted_tenths)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn returned(returned_cents: i64, paid_cents: i64) -> MoneyReturned<'static> {
        MoneyReturned {
            payment_ref: "cs_1",
            returned_cents,
            paid_cents,
            reason: "Payment refunded",
        }
    }

    #[test]
    fn the_share_owed_follows_the_money() {
        assert_eq!(owed_tenths(500, returned(499, 499)), 500);
        assert_eq!(
            owed_tenths(500, returned(600, 499)),
            500,
            "never more than granted"
        );
        assert_eq!(
            owed_tenths(500, returned(0, 0)),
            500,
            "unknown amount: all of it"
        );
        assert_eq!(owed_tenths(2000, returned(750, 1499)), 1001, "rounded up");
        assert_eq!(owed_tenths(500, returned(0, 499)), 0);
    }
}
