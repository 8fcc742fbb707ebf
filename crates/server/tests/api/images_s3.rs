//! The shipped binary storing images in S3-compatible object storage (moto on
//! loopback), configured only through environment variables, AWS_* included.
//! Needs `moto_server` on PATH: `scripts/ensure-moto.sh` installs it.

use crate::helpers::{PASSWORD, TestClient};
use crate::images_support::{PROMPT, low_square};
use cardsmith_storage::ImageKey;
use cardsmith_storage::test_support::{MotoServer, free_port};
use reqwest::StatusCode;
use serde_json::Value;
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
    let moto = MotoServer::start().await;
    moto.create_bucket("cardsmith-test").await;
    let data_dir = std::env::temp_dir().join(format!("cardsmith-s3-{}", uuid::Uuid::new_v4()));
    let (_server, base_url) = start_cardsmith(moto.endpoint(), &data_dir).await;

    let browser = TestClient::new(&base_url);
    let signup = browser.signup("sam", "sam@example.com", PASSWORD).await;
    assert_eq!(signup.status(), StatusCode::CREATED);
    let made = browser.generate(&low_square(PROMPT)).await;
    assert_eq!(made.status(), StatusCode::CREATED);
    let made: Value = made.json().await.unwrap();

    // The object is in the bucket under the configured prefix…
    let image_url = made["imageUrl"].as_str().unwrap();
    let key = image_url.trim_start_matches("/api/images/file/");
    let bucket = moto.open("s3://cardsmith-test/site-a");
    let key: ImageKey = key.parse().unwrap();
    let stored = bucket
        .get(&key)
        .await
        .unwrap()
        .expect("the file is in the bucket")
        .bytes;
    assert!(bucket.get(&key.thumbnail()).await.unwrap().is_some());
    // …and served from there, thumbnail included.
    let served = browser.get(image_url).await;
    assert_eq!(served.headers()["content-type"], "image/png");
    assert_eq!(served.bytes().await.unwrap(), stored);
    let thumbnail_url = made["thumbnailUrl"].as_str().unwrap();
    let thumbnail = browser.get(thumbnail_url).await;
    assert_eq!(thumbnail.status(), StatusCode::OK);
    assert!(
        !data_dir.join("images").exists(),
        "nothing is written locally"
    );
    let _ = std::fs::remove_dir_all(&data_dir);
}

#[tokio::test]
async fn deleting_the_account_removes_its_files_from_the_bucket() {
    let moto = MotoServer::start().await;
    moto.create_bucket("cardsmith-test").await;
    let data_dir = std::env::temp_dir().join(format!("cardsmith-s3-{}", uuid::Uuid::new_v4()));
    let (_server, base_url) = start_cardsmith(moto.endpoint(), &data_dir).await;
    let browser = TestClient::new(&base_url);
    let signup = browser.signup("sam", "sam@example.com", PASSWORD).await;
    assert_eq!(signup.status(), StatusCode::CREATED);
    let bucket = moto.open("s3://cardsmith-test/site-a");
    let mut keys = Vec::new();
    for _ in 0..2 {
        let made: Value = browser
            .generate(&low_square(PROMPT))
            .await
            .json()
            .await
            .unwrap();
        let key: ImageKey = made["imageUrl"]
            .as_str()
            .unwrap()
            .trim_start_matches("/api/images/file/")
            .parse()
            .unwrap();
        keys.extend([key.thumbnail(), key]);
    }
    for key in &keys {
        assert!(bucket.get(key).await.unwrap().is_some(), "{key} is stored");
    }

    let deleted = browser.delete_account(PASSWORD, "sam").await;
    assert_eq!(deleted.status(), StatusCode::ACCEPTED);
    let deadline = Instant::now() + Duration::from_secs(30);
    for key in &keys {
        while bucket.get(key).await.unwrap().is_some() {
            assert!(Instant::now() < deadline, "{key} was removed within 30 s");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    let _ = std::fs::remove_dir_all(&data_dir);
}
