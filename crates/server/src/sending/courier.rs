//! Delivers due cards: claims them (exactly once across instances), emails
//! each recipient, and records the outcome. A failed attempt waits longer
//! each time and is given up after a few; an address that unsubscribed, a
//! cancelled send or a deleted card is never mailed.

use super::links::LinkKey;
use super::message::{self, CardEmail};
use crate::providers::email::Mailer;
use crate::store::images;
use crate::store::sends::{self, Recipient};
use anyhow::Context;
use cardsmith_storage::{ImageKey, ImageStore};
use chrono::{DateTime, Duration, Utc};
use sea_orm::DatabaseConnection;
use std::io::Cursor;

const BATCH: u64 = 20;
/// Waits after the first, second, … failed attempt; then it is given up.
const BACKOFF_MINUTES: [i64; 4] = [1, 5, 30, 120];
const PREVIEW_PIXELS: u32 = 320;

pub const UNSUBSCRIBED: &str = "The recipient asked not to receive cards from Cardsmith";
pub const CARD_DELETED: &str = "The card was deleted before it was sent";
pub const GAVE_UP: &str = "The email could not be delivered";

/// The handles the courier needs: the database, the mailer, the image files,
/// the link key and the site's public address.
#[derive(Clone)]
pub struct Courier {
    pub db: DatabaseConnection,
    pub mailer: Mailer,
    pub store: ImageStore,
    pub links: LinkKey,
    pub public_url: String,
    /// How long a claimed recipient is held before another instance may take it.
    pub lease: Duration,
}

impl Courier {
    /// Delivers what is due at `now`; answers how many emails went out.
    pub async fn deliver_due(&self, now: DateTime<Utc>) -> anyhow::Result<usize> {
        let claimed = sends::claim_due(&self.db, now, self.lease, BATCH).await?;
        let mut sent = 0;
        for recipient in claimed {
            match self.deliver(&recipient).await {
                Ok(true) => sent += 1,
                Ok(false) => {}
                Err(error) => self.failed_attempt(&recipient, now, &error).await?,
            }
        }
        Ok(sent)
    }

    /// Emails one claimed recipient; false when it is not to be sent at all.
    async fn deliver(&self, recipient: &Recipient) -> anyhow::Result<bool> {
        let db = &self.db;
        let send = sends::find_send(db, &recipient.send_id)
            .await?
            .context("a delivery without its send")?;
        if send.cancelled_at.is_some() {
            sends::mark_cancelled(db, &recipient.id).await?;
            return Ok(false);
        }
        if sends::is_unsubscribed(db, &recipient.recipient_email).await? {
            sends::mark_failed(db, &recipient.id, UNSUBSCRIBED).await?;
            return Ok(false);
        }
        let Some(image) = images::find_for_user(db, &send.user_id, &send.image_id).await? else {
            sends::mark_failed(db, &recipient.id, CARD_DELETED).await?;
            return Ok(false);
        };
        let preview = self.preview(&image.file_key).await?;
        let base = self.public_url.trim_end_matches('/');
        let email = &recipient.recipient_email;
        let card_url = format!("{base}/c/{}", self.links.card_token(&recipient.id));
        let unsubscribe_query = format!(
            "email={}&token={}",
            url::form_urlencoded::byte_serialize(email.as_bytes()).collect::<String>(),
            self.links.unsubscribe_token(email)
        );
        let unsubscribe_url = format!("{base}/api/unsubscribe?{unsubscribe_query}");
        let unsubscribe_page_url = format!("{base}/unsubscribe?{unsubscribe_query}");
        let report_url = format!("{card_url}?report=1");
        let built = message::build(CardEmail {
            from: self.mailer.from().clone(),
            to_name: &recipient.recipient_name,
            to_email: email,
            sender_name: &send.sender_name,
            message_id: &recipient.message_id,
            card_url: &card_url,
            unsubscribe_url: &unsubscribe_url,
            unsubscribe_page_url: &unsubscribe_page_url,
            report_url: &report_url,
            preview_jpeg: preview,
        })?;
        let subject = message::subject(&send.sender_name);
        self.mailer
            .deliver(db, email, &subject, &format!("Card: {card_url}"), built)
            .await?;
        sends::mark_sent(db, &recipient.id, Utc::now()).await?;
        // Log fields keep their first names, for searches already written.
        tracing::info!(delivery_id = %recipient.id, "card emailed");
        Ok(true)
    }

    /// The card's front, small, as JPEG (what every mail client shows).
    async fn preview(&self, file_key: &str) -> anyhow::Result<Vec<u8>> {
        let key: ImageKey = file_key.parse().context("a stored image with a bad key")?;
        let file = self
            .store
            .get(&key)
            .await?
            .context("the card's file is missing")?;
        tokio::task::spawn_blocking(move || {
            let picture = image::load_from_memory(&file.bytes)?
                .thumbnail(PREVIEW_PIXELS, PREVIEW_PIXELS)
                .to_rgb8();
            let mut jpeg = Cursor::new(Vec::new());
            picture.write_to(&mut jpeg, image::ImageFormat::Jpeg)?;
            Ok(jpeg.into_inner())
        })
        .await?
    }

    async fn failed_attempt(
        &self,
        recipient: &Recipient,
        now: DateTime<Utc>,
        error: &anyhow::Error,
    ) -> anyhow::Result<()> {
        tracing::warn!(delivery_id = %recipient.id, attempt = recipient.attempts, error = %format!("{error:#}"), "card email failed");
        let attempt = usize::try_from(recipient.attempts).unwrap_or(usize::MAX);
        match BACKOFF_MINUTES.get(attempt.saturating_sub(1)) {
            Some(minutes) => {
                let retry = now + Duration::minutes(*minutes);
                sends::retry_at(&self.db, &recipient.id, retry, GAVE_UP).await?;
            }
            None => sends::mark_failed(&self.db, &recipient.id, GAVE_UP).await?,
        }
        Ok(())
    }
}
