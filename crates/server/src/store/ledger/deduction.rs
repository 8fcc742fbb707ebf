//! Credits staff take off an account: a grant made twice, credits given by
//! mistake. Drawn from the lots as spending draws from them, and never more
//! than the balance holds.

use super::reservations::draw_from_lots;
use super::{Entry, LedgerError, add_to_balance, expire_due_for_user, lock_live_user, record};
use crate::store::entities::ledger_entry::EntryKind;
use crate::store::now;
use cardsmith_domain::Credits;
use sea_orm::DatabaseTransaction;

/// Takes `amount` off the balance inside the caller's transaction (the
/// console's, with its audit entry); answers the new balance. Refused with
/// [`LedgerError::Insufficient`] when the balance is smaller.
pub async fn deduct_in(
    txn: &DatabaseTransaction,
    user_id: &str,
    amount: Credits,
    description: &str,
) -> Result<Credits, LedgerError> {
    lock_live_user(txn, user_id).await?;
    expire_due_for_user(txn, user_id, now()).await?;
    draw_from_lots(txn, user_id, amount).await?;
    let entry = Entry {
        kind: EntryKind::Deduct,
        description,
        delta: -amount,
        reference: None,
    };
    record(txn, user_id, entry, None).await?;
    add_to_balance(txn, user_id, -amount).await
}
