//! Extractors: `CurrentUser` answers 401 for visitors, `MaybeUser` lets
//! them through. Handlers never read the session cookie themselves.

use crate::auth::tokens;
use crate::http::error::AppError;
use crate::http::extract::cookies;
use crate::http::state::AppState;
use crate::store::users;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;

pub struct CurrentUser {
    pub user: users::User,
    /// Hash of the session token in use, so "sign out elsewhere" can keep it.
    pub session_hash: String,
}

pub struct MaybeUser(pub Option<CurrentUser>);

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        if let Some(found) = parts.extensions.get::<ResolvedSession>() {
            return Ok(MaybeUser(found.0.clone()));
        }
        // Boxed: the database's future is large, and without the box its
        // space would stay part of every future that extracts a user (the
        // CSRF check's and each handler's) for as long as that one lives.
        // Made only once a turn at the database is free (see `store::turns`).
        let resolved = {
            let _turn = state.session_turns.turn().await?;
            Box::pin(resolve(parts, state)).await?
        };
        parts.extensions.insert(ResolvedSession(resolved.clone()));
        Ok(MaybeUser(resolved))
    }
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        MaybeUser::from_request_parts(parts, state)
            .await?
            .0
            .ok_or_else(|| AppError::Unauthorized("Please log in to continue".into()))
    }
}

impl Clone for CurrentUser {
    fn clone(&self) -> Self {
        CurrentUser {
            user: self.user.clone(),
            session_hash: self.session_hash.clone(),
        }
    }
}

/// The session looked up once per request and remembered for later extractors.
#[derive(Clone)]
struct ResolvedSession(Option<CurrentUser>);

async fn resolve(parts: &Parts, state: &AppState) -> Result<Option<CurrentUser>, AppError> {
    let Some(token) = cookies::read(&parts.headers, &state.cookies.session) else {
        return Ok(None);
    };
    let session_hash = tokens::hash(token);
    let user = state.sessions.resolve(&session_hash).await?;
    Ok(user.map(|user| CurrentUser { user, session_hash }))
}

/// The session token hash from the cookie, if any (valid or not).
pub fn session_hash_in(parts_headers: &axum::http::HeaderMap, state: &AppState) -> Option<String> {
    cookies::read(parts_headers, &state.cookies.session).map(tokens::hash)
}
