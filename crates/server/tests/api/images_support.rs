//! What the image tests share: generation calls, test pictures, apps wired
//! to a mock OpenAI-compatible Images API, and direct access to the store.

use crate::helpers::{TestApp, TestClient};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use cardsmith_server::providers::image::settings::ProviderKind;
use cardsmith_server::store::entities::image::{OutputFormat, Quality};
use cardsmith_server::store::images::Image;
use cardsmith_storage::{ImageStore, StorageSettings};
use image::{DynamicImage, ImageBuffer, ImageFormat, Rgba};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::io::Cursor;
use wiremock::{Mock, MockServer, ResponseTemplate, matchers};

pub const PROMPT: &str = "A birthday card with balloons and confetti";
pub const GENERATIONS: &str = "/v1/images/generations";
pub const EDITS: &str = "/v1/images/edits";

/// The cheapest image: low quality, square, 1 credit.
pub fn low_square(prompt: &str) -> Value {
    json!({ "prompt": prompt, "quality": "low", "size": "1024x1024" })
}

/// Generates and asserts success; returns the answer's body.
pub async fn generate_ok(client: &TestClient, body: Value) -> Value {
    let response = client.generate(&body).await;
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body
}

pub async fn balance(client: &TestClient) -> f64 {
    client.me().await["credits"].as_f64().expect("signed in")
}

pub fn encode(image: &DynamicImage, format: ImageFormat) -> Vec<u8> {
    let mut bytes = Vec::new();
    image
        .write_to(&mut Cursor::new(&mut bytes), format)
        .unwrap();
    bytes
}

pub fn picture(width: u32, height: u32) -> DynamicImage {
    DynamicImage::ImageRgba8(ImageBuffer::from_fn(width, height, |x, y| {
        Rgba([(x % 256) as u8, (y % 256) as u8, 120, 255])
    }))
}

pub fn png(width: u32, height: u32) -> Vec<u8> {
    encode(&picture(width, height), ImageFormat::Png)
}

pub fn data_url(mime: &str, bytes: &[u8]) -> String {
    format!("data:{mime};base64,{}", STANDARD.encode(bytes))
}

/// An app whose provider is the OpenAI-compatible API at `server`, with a
/// one-second timeout, one quick retry and the given model.
pub async fn spawn_with_openai(server: &MockServer, model: &str) -> TestApp {
    let base_url = format!("{}/v1", server.uri());
    let model = model.to_owned();
    TestApp::spawn_with(move |config| {
        config.images.provider = ProviderKind::Openai;
        config.images.openai_base_url = base_url;
        config.images.openai_model = model;
        config.images.provider_timeout_secs = 1;
        config.images.openai_max_retries = 1;
        config.images.openai_retry_delay_ms = 10;
    })
    .await
}

/// The Images API's success answer carrying `bytes`.
pub fn image_answer(bytes: &[u8]) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(json!({
        "created": 1_700_000_000,
        "data": [{ "b64_json": STANDARD.encode(bytes) }],
    }))
}

pub fn error_answer(status: u16, code: Option<&str>, message: &str) -> ResponseTemplate {
    ResponseTemplate::new(status).set_body_json(json!({
        "error": { "message": message, "type": "invalid_request_error", "code": code }
    }))
}

pub async fn answer(server: &MockServer, at: &str, response: ResponseTemplate) {
    Mock::given(matchers::method("POST"))
        .and(matchers::path(at))
        .respond_with(response)
        .mount(server)
        .await;
}

/// The image calls a provider received: generations and edits, not the
/// model-list reads (`GET /models`) each instance makes at start-up.
pub async fn provider_calls(server: &MockServer) -> Vec<wiremock::Request> {
    let requests = server.received_requests().await.unwrap_or_default();
    requests
        .into_iter()
        .filter(|request| request.method.as_str() == "POST")
        .collect()
}

/// The app's image store, opened on its data dir.
pub fn store(app: &TestApp) -> ImageStore {
    let folder = app.data_dir.join("images");
    ImageStore::open(&StorageSettings::local_folder(&folder).unwrap()).unwrap()
}

/// Fetches a file URL from an answer and returns its bytes, asserting 200.
pub async fn fetch(client: &TestClient, url: &str) -> Vec<u8> {
    let response = client.get(url).await;
    assert_eq!(response.status(), StatusCode::OK, "{url}");
    response.bytes().await.unwrap().to_vec()
}

/// Records an image row directly (no file), for listing tests.
pub async fn insert_image(app: &TestApp, user_id: &str, prompt: &str, minutes_ago: i64) -> Image {
    let image = insert_image_row(app, user_id, prompt, minutes_ago).await;
    // As the store does with every image it keeps: remembered gallery totals
    // of this user no longer apply.
    cardsmith_server::store::gallery_counts::changed(&app.db, user_id)
        .await
        .unwrap();
    image
}

/// Only the row, with the user's gallery version left as it was.
pub async fn insert_image_row(
    app: &TestApp,
    user_id: &str,
    prompt: &str,
    minutes_ago: i64,
) -> Image {
    let id = uuid::Uuid::new_v4();
    let image = Image {
        id: id.to_string(),
        user_id: user_id.to_owned(),
        prompt: prompt.to_owned(),
        quality: Quality::Low,
        size: "1024x1024".into(),
        output_format: OutputFormat::Png,
        credit_cost_tenths: 10,
        file_key: format!("u/{}.png", id.simple()),
        created_at: chrono::Utc::now() - chrono::Duration::minutes(minutes_ago),
        card_category: None,
        card_style: None,
        card_text: None,
        art_key: None,
        card_text_position: None,
        card_text_scheme: None,
        share_token: None,
        revised_from: None,
        revision: None,
        version_root: None,
        seed: None,
    };
    // Straight into the table: listing tests need rows, not paid generations.
    sea_orm::ActiveModelTrait::insert(
        cardsmith_server::store::entities::image::ActiveModel::from(image),
        &app.db,
    )
    .await
    .unwrap()
}
