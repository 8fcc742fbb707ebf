//! The connections kept open to an HTTP/1.1 provider after a burst: a few,
//! not one per generation that was in flight.

use std::collections::HashSet;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::extract::{ConnectInfo, State};
use axum::routing::post;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use cardsmith_openai_images::{OpenAiImages, OpenAiImagesConfig};
use serde_json::json;
use tokio::sync::Barrier;

use crate::helpers::*;

/// Generations sent at once in each burst.
const BURST: usize = 40;
/// What the client keeps idle per provider (`MAX_IDLE_CONNECTIONS`).
const KEPT_IDLE: usize = 32;

#[derive(Clone)]
struct Provider {
    /// Holds every answer until the whole burst has arrived, so each request
    /// needs a connection of its own.
    all_arrived: Arc<Barrier>,
    /// The client's address of every request: one per connection.
    connections: Arc<Mutex<HashSet<SocketAddr>>>,
}

async fn answer(
    State(provider): State<Provider>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
) -> axum::Json<serde_json::Value> {
    provider.connections.lock().unwrap().insert(client);
    provider.all_arrived.wait().await;
    axum::Json(json!({ "created": 1, "data": [{ "b64_json": STANDARD.encode(IMAGE_BYTES) }] }))
}

async fn burst(client: &OpenAiImages, take: usize) {
    let requests: Vec<_> = (0..BURST)
        .map(|n| request(&format!("A lighthouse, burst {take}, take {n}")))
        .collect();
    for image in futures::future::join_all(requests.iter().map(|req| client.generate(req))).await {
        assert_eq!(image.unwrap(), IMAGE_BYTES);
    }
}

#[tokio::test]
async fn after_a_burst_over_http1_only_a_few_connections_stay_open_for_the_next() {
    let provider = Provider {
        all_arrived: Arc::new(Barrier::new(BURST)),
        connections: Arc::default(),
    };
    let app = Router::new()
        .route("/v1/images/generations", post(answer))
        .with_state(provider.clone());
    let base_url = serve_provider(app).await;
    let client = OpenAiImages::new(OpenAiImagesConfig {
        base_url,
        max_retries: 0,
        ..OpenAiImagesConfig::new("gpt-image-1.5")
    })
    .unwrap();

    burst(&client, 1).await;
    assert_eq!(provider.connections.lock().unwrap().len(), BURST);
    burst(&client, 2).await;

    // The second burst reused the connections kept idle and opened the rest.
    assert_eq!(
        provider.connections.lock().unwrap().len(),
        BURST + (BURST - KEPT_IDLE)
    );
}
