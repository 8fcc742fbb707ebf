//! "Suggest a message" through an OpenAI-compatible chat API (a local fake):
//! its messages are used when they are good, and the bundled library answers
//! whenever it fails, stalls or talks nonsense.

use crate::helpers::TestApp;
use cardsmith_server::config::Config;
use cardsmith_server::providers::text::settings::TextProviderKind;
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::time::Duration;
use wiremock::matchers::{body_partial_json, header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const QUERY: &str =
    "?category=birthday&tone=funny&name=Ada&description=a%20cat%20in%20a%20party%20hat";

async fn spawn_with_chat(server: &MockServer) -> TestApp {
    let base_url = format!("{}/v1", server.uri());
    TestApp::spawn_with(move |config: &mut Config| {
        config.text.provider = TextProviderKind::Openai;
        config.text.base_url = Some(base_url);
        config.text.api_key = Some(cardsmith_server::secret::Secret::new("sk-text"));
        config.text.model = "small-writer".into();
        config.text.timeout_secs = 1;
    })
    .await
}

fn completion(content: &str) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(json!({
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
    }))
}

async fn suggestions(app: &TestApp) -> Vec<String> {
    let response = app.new_client().card_suggestions(QUERY).await;
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    body["suggestions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect()
}

fn library_messages() -> Vec<String> {
    cardsmith_domain::card_messages::suggestions(
        cardsmith_domain::cards::Category::Birthday,
        cardsmith_domain::card_messages::Tone::Funny,
        Some("Ada"),
    )
}

#[tokio::test]
async fn the_chat_model_writes_the_messages_from_the_card() {
    let server = MockServer::start().await;
    let written = json!({"messages": [
        "Ada, another year of naps and cake!",
        "Purr-fect birthday wishes, Ada!",
        "Party hats on, Ada: it's your day!",
    ]});
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .and(header("authorization", "Bearer sk-text"))
        .and(body_partial_json(json!({"model": "small-writer"})))
        .respond_with(completion(&written.to_string()))
        .expect(1)
        .mount(&server)
        .await;
    let app = spawn_with_chat(&server).await;
    let messages = suggestions(&app).await;
    assert_eq!(messages[0], "Ada, another year of naps and cake!");
    assert_eq!(messages.len(), 3);

    // The model was told the occasion, tone, name and picture (the other
    // request is the start-up look at the model list).
    let requests = server.received_requests().await.unwrap();
    let chat = requests
        .iter()
        .find(|r| r.method.as_str() == "POST")
        .unwrap();
    let body: Value = serde_json::from_slice(&chat.body).unwrap();
    let brief = body["messages"][1]["content"].as_str().unwrap();
    for part in ["Birthday", "funny", "Ada", "party hat"] {
        assert!(brief.contains(part), "{brief} lacks {part}");
    }
}

#[tokio::test]
async fn a_failing_chat_service_falls_back_to_the_library() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(500).set_body_string("overloaded"))
        .mount(&server)
        .await;
    let app = spawn_with_chat(&server).await;
    assert_eq!(suggestions(&app).await, library_messages());
}

#[tokio::test]
async fn a_stalled_chat_service_falls_back_within_the_timeout() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            completion("{\"messages\": [\"a\", \"b\", \"c\"]}").set_delay(Duration::from_secs(5)),
        )
        .mount(&server)
        .await;
    let app = spawn_with_chat(&server).await;
    let started = std::time::Instant::now();
    assert_eq!(suggestions(&app).await, library_messages());
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "took {:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn nonsense_or_too_few_messages_fall_back_to_the_library() {
    for content in [
        "Sure! Here are some messages: 1. Happy birthday",
        "{\"messages\": [\"Happy birthday!\"]}",
        &format!(
            "{{\"messages\": [\"{}\", \"{}\", \"{}\"]}}",
            "x".repeat(300),
            "y".repeat(300),
            "ok"
        ),
    ] {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .respond_with(completion(content))
            .mount(&server)
            .await;
        let app = spawn_with_chat(&server).await;
        assert_eq!(suggestions(&app).await, library_messages(), "{content}");
    }
}

#[tokio::test]
async fn a_too_long_description_is_refused_before_the_model_is_asked() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(completion("{}"))
        .expect(0)
        .mount(&server)
        .await;
    let app = spawn_with_chat(&server).await;
    let query = format!(
        "?category=birthday&tone=warm&description={}",
        "a".repeat(501)
    );
    let response = app.new_client().card_suggestions(&query).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        body["errors"]["description"],
        "Description must be at most 500 characters"
    );
}
