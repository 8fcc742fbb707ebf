//! What every handler can reach, built once at start-up.

use crate::auth::accounts::Accounts;
use crate::config::Config;
use crate::exports::DataExports;
use crate::group_cards::organiser::GroupCards;
use crate::group_cards::signing::Signing;
use crate::http::extract::cookies::CookieNames;
use crate::http::pages::Pages;
use crate::images::suggestions::Suggestions;
use crate::images::{Gallery, Generator, Images};
use crate::jobs::erasure::Erasure;
use crate::payments::Payments;
use crate::payments::catalogue::Catalogue;
use crate::public_api::keys::ApiKeys;
use crate::public_api::limits::RateLimiter;
use crate::sending::received_cards::ReceivedCards;
use crate::sending::reminders::Reminders;
use crate::sending::sends::Sends;
use crate::staff::Console;
use crate::staff::moderation::Moderation;
use crate::staff::overview::Overview;
use crate::store::ledger::Ledger;
use crate::store::session_lookup::SessionLookup;
use crate::store::turns::Turns;
use std::ops::Deref;
use std::sync::Arc;

#[derive(Clone)]
pub struct AppState(Arc<Shared>);

/// The services every handler reaches, then what the web layer itself
/// keeps (configuration, pages, cookies, sessions, CSRF). Each service owns
/// the handles it uses; none of them knows this struct.
pub struct Shared {
    /// Sign-up, sign-in, passwords, resets and email confirmation.
    pub accounts: Accounts,
    /// Erases deleted accounts' data in the background.
    pub erasure: Erasure,
    /// Archives of accounts' data, made in the background.
    pub exports: DataExports,
    /// Balances and the transaction history.
    pub ledger: Ledger,
    /// The credit packages on sale, as the database held them a few seconds ago.
    pub packages: Catalogue,
    /// Checkouts, their fulfilment, and the provider's events.
    pub payments: Payments,
    /// The image provider, the image store and the example images.
    pub images: Images,
    /// Generating images and cards: charge, call the model, store, settle.
    pub generator: Generator,
    /// The user's images: list, find, delete, share, edit a card's words, print.
    pub gallery: Gallery,
    /// Suggested words for cards, limited per account or address.
    pub suggestions: Suggestions,
    /// Schedules, edits and cancels cards sent by email.
    pub sends: Sends,
    /// Group cards, for their organisers.
    pub group_cards: GroupCards,
    /// Group cards, for their signers.
    pub signing: Signing,
    /// The cards behind the links in recipients' emails.
    pub received_cards: ReceivedCards,
    /// Dates to remember and their reminder emails.
    pub reminders: Reminders,
    /// Keys to the public API.
    pub api_keys: ApiKeys,
    /// Counts public API requests against each tier's limits.
    pub api_limits: RateLimiter,
    /// The operator console: staff, their actions on accounts, the audit log.
    pub console: Console,
    /// Reported cards and refused prompts, and staff's decisions on them.
    pub moderation: Moderation,
    /// The console's overview: the last 30 days' figures and the models.
    pub overview: Overview,

    pub config: Config,
    pub pages: Pages,
    pub cookies: CookieNames,
    /// Finds the account behind a session cookie.
    pub sessions: SessionLookup,
    /// Turns at the database for session lookups (see `store::turns`).
    pub session_turns: Turns,
    /// Signs CSRF tokens; shared by every instance through the database.
    pub csrf_key: Vec<u8>,
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
