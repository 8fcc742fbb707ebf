//! The account services' errors as answers: accounts, throttles, API keys and data archives.

use super::AppError;
use super::DATABASE_UNAVAILABLE;
use crate::auth::accounts::{self, AccountError};
use crate::auth::throttles::ThrottleError;
use crate::exports::ExportError;
use crate::http::v1::caller::{EMAIL_UNVERIFIED, KEY_INVALID};
use crate::public_api::keys::{self, ApiKeyError, CallerError};
use crate::store::users::CreateUserError;

/// A throttled attempt is a 429 that says when to try again.
impl From<ThrottleError> for AppError {
    fn from(err: ThrottleError) -> Self {
        match err {
            ThrottleError::TooMany {
                message,
                retry_after_secs,
            } => AppError::TooManyRequests {
                message,
                retry_after_secs,
            },
            ThrottleError::Db(err) => err.into(),
        }
    }
}

impl From<CreateUserError> for AppError {
    fn from(err: CreateUserError) -> Self {
        match err {
            CreateUserError::EmailTaken => AppError::Conflict {
                message: "An account with this email already exists".into(),
                field: "email",
            },
            CreateUserError::UsernameTaken => AppError::Conflict {
                message: "This username is already taken".into(),
                field: "username",
            },
            CreateUserError::NotReadBack => AppError::Unavailable(DATABASE_UNAVAILABLE.into()),
            CreateUserError::Other(err) => AppError::Internal(err),
        }
    }
}

impl From<AccountError> for AppError {
    fn from(err: AccountError) -> Self {
        match err {
            AccountError::Invalid(errors) => AppError::fields(errors),
            AccountError::Throttled(err) => err.into(),
            AccountError::Create(err) => err.into(),
            AccountError::InvalidLogin => AppError::Unauthorized(accounts::INVALID_LOGIN.into()),
            AccountError::ResetLinkInvalid => AppError::validation(accounts::RESET_LINK_INVALID),
            AccountError::ConfirmationLinkInvalid => {
                AppError::validation(accounts::CONFIRMATION_LINK_INVALID)
            }
            AccountError::EmailTaken => AppError::Conflict {
                message: crate::auth::email_change::EMAIL_TAKEN.into(),
                field: "newEmail",
            },
            AccountError::DeviceNotFound => AppError::NotFound(accounts::DEVICE_NOT_FOUND.into()),
            AccountError::Suspended => AppError::Suspended(accounts::SUSPENDED.into()),
            AccountError::SignInExpired => AppError::Unauthorized(accounts::SIGN_IN_EXPIRED.into()),
            AccountError::PasskeySignInRefused(message) => AppError::Unauthorized(message.into()),
            AccountError::PasskeyConflict(message) => AppError::Conflict {
                message: message.into(),
                field: "passkey",
            },
            AccountError::PasskeyNotFound => {
                AppError::NotFound(crate::auth::passkeys::NOT_FOUND.into())
            }
            AccountError::Conflict(message) => AppError::Conflict {
                message: message.into(),
                field: "code",
            },
            AccountError::AlreadyConfirmed => AppError::Conflict {
                message: accounts::ALREADY_CONFIRMED.into(),
                field: "email",
            },
            AccountError::Internal(err) => AppError::Internal(err),
            AccountError::Db(err) => err.into(),
        }
    }
}

/// What a refused key answers.
impl From<ApiKeyError> for AppError {
    fn from(err: ApiKeyError) -> Self {
        match err {
            ApiKeyError::NameMissing => name_error(keys::NAME_MISSING),
            ApiKeyError::NameTooLong => name_error(keys::NAME_TOO_LONG),
            ApiKeyError::SignedOut => AppError::Unauthorized("Please log in".into()),
            ApiKeyError::EmailNotVerified => AppError::Forbidden(keys::EMAIL_NOT_VERIFIED.into()),
            ApiKeyError::TooMany => AppError::Conflict {
                message: keys::TOO_MANY_KEYS.into(),
                field: "name",
            },
            ApiKeyError::NotFound => AppError::NotFound(keys::KEY_NOT_FOUND.into()),
            ApiKeyError::Db(err) => err.into(),
        }
    }
}

fn name_error(message: &'static str) -> AppError {
    AppError::fields(cardsmith_domain::account::FieldErrors::from([(
        "name", message,
    )]))
}

/// A `/v1` caller turned away.
impl From<CallerError> for AppError {
    fn from(err: CallerError) -> Self {
        match err {
            CallerError::KeyInvalid => AppError::Unauthorized(KEY_INVALID.into()),
            CallerError::EmailUnverified => AppError::Forbidden(EMAIL_UNVERIFIED.into()),
            CallerError::Suspended => AppError::Suspended(accounts::SUSPENDED.into()),
            CallerError::Db(err) => err.into(),
        }
    }
}

impl From<ExportError> for AppError {
    fn from(err: ExportError) -> Self {
        match err {
            ExportError::Db(err) => err.into(),
            ExportError::TooMany { retry_after } => {
                let hours = (retry_after.num_minutes() + 59) / 60;
                let unit = if hours == 1 { "hour" } else { "hours" };
                AppError::TooManyRequests {
                    message: format!(
                        "You can make {} archives a day. Try again in {hours} {unit}.",
                        crate::exports::PER_DAY.max
                    ),
                    retry_after_secs: retry_after.num_seconds().max(1) as u64,
                }
            }
            ExportError::Storage(err) => {
                AppError::Internal(anyhow::Error::new(err).context("Failed to read an archive"))
            }
        }
    }
}
