use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use cardsmith_openai_images::{ImageRequest, OpenAiImages, OpenAiImagesConfig};
use serde_json::json;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

pub const GENERATIONS: &str = "/v1/images/generations";
pub const EDITS: &str = "/v1/images/edits";
pub const API_KEY: &str = "test-key-123";

/// Not valid UTF-8, so a lossy text round trip anywhere would be caught.
pub const IMAGE_BYTES: &[u8] = b"\x89PNG\r\n\x1a\n\x00\xff\xfe image body";

/// Serves `app` on a loopback port, telling its handlers each client's
/// address (one per connection), and returns the provider's `/v1` base URL.
pub async fn serve_provider(app: axum::Router) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base_url = format!("http://{}/v1", listener.local_addr().unwrap());
    tokio::spawn(async move {
        let service = app.into_make_service_with_connect_info::<std::net::SocketAddr>();
        axum::serve(listener, service).await.unwrap();
    });
    base_url
}

pub fn config(server: &MockServer, model: &str) -> OpenAiImagesConfig {
    OpenAiImagesConfig {
        base_url: format!("{}/v1", server.uri()),
        api_key: Some(API_KEY.to_owned()),
        model: model.to_owned(),
        timeout: Duration::from_secs(5),
        max_retries: 2,
        retry_base_delay: Duration::from_millis(10),
        http2_prior_knowledge: false,
        dialect: cardsmith_openai_images::Dialect::Openai,
    }
}

pub fn client(server: &MockServer, model: &str) -> OpenAiImages {
    OpenAiImages::new(config(server, model)).expect("valid config")
}

pub fn request(prompt: &str) -> ImageRequest {
    ImageRequest {
        prompt: prompt.to_owned(),
        size: "1024x1024".to_owned(),
        quality: "medium".to_owned(),
        output_format: "png".to_owned(),
        output_compression: None,
        background: None,
        style: None,
        photo: None,
        input_fidelity: None,
        seed: None,
        partial_images: None,
    }
}

/// A success answer carrying `bytes` the way the Images API does.
pub fn image_answer(bytes: &[u8]) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(json!({
        "created": 1_700_000_000,
        "data": [{ "b64_json": STANDARD.encode(bytes) }],
    }))
}

pub fn error_answer(status: u16, code: Option<&str>, message: &str) -> ResponseTemplate {
    ResponseTemplate::new(status).set_body_json(json!({
        "error": { "message": message, "type": "invalid_request_error", "param": null, "code": code }
    }))
}

pub async fn answer_always(server: &MockServer, at: &str, answer: ResponseTemplate) {
    Mock::given(method("POST"))
        .and(path(at))
        .respond_with(answer)
        .mount(server)
        .await;
}

/// Answers the first `times` matching requests only; later ones fall through.
pub async fn answer_first(server: &MockServer, at: &str, times: u64, answer: ResponseTemplate) {
    Mock::given(method("POST"))
        .and(path(at))
        .respond_with(answer)
        .up_to_n_times(times)
        .mount(server)
        .await;
}

pub async fn received(server: &MockServer) -> Vec<Request> {
    server.received_requests().await.expect("recording is on")
}

/// One part of a multipart body: its header block and its raw content.
pub struct FormPart {
    pub headers: String,
    pub content: Vec<u8>,
}

impl FormPart {
    pub fn text(&self) -> String {
        String::from_utf8(self.content.clone()).expect("text field")
    }
}

/// Splits a raw multipart/form-data body into named parts, by hand, so the test
/// sees exactly what went over the wire.
pub fn multipart_parts(request: &Request) -> Vec<(String, FormPart)> {
    let content_type = request.headers["content-type"].to_str().unwrap();
    let boundary = content_type
        .split("boundary=")
        .nth(1)
        .expect("multipart boundary");
    let delimiter = format!("--{boundary}");
    let chunks = split_bytes(&request.body, delimiter.as_bytes());
    let mut parts = Vec::new();
    for chunk in chunks {
        // Skip the preamble and the closing "--\r\n" after the last delimiter.
        let Some(chunk) = chunk.strip_prefix(b"\r\n") else {
            continue;
        };
        let split = find(chunk, b"\r\n\r\n").expect("part header end");
        let headers = String::from_utf8(chunk[..split].to_vec()).unwrap();
        let content = chunk[split + 4..].strip_suffix(b"\r\n").unwrap().to_vec();
        let name = headers
            .split("name=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .expect("part name")
            .to_owned();
        parts.push((name, FormPart { headers, content }));
    }
    parts
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn split_bytes<'a>(mut rest: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut pieces = Vec::new();
    while let Some(at) = find(rest, delimiter) {
        pieces.push(&rest[..at]);
        rest = &rest[at + delimiter.len()..];
    }
    pieces.push(rest);
    pieces
}
