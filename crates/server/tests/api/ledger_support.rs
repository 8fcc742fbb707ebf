//! Credits reserved straight through the ledger, as a generation reserves
//! them, for tests that need spending without generating an image.

use cardsmith_domain::Credits;
use cardsmith_server::store::ledger::{self, Lease, LedgerError, Reservation};
use sea_orm::DatabaseConnection;

/// The lease of reservations made by the tests: held, never lapsing during one.
fn test_lease() -> Lease {
    Lease::new("test", chrono::Duration::seconds(30))
}

/// Reserves `amount` of `user_id`'s credits for work described as
/// `description`, writing no files; refused if the balance is too low.
pub async fn try_reserve(
    db: &DatabaseConnection,
    user_id: &str,
    amount: Credits,
    description: &str,
) -> Result<Reservation, LedgerError> {
    ledger::reserve(db, user_id, amount, description, &test_lease(), &[]).await
}

/// Reserves credits the user has.
pub async fn reserve(
    db: &DatabaseConnection,
    user_id: &str,
    amount: Credits,
    description: &str,
) -> Reservation {
    try_reserve(db, user_id, amount, description)
        .await
        .expect("the credits are reserved")
}

/// Reserves credits and settles them: spent on work that was kept.
pub async fn spend(
    db: &DatabaseConnection,
    user_id: &str,
    amount: Credits,
    description: &str,
) -> Reservation {
    let spent = reserve(db, user_id, amount, description).await;
    assert!(ledger::settle(db, &spent.id).await.unwrap(), "settled once");
    spent
}
