//! The moderation queue: cards their recipients reported, single messages
//! of group cards their recipients reported, and prompts the image provider
//! refused. Staff restore an item (a card's link works again, a message is
//! back on its card) or remove it (the card is deleted, the account gets a
//! strike and an email saying why; a message is deleted, and nobody is
//! struck, since a signer wrote it). At the configured number of strikes
//! the account is suspended automatically, and that too goes in the audit
//! log.

use super::roles::Action;
use super::{Console, StaffCaller, StaffError, append_done};
use crate::group_cards::photos;
use crate::images::remove;
use crate::providers::email::Mailer;
use crate::store::audit::{self, Actor, NewEntry};
use crate::store::entities::audit_entry::AuditOutcome;
use crate::store::entities::moderation_item::{ModerationKind, ModerationStatus};
use crate::store::group_cards::{GroupCard, Message as GroupMessage};
use crate::store::images::{self, Image};
use crate::store::message_reports;
use crate::store::moderation::{self, ModerationItem, QueueView};
use crate::store::sends::{self, Recipient, Send};
use crate::store::users::{self, User};
use crate::store::{now, sessions};
use cardsmith_storage::ImageStore;
use sea_orm::{DatabaseConnection, DatabaseTransaction, DbErr, TransactionTrait};
use serde_json::json;

pub const UNKNOWN_ITEM: &str = "No moderation item has this id";
pub const ALREADY_DECIDED: &str = "Another staff member has decided this item already";

/// An item with what staff need to judge it.
pub struct QueueEntry {
    pub item: ModerationItem,
    /// None once the account is deleted.
    pub account: Option<User>,
    pub strikes: u32,
    /// A reported card's image, while it exists.
    pub image: Option<Image>,
    /// A reported card's send and everyone it went to.
    pub send: Option<(Send, Vec<Recipient>)>,
    /// A reported message and the group card it is on, while it exists.
    pub message: Option<(GroupMessage, GroupCard)>,
}

/// What a decision did to the account.
pub struct Decision {
    pub strikes: u32,
    /// The removal brought the account to the strike limit.
    pub suspended: bool,
}

/// The queue and its decisions. Authorising and recording go through the
/// console; the decision's own effects need the image store (a removed
/// card's files) and the mailer (the email to the account).
#[derive(Clone)]
pub struct Moderation {
    console: Console,
    db: DatabaseConnection,
    store: ImageStore,
    mailer: Mailer,
    public_url: String,
}

impl Moderation {
    pub fn new(
        console: Console,
        db: DatabaseConnection,
        store: ImageStore,
        mailer: Mailer,
        public_url: String,
    ) -> Self {
        Moderation {
            console,
            db,
            store,
            mailer,
            public_url,
        }
    }

    /// One page of the open or the decided items, each with its context.
    pub async fn queue(
        &self,
        view: QueueView,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<QueueEntry>, u64), DbErr> {
        let (items, total) = moderation::page(&self.db, view, offset, limit).await?;
        let mut entries = Vec::with_capacity(items.len());
        for item in items {
            entries.push(self.entry(item).await?);
        }
        Ok((entries, total))
    }

    pub async fn find(&self, item_id: &str) -> Result<QueueEntry, StaffError> {
        let item = moderation::find(&self.db, item_id)
            .await?
            .ok_or(StaffError::NotFound(UNKNOWN_ITEM))?;
        Ok(self.entry(item).await?)
    }

    async fn entry(&self, item: ModerationItem) -> Result<QueueEntry, DbErr> {
        let db = &self.db;
        let account = users::find_by_id(db, &item.user_id)
            .await?
            .filter(|user| user.deleted_at.is_none());
        let image = match &item.image_id {
            Some(image_id) => images::find_for_user(db, &item.user_id, image_id).await?,
            None => None,
        };
        let send = match &item.send_id {
            Some(send_id) => sends::find_for_user(db, &item.user_id, send_id).await?,
            None => None,
        };
        let message = match &item.group_message_id {
            Some(message_id) => message_reports::find(db, message_id).await?,
            None => None,
        };
        Ok(QueueEntry {
            strikes: moderation::strikes_of(db, &item.user_id).await?,
            message,
            item,
            account,
            image,
            send,
        })
    }

