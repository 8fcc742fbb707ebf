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

/// Every request body refuses fields it does not define
/// (`deny_unknown_fields`): a misspelt field must not be read as an absent
/// one. serde names the field and the ones expected; say both plainly.
fn unknown_field(detail: &str) -> Option<String> {
    let (_, rest) = detail.split_once("unknown field `")?;
    let (field, rest) = rest.split_once('`')?;
    let expected = rest
        .strip_prefix(", expected ")
        .map(|list| list.split(" at line ").next().unwrap_or(list))
        .map(|list| list.replace("one of ", "").replace('`', ""));
    Some(match expected {
        Some(expected) => format!("Unknown field `{field}`: this request takes {expected}"),
        // A body that adds a field to another (serde's `flatten`) cannot
        // list the fields it takes.
        None => format!("Unknown field `{field}`"),
    })
}

fn rejection_to_error(rejection: JsonRejection) -> AppError {
    match rejection {
        JsonRejection::MissingJsonContentType(_) => AppError::UnsupportedMediaType(
            "Expected a JSON body (Content-Type: application/json)".into(),
        ),
        JsonRejection::JsonDataError(err) => {
            let detail = err.body_text();
            AppError::validation(
                unknown_field(&detail).unwrap_or_else(|| format!("Invalid request: {detail}")),
            )
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

#[cfg(test)]
mod tests {
    use super::unknown_field;

    #[test]
    fn names_the_unknown_field_and_the_ones_expected() {
        let detail = "Failed to deserialize the JSON body into the target type: unknown field \
            `cardText`, expected one of `text`, `position`, `scheme` at line 1 column 11";
        assert_eq!(
            unknown_field(detail).unwrap(),
            "Unknown field `cardText`: this request takes text, position, scheme"
        );
        let single = "unknown field `x`, expected `paused` at line 1 column 4";
        assert_eq!(
            unknown_field(single).unwrap(),
            "Unknown field `x`: this request takes paused"
        );
        let flattened = "unknown field `qualty` at line 1 column 9";
        assert_eq!(unknown_field(flattened).unwrap(), "Unknown field `qualty`");
        assert_eq!(unknown_field("missing field `text`"), None);
    }
}
