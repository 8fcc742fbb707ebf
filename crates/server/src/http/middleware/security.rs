//! Headers every response carries.

use crate::http::routes;
use axum::extract::Request;
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;

/// Google Analytics' script host, and where it sends page views.
const ANALYTICS_SCRIPTS: &str = " https://www.googletagmanager.com";
const ANALYTICS_BEACONS: &str =
    " https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com";

/// No inline scripts anywhere; inline styles are allowed for the component
/// library's positioning. Images may come from data: and blob: URLs (avatars,
/// previews of uploads). Google Analytics is allowed only when a measurement
/// id is configured (and the page loads it only after consent).
pub fn content_security_policy(analytics: bool) -> HeaderValue {
    let (scripts, beacons) = if analytics {
        (ANALYTICS_SCRIPTS, ANALYTICS_BEACONS)
    } else {
        ("", "")
    };
    let policy = format!(
        "default-src 'self'; script-src 'self'{scripts}; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: blob:{beacons}; font-src 'self' data:; connect-src 'self'{beacons}; \
         frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"
    );
    HeaderValue::from_str(&policy).expect("the policy is plain ASCII")
}

pub async fn headers(https: bool, policy: HeaderValue, request: Request, next: Next) -> Response {
    // API answers are personal unless a handler says otherwise (image files do).
    let is_api = routes::is_machine(request.uri().path());
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    if is_api {
        headers
            .entry(header::CACHE_CONTROL)
            .or_insert(HeaderValue::from_static("no-store"));
    }
    headers
        .entry(header::CONTENT_SECURITY_POLICY)
        .or_insert(policy);
    let mut set = |name, value: &'static str| {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    };
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
