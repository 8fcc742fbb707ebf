//! What every handler can reach, built once at start-up.

use crate::auth::password::PasswordHasher;
use crate::config::Config;
use crate::http::extract::cookies::CookieNames;
use crate::http::pages::Pages;
use crate::providers::email::Mailer;
use sea_orm::DatabaseConnection;
use std::ops::Deref;
use std::sync::Arc;

#[derive(Clone)]
pub struct AppState(Arc<Shared>);

pub struct Shared {
    pub config: Config,
    pub db: DatabaseConnection,
    pub passwords: PasswordHasher,
    pub mailer: Mailer,
    /// The credit packages on sale, as the database held them a few seconds ago.
    pub packages: crate::payments::catalogue::Catalogue,
    /// Gallery totals, remembered until the user's gallery changes.
    pub gallery_counts: crate::store::gallery_counts::GalleryCounts,
    /// Signs CSRF tokens; shared by every instance through the database.
    pub csrf_key: Vec<u8>,
    pub cookies: CookieNames,
    /// Turns at the database for session lookups (see `store::turns`).
    pub session_turns: crate::store::turns::Turns,
    /// Finds the account behind a session cookie.
    pub sessions: crate::store::session_lookup::SessionLookup,
    pub pages: Pages,
    /// The payment provider chosen by configuration.
    pub payments: crate::payments::Payments,
    /// Balances and the transaction history.
    pub ledger: crate::store::ledger::Ledger,
    /// The image provider, the image store and the example images.
    pub images: crate::images::Images,
    /// The generation flow, with the narrow handles it uses.
    pub generator: crate::images::Generator,
    /// Writes suggested card messages.
    pub messages: crate::providers::text::MessageWriter,
    /// Counts public API requests against each tier's limits.
    pub api_limits: crate::public_api::limits::RateLimiter,
    /// Schedules, edits and cancels cards sent by email.
    pub card_sends: crate::sending::sends::CardSends,
    /// Signs the card pages' and unsubscribe links.
    pub card_links: crate::sending::links::LinkKey,
    /// Emails due cards.
    pub courier: crate::sending::courier::Courier,
    /// Dates to remember and their reminder emails.
    pub reminders: crate::sending::reminders::Reminders,
}

impl AppState {
    pub fn new(shared: Shared) -> Self {
        AppState(Arc::new(shared))
    }
}

impl Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}
