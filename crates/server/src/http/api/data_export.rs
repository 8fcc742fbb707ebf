//! The archive of the account's data: ask for one, see where it is, and
//! fetch it. Only the owner's session fetches it; anyone else, signed in or
//! not, is told there is no such archive.

use crate::exports::{Archive, ArchiveState};
use crate::http::error::{AppError, AppResult};
use crate::http::extract::{CurrentUser, MaybeUser};
use crate::http::state::AppState;
use axum::Json;
use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

const ARCHIVE_NOT_FOUND: &str = "No such archive: it may have expired. Ask for a new one.";

#[derive(Serialize, ToSchema, Clone, Copy)]
#[serde(rename_all = "lowercase")]
pub enum ArchiveStatus {
    Building,
    Ready,
    Failed,
}

/// An archive of the account's data.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DataExportView {
    pub id: String,
    pub status: ArchiveStatus,
    pub requested_at: DateTime<Utc>,
    pub ready_at: Option<DateTime<Utc>>,
    /// When a ready archive is deleted.
    pub expires_at: Option<DateTime<Utc>>,
    pub size_bytes: Option<u64>,
    /// Where the owner's session fetches it, once ready.
    pub download_url: Option<String>,
}

impl From<Archive> for DataExportView {
    fn from(archive: Archive) -> Self {
        let status = match archive.state {
            ArchiveState::Building => ArchiveStatus::Building,
            ArchiveState::Ready => ArchiveStatus::Ready,
            ArchiveState::Failed => ArchiveStatus::Failed,
        };
        let download_url = (archive.state == ArchiveState::Ready)
            .then(|| format!("/api/account/export/{}/download", archive.id));
        DataExportView {
            id: archive.id,
            status,
            requested_at: archive.requested_at,
            ready_at: archive.ready_at,
            expires_at: archive.expires_at,
            size_bytes: archive.size_bytes,
            download_url,
        }
    }
}

/// The account's latest archive.
#[derive(Serialize, ToSchema)]
pub struct DataExportStatus {
    /// None when there is none, or the last one expired.
    pub export: Option<DataExportView>,
}

/// The account's latest archive of its data, unless it expired.
#[utoipa::path(get, path = "/api/account/export", tag = "account",
    responses((status = 200, body = DataExportStatus), (status = 401)))]
pub async fn status(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<Json<DataExportStatus>> {
    let latest = state.exports.latest(&current.user.id).await?;
    Ok(Json(DataExportStatus {
        export: latest.map(DataExportView::from),
    }))
}

/// Starts an archive of the account's data, made in the background and
/// announced by email; asking while one is being made answers that one.
#[utoipa::path(post, path = "/api/account/export", tag = "account",
    responses(
        (status = 202, body = DataExportView, description = "Being made (a new one, or the one in the making)"),
        (status = 401),
        (status = 429, description = "Five archives were made in the last day")))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn request(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<(StatusCode, Json<DataExportView>)> {
    let archive = state.exports.request(&current.user.id).await?;
    Ok((StatusCode::ACCEPTED, Json(archive.into())))
}

/// The archive, a zip file, to its owner's session only.
#[utoipa::path(get, path = "/api/account/export/{id}/download", tag = "account",
    params(("id" = String, Path, description = "The archive's id")),
    responses(
        (status = 200, description = "The zip file", content_type = "application/zip"),
        (status = 404, description = "No such ready archive of this session's account")))]
pub async fn download(
    State(state): State<AppState>,
    MaybeUser(current): MaybeUser,
    Path(id): Path<String>,
) -> AppResult<Response> {
    let not_found = || AppError::NotFound(ARCHIVE_NOT_FOUND.into());
    let current = current.ok_or_else(not_found)?;
    let (archive, file) = state
        .exports
        .open(&current.user.id, &id)
        .await?
        .ok_or_else(not_found)?;
    let name = format!(
        "cardsmith-data-{}.zip",
        archive.requested_at.format("%Y-%m-%d")
    );
    let mut response = Response::new(Body::from_stream(file.chunks));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/zip"),
    );
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(file.size));
    let disposition = HeaderValue::from_str(&format!("attachment; filename=\"{name}\""))
        .map_err(|err| AppError::Internal(err.into()))?;
    headers.insert(header::CONTENT_DISPOSITION, disposition);
    Ok(response)
}