    /// Judges the item harmless: a reported card's link works again.
    pub async fn restore(
        &self,
        caller: &StaffCaller,
        item_id: &str,
        reason: &str,
    ) -> Result<Decision, StaffError> {
        let (item, target) = self
            .authorize(caller, Action::RestoreModerationItem, item_id, reason)
            .await?;
        let txn = self.db.begin().await?;
        let at = now();
        if !moderation::decide(
            &txn,
            &item.id,
            ModerationStatus::Restored,
            &caller.email,
            at,
        )
        .await?
        {
            return Err(StaffError::Conflict(ALREADY_DECIDED));
        }
        if let Some(send_id) = &item.send_id {
            sends::clear_report(&txn, send_id).await?;
        }
        if let Some(message_id) = &item.group_message_id {
            message_reports::clear(&txn, message_id).await?;
        }
        let action = Action::RestoreModerationItem;
        finish_without_strike(txn, caller, action, &target, &item, "restored", reason).await
    }

    /// Judges the item against the rules: the account gets a strike (one,
    /// however many staff remove the item at once), a reported card is
    /// deleted, the account is emailed the reason, and at the strike limit
    /// it is suspended.
    pub async fn remove(
        &self,
        caller: &StaffCaller,
        item_id: &str,
        reason: &str,
    ) -> Result<Decision, StaffError> {
        let reason = reason.trim();
        let (item, target) = self
            .authorize(caller, Action::RemoveModerationItem, item_id, reason)
            .await?;
        let txn = self.db.begin().await?;
        let at = now();
        if !moderation::decide(&txn, &item.id, ModerationStatus::Removed, &caller.email, at).await?
        {
            return Err(StaffError::Conflict(ALREADY_DECIDED));
        }
        if let Some(message_id) = &item.group_message_id {
            // A signer wrote it, not the organiser: the message goes, and
            // no account is struck.
            let photo = message_reports::remove(&txn, message_id).await?;
            let action = Action::RemoveModerationItem;
            let decision =
                finish_without_strike(txn, caller, action, &target, &item, "removed", reason)
                    .await?;
            photos::discard(&self.store, photo.as_deref()).await;
            return Ok(decision);
        }
        let strikes = moderation::strike(&txn, &target.id, at).await?;
        append_done(
            &txn,
            caller,
            Action::RemoveModerationItem,
            &target,
            reason,
            Some(json!({ "item": item.id, "status": "open", "strikes": strikes - 1 })),
            json!({ "item": item.id, "status": "removed", "strikes": strikes }),
        )
        .await?;
        let limit = self.console.settings().strikes_to_suspend;
        let suspended =
            strikes >= limit && users::set_suspended(&txn, &target.id, Some(at)).await?;
        if suspended {
            let ended = sessions::delete_all_for_user(&txn, &target.id, None).await?;
            audit::append(
                &txn,
                NewEntry {
                    actor: &Actor::automatic(),
                    action: Action::Suspend.name(),
                    target_user_id: Some(&target.id),
                    reason: &format!("{strikes} strikes from moderation"),
                    outcome: AuditOutcome::Done,
                    before: Some(json!({ "suspended": false })),
                    after: Some(json!({ "suspended": true, "sessionsEnded": ended })),
                },
            )
            .await?;
            tracing::warn!(user_id = %target.id, strikes, "account suspended at the strike limit");
        }
        txn.commit().await?;
        self.delete_card(&item).await;
        self.email_removal(&item, &target, reason, strikes, suspended)
            .await;
        Ok(Decision { strikes, suspended })
    }

    /// The item, and the account it strikes, once the caller may decide it.
    async fn authorize(
        &self,
        caller: &StaffCaller,
        action: Action,
        item_id: &str,
        reason: &str,
    ) -> Result<(ModerationItem, User), StaffError> {
        let item = moderation::find(&self.db, item_id)
            .await?
            .ok_or(StaffError::NotFound(UNKNOWN_ITEM))?;
        let target = self
            .console
            .authorize(caller, action, &item.user_id, reason)
            .await?;
        Ok((item, target))
    }

    /// Deletes a removed card's image and files. Its link is off already
    /// (the report turned it off and only a restore turns it on), so a
    /// failure here leaves the image in the sender's gallery, logged.
    async fn delete_card(&self, item: &ModerationItem) {
        let Some(image_id) = &item.image_id else {
            return;
        };
        let removed = remove::remove(&self.db, &self.store, &item.user_id, image_id);
        if let Err(err) = removed.await {
            tracing::error!(error = ?err, item = %item.id, "deleting a removed card failed");
        }
    }

