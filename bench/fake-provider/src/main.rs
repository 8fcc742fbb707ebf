//! A stand-in for an OpenAI-compatible Images API, for `make bench`:
//!
//!     bench-fake-provider --port PORT [--delay SECONDS] [--side PIXELS]
//!         [--partials N] [--first-partial SECONDS]
//!
//! Answers `POST .../images/generations` and `POST .../images/edits` after
//! `--delay` seconds with `{"created": ..., "data": [{"b64_json": <PNG>}]}`,
//! the shape crates/openai-images decodes. With `--partials N` (1 to 3; 0,
//! the default, never streams), a request that asks to stream (`"stream":
//! true`, or the form field `stream` = `true` of an edit) is answered as
//! OpenAI streams: Server-Sent Events, N partial images (coarser pictures of
//! the same size) from `--first-partial` seconds (default 1) on, then the
//! completed image at `--delay` (src/streaming.rs). It speaks HTTP/1.1 with
//! keep-alive and HTTP/2 without TLS (h2c, as a client with prior knowledge
//! opens it), with room for 100,000 streams on one connection so that no
//! request waits for a stream. `GET /stats` tells how many image requests it
//! answered, the most it held at once, how they arrived (HTTP version,
//! connections), how many it streamed and the partial images sent, so the
//! bench can show that the server really had them all in flight together.

mod png;
mod stats;
mod streaming;

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
use streaming::{Endpoint, Streaming};
use tokio::net::TcpListener;
use tokio::time::Instant;

const MAX_STREAMS_PER_CONNECTION: u32 = 100_000;

struct Provider {
    delay: Duration,
    answer: Bytes,
    /// None with `--partials 0`: every request is answered with the JSON.
    streaming: Option<Streaming>,
    stats: Arc<Stats>,
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let image = base64::engine::general_purpose::STANDARD.encode(png::gradient(args.side));
    let answer = serde_json::json!({ "created": 1_700_000_000, "data": [{ "b64_json": image }] });
    let delay = Duration::from_secs_f64(args.delay);
    let streaming = (args.partials > 0).then(|| {
        let first = Duration::from_secs_f64(args.first_partial);
        Streaming::new(args.partials, first, delay, args.side, &image)
    });
    let provider = Arc::new(Provider {
        delay,
        answer: Bytes::from(answer.to_string()),
        streaming,
        stats: Arc::default(),
    });
    let app = Router::new()
        .route("/v1/images/generations", post(generations))
        .route("/v1/images/edits", post(edits))
        .route("/stats", get(report))
        .with_state(provider.clone());
    let addr = format!("127.0.0.1:{}", args.port);
    let listener = TcpListener::bind(&addr)
        .await
        .unwrap_or_else(|err| panic!("cannot listen on {addr}: {err}"));
    match args.partials {
        0 => println!("fake image provider on {addr}, delay {}s", args.delay),
        n => println!(
            "fake image provider on {addr}, delay {}s, streams {n} partial images from {}s",
            args.delay, args.first_partial
        ),
    }
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

async fn generations(
    State(provider): State<Arc<Provider>>,
    version: Version,
    body: Bytes,
) -> Response {
    make_image(&provider, version, Endpoint::Generations, &body).await
}

async fn edits(State(provider): State<Arc<Provider>>, version: Version, body: Bytes) -> Response {
    make_image(&provider, version, Endpoint::Edits, &body).await
}

async fn make_image(
    provider: &Provider,
    version: Version,
    endpoint: Endpoint,
    body: &[u8],
) -> Response {
    let arrived = Instant::now();
    let in_flight = provider.stats.image_request(version);
    if let Some(streaming) = &provider.streaming
        && streaming::asks_to_stream(endpoint, body)
    {
        return streaming.answer(endpoint, arrived, in_flight);
    }
    if !provider.delay.is_zero() {
        tokio::time::sleep(provider.delay).await;
    }
    provider.stats.answered();
    drop(in_flight);
    (
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        provider.answer.clone(),
    )
        .into_response()
}

async fn report(State(provider): State<Arc<Provider>>) -> Response {
    let mut report = provider.stats.report();
    report["delay"] = provider.delay.as_secs_f64().into();
    report["partials"] = provider
        .streaming
        .as_ref()
        .map_or(0, |s| s.partials())
        .into();
    report["first_partial"] = provider
        .streaming
        .as_ref()
        .map(|s| s.first_partial().as_secs_f64())
        .into();
    (StatusCode::OK, axum::Json(report)).into_response()
}

struct Args {
    port: u16,
    delay: f64,
    side: u32,
    partials: u32,
    first_partial: f64,
}

impl Args {
    fn parse() -> Args {
        let mut args = Args {
            port: 0,
            delay: 0.0,
            side: 64,
            partials: 0,
            first_partial: 1.0,
        };
        let mut given = std::env::args().skip(1);
        while let Some(name) = given.next() {
            let value = given.next().unwrap_or_else(|| usage(&name));
            match name.as_str() {
                "--port" => args.port = value.parse().unwrap_or_else(|_| usage(&name)),
                "--delay" => args.delay = value.parse().unwrap_or_else(|_| usage(&name)),
                "--side" => args.side = value.parse().unwrap_or_else(|_| usage(&name)),
                "--partials" => args.partials = value.parse().unwrap_or_else(|_| usage(&name)),
                "--first-partial" => {
                    args.first_partial = value.parse().unwrap_or_else(|_| usage(&name));
                }
                _ => usage(&name),
            }
        }
        if args.port == 0 {
            usage("--port");
        }
        let seconds = 0.0..=3600.0;
        for (name, bad) in [
            ("--side", args.side == 0),
            ("--delay", !seconds.contains(&args.delay)),
            ("--partials", args.partials > streaming::MAX_PARTIALS),
            ("--first-partial", !seconds.contains(&args.first_partial)),
        ] {
            if bad {
                usage(name);
            }
        }
        args
    }
}

fn usage(at: &str) -> ! {
    eprintln!(
        "bad or missing {at}\n\
         usage: bench-fake-provider --port PORT [--delay SECONDS] [--side PIXELS]\n\
         \x20                          [--partials 0-3] [--first-partial SECONDS]\n\
         --partials N: answer a request asking to stream (\"stream\": true) with N partial\n\
         images, the first after --first-partial seconds (default 1), the rest spread until\n\
         --delay, then the image, as OpenAI's Server-Sent Events; 0 (default): never stream"
    );
    std::process::exit(2)
}
