//! The organiser's side of a group card: starting one from a card they
//! made, inviting signers by link or email, following who signed, keeping
//! the messages in order (hide or delete any), reminding, and sending.

use super::delivery::GroupDelivery;
use super::emails;
use super::links::SigningLinks;
use super::photos::SignerPhotos;
use super::{GroupCardError, REMIND_NOW_EVERY};
use crate::auth::throttles;
use crate::providers::email::Mailer;
use crate::sending::links::LinkKey;
use crate::store::group_cards::{
    self, GroupCard, GroupCardStatus, Invite, Message, NewGroupCard, NewInvite,
};
use crate::store::images::{self, Image};
use crate::store::throttle::Limit;
use crate::store::{self as database, sends, users};
use cardsmith_domain::account::FieldErrors;
use cardsmith_domain::group_cards::{self as rules, GroupCardPlan, MAX_INVITES, RawGroupCard};
use chrono::Utc;
use sea_orm::DatabaseConnection;

/// What the organiser's form holds, before any checks.
pub struct GroupCardForm {
    pub title: String,
    pub recipient_name: String,
    pub recipient_email: String,
    pub organiser_name: String,
    pub deadline: String,
    pub send_at: String,
    pub time_zone: String,
    pub hide_messages: bool,
}

/// A group card as its organiser sees it: every message (hidden ones too),
/// every invitation, and the share link while it is open.
pub struct Organised {
    pub card: GroupCard,
    /// None once the organiser deleted the card's image.
    pub image: Option<Image>,
    pub messages: Vec<Message>,
    pub invites: Vec<Invite>,
    pub share_url: Option<String>,
}

/// One of the organiser's group cards in their list.
pub struct Listed {
    pub card: GroupCard,
    pub image: Option<Image>,
    pub invited: usize,
}

/// The organiser's operations, with the handles they take.
#[derive(Clone)]
pub struct GroupCards {
    db: DatabaseConnection,
    mailer: Mailer,
    key: LinkKey,
    public_url: String,
    delivery: GroupDelivery,
    photos: SignerPhotos,
}

impl GroupCards {
    pub fn new(
        db: DatabaseConnection,
        mailer: Mailer,
        key: LinkKey,
        public_url: String,
        delivery: GroupDelivery,
        photos: SignerPhotos,
    ) -> Self {
        GroupCards {
            db,
            mailer,
            key,
            public_url,
            delivery,
            photos,
        }
    }

    /// Starts a group card from one of the user's cards or images.
    pub async fn start(
        &self,
        user_id: &str,
        image_id: &str,
        form: GroupCardForm,
    ) -> Result<Organised, GroupCardError> {
        self.require_verified(user_id).await?;
        if images::find_for_user(&self.db, user_id, image_id)
            .await?
            .is_none()
        {
            return Err(GroupCardError::CardNotFound);
        }
        let plan = GroupCardPlan::parse(
            RawGroupCard {
                title: &form.title,
                recipient_name: &form.recipient_name,
                recipient_email: &form.recipient_email,
                organiser_name: &form.organiser_name,
                deadline: &form.deadline,
                send_at: &form.send_at,
                time_zone: &form.time_zone,
            },
            Utc::now(),
        )
        .map_err(GroupCardError::Invalid)?;
        let id = database::new_id();
        let share_token_hash = self.links().share_hash(&id, 0);
        let minutes = "%Y-%m-%dT%H:%M";
        let card = group_cards::create(
            &self.db,
            NewGroupCard {
                id,
                user_id: user_id.to_owned(),
                image_id: image_id.to_owned(),
                title: plan.title,
                organiser_name: plan.organiser_name,
                recipient_name: plan.recipient_name,
                recipient_email: plan.recipient_email.as_str().to_owned(),
                time_zone: plan.time_zone.name().to_owned(),
                local_deadline: plan.local_deadline.format(minutes).to_string(),
                deadline_at: plan.deadline,
                local_send_at: plan.local_send_at.format(minutes).to_string(),
                due_at: plan.send_at,
                hide_messages: form.hide_messages,
                share_token_hash,
            },
        )
        .await?;
        self.find(user_id, &card.id).await
    }

