//! Dashboard → Account settings → API Access: the signed-in user's keys to
//! the public API. A new key's secret is answered once; only its hash is kept.

use crate::http::error::{AppError, AppResult};
use crate::http::extract::CurrentUser;
use crate::http::extract::json::ApiJson;
use crate::http::state::AppState;
use crate::store::api_keys::ApiKey;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApiKeyView {
    pub id: String,
    pub name: String,
    /// The key's first characters, e.g. `cs_live_AbCd`.
    pub prefix: String,
    pub created_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
}

impl From<ApiKey> for ApiKeyView {
    fn from(key: ApiKey) -> Self {
        ApiKeyView {
            id: key.id,
            name: key.name,
            prefix: key.prefix,
            created_at: key.created_at,
            last_used_at: key.last_used_at,
        }
    }
}

/// The user's live keys, newest first.
#[utoipa::path(get, path = "/api/api-keys", tag = "api-keys",
    responses((status = 200, body = Vec<ApiKeyView>), (status = 401)))]
pub async fn list(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<Json<Vec<ApiKeyView>>> {
    let keys = state.api_keys.list(&current.user.id).await?;
    Ok(Json(keys.into_iter().map(ApiKeyView::from).collect()))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateApiKey {
    /// What the key is for, 1 to 60 characters.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 60)]
    pub name: String,
}

#[derive(Serialize, ToSchema)]
pub struct CreatedApiKey {
    pub key: ApiKeyView,
    /// The whole key. It is shown this once and cannot be read again.
    pub secret: String,
}

/// Creates a key: needs a verified email address; at most 10 live keys.
#[utoipa::path(post, path = "/api/api-keys", tag = "api-keys",
    request_body = CreateApiKey,
    responses(
        (status = 201, body = CreatedApiKey),
        (status = 400, description = "Missing or too long name"),
        (status = 401, description = "Signed out"),
        (status = 403, description = "The email address is not verified yet"),
        (status = 409, description = "Already 10 live keys"),
        (status = 415, description = "Not JSON")))]
pub async fn create(
    State(state): State<AppState>,
    current: CurrentUser,
    body: Result<ApiJson<CreateApiKey>, AppError>,
) -> AppResult<(StatusCode, Json<CreatedApiKey>)> {
    let ApiJson(body) = body?;
    let issued = state.api_keys.issue(&current.user.id, &body.name).await?;
    Ok((
        StatusCode::CREATED,
        Json(CreatedApiKey {
            key: ApiKeyView::from(issued.key),
            secret: issued.secret,
        }),
    ))
}

#[derive(Serialize, ToSchema)]
pub struct Revoked {
    pub success: bool,
}

/// Revokes a key: it stops working at once.
#[utoipa::path(delete, path = "/api/api-keys/{id}", tag = "api-keys",
    params(("id" = String, Path, description = "The key's id")),
    responses((status = 200, body = Revoked), (status = 401), (status = 404)))]
pub async fn revoke(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Json<Revoked>> {
    state.api_keys.revoke(&current.user.id, &id).await?;
    Ok(Json(Revoked { success: true }))
}
