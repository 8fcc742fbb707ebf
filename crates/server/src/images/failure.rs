//! Why a generation failed: refused before any credits moved
//! (`GenerationError`), or failed after they were reserved (`Failure`, every
//! one answered only after the refund). What the user is told is worded in
//! `http/`, from these.

use super::DATABASE_FAILED;
use super::upload::UploadError;
use crate::metrics::ProviderErrorKind;
use crate::providers::image::ProviderError;
use crate::store::turns::TurnTimeout;
use cardsmith_domain::capabilities::Unsupported;
use cardsmith_storage::StorageError;

pub const CONTENT_POLICY: &str = "Your prompt was rejected by the content policy";
pub const TIMED_OUT: &str = "The image service did not answer in time. Your credits were refunded.";
pub const MODEL_UNAVAILABLE: &str = "Image generation is unavailable right now: the image model \
     is no longer offered by its provider. Your credits were refunded. Please try again later.";
pub const NOT_SAVED: &str =
    "The image could not be saved. Your credits were refunded. Please try again.";

/// Why a generation request was not made into an image.
#[derive(Debug, thiserror::Error)]
pub enum GenerationError {
    /// An option the image model in use lacks; nothing was reserved.
    #[error(transparent)]
    Unsupported(Unsupported),
    /// The balance does not cover the cost; a card's request words it its own way.
    #[error("not enough credits")]
    NotEnoughCredits { is_card: bool },
    /// The account is gone.
    #[error("unknown user")]
    UnknownUser,
    /// The photo was refused.
    #[error(transparent)]
    Photo(UploadError),
    /// The first request with this `Idempotency-Key` is still running.
    #[error("the request is already being processed")]
    InProgress,
    /// The `Idempotency-Key` came with a different request.
    #[error("the idempotency key was used for a different request")]
    KeyReused,
    /// The image to revise is not the user's, or is gone.
    #[error("no such image")]
    ImageNotFound,
    /// The provider cannot make this revision; the text says why.
    #[error("{0}")]
    CannotRevise(String),
    /// The key made an image that has since been deleted.
    #[error("the replayed image was deleted")]
    ReplayedImageDeleted,
    /// No turn at the database came free in time.
    #[error(transparent)]
    Busy(#[from] TurnTimeout),
    /// Making the image failed after its credits were reserved (and refunded).
    #[error(transparent)]
    Failed(#[from] Failure),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<sea_orm::DbErr> for GenerationError {
    fn from(err: sea_orm::DbErr) -> Self {
        GenerationError::Internal(anyhow::Error::new(err).context(DATABASE_FAILED))
    }
}

#[derive(Debug, thiserror::Error)]
pub enum Failure {
    #[error(transparent)]
    Provider(ProviderError),
    #[error(transparent)]
    Storage(StorageError),
    /// The whole generation ran past its deadline.
    #[error("the generation ran past its deadline")]
    Deadline,
    /// The reservation was refunded as interrupted work before it could settle.
    #[error("the reservation was refunded before it could settle")]
    Interrupted,
    #[error(transparent)]
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
        Failure::Internal(anyhow::Error::new(err).context(DATABASE_FAILED))
    }
}
