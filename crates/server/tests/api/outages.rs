//! The stores the server needs going away while it runs: PostgreSQL or
//! Redis stopping (their connections cut and new ones refused, by a
//! switchable proxy in front of them), and the disk under SQLite and the
//! image files filling up. Each answers clearly (503 with a JSON message),
//! charges nothing, panics nowhere, and service comes back by itself. A
//! Redis that is not there at start-up stops the start with a clear error.

use crate::helpers::{PASSWORD, TestApp, TestWorld, error_message};
use crate::images_support::*;
use crate::v1_support::V1Client;
use cardsmith_server::http::error::DATABASE_UNAVAILABLE;
use cardsmith_server::images::failure::NOT_SAVED;
use cardsmith_server::secret::Secret;
use reqwest::StatusCode;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::{TcpListener, TcpStream};

/// A TCP proxy to the database that can be switched off: its open
/// connections are cut and new ones closed at once, as when the server
/// stops; switched on again, it forwards as before.
struct Switch {
    port: u16,
    on: Arc<AtomicBool>,
    pipes: Arc<Mutex<Vec<tokio::task::AbortHandle>>>,
}

impl Switch {
    async fn start(upstream: SocketAddr) -> Switch {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let on = Arc::new(AtomicBool::new(true));
        let pipes = Arc::new(Mutex::new(Vec::new()));
        let (on_, pipes_) = (on.clone(), pipes.clone());
        tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                if !on_.load(Ordering::SeqCst) {
                    continue; // dropped: closed at once
                }
                let pipe = tokio::spawn(async move {
                    if let Ok(mut server) = TcpStream::connect(upstream).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                    }
                });
                pipes_.lock().unwrap().push(pipe.abort_handle());
            }
        });
        Switch { port, on, pipes }
    }

    fn off(&self) {
        self.on.store(false, Ordering::SeqCst);
        for pipe in self.pipes.lock().unwrap().drain(..) {
            pipe.abort();
        }
    }

    fn on(&self) {
        self.on.store(true, Ordering::SeqCst);
    }
}

async fn readyz(base_url: &str) -> StatusCode {
    reqwest::get(format!("{base_url}/readyz"))
        .await
        .unwrap()
        .status()
}

