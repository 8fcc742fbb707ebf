//! What a recipient can do with the link in their email: open the card,
//! say thanks once, report it, or ask never to receive a card again. The
//! link is the only credential: an unknown token answers 404; a card its
//! sender deleted, or one that was reported, is gone for good (410).

use super::links::LinkKey;
use crate::auth::tokens;
use crate::error::{AppError, AppResult};
use crate::providers::email::Mailer;
use crate::store::card_sends::{self, Delivery, Send};
use crate::store::images::{self, Image};
use crate::store::users;
use cardsmith_domain::sending;
use chrono::Utc;
use sea_orm::DatabaseConnection;

pub const NOT_FOUND: &str = "This card link is not valid. Please check the link in your email.";
pub const GONE: &str = "This card is no longer available";
pub const ALREADY_THANKED: &str = "You have already said thank you for this card";
pub const UNSUBSCRIBE_INVALID: &str = "This unsubscribe link is not valid";

/// A card as its recipient sees it.
pub struct ReceivedCard {
    pub delivery: Delivery,
    pub send: Send,
    pub image: Image,
}

/// The card behind a token; `open` also records the first viewing.
pub async fn find(db: &DatabaseConnection, token: &str) -> AppResult<ReceivedCard> {
    let delivery = card_sends::find_by_token_hash(db, &tokens::hash(token))
        .await?
        // Not required to be marked sent: the email can be read before the
        // courier records it, and only an email ever carried the token.
        .ok_or_else(|| AppError::NotFound(NOT_FOUND.into()))?;
    let send = card_sends::find_send(db, &delivery.send_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NOT_FOUND.into()))?;
    if send.reported_at.is_some() {
        return Err(AppError::Gone(GONE.into()));
    }
    let image = images::find_for_user(db, &send.user_id, &send.image_id)
        .await?
        .ok_or_else(|| AppError::Gone(GONE.into()))?;
    Ok(ReceivedCard {
        delivery,
        send,
        image,
    })
}

pub async fn open(db: &DatabaseConnection, token: &str) -> AppResult<ReceivedCard> {
    let mut card = find(db, token).await?;
    if card.delivery.opened_at.is_none() {
        let at = Utc::now();
        card_sends::mark_opened(db, &card.delivery.id, at).await?;
        card.delivery.opened_at = Some(at);
    }
    Ok(card)
}

/// Keeps the recipient's one thank-you and emails it to the sender. The
/// reply is kept even when the email cannot go out; the sender sees it in
/// their list of sent cards either way.
pub async fn thank(
    db: &DatabaseConnection,
    mailer: &Mailer,
    public_url: &str,
    token: &str,
    text: &str,
) -> AppResult<ReceivedCard> {
    let text = sending::parse_thanks(text).map_err(|message| {
        AppError::fields(cardsmith_domain::account::FieldErrors::from([(
            "message", message,
        )]))
    })?;
    let mut card = open(db, token).await?;
    let at = Utc::now();
    if !card_sends::thank(db, &card.delivery.id, &text, at).await? {
        return Err(AppError::Conflict {
            message: ALREADY_THANKED.into(),
            field: "message",
        });
    }
    card.delivery.thanks = Some(text.clone());
    card.delivery.thanked_at = Some(at);
    if let Some(sender) = users::find_by_id(db, &card.send.user_id).await? {
        let name = &card.delivery.recipient_name;
        let subject = format!("{name} thanked you for your card");
        let body = format!(
            "{name} opened the card you sent and wrote back:\n\n{text}\n\n\
             See every card you sent: {}/sent\n",
            public_url.trim_end_matches('/')
        );
        if let Err(error) = mailer.send(db, &sender.email, &subject, &body).await {
            tracing::error!(error = %format!("{error:#}"), "the thank-you email failed");
        }
    }
    Ok(card)
}

/// Disables the card for everyone; what was still to be sent is stopped.
pub async fn report(db: &DatabaseConnection, token: &str) -> AppResult<()> {
    let card = find(db, token).await?;
    tracing::warn!(send_id = %card.send.id, "a card was reported and disabled");
    card_sends::report(db, &card.send.id, Utc::now()).await?;
    Ok(())
}

/// Honours an unsubscribe link: the address never receives another card.
pub async fn unsubscribe(
    db: &DatabaseConnection,
    links: &LinkKey,
    email: &str,
    token: &str,
) -> AppResult<()> {
    if !links.verify_unsubscribe(email, token) {
        return Err(AppError::validation(UNSUBSCRIBE_INVALID));
    }
    card_sends::unsubscribe(db, email).await?;
    Ok(())
}
