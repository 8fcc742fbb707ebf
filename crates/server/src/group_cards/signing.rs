//! A signer's side of a group card. No account is needed: the link is the
//! credential. Three kinds of link lead here: the card's share link, a
//! personal invitation, and a signer's own edit link. A signer can change
//! or delete their own messages until the card is sent; their own are the
//! ones signed from the same browser (its visitor cookie), through their
//! invitation, or named by their edit link.

use super::emails;
use super::links::sign_url;
use super::photos::SignerPhotos;
use super::{GroupCardError, max_messages};
use crate::auth::{throttles, tokens};
use crate::images::suggestions::{Asker, Suggestions};
use crate::providers::email::Mailer;
use crate::providers::text::MessageRequest;
use crate::store::group_cards::{
    self, GroupCard, GroupCardStatus, Invite, Message, MessageFields, NewMessage, PhotoChange,
};
use crate::store::images::{self, Image};
use crate::store::throttle::Limit;
use crate::store::{self as database, sends};
use cardsmith_domain::card_messages::Tone;
use cardsmith_domain::cards::Category;
use cardsmith_domain::group_cards::{RawMessage, SignedMessage};
use chrono::{Duration, Utc};
use sea_orm::DatabaseConnection;

/// Changes through one card's links, from everyone: enough for every signer
/// a card can have to sign and correct themselves within the hour.
const CARD_CHANGES: Limit = Limit {
    max: 600,
    window: Duration::hours(1),
};
/// Changes from one browser (or one personal link) to one card.
const SIGNER_CHANGES: Limit = Limit {
    max: 30,
    window: Duration::hours(1),
};

/// The occasion suggestions are for when the card's front is a picture
/// rather than one of our cards: most group cards are for birthdays.
const DEFAULT_OCCASION: Category = Category::Birthday;

/// Which link the signer came through.
#[derive(Debug, Clone)]
pub enum Credential {
    Share,
    Invite(Invite),
    /// A message's own edit link: the message it names, by id.
    Edit {
        message_id: String,
    },
}

/// Who is asking: the token of their link, and their browser's visitor id.
pub struct Signer<'a> {
    pub token: &'a str,
    pub visitor: Option<&'a str>,
}

/// What a signer's form holds, before any checks.
pub struct MessageForm {
    pub text: String,
    pub name: String,
    pub font: Option<String>,
    pub colour: Option<String>,
    pub signature: Vec<Vec<[i64; 2]>>,
    pub email: Option<String>,
    pub photo: PhotoInput,
}

/// What the form asks of the message's photo.
pub enum PhotoInput {
    /// Leave it as it is: none for a new message.
    Keep,
    Remove,
    /// A new photo, as a `data:` URL.
    Upload(String),
}

/// A group card as a signer sees it.
pub struct SigningPage {
    pub card: GroupCard,
    pub image: Image,
    pub credential: Credential,
    /// Others' messages this signer may read (none while the organiser
    /// hides them until sending), without hidden ones.
    pub messages: Vec<Message>,
    /// The messages this signer may change.
    pub own: Vec<Message>,
    /// Why new messages are not taken now; none while they are.
    pub closed: Option<GroupCardError>,
}

/// The signer's operations, with the handles they take.
#[derive(Clone)]
pub struct Signing {
    db: DatabaseConnection,
    mailer: Mailer,
    photos: SignerPhotos,
    public_url: String,
}

impl Signing {
    pub fn new(
        db: DatabaseConnection,
        mailer: Mailer,
        photos: SignerPhotos,
        public_url: String,
    ) -> Self {
        Signing {
            db,
            mailer,
            photos,
            public_url,
        }
    }

    /// The card behind a link, with what this signer may see and change.
    pub async fn open(&self, signer: &Signer<'_>) -> Result<SigningPage, GroupCardError> {
        let (card, credential, image) = self.resolve(signer.token).await?;
        self.page(card, image, credential, signer).await
    }

