use std::time::{Duration, Instant};

use cardsmith_openai_images::{ImageApiError, OpenAiImages};
use wiremock::{MockServer, ResponseTemplate};

use crate::helpers::*;

#[tokio::test]
async fn a_server_error_then_success_succeeds_after_one_retry() {
    let server = MockServer::start().await;
    answer_first(&server, GENERATIONS, 1, error_answer(500, None, "boom")).await;
    answer_always(&server, GENERATIONS, image_answer(IMAGE_BYTES)).await;

    let image = client(&server, "gpt-image-1.5")
        .generate(&request("A fox in snow"))
        .await
        .unwrap();

    assert_eq!(image, IMAGE_BYTES);
    assert_eq!(received(&server).await.len(), 2);
}

#[tokio::test]
async fn persistent_server_errors_end_as_upstream_after_all_retries() {
    let server = MockServer::start().await;
    answer_always(
        &server,
        GENERATIONS,
        error_answer(500, None, "The server had an error"),
    )
    .await;
    let started = Instant::now();

    let err = client(&server, "gpt-image-1.5")
        .generate(&request("A fox in snow"))
        .await
        .unwrap_err();

    let ImageApiError::Upstream { status, message } = &err else {
        panic!("expected Upstream, got {err:?}");
    };
    assert_eq!(
        (*status, message.as_str()),
        (500, "The server had an error")
    );
    // max_retries = 2: the first try plus two retries.
    assert_eq!(received(&server).await.len(), 3);
    // Back-off waits 10 ms then 20 ms.
    assert!(started.elapsed() >= Duration::from_millis(30));
}

#[tokio::test]
async fn zero_retries_means_a_single_attempt() {
    let server = MockServer::start().await;
    answer_always(&server, GENERATIONS, ResponseTemplate::new(502)).await;
    let mut cfg = config(&server, "gpt-image-1.5");
    cfg.max_retries = 0;

    let err = OpenAiImages::new(cfg)
        .unwrap()
        .generate(&request("A fox in snow"))
        .await
        .unwrap_err();

    assert!(
        matches!(&err, ImageApiError::Upstream { status: 502, message } if message == "Bad Gateway"),
        "{err:?}"
    );
    assert_eq!(received(&server).await.len(), 1);
}

#[tokio::test]
async fn rate_limits_are_retried_then_reported() {
    let server = MockServer::start().await;
    answer_always(
        &server,
        GENERATIONS,
        error_answer(429, None, "Rate limit reached"),
    )
    .await;

    let err = client(&server, "gpt-image-1.5")
        .generate(&request("A fox in snow"))
        .await
        .unwrap_err();

    assert!(matches!(err, ImageApiError::RateLimited), "{err:?}");
    assert_eq!(received(&server).await.len(), 3);
}

#[tokio::test]
async fn retry_after_is_honoured() {
    let server = MockServer::start().await;
    let busy = error_answer(429, None, "Rate limit reached").insert_header("retry-after", "1");
    answer_first(&server, GENERATIONS, 1, busy).await;
    answer_always(&server, GENERATIONS, image_answer(IMAGE_BYTES)).await;
    let started = Instant::now();

    client(&server, "gpt-image-1.5")
        .generate(&request("A fox in snow"))
        .await
        .unwrap();

    // The configured back-off is 10 ms; only the header explains a full second.
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(received(&server).await.len(), 2);
}

#[tokio::test]
async fn an_exhausted_quota_is_not_retried() {
    let server = MockServer::start().await;
    let quota = error_answer(
        429,
        Some("insufficient_quota"),
        "You exceeded your current quota",
    );
    answer_always(&server, GENERATIONS, quota).await;

    let err = client(&server, "gpt-image-1.5")
        .generate(&request("A fox in snow"))
        .await
        .unwrap_err();

    assert!(
        matches!(err, ImageApiError::Upstream { status: 429, .. }),
        "{err:?}"
    );
    assert_eq!(received(&server).await.len(), 1);
}

#[tokio::test]
async fn a_refused_connection_is_retried_then_reported() {
    // Reserve a free port, then close it so connecting is refused.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let server = MockServer::start().await;
    let mut cfg = config(&server, "gpt-image-1.5");
    cfg.base_url = format!("http://127.0.0.1:{port}/v1");
    cfg.retry_base_delay = Duration::from_millis(50);
    let started = Instant::now();

    let err = OpenAiImages::new(cfg)
        .unwrap()
        .generate(&request("A fox in snow"))
        .await
        .unwrap_err();

    let ImageApiError::Connect(detail) = &err else {
        panic!("expected Connect, got {err:?}");
    };
    assert!(!detail.contains("127.0.0.1"), "URL leaked into {detail}");
    // Two retries mean back-off waits of 50 ms and 100 ms.
    assert!(started.elapsed() >= Duration::from_millis(150));
}
