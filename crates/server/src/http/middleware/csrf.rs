//! CSRF protection for every state-changing `/api` call.
//!
//! `GET /api/csrf-token` hands out an HMAC of what the visitor is bound to:
//! the session when signed in, else a random visitor id kept in an HttpOnly
//! cookie (so login and signup are protected too). State-changing calls must
//! echo it in the `CSRF-Token` header. As defence in depth, requests that
//! browsers mark as cross-site (`Sec-Fetch-Site`, or a foreign `Origin`) are
//! refused before the token is even looked at.

use crate::auth::tokens;
use crate::http::error::{AppError, AppResult};
use crate::http::extract::MaybeUser;
use crate::http::extract::cookies;
use crate::http::routes::{self, Area};
use crate::http::state::AppState;
use axum::Json;
use axum::extract::{FromRequestParts, Request, State};
use axum::http::{HeaderMap, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use serde::Serialize;
use sha2::Sha256;
use utoipa::ToSchema;

const VISITOR_MAX_AGE_SECS: i64 = 60 * 60 * 24 * 365;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CsrfToken {
    csrf_token: String,
}

/// A token for the `CSRF-Token` header of state-changing calls.
#[utoipa::path(get, path = "/api/csrf-token", tag = "auth",
    responses((status = 200, body = CsrfToken)))]
pub async fn issue(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    headers: HeaderMap,
) -> AppResult<Response> {
    let (binding, new_visitor) = match (&user, cookies::read(&headers, &state.cookies.visitor)) {
        (Some(current), _) => (session_binding(&current.session_hash), None),
        (None, Some(visitor)) => (visitor_binding(visitor), None),
        (None, None) => {
            let visitor = tokens::new_token();
            (visitor_binding(&visitor), Some(visitor))
        }
    };
    let body = CsrfToken {
        csrf_token: sign(&state.csrf_key, &binding),
    };
    let mut response = ([(header::CACHE_CONTROL, "no-store")], Json(body)).into_response();
    if let Some(visitor) = new_visitor {
        let cookie = state
            .cookies
            .set(&state.cookies.visitor, &visitor, VISITOR_MAX_AGE_SECS);
        response.headers_mut().append(header::SET_COOKIE, cookie);
    }
    Ok(response)
}

/// Whether a call must carry the token: every state-changing `/api` call
/// (webhooks and one-click unsubscribes are their own area).
pub fn guards(method: &Method, path: &str) -> bool {
    matches!(
        *method,
        Method::POST | Method::PUT | Method::PATCH | Method::DELETE
    ) && routes::area(path) == Area::Api
}

/// Middleware: refuses state-changing `/api` calls without a valid token.
pub async fn require_token(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    if !guards(request.method(), request.uri().path()) {
        return next.run(request).await;
    }
    let (mut parts, body) = request.into_parts();
    if is_cross_site(&parts.headers, state.pages.public_url()) {
        return forbidden("Cross-site request refused (CSRF protection)");
    }
    let user = match MaybeUser::from_request_parts(&mut parts, &state).await {
        Ok(MaybeUser(user)) => user,
        Err(err) => return err.into_response(),
    };
    let binding = match (&user, cookies::read(&parts.headers, &state.cookies.visitor)) {
        (Some(current), _) => Some(session_binding(&current.session_hash)),
        (None, Some(visitor)) => Some(visitor_binding(visitor)),
        (None, None) => None,
    };
    let presented = parts
        .headers
        .get("csrf-token")
        .and_then(|v| v.to_str().ok());
    let valid = match (binding, presented) {
        (Some(binding), Some(token)) => verify(&state.csrf_key, &binding, token),
        _ => false,
    };
    if !valid {
        let message = if presented.is_none() {
            "Missing CSRF token"
        } else {
            "Invalid CSRF token"
        };
        return forbidden(message);
    }
    next.run(Request::from_parts(parts, body)).await
}

fn forbidden(message: &str) -> Response {
    AppError::Forbidden(message.to_owned()).into_response()
}

fn session_binding(session_hash: &str) -> String {
    format!("session:{session_hash}")
}

