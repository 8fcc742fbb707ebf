//! Passkeys: the account's list (add, rename, remove) under Account
//! settings, signing in with one from `/login`, and confirming with one
//! before a change. Each ceremony is two calls: `…/options` answers the
//! browser's options with a `ceremony` token, and the second call hands the
//! token back with the browser's answer.

use crate::auth::passkeys::{Ceremony, PasskeyAnswer, Proof};
use crate::http::api::auth::{client_of, signed_in};
use crate::http::error::AppResult;
use crate::http::extract::client_addr::ClientAddr;
use crate::http::extract::json::ApiJson;
use crate::http::extract::{CurrentUser, MaybeUser};
use crate::http::state::AppState;
use crate::store::passkeys::StoredPasskey;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::Response;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use webauthn_rs::prelude::{PublicKeyCredential, RegisterPublicKeyCredential};

/// A passkey as its owner sees it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasskeyView {
    pub id: String,
    pub name: String,
    pub created_at: DateTime<Utc>,
    /// The last sign-in or confirmation with it; null if never used.
    pub last_used_at: Option<DateTime<Utc>>,
}

impl From<StoredPasskey> for PasskeyView {
    fn from(stored: StoredPasskey) -> Self {
        PasskeyView {
            id: stored.id,
            name: stored.name,
            created_at: stored.created_at,
            last_used_at: stored.last_used_at,
        }
    }
}

/// The browser's options for a ceremony, with the token to hand back.
#[derive(Serialize, ToSchema)]
pub struct PasskeyOptions {
    /// Hand back with the browser's answer within ten minutes; works once.
    ceremony: String,
    /// WebAuthn options as JSON (`publicKey`, base64url for binary fields),
    /// as `PublicKeyCredential.parseCreationOptionsFromJSON` and
    /// `parseRequestOptionsFromJSON` read them.
    #[schema(value_type = std::collections::HashMap<String, serde_json::Value>)]
    options: serde_json::Value,
}

/// A begun ceremony as the browser gets it.
fn options<T: Serialize>(ceremony: Ceremony<T>) -> AppResult<Json<PasskeyOptions>> {
    let options = serde_json::to_value(ceremony.options).map_err(anyhow::Error::from)?;
    Ok(Json(PasskeyOptions {
        ceremony: ceremony.token,
        options,
    }))
}

/// The browser's answer to a sign-in or confirmation ceremony.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PasskeyAnswerBody {
    #[schema(min_length = 1)]
    ceremony: String,
    /// The assertion as JSON (`PublicKeyCredential.toJSON()`).
    #[schema(value_type = std::collections::HashMap<String, serde_json::Value>)]
    credential: PublicKeyCredential,
}

impl PasskeyAnswerBody {
    pub fn answer(&self) -> PasskeyAnswer<'_> {
        PasskeyAnswer {
            ceremony: &self.ceremony,
            credential: &self.credential,
        }
    }
}

/// How a request to change the account shows it is the holder: the
/// `passkey` answer when there is one, the password (and `code`) otherwise.
pub fn proof<'a>(
    passkey: &'a Option<PasskeyAnswerBody>,
    password: &'a str,
    code: Option<&'a str>,
) -> Proof<'a> {
    match passkey {
        Some(passkey) => Proof::Passkey(passkey.answer()),
        None => Proof::Password { password, code },
    }
}

/// The account's passkeys, oldest first.
#[utoipa::path(get, path = "/api/account/passkeys", tag = "account",
    responses((status = 200, body = Vec<PasskeyView>), (status = 401)))]
