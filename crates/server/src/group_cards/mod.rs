//! Group cards: one card many people sign from a link, in their own words,
//! before it is sent on the day.
//!
//! The organiser starts one from a card they made ([`organiser`]), invites
//! signers by a share link or by email and follows who signed; signers need
//! no account ([`signing`]): a link is their credential, and their browser's
//! visitor cookie or a personal edit link lets them change their message
//! until the card goes. At the send time the card is sealed, so its messages
//! are final, and handed to the courier as an ordinary send ([`delivery`]),
//! which also reminds invited people who have not signed.

pub mod delivery;
pub mod emails;
pub mod links;
pub mod organiser;
pub mod photos;
pub mod signing;

use crate::auth::throttles::ThrottleError;
use crate::images::upload::UploadError;
use crate::store::group_cards::{GroupCard, GroupCardStatus, Refusal};
use cardsmith_domain::account::FieldErrors;
use cardsmith_domain::group_cards::MAX_SIGNERS;
use chrono::Duration;
use sea_orm::DbErr;

pub const NOT_FOUND: &str = "Group card not found";
pub const CARD_NOT_FOUND: &str = "Card not found";
pub const MESSAGE_NOT_FOUND: &str = "Message not found";
pub const EMAIL_NOT_VERIFIED: &str =
    "Please verify your email address before starting a group card";
pub const LINK_NOT_FOUND: &str =
    "This signing link is not valid or was closed. Ask the organiser for a new one.";
pub const GONE: &str = "This card is no longer available";
pub const SENT: &str = "This card has been sent, so it can no longer be signed or changed";
pub const CANCELLED: &str = "The organiser called this card off";
pub const PAST_DEADLINE: &str =
    "Signing closed at the deadline. Ask the organiser if you still want to add a message.";
pub const FULL: &str = "This card has 200 messages, as many as it can hold";
pub const ALREADY_SIGNED: &str =
    "You have signed this card already. You can change your message instead.";
pub const TOO_MANY_INVITES: &str = "A card can invite at most 100 people by email";
pub const EDIT_LINK_ONLY: &str =
    "This link is for changing one message. Use the card's signing link to add another.";

/// How often the organiser may remind everyone who has not signed.
pub const REMIND_NOW_EVERY: Duration = Duration::hours(12);

/// Why a group card did not do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum GroupCardError {
    #[error("the account is gone")]
    SignedOut,
    #[error("{EMAIL_NOT_VERIFIED}")]
    EmailNotVerified,
    #[error("{NOT_FOUND}")]
    NotFound,
    #[error("{CARD_NOT_FOUND}")]
    CardNotFound,
    #[error("{MESSAGE_NOT_FOUND}")]
    MessageNotFound,
    #[error("{LINK_NOT_FOUND}")]
    LinkNotFound,
    /// Its card was deleted, reported or removed.
    #[error("{GONE}")]
    Gone,
    #[error("{SENT}")]
    Sent,
    #[error("{CANCELLED}")]
    Cancelled,
    #[error("{PAST_DEADLINE}")]
    PastDeadline,
    #[error("{FULL}")]
    Full,
    #[error("{ALREADY_SIGNED}")]
    AlreadySigned,
    #[error("{TOO_MANY_INVITES}")]
    TooManyInvites,
    #[error("{EDIT_LINK_ONLY}")]
    EditLinkOnly,
    /// Too many changes through this link or browser, or reminders asked
    /// for too soon: try again after the wait.
    #[error(transparent)]
    Throttled(#[from] ThrottleError),
    /// The signer's photo failed a check.
    #[error(transparent)]
    Photo(#[from] UploadError),
    /// Fields of a form, each with what is wrong with it.
    #[error("the form is invalid")]
    Invalid(FieldErrors),
    #[error(transparent)]
    Db(#[from] DbErr),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl GroupCardError {
    /// The error for a change the store refused `card`: its status tells a
    /// sent card from a cancelled one.
    fn refused(refusal: Refusal, card: &GroupCard) -> Self {
        match refusal {
            Refusal::NotCollecting if card.status == GroupCardStatus::Cancelled => {
                GroupCardError::Cancelled
            }
            Refusal::NotCollecting => GroupCardError::Sent,
            Refusal::PastDeadline => GroupCardError::PastDeadline,
            Refusal::Full => GroupCardError::Full,
            Refusal::Missing => GroupCardError::MessageNotFound,
            Refusal::AlreadySigned => GroupCardError::AlreadySigned,
            Refusal::TooManyInvites => GroupCardError::TooManyInvites,
        }
    }

    /// The error for a card that no longer takes changes.
    fn not_collecting(card: &GroupCard) -> Self {
        Self::refused(Refusal::NotCollecting, card)
    }
}

/// The most messages a card holds, as the store counts them.
fn max_messages() -> i32 {
    i32::try_from(MAX_SIGNERS).unwrap_or(i32::MAX)
}