    /// Tells the account what was removed and why. The decision stands if
    /// the email cannot go out; the audit log has it either way.
    async fn email_removal(
        &self,
        item: &ModerationItem,
        target: &User,
        reason: &str,
        strikes: u32,
        suspended: bool,
    ) {
        let limit = self.console.settings().strikes_to_suspend;
        let email = removal_email(item.kind, target, reason, strikes, limit, suspended);
        let terms = format!("{}/content-policy", self.public_url.trim_end_matches('/'));
        let body = format!("{}\n\nOur content policy: {terms}\n", email.body);
        let sent = self
            .mailer
            .send(&self.db, &target.email, email.subject, &body);
        if let Err(err) = sent.await {
            tracing::error!(error = %format!("{err:#}"), "the removal email failed");
        }
    }
}

/// Records a decision that strikes nobody (a restore, or a removed message
/// a signer wrote) in the audit log and commits it.
async fn finish_without_strike(
    txn: DatabaseTransaction,
    caller: &StaffCaller,
    action: Action,
    target: &User,
    item: &ModerationItem,
    status: &str,
    reason: &str,
) -> Result<Decision, StaffError> {
    let strikes = moderation::strikes_of(&txn, &target.id).await?;
    append_done(
        &txn,
        caller,
        action,
        target,
        reason,
        Some(json!({ "item": item.id, "status": "open" })),
        json!({ "item": item.id, "status": status, "strikes": strikes }),
    )
    .await?;
    txn.commit().await?;
    Ok(Decision {
        strikes,
        suspended: false,
    })
}

struct RemovalEmail {
    subject: &'static str,
    body: String,
}

fn removal_email(
    kind: ModerationKind,
    target: &User,
    reason: &str,
    strikes: u32,
    limit: u32,
    suspended: bool,
) -> RemovalEmail {
    let (subject, what) = match kind {
        ModerationKind::ReportedCard => (
            "We removed a card you sent",
            "A recipient reported a card you sent. We reviewed it and removed it: its link no \
             longer works, and the card is deleted from your gallery.",
        ),
        // Removing a message strikes nobody and emails nobody (see `remove`);
        // the words stand here should that ever change.
        ModerationKind::ReportedMessage => (
            "We removed a message on your group card",
            "The recipient of a group card you organised reported a message on it. We \
             reviewed it and removed it from the card.",
        ),
        ModerationKind::FlaggedGeneration => (
            "A strike on your Cardsmith account",
            "Our image provider refused prompts you wrote. We reviewed them and found they \
             break our content policy.",
        ),
    };
    let standing = if suspended {
        format!(
            "This is strike {strikes} on your account, and it is now suspended: you can no \
             longer sign in, and your API keys and scheduled cards are stopped. Reply to this \
             email if you think this is a mistake."
        )
    } else if target.suspended_at.is_some() {
        // Suspended before (by staff, or at an earlier strike): no count down to a suspension.
        format!("This is strike {strikes} on your account, which is suspended.")
    } else {
        format!(
            "This is strike {strikes} of {limit} on your account. At {limit} strikes an account \
             is suspended."
        )
    };
    RemovalEmail {
        subject,
        body: format!(
            "Hello {},\n\n{what}\n\nWhy: {reason}\n\n{standing}",
            target.signature()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;

    fn account(suspended: bool) -> User {
        User {
            id: "u1".into(),
            username: "eve".into(),
            username_key: "eve".into(),
            email: "eve@example.com".into(),
            password_hash: String::new(),
            credits_tenths: 0,
            created_at: Utc::now(),
            email_verified_at: None,
            gallery_version: 0,
            display_name: Some("Eve".into()),
            deleted_at: None,
            suspended_at: suspended.then(Utc::now),
        }
    }

    #[test]
    fn the_email_counts_down_to_the_suspension_then_says_it_happened() {
        let card = ModerationKind::ReportedCard;
        let first = removal_email(card, &account(false), "Threats", 1, 3, false);
        assert_eq!(first.subject, "We removed a card you sent");
        assert!(first.body.starts_with("Hello Eve,"));
        assert!(first.body.contains("Why: Threats"));
        assert!(
            first
                .body
                .contains("This is strike 1 of 3 on your account.")
        );
        let last = removal_email(card, &account(false), "Threats", 3, 3, true);
        assert!(last.body.contains("it is now suspended"));
        // An account suspended already is not told of a limit it has passed.
        let later = removal_email(card, &account(true), "Threats", 4, 3, false);
        assert!(
            later
                .body
                .contains("This is strike 4 on your account, which is suspended.")
        );
        let prompts = removal_email(
            ModerationKind::FlaggedGeneration,
            &account(false),
            "Gore",
            1,
            3,
            false,
        );
        assert_eq!(prompts.subject, "A strike on your Cardsmith account");
    }
}
