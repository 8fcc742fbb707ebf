//! A user's sends: scheduling a card to up to ten people, editing or
//! cancelling it while it waits, and sending it again to someone who has
//! not opened it. Sending costs no credits; it needs a confirmed email
//! address and stays within a daily number of recipients.

use super::links::LinkKey;
use super::settings::SendingSettings;
use crate::store::images::{self, Image};
use crate::store::sends::{
    self, CreateSendError, EditSendError, NewSend, Recipient, Send, SendWithRecipients,
};
use crate::store::users;
use cardsmith_domain::account::FieldErrors;
use cardsmith_domain::sending::{self, RawSend, SendPlan, SendTime};
use chrono::Utc;
use sea_orm::{DatabaseConnection, DbErr};

pub const EMAIL_NOT_VERIFIED: &str = "Please verify your email address before sending cards";
pub const CARD_NOT_FOUND: &str = "Card not found";
pub const SEND_NOT_FOUND: &str = "Sent card not found";
pub const RECIPIENT_NOT_FOUND: &str = "Recipient not found";
pub const NOT_EDITABLE: &str = "This card is already on its way and can no longer be changed";
pub const NOTHING_TO_CANCEL: &str = "This card has already been sent";
pub const CANNOT_RESEND: &str =
    "A card can be sent again once a day to a recipient who has not opened it";

/// What the send form holds, before any checks.
pub struct SendForm {
    /// (name, email) pairs.
    pub recipients: Vec<(String, String)>,
    pub message: String,
    pub sender_name: String,
    pub font: Option<String>,
    /// `YYYY-MM-DDTHH:MM` in `time_zone`; none sends now.
    pub send_at: Option<String>,
    pub time_zone: String,
}

/// A send with its recipients and the card it carries (none once the
/// sender deleted it).
pub struct SendWithCard {
    pub send: Send,
    pub recipients: Vec<Recipient>,
    pub card: Option<Image>,
}

/// Why a send, or a change to one, was refused.
#[derive(Debug, thiserror::Error)]
pub enum SendError {
    #[error("the account is gone")]
    SignedOut,
    #[error("{EMAIL_NOT_VERIFIED}")]
    EmailNotVerified,
    #[error("{CARD_NOT_FOUND}")]
    CardNotFound,
    #[error("{SEND_NOT_FOUND}")]
    NotFound,
    #[error("{RECIPIENT_NOT_FOUND}")]
    RecipientNotFound,
    #[error("{NOT_EDITABLE}")]
    NotEditable,
    #[error("{NOTHING_TO_CANCEL}")]
    NothingToCancel,
    #[error("{CANNOT_RESEND}")]
    CannotResend,
    #[error("the account reached its {per_day} recipients for the day")]
    DailyLimit { per_day: u64 },
    /// Fields of the form, each with what is wrong with it.
    #[error("the send form is invalid")]
    Invalid(FieldErrors),
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// Scheduling, editing, cancelling and re-sending cards, with the handles
/// that takes: the database, the link key and the limits.
#[derive(Clone)]
pub struct Sends {
    db: DatabaseConnection,
    links: LinkKey,
    /// Message-IDs end in this domain (the site's host).
    mail_domain: String,
    recipients_per_day: u64,
}

impl Sends {
    /// `mail_domain` is the site's host, which Message-IDs end in.
    pub fn new(
        settings: &SendingSettings,
        mail_domain: String,
        db: DatabaseConnection,
        links: LinkKey,
    ) -> Self {
        Sends {
            db,
            links,
            mail_domain,
            recipients_per_day: settings.recipients_per_day,
        }
    }

    /// Schedules one of the user's images to be emailed.
    pub async fn send(
        &self,
        user_id: &str,
        image_id: &str,
        form: SendForm,
    ) -> Result<SendWithCard, SendError> {
        self.require_verified(user_id).await?;
        if images::find_for_user(&self.db, user_id, image_id)
            .await?
            .is_none()
        {
            return Err(SendError::CardNotFound);
        }
        let (plan, font) = check(&form).map_err(SendError::Invalid)?;
        let token_hash_for = |id: &str| self.links.card_token_hash(id);
        let created = sends::create(
            &self.db,
            self.new_send(user_id, image_id, &plan, font, &form, &token_hash_for),
            self.recipients_per_day,
        )
        .await;
        match created {
            Ok(sent) => self.with_card(user_id, sent).await,
            Err(CreateSendError::DailyLimit) => Err(self.daily_limit()),
            Err(CreateSendError::Db(err)) => Err(err.into()),
        }
    }

    /// A page of the user's sends, newest first, and how many there are in all.
    pub async fn list(
        &self,
        user_id: &str,
        page: u64,
        per_page: u64,
    ) -> Result<(Vec<SendWithCard>, u64), SendError> {
        let (listed, total) = sends::list_for_user(&self.db, user_id, page, per_page).await?;
        let image_ids: Vec<&str> = listed
            .iter()
            .map(|(send, _)| send.image_id.as_str())
            .collect();
        let cards = images::find_many_for_user(&self.db, user_id, &image_ids).await?;
        let listed = listed
            .into_iter()
            .map(|(send, recipients)| SendWithCard {
                card: cards
                    .iter()
                    .find(|image| image.id == send.image_id)
                    .cloned(),
                send,
                recipients,
            })
            .collect();
        Ok((listed, total))
    }

