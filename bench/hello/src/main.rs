//! `bench-hello --addr 127.0.0.1:PORT`: answers `GET /` with "hello" and
//! nothing else. `make bench` measures it beside Cardsmith in the same run,
//! built with the same profile, so every throughput figure can be given as a
//! ratio to what this machine's loopback, load generator and axum allow.

use axum::Router;
use axum::routing::get;

#[tokio::main]
async fn main() {
    let addr = addr_from_args().unwrap_or_else(|| "127.0.0.1:8090".into());
    let app = Router::new().route("/", get(|| async { "hello" }));
    let listener = tokio::net::TcpListener::bind(&addr)
        .await
        .unwrap_or_else(|err| panic!("cannot listen on {addr}: {err}"));
    axum::serve(listener, app).await.expect("server failed");
}

fn addr_from_args() -> Option<String> {
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--addr" {
            return args.next();
        }
    }
    None
}
