//! The erasure of deleted accounts: the durable second half of a deletion
//! (`store::account_deletions` has the first). Each queued deletion is
//! claimed by one instance under a lease, so a crash midway leaves it to be
//! taken up again, and every step can run twice: a missing file or row is
//! not an error.
//!
//! The order: wait until no generation of the account is under way (it
//! settles or refunds, and a settled one's image is erased with the rest),
//! send the confirmation email, remove each image's files and then its row,
//! the photos signers put on its group cards and the archives of its data,
//! erase the other rows, write off the unspent credits, and close the
//! deletion, dropping the address and name it held.

use crate::exports;
use crate::images::remove;
use crate::providers::email::Mailer;
use crate::sending::message;
use crate::store::account_deletions::{self, AccountDeletion};
use crate::store::{group_cards, images, ledger};
use anyhow::Context;
use cardsmith_domain::Credits;
use cardsmith_storage::{ImageKey, ImageStore};
use chrono::{Duration, Utc};
use sea_orm::DatabaseConnection;

/// How soon a deletion waiting for a generation is looked at again.
const WAIT_FOR_WORK: Duration = Duration::seconds(2);
/// How soon a deletion whose step failed is tried again.
const RETRY_AFTER: Duration = Duration::minutes(1);
/// Confirmation attempts before the email is given up and erasure goes on:
/// the address must not be kept for ever because its mail server is down.
const CONFIRMATION_ATTEMPTS: i32 = 5;
/// Deletions one pass takes on.
const BATCH: u64 = 10;

/// Erases deleted accounts, with the handles it needs.
#[derive(Clone)]
pub struct Erasure {
    db: DatabaseConnection,
    store: ImageStore,
    mailer: Mailer,
    /// How long one instance holds a deletion before another may take it
    /// up: the generations' lease, renewed after every image.
    lease: Duration,
}

/// How far one claimed deletion got.
enum Progress {
    Finished,
    /// A generation of the account is still under way.
    Waiting,
}

impl Erasure {
    pub fn new(db: DatabaseConnection, store: ImageStore, mailer: Mailer, lease: Duration) -> Self {
        Erasure {
            db,
            store,
            mailer,
            lease,
        }
    }

    /// Starts a pass in the background, without waiting for it: called
    /// right after a deletion, so its data goes in seconds rather than at
    /// the next scheduled pass.
    pub fn start(&self) {
        let erasure = self.clone();
        tokio::spawn(async move { erasure.run_due().await });
    }

    /// Erases every queued deletion no other instance holds; answers how
    /// many finished. Errors are logged and the deletion tried again later.
    pub async fn run_due(&self) -> usize {
        let claimed =
            match account_deletions::claim_due(&self.db, Utc::now(), self.lease, BATCH).await {
                Ok(claimed) => claimed,
                Err(err) => {
                    tracing::error!(error = ?err, "claiming account deletions failed");
                    return 0;
                }
            };
        let mut finished = 0;
        for deletion in claimed {
            let user_id = deletion.user_id.clone();
            let again_at = match self.erase(deletion).await {
                Ok(Progress::Finished) => {
                    finished += 1;
                    tracing::info!(user_id, "deleted account erased");
                    continue;
                }
                Ok(Progress::Waiting) => Utc::now() + WAIT_FOR_WORK,
                Err(err) => {
                    tracing::error!(user_id, error = %format!("{err:#}"), "erasing a deleted account failed");
                    Utc::now() + RETRY_AFTER
                }
            };
            if let Err(err) = account_deletions::hold_until(&self.db, &user_id, again_at).await {
                tracing::error!(user_id, error = ?err, "postponing an account deletion failed");
            }
        }
        finished
    }

    async fn erase(&self, deletion: AccountDeletion) -> anyhow::Result<Progress> {
        let db = &self.db;
        let user_id = deletion.user_id.as_str();
        if ledger::pending_for_user(db, user_id).await? > 0 {
            return Ok(Progress::Waiting);
        }
        let forfeited = ledger::forfeit_all(db, user_id)
            .await
            .context("Failed to write off the credits")?;
        let forfeited = Credits::from_tenths(deletion.forfeited_tenths + forfeited.tenths());
        account_deletions::record_forfeit(db, user_id, forfeited.tenths()).await?;
        if deletion.notified_at.is_none() {
            self.confirm(&deletion, forfeited).await?;
        }
        for image_id in images::ids_for_user(db, user_id).await? {
            remove::remove(db, &self.store, user_id, &image_id).await?;
            account_deletions::hold_until(db, user_id, Utc::now() + self.lease).await?;
        }
        // Signers' photos on the account's group cards go before the rows
        // that name them; a failure is retried with the deletion.
        for key in group_cards::photo_keys_for_user(db, user_id).await? {
            if let Ok(key) = key.parse::<ImageKey>() {
                self.store
                    .delete(&key)
                    .await
                    .context("Failed to delete a signer's photo")?;
            }
        }
        exports::erase_all(db, &self.store, user_id).await?;
        account_deletions::erase_rows(db, &deletion, message::subject).await?;
        account_deletions::finish(db, user_id).await?;
        Ok(Progress::Finished)
    }

    /// Emails the confirmation to the address before it is erased. A
    /// failure is retried with the deletion, a few times, then given up.
    async fn confirm(&self, deletion: &AccountDeletion, forfeited: Credits) -> anyhow::Result<()> {
        let Some(address) = &deletion.email else {
            return Ok(());
        };
        let name = deletion.username.as_deref().unwrap_or("there");
        let credits = if forfeited.tenths() == 0 {
            String::new()
        } else {
            format!("The {forfeited} unspent credits on the account were forfeited.\n")
        };
        let body = format!(
            "Hello {name},\n\nYour Cardsmith account was deleted on {date}, as you asked.\n\n\
             You were signed out everywhere and your API keys stopped working at once.\n\
             Your images, the cards you sent and the thanks you received are being\n\
             erased now; card links you sent show that the card is no longer available.\n\
             {credits}Payment and credit records are kept for accounting, without your name\n\
             or email address. This email address is free to make a new account with.\n\n\
             If you did not ask for this, reply to this email.\n\nThe Cardsmith team\n",
            date = deletion.requested_at.format("%-d %B %Y"),
        );
        let sent = self
            .mailer
            .send(
                &self.db,
                address,
                "Your Cardsmith account was deleted",
                &body,
            )
            .await;
        match sent {
            Ok(()) => {}
            Err(err) if deletion.attempts < CONFIRMATION_ATTEMPTS => return Err(err),
            Err(err) => {
                tracing::warn!(user_id = %deletion.user_id, error = %format!("{err:#}"),
                    "the deletion's confirmation email was given up");
            }
        }
        account_deletions::mark_notified(&self.db, &deletion.user_id).await?;
        Ok(())
    }
}
