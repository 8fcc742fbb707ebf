//! What a recipient can do with the link in their email: open the card,
//! say thanks once, report it, or ask never to receive a card again. The
//! link is the only credential: an unknown token answers 404; a card its
//! sender deleted (alone or with their account), or one that was reported,
//! is gone for good (410).

use super::inside_pages;
use super::links::LinkKey;
use crate::auth::tokens;
use crate::images::gallery::{Gallery, GalleryError};
use crate::images::print::{Inside, PrintedCard};
use crate::providers::email::Mailer;
use crate::store::group_cards::{self, GroupCard, Message as GroupMessage};
use crate::store::images::{self, Image};
use crate::store::sends::{self, Recipient, Send};
use crate::store::users;
use crate::store::{account_deletions, message_reports, moderation};
use cardsmith_domain::account::FieldErrors;
use cardsmith_domain::sending;
use cardsmith_print::Paper;
use cardsmith_storage::ImageStore;
use chrono::Utc;
use sea_orm::{DatabaseConnection, DbErr, TransactionTrait};

pub const NOT_FOUND: &str = "This card link is not valid. Please check the link in your email.";
pub const GONE: &str = "This card is no longer available";
pub const ALREADY_THANKED: &str = "You have already said thank you for this card";
pub const NO_SUCH_MESSAGE: &str = "This card has no such message";
pub const UNSUBSCRIBE_INVALID: &str = "This unsubscribe link is not valid";

/// A card as its recipient sees it.
pub struct ReceivedCard {
    pub recipient: Recipient,
    pub send: Send,
    pub image: Image,
    /// A group card: its title and the messages on it, in the order signed.
    pub group: Option<SignedBy>,
}

/// The people who signed a group card, and what they wrote.
pub struct SignedBy {
    pub card: GroupCard,
    pub messages: Vec<GroupMessage>,
}

