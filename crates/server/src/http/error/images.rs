//! The images service's errors as answers: the same statuses, messages and
//! `/v1` codes whichever adapter asked.

use crate::http::api::image_generate::LOGIN_REQUIRED;
use crate::http::error::{AppError, DATABASE_UNAVAILABLE};
use crate::images::card_text::{CHANGED_ELSEWHERE, CardTextError, IMAGE_NOT_FOUND, NOT_A_CARD};
use crate::images::failure::{
    CONTENT_POLICY, Failure, GenerationError, MODEL_UNAVAILABLE, NOT_SAVED, TIMED_OUT,
};
use crate::images::gallery::{GalleryError, SHARE_GONE};
use crate::images::generate::not_enough_credits;
use crate::images::idempotency::{ALREADY_PROCESSING, KEY_REUSED, REPLAYED_IMAGE_DELETED};
use crate::images::upload::UploadError;
use crate::providers::image::ProviderError;
use crate::store::turns::TurnTimeout;

/// The request field an idempotency conflict is about.
const IDEMPOTENCY_KEY_FIELD: &str = "idempotencyKey";

impl From<GenerationError> for AppError {
    fn from(err: GenerationError) -> Self {
        match err {
            GenerationError::Unsupported(unsupported) => AppError::Unsupported {
                message: unsupported.to_string(),
                field: unsupported.field(),
            },
            GenerationError::NotEnoughCredits { is_card } => {
                AppError::PaymentRequired(not_enough_credits(is_card).into())
            }
            GenerationError::UnknownUser => AppError::Unauthorized(LOGIN_REQUIRED.into()),
            GenerationError::Photo(refused) => refused.into(),
            GenerationError::InProgress => AppError::Conflict {
                message: ALREADY_PROCESSING.into(),
                field: IDEMPOTENCY_KEY_FIELD,
            },
            GenerationError::KeyReused => AppError::KeyReused(KEY_REUSED.into()),
            GenerationError::ReplayedImageDeleted => AppError::Conflict {
                message: REPLAYED_IMAGE_DELETED.into(),
                field: IDEMPOTENCY_KEY_FIELD,
            },
            GenerationError::ImageNotFound => AppError::NotFound(IMAGE_NOT_FOUND.into()),
            // Like an option the model lacks: a change it cannot make.
            GenerationError::CannotRevise(why) => AppError::Unsupported {
                message: why,
                field: "instruction",
            },
            GenerationError::Busy(timeout) => timeout.into(),
            GenerationError::Failed(failure) => failure.into(),
            GenerationError::Internal(err) => AppError::Internal(err),
        }
    }
}

impl From<Failure> for AppError {
    fn from(failure: Failure) -> Self {
        match failure {
            Failure::Provider(ProviderError::ContentPolicy) => {
                AppError::Unprocessable(CONTENT_POLICY.into())
            }
            Failure::Provider(ProviderError::Timeout) | Failure::Deadline => {
                AppError::BadGateway(TIMED_OUT.into())
            }
            Failure::Provider(ProviderError::Failed(message)) => AppError::BadGateway(format!(
                "{}. Your credits were refunded.",
                message.trim_end_matches('.')
            )),
            Failure::Provider(ProviderError::Unavailable) => {
                AppError::ProviderUnavailable(MODEL_UNAVAILABLE.into())
            }
            Failure::Provider(ProviderError::Internal(err)) | Failure::Internal(err) => {
                AppError::Internal(err)
            }
            Failure::Storage(err) => {
                tracing::error!(error = ?err, "storing a generated image failed");
                AppError::Unavailable(NOT_SAVED.into())
            }
            Failure::Interrupted => AppError::BadGateway(TIMED_OUT.into()),
        }
    }
}

impl From<UploadError> for AppError {
    fn from(err: UploadError) -> Self {
        match err {
            UploadError::TooLarge => AppError::PayloadTooLarge(err.to_string()),
            other => AppError::validation(other.to_string()),
        }
    }
}

impl From<CardTextError> for AppError {
    fn from(err: CardTextError) -> Self {
        match err {
            CardTextError::NotFound => AppError::NotFound(IMAGE_NOT_FOUND.into()),
            CardTextError::NotACard => AppError::validation(NOT_A_CARD),
            CardTextError::Invalid(errors) => AppError::fields(errors),
            CardTextError::ChangedElsewhere => AppError::Conflict {
                message: CHANGED_ELSEWHERE.into(),
                field: "text",
            },
            CardTextError::Internal(err) => AppError::Internal(err),
        }
    }
}

impl From<GalleryError> for AppError {
    fn from(err: GalleryError) -> Self {
        match err {
            GalleryError::NotFound | GalleryError::FileMissing => {
                AppError::NotFound(IMAGE_NOT_FOUND.into())
            }
            GalleryError::ShareGone => AppError::NotFound(SHARE_GONE.into()),
            GalleryError::Storage(err) => {
                AppError::Internal(anyhow::Error::new(err).context("Failed to read an image file"))
            }
            GalleryError::Db(err) => err.into(),
            GalleryError::Internal(err) => AppError::Internal(err),
        }
    }
}

impl From<TurnTimeout> for AppError {
    fn from(_: TurnTimeout) -> Self {
        AppError::Unavailable(DATABASE_UNAVAILABLE.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn users_read_what_happened_and_that_they_were_refunded() {
        let content: AppError = Failure::Provider(ProviderError::ContentPolicy).into();
        assert_eq!(content.status().as_u16(), 422);
        assert_eq!(content.to_string(), CONTENT_POLICY);
        let timeout: AppError = Failure::Provider(ProviderError::Timeout).into();
        assert_eq!(timeout.status().as_u16(), 502);
        let failed: AppError =
            Failure::Provider(ProviderError::Failed("The image service failed.".into())).into();
        assert_eq!(
            failed.to_string(),
            "The image service failed. Your credits were refunded."
        );
        let retired: AppError = Failure::Provider(ProviderError::Unavailable).into();
        assert_eq!(retired.status().as_u16(), 503);
        assert_eq!(retired.to_string(), MODEL_UNAVAILABLE);
        let internal: AppError = Failure::Internal(anyhow::anyhow!("disk on fire")).into();
        assert_eq!(internal.status().as_u16(), 500);
    }

    #[test]
    fn a_long_wait_for_the_database_is_a_503() {
        let waited: AppError = TurnTimeout.into();
        assert_eq!(waited.status().as_u16(), 503);
        assert_eq!(waited.to_string(), DATABASE_UNAVAILABLE);
    }
}
