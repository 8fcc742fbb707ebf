//! The accept loop. axum's own `serve` has no limits, so a few hundred
//! clients that trickle their headers, or a thousand that connect and say
//! nothing, could hold the server's sockets and file descriptors forever.
//! Here every connection has a header timeout (from a request's first byte
//! to its last header), an idle timeout, and every request a time limit; at
//! most `max_connections` are open at once, and when that cap is reached the
//! quietest idle connection is closed to let a new client in.

mod connection;
pub mod settings;

use axum::Router;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode};
use axum::response::{IntoResponse, Response};
use connection::{Activity, Registry, Verdict, WatchedIo};
use hyper::body::Incoming;
use hyper::server::conn::{http1, http2};
use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::graceful::GracefulShutdown;
use settings::ConnectionSettings;
use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};
use tower::ServiceExt;

pub const REQUEST_TOO_SLOW: &str = "The request took too long. Please try again.";

/// File descriptors kept free for the database, image files and logs.
const SPARE_FILE_DESCRIPTORS: u64 = 128;

/// Serves `router` on `listener` until `shutdown` completes, then stops
/// accepting and waits for the requests in flight to finish.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    settings: ConnectionSettings,
    shutdown: impl Future<Output = ()>,
) {
    let settings = Arc::new(settings);
    let max_connections = connection_cap(settings.max_connections);
    let permits = Arc::new(Semaphore::new(max_connections));
    let registry = Arc::new(Registry::default());
    let graceful = GracefulShutdown::new();
    // Tells connections whose clients have not spoken yet to close at once.
    let (stopping, stopping_seen) = watch::channel(false);
    tokio::pin!(shutdown);
    loop {
        let (stream, remote) = tokio::select! {
            accepted = accept(&listener) => accepted,
            () = &mut shutdown => break,
        };
        let permit = tokio::select! {
            permit = admit(&permits, &registry) => permit,
            () = &mut shutdown => break,
        };
        let connection = Connection {
            router: router.clone(),
            settings: settings.clone(),
            remote,
            stopping: stopping_seen.clone(),
        };
        let registered = registry.clone();
        let watcher = graceful.watcher();
        tokio::spawn(async move {
            connection.run(stream, permit, &registered, watcher).await;
        });
    }
    drop(listener);
    stopping.send_replace(true);
    graceful.shutdown().await;
}

/// The next connection. Errors such as running out of file descriptors are
/// waited out rather than ending the server.
async fn accept(listener: &TcpListener) -> (TcpStream, SocketAddr) {
    loop {
        match listener.accept().await {
            Ok(accepted) => return accepted,
            Err(err) if is_connection_error(&err) => {}
            Err(err) => {
                tracing::error!(error = %err, "accepting a connection failed");
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }
}

fn is_connection_error(err: &std::io::Error) -> bool {
    use std::io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    matches!(
        err.kind(),
        ConnectionRefused | ConnectionAborted | ConnectionReset
    )
}

/// A place under the cap for a connection just accepted: at the cap the
/// quietest idle connection is asked to close; with none idle, the new one
/// waits (and the ones behind it wait in the listen backlog).
async fn admit(permits: &Arc<Semaphore>, registry: &Registry) -> OwnedSemaphorePermit {
    if let Ok(permit) = permits.clone().try_acquire_owned() {
        return permit;
    }
    if !registry.evict_one_idle() {
        tracing::warn!("connection limit reached with every connection busy");
    }
    permits
        .clone()
        .acquire_owned()
        .await
        .expect("the semaphore is never closed")
}

/// The configured cap, lowered to what the process's open-file limit allows.
fn connection_cap(configured: usize) -> usize {
    let Some(open_files) = open_files_limit() else {
        return configured;
    };
    let allowed = open_files.saturating_sub(SPARE_FILE_DESCRIPTORS).max(16) as usize;
    if configured > allowed {
        tracing::warn!(
            configured,
            allowed,
            open_files,
            "CARDSMITH_MAX_CONNECTIONS is over what the open-file limit allows; using less"
        );
        return allowed;
    }
    configured
}

/// The soft limit on open files (Linux), from /proc rather than a syscall.
fn open_files_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

struct Connection {
    router: Router,
    settings: Arc<ConnectionSettings>,
    remote: SocketAddr,
    /// Becomes true when the server stops.
    stopping: watch::Receiver<bool>,
}

impl Connection {
    async fn run(
        self,
        stream: TcpStream,
        _permit: OwnedSemaphorePermit,
        registry: &Arc<Registry>,
        watcher: hyper_util::server::graceful::Watcher,
    ) {
        let activity = Activity::new();
        let _registered = registry.register(activity.clone());
        let io = WatchedIo::new(stream, activity.clone());
        let settings = self.settings.clone();
        let mut stopping = self.stopping.clone();
        let service = {
            let activity = activity.clone();
            hyper::service::service_fn(move |request| self.handle(request, &activity))
        };
        let served = async move {
            // HTTP/1.1, or HTTP/2 for a client that opens with its preface
            // (h2c). One that has said nothing when the server stops is closed.
            let http2 = tokio::select! {
                opens = io.opens_with_http2_preface() => opens.unwrap_or(false),
                _ = stopping.wait_for(|stopping| *stopping) => return Ok(()),
            };
            if http2 {
                let http2 = http2::Builder::new(TokioExecutor::new());
                watcher
                    .watch(http2.serve_connection(TokioIo::new(io), service))
                    .await
            } else {
                let http1 = http1::Builder::new();
                watcher
                    .watch(http1.serve_connection(TokioIo::new(io), service))
                    .await
            }
        };
        tokio::pin!(served);
        loop {
            let check_at = match activity.verdict(&settings) {
                Verdict::CheckAt(at) => at,
                Verdict::Close(reason) => {
                    tracing::debug!(reason, "closing a connection");
                    return;
                }
            };
            tokio::select! {
                _ = served.as_mut() => return,
                () = tokio::time::sleep_until(check_at) => {}
                () = activity.evict.notified() => {
                    if activity.is_idle() {
                        tracing::debug!("closing an idle connection to make room");
                        return;
                    }
                }
            }
        }
    }

    /// One request, marked in flight while it is handled and cut off at its
    /// time limit.
    fn handle(
        &self,
        mut request: Request<Incoming>,
        activity: &Arc<Activity>,
    ) -> impl Future<Output = Result<Response, Infallible>> + use<> {
        let in_flight = activity.request_started();
        let limit = self.settings.request_timeout(request.uri().path());
        request.extensions_mut().insert(ConnectInfo(self.remote));
        let handled = self.router.clone().oneshot(request);
        async move {
            let _in_flight = in_flight;
            match tokio::time::timeout(limit, handled).await {
                Ok(answered) => answered,
                Err(_) => {
                    tracing::warn!(?limit, "a request ran past its time limit");
                    Ok(too_slow())
                }
            }
        }
    }
}

fn too_slow() -> Response {
    let body = axum::Json(serde_json::json!({ "message": REQUEST_TOO_SLOW }));
    let mut response = (StatusCode::REQUEST_TIMEOUT, body).into_response();
    response.headers_mut().insert(
        axum::http::header::CONNECTION,
        axum::http::HeaderValue::from_static("close"),
    );
    response
}
