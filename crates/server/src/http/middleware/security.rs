//! Headers every response carries.

use crate::http::routes;
use axum::extract::Request;
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;

/// No inline scripts anywhere; inline styles are allowed for the component
/// library's positioning. Images may come from data: and blob: URLs (avatars,
/// previews of uploads).
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

pub async fn headers(https: bool, request: Request, next: Next) -> Response {
    // API answers are personal unless a handler says otherwise (image files do).
    let is_api = routes::is_machine(request.uri().path());
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    if is_api {
        headers
            .entry(header::CACHE_CONTROL)
            .or_insert(HeaderValue::from_static("no-store"));
    }
    let mut set = |name, value: &'static str| {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    };
    set(header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY);
    set(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(header::REFERRER_POLICY, "strict-origin-when-cross-origin");
    set(header::X_FRAME_OPTIONS, "DENY");
    set(
        header::HeaderName::from_static("permissions-policy"),
        "camera=(self), microphone=(), geolocation=()",
    );
    if https {
        set(
            header::STRICT_TRANSPORT_SECURITY,
            "max-age=63072000; includeSubDomains",
        );
    }
    response
}
