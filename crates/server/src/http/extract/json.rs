//! A JSON body extractor whose rejections are `AppError`s, so malformed input
//! gets the same `{"message": …}` 4xx as every other client error.

use crate::http::error::AppError;
use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use serde::de::DeserializeOwned;

pub struct ApiJson<T>(pub T);

impl<S, T> FromRequest<S> for ApiJson<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(ApiJson(value)),
            Err(rejection) => Err(rejection_to_error(rejection)),
        }
    }
}

fn rejection_to_error(rejection: JsonRejection) -> AppError {
    match rejection {
        JsonRejection::MissingJsonContentType(_) => AppError::UnsupportedMediaType(
            "Expected a JSON body (Content-Type: application/json)".into(),
        ),
        JsonRejection::JsonDataError(err) => {
            AppError::validation(format!("Invalid request: {}", err.body_text()))
        }
        JsonRejection::JsonSyntaxError(_) => {
            AppError::validation("Invalid request: the body is not valid JSON")
        }
        other if other.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            AppError::PayloadTooLarge("The request body is too large".into())
        }
        other => AppError::validation(format!("Invalid request: {}", other.body_text())),
    }
}