    /// The user's group cards, newest first.
    pub async fn list(&self, user_id: &str) -> Result<Vec<Listed>, GroupCardError> {
        let cards = group_cards::list_for_user(&self.db, user_id).await?;
        let image_ids: Vec<&str> = cards.iter().map(|c| c.image_id.as_str()).collect();
        let found = images::find_many_for_user(&self.db, user_id, &image_ids).await?;
        let card_ids: Vec<&str> = cards.iter().map(|c| c.id.as_str()).collect();
        let invites = group_cards::invites_of(&self.db, &card_ids).await?;
        Ok(cards
            .into_iter()
            .map(|card| Listed {
                image: found.iter().find(|i| i.id == card.image_id).cloned(),
                invited: invites
                    .iter()
                    .filter(|i| i.group_card_id == card.id)
                    .count(),
                card,
            })
            .collect())
    }

    pub async fn find(&self, user_id: &str, id: &str) -> Result<Organised, GroupCardError> {
        let card = self.own(user_id, id).await?;
        let image = images::find_for_user(&self.db, user_id, &card.image_id).await?;
        let messages = group_cards::messages(&self.db, id).await?;
        let invites = group_cards::invites(&self.db, id).await?;
        let share_url = self.links().share_url(&card);
        Ok(Organised {
            card,
            image,
            messages,
            invites,
            share_url,
        })
    }

    /// Invites people by email, each with a personal link; addresses
    /// invited already are skipped. The invitations go out at once.
    pub async fn invite(
        &self,
        user_id: &str,
        id: &str,
        emails: &[String],
    ) -> Result<Organised, GroupCardError> {
        let card = self.own(user_id, id).await?;
        let emails = rules::parse_invites(emails)
            .map_err(|message| GroupCardError::Invalid(FieldErrors::from([("emails", message)])))?;
        let invites = emails
            .iter()
            .map(|email| {
                let id = database::new_id();
                NewInvite {
                    token_hash: self.links().invite_hash(&id),
                    id,
                    email: email.as_str().to_owned(),
                }
            })
            .collect();
        let added = group_cards::add_invites(&self.db, id, invites, MAX_INVITES).await?;
        let added = added.map_err(|refusal| GroupCardError::refused(refusal, &card))?;
        for invite in &added {
            let email = emails::invitation(&card, &self.links().invite(&invite.id));
            emails::send_quietly(&self.mailer, &self.db, &invite.email, &email).await;
        }
        self.find(user_id, id).await
    }

    /// A new share link; the old one stops working (signers' own links keep working).
    pub async fn rotate_link(&self, user_id: &str, id: &str) -> Result<Organised, GroupCardError> {
        let card = self.own(user_id, id).await?;
        let version = card.share_version + 1;
        let hash = self.links().share_hash(id, version);
        if !group_cards::set_share_link(&self.db, id, Some((version, hash))).await? {
            return Err(GroupCardError::not_collecting(&card));
        }
        self.find(user_id, id).await
    }

    /// Closes the share link to newcomers; invited people and signers keep their own links.
    pub async fn close_link(&self, user_id: &str, id: &str) -> Result<Organised, GroupCardError> {
        let card = self.own(user_id, id).await?;
        if !group_cards::set_share_link(&self.db, id, None).await? {
            return Err(GroupCardError::not_collecting(&card));
        }
        self.find(user_id, id).await
    }

    pub async fn hide_message(
        &self,
        user_id: &str,
        id: &str,
        message_id: &str,
        hidden: bool,
    ) -> Result<Organised, GroupCardError> {
        let card = self.own(user_id, id).await?;
        group_cards::set_hidden(&self.db, id, message_id, hidden)
            .await?
            .map_err(|refusal| GroupCardError::refused(refusal, &card))?;
        self.find(user_id, id).await
    }

