//! The sending services' errors as answers: sends, received cards and
//! reminders.

use super::AppError;
use crate::sending::received_cards::{self, CardPageError};
use crate::sending::reminders::{self, ReminderError};
use crate::sending::sends::{self, SendError};

/// What a card link's refusals answer.
impl From<CardPageError> for AppError {
    fn from(err: CardPageError) -> Self {
        match err {
            CardPageError::NotFound => AppError::NotFound(received_cards::NOT_FOUND.into()),
            CardPageError::Gone => AppError::Gone(received_cards::GONE.into()),
            CardPageError::AlreadyThanked => AppError::Conflict {
                message: received_cards::ALREADY_THANKED.into(),
                field: "message",
            },
            CardPageError::NoSuchMessage => {
                AppError::NotFound(received_cards::NO_SUCH_MESSAGE.into())
            }
            CardPageError::InvalidThanks(errors) => AppError::fields(errors),
            CardPageError::UnsubscribeInvalid => {
                AppError::validation(received_cards::UNSUBSCRIBE_INVALID)
            }
            CardPageError::Db(err) => err.into(),
            CardPageError::Internal(err) => AppError::Internal(err),
        }
    }
}

/// Every refusal as the API answers it.
impl From<SendError> for AppError {
    fn from(err: SendError) -> Self {
        match err {
            SendError::SignedOut => AppError::Unauthorized("Please log in".into()),
            SendError::EmailNotVerified => AppError::Forbidden(sends::EMAIL_NOT_VERIFIED.into()),
            SendError::CardNotFound => AppError::NotFound(sends::CARD_NOT_FOUND.into()),
            SendError::NotFound => AppError::NotFound(sends::SEND_NOT_FOUND.into()),
            SendError::RecipientNotFound => AppError::NotFound(sends::RECIPIENT_NOT_FOUND.into()),
            SendError::NotEditable => AppError::Conflict {
                message: sends::NOT_EDITABLE.into(),
                field: "sendAt",
            },
            SendError::NothingToCancel => AppError::Conflict {
                message: sends::NOTHING_TO_CANCEL.into(),
                field: "sendAt",
            },
            SendError::CannotResend => AppError::Conflict {
                message: sends::CANNOT_RESEND.into(),
                field: "recipients",
            },
            SendError::DailyLimit { per_day } => AppError::TooManyRequests {
                message: format!(
                    "You can send cards to {per_day} recipients a day. Please try again tomorrow."
                ),
                retry_after_secs: 60 * 60,
            },
            SendError::Invalid(errors) => AppError::fields(errors),
            SendError::Db(err) => err.into(),
        }
    }
}

/// What a refused date answers.
impl From<ReminderError> for AppError {
    fn from(err: ReminderError) -> Self {
        match err {
            ReminderError::NotFound => AppError::NotFound(reminders::NOT_FOUND.into()),
            ReminderError::TooMany => AppError::Conflict {
                message: reminders::TOO_MANY.into(),
                field: "name",
            },
            ReminderError::Invalid(errors) => AppError::fields(errors),
            ReminderError::Db(err) => err.into(),
        }
    }
}
