//! The operator console's gate, in front of every `/api/admin` path:
//! - a caller who is not staff (or not signed in) gets the very answer a
//!   path that does not exist gets, whatever the path and method, so the
//!   console cannot be told apart from a missing route;
//! - staff are counted against the console's own rate limit;
//! - a staff session whose second factor was not proved in the last twelve
//!   hours may only read its own state and prove it again.
//!
//! CSRF is checked before this, as for every state change under `/api`.

use crate::http::error::AppError;
use crate::http::extract::MaybeUser;
use crate::http::extract::staff::StaffSession;
use crate::http::state::AppState;
use crate::staff::StaffCaller;
use axum::extract::{FromRequestParts, Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

pub const CONSOLE_PREFIX: &str = "/api/admin";
/// What a staff session may call before proving its second factor.
const BEFORE_SECOND_FACTOR: [&str; 2] = ["/api/admin/session", "/api/admin/session/verify"];
pub const PROVE_SECOND_FACTOR: &str =
    "Confirm it's you: enter a code from your authenticator app or use a passkey";

pub async fn require_staff(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let path = request.uri().path();
    let in_console = path
        .strip_prefix(CONSOLE_PREFIX)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'));
    if !in_console {
        return next.run(request).await;
    }
    let may_skip_second_factor = BEFORE_SECOND_FACTOR.contains(&path);
    let (mut parts, body) = request.into_parts();
    let session = match staff_session(&mut parts, &state).await {
        Ok(Some(session)) => session,
        Ok(None) => return crate::http::pages::no_such_endpoint().into_response(),
        Err(err) => return err.into_response(),
    };
    if session.second_factor_until.is_none() && !may_skip_second_factor {
        return AppError::SecondFactorRequired(PROVE_SECOND_FACTOR.into()).into_response();
    }
    parts.extensions.insert(session);
    next.run(Request::from_parts(parts, body)).await
}

async fn staff_session(
    parts: &mut axum::http::request::Parts,
    state: &AppState,
) -> Result<Option<StaffSession>, AppError> {
    let MaybeUser(Some(current)) = MaybeUser::from_request_parts(parts, state).await? else {
        return Ok(None);
    };
    let Some(role) = state.console.role_of(&current.user.id).await? else {
        return Ok(None);
    };
    state.console.count_request(&current.user.id).await?;
    Ok(Some(StaffSession {
        second_factor_until: state
            .console
            .second_factor_until(&current.session_hash)
            .await?,
        caller: StaffCaller {
            user_id: current.user.id,
            email: current.user.email,
            role,
        },
        session_hash: current.session_hash,
    }))
}
