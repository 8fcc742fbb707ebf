//! Previews from a model that streams: the OpenAI provider asks for partial
//! images only when someone watches, relays each as a preview, and keeps
//! money and storage as they are without previews: a failure after a
//! partial refunds and stores nothing, a replay answers the final image, a
//! client that leaves still finds its image. `/v1` streams with
//! `"stream": true`. The fake provider here streams OpenAI's events.

use crate::helpers::TestApp;
use crate::images_support::*;
use crate::previews_support::{events, preview_bytes};
use crate::v1_support::V1Client;
use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use cardsmith_server::providers::image::settings::ProviderKind;
use image::ImageFormat;
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use std::time::Duration;

const IMAGES: &str = "/api/images/generate";
/// Time between the partial image and the end of the stream: long enough
/// for the server to relay the preview before the image is finished.
const PAUSE: Duration = Duration::from_millis(400);

/// How the fake's stream ends after its one partial image.
#[derive(Clone, Copy)]
enum Ending {
    Completed,
    /// An `error` event, as OpenAI sends when a generation fails.
    ErrorEvent,
    /// The connection closes without a `completed` event.
    Cut,
}

#[derive(Clone)]
struct Fake {
    ending: Ending,
    /// The JSON bodies of the generation requests received.
    requests: Arc<Mutex<Vec<Value>>>,
}

impl Fake {
    fn requests(&self) -> Vec<Value> {
        self.requests.lock().unwrap().clone()
    }
}

fn sse(name: &str, data: Value) -> Bytes {
    Bytes::from(format!("event: {name}\ndata: {data}\n\n"))
}

/// The partial image: a small PNG, unlike the final 1024-pixel one.
fn partial() -> Vec<u8> {
    encode(&picture(96, 96), ImageFormat::Png)
}

async fn generations(State(fake): State<Fake>, body: Bytes) -> Response {
    let request: Value = serde_json::from_slice(&body).unwrap();
    fake.requests.lock().unwrap().push(request.clone());
    let final_image = STANDARD.encode(png(1024, 1024));
    if request["stream"] != json!(true) {
        tokio::time::sleep(PAUSE).await;
        let answer = json!({ "created": 1, "data": [{ "b64_json": final_image }] });
        return axum::Json(answer).into_response();
    }
    let first = sse(
        "image_generation.partial_image",
        json!({ "type": "image_generation.partial_image", "partial_image_index": 0,
            "b64_json": STANDARD.encode(partial()), "output_format": "png" }),
    );
    let last = match fake.ending {
        Ending::Completed => Some(sse(
            "image_generation.completed",
            json!({ "type": "image_generation.completed", "b64_json": final_image,
                "output_format": "png", "usage": { "total_tokens": 1 } }),
        )),
        Ending::ErrorEvent => Some(sse(
            "error",
            json!({ "type": "error", "error": { "type": "server_error",
                "code": "server_error", "message": "The model broke down" } }),
        )),
        Ending::Cut => None,
    };
    let chunks = futures::stream::unfold((Some(first), last), |(first, last)| async move {
        match first {
            Some(first) => Some((Ok::<_, std::io::Error>(first), (None, last))),
            None => {
                tokio::time::sleep(PAUSE).await;
                last.map(|last| (Ok(last), (None, None)))
            }
        }
    });
    (
        [(header::CONTENT_TYPE, "text/event-stream")],
        Body::from_stream(chunks),
    )
        .into_response()
}

