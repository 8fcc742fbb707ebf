use std::time::{Duration, Instant};

use cardsmith_openai_images::{ImageApiError, OpenAiImages, OpenAiImagesConfig};
use serde_json::json;
use wiremock::{MockServer, ResponseTemplate};

use crate::helpers::*;

async fn generate_against(server: &MockServer) -> ImageApiError {
    client(server, "gpt-image-1.5")
        .generate(&request("A fox in snow"))
        .await
        .unwrap_err()
}

#[tokio::test]
async fn a_moderation_block_is_a_content_policy_error_without_retry() {
    let server = MockServer::start().await;
    let refusal = error_answer(
        400,
        Some("moderation_blocked"),
        "Your request was rejected as a result of our safety system.",
    );
    answer_always(&server, GENERATIONS, refusal).await;

    let err = generate_against(&server).await;

    assert!(matches!(err, ImageApiError::ContentPolicy), "{err:?}");
    assert_eq!(received(&server).await.len(), 1);
}

#[tokio::test]
async fn other_client_errors_are_not_retried() {
    let server = MockServer::start().await;
    let invalid = error_answer(400, Some("invalid_value"), "Invalid value: 'huge'.");
    answer_always(&server, GENERATIONS, invalid).await;

    let err = generate_against(&server).await;

    assert!(
        matches!(&err, ImageApiError::Upstream { status: 400, message } if message == "Invalid value: 'huge'."),
        "{err:?}"
    );
    assert_eq!(received(&server).await.len(), 1);
}

#[tokio::test]
async fn key_material_in_upstream_messages_is_not_passed_on() {
    let server = MockServer::start().await;
    let rejected = error_answer(
        401,
        Some("invalid_api_key"),
        "Incorrect API key provided: sk-proj-****1234.",
    );
    answer_always(&server, GENERATIONS, rejected).await;

    let err = generate_against(&server).await;

    let shown = err.to_string();
    assert!(shown.contains("HTTP 401"), "{shown}");
    assert!(!shown.contains("sk-"), "{shown}");
}

#[tokio::test]
async fn a_slow_answer_is_a_timeout_and_is_not_retried() {
    let server = MockServer::start().await;
    let slow = image_answer(IMAGE_BYTES).set_delay(Duration::from_secs(3));
    answer_always(&server, GENERATIONS, slow).await;
    let mut cfg = config(&server, "gpt-image-1.5");
    cfg.timeout = Duration::from_millis(300);
    let started = Instant::now();

    let err = OpenAiImages::new(cfg)
        .unwrap()
        .generate(&request("A fox in snow"))
        .await
        .unwrap_err();

    assert!(matches!(err, ImageApiError::Timeout), "{err:?}");
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(received(&server).await.len(), 1);
}

#[tokio::test]
async fn a_success_without_image_data_is_an_invalid_response() {
    let cases = [
        json!({ "created": 1 }),
        json!({ "data": [] }),
        json!({ "data": [{ "url": "https://example.com/x.png" }] }),
        json!({ "data": [{ "b64_json": "not base64!" }] }),
    ];
    for body in cases {
        let server = MockServer::start().await;
        answer_always(
            &server,
            GENERATIONS,
            ResponseTemplate::new(200).set_body_json(&body),
        )
        .await;

        let err = generate_against(&server).await;

        assert!(
            matches!(err, ImageApiError::InvalidResponse(_)),
            "{body}: {err:?}"
        );
        assert_eq!(received(&server).await.len(), 1, "{body}");
    }
}

#[tokio::test]
async fn unusable_configurations_are_refused_up_front() {
    let server = MockServer::start().await;
    type Spoil = fn(&mut OpenAiImagesConfig);
    let cases: [(&str, Spoil); 4] = [
        ("relative base URL", |cfg| cfg.base_url = "api/v1".into()),
        ("non-http scheme", |cfg| {
            cfg.base_url = "ftp://host/v1".into()
        }),
        ("empty model", |cfg| cfg.model = " ".into()),
        ("zero timeout", |cfg| cfg.timeout = Duration::ZERO),
    ];
    for (case, spoil) in cases {
        let mut cfg = config(&server, "gpt-image-1.5");
        spoil(&mut cfg);
        let err = OpenAiImages::new(cfg).unwrap_err();
        assert!(
            matches!(err, ImageApiError::InvalidConfig(_)),
            "{case}: {err:?}"
        );
    }
}
