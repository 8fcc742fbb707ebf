//! The HTTP version spoken to a plain-http provider: HTTP/2 over one shared
//! connection when told to (prior knowledge), HTTP/1.1 otherwise, and a clear
//! connection error when the provider cannot speak HTTP/2.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::extract::{ConnectInfo, State};
use axum::http::Version;
use axum::routing::post;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use cardsmith_openai_images::{ImageApiError, OpenAiImages, OpenAiImagesConfig};
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

use crate::helpers::*;

/// Each image request's HTTP version and the client's address (one per connection).
type Seen = Arc<Mutex<Vec<(Version, SocketAddr)>>>;

/// An Images API on loopback that speaks HTTP/1.1 and h2c alike (hyper's
/// automatic server, as axum serves) and notes how each request arrived.
async fn recording_provider() -> (String, Seen) {
    let seen = Seen::default();
    let app = Router::new()
        .route("/v1/images/generations", post(answer))
        .with_state(seen.clone());
    (serve_provider(app).await, seen)
}

async fn answer(
    State(seen): State<Seen>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    version: Version,
) -> axum::Json<serde_json::Value> {
    seen.lock().unwrap().push((version, client));
    axum::Json(json!({ "created": 1, "data": [{ "b64_json": STANDARD.encode(IMAGE_BYTES) }] }))
}

fn config_for(base_url: &str, http2_prior_knowledge: bool) -> OpenAiImagesConfig {
    OpenAiImagesConfig {
        base_url: base_url.to_owned(),
        http2_prior_knowledge,
        max_retries: 1,
        retry_base_delay: std::time::Duration::from_millis(10),
        ..OpenAiImagesConfig::new("gpt-image-1.5")
    }
}

#[tokio::test]
async fn with_prior_knowledge_requests_in_flight_together_share_one_http2_connection() {
    let (base_url, seen) = recording_provider().await;
    let client = OpenAiImages::new(config_for(&base_url, true)).unwrap();

    let requests: Vec<_> = (0..8)
        .map(|n| request(&format!("A lighthouse, take {n}")))
        .collect();
    let answers = futures::future::join_all(requests.iter().map(|req| client.generate(req))).await;

    for image in answers {
        assert_eq!(image.unwrap(), IMAGE_BYTES);
    }
    let seen = seen.lock().unwrap().clone();
    assert_eq!(seen.len(), 8);
    assert!(
        seen.iter().all(|(version, _)| *version == Version::HTTP_2),
        "{seen:?}"
    );
    let connections: std::collections::HashSet<_> = seen.iter().map(|(_, at)| at).collect();
    assert_eq!(
        connections.len(),
        1,
        "one connection carries them all: {seen:?}"
    );
}

#[tokio::test]
async fn without_it_a_plain_http_provider_is_spoken_to_in_http1() {
    let (base_url, seen) = recording_provider().await;
    let client = OpenAiImages::new(config_for(&base_url, false)).unwrap();

    let image = client.generate(&request("A lighthouse")).await.unwrap();

    assert_eq!(image, IMAGE_BYTES);
    let seen = seen.lock().unwrap().clone();
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0].0, Version::HTTP_11);
}

#[tokio::test]
async fn prior_knowledge_towards_a_provider_that_only_speaks_http1_is_a_connection_error() {
    // Answers whatever arrives the way an HTTP/1.1-only server answers the
    // HTTP/2 preface, and hangs up.
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base_url = format!("http://{}/v1", listener.local_addr().unwrap());
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            let mut first = [0u8; 64];
            let _ = socket.read(&mut first).await;
            let refusal = "HTTP/1.1 505 HTTP Version Not Supported\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
            let _ = socket.write_all(refusal.as_bytes()).await;
        }
    });
    let client = OpenAiImages::new(config_for(&base_url, true)).unwrap();

    let error = client.generate(&request("A lighthouse")).await.unwrap_err();

    assert!(matches!(error, ImageApiError::Connect(_)), "{error:?}");
}