    /// Adds a message; answers the page and the message's own edit link
    /// (emailed too, when the signer gave an address).
    pub async fn sign(
        &self,
        signer: &Signer<'_>,
        form: MessageForm,
    ) -> Result<(SigningPage, String), GroupCardError> {
        let (card, credential, image) = self.resolve(signer.token).await?;
        let invite_id = match &credential {
            Credential::Share => None,
            Credential::Invite(invite) => Some(invite.id.clone()),
            Credential::Edit { .. } => return Err(GroupCardError::EditLinkOnly),
        };
        self.take_turn(&card, signer).await?;
        let message = parse(&form)?;
        if let Some(reason) = closed_reason(&card) {
            // Refused before any photo is read; the store's gate still
            // decides for a card that closes meanwhile.
            return Err(reason);
        }
        let photo = self.photo_change(form.photo).await?;
        let edit_token = tokens::new_token();
        let stored = group_cards::sign(
            &self.db,
            NewMessage {
                id: database::new_id(),
                card_id: card.id.clone(),
                invite_id,
                device_hash: signer.visitor.map(device_hash),
                edit_token_hash: tokens::hash(&edit_token),
                fields: fields(&message, photo.clone()),
            },
            max_messages(),
        )
        .await;
        let stored = match stored {
            Ok(Ok(stored)) => stored,
            refused_or_failed => {
                self.photos.discard(new_key(&photo)).await;
                refused_or_failed?.map_err(|refusal| GroupCardError::refused(refusal, &card))?
            }
        };
        let edit_url = sign_url(&self.public_url, &edit_token);
        if let (Some(email), Credential::Share) = (&stored.email, &credential) {
            let email_text = emails::edit_link(&card, &edit_url);
            emails::send_quietly(&self.mailer, &self.db, email, &email_text).await;
        }
        let card = self.reload(&card).await?;
        Ok((self.page(card, image, credential, signer).await?, edit_url))
    }

    /// Changes one of the signer's own messages until the card is sent.
    pub async fn edit(
        &self,
        signer: &Signer<'_>,
        message_id: &str,
        form: MessageForm,
    ) -> Result<SigningPage, GroupCardError> {
        let (card, credential, image) = self.resolve(signer.token).await?;
        self.require_own(&card, &credential, signer, message_id)
            .await?;
        self.take_turn(&card, signer).await?;
        let message = parse(&form)?;
        if card.status != GroupCardStatus::Collecting {
            // Refused before any photo is read, as above.
            return Err(GroupCardError::not_collecting(&card));
        }
        let photo = self.photo_change(form.photo).await?;
        let edited = group_cards::edit_message(
            &self.db,
            &card.id,
            message_id,
            fields(&message, photo.clone()),
        )
        .await;
        match edited {
            Ok(Ok(edited)) => self.photos.discard(edited.dropped_photo.as_deref()).await,
            refused_or_failed => {
                self.photos.discard(new_key(&photo)).await;
                refused_or_failed?.map_err(|refusal| GroupCardError::refused(refusal, &card))?;
            }
        }
        let card = self.reload(&card).await?;
        self.page(card, image, credential, signer).await
    }

    /// Deletes one of the signer's own messages until the card is sent.
    pub async fn delete(
        &self,
        signer: &Signer<'_>,
        message_id: &str,
    ) -> Result<SigningPage, GroupCardError> {
        let (card, credential, image) = self.resolve(signer.token).await?;
        self.require_own(&card, &credential, signer, message_id)
            .await?;
        self.take_turn(&card, signer).await?;
        let deleted = group_cards::delete_message(&self.db, &card.id, message_id)
            .await?
            .map_err(|refusal| GroupCardError::refused(refusal, &card))?;
        self.photos.discard(deleted.photo_key.as_deref()).await;
        let card = self.reload(&card).await?;
        self.page(card, image, credential, signer).await
    }