    pub async fn delete_message(
        &self,
        user_id: &str,
        id: &str,
        message_id: &str,
    ) -> Result<Organised, GroupCardError> {
        let card = self.own(user_id, id).await?;
        let deleted = group_cards::delete_message(&self.db, id, message_id)
            .await?
            .map_err(|refusal| GroupCardError::refused(refusal, &card))?;
        self.photos.discard(deleted.photo_key.as_deref()).await;
        self.find(user_id, id).await
    }

    /// Emails everyone invited who has not signed (and did not ask to stop),
    /// once every [`REMIND_NOW_EVERY`]. Answers the card and how many were reminded.
    pub async fn remind_now(
        &self,
        user_id: &str,
        id: &str,
    ) -> Result<(Organised, usize), GroupCardError> {
        let card = self.own(user_id, id).await?;
        if card.status != GroupCardStatus::Collecting {
            return Err(GroupCardError::not_collecting(&card));
        }
        let limit = Limit {
            max: 1,
            window: REMIND_NOW_EVERY,
        };
        let what = "Reminders can go once every 12 hours";
        throttles::take(&self.db, &remind_key(id), limit, what).await?;
        let messages = group_cards::messages(&self.db, id).await?;
        let invites = group_cards::invites(&self.db, id).await?;
        let mut reminded = 0;
        for invite in invites.iter().filter(|i| needs_reminding(i, &messages)) {
            if sends::is_unsubscribed(&self.db, &invite.email).await? {
                continue;
            }
            let email = emails::reminder(&card, &self.links().invite(&invite.id));
            emails::send_quietly(&self.mailer, &self.db, &invite.email, &email).await;
            group_cards::mark_reminded(&self.db, &invite.id, Utc::now()).await?;
            reminded += 1;
        }
        Ok((self.find(user_id, id).await?, reminded))
    }

    /// Sends the card now: signing closes and the card goes to the courier.
    pub async fn send_now(&self, user_id: &str, id: &str) -> Result<Organised, GroupCardError> {
        let card = self.own(user_id, id).await?;
        let now = Utc::now();
        if !group_cards::send_now(&self.db, id, now).await? {
            return Err(GroupCardError::not_collecting(&card));
        }
        self.delivery
            .send(GroupCard {
                due_at: now,
                ..card
            })
            .await?;
        self.find(user_id, id).await
    }

    /// Calls the card off before it goes; its links stop working.
    pub async fn cancel(&self, user_id: &str, id: &str) -> Result<Organised, GroupCardError> {
        let card = self.own(user_id, id).await?;
        if !group_cards::cancel(&self.db, id).await? {
            return Err(GroupCardError::not_collecting(&card));
        }
        self.find(user_id, id).await
    }

    async fn own(&self, user_id: &str, id: &str) -> Result<GroupCard, GroupCardError> {
        group_cards::find_for_user(&self.db, user_id, id)
            .await?
            .ok_or(GroupCardError::NotFound)
    }

    async fn require_verified(&self, user_id: &str) -> Result<(), GroupCardError> {
        let user = users::find_by_id(&self.db, user_id)
            .await?
            .ok_or(GroupCardError::SignedOut)?;
        if user.email_verified_at.is_none() {
            return Err(GroupCardError::EmailNotVerified);
        }
        Ok(())
    }

    fn links(&self) -> SigningLinks<'_> {
        SigningLinks {
            key: &self.key,
            public_url: &self.public_url,
        }
    }
}

/// The throttle key of the organiser's "Remind now".
pub fn remind_key(card_id: &str) -> String {
    format!("group-remind:{card_id}")
}

/// Invited, not signed, and did not ask to stop.
fn needs_reminding(invite: &Invite, messages: &[Message]) -> bool {
    invite.stopped_at.is_none()
        && !messages
            .iter()
            .any(|m| m.invite_id.as_deref() == Some(invite.id.as_str()))
}
