//! `GET /metrics`: behind a token on the site's address, open on an address
//! of its own, and counting what happened (requests, generations, provider
//! errors, credits, emails).

use crate::helpers::{TestApp, free_port};
use crate::images_support::*;
use cardsmith_server::providers::image::settings::ProviderKind;
use cardsmith_server::secret::Secret;
use reqwest::StatusCode;
use wiremock::MockServer;

const TOKEN: &str = "scrape-token-0123456789";

async fn scrape(app: &TestApp, token: Option<&str>) -> reqwest::Response {
    let mut request = app.client.raw(reqwest::Method::GET, "/metrics");
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request.send().await.unwrap()
}

/// The value of the series whose line starts with `series` (name and labels).
fn value(text: &str, series: &str) -> f64 {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .unwrap_or_else(|| panic!("no series {series} in:\n{text}"))
        .parse()
        .unwrap()
}

#[tokio::test]
async fn without_a_token_configured_metrics_are_not_on_the_site() {
    let app = TestApp::spawn().await;
    assert_eq!(scrape(&app, None).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        scrape(&app, Some(TOKEN)).await.status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn the_token_is_required_and_the_figures_follow_what_happened() {
    let app = TestApp::spawn_with(|config| config.metrics.token = Some(Secret::new(TOKEN))).await;
    assert_eq!(scrape(&app, None).await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(
        scrape(&app, Some("scrape-token-0123456780")).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let client = app.signed_in_user("alice").await;
    generate_ok(&client, low_square(PROMPT)).await;
    generate_ok(&client, low_square(PROMPT)).await;

    let response = scrape(&app, Some(TOKEN)).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()["content-type"],
        "text/plain; version=0.0.4; charset=utf-8"
    );
    let text = response.text().await.unwrap();
    assert_eq!(
        value(&text, "cardsmith_generations_total{outcome=\"succeeded\"}"),
        2.0
    );
    assert_eq!(
        value(
            &text,
            "cardsmith_http_requests_total{method=\"POST\",route=\"/api/images/generate\",status=\"2xx\"}"
        ),
        2.0
    );
    assert_eq!(
        value(
            &text,
            "cardsmith_http_request_duration_seconds_count{method=\"POST\",route=\"/api/images/generate\"}"
        ),
        2.0
    );
    // The sign-up bonus, and two images at 1 credit each (low quality, square).
    assert_eq!(
        value(&text, "cardsmith_credits_total{flow=\"granted\"}"),
        10.0
    );
    let spent = value(&text, "cardsmith_credits_total{flow=\"spent\"}");
    assert!(spent > 0.0, "spent {spent}");
    assert_eq!(value(&text, "cardsmith_reservations_pending"), 0.0);
    assert!(
        value(&text, "cardsmith_emails_total{result=\"sent\"}") >= 1.0,
        "the welcome or confirmation email"
    );
    // A path no route serves is counted in one group, not by its own name.
    client.get("/api/no-such-thing-123").await;
    let text = scrape(&app, Some(TOKEN)).await.text().await.unwrap();
    assert!(!text.contains("no-such-thing-123"));
    assert!(text.contains("route=\"(unmatched)\",status=\"4xx\"}"));
}

#[tokio::test]
async fn a_failing_provider_is_counted_with_its_kind_and_the_refund() {
    let server = MockServer::start().await;
    answer(
        &server,
        GENERATIONS,
        error_answer(500, None, "The server had an error"),
    )
    .await;
    let port = free_port();
    let base_url = format!("{}/v1", server.uri());
    let app = TestApp::spawn_with(move |config| {
        config.images.provider = ProviderKind::Openai;
        config.images.openai_base_url = base_url;
        config.images.openai_max_retries = 0;
        config.metrics.addr = Some(format!("127.0.0.1:{port}").parse().unwrap());
    })
    .await;
    let client = app.signed_in_user("bob").await;
    let response = client.generate(&low_square(PROMPT)).await;
    assert_eq!(response.status(), StatusCode::BAD_GATEWAY);

    // The metrics address needs no token; the site's still hides the path.
    let text = reqwest::get(format!("http://127.0.0.1:{port}/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(
        value(&text, "cardsmith_generations_total{outcome=\"failed\"}"),
        1.0
    );
    assert_eq!(
        value(&text, "cardsmith_provider_errors_total{kind=\"failed\"}"),
        1.0
    );
    assert_eq!(value(&text, "cardsmith_credits_total{flow=\"spent\"}"), 0.0);
    assert!(value(&text, "cardsmith_credits_total{flow=\"refunded\"}") > 0.0);
    assert_eq!(scrape(&app, None).await.status(), StatusCode::NOT_FOUND);
}