    /// Stops the reminders to the person a personal invitation went to.
    pub async fn stop_reminders(&self, signer: &Signer<'_>) -> Result<SigningPage, GroupCardError> {
        let (card, credential, image) = self.resolve(signer.token).await?;
        let Credential::Invite(invite) = &credential else {
            return Err(GroupCardError::LinkNotFound);
        };
        group_cards::stop_reminders(&self.db, &invite.id, Utc::now()).await?;
        let credential = Credential::Invite(Invite {
            stopped_at: Some(Utc::now()),
            ..invite.clone()
        });
        self.page(card, image, credential, signer).await
    }

    /// Messages to start from, for the card's recipient and occasion in
    /// `tone`, while the card is collecting. Everyone who signs a card
    /// shares its links, so the asking is counted against the card.
    pub async fn suggest(
        &self,
        token: &str,
        tone: Tone,
        suggestions: &Suggestions,
    ) -> Result<Vec<String>, GroupCardError> {
        let (card, _, image) = self.resolve(token).await?;
        if card.status != GroupCardStatus::Collecting {
            return Err(GroupCardError::not_collecting(&card));
        }
        let request = MessageRequest {
            category: image.card_category.map_or(DEFAULT_OCCASION, Category::from),
            tone,
            name: Some(card.recipient_name.trim()).filter(|name| !name.is_empty()),
            description: &card.title,
        };
        Ok(suggestions
            .suggest(Asker::GroupCard(&card.id), &request)
            .await?)
    }

    /// Reads and keeps an uploaded photo; a refused one is a 400 on `photo`.
    async fn photo_change(&self, input: PhotoInput) -> Result<PhotoChange, GroupCardError> {
        Ok(match input {
            PhotoInput::Keep => PhotoChange::Keep,
            PhotoInput::Remove => PhotoChange::Remove,
            PhotoInput::Upload(data_url) => PhotoChange::Set(self.photos.keep(data_url).await?),
        })
    }

    /// The card and the kind of link a token is; 404 for a token of none.
    async fn resolve(&self, token: &str) -> Result<(GroupCard, Credential, Image), GroupCardError> {
        let db = &self.db;
        let hash = tokens::hash(token);
        let (card_id, credential) =
            if let Some(card) = group_cards::find_by_share_hash(db, &hash).await? {
                (card.id, Credential::Share)
            } else if let Some(invite) = group_cards::find_invite_by_hash(db, &hash).await? {
                (invite.group_card_id.clone(), Credential::Invite(invite))
            } else if let Some(message) = group_cards::find_message_by_edit_hash(db, &hash).await? {
                let message_id = message.id;
                (message.group_card_id, Credential::Edit { message_id })
            } else {
                return Err(GroupCardError::LinkNotFound);
            };
        let card = group_cards::find(db, &card_id)
            .await?
            .ok_or(GroupCardError::LinkNotFound)?;
        let image = self.front(&card).await?;
        Ok((card, credential, image))
    }

    async fn reload(&self, card: &GroupCard) -> Result<GroupCard, GroupCardError> {
        group_cards::find(&self.db, &card.id)
            .await?
            .ok_or(GroupCardError::LinkNotFound)
    }

    /// The card's front, or 410 for a card its organiser deleted or that was
    /// reported once sent: checked before any change, so a gone card takes none.
    async fn front(&self, card: &GroupCard) -> Result<Image, GroupCardError> {
        let image = images::find_for_user(&self.db, &card.user_id, &card.image_id)
            .await?
            .ok_or(GroupCardError::Gone)?;
        if let Some(send_id) = &card.send_id {
            let send = sends::find_send(&self.db, send_id).await?;
            if send.is_none_or(|send| send.reported_at.is_some()) {
                return Err(GroupCardError::Gone);
            }
        }
        Ok(image)
    }

    async fn page(
        &self,
        card: GroupCard,
        image: Image,
        credential: Credential,
        signer: &Signer<'_>,
    ) -> Result<SigningPage, GroupCardError> {
        let all = group_cards::messages(&self.db, &card.id).await?;
        let device = signer.visitor.map(device_hash);
        let (own, others): (Vec<Message>, Vec<Message>) = all
            .into_iter()
            .partition(|message| is_own(message, &credential, device.as_deref()));
        let show_others = !card.hide_messages || card.status == GroupCardStatus::Sent;
        let messages = others
            .into_iter()
            .filter(|m| show_others && m.hidden_at.is_none())
            .collect();
        let closed = closed_reason(&card);
        Ok(SigningPage {
            card,
            image,
            credential,
            messages,
            own,
            closed,
        })
    }