pub async fn list(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<Json<Vec<PasskeyView>>> {
    let stored = state.accounts.passkeys(&current.user).await?;
    Ok(Json(stored.into_iter().map(PasskeyView::from).collect()))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AddPasskeyOptionsRequest {
    /// Required unless `passkey` confirms instead.
    #[serde(default)]
    current_password: String,
    /// A code from the authenticator app or a recovery code: required with
    /// the password when two-step sign-in is on.
    #[serde(default)]
    #[schema(max_length = 64)]
    code: String,
    /// A confirmation with another of the account's passkeys, in place of
    /// the password and code.
    #[serde(default)]
    passkey: Option<PasskeyAnswerBody>,
}

/// Begins adding a passkey, once the account holder has shown it is them.
#[utoipa::path(post, path = "/api/account/passkeys/options", tag = "account",
    request_body = AddPasskeyOptionsRequest,
    responses((status = 200, body = PasskeyOptions),
        (status = 400, description = "A wrong password, code or passkey"),
        (status = 401), (status = 409, description = "Passkeys are off, or the account has 20"),
        (status = 429)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn add_options(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    current: CurrentUser,
    ApiJson(body): ApiJson<AddPasskeyOptionsRequest>,
) -> AppResult<Json<PasskeyOptions>> {
    let proof = proof(&body.passkey, &body.current_password, Some(&body.code));
    let ceremony = state
        .accounts
        .start_adding_passkey(&current.user, addr, proof)
        .await?;
    options(ceremony)
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AddPasskeyRequest {
    #[schema(min_length = 1)]
    ceremony: String,
    /// Up to 60 characters; blank names it after this browser and system.
    #[serde(default)]
    #[schema(max_length = 60)]
    name: String,
    /// The new credential as JSON (`PublicKeyCredential.toJSON()`).
    #[schema(value_type = std::collections::HashMap<String, serde_json::Value>)]
    credential: RegisterPublicKeyCredential,
}

/// Adds the passkey the browser made, and emails the account a notice.
#[utoipa::path(post, path = "/api/account/passkeys", tag = "account",
    request_body = AddPasskeyRequest,
    responses((status = 201, body = PasskeyView),
        (status = 400, description = "An expired ceremony, a refused answer, a passkey already added, or a bad name"),
        (status = 401), (status = 409)))]
#[tracing::instrument(skip_all, fields(user_id = %current.user.id))]
pub async fn add(
    State(state): State<AppState>,
    current: CurrentUser,
    headers: HeaderMap,
    ApiJson(body): ApiJson<AddPasskeyRequest>,
) -> AppResult<(StatusCode, Json<PasskeyView>)> {
    let user_agent = headers
        .get(header::USER_AGENT)
        .and_then(|value| value.to_str().ok());
    let stored = state
        .accounts
        .finish_adding_passkey(
            &current.user,
            &body.ceremony,
            &body.name,
            &body.credential,
            user_agent,
        )
        .await?;
    Ok((StatusCode::CREATED, Json(stored.into())))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RenamePasskeyRequest {
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 60)]
    name: String,
}

/// Renames one of the account's passkeys.
#[utoipa::path(patch, path = "/api/account/passkeys/{id}", tag = "account",
    request_body = RenamePasskeyRequest,
    params(("id" = String, Path, description = "The passkey's id")),
    responses((status = 204), (status = 400), (status = 401), (status = 404)))]
pub async fn rename(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<RenamePasskeyRequest>,
) -> AppResult<StatusCode> {
    state
        .accounts
        .rename_passkey(&current.user, &id, &body.name)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Removes one of the account's passkeys, and emails the account a notice.
#[utoipa::path(delete, path = "/api/account/passkeys/{id}", tag = "account",
    params(("id" = String, Path, description = "The passkey's id")),
    responses((status = 204), (status = 401), (status = 404)))]
pub async fn remove(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<StatusCode> {
    state.accounts.remove_passkey(&current.user, &id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Begins a confirmation with one of the account's passkeys, for a change
/// that accepts one in place of the password (a new address, deletion,
/// adding another passkey).
#[utoipa::path(post, path = "/api/account/passkeys/confirm", tag = "account",
    responses((status = 200, body = PasskeyOptions), (status = 401),
        (status = 409, description = "Passkeys are off, or the account has no passkey"),
        (status = 429)))]
pub async fn confirm_options(
    State(state): State<AppState>,
    current: CurrentUser,
) -> AppResult<Json<PasskeyOptions>> {
    let ceremony = state
        .accounts
        .start_passkey_confirmation(&current.user)
        .await?;
    options(ceremony)
}

/// Begins a sign-in with a passkey: for the button and for the browser's
/// autofill (conditional mediation) alike.
#[utoipa::path(post, path = "/api/auth/passkey/options", tag = "auth",
    responses((status = 200, body = PasskeyOptions), (status = 409), (status = 429)))]
pub async fn sign_in_options(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
) -> AppResult<Json<PasskeyOptions>> {
    let ceremony = state.accounts.start_passkey_sign_in(addr).await?;
    options(ceremony)
}

/// Signs in with a passkey. A passkey counts as both steps of two-step
/// sign-in. A replayed, foreign or expired answer answers 401.
#[utoipa::path(post, path = "/api/auth/passkey", tag = "auth",
    request_body = PasskeyAnswerBody,
    responses((status = 200, body = crate::http::api::auth::UserView),
        (status = 400), (status = 401), (status = 409)))]
#[tracing::instrument(skip_all)]
pub async fn sign_in(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
    MaybeUser(previous): MaybeUser,
    ApiJson(body): ApiJson<PasskeyAnswerBody>,
) -> AppResult<Response> {
    let replaced = previous.map(|p| p.session_hash);
    let signed = state
        .accounts
        .finish_passkey_sign_in(client_of(addr, &headers), body.answer(), replaced)
        .await?;
    Ok(signed_in(&state, signed, StatusCode::OK))
}
