//! Partial images streamed as Server-Sent Events: what is asked for, what is
//! handed on, and that nothing is retried once a stream has started.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::body::{Body, Bytes};
use axum::http::header::CONTENT_TYPE;
use axum::response::IntoResponse;
use axum::routing::post;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use cardsmith_openai_images::{ImageApiError, ImageRequest, OpenAiImages, PartialImage, Photo};
use futures::channel::mpsc;
use serde_json::{Value, json};
use tokio::sync::Notify;
use wiremock::{MockServer, ResponseTemplate};

use crate::helpers::*;

/// One event as OpenAI writes it: the type both as the event name and in the JSON.
fn event(kind: &str, mut data: Value) -> String {
    data["type"] = json!(kind);
    format!("event: {kind}\ndata: {data}\n\n")
}

fn partial_event(prefix: &str, index: u32, bytes: &[u8]) -> String {
    event(
        &format!("{prefix}.partial_image"),
        json!({ "b64_json": STANDARD.encode(bytes), "partial_image_index": index,
            "size": "1024x1024", "quality": "medium", "background": "opaque",
            "output_format": "png", "created_at": 1_700_000_000 }),
    )
}

fn completed_event(prefix: &str, bytes: &[u8]) -> String {
    event(
        &format!("{prefix}.completed"),
        json!({ "b64_json": STANDARD.encode(bytes), "size": "1024x1024",
            "quality": "medium", "background": "opaque", "output_format": "png",
            "created_at": 1_700_000_000,
            "usage": { "total_tokens": 100, "input_tokens": 50, "output_tokens": 50 } }),
    )
}

fn error_event(code: Option<&str>, message: &str) -> String {
    event(
        "error",
        json!({ "error": { "message": message, "type": "server_error", "code": code, "param": null } }),
    )
}

fn stream_answer(events: &[String]) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_raw(events.concat(), "text/event-stream")
}

fn streaming_request(partials: u8) -> ImageRequest {
    ImageRequest {
        partial_images: Some(partials),
        ..request("A lighthouse at dusk")
    }
}

/// Collects what `generate_streaming` hands on.
#[derive(Default)]
struct Partials(Mutex<Vec<PartialImage>>);

impl Partials {
    fn keep(&self, partial: PartialImage) {
        self.0.lock().unwrap().push(partial);
    }

    fn indexes_and_bytes(&self) -> Vec<(u32, Vec<u8>)> {
        let seen = self.0.lock().unwrap();
        seen.iter().map(|p| (p.index, p.bytes.clone())).collect()
    }
}

#[tokio::test]
async fn a_generation_hands_on_its_partial_images_in_order_then_returns_the_image() {
    let server = MockServer::start().await;
    let events = [
        partial_event("image_generation", 0, b"rough"),
        partial_event("image_generation", 1, b"finer"),
        completed_event("image_generation", IMAGE_BYTES),
    ];
    answer_always(&server, GENERATIONS, stream_answer(&events)).await;
    let partials = Partials::default();

    let image = client(&server, "gpt-image-1.5")
        .generate_streaming(&streaming_request(2), &|p| partials.keep(p))
        .await
        .unwrap();

    assert_eq!(image, IMAGE_BYTES);
    assert_eq!(
        partials.indexes_and_bytes(),
        [(0, b"rough".to_vec()), (1, b"finer".to_vec())]
    );
    let format = partials.0.lock().unwrap()[0].output_format.clone();
    assert_eq!(format.as_deref(), Some("png"));
    let requests = received(&server).await;
    assert_eq!(requests.len(), 1);
    let body: Value = serde_json::from_slice(&requests[0].body).unwrap();
    assert_eq!(body["stream"], json!(true));
    assert_eq!(body["partial_images"], json!(2));
}

