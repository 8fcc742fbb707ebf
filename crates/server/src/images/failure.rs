//! Why a generation failed after its credits were reserved, and what the
//! user is told. Every one of these is answered only after the refund.

use crate::error::AppError;
use crate::metrics::ProviderErrorKind;
use crate::providers::image::ProviderError;
use cardsmith_storage::StorageError;

pub const CONTENT_POLICY: &str = "Your prompt was rejected by the content policy";
pub const TIMED_OUT: &str = "The image service did not answer in time. Your credits were refunded.";
pub const MODEL_UNAVAILABLE: &str = "Image generation is unavailable right now: the image model \
     is no longer offered by its provider. Your credits were refunded. Please try again later.";
pub const NOT_SAVED: &str =
    "The image could not be saved. Your credits were refunded. Please try again.";

#[derive(Debug)]
pub enum Failure {
    Provider(ProviderError),
    Storage(StorageError),
    /// The whole generation ran past its deadline.
    Deadline,
    /// The reservation was refunded as interrupted work before it could settle.
    Interrupted,
    Internal(anyhow::Error),
}

impl Failure {
    /// The provider's part in the failure, if it had one.
    pub fn provider_error_kind(&self) -> Option<ProviderErrorKind> {
        match self {
            Failure::Provider(ProviderError::ContentPolicy) => {
                Some(ProviderErrorKind::ContentPolicy)
            }
            Failure::Provider(ProviderError::Timeout) | Failure::Deadline => {
                Some(ProviderErrorKind::Timeout)
            }
            Failure::Provider(ProviderError::Failed(_) | ProviderError::Unavailable) => {
                Some(ProviderErrorKind::Failed)
            }
            Failure::Provider(ProviderError::Internal(_)) => Some(ProviderErrorKind::Internal),
            Failure::Storage(_) | Failure::Interrupted | Failure::Internal(_) => None,
        }
    }
}

impl From<ProviderError> for Failure {
    fn from(err: ProviderError) -> Self {
        Failure::Provider(err)
    }
}

impl From<StorageError> for Failure {
    fn from(err: StorageError) -> Self {
        Failure::Storage(err)
    }
}

impl From<sea_orm::DbErr> for Failure {
    fn from(err: sea_orm::DbErr) -> Self {
        Failure::Internal(anyhow::Error::new(err).context("Database operation failed"))
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
}