    /// One of the user's sends.
    pub async fn find(&self, user_id: &str, send_id: &str) -> Result<SendWithCard, SendError> {
        let found = self.find_own(user_id, send_id).await?;
        self.with_card(user_id, found).await
    }

    /// Changes a send that has not started going out.
    pub async fn edit(
        &self,
        user_id: &str,
        send_id: &str,
        form: SendForm,
    ) -> Result<SendWithCard, SendError> {
        let (send, _) = self.find_own(user_id, send_id).await?;
        let (plan, font) = check(&form).map_err(SendError::Invalid)?;
        let token_hash_for = |id: &str| self.links.card_token_hash(id);
        let new_send = self.new_send(user_id, &send.image_id, &plan, font, &form, &token_hash_for);
        match sends::edit(&self.db, send_id, new_send, self.recipients_per_day).await {
            Ok(edited) => self.with_card(user_id, edited).await,
            Err(EditSendError::NotEditable) => Err(SendError::NotEditable),
            Err(EditSendError::DailyLimit) => Err(self.daily_limit()),
            Err(EditSendError::Db(err)) => Err(err.into()),
        }
    }

    /// Stops the recipients not yet mailed.
    pub async fn cancel(&self, user_id: &str, send_id: &str) -> Result<SendWithCard, SendError> {
        self.find_own(user_id, send_id).await?;
        if sends::cancel(&self.db, send_id, Utc::now()).await? == 0 {
            return Err(SendError::NothingToCancel);
        }
        self.find(user_id, send_id).await
    }

    /// Emails the card again, as a new message, to a recipient who has not opened it.
    pub async fn resend(
        &self,
        user_id: &str,
        send_id: &str,
        recipient_id: &str,
    ) -> Result<SendWithCard, SendError> {
        let (send, recipients) = self.find_own(user_id, send_id).await?;
        if !recipients.iter().any(|r| r.id == recipient_id) {
            return Err(SendError::RecipientNotFound);
        }
        if send.reported_at.is_some() {
            return Err(SendError::CannotResend);
        }
        let at = Utc::now();
        let message_id = format!(
            "<card-{recipient_id}-{}@{}>",
            at.timestamp_millis(),
            self.mail_domain
        );
        if !sends::resend(&self.db, recipient_id, &message_id, at).await? {
            return Err(SendError::CannotResend);
        }
        self.find(user_id, send_id).await
    }

    async fn find_own(
        &self,
        user_id: &str,
        send_id: &str,
    ) -> Result<SendWithRecipients, SendError> {
        sends::find_for_user(&self.db, user_id, send_id)
            .await?
            .ok_or(SendError::NotFound)
    }

    async fn with_card(
        &self,
        user_id: &str,
        (send, recipients): SendWithRecipients,
    ) -> Result<SendWithCard, SendError> {
        let card = images::find_for_user(&self.db, user_id, &send.image_id).await?;
        Ok(SendWithCard {
            send,
            recipients,
            card,
        })
    }

    async fn require_verified(&self, user_id: &str) -> Result<(), SendError> {
        let user = users::find_by_id(&self.db, user_id)
            .await?
            .ok_or(SendError::SignedOut)?;
        if user.email_verified_at.is_none() {
            return Err(SendError::EmailNotVerified);
        }
        Ok(())
    }

    fn daily_limit(&self) -> SendError {
        SendError::DailyLimit {
            per_day: self.recipients_per_day,
        }
    }

    fn new_send<'a>(
        &'a self,
        user_id: &'a str,
        image_id: &'a str,
        plan: &'a SendPlan,
        font: &'a str,
        form: &'a SendForm,
        token_hash_for: &'a (dyn Fn(&str) -> String + Sync),
    ) -> NewSend<'a> {
        let local_send_at = match &plan.time {
            SendTime::Now => None,
            SendTime::At { local, .. } => Some(local.format("%Y-%m-%dT%H:%M").to_string()),
        };
        NewSend {
            user_id,
            image_id,
            sender_name: &plan.sender_name,
            message: &plan.message,
            font,
            time_zone: form.time_zone.trim(),
            local_send_at,
            due_at: plan.time.due(Utc::now()),
            recipients: plan
                .recipients
                .iter()
                .map(|r| (r.name.clone(), r.email.as_str().to_owned()))
                .collect(),
            token_hash_for,
            mail_domain: &self.mail_domain,
        }
    }
}

/// Every rule of the form at once: the domain's, and the font.
fn check(form: &SendForm) -> Result<(SendPlan, &'static str), FieldErrors> {
    let raw = RawSend {
        recipients: &form.recipients,
        message: &form.message,
        sender_name: &form.sender_name,
        send_at: form.send_at.as_deref().filter(|at| !at.trim().is_empty()),
        time_zone: &form.time_zone,
    };
    let plan = SendPlan::parse(raw, Utc::now());
    let font = sending::parse_font(form.font.as_deref());
    match (plan, font) {
        (Ok(plan), Ok(font)) => Ok((plan, font)),
        (plan, font) => {
            let mut errors = plan.err().unwrap_or_else(FieldErrors::new);
            if let Err(message) = font {
                errors.insert("font", message);
            }
            Err(errors)
        }
    }
}