#[tokio::test]
async fn generate_reads_a_streamed_answer_and_drops_the_partials() {
    let server = MockServer::start().await;
    let events = [
        partial_event("image_generation", 0, b"rough"),
        completed_event("image_generation", IMAGE_BYTES),
    ];
    answer_always(&server, GENERATIONS, stream_answer(&events)).await;

    let image = client(&server, "gpt-image-1.5")
        .generate(&streaming_request(1))
        .await
        .unwrap();

    assert_eq!(image, IMAGE_BYTES);
}

#[tokio::test]
async fn an_edit_streams_image_edit_events_and_asks_in_form_fields() {
    let server = MockServer::start().await;
    let events = [
        partial_event("image_edit", 0, b"rough"),
        completed_event("image_edit", IMAGE_BYTES),
    ];
    answer_always(&server, EDITS, stream_answer(&events)).await;
    let mut req = streaming_request(3);
    req.photo = Some(Photo {
        bytes: b"\xff\xd8\xff photo".to_vec(),
        mime: "image/jpeg".into(),
        filename: "me.jpg".into(),
    });
    let partials = Partials::default();

    let image = client(&server, "gpt-image-1.5")
        .generate_streaming(&req, &|p| partials.keep(p))
        .await
        .unwrap();

    assert_eq!(image, IMAGE_BYTES);
    assert_eq!(partials.indexes_and_bytes(), [(0, b"rough".to_vec())]);
    let requests = received(&server).await;
    assert_eq!(requests.len(), 1);
    let fields: HashMap<String, String> = multipart_parts(&requests[0])
        .into_iter()
        .filter(|(name, _)| name != "image")
        .map(|(name, part)| (name, part.text()))
        .collect();
    assert_eq!(fields["stream"], "true");
    assert_eq!(fields["partial_images"], "3");
}

#[tokio::test]
async fn an_error_event_after_a_partial_fails_without_a_retry() {
    let server = MockServer::start().await;
    let events = [
        partial_event("image_generation", 0, b"rough"),
        error_event(Some("server_error"), "The model broke down"),
        completed_event("image_generation", IMAGE_BYTES),
    ];
    answer_always(&server, GENERATIONS, stream_answer(&events)).await;
    let partials = Partials::default();

    let err = client(&server, "gpt-image-1.5")
        .generate_streaming(&streaming_request(2), &|p| partials.keep(p))
        .await
        .unwrap_err();

    assert!(
        matches!(&err, ImageApiError::InvalidResponse(why) if why.contains("The model broke down")),
        "{err:?}"
    );
    assert_eq!(partials.indexes_and_bytes(), [(0, b"rough".to_vec())]);
    assert_eq!(received(&server).await.len(), 1, "not retried");
}

#[tokio::test]
async fn a_content_policy_error_event_is_a_content_policy_error() {
    // As an `error` event, and as an error object in an event of no name.
    let refusals = [
        error_event(Some("moderation_blocked"), "Rejected by the safety system."),
        format!(
            "data: {}\n\n",
            json!({ "error": { "code": "moderation_blocked", "message": "no" } })
        ),
    ];
    for refusal in refusals {
        let server = MockServer::start().await;
        let events = [partial_event("image_generation", 0, b"rough"), refusal];
        answer_always(&server, GENERATIONS, stream_answer(&events)).await;

        let err = client(&server, "gpt-image-1.5")
            .generate(&streaming_request(1))
            .await
            .unwrap_err();

        assert!(matches!(err, ImageApiError::ContentPolicy), "{err:?}");
        assert_eq!(received(&server).await.len(), 1);
    }
}

#[tokio::test]
async fn a_stream_that_ends_before_the_image_fails_without_a_retry() {
    let server = MockServer::start().await;
    let events = [partial_event("image_generation", 0, b"rough")];
    answer_always(&server, GENERATIONS, stream_answer(&events)).await;
    let partials = Partials::default();

    let err = client(&server, "gpt-image-1.5")
        .generate_streaming(&streaming_request(2), &|p| partials.keep(p))
        .await
        .unwrap_err();

    assert!(
        matches!(&err, ImageApiError::InvalidResponse(why) if why.contains("ended before")),
        "{err:?}"
    );
    assert_eq!(partials.indexes_and_bytes().len(), 1);
    assert_eq!(received(&server).await.len(), 1, "not retried");
}

