//! What a group card's emails say: the invitation to sign, the reminders,
//! and the signer's own edit link. Plain text, each with the one link that
//! matters and a way to stop reminders.

use crate::providers::email::Mailer;
use crate::store::group_cards::GroupCard;
use sea_orm::DatabaseConnection;

/// An email's subject and body.
pub struct Email {
    pub subject: String,
    pub body: String,
}

/// The links an invited person's emails carry.
pub struct InviteLinks {
    /// Their personal signing page.
    pub sign_url: String,
    /// The same page, offering to stop reminders.
    pub stop_url: String,
}

fn deadline(card: &GroupCard) -> String {
    let local = card.local_deadline.replace('T', " at ");
    format!("{local} ({})", card.time_zone)
}

/// Sends one, best effort: a failed invitation, reminder or edit link is
/// logged, and the organiser can remind again (or the signer open the page
/// in the same browser).
pub async fn send_quietly(mailer: &Mailer, db: &DatabaseConnection, to: &str, email: &Email) {
    if let Err(error) = mailer.send(db, to, &email.subject, &email.body).await {
        tracing::error!(error = %format!("{error:#}"), "a group card email failed");
    }
}

pub fn invitation(card: &GroupCard, links: &InviteLinks) -> Email {
    Email {
        subject: format!("Sign the card for {}: {}", card.recipient_name, card.title),
        body: format!(
            "{organiser} invited you to sign a card for {recipient}: \"{title}\".\n\n\
             Add your message, your name and, if you like, your signature:\n{sign}\n\n\
             Signing closes {deadline}. No account needed.\n\n\
             --\n{organiser} entered your address on Cardsmith to invite you.\n\
             No reminders about this card: {stop}\n",
            organiser = card.organiser_name,
            recipient = card.recipient_name,
            title = card.title,
            sign = links.sign_url,
            deadline = deadline(card),
            stop = links.stop_url,
        ),
    }
}

pub fn reminder(card: &GroupCard, links: &InviteLinks) -> Email {
    Email {
        subject: format!("Reminder: sign the card for {}", card.recipient_name),
        body: format!(
            "{organiser} is collecting messages for {recipient}'s card, \"{title}\", \
             and yours is not on it yet.\n\n\
             Sign it here:\n{sign}\n\n\
             Signing closes {deadline}.\n\n\
             --\nNo more reminders about this card: {stop}\n",
            organiser = card.organiser_name,
            recipient = card.recipient_name,
            title = card.title,
            sign = links.sign_url,
            deadline = deadline(card),
            stop = links.stop_url,
        ),
    }
}

/// To a signer who gave their address: the link that changes their message.
pub fn edit_link(card: &GroupCard, edit_url: &str) -> Email {
    Email {
        subject: format!("Your message on the card for {}", card.recipient_name),
        body: format!(
            "Thank you for signing \"{title}\" for {recipient}.\n\n\
             You can change or delete your message until the card is sent:\n{edit}\n\n\
             Keep this link to yourself: anyone who has it can change your message.\n",
            title = card.title,
            recipient = card.recipient_name,
            edit = edit_url,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::group_cards::GroupCardStatus;
    use chrono::Utc;

    fn card() -> GroupCard {
        GroupCard {
            id: "g1".into(),
            user_id: "u1".into(),
            image_id: "i1".into(),
            title: "Farewell, Priya!".into(),
            organiser_name: "Ana".into(),
            recipient_name: "Priya".into(),
            recipient_email: "priya@example.com".into(),
            time_zone: "Europe/London".into(),
            local_deadline: "2026-12-01T17:00".into(),
            deadline_at: Utc::now(),
            local_send_at: "2026-12-02T09:00".into(),
            due_at: Utc::now(),
            hide_messages: false,
            share_version: 0,
            share_token_hash: None,
            status: GroupCardStatus::Collecting,
            message_count: 0,
            version: 0,
            send_id: None,
            lease_until: None,
            attempts: 0,
            created_at: Utc::now(),
            sent_at: None,
        }
    }

    #[test]
    fn invitations_and_reminders_say_who_what_until_when_and_how_to_stop() {
        let links = InviteLinks {
            sign_url: "https://cards.example/sign/t1".into(),
            stop_url: "https://cards.example/sign/t1?reminders=off".into(),
        };
        let invitation = invitation(&card(), &links);
        assert_eq!(
            invitation.subject,
            "Sign the card for Priya: Farewell, Priya!"
        );
        assert!(invitation.body.contains("Ana invited you"));
        assert!(
            invitation
                .body
                .contains("2026-12-01 at 17:00 (Europe/London)")
        );
        assert!(invitation.body.contains("https://cards.example/sign/t1\n"));
        assert!(invitation.body.contains("?reminders=off"));
        let reminder = reminder(&card(), &links);
        assert!(reminder.subject.starts_with("Reminder:"));
        assert!(reminder.body.contains("No more reminders about this card"));
        let edit = edit_link(&card(), "https://cards.example/sign/e1");
        assert!(edit.body.contains("https://cards.example/sign/e1"));
    }
}
