//! Group cards' refusals as answers, for organisers and signers alike.

use super::AppError;
use crate::group_cards::GroupCardError;
use crate::images::upload::UploadError;
use cardsmith_domain::account::FieldErrors;

impl From<GroupCardError> for AppError {
    fn from(err: GroupCardError) -> Self {
        let message = err.to_string();
        let conflict = |field| AppError::Conflict {
            message: message.clone(),
            field,
        };
        match err {
            GroupCardError::SignedOut => AppError::Unauthorized("Please log in".into()),
            GroupCardError::EmailNotVerified => AppError::Forbidden(message),
            GroupCardError::NotFound
            | GroupCardError::CardNotFound
            | GroupCardError::MessageNotFound
            | GroupCardError::LinkNotFound => AppError::NotFound(message),
            GroupCardError::Gone => AppError::Gone(message),
            GroupCardError::Sent
            | GroupCardError::Cancelled
            | GroupCardError::PastDeadline
            | GroupCardError::Full
            | GroupCardError::AlreadySigned
            | GroupCardError::EditLinkOnly => conflict("text"),
            GroupCardError::TooManyInvites => conflict("emails"),
            GroupCardError::Throttled(err) => err.into(),
            GroupCardError::Photo(err @ UploadError::TooLarge) => err.into(),
            GroupCardError::Photo(err) => {
                AppError::fields(FieldErrors::from([("photo", err.message())]))
            }
            GroupCardError::Invalid(errors) => AppError::fields(errors),
            GroupCardError::Db(err) => err.into(),
            GroupCardError::Internal(err) => AppError::Internal(err),
        }
    }
}
