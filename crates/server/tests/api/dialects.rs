//! Self-hosted model servers, each faked as its documentation and source say
//! it answers: a generation and a photo card either work end to end or are
//! refused up front, and nothing is charged for a refusal.

use crate::helpers::{TestApp, error_message};
use crate::images_support::*;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use cardsmith_openai_images::Dialect;
use cardsmith_server::providers::image::settings::ProviderKind;
use reqwest::StatusCode;
use serde_json::{Value, json};
use wiremock::{MockServer, ResponseTemplate};

async fn spawn_dialect(server: &MockServer, dialect: Dialect, model: &str) -> TestApp {
    let base_url = format!("{}/v1", server.uri());
    let model = model.to_owned();
    TestApp::spawn_with(move |config| {
        config.images.provider = ProviderKind::Openai;
        config.images.openai_dialect = dialect;
        config.images.openai_base_url = base_url;
        config.images.openai_model = model;
        config.images.provider_timeout_secs = 2;
        config.images.openai_max_retries = 0;
    })
    .await
}

fn card_with_photo() -> Value {
    json!({
        "category": "birthday",
        "style": "watercolor",
        "description": "Grandma at her garden party",
        "includeText": true,
        "cardText": "Happy birthday, Gran!",
        "quality": "low",
        "size": "1024x1024",
        "uploadedImage": data_url("image/png", &png(64, 48)),
        "includeUploadedImage": true,
    })
}

async fn sent_json(server: &MockServer) -> Value {
    let calls = provider_calls(server).await;
    serde_json::from_slice(&calls.first().expect("a call").body).expect("a JSON body")
}

#[tokio::test]
async fn sd_server_gets_its_settings_in_the_prompt_and_makes_photo_cards() {
    let server = MockServer::start().await;
    // sd-server's answer: base64 only, with its own output_format field.
    let answer_body = |bytes: &[u8]| {
        ResponseTemplate::new(200).set_body_json(json!({
            "created": 1_764_000_000, "output_format": "png",
            "data": [{ "b64_json": STANDARD.encode(bytes) }],
        }))
    };
    answer(&server, GENERATIONS, answer_body(&png(32, 32))).await;
    answer(&server, EDITS, answer_body(&png(32, 32))).await;
    let app = spawn_dialect(&server, Dialect::SdServer, "sd-cpp-local").await;
    let client = app.signed_in_user("samir").await;
    let mut body = low_square(PROMPT);
    body["quality"] = json!("medium");
    body["outputFormat"] = json!("jpeg");
    body["outputCompression"] = json!(70);
    generate_ok(&client, body).await;
    let sent = sent_json(&server).await;
    let prompt = sent["prompt"].as_str().unwrap();
    let (_, tag) = prompt.split_once("<sd_cpp_extra_args>").expect("the tag");
    let args: Value = serde_json::from_str(tag.trim_end_matches("</sd_cpp_extra_args>")).unwrap();
    assert_eq!(args["sample_params"]["sample_steps"], 20);
    assert!(args["seed"].is_u64());
    assert_eq!(sent["output_format"], "jpeg");
    assert_eq!(sent["output_compression"], 70);

    let made = client.generate_card(card_with_photo()).await;
    assert_eq!(made.status(), StatusCode::CREATED);
    let requests = server.received_requests().await.unwrap();
    assert!(
        requests.iter().any(|r| r.url.path() == EDITS),
        "the photo went as an edit"
    );
}

#[tokio::test]
async fn sd_server_errors_are_read_and_refunded() {
    let server = MockServer::start().await;
    let refused = ResponseTemplate::new(400).set_body_json(json!({ "error": "invalid params" }));
    answer(&server, GENERATIONS, refused).await;
    let app = spawn_dialect(&server, Dialect::SdServer, "sd-cpp-local").await;
    let client = app.signed_in_user("sidra").await;
    let response = client.generate(&low_square(PROMPT)).await;
    assert_eq!(response.status(), StatusCode::BAD_GATEWAY);
    assert_eq!(balance(&client).await, 10.0);
}

