use cardsmith_openai_images::OpenAiImages;
use serde_json::{Value, json};
use wiremock::MockServer;
use wiremock::matchers::{bearer_token, method, path};
use wiremock::{Mock, ResponseTemplate};

use crate::helpers::*;

fn sent_json(request: &wiremock::Request) -> Value {
    assert_eq!(request.url.path(), GENERATIONS);
    assert_eq!(request.headers["content-type"], "application/json");
    serde_json::from_slice(&request.body).expect("JSON body")
}

#[tokio::test]
async fn gpt_image_generation_sends_the_exact_json_and_decodes_the_image() {
    let server = MockServer::start().await;
    answer_always(&server, GENERATIONS, image_answer(IMAGE_BYTES)).await;
    let mut req = request("A lighthouse at dusk");
    req.style = Some("vivid".into());

    let image = client(&server, "gpt-image-1.5")
        .generate(&req)
        .await
        .unwrap();

    assert_eq!(image, IMAGE_BYTES);
    let requests = received(&server).await;
    assert_eq!(requests.len(), 1);
    assert_eq!(
        sent_json(&requests[0]),
        json!({
            "model": "gpt-image-1.5",
            "prompt": "A lighthouse at dusk Style: vivid, hyper-real and dramatic colours.",
            "size": "1024x1024",
            "quality": "medium",
            "output_format": "png",
            "n": 1,
        })
    );
}

#[tokio::test]
async fn gpt_image_generation_sends_compression_and_background_when_set() {
    let server = MockServer::start().await;
    answer_always(&server, GENERATIONS, image_answer(IMAGE_BYTES)).await;
    let mut req = request("A paper crane");
    req.size = "1536x1024".into();
    req.quality = "high".into();
    req.output_format = "webp".into();
    req.output_compression = Some(80);
    req.background = Some("transparent".into());
    req.style = Some("natural".into());

    client(&server, "gpt-image-1.5")
        .generate(&req)
        .await
        .unwrap();

    assert_eq!(
        sent_json(&received(&server).await[0]),
        json!({
            "model": "gpt-image-1.5",
            "prompt": "A paper crane Style: natural, realistic and subdued.",
            "size": "1536x1024",
            "quality": "high",
            "output_format": "webp",
            "output_compression": 80,
            "background": "transparent",
            "n": 1,
        })
    );
}

#[tokio::test]
async fn dall_e_3_generation_gets_the_style_field_and_its_own_options() {
    let server = MockServer::start().await;
    answer_always(&server, GENERATIONS, image_answer(IMAGE_BYTES)).await;
    let mut req = request("A lighthouse at dusk");
    req.size = "1024x1536".into();
    req.quality = "high".into();
    req.output_format = "jpeg".into();
    req.output_compression = Some(70);
    req.style = Some("vivid".into());

    let image = client(&server, "dall-e-3").generate(&req).await.unwrap();

    assert_eq!(image, IMAGE_BYTES);
    assert_eq!(
        sent_json(&received(&server).await[0]),
        json!({
            "model": "dall-e-3",
            "prompt": "A lighthouse at dusk",
            "size": "1024x1792",
            "quality": "hd",
            "style": "vivid",
            "response_format": "b64_json",
            "n": 1,
        })
    );
}

#[tokio::test]
async fn the_api_key_is_sent_as_a_bearer_token() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path(GENERATIONS))
        .and(bearer_token(API_KEY))
        .respond_with(image_answer(IMAGE_BYTES))
        .expect(1)
        .mount(&server)
        .await;
    // Anything without the right token gets a 401, so a missing header fails the call.
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(401))
        .mount(&server)
        .await;

    let image = client(&server, "gpt-image-1.5")
        .generate(&request("A fox in snow"))
        .await
        .unwrap();
    assert_eq!(image, IMAGE_BYTES);
}

#[tokio::test]
async fn without_an_api_key_no_authorization_header_is_sent() {
    for missing_key in [None, Some(String::new())] {
        let server = MockServer::start().await;
        answer_always(&server, GENERATIONS, image_answer(IMAGE_BYTES)).await;
        let mut cfg = config(&server, "local-diffusion");
        cfg.api_key = missing_key;
        // A trailing slash on the base URL must not produce "//images".
        cfg.base_url.push('/');

        OpenAiImages::new(cfg)
            .unwrap()
            .generate(&request("A fox in snow"))
            .await
            .unwrap();

        let requests = received(&server).await;
        assert_eq!(requests.len(), 1);
        assert_eq!(requests[0].url.path(), GENERATIONS);
        assert!(!requests[0].headers.contains_key("authorization"));
    }
}
