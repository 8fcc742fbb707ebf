//! The provider's model list decides whether the configured model is used:
//! a model past its shutdown date (or no longer listed) is never called and
//! generation answers 503, refunded; one retiring soon still draws. The
//! options in force follow the model: `gpt-image-2` has no transparency.

use crate::helpers::{TestApp, error_message};
use crate::images_provider::assert_refunded;
use crate::images_support::*;
use crate::v1_support::{V1Client, data, error_code};
use cardsmith_server::providers::image::settings::DEFAULT_IMAGE_MODEL;
use reqwest::StatusCode;
use serde_json::{Value, json};
use wiremock::{Mock, MockServer, ResponseTemplate, matchers};

/// Serves `GET /v1/models` as OpenAI does, one entry per `(id, shutdown_date)`.
pub async fn list_models(server: &MockServer, models: &[(&str, Option<&str>)]) {
    let data: Vec<Value> = models
        .iter()
        .map(|(id, shutdown)| {
            json!({ "id": id, "object": "model", "created": 1_745_000_000,
                    "owned_by": "system", "shutdown_date": shutdown })
        })
        .collect();
    Mock::given(matchers::method("GET"))
        .and(matchers::path("/v1/models"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!({ "object": "list", "data": data })),
        )
        .mount(server)
        .await;
}

fn days_from_today(days: i64) -> String {
    (chrono::Utc::now().date_naive() + chrono::Duration::days(days)).to_string()
}

#[tokio::test]
async fn a_model_past_its_shutdown_date_is_never_called_and_generation_answers_503_refunded() {
    let server = MockServer::start().await;
    let yesterday = days_from_today(-1);
    list_models(&server, &[(DEFAULT_IMAGE_MODEL, Some(&yesterday))]).await;
    answer(&server, GENERATIONS, image_answer(&png(8, 8))).await;
    let app = spawn_with_openai(&server, DEFAULT_IMAGE_MODEL).await;
    let client = app.signed_in_user("anabel").await;
    let message = error_message(
        client.generate(&low_square(PROMPT)).await,
        StatusCode::SERVICE_UNAVAILABLE,
    )
    .await;
    assert!(
        message.contains("no longer offered by its provider"),
        "{message}"
    );
    assert!(message.contains("refunded"), "{message}");
    assert_eq!(balance(&client).await, 10.0);
    assert_refunded(&app, "anabel@example.com").await;
    assert_eq!(provider_calls(&server).await.len(), 0, "nothing is sent");

    // The public API says the same with its stable code.
    let secret = app.verified_user("bodhi").await.new_api_key("t").await;
    let v1 = V1Client::new(&app.base_url, &secret);
    let code = error_code(
        v1.generate_image(&low_square(PROMPT), None).await,
        StatusCode::SERVICE_UNAVAILABLE,
    )
    .await;
    assert_eq!(code, "provider_unavailable");
}

#[tokio::test]
async fn a_model_the_list_no_longer_has_is_unavailable_too() {
    let server = MockServer::start().await;
    list_models(&server, &[("gpt-image-2.6-flare", None)]).await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let client = app.signed_in_user("cyrus").await;
    let response = client.generate(&low_square(PROMPT)).await;
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(balance(&client).await, 10.0);
}

#[tokio::test]
async fn a_model_retiring_soon_or_live_still_draws_and_so_does_one_behind_a_server_without_a_list()
{
    for listed in [Some(days_from_today(12)), None] {
        let server = MockServer::start().await;
        list_models(&server, &[(DEFAULT_IMAGE_MODEL, listed.as_deref())]).await;
        answer(&server, GENERATIONS, image_answer(&png(16, 16))).await;
        let app = spawn_with_openai(&server, DEFAULT_IMAGE_MODEL).await;
        let client = app.signed_in_user("deena").await;
        generate_ok(&client, low_square(PROMPT)).await;
    }
    // No `GET /models` mounted: the mock answers 404, as servers without it do.
    let server = MockServer::start().await;
    answer(&server, GENERATIONS, image_answer(&png(16, 16))).await;
    let app = spawn_with_openai(&server, "my-local-model").await;
    let client = app.signed_in_user("evelyn").await;
    generate_ok(&client, low_square(PROMPT)).await;
}

#[tokio::test]
async fn a_model_list_that_cannot_be_read_does_not_stop_generation() {
    let server = MockServer::start().await;
    Mock::given(matchers::method("GET"))
        .and(matchers::path("/v1/models"))
        .respond_with(ResponseTemplate::new(500).set_body_string("overloaded"))
        .mount(&server)
        .await;
    answer(&server, GENERATIONS, image_answer(&png(16, 16))).await;
    let app = spawn_with_openai(&server, DEFAULT_IMAGE_MODEL).await;
    let client = app.signed_in_user("hollis").await;
    generate_ok(&client, low_square(PROMPT)).await;
}

#[tokio::test]
async fn a_model_answering_model_not_found_mid_day_is_unavailable_and_refunded() {
    let server = MockServer::start().await;
    answer(
        &server,
        GENERATIONS,
        error_answer(
            404,
            Some("model_not_found"),
            "The model `gpt-image-2` does not exist.",
        ),
    )
    .await;
    let app = spawn_with_openai(&server, DEFAULT_IMAGE_MODEL).await;
    let client = app.signed_in_user("fayola").await;
    let response = client.generate(&low_square(PROMPT)).await;
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_refunded(&app, "fayola@example.com").await;
}

#[tokio::test]
async fn gpt_image_2_offers_no_transparency_and_v1_refuses_it_before_charging() {
    let server = MockServer::start().await;
    list_models(&server, &[(DEFAULT_IMAGE_MODEL, None)]).await;
    answer(&server, GENERATIONS, image_answer(&png(16, 16))).await;
    let app = spawn_with_openai(&server, DEFAULT_IMAGE_MODEL).await;

    let pricing: Value = app.client.pricing().await.json().await.unwrap();
    assert_eq!(
        pricing["options"]["transparentBackground"], false,
        "{pricing}"
    );
    assert_eq!(pricing["options"]["photo"], true);

    let client = app.verified_user("gilda").await;
    let v1 = V1Client::new(&app.base_url, &client.new_api_key("t").await);
    let options = data(v1.image_options().await, StatusCode::OK).await;
    assert_eq!(
        options, pricing["options"],
        "one list for the site and the API"
    );

    let mut transparent = low_square(PROMPT);
    transparent["background"] = json!("transparent");
    let code = error_code(
        v1.generate_image(&transparent, None).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(code, "unsupported_option");
    let message = error_message(client.generate(&transparent).await, StatusCode::BAD_REQUEST).await;
    assert_eq!(
        message,
        "The image model in use cannot make a transparent background"
    );
    assert_eq!(balance(&client).await, 10.0, "nothing reserved");
    assert_eq!(provider_calls(&server).await.len(), 0);
    generate_ok(&client, low_square(PROMPT)).await;
}

#[tokio::test]
async fn the_built_in_renderer_offers_everything() {
    let app = TestApp::spawn().await;
    let pricing: Value = app.client.pricing().await.json().await.unwrap();
    assert_eq!(
        pricing["options"],
        json!({
            "sizes": ["1024x1024", "1024x1536", "1536x1024", "auto"],
            "qualities": ["low", "medium", "high", "auto"],
            "outputFormats": ["png", "jpeg", "webp"],
            "transparentBackground": true,
            "outputCompression": true,
            "photo": true,
            "keepsFaces": true,
            "revise": true,
            "maxPromptChars": 4000,
        })
    );
}