#[tokio::test]
async fn localai_asks_for_base64_with_its_steps_and_refuses_photo_cards_up_front() {
    let server = MockServer::start().await;
    // LocalAI's answer: an id, an index per image and a usage block.
    let answer_body = ResponseTemplate::new(200).set_body_json(json!({
        "id": "3f0c", "created": 1_764_000_000,
        "data": [{ "index": 0, "b64_json": STANDARD.encode(png(24, 24)) }],
        "usage": { "prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0 },
    }));
    answer(&server, GENERATIONS, answer_body).await;
    let app = spawn_dialect(&server, Dialect::Localai, "flux.1-dev-ggml").await;
    let client = app.signed_in_user("louis").await;
    generate_ok(&client, low_square(PROMPT)).await;
    let sent = sent_json(&server).await;
    assert_eq!(sent["response_format"], "b64_json");
    assert_eq!(sent["step"], 10);
    assert_eq!(sent["model"], "flux.1-dev-ggml");
    assert!(sent.get("quality").is_none() && sent.get("background").is_none());

    let before = balance(&client).await;
    let message = error_message(
        client.generate_card(card_with_photo()).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(
        message,
        "The image model in use cannot build an image from a photo"
    );
    assert_eq!(balance(&client).await, before, "nothing charged");
    let mut webp = low_square(PROMPT);
    webp["outputFormat"] = json!("webp");
    let response = client.generate(&webp).await;
    assert_eq!(
        response.status(),
        StatusCode::BAD_REQUEST,
        "LocalAI always draws PNG"
    );
}

#[tokio::test]
async fn localai_that_answers_a_link_anyway_is_refunded() {
    let server = MockServer::start().await;
    let link = ResponseTemplate::new(200).set_body_json(json!({
        "created": 1, "data": [{ "index": 0, "url": "http://127.0.0.1:8080/generated-images/b64.png" }],
    }));
    answer(&server, GENERATIONS, link).await;
    let app = spawn_dialect(&server, Dialect::Localai, "sd").await;
    let client = app.signed_in_user("liana").await;
    let response = client.generate(&low_square(PROMPT)).await;
    assert_eq!(response.status(), StatusCode::BAD_GATEWAY);
    assert_eq!(balance(&client).await, 10.0);
}

#[tokio::test]
async fn vllm_omni_takes_steps_and_a_seed_and_its_fastapi_errors_are_refunded() {
    let server = MockServer::start().await;
    let answer_body = ResponseTemplate::new(200).set_body_json(json!({
        "created": 1_764_000_000,
        "data": [{ "b64_json": STANDARD.encode(png(40, 40)), "url": null, "revised_prompt": null }],
    }));
    answer(&server, GENERATIONS, answer_body).await;
    let app = spawn_dialect(&server, Dialect::VllmOmni, "Qwen/Qwen-Image").await;
    let client = app.signed_in_user("valda").await;
    let mut portrait = low_square(PROMPT);
    portrait["size"] = json!("1024x1536");
    generate_ok(&client, portrait).await;
    let sent = sent_json(&server).await;
    assert_eq!(sent["num_inference_steps"], 20);
    assert!(sent["seed"].is_u64());
    assert_eq!(sent["size"], "1024x1536");
    assert_eq!(sent["response_format"], "b64_json");

    // One model per server, with no editing model configured: no photo cards.
    let message = error_message(
        client.generate_card(card_with_photo()).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(
        message,
        "The image model in use cannot build an image from a photo"
    );
    let mut auto = low_square(PROMPT);
    auto["size"] = json!("auto");
    assert_eq!(
        client.generate(&auto).await.status(),
        StatusCode::BAD_REQUEST
    );

    let failing = MockServer::start().await;
    let detail = ResponseTemplate::new(503)
        .set_body_json(json!({ "detail": "Diffusion engine not initialized" }));
    answer(&failing, GENERATIONS, detail).await;
    let app = spawn_dialect(&failing, Dialect::VllmOmni, "Qwen/Qwen-Image").await;
    let client = app.signed_in_user("victor").await;
    assert_eq!(
        client.generate(&low_square(PROMPT)).await.status(),
        StatusCode::BAD_GATEWAY
    );
    assert_eq!(balance(&client).await, 10.0);
}
