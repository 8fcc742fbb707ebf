//! The shipped binary storing images in S3-compatible object storage (moto on
//! loopback), configured only through environment variables, AWS_* included.
//! Needs `moto_server` on PATH: `scripts/ensure-moto.sh` installs it.

use crate::images_support::{PROMPT, low_square};
use cardsmith_storage::{ImageKey, ImageStore, S3Credentials, StorageSettings};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::net::{Ipv4Addr, SocketAddr, TcpListener};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A child process, killed when dropped.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    let listener = TcpListener::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, 0))).unwrap();
    listener.local_addr().unwrap().port()
}

async fn wait_for(url: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        if reqwest::get(url).await.is_ok() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{url} did not answer within 30 s");
}

async fn start_moto() -> (Running, String) {
    let port = free_port();
    let child = Command::new("moto_server")
        .args(["-H", "127.0.0.1", "-p", &port.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|err| {
            panic!("cannot start moto_server ({err}); run scripts/ensure-moto.sh")
        });
    let endpoint = format!("http://127.0.0.1:{port}");
    let running = Running(child);
    wait_for(&endpoint).await;
    (running, endpoint)
}

async fn start_cardsmith(endpoint: &str, data_dir: &std::path::Path) -> (Running, String) {
    let port = free_port();
    let child = Command::new(env!("CARGO_BIN_EXE_cardsmith"))
        .args(["serve", "--addr", &format!("127.0.0.1:{port}")])
        .arg("--data-dir")
        .arg(data_dir)
        // Only what this test sets: no stray AWS_* settings from the machine.
        .env_clear()
        .env("CARDSMITH_STORAGE_URL", "s3://cardsmith-test/site-a")
        .env("CARDSMITH_S3_ENDPOINT", endpoint)
        .env("CARDSMITH_S3_ALLOW_HTTP", "true")
        .env("CARDSMITH_SEED_EXAMPLE_IMAGES", "false")
        .env("AWS_ACCESS_KEY_ID", "testing")
        .env("AWS_SECRET_ACCESS_KEY", "testing")
        .env("AWS_REGION", "us-east-1")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the cardsmith binary starts");
    let base_url = format!("http://127.0.0.1:{port}");
    let running = Running(child);
    wait_for(&format!("{base_url}/healthz")).await;
    (running, base_url)
}

#[tokio::test]
async fn a_generation_stores_its_file_and_thumbnail_in_the_bucket() {
    let (_moto, endpoint) = start_moto().await;
    let http = reqwest::Client::new();
    let bucket = http
        .put(format!("{endpoint}/cardsmith-test"))
        .send()
        .await
        .unwrap();
    assert!(bucket.status().is_success());
    let data_dir = std::env::temp_dir().join(format!("cardsmith-s3-{}", uuid::Uuid::new_v4()));
    let (_server, base_url) = start_cardsmith(&endpoint, &data_dir).await;

    let browser = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap();
    let token = |body: Value| body["csrfToken"].as_str().unwrap().to_owned();
    let csrf: Value = browser
        .get(format!("{base_url}/api/csrf-token"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let signup = browser
        .post(format!("{base_url}/api/auth/signup"))
        .header("CSRF-Token", token(csrf))
        .json(&json!({ "username": "sam", "email": "sam@example.com", "password": "correct-horse-battery" }))
        .send()
        .await
        .unwrap();
    assert_eq!(signup.status(), StatusCode::CREATED);
    let csrf: Value = browser
        .get(format!("{base_url}/api/csrf-token"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let made = browser
        .post(format!("{base_url}/api/images/generate"))
        .header("CSRF-Token", token(csrf))
        .json(&low_square(PROMPT))
        .send()
        .await
        .unwrap();
    assert_eq!(made.status(), StatusCode::CREATED);
    let made: Value = made.json().await.unwrap();

    // The object is in the bucket under the configured prefix…
    let image_url = made["imageUrl"].as_str().unwrap();
    let key = image_url.trim_start_matches("/api/images/file/");
    let bucket = ImageStore::open(&StorageSettings {
        url: "s3://cardsmith-test/site-a".into(),
        s3_endpoint: Some(endpoint.clone()),
        s3_allow_http: true,
        s3_region: Some("us-east-1".into()),
        s3_credentials: Some(S3Credentials {
            access_key_id: "testing".into(),
            secret_access_key: "testing".into(),
            session_token: None,
        }),
    })
    .unwrap();
    let key: ImageKey = key.parse().unwrap();
    let stored = bucket
        .get(&key)
        .await
        .unwrap()
        .expect("the file is in the bucket")
        .bytes;
    assert!(bucket.get(&key.thumbnail()).await.unwrap().is_some());
    // …and served from there, thumbnail included.
    let served = browser
        .get(format!("{base_url}{image_url}"))
        .send()
        .await
        .unwrap();
    assert_eq!(served.headers()["content-type"], "image/png");
    assert_eq!(served.bytes().await.unwrap(), stored);
    let thumbnail_url = made["thumbnailUrl"].as_str().unwrap();
    let thumbnail = browser
        .get(format!("{base_url}{thumbnail_url}"))
        .send()
        .await
        .unwrap();
    assert_eq!(thumbnail.status(), StatusCode::OK);
    assert!(
        !data_dir.join("images").exists(),
        "nothing is written locally"
    );
    let _ = std::fs::remove_dir_all(&data_dir);
}