fn visitor_binding(visitor: &str) -> String {
    format!("visitor:{visitor}")
}

fn mac(key: &[u8], binding: &str) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes any key length");
    mac.update(binding.as_bytes());
    mac
}

fn sign(key: &[u8], binding: &str) -> String {
    URL_SAFE_NO_PAD.encode(mac(key, binding).finalize().into_bytes())
}

fn verify(key: &[u8], binding: &str, token: &str) -> bool {
    match URL_SAFE_NO_PAD.decode(token) {
        Ok(bytes) => mac(key, binding).verify_slice(&bytes).is_ok(),
        Err(_) => false,
    }
}

/// True for requests a browser marks as coming from another site, or whose
/// `Origin` is not the site's own address (scheme, host and port, as
/// configured: the Host header is the client's to choose).
fn is_cross_site(headers: &HeaderMap, public_url: &str) -> bool {
    if headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()) == Some("cross-site") {
        return true;
    }
    match headers.get(header::ORIGIN).map(|v| v.to_str()) {
        None => false,
        Some(Ok(origin)) => !is_own_origin(origin, public_url),
        Some(Err(_)) => true,
    }
}

fn is_own_origin(origin: &str, public_url: &str) -> bool {
    let (Ok(origin), Ok(site)) = (url::Url::parse(origin), url::Url::parse(public_url)) else {
        return false;
    };
    if origin.scheme() != site.scheme()
        || origin.port_or_known_default() != site.port_or_known_default()
    {
        return false;
    }
    // A site on this machine answers to every loopback name (a browser opened
    // on localhost while the address says 127.0.0.1).
    origin.host() == site.host() || (is_loopback(&origin) && is_loopback(&site))
}

fn is_loopback(url: &url::Url) -> bool {
    match url.host() {
        Some(url::Host::Domain(name)) => name.eq_ignore_ascii_case("localhost"),
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn tokens_verify_only_for_their_binding() {
        let key = b"key";
        let token = sign(key, "visitor:abc");
        assert!(verify(key, "visitor:abc", &token));
        assert!(!verify(key, "visitor:abd", &token));
        assert!(!verify(b"other", "visitor:abc", &token));
        assert!(!verify(key, "visitor:abc", "not base64 !"));
    }

    #[test]
    fn cross_site_detection() {
        let public = "http://127.0.0.1:8080";
        let mut headers = HeaderMap::new();
        headers.insert(header::HOST, HeaderValue::from_static("127.0.0.1:8080"));
        assert!(!is_cross_site(&headers, public));
        headers.insert(
            header::ORIGIN,
            HeaderValue::from_static("http://127.0.0.1:8080"),
        );
        assert!(!is_cross_site(&headers, public));
        headers.insert(
            header::ORIGIN,
            HeaderValue::from_static("https://evil.example"),
        );
        assert!(is_cross_site(&headers, public));
        // The Host header is the client's: a matching one proves nothing.
        headers.insert(header::HOST, HeaderValue::from_static("evil.example"));
        headers.insert(
            header::ORIGIN,
            HeaderValue::from_static("http://evil.example"),
        );
        assert!(is_cross_site(&headers, public));
        // Same host, other scheme or port: another origin.
        for other in ["https://127.0.0.1:8080", "http://127.0.0.1:8081", "null"] {
            headers.insert(header::ORIGIN, HeaderValue::from_str(other).unwrap());
            assert!(is_cross_site(&headers, public), "{other}");
        }
        headers.insert(
            header::ORIGIN,
            HeaderValue::from_static("http://localhost:8080"),
        );
        assert!(!is_cross_site(&headers, public), "another loopback name");
        assert!(is_cross_site(&headers, "https://cards.example"));
        headers.insert(
            header::ORIGIN,
            HeaderValue::from_static("https://cards.example"),
        );
        assert!(!is_cross_site(&headers, "https://cards.example"));
        headers.remove(header::ORIGIN);
        headers.insert("sec-fetch-site", HeaderValue::from_static("cross-site"));
        assert!(is_cross_site(&headers, public));
    }
}