#[tokio::test]
async fn an_unusable_partial_is_skipped_and_crlf_and_comments_are_read() {
    let server = MockServer::start().await;
    let broken = event(
        "image_generation.partial_image",
        json!({ "b64_json": "%%% not base64", "partial_image_index": 0 }),
    );
    let text = [
        ": a comment\n\n".to_owned(),
        broken,
        partial_event("image_generation", 1, b"finer"),
        completed_event("image_generation", IMAGE_BYTES),
    ]
    .concat()
    .replace('\n', "\r\n");
    let answer = ResponseTemplate::new(200).set_body_raw(text, "text/event-stream; charset=utf-8");
    answer_always(&server, GENERATIONS, answer).await;
    let partials = Partials::default();

    let image = client(&server, "gpt-image-1.5")
        .generate_streaming(&streaming_request(2), &|p| partials.keep(p))
        .await
        .unwrap();

    assert_eq!(image, IMAGE_BYTES);
    assert_eq!(partials.indexes_and_bytes(), [(1, b"finer".to_vec())]);
}

#[tokio::test]
async fn a_server_that_ignores_stream_and_answers_json_still_works() {
    let server = MockServer::start().await;
    answer_always(&server, GENERATIONS, image_answer(IMAGE_BYTES)).await;
    let partials = Partials::default();

    let image = client(&server, "gpt-image-1.5")
        .generate_streaming(&streaming_request(2), &|p| partials.keep(p))
        .await
        .unwrap();

    assert_eq!(image, IMAGE_BYTES);
    assert!(partials.indexes_and_bytes().is_empty());
}

#[tokio::test]
async fn a_server_error_before_the_stream_starts_is_retried() {
    let server = MockServer::start().await;
    answer_first(&server, GENERATIONS, 1, error_answer(500, None, "boom")).await;
    let events = [
        partial_event("image_generation", 0, b"rough"),
        completed_event("image_generation", IMAGE_BYTES),
    ];
    answer_always(&server, GENERATIONS, stream_answer(&events)).await;
    let partials = Partials::default();

    let image = client(&server, "gpt-image-1.5")
        .generate_streaming(&streaming_request(1), &|p| partials.keep(p))
        .await
        .unwrap();

    assert_eq!(image, IMAGE_BYTES);
    assert_eq!(partials.indexes_and_bytes(), [(0, b"rough".to_vec())]);
    assert_eq!(received(&server).await.len(), 2);
}

#[tokio::test]
async fn dall_e_is_never_asked_to_stream() {
    let server = MockServer::start().await;
    answer_always(&server, GENERATIONS, image_answer(IMAGE_BYTES)).await;

    client(&server, "dall-e-3")
        .generate(&streaming_request(2))
        .await
        .unwrap();

    let body: Value = serde_json::from_slice(&received(&server).await[0].body).unwrap();
    assert!(body.get("stream").is_none(), "{body}");
    assert!(body.get("partial_images").is_none(), "{body}");
}

/// An answer's body, written bit by bit by a test's script; an `Err` cuts
/// the connection.
type Chunks = mpsc::UnboundedSender<Result<Bytes, std::io::Error>>;

/// A provider whose every generation answer is an event stream written by
/// `script`, and the count of requests it got.
async fn scripted_provider<S, F>(script: S) -> (String, Arc<AtomicUsize>)
where
    S: Fn(Chunks) -> F + Clone + Send + Sync + 'static,
    F: Future<Output = ()> + Send + 'static,
{
    let requests = Arc::new(AtomicUsize::new(0));
    let counter = requests.clone();
    let answer = move || async move {
        counter.fetch_add(1, Ordering::SeqCst);
        let (chunks, body) = mpsc::unbounded();
        tokio::spawn(script(chunks));
        (
            [(CONTENT_TYPE, "text/event-stream")],
            Body::from_stream(body),
        )
            .into_response()
    };
    let app = Router::new().route("/v1/images/generations", post(answer));
    (serve_provider(app).await, requests)
}

