//! Who calls `/v1`: a bearer API key, never a session cookie (so there is
//! no CSRF surface). Every call is counted against its account's tier
//! limits, and every answer carries the rate-limit headers.

use super::envelope::ApiError;
use crate::http::error::AppError;
use crate::http::state::AppState;
use crate::public_api::limits::Verdict;
use crate::public_api::settings::TierLimits;
use crate::public_api::tiers::Tier;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

pub const KEY_MISSING: &str = "Send your API key as Authorization: Bearer <key>";
pub const KEY_INVALID: &str = "This API key is not valid or has been revoked";
pub const EMAIL_UNVERIFIED: &str = "Confirm your account's email address to use the API";
pub const RATE_LIMITED: &str = "Too many requests for your plan; see Retry-After";

/// The account behind the key, for the handlers.
#[derive(Debug, Clone)]
pub struct ApiCaller {
    pub user_id: String,
    pub tier: Tier,
    pub limits: TierLimits,
}

/// Authenticates the key, counts the request, and adds the rate-limit
/// headers to whatever the handler answers.
pub async fn authenticate(
    State(state): State<AppState>,
    mut request: Request,
    next: Next,
) -> Response {
    let caller = match identify(&state, request.headers()).await {
        Ok(caller) => caller,
        Err(error) => return refused(error),
    };
    let verdict = match state
        .api_limits
        .hit(&caller.user_id, caller.limits, crate::store::now())
        .await
    {
        Ok(verdict) => verdict,
        Err(error) => return ApiError(AppError::Internal(error)).into_response(),
    };
    let mut response = if verdict.allowed {
        request.extensions_mut().insert(caller);
        next.run(request).await
    } else {
        ApiError(AppError::TooManyRequests {
            message: RATE_LIMITED.into(),
            retry_after_secs: verdict.reset_secs,
        })
        .into_response()
    };
    add_rate_headers(response.headers_mut(), &verdict);
    response
}

async fn identify(state: &AppState, headers: &HeaderMap) -> Result<ApiCaller, ApiError> {
    let secret = headers
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|secret| !secret.is_empty())
        .ok_or_else(|| AppError::Unauthorized(KEY_MISSING.into()))?;
    let holder = state.api_keys.authenticate(secret).await?;
    Ok(ApiCaller {
        user_id: holder.user_id,
        tier: holder.tier,
        limits: holder.tier.limits(&state.config.public_api),
    })
}

/// A refused key gets no rate-limit headers (there is no account to count
/// against) but, on a 401, the challenge RFC 6750 asks for: which scheme,
/// and whether a key was sent and refused.
fn refused(error: ApiError) -> Response {
    let challenge = match &error.0 {
        AppError::Unauthorized(message) if message == KEY_MISSING => BEARER_CHALLENGE,
        AppError::Unauthorized(_) => INVALID_KEY_CHALLENGE,
        _ => return error.into_response(),
    };
    let mut response = error.into_response();
    response.headers_mut().insert(
        header::WWW_AUTHENTICATE,
        HeaderValue::from_static(challenge),
    );
    response
}

pub const BEARER_CHALLENGE: &str = r#"Bearer realm="Cardsmith API""#;
const INVALID_KEY_CHALLENGE: &str = r#"Bearer realm="Cardsmith API", error="invalid_token""#;

fn add_rate_headers(headers: &mut HeaderMap, verdict: &Verdict) {
    for (name, value) in [
        ("x-ratelimit-limit", verdict.limit),
        ("x-ratelimit-remaining", verdict.remaining),
        ("x-ratelimit-reset", verdict.reset_secs),
    ] {
        headers.insert(name, HeaderValue::from(value));
    }
}
