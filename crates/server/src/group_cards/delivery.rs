//! Sending group cards on the day, and reminding the people invited who
//! have not signed.
//!
//! A due card is claimed by one instance under a lease, sealed (its messages
//! are final from then on) and handed to the courier as an ordinary send to
//! its recipient, in one transaction with the card's record of that send.
//! An instance that dies in between leaves the card sealed and leased; once
//! the lease lapses another instance picks it up and finishes, and the
//! card's conditional move from sealed to sent lets exactly one send exist.

use super::emails;
use super::links::SigningLinks;
use crate::providers::email::Mailer;
use crate::sending::links::LinkKey;
use crate::store::group_cards::{self, GroupCard, GroupCardStatus};
use crate::store::sends::{self, NewSend};
use cardsmith_domain::group_cards::{REMINDERS_BEFORE_DEADLINE, reminder_due};
use chrono::{DateTime, Duration, Utc};
use sea_orm::{DatabaseConnection, TransactionTrait};

const BATCH: u64 = 10;
/// Invited people get no automatic reminder within a day of being invited
/// or reminded.
const QUIET_AFTER: Duration = Duration::days(1);

/// The handles sending and reminding take.
#[derive(Clone)]
pub struct GroupDelivery {
    pub db: DatabaseConnection,
    pub mailer: Mailer,
    pub links: LinkKey,
    pub public_url: String,
    /// Message-IDs end in this domain (the site's host).
    pub mail_domain: String,
    /// How long a claimed card is held before another instance may take it.
    pub lease: Duration,
}

impl GroupDelivery {
    /// Sends the cards due at `now`; answers how many were handed over.
    pub async fn send_due(&self, now: DateTime<Utc>) -> anyhow::Result<usize> {
        let claimed = group_cards::claim_due(&self.db, now, self.lease, BATCH).await?;
        let mut sent = 0;
        for card in claimed {
            let id = card.id.clone();
            match self.send(card).await {
                Ok(true) => sent += 1,
                Ok(false) => {}
                Err(error) => {
                    tracing::error!(group_card_id = %id, error = %format!("{error:#}"), "sending a group card failed");
                }
            }
        }
        Ok(sent)
    }

    /// Seals a card and hands it to the courier; false when another
    /// instance (or an earlier call) did it first.
    pub async fn send(&self, card: GroupCard) -> anyhow::Result<bool> {
        if card.status == GroupCardStatus::Collecting
            && !group_cards::seal(&self.db, &card.id).await?
        {
            return Ok(false);
        }
        let messages = group_cards::messages(&self.db, &card.id).await?;
        let signers = messages.iter().filter(|m| m.hidden_at.is_none()).count();
        let sender_name = from_line(&card.organiser_name, signers);
        let at = Utc::now();
        let token_hash_for = |id: &str| self.links.card_token_hash(id);
        let txn = self.db.begin().await?;
        let (send, _) = sends::create_in(
            &txn,
            NewSend {
                user_id: &card.user_id,
                image_id: &card.image_id,
                sender_name: &sender_name,
                message: &card.title,
                font: "classic",
                time_zone: &card.time_zone,
                local_send_at: Some(card.local_send_at.clone()),
                due_at: at,
                recipients: vec![(card.recipient_name.clone(), card.recipient_email.clone())],
                token_hash_for: &token_hash_for,
                mail_domain: &self.mail_domain,
            },
            // A group card goes to one person, whatever the day's sends.
            u64::MAX,
        )
        .await?;
        if !group_cards::mark_sent_in(&txn, &card.id, &send.id, at).await? {
            txn.rollback().await?;
            return Ok(false);
        }
        txn.commit().await?;
        tracing::info!(group_card_id = %card.id, send_id = %send.id, signers, "group card sent");
        Ok(true)
    }

    /// Sends the automatic reminders due at `now`: three days and one day
    /// before the deadline, to invited people who have not signed, at most
    /// two each. Answers how many went.
    pub async fn remind_due(&self, now: DateTime<Utc>) -> anyhow::Result<usize> {
        let ahead = REMINDERS_BEFORE_DEADLINE[0];
        let waiting = group_cards::reminder_candidates(&self.db, now, ahead, QUIET_AFTER).await?;
        let mut reminded = 0;
        for (invite, card) in waiting {
            let passed = passed_reminders(card.deadline_at, now);
            if passed <= invite.reminders_sent
                || sends::is_unsubscribed(&self.db, &invite.email).await?
            {
                continue;
            }
            let claimed = group_cards::claim_reminder(
                &self.db,
                &invite.id,
                invite.reminders_sent,
                passed,
                now,
            );
            if !claimed.await? {
                continue;
            }
            let links = SigningLinks {
                key: &self.links,
                public_url: &self.public_url,
            };
            let email = emails::reminder(&card, &links.invite(&invite.id));
            let sent = self
                .mailer
                .send(&self.db, &invite.email, &email.subject, &email.body)
                .await;
            match sent {
                Ok(()) => reminded += 1,
                Err(error) => {
                    tracing::error!(error = %format!("{error:#}"), "a group card reminder failed");
                }
            }
        }
        Ok(reminded)
    }
}

/// How many of the reminder times have come by `now` (0, 1 or 2): a
/// reminder missed while the service was down is not sent twice over.
fn passed_reminders(deadline: DateTime<Utc>, now: DateTime<Utc>) -> i32 {
    (0..REMINDERS_BEFORE_DEADLINE.len())
        .filter(|sent| reminder_due(deadline, *sent).is_some_and(|due| due <= now))
        .count() as i32
}

/// The name the card comes from: "Ana and 12 others".
fn from_line(organiser: &str, signers: usize) -> String {
    match signers {
        0 => organiser.to_owned(),
        1 => format!("{organiser} and 1 other"),
        n => format!("{organiser} and {n} others"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_card_comes_from_the_organiser_and_the_others() {
        assert_eq!(from_line("Ana", 0), "Ana");
        assert_eq!(from_line("Ana", 1), "Ana and 1 other");
        assert_eq!(from_line("Ana", 12), "Ana and 12 others");
    }

    #[test]
    fn reminder_times_are_counted_as_they_pass() {
        let deadline = Utc::now();
        assert_eq!(passed_reminders(deadline, deadline - Duration::days(4)), 0);
        assert_eq!(passed_reminders(deadline, deadline - Duration::days(2)), 1);
        assert_eq!(passed_reminders(deadline, deadline - Duration::hours(3)), 2);
    }
}