fn send(chunks: &Chunks, text: String) {
    let _ = chunks.unbounded_send(Ok(Bytes::from(text)));
}

fn client_for(base_url: String, timeout: Duration) -> OpenAiImages {
    OpenAiImages::new(cardsmith_openai_images::OpenAiImagesConfig {
        base_url,
        timeout,
        max_retries: 2,
        retry_base_delay: Duration::from_millis(10),
        ..cardsmith_openai_images::OpenAiImagesConfig::new("gpt-image-1.5")
    })
    .unwrap()
}

#[tokio::test]
async fn each_partial_is_handed_on_before_the_rest_of_the_stream_arrives() {
    // The provider sends the finished image only once the client has handed
    // on the partial; otherwise, after a while, an error.
    let delivered = Arc::new(Notify::new());
    let waited = delivered.clone();
    let (base_url, requests) = scripted_provider(move |chunks| {
        let waited = waited.clone();
        async move {
            send(&chunks, partial_event("image_generation", 0, b"rough"));
            let in_time = tokio::time::timeout(Duration::from_secs(5), waited.notified()).await;
            let last = match in_time {
                Ok(()) => completed_event("image_generation", IMAGE_BYTES),
                Err(_) => error_event(None, "the partial was not handed on in time"),
            };
            send(&chunks, last);
        }
    })
    .await;
    let partials = Partials::default();
    let on_partial = |partial: PartialImage| {
        partials.keep(partial);
        delivered.notify_one();
    };

    let image = client_for(base_url, Duration::from_secs(10))
        .generate_streaming(&streaming_request(1), &on_partial)
        .await
        .unwrap();

    assert_eq!(image, IMAGE_BYTES);
    assert_eq!(partials.indexes_and_bytes(), [(0, b"rough".to_vec())]);
    assert_eq!(requests.load(Ordering::SeqCst), 1);
}

#[tokio::test]
async fn a_connection_cut_mid_stream_fails_without_a_retry() {
    let (base_url, requests) = scripted_provider(|chunks| async move {
        send(&chunks, partial_event("image_generation", 0, b"rough"));
        tokio::time::sleep(Duration::from_millis(50)).await;
        // Half an event, then the connection breaks.
        send(
            &chunks,
            "event: image_generation.completed\ndata: {\"b64".into(),
        );
        let _ = chunks.unbounded_send(Err(std::io::Error::other("provider crashed")));
    })
    .await;
    let partials = Partials::default();

    let err = client_for(base_url, Duration::from_secs(5))
        .generate_streaming(&streaming_request(1), &|p| partials.keep(p))
        .await
        .unwrap_err();

    assert!(matches!(err, ImageApiError::Connect(_)), "{err:?}");
    assert_eq!(partials.indexes_and_bytes().len(), 1);
    assert_eq!(requests.load(Ordering::SeqCst), 1, "not retried");
}

#[tokio::test]
async fn a_stream_that_stalls_past_the_timeout_fails_without_a_retry() {
    let (base_url, requests) = scripted_provider(|chunks| async move {
        send(&chunks, partial_event("image_generation", 0, b"rough"));
        tokio::time::sleep(Duration::from_secs(30)).await;
        drop(chunks);
    })
    .await;
    let partials = Partials::default();

    let err = client_for(base_url, Duration::from_millis(500))
        .generate_streaming(&streaming_request(1), &|p| partials.keep(p))
        .await
        .unwrap_err();

    assert!(matches!(err, ImageApiError::Timeout), "{err:?}");
    assert_eq!(partials.indexes_and_bytes().len(), 1);
    assert_eq!(requests.load(Ordering::SeqCst), 1, "not retried");
}
