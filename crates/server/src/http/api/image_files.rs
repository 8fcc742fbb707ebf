//! Stored image files, thumbnails and the landing page's examples. A file's
//! key never changes meaning, so answers are cached for a year; the key's
//! strict grammar is what keeps a path from reaching outside the store.

use crate::http::error::{AppError, AppResult};
use crate::http::state::AppState;
use axum::body::Body;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;
use cardsmith_storage::{IMMUTABLE_CACHE_CONTROL, ImageFormat, ImageKey, StoredFile};

/// An SVG is a document that could run script if opened directly; this keeps
/// it a picture.
const SVG_POLICY: &str = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/// An image file, by the key an image's URL names.
#[utoipa::path(get, path = "/api/images/file/{*key}", tag = "images",
    params(("key" = String, Path, description = "The file's key, e.g. `u/3f9c….png` or `images/birthday-card.webp`")),
    responses(
        (status = 200, description = "The file: PNG, JPEG, WebP or SVG", content_type = "image/*"),
        (status = 304, description = "The copy the client holds is current"),
        (status = 404, description = "No such file")))]
pub async fn serve(
    State(state): State<AppState>,
    key: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
) -> AppResult<Response> {
    let key: ImageKey = key
        .ok()
        .and_then(|Path(key)| key.parse().ok())
        .ok_or_else(file_not_found)?;
    let store = &state.images.store;
    let mut file = store.get(&key).await.map_err(storage_failed)?;
    if file.is_none() && state.images.examples.ensure_key(&key).await? {
        file = store.get(&key).await.map_err(storage_failed)?;
    }
    let file = file.ok_or_else(file_not_found)?;
    file_response(&key, file, &headers, IMMUTABLE_CACHE_CONTROL)
}

/// A stored file as an answer, or 304 when the client's copy is current.
pub fn file_response(
    key: &ImageKey,
    file: StoredFile,
    headers: &HeaderMap,
    cache_control: &'static str,
) -> AppResult<Response> {
    let etag = HeaderValue::from_str(&file.etag).map_err(|err| AppError::Internal(err.into()))?;
    let mut response = if matches_etag(headers, &file.etag) {
        let mut not_modified = Response::new(Body::empty());
        *not_modified.status_mut() = StatusCode::NOT_MODIFIED;
        not_modified
    } else {
        let mut ok = Response::new(Body::from(file.bytes));
        let headers = ok.headers_mut();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(file.content_type),
        );
        if key.format() == ImageFormat::Svg {
            headers.insert(
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(SVG_POLICY),
            );
        }
        ok
    };
    let headers = response.headers_mut();
    headers.insert(header::ETAG, etag);
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(cache_control),
    );
    Ok(response)
}

/// `If-None-Match` holds this ETag (compared weakly, as the header asks) or `*`.
fn matches_etag(headers: &HeaderMap, etag: &str) -> bool {
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(str::trim)
        .any(|candidate| candidate == "*" || candidate.trim_start_matches("W/") == etag)
}

pub fn file_not_found() -> AppError {
    AppError::NotFound("Image not found".into())
}

pub fn storage_failed(err: cardsmith_storage::StorageError) -> AppError {
    AppError::Internal(anyhow::Error::new(err).context("Failed to read an image file"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn if_none_match_lists_and_weak_tags_match() {
        let etag = "\"abc\"";
        let mut headers = HeaderMap::new();
        assert!(!matches_etag(&headers, etag));
        headers.insert(
            header::IF_NONE_MATCH,
            HeaderValue::from_static("\"x\", W/\"abc\""),
        );
        assert!(matches_etag(&headers, etag));
        headers.insert(header::IF_NONE_MATCH, HeaderValue::from_static("\"abcd\""));
        assert!(!matches_etag(&headers, etag));
        headers.insert(header::IF_NONE_MATCH, HeaderValue::from_static("*"));
        assert!(matches_etag(&headers, etag));
    }
}