    async fn require_own(
        &self,
        card: &GroupCard,
        credential: &Credential,
        signer: &Signer<'_>,
        message_id: &str,
    ) -> Result<(), GroupCardError> {
        let device = signer.visitor.map(device_hash);
        let own = group_cards::find_message(&self.db, &card.id, message_id)
            .await?
            .is_some_and(|m| is_own(&m, credential, device.as_deref()));
        if own {
            Ok(())
        } else {
            Err(GroupCardError::MessageNotFound)
        }
    }

    /// Counts a change against the card's links and against this signer.
    async fn take_turn(&self, card: &GroupCard, signer: &Signer<'_>) -> Result<(), GroupCardError> {
        let what = "Too many changes to this card at once";
        throttles::take(
            &self.db,
            &format!("group-card:{}", card.id),
            CARD_CHANGES,
            what,
        )
        .await?;
        let who = signer
            .visitor
            .map_or_else(|| tokens::hash(signer.token), device_hash);
        let what = "You have made many changes to this card";
        let key = format!("group-signer:{}:{who}", card.id);
        throttles::take(&self.db, &key, SIGNER_CHANGES, what).await?;
        Ok(())
    }
}

/// What a browser's messages are known by: never the visitor id itself.
fn device_hash(visitor: &str) -> String {
    tokens::hash(&format!("group-signer:{visitor}"))
}

fn is_own(message: &Message, credential: &Credential, device: Option<&str>) -> bool {
    let by_link = match credential {
        Credential::Share => false,
        Credential::Invite(invite) => message.invite_id.as_deref() == Some(invite.id.as_str()),
        Credential::Edit { message_id } => *message_id == message.id,
    };
    by_link || (device.is_some() && message.device_hash.as_deref() == device)
}

/// Why the card takes no new messages now, if it does not.
fn closed_reason(card: &GroupCard) -> Option<GroupCardError> {
    match card.status {
        GroupCardStatus::Cancelled => Some(GroupCardError::Cancelled),
        GroupCardStatus::Sealed | GroupCardStatus::Sent => Some(GroupCardError::Sent),
        GroupCardStatus::Collecting if card.deadline_at <= Utc::now() => {
            Some(GroupCardError::PastDeadline)
        }
        GroupCardStatus::Collecting if card.message_count >= max_messages() => {
            Some(GroupCardError::Full)
        }
        GroupCardStatus::Collecting => None,
    }
}

fn parse(form: &MessageForm) -> Result<SignedMessage, GroupCardError> {
    SignedMessage::parse(RawMessage {
        text: &form.text,
        name: &form.name,
        font: form.font.as_deref(),
        colour: form.colour.as_deref(),
        signature: &form.signature,
        email: form.email.as_deref(),
    })
    .map_err(GroupCardError::Invalid)
}

/// The key of a photo a change would have added.
fn new_key(change: &PhotoChange) -> Option<&str> {
    match change {
        PhotoChange::Set(photo) => Some(&photo.key),
        PhotoChange::Keep | PhotoChange::Remove => None,
    }
}

fn fields(message: &SignedMessage, photo: PhotoChange) -> MessageFields {
    let strokes: Vec<Vec<[u16; 2]>> = message
        .signature
        .iter()
        .map(|stroke| stroke.iter().map(|(x, y)| [*x, *y]).collect())
        .collect();
    MessageFields {
        name: message.name.clone(),
        text: message.text.clone(),
        font: message.font.to_owned(),
        colour: message.colour.to_owned(),
        signature: serde_json::to_string(&strokes).unwrap_or_else(|_| "[]".to_owned()),
        email: message.email.as_ref().map(|e| e.as_str().to_owned()),
        photo,
    }
}
