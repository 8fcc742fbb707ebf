//! A stand-in for an OpenAI-compatible Images API, for `make bench`:
//!
//!     bench-fake-provider --port PORT [--delay SECONDS] [--side PIXELS]
//!
//! Answers `POST .../images/generations` and `POST .../images/edits` after
//! `--delay` seconds with `{"created": ..., "data": [{"b64_json": <PNG>}]}`,
//! the shape crates/openai-images decodes. It speaks HTTP/1.1 with keep-alive
//! and HTTP/2 without TLS (h2c, as a client with prior knowledge opens it),
//! with room for 100,000 streams on one connection so that no request waits
//! for a stream. `GET /stats` tells how many image requests it answered, the
//! most it held at once, how they arrived (HTTP version, connections), so the
//! bench can show that the server really had them all in flight together.

mod png;
mod stats;

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{StatusCode, Version};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use base64::Engine;
use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::conn::auto;
use hyper_util::service::TowerToHyperService;
use stats::Stats;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;

const MAX_STREAMS_PER_CONNECTION: u32 = 100_000;

struct Provider {
    delay: Duration,
    answer: Bytes,
    stats: Stats,
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let image = base64::engine::general_purpose::STANDARD.encode(png::gradient(args.side));
    let answer = serde_json::json!({ "created": 1_700_000_000, "data": [{ "b64_json": image }] });
    let provider = Arc::new(Provider {
        delay: Duration::from_secs_f64(args.delay),
        answer: Bytes::from(answer.to_string()),
        stats: Stats::default(),
    });
    let app = Router::new()
        .route("/v1/images/generations", post(make_image))
        .route("/v1/images/edits", post(make_image))
        .route("/stats", get(report))
        .with_state(provider.clone());
    let addr = format!("127.0.0.1:{}", args.port);
    let listener = TcpListener::bind(&addr)
        .await
        .unwrap_or_else(|err| panic!("cannot listen on {addr}: {err}"));
    println!("fake image provider on {addr}, delay {}s", args.delay);
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder
        .http2()
        .max_concurrent_streams(MAX_STREAMS_PER_CONNECTION);
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(err) => {
                // Out of file descriptors, most likely: wait rather than exit.
                eprintln!("accept failed: {err}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        provider.stats.connection_opened();
        let service = TowerToHyperService::new(app.clone());
        let builder = builder.clone();
        tokio::spawn(async move {
            let _ = builder
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}

async fn make_image(
    State(provider): State<Arc<Provider>>,
    version: Version,
    _body: Bytes,
) -> Response {
    let _in_flight = provider.stats.image_request(version);
    if !provider.delay.is_zero() {
        tokio::time::sleep(provider.delay).await;
    }
    provider.stats.answered();
    (
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        provider.answer.clone(),
    )
        .into_response()
}

async fn report(State(provider): State<Arc<Provider>>) -> Response {
    let mut report = provider.stats.report();
    report["delay"] = provider.delay.as_secs_f64().into();
    (StatusCode::OK, axum::Json(report)).into_response()
}

struct Args {
    port: u16,
    delay: f64,
    side: u32,
}

impl Args {
    fn parse() -> Args {
        let mut args = Args {
            port: 0,
            delay: 0.0,
            side: 64,
        };
        let mut given = std::env::args().skip(1);
        while let Some(name) = given.next() {
            let value = given.next().unwrap_or_else(|| usage(&name));
            match name.as_str() {
                "--port" => args.port = value.parse().unwrap_or_else(|_| usage(&name)),
                "--delay" => args.delay = value.parse().unwrap_or_else(|_| usage(&name)),
                "--side" => args.side = value.parse().unwrap_or_else(|_| usage(&name)),
                _ => usage(&name),
            }
        }
        if args.port == 0 || args.side == 0 || !(0.0..=3600.0).contains(&args.delay) {
            usage("--port");
        }
        args
    }
}

fn usage(at: &str) -> ! {
    eprintln!(
        "bad or missing {at}\nusage: bench-fake-provider --port PORT [--delay SECONDS] [--side PIXELS]"
    );
    std::process::exit(2)
}
