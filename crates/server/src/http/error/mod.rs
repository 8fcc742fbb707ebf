//! One error type for every handler. Client errors carry a message people can
//! read; server errors are logged in full and answered with a generic message.
//!
//! The services' own errors are answered here too, one file per service
//! family: each maps to the `AppError` that says it, so handlers keep using
//! `?`, and both adapters (`/api` and `/v1`) answer alike.

mod accounts;
mod group_cards;
mod images;
mod payments;
mod sending;
mod staff;

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use cardsmith_domain::account::FieldErrors;
use serde_json::json;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{message}")]
    Validation {
        message: String,
        errors: Option<FieldErrors>,
    },
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    PaymentRequired(String),
    #[error("{0}")]
    Forbidden(String),
    /// The account is suspended (403, with the code `account_suspended`).
    #[error("{0}")]
    Suspended(String),
    /// A console call from a staff session whose second factor is not
    /// recent enough (403, with the code `second_factor_required`).
    #[error("{0}")]
    SecondFactorRequired(String),
    #[error("{0}")]
    NotFound(String),
    /// Something that existed and is gone for good (410).
    #[error("{0}")]
    Gone(String),
    #[error("{message}")]
    Conflict {
        message: String,
        field: &'static str,
    },
    #[error("{0}")]
    MethodNotAllowed(String),
    #[error("{0}")]
    PayloadTooLarge(String),
    #[error("{0}")]
    UnsupportedMediaType(String),
    #[error("{0}")]
    Unprocessable(String),
    /// An `Idempotency-Key` sent again with a different request (422).
    #[error("{0}")]
    KeyReused(String),
    #[error("{message}")]
    TooManyRequests {
        message: String,
        retry_after_secs: u64,
    },
    #[error("{0}")]
    BadGateway(String),
    /// The image model cannot be used at all for now (503).
    #[error("{0}")]
    ProviderUnavailable(String),
    /// An option the image model in use does not have (400).
    #[error("{message}")]
    Unsupported {
        message: String,
        field: &'static str,
    },
    #[error("{0}")]
    Unavailable(String),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

pub type AppResult<T> = Result<T, AppError>;

impl AppError {
    pub fn validation(message: impl Into<String>) -> Self {
        AppError::Validation {
            message: message.into(),
            errors: None,
        }
    }

    /// A 400 naming every invalid field; the first one is the headline message.
    pub fn fields(errors: FieldErrors) -> Self {
        let message = errors
            .values()
            .next()
            .copied()
            .unwrap_or("Invalid request")
            .to_owned();
        AppError::Validation {
            message,
            errors: Some(errors),
        }
    }

    pub fn not_found() -> Self {
        AppError::NotFound("Not found".into())
    }

