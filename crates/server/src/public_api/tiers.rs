//! An account's API tier: Free by default, Basic after any purchase in the
//! last 90 days, Premium after a Pro purchase in the last 90 days.

use super::settings::{PublicApiSettings, TierLimits};
use crate::store::payments;
use sea_orm::{DatabaseConnection, DbErr};

/// How far back a purchase lifts the tier.
const PURCHASE_WINDOW: chrono::Duration = chrono::Duration::days(90);
/// The package whose purchase gives Premium.
const PREMIUM_PACKAGE: &str = "pro";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tier {
    Free,
    Basic,
    Premium,
}

impl Tier {
    pub fn as_str(self) -> &'static str {
        match self {
            Tier::Free => "free",
            Tier::Basic => "basic",
            Tier::Premium => "premium",
        }
    }

    pub fn limits(self, settings: &PublicApiSettings) -> TierLimits {
        match self {
            Tier::Free => settings.free,
            Tier::Basic => settings.basic,
            Tier::Premium => settings.premium,
        }
    }
}

pub async fn tier_of(db: &DatabaseConnection, user_id: &str) -> Result<Tier, DbErr> {
    let since = crate::store::now() - PURCHASE_WINDOW;
    let packages = payments::paid_packages_since(db, user_id, since).await?;
    Ok(if packages.iter().any(|p| p == PREMIUM_PACKAGE) {
        Tier::Premium
    } else if packages.is_empty() {
        Tier::Free
    } else {
        Tier::Basic
    })
}
