//! Slow and idle clients: connections that trickle their headers are closed
//! after the header timeout, idle ones after the idle timeout, the number
//! held open is capped, and a normal client keeps getting quick answers
//! throughout. Only loopback addresses are used.

use crate::helpers::TestApp;
use axum::Router;
use axum::routing::get;
use cardsmith_server::serve::settings::ConnectionSettings;
use cardsmith_server::serve::{REQUEST_TOO_SLOW, serve};
use reqwest::StatusCode;
use serde_json::Value;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::Instant;

async fn spawn_with_limits(max_connections: usize, header: u64, idle: u64) -> TestApp {
    TestApp::spawn_with(|config| {
        config.connections.max_connections = max_connections;
        config.connections.header_timeout_secs = header;
        config.connections.idle_timeout_secs = idle;
    })
    .await
}

fn addr(app: &TestApp) -> SocketAddr {
    app.base_url.trim_start_matches("http://").parse().unwrap()
}

/// Waits until the server closes `stream` (or `limit` passes); returns when
/// that was, counted from `since`. Trickles `trickle` one byte every 250 ms.
async fn time_until_closed(
    stream: TcpStream,
    trickle: &'static [u8],
    since: Instant,
    limit: Duration,
) -> Option<Duration> {
    let (mut reading, mut writing) = stream.into_split();
    let closed = async {
        let mut buf = [0u8; 256];
        while let Ok(n) = reading.read(&mut buf).await {
            if n == 0 {
                break;
            }
        }
    };
    let trickling = async {
        for byte in trickle.iter().cycle() {
            if writing.write_all(&[*byte]).await.is_err() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
        // Refused writes mean a closed connection too; wait for the read side.
        std::future::pending::<()>().await;
    };
    let either = async {
        tokio::select! {
            () = closed => {}
            () = trickling => {}
        }
    };
    tokio::time::timeout(limit, either)
        .await
        .ok()
        .map(|()| since.elapsed())
}

/// GET /healthz every 50 ms for `period`; returns how long each answer took.
async fn normal_client(base_url: &str, period: Duration) -> Vec<Duration> {
    let http = reqwest::Client::new();
    let until = Instant::now() + period;
    let mut took = Vec::new();
    while Instant::now() < until {
        let start = Instant::now();
        let response = http
            .get(format!("{base_url}/healthz"))
            .timeout(Duration::from_secs(5))
            .send()
            .await
            .expect("the normal client is answered");
        assert_eq!(response.status(), StatusCode::OK);
        response.bytes().await.unwrap();
        took.push(start.elapsed());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    took
}

fn assert_quick(took: &[Duration]) {
    assert!(took.len() >= 10, "{} answers", took.len());
    let slowest = took.iter().max().unwrap();
    assert!(
        *slowest < Duration::from_millis(100),
        "slowest answer {slowest:?}"
    );
}

/// Sockets this process has open (the test's client ends and the server's).
fn open_sockets() -> usize {
    std::fs::read_dir("/proc/self/fd")
        .unwrap()
        .filter_map(|entry| std::fs::read_link(entry.ok()?.path()).ok())
        .filter(|target| target.to_string_lossy().starts_with("socket:"))
        .count()
}

#[tokio::test]
async fn connections_trickling_headers_are_closed_after_the_header_timeout() {
    let app = spawn_with_limits(1024, 2, 30).await;
    let start = Instant::now();
    let mut tricklers = Vec::new();
    for _ in 0..200 {
        let mut stream = TcpStream::connect(addr(&app)).await.unwrap();
        stream
            .write_all(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            .await
            .unwrap();
        let trickle = b"X-Slow: one byte at a time and never the end\r\n";
        tricklers.push(tokio::spawn(time_until_closed(
            stream,
            trickle,
            start,
            Duration::from_secs(8),
        )));
    }
    let took = normal_client(&app.base_url, Duration::from_secs(3)).await;
    assert_quick(&took);
    for trickler in tricklers {
        let closed_after = trickler.await.unwrap().expect("closed by the server");
        assert!(
            closed_after >= Duration::from_millis(1900),
            "closed too early: {closed_after:?}"
        );
        assert!(
            closed_after < Duration::from_millis(4500),
            "closed late: {closed_after:?}"
        );
    }
}

#[tokio::test]
async fn idle_connections_over_the_cap_do_not_lock_out_a_normal_client() {
    let app = spawn_with_limits(64, 2, 3).await;
    let start = Instant::now();
    let before = open_sockets();
    let mut idle = Vec::new();
    for _ in 0..200 {
        idle.push(TcpStream::connect(addr(&app)).await.unwrap());
    }
    let took = normal_client(&app.base_url, Duration::from_secs(1)).await;
    assert_quick(&took);
    // The 200 client ends, and at most 64 (plus the normal client's) on the
    // server's side: without the cap there would be 200 more.
    let held = open_sockets() - before;
    assert!(held <= 200 + 64 + 4, "{held} sockets open");
    let closings: Vec<_> = idle
        .into_iter()
        .map(|stream| {
            tokio::spawn(time_until_closed(
                stream,
                b"",
                start,
                Duration::from_secs(8),
            ))
        })
        .collect();
    for closing in closings {
        let closed_after = closing.await.unwrap().expect("closed by the server");
        assert!(
            closed_after < Duration::from_millis(5500),
            "closed late: {closed_after:?}"
        );
    }
}

#[tokio::test]
async fn an_idle_keep_alive_connection_is_closed_after_the_idle_timeout() {
    let app = spawn_with_limits(1024, 1, 2).await;
    let mut stream = TcpStream::connect(addr(&app)).await.unwrap();
    stream
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        .await
        .unwrap();
    let mut answer = [0u8; 12];
    stream.read_exact(&mut answer).await.unwrap();
    assert_eq!(&answer, b"HTTP/1.1 200");
    let answered = Instant::now();
    // Longer than the header timeout: waiting for the next request is idling.
    let closed_after = time_until_closed(stream, b"", answered, Duration::from_secs(6))
        .await
        .expect("closed by the server");
    assert!(
        closed_after >= Duration::from_millis(1900) && closed_after < Duration::from_millis(3500),
        "{closed_after:?}"
    );
}

async fn serve_router(
    router: Router,
    settings: ConnectionSettings,
) -> (
    SocketAddr,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<()>,
) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(serve(listener, router, settings, async {
        let _ = stopped.await;
    }));
    (addr, stop, server)
}

fn slow_router(delay: Duration) -> Router {
    Router::new().route(
        "/slow",
        get(move || async move {
            tokio::time::sleep(delay).await;
            "done"
        }),
    )
}

#[tokio::test]
async fn stopping_lets_requests_in_flight_finish_and_refuses_new_ones() {
    let router = slow_router(Duration::from_millis(800));
    let (addr, stop, server) = serve_router(router, ConnectionSettings::default()).await;
    let in_flight = tokio::spawn(reqwest::get(format!("http://{addr}/slow")));
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.send(()).unwrap();
    let response = in_flight.await.unwrap().unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.text().await.unwrap(), "done");
    tokio::time::timeout(Duration::from_secs(5), server)
        .await
        .expect("the server stops once the request is answered")
        .unwrap();
    assert!(TcpStream::connect(addr).await.is_err());
}

#[tokio::test]
async fn a_request_past_its_time_limit_gets_a_clear_408() {
    let settings = ConnectionSettings {
        request_timeout_secs: 1,
        ..ConnectionSettings::default()
    };
    let (addr, _stop, _server) = serve_router(slow_router(Duration::from_secs(5)), settings).await;
    let started = Instant::now();
    let response = reqwest::get(format!("http://{addr}/slow")).await.unwrap();
    assert_eq!(response.status(), StatusCode::REQUEST_TIMEOUT);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], REQUEST_TOO_SLOW);
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[tokio::test]
async fn http1_and_http2_without_tls_are_both_served() {
    let (addr, _stop, _server) =
        serve_router(slow_router(Duration::ZERO), ConnectionSettings::default()).await;
    let url = format!("http://{addr}/slow");
    let http1 = reqwest::get(&url).await.unwrap();
    assert_eq!(http1.version(), reqwest::Version::HTTP_11);
    assert_eq!(http1.text().await.unwrap(), "done");

    let prior_knowledge = reqwest::Client::builder()
        .http2_prior_knowledge()
        .build()
        .unwrap();
    let answers = futures::future::join_all((0..4).map(|_| prior_knowledge.get(&url).send())).await;
    for answer in answers {
        let answer = answer.unwrap();
        assert_eq!(answer.version(), reqwest::Version::HTTP_2);
        assert_eq!(answer.text().await.unwrap(), "done");
    }
}

#[tokio::test]
async fn a_client_that_stalls_inside_the_http2_preface_is_closed_after_the_header_timeout() {
    let app = spawn_with_limits(1024, 2, 30).await;
    let start = Instant::now();
    let mut stream = TcpStream::connect(addr(&app)).await.unwrap();
    stream.write_all(b"PRI * HTTP/2.0\r\n").await.unwrap();
    let closed_after = time_until_closed(stream, b"", start, Duration::from_secs(8))
        .await
        .expect("closed by the server");
    assert!(
        closed_after >= Duration::from_millis(1900) && closed_after < Duration::from_millis(4500),
        "{closed_after:?}"
    );
}

#[tokio::test]
async fn stopping_closes_a_connection_that_has_sent_nothing_yet() {
    let router = slow_router(Duration::ZERO);
    let (addr, stop, server) = serve_router(router, ConnectionSettings::default()).await;
    // A browser's speculative connection: open, and silent.
    let _silent = TcpStream::connect(addr).await.unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.send(()).unwrap();
    tokio::time::timeout(Duration::from_secs(5), server)
        .await
        .expect("the server stops without waiting out the silent client's idle timeout")
        .unwrap();
}