    pub fn status(&self) -> StatusCode {
        match self {
            AppError::Validation { .. } | AppError::Unsupported { .. } => StatusCode::BAD_REQUEST,
            AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::PaymentRequired(_) => StatusCode::PAYMENT_REQUIRED,
            AppError::Forbidden(_) | AppError::Suspended(_) | AppError::SecondFactorRequired(_) => {
                StatusCode::FORBIDDEN
            }
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::Gone(_) => StatusCode::GONE,
            AppError::Conflict { .. } => StatusCode::CONFLICT,
            AppError::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
            AppError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            AppError::Unprocessable(_) | AppError::KeyReused(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::BadGateway(_) => StatusCode::BAD_GATEWAY,
            AppError::Unavailable(_) | AppError::ProviderUnavailable(_) => {
                StatusCode::SERVICE_UNAVAILABLE
            }
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

/// What a client is told while the database (or Redis) cannot be reached or
/// the database written.
pub const DATABASE_UNAVAILABLE: &str =
    "The service is briefly unavailable. Please try again in a moment.";

impl From<sea_orm::DbErr> for AppError {
    fn from(err: sea_orm::DbErr) -> Self {
        AppError::Internal(anyhow::Error::new(err).context("Database operation failed"))
    }
}

impl AppError {
    /// A server error caused by a database that is down, read-only or full
    /// is an outage to wait out (503), not a bug (500).
    pub fn outage_aware(self) -> Self {
        match self {
            AppError::Internal(err) if err.chain().any(is_outage) => {
                tracing::error!(error = ?err, "a store the service needs is unavailable");
                AppError::Unavailable(DATABASE_UNAVAILABLE.into())
            }
            other => other,
        }
    }

    /// What the client is told. Server errors are logged here in full and
    /// answered with a generic sentence.
    pub fn public_message(&self) -> String {
        match self {
            AppError::Internal(err) => {
                tracing::error!(error = ?err, "request failed");
                "Something went wrong on our side. Please try again.".into()
            }
            other => other.to_string(),
        }
    }

    /// Seconds to wait, for a `Retry-After` header.
    pub fn retry_after(&self) -> Option<HeaderValue> {
        match self {
            AppError::TooManyRequests {
                retry_after_secs, ..
            } => Some(HeaderValue::from((*retry_after_secs).max(1))),
            _ => None,
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let this = self.outage_aware();
        let status = this.status();
        let message = this.public_message();
        let body = this.body(message);
        let mut response = (status, Json(body)).into_response();
        if let Some(retry_after) = this.retry_after() {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, retry_after);
        }
        response
    }
}

impl AppError {
    fn body(&self, message: String) -> serde_json::Value {
        match self {
            AppError::Validation {
                errors: Some(errors),
                ..
            } => json!({ "message": message, "errors": errors }),
            // One shape for every field error, 400 or 409.
            AppError::Conflict { field, .. } | AppError::Unsupported { field, .. } => {
                let errors = serde_json::Map::from_iter([(field.to_string(), json!(message))]);
                json!({ "message": message, "errors": errors })
            }
            // A code the client acts on: no sign-in form, or a prompt for the code.
            AppError::Suspended(_) => json!({ "message": message, "code": "account_suspended" }),
            AppError::SecondFactorRequired(_) => {
                json!({ "message": message, "code": "second_factor_required" })
            }
            _ => json!({ "message": message }),
        }
    }
}

/// Whether one error in a chain is a store the service needs (the database,
/// Redis) being out of reach or, for the database, unable to write
/// (read-only, full).
fn is_outage(cause: &(dyn std::error::Error + 'static)) -> bool {
    if let Some(err) = cause.downcast_ref::<redis::RedisError>() {
        return err.is_io_error()
            || err.is_connection_refusal()
            || err.is_connection_dropped()
            || err.is_timeout();
    }
    use sea_orm::sqlx::Error as Sqlx;
    use sea_orm::{DbErr, RuntimeErr};
    let sqlx = match cause.downcast_ref::<DbErr>() {
        Some(DbErr::ConnectionAcquire(_) | DbErr::Conn(_)) => return true,
        Some(
            DbErr::Exec(RuntimeErr::SqlxError(err)) | DbErr::Query(RuntimeErr::SqlxError(err)),
        ) => err.as_ref(),
        _ => match cause.downcast_ref::<Sqlx>() {
            Some(err) => err,
            None => return false,
        },
    };
    match sqlx {
        Sqlx::Io(_)
        | Sqlx::Tls(_)
        | Sqlx::PoolTimedOut
        | Sqlx::PoolClosed
        | Sqlx::WorkerCrashed => true,
        Sqlx::Database(err) => {
            let code = err.code().unwrap_or_default();
            if err
                .try_downcast_ref::<sea_orm::sqlx::postgres::PgDatabaseError>()
                .is_some()
            {
                // Connection exceptions, shutdowns, and out of disk or memory.
                code.starts_with("08") || code.starts_with("57P") || code.starts_with("53")
            } else {
                // SQLite's primary code is the low byte of the extended one:
                // BUSY 5 and LOCKED 6 (past the busy timeout, or a stale
                // snapshot), READONLY 8, IOERR 10, FULL 13, CANTOPEN 14.
                let primary = code.parse::<i32>().unwrap_or_default() & 0xff;
                matches!(primary, 5 | 6 | 8 | 10 | 13 | 14)
            }
        }
        _ => false,
    }
}
