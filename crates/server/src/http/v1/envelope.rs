//! The public API's answers: `{"success": true, "data": …}` or
//! `{"success": false, "error": {"code", "message"}}`, with stable codes.

use crate::http::error::AppError;
use axum::Json;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;

/// A successful answer carrying `data`, with its status.
pub struct Success<T> {
    pub status: StatusCode,
    pub data: T,
}

impl<T> Success<T> {
    pub fn ok(data: T) -> Self {
        Success {
            status: StatusCode::OK,
            data,
        }
    }

    pub fn created(data: T) -> Self {
        Success {
            status: StatusCode::CREATED,
            data,
        }
    }
}

impl<T: Serialize> IntoResponse for Success<T> {
    fn into_response(self) -> Response {
        (
            self.status,
            Json(json!({"success": true, "data": self.data})),
        )
            .into_response()
    }
}

/// The error half of the envelope, as documented.
#[derive(Serialize, ToSchema)]
pub struct ErrorEnvelope {
    /// Always false.
    pub success: bool,
    pub error: ErrorBody,
}

#[derive(Serialize, ToSchema)]
pub struct ErrorBody {
    /// What went wrong, in a word a program can match on.
    pub code: &'static str,
    pub message: String,
}

/// Any failure of a `/v1` handler, answered in the envelope.
#[derive(Debug)]
pub struct ApiError(pub AppError);

/// Whatever becomes an `AppError` (a service's error, a database error)
/// is answered in the envelope, so handlers use `?` as `/api`'s do.
impl<E: Into<AppError>> From<E> for ApiError {
    fn from(error: E) -> Self {
        ApiError(error.into())
    }
}

pub type ApiResult<T> = Result<Success<T>, ApiError>;

/// Every code `code_of` gives, for the document's `enum`.
pub const ERROR_CODES: [&str; 14] = [
    "invalid_request",
    "unauthorized",
    "forbidden",
    "account_suspended",
    "not_found",
    "gone",
    "insufficient_credits",
    "content_policy",
    "rate_limited",
    "idempotency_conflict",
    "provider_unavailable",
    "unsupported_option",
    "service_unavailable",
    "internal",
];

/// The stable code of an error.
pub fn code_of(error: &AppError) -> &'static str {
    match error {
        AppError::Validation { .. }
        | AppError::MethodNotAllowed(_)
        | AppError::PayloadTooLarge(_)
        | AppError::UnsupportedMediaType(_) => "invalid_request",
        AppError::Unauthorized(_) => "unauthorized",
        AppError::Forbidden(_) | AppError::SecondFactorRequired(_) => "forbidden",
        AppError::Suspended(_) => "account_suspended",
        AppError::NotFound(_) => "not_found",
        AppError::Gone(_) => "gone",
        AppError::PaymentRequired(_) => "insufficient_credits",
        AppError::Unprocessable(_) => "content_policy",
        AppError::TooManyRequests { .. } => "rate_limited",
        AppError::Conflict { .. } | AppError::KeyReused(_) => "idempotency_conflict",
        AppError::BadGateway(_) | AppError::ProviderUnavailable(_) => "provider_unavailable",
        AppError::Unsupported { .. } => "unsupported_option",
        AppError::Unavailable(_) => "service_unavailable",
        AppError::Internal(_) => "internal",
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let error = self.0.outage_aware();
        let body = ErrorEnvelope {
            success: false,
            error: ErrorBody {
                code: code_of(&error),
                message: error.public_message(),
            },
        };
        let mut response = (error.status(), Json(body)).into_response();
        if let Some(retry_after) = error.retry_after() {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, retry_after);
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_documented() {
        let errors = [
            AppError::validation("x"),
            AppError::MethodNotAllowed("x".into()),
            AppError::Unauthorized("x".into()),
            AppError::Forbidden("x".into()),
            AppError::Suspended("x".into()),
            AppError::NotFound("x".into()),
            AppError::Gone("x".into()),
            AppError::PaymentRequired("x".into()),
            AppError::Unprocessable("x".into()),
            AppError::Unavailable("x".into()),
            AppError::Internal(anyhow::anyhow!("x")),
        ];
        for error in &errors {
            assert!(ERROR_CODES.contains(&code_of(error)), "{error:?}");
        }
    }
}