/// A streaming fake provider and an app whose provider it is, with
/// `model` and `partial_images` partial images asked for.
async fn spawn(ending: Ending, model: &str, partial_images: u8) -> (TestApp, Fake) {
    let fake = Fake {
        ending,
        requests: Arc::default(),
    };
    let app = Router::new()
        .route("/v1/images/generations", post(generations))
        .with_state(fake.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base_url = format!("http://{}/v1", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    let model = model.to_owned();
    let app = TestApp::spawn_with(move |config| {
        config.images.provider = ProviderKind::Openai;
        config.images.openai_base_url = base_url;
        config.images.openai_model = model;
        config.images.openai_partial_images = partial_images;
        config.images.provider_timeout_secs = 5;
        config.images.openai_max_retries = 1;
        config.images.openai_retry_delay_ms = 10;
        config.public_api.free.per_minute = 1_000;
    })
    .await;
    (app, fake)
}

#[tokio::test]
async fn the_models_partial_image_arrives_before_the_image_which_is_charged_once() {
    let (app, fake) = spawn(Ending::Completed, "gpt-image-2", 2).await;
    let client = app.signed_in_user("lark").await;
    let events = events(
        client
            .generate_watched(IMAGES, &low_square(PROMPT), None)
            .await,
    )
    .await;
    let names: Vec<&str> = events.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["preview", "done"]);
    let (_, preview) = &events[0];
    assert_eq!(preview["index"], 0);
    assert!(
        preview["image"]
            .as_str()
            .unwrap()
            .starts_with("data:image/png;base64,")
    );
    assert_eq!(preview_bytes(preview), partial(), "relayed as it came");
    let sent = fake.requests();
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0]["stream"], true);
    assert_eq!(sent[0]["partial_images"], 2);

    let done = &events[1].1;
    assert_eq!(done["credits"], 9.0);
    assert_eq!(balance(&client).await, 9.0);
    let image = fetch(&client, done["imageUrl"].as_str().unwrap()).await;
    assert_eq!(image::load_from_memory(&image).unwrap().width(), 1024);
    // The image, its thumbnail, nothing of the partial.
    let files = crate::account_deletion_support::stored_files(&app.data_dir);
    assert_eq!(files.len(), 2, "{files:?}");

    // Nobody watching: no stream asked for.
    generate_ok(&client, low_square("A plain request for a lighthouse")).await;
    let sent = fake.requests();
    assert_eq!(sent.len(), 2);
    assert!(sent[1].get("stream").is_none(), "{}", sent[1]);
    assert!(sent[1].get("partial_images").is_none(), "{}", sent[1]);
}

#[tokio::test]
async fn a_failure_after_a_partial_image_refunds_and_stores_nothing() {
    for ending in [Ending::ErrorEvent, Ending::Cut] {
        let (app, fake) = spawn(ending, "gpt-image-2", 2).await;
        let client = app.signed_in_user("plover").await;
        let events = events(
            client
                .generate_watched(IMAGES, &low_square(PROMPT), None)
                .await,
        )
        .await;
        let names: Vec<&str> = events.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["preview", "error"]);
        let error = &events[1].1;
        assert_eq!(error["status"], 502, "{error}");
        assert!(
            !error.to_string().contains("broke down"),
            "the provider's words stay in the log: {error}"
        );
        assert_eq!(
            fake.requests().len(),
            1,
            "a started stream is never retried"
        );
        assert_eq!(balance(&client).await, 10.0, "refunded");
        let gallery: Value = client.images("").await.json().await.unwrap();
        assert_eq!(gallery["pagination"]["total"], 0, "{gallery}");
        let files = crate::account_deletion_support::stored_files(&app.data_dir);
        assert!(files.is_empty(), "{files:?}");
    }
}