async fn wait_for_ready(base_url: &str, within: Duration) {
    let deadline = Instant::now() + within;
    while readyz(base_url).await != StatusCode::OK {
        assert!(
            Instant::now() < deadline,
            "not ready again within {within:?}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn postgres_going_away_gives_503s_and_service_comes_back_by_itself() {
    let mut world = TestWorld::on_postgres().await;
    let direct = url::Url::parse(&world.config.database_url()).unwrap();
    let upstream: SocketAddr = format!(
        "{}:{}",
        direct.host_str().unwrap(),
        direct.port().unwrap_or(5432)
    )
    .parse()
    .unwrap();
    let switch = Switch::start(upstream).await;
    let mut proxied = direct.clone();
    proxied.set_host(Some("127.0.0.1")).unwrap();
    proxied.set_port(Some(switch.port)).unwrap();
    world.config.database_url = Some(Secret::new(proxied.to_string()));
    let app = TestApp::spawn_in(world, |_| {}).await;
    let client = app.verified_user("alice").await;
    let key = client.new_api_key("outage").await;
    let v1 = V1Client::new(&app.base_url, &key);
    generate_ok(&client, low_square(PROMPT)).await;
    assert_eq!(readyz(&app.base_url).await, StatusCode::OK);

    switch.off();
    let started = Instant::now();
    assert_eq!(readyz(&app.base_url).await, StatusCode::SERVICE_UNAVAILABLE);
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "a readiness probe is answered within its own time limit"
    );
    let body = low_square(PROMPT);
    let (me, generated, listed, health) = tokio::join!(
        client.me_response(),
        client.generate(&body),
        v1.images(""),
        client.get("/healthz"),
    );
    assert_eq!(
        error_message(me, StatusCode::SERVICE_UNAVAILABLE).await,
        DATABASE_UNAVAILABLE
    );
    assert_eq!(
        error_message(generated, StatusCode::SERVICE_UNAVAILABLE).await,
        DATABASE_UNAVAILABLE
    );
    assert_eq!(listed.status(), StatusCode::SERVICE_UNAVAILABLE);
    let envelope: serde_json::Value = listed.json().await.unwrap();
    assert_eq!(envelope["success"], false);
    assert_eq!(envelope["error"]["message"], DATABASE_UNAVAILABLE);
    assert_eq!(
        health.status(),
        StatusCode::OK,
        "the process itself is alive"
    );

    switch.on();
    wait_for_ready(&app.base_url, Duration::from_secs(20)).await;
    assert_eq!(
        client.me().await["email"],
        "alice@example.com",
        "the session survived"
    );
    generate_ok(&client, low_square(PROMPT)).await;
    assert_eq!(
        balance(&client).await,
        8.0,
        "two images paid for, the refused one not"
    );
}

fn redis_address() -> SocketAddr {
    let url = std::env::var("CARDSMITH_TEST_REDIS_URL")
        .unwrap_or_else(|_| "redis://127.0.0.1:6379".into());
    let url = url::Url::parse(&url).unwrap();
    format!("{}:{}", url.host_str().unwrap(), url.port().unwrap_or(6379))
        .parse()
        .unwrap()
}

#[tokio::test]
async fn redis_going_away_gives_503s_on_the_public_api_and_service_comes_back() {
    let switch = Switch::start(redis_address()).await;
    let proxied = format!("redis://127.0.0.1:{}", switch.port);
    let app = TestApp::spawn_with(|config| {
        config.public_api.redis_url = Some(Secret::new(proxied));
    })
    .await;
    let client = app.verified_user("rita").await;
    let v1 = V1Client::new(&app.base_url, &client.new_api_key("outage").await);
    assert_eq!(v1.account().await.status(), StatusCode::OK);

    switch.off();
    let started = Instant::now();
    let refused = v1.account().await;
    assert_eq!(refused.status(), StatusCode::SERVICE_UNAVAILABLE);
    let envelope: serde_json::Value = refused.json().await.unwrap();
    assert_eq!(envelope["error"]["code"], "service_unavailable");
    assert_eq!(envelope["error"]["message"], DATABASE_UNAVAILABLE);
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "answered promptly"
    );
    // Calls while it reconnects are answered promptly too.
    for _ in 0..3 {
        let started = Instant::now();
        assert_eq!(v1.account().await.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "{:?}",
            started.elapsed()
        );
    }
    assert_eq!(
        client.me().await["email"],
        "rita@example.com",
        "the site is not affected"
    );

    switch.on();
    let deadline = Instant::now() + Duration::from_secs(20);
    while v1.account().await.status() != StatusCode::OK {
        assert!(
            Instant::now() < deadline,
            "the public API did not come back"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn an_unreachable_redis_stops_start_up_with_a_clear_error() {
    let closed = crate::helpers::free_port();
    let mut world = TestWorld::new().await;
    world.config.public_api.redis_url = Some(Secret::new(format!("redis://127.0.0.1:{closed}")));
    let started = Instant::now();
    let failed = cardsmith_server::App::build(world.config.clone()).await;
    let Err(error) = failed else {
        panic!("started without Redis");
    };
    assert!(
        format!("{error:#}").contains("CARDSMITH_REDIS_URL"),
        "{error:#}"
    );
    assert!(started.elapsed() < Duration::from_secs(20));
}

/// A tmpfs of its own, so the test can fill it without touching the
/// machine's disks. Unmounted on drop.
struct SmallDisk {
    path: PathBuf,
}

impl SmallDisk {
    fn mount(megabytes: u32) -> SmallDisk {
        let path = std::env::temp_dir().join(format!("cardsmith-disk-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&path).unwrap();
        run_mount(
            &["-t", "tmpfs", "-o", &format!("size={megabytes}m"), "tmpfs"],
            &path,
        );
        SmallDisk { path }
    }

    /// Writes a file until the disk is full.
    fn fill(&self) -> PathBuf {
        use std::io::Write;
        let filler = self.path.join("filler");
        let mut file = std::fs::File::create(&filler).unwrap();
        let block = vec![7u8; 64 * 1024];
        while file.write_all(&block).and_then(|()| file.flush()).is_ok() {}
        filler
    }
}

fn run_mount(args: &[&str], path: &Path) {
    let status = std::process::Command::new("mount")
        .args(args)
        .arg(path)
        .status()
        .expect("mount runs");
    assert!(
        status.success(),
        "mounting a tmpfs for this test needs root (CI runs as root)"
    );
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg("-l")
            .arg(&self.path)
            .status();
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

#[tokio::test]
async fn a_full_disk_gives_503s_charges_nothing_and_service_comes_back() {
    let disk = SmallDisk::mount(64);
    let data_dir = disk.path.join("data");
    let app = TestApp::spawn_with(|config| {
        config.data_dir = data_dir.clone();
        config.database_url = None;
    })
    .await;
    let client = app.signed_in_user("alice").await;
    let filler = disk.fill();

    // Whichever write meets the full disk first, the database's (nothing
    // reserved) or the image file's (reserved, then refunded), the answer is
    // a 503 that says so, and nothing is charged.
    for _ in 0..3 {
        let message = error_message(
            client.generate(&low_square(PROMPT)).await,
            StatusCode::SERVICE_UNAVAILABLE,
        )
        .await;
        assert!(
            [DATABASE_UNAVAILABLE, NOT_SAVED].contains(&message.as_str()),
            "{message}"
        );
    }
    let newcomer = app.new_client();
    let refused = newcomer.signup("bob", "bob@example.com", PASSWORD).await;
    assert_eq!(
        error_message(refused, StatusCode::SERVICE_UNAVAILABLE).await,
        DATABASE_UNAVAILABLE
    );

    std::fs::remove_file(filler).unwrap();
    // Service is back at once: no pooled connection is left inside a
    // transaction SQLite rolled back by itself (a stale snapshot would refuse
    // the sign-up's write and show an old balance).
    let signup = newcomer
        .signup("bob", "bob@example.com", PASSWORD)
        .await
        .status();
    assert_eq!(signup, StatusCode::CREATED);
    let generated = client.generate(&low_square(PROMPT)).await.status();
    assert_eq!(generated, StatusCode::CREATED);
    assert_eq!(balance(&client).await, 9.0, "one image made, one paid for");
}
