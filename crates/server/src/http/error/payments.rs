//! The payment services' errors as answers.

use super::AppError;
use crate::http::api::checkout::{UNKNOWN_PACKAGE, UNKNOWN_SESSION};
use crate::payments::CheckoutError;
use crate::payments::demo::DemoError;
use crate::payments::fulfil::FulfilError;
use crate::payments::provider::ProviderError;
use crate::payments::refunds::RefundError;
use sea_orm::ActiveEnum;

impl From<CheckoutError> for AppError {
    fn from(err: CheckoutError) -> Self {
        match err {
            CheckoutError::UnknownPackage => AppError::NotFound(UNKNOWN_PACKAGE.into()),
            CheckoutError::Provider(err) => provider_failure(err, "start the checkout"),
            CheckoutError::Db(err) => err.into(),
        }
    }
}

impl From<FulfilError> for AppError {
    fn from(err: FulfilError) -> Self {
        match err {
            FulfilError::UnknownSession(id) => {
                tracing::warn!(session_id = %id, "the payment provider knows no such session");
                AppError::NotFound(UNKNOWN_SESSION.into())
            }
            FulfilError::Provider(err) => provider_failure(err, "confirm the payment"),
            FulfilError::Db(err) => err.into(),
        }
    }
}

/// Staff see the provider's own words: they can act on them.
impl From<RefundError> for AppError {
    fn from(err: RefundError) -> Self {
        match err {
            RefundError::UnknownPayment => AppError::NotFound("No payment has this id".into()),
            RefundError::Conflict(message) => AppError::Conflict {
                message: message.into(),
                field: "payment",
            },
            RefundError::Provider(ProviderError::Unreachable(detail)) => AppError::BadGateway(
                format!("Could not reach the payment provider; nothing was refunded ({detail})"),
            ),
            RefundError::Provider(ProviderError::Refused(detail)) => AppError::BadGateway(format!(
                "The payment provider refused the refund; nothing changed ({detail})"
            )),
            RefundError::Provider(ProviderError::Internal(err)) => AppError::Internal(err),
            RefundError::Ledger(err) => AppError::Internal(err.into()),
            RefundError::Db(err) => err.into(),
        }
    }
}

/// A 502 with a message people can act on; the provider's detail goes to the log.
pub fn provider_failure(err: ProviderError, action: &str) -> AppError {
    match err {
        ProviderError::Unreachable(detail) => {
            tracing::warn!(%detail, "payment provider unreachable");
            AppError::BadGateway(format!(
                "Could not reach the payment provider to {action}. Please try again in a moment."
            ))
        }
        ProviderError::Refused(detail) => {
            tracing::warn!(%detail, "payment provider refused a request");
            AppError::BadGateway(format!(
                "The payment provider could not {action}. Please try again in a moment."
            ))
        }
        ProviderError::Internal(err) => AppError::Internal(err),
    }
}

impl From<DemoError> for AppError {
    fn from(err: DemoError) -> Self {
        match err {
            DemoError::UnknownCheckout => AppError::NotFound(UNKNOWN_SESSION.into()),
            DemoError::PackageGone => {
                AppError::NotFound("This credit package is no longer offered".into())
            }
            DemoError::FinishedOtherwise { finished } => AppError::Conflict {
                message: format!("This checkout was already {}", finished.to_value()),
                field: "outcome",
            },
            DemoError::Fulfil(err) => err.into(),
            DemoError::Db(err) => err.into(),
        }
    }
}