#[tokio::test]
async fn a_replay_answers_the_final_image_and_a_client_that_leaves_still_gets_it() {
    let (app, fake) = spawn(Ending::Completed, "gpt-image-2", 1).await;
    let client = app.signed_in_user("curlew").await;
    let mut response = client
        .generate_watched(IMAGES, &low_square(PROMPT), Some("leave-early"))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let first = response.chunk().await.unwrap().expect("a first event");
    assert!(String::from_utf8_lossy(&first).contains("preview"));
    drop(response);

    let mut replay = None;
    for _ in 0..100 {
        let answer = client
            .generate_watched(IMAGES, &low_square(PROMPT), Some("leave-early"))
            .await;
        if answer.status() == StatusCode::CREATED {
            replay = Some(answer);
            break;
        }
        // 409 while the first request is still being made.
        assert_eq!(answer.status(), StatusCode::CONFLICT);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let replay = replay.expect("the replay answers once the image is made");
    assert_eq!(replay.headers()["idempotent-replayed"], "true");
    let replay: Value = replay.json().await.unwrap();
    let image = fetch(&client, replay["imageUrl"].as_str().unwrap()).await;
    assert_eq!(image::load_from_memory(&image).unwrap().width(), 1024);
    assert_eq!(fake.requests().len(), 1, "made once");
    assert_eq!(balance(&client).await, 9.0, "charged once");
    let gallery: Value = client.images("").await.json().await.unwrap();
    assert_eq!(gallery["pagination"]["total"], 1, "{gallery}");
}

#[tokio::test]
async fn models_that_do_not_stream_and_a_setting_of_zero_are_never_asked_to() {
    for (model, partial_images) in [("dall-e-3", 2), ("gpt-image-2", 0)] {
        let (app, fake) = spawn(Ending::Completed, model, partial_images).await;
        let client = app.signed_in_user("dunlin").await;
        let response = client
            .generate_watched(IMAGES, &low_square(PROMPT), None)
            .await;
        assert_eq!(response.status(), StatusCode::CREATED, "{model}");
        let sent = fake.requests();
        assert!(sent[0].get("stream").is_none(), "{model}: {}", sent[0]);
    }
}

#[tokio::test]
async fn the_public_api_streams_the_same_events_when_asked() {
    let (app, fake) = spawn(Ending::Completed, "gpt-image-2", 2).await;
    let client = app.verified_user("heron").await;
    let api = V1Client::new(&app.base_url, &client.new_api_key("tests").await);
    let body = json!({ "prompt": PROMPT, "quality": "low", "stream": true });
    let events = events(api.generate_image(&body, Some("v1-stream")).await).await;
    let names: Vec<&str> = events.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["preview", "done"]);
    assert_eq!(preview_bytes(&events[0].1), partial());
    let done = &events[1].1;
    assert_eq!(done["success"], true, "the public API's envelope: {done}");
    assert_eq!(done["data"]["credits"], 9.0);
    assert!(
        done["data"]["image"]["imageUrl"]
            .as_str()
            .unwrap()
            .starts_with("http")
    );

    // Without `stream`, the ordinary answer; a `stream` that is not a
    // boolean is refused before anything is charged.
    let plain = api
        .generate_image(&json!({ "prompt": PROMPT, "quality": "low" }), None)
        .await;
    assert_eq!(plain.status(), StatusCode::CREATED);
    assert!(fake.requests()[1].get("stream").is_none());
    let bad = json!({ "prompt": PROMPT, "quality": "low", "stream": "yes" });
    let refused = api.generate_image(&bad, None).await;
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    let refused: Value = refused.json().await.unwrap();
    assert_eq!(refused["error"]["code"], "invalid_request");
    assert_eq!(balance(&client).await, 8.0);
}

#[tokio::test]
async fn the_public_api_reports_a_failure_after_a_preview_in_its_envelope() {
    let (app, _fake) = spawn(Ending::ErrorEvent, "gpt-image-2", 2).await;
    let client = app.verified_user("egret").await;
    let api = V1Client::new(&app.base_url, &client.new_api_key("tests").await);
    let body = json!({ "prompt": PROMPT, "quality": "low", "stream": true });
    let events = events(api.generate_image(&body, None).await).await;
    let (name, error) = events.last().unwrap();
    assert_eq!(name, "error");
    assert_eq!(error["success"], false);
    assert_eq!(error["error"]["code"], "provider_unavailable");
    assert_eq!(error["status"], 502);
    assert_eq!(balance(&client).await, 10.0, "refunded");
}
