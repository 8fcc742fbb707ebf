//! A user's sends: scheduling a card to up to ten people, editing or
//! cancelling it while it waits, and sending it again to someone who has
//! not opened it. Sending costs no credits; it needs a confirmed email
//! address and stays within a daily number of recipients.

use super::links::LinkKey;
use crate::error::{AppError, AppResult};
use crate::store::card_sends::{self, CreateSendError, Delivery, EditSendError, NewSend, Send};
use crate::store::{images, users};
use cardsmith_domain::account::FieldErrors;
use cardsmith_domain::sending::{self, RawSend, SendPlan, SendTime};
use chrono::Utc;
use sea_orm::DatabaseConnection;

pub const EMAIL_NOT_VERIFIED: &str = "Please verify your email address before sending cards";
pub const CARD_NOT_FOUND: &str = "Card not found";
pub const SEND_NOT_FOUND: &str = "Sent card not found";
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

/// A send with its recipients.
pub type SendWithDeliveries = (Send, Vec<Delivery>);

/// The handles sending needs: the database, the link key and the limits.
#[derive(Clone)]
pub struct CardSends {
    pub db: DatabaseConnection,
    pub links: LinkKey,
    /// Message-IDs end in this domain (the site's host).
    pub mail_domain: String,
    pub recipients_per_day: u64,
}

impl CardSends {
    /// Schedules one of the user's images to be emailed.
    pub async fn send(
        &self,
        user_id: &str,
        image_id: &str,
        form: SendForm,
    ) -> AppResult<SendWithDeliveries> {
        self.require_verified(user_id).await?;
        if images::find_for_user(&self.db, user_id, image_id)
            .await?
            .is_none()
        {
            return Err(AppError::NotFound(CARD_NOT_FOUND.into()));
        }
        let (plan, font) = check(&form)?;
        let token_hash_for = |id: &str| self.links.card_token_hash(id);
        let created = card_sends::create(
            &self.db,
            self.new_send(user_id, image_id, &plan, font, &form, &token_hash_for),
            self.recipients_per_day,
        )
        .await;
        match created {
            Ok(sent) => Ok(sent),
            Err(CreateSendError::DailyLimit) => Err(self.daily_limit()),
            Err(CreateSendError::Db(err)) => Err(err.into()),
        }
    }

    /// Changes a send that has not started going out.
    pub async fn edit(
        &self,
        user_id: &str,
        send_id: &str,
        form: SendForm,
    ) -> AppResult<SendWithDeliveries> {
        let (send, _) = self.find(user_id, send_id).await?;
        let (plan, font) = check(&form)?;
        let token_hash_for = |id: &str| self.links.card_token_hash(id);
        let new_send = self.new_send(user_id, &send.image_id, &plan, font, &form, &token_hash_for);
        match card_sends::edit(&self.db, send_id, new_send, self.recipients_per_day).await {
            Ok(edited) => Ok(edited),
            Err(EditSendError::NotEditable) => Err(AppError::Conflict {
                message: NOT_EDITABLE.into(),
                field: "sendAt",
            }),
            Err(EditSendError::DailyLimit) => Err(self.daily_limit()),
            Err(EditSendError::Db(err)) => Err(err.into()),
        }
    }

    /// Stops the recipients not yet mailed.
    pub async fn cancel(&self, user_id: &str, send_id: &str) -> AppResult<SendWithDeliveries> {
        self.find(user_id, send_id).await?;
        if card_sends::cancel(&self.db, send_id, Utc::now()).await? == 0 {
            return Err(AppError::Conflict {
                message: NOTHING_TO_CANCEL.into(),
                field: "sendAt",
            });
        }
        self.find(user_id, send_id).await
    }

    /// Emails the card again, as a new message, to a recipient who has not opened it.
    pub async fn resend(
        &self,
        user_id: &str,
        send_id: &str,
        delivery_id: &str,
    ) -> AppResult<SendWithDeliveries> {
        let (send, deliveries) = self.find(user_id, send_id).await?;
        if !deliveries.iter().any(|d| d.id == delivery_id) {
            return Err(AppError::NotFound("Recipient not found".into()));
        }
        if send.reported_at.is_some() {
            return Err(AppError::Conflict {
                message: CANNOT_RESEND.into(),
                field: "recipients",
            });
        }
        let at = Utc::now();
        let message_id = format!(
            "<card-{delivery_id}-{}@{}>",
            at.timestamp_millis(),
            self.mail_domain
        );
        if !card_sends::resend(&self.db, delivery_id, &message_id, at).await? {
            return Err(AppError::Conflict {
                message: CANNOT_RESEND.into(),
                field: "recipients",
            });
        }
        self.find(user_id, send_id).await
    }

    pub async fn find(&self, user_id: &str, send_id: &str) -> AppResult<SendWithDeliveries> {
        card_sends::find_for_user(&self.db, user_id, send_id)
            .await?
            .ok_or_else(|| AppError::NotFound(SEND_NOT_FOUND.into()))
    }

    async fn require_verified(&self, user_id: &str) -> AppResult<()> {
        let user = users::find_by_id(&self.db, user_id)
            .await?
            .ok_or_else(|| AppError::Unauthorized("Please log in".into()))?;
        if user.email_verified_at.is_none() {
            return Err(AppError::Forbidden(EMAIL_NOT_VERIFIED.into()));
        }
        Ok(())
    }

    fn daily_limit(&self) -> AppError {
        AppError::TooManyRequests {
            message: format!(
                "You can send cards to {} recipients a day. Please try again tomorrow.",
                self.recipients_per_day
            ),
            retry_after_secs: 60 * 60,
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
fn check(form: &SendForm) -> AppResult<(SendPlan, &'static str)> {
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
            Err(AppError::fields(errors))
        }
    }
}