/// Why a card link cannot do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum CardPageError {
    #[error("{NOT_FOUND}")]
    NotFound,
    #[error("{GONE}")]
    Gone,
    #[error("{ALREADY_THANKED}")]
    AlreadyThanked,
    #[error("{NO_SUCH_MESSAGE}")]
    NoSuchMessage,
    /// The thank-you's text, with what is wrong with it.
    #[error("the thank-you is invalid")]
    InvalidThanks(FieldErrors),
    #[error("{UNSUBSCRIBE_INVALID}")]
    UnsubscribeInvalid,
    #[error(transparent)]
    Db(#[from] DbErr),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// The cards behind the links in recipients' emails, with the handles they
/// take: the database, the mailer (thank-yous), the link key (unsubscribe
/// links) and the gallery (printing).
#[derive(Clone)]
pub struct ReceivedCards {
    db: DatabaseConnection,
    mailer: Mailer,
    links: LinkKey,
    gallery: Gallery,
    /// Where signers' photos are read from, for the inside pages.
    store: ImageStore,
    public_url: String,
}

impl ReceivedCards {
    pub fn new(
        db: DatabaseConnection,
        mailer: Mailer,
        links: LinkKey,
        gallery: Gallery,
        store: ImageStore,
        public_url: String,
    ) -> Self {
        ReceivedCards {
            db,
            mailer,
            links,
            gallery,
            store,
            public_url,
        }
    }

    /// The card behind a token; `open` also records the first viewing.
    pub async fn find(&self, token: &str) -> Result<ReceivedCard, CardPageError> {
        let db = &self.db;
        let token_hash = tokens::hash(token);
        // Not required to be marked sent: the email can be read before the
        // courier records it, and only an email ever carried the token.
        let Some(recipient) = sends::find_by_token_hash(db, &token_hash).await? else {
            return Err(
                if account_deletions::is_retired_link(db, &token_hash).await? {
                    CardPageError::Gone
                } else {
                    CardPageError::NotFound
                },
            );
        };
        let send = sends::find_send(db, &recipient.send_id)
            .await?
            .ok_or(CardPageError::NotFound)?;
        if send.reported_at.is_some() {
            return Err(CardPageError::Gone);
        }
        let image = images::find_for_user(db, &send.user_id, &send.image_id)
            .await?
            .ok_or(CardPageError::Gone)?;
        let group = match group_cards::find_by_send(db, &send.id).await? {
            Some(card) => {
                let mut messages = group_cards::messages(db, &card.id).await?;
                // Hidden by the organiser, or reported and waiting for review.
                messages
                    .retain(|message| message.hidden_at.is_none() && message.reported_at.is_none());
                Some(SignedBy { card, messages })
            }
            None => None,
        };
        Ok(ReceivedCard {
            recipient,
            send,
            image,
            group,
        })
    }

    pub async fn open(&self, token: &str) -> Result<ReceivedCard, CardPageError> {
        let mut card = self.find(token).await?;
        if card.recipient.opened_at.is_none() {
            let at = Utc::now();
            sends::mark_opened(&self.db, &card.recipient.id, at).await?;
            card.recipient.opened_at = Some(at);
        }
        Ok(card)
    }

    /// One inside page of a group card as PNG; 404 for a card that is not
    /// one, or past its last page.
    pub async fn inside_page(&self, token: &str, page: usize) -> Result<Vec<u8>, CardPageError> {
        let card = self.find(token).await?;
        let group = card.group.ok_or(CardPageError::NotFound)?;
        inside_pages::page_png(&self.store, &group.card.id, group.messages, page)
            .await?
            .ok_or(CardPageError::NotFound)
    }

    /// The card as a printable folded PDF, with the sender's message inside.
    pub async fn print(&self, token: &str, paper: Paper) -> Result<PrintedCard, CardPageError> {
        let card = self.find(token).await?;
        let signed_pages = match card.group {
            Some(group) => {
                inside_pages::page_outlines(&self.store, &group.card.id, group.messages).await?
            }
            None => Vec::new(),
        };
        let inside = Inside {
            message: Some(card.send.message.clone()),
            signed_pages,
        };
        let printed = self
            .gallery
            .print(&card.send.user_id, &card.send.image_id, paper, inside);
        match printed.await {
            Ok(printed) => Ok(printed),
            Err(GalleryError::NotFound) => Err(CardPageError::Gone),
            Err(GalleryError::Db(err)) => Err(err.into()),
            Err(err) => Err(anyhow::Error::new(err).into()),
        }
    }

    /// Keeps the recipient's one thank-you and emails it to the sender. The
    /// reply is kept even when the email cannot go out; the sender sees it
    /// in their list of sent cards either way.
    pub async fn thank(&self, token: &str, text: &str) -> Result<ReceivedCard, CardPageError> {
        let text = sending::parse_thanks(text).map_err(|message| {
            CardPageError::InvalidThanks(FieldErrors::from([("message", message)]))
        })?;
        let mut card = self.open(token).await?;
        let at = Utc::now();
        if !sends::thank(&self.db, &card.recipient.id, &text, at).await? {
            return Err(CardPageError::AlreadyThanked);
        }
        card.recipient.thanks = Some(text.clone());
        card.recipient.thanked_at = Some(at);
        if let Some(sender) = users::find_by_id(&self.db, &card.send.user_id).await? {
            let name = &card.recipient.recipient_name;
            let subject = format!("{name} thanked you for your card");
            let body = format!(
                "{name} opened the card you sent and wrote back:\n\n{text}\n\n\
                 See every card you sent: {}/sent\n",
                self.public_url.trim_end_matches('/')
            );
            let sent = self.mailer.send(&self.db, &sender.email, &subject, &body);
            if let Err(error) = sent.await {
                tracing::error!(error = %format!("{error:#}"), "the thank-you email failed");
            }
        }
        if let Some(group) = &card.group {
            self.thank_signers(&card.recipient.recipient_name, group, &text)
                .await;
        }
        Ok(card)
    }

    /// Passes a group card's thank-you on to every signer who gave an
    /// address (once each, however many messages they wrote).
    async fn thank_signers(&self, recipient_name: &str, group: &SignedBy, text: &str) {
        let mut addresses: Vec<&str> = group
            .messages
            .iter()
            .filter_map(|message| message.email.as_deref())
            .collect();
        addresses.sort_unstable();
        addresses.dedup();
        let subject = format!("{recipient_name} thanked everyone who signed their card");
        let body = format!(
            "{recipient_name} opened \"{title}\", the card you signed, and wrote to everyone:\n\n{text}\n",
            title = group.card.title,
        );
        for address in addresses {
            let sent = self.mailer.send(&self.db, address, &subject, &body);
            if let Err(error) = sent.await {
                tracing::error!(error = %format!("{error:#}"), "a signer's thank-you email failed");
            }
        }
    }

    /// Disables the card for everyone; what was still to be sent is stopped.
    pub async fn report(&self, token: &str) -> Result<(), CardPageError> {
        let card = self.find(token).await?;
        tracing::warn!(send_id = %card.send.id, "a card was reported and disabled");
        sends::report(&self.db, &card.send, Utc::now()).await?;
        Ok(())
    }

    /// Reports one signer's message on a group card: it leaves the card (its
    /// page, inside pages and print) at once and waits in the moderation
    /// queue. Reporting it again counts one more report.
    pub async fn report_message(&self, token: &str, message_id: &str) -> Result<(), CardPageError> {
        let card = self.find(token).await?;
        let group = card.group.ok_or(CardPageError::NoSuchMessage)?;
        let at = Utc::now();
        let txn = self.db.begin().await?;
        if !message_reports::report(&txn, &group.card.id, message_id, at).await? {
            return Err(CardPageError::NoSuchMessage);
        }
        moderation::record_message_report(&txn, &group.card.user_id, message_id, at).await?;
        txn.commit().await?;
        tracing::warn!(message_id, "a group card's message was reported and hidden");
        Ok(())
    }

    /// Honours an unsubscribe link: the address never receives another card.
    pub async fn unsubscribe(&self, email: &str, token: &str) -> Result<(), CardPageError> {
        if !self.links.verify_unsubscribe(email, token) {
            return Err(CardPageError::UnsubscribeInvalid);
        }
        sends::unsubscribe(&self.db, email).await?;
        Ok(())
    }
}
