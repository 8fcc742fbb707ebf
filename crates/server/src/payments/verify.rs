//! The checks a paid session must pass before it is credited: a known
//! package, the user the checkout was opened for, and the price asked.

use super::provider::ProviderSession;
use crate::store::packages::{self, Package};
use crate::store::payments::Payment;
use sea_orm::{DatabaseConnection, DbErr};

/// A paid session that passed every check.
pub struct Checked {
    pub user_id: String,
    pub package: Package,
    pub amount_cents: i64,
}

/// Everything that must hold before credits are granted; `Err` names what did not.
pub async fn check(
    db: &DatabaseConnection,
    session: &ProviderSession,
    recorded: Option<&Payment>,
) -> Result<Result<Checked, String>, DbErr> {
    let Some(package_id) = session.package_id.as_deref() else {
        return Ok(Err("the session names no credit package".into()));
    };
    let Some(package) = packages::find(db, package_id).await? else {
        return Ok(Err(format!("unknown credit package '{package_id}'")));
    };
    let Some(user_id) = session.user_id.clone() else {
        return Ok(Err("the session names no user".into()));
    };
    if let Some(recorded) = recorded
        && (recorded.user_id != user_id || recorded.package_id != package.id)
    {
        return Ok(Err(
            "the session does not match the checkout we opened".into()
        ));
    }
    // The price asked when the checkout was opened, in case the packages
    // file changed since.
    let expected = recorded.map_or(package.price_cents, |p| p.amount_cents);
    let currency = session.currency.as_deref().unwrap_or("?");
    let paid = session.amount_cents;
    if paid != Some(expected) || currency != super::CURRENCY {
        return Ok(Err(format!(
            "amount mismatch: paid {} {currency}, package '{}' costs {expected} {}",
            paid.map_or("nothing".to_owned(), |cents| cents.to_string()),
            package.id,
            super::CURRENCY
        )));
    }
    Ok(Ok(Checked {
        user_id,
        package,
        amount_cents: expected,
    }))
}
