//! `GET /api/images/file/{*key}`: headers, revalidation, the example images,
//! and that no path reaches outside the store.

use crate::helpers::{TestApp, TestClient, error_message};
use crate::images_support::*;
use bytes::Bytes;
use cardsmith_storage::ImageKey;
use reqwest::{Method, StatusCode};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const IMMUTABLE: &str = "private, max-age=31536000, immutable";

/// A conditional `GET` of `url`, as a browser revalidating its copy.
async fn revalidate(client: &TestClient, url: &str, etag: &str) -> reqwest::Response {
    client
        .raw(Method::GET, url)
        .header("If-None-Match", etag)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn files_are_served_with_their_type_a_strong_etag_and_a_year_of_caching() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("alice").await;
    let made = generate_ok(&client, low_square(PROMPT)).await;
    let url = made["imageUrl"].as_str().unwrap();
    // Files are capability links: a signed-out visitor with the link sees it.
    let response = app.new_client().get(url).await;
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    assert_eq!(headers["content-type"], "image/png");
    assert_eq!(headers["cache-control"], IMMUTABLE);
    assert_eq!(headers["x-content-type-options"], "nosniff");
    let etag = headers["etag"].to_str().unwrap().to_owned();
    assert!(etag.starts_with('"') && etag.len() == 66, "{etag}");
    let bytes = response.bytes().await.unwrap();
    assert_eq!(
        image::guess_format(&bytes).unwrap(),
        image::ImageFormat::Png
    );

    let revalidated = revalidate(&client, url, &etag).await;
    assert_eq!(revalidated.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(revalidated.headers()["etag"], etag.as_str());
    assert_eq!(revalidated.headers()["cache-control"], IMMUTABLE);
    assert!(revalidated.bytes().await.unwrap().is_empty());
    let stale = revalidate(&client, url, "\"something-else\"").await;
    assert_eq!(stale.status(), StatusCode::OK);

    let thumbnail = client.get(made["thumbnailUrl"].as_str().unwrap()).await;
    assert_eq!(thumbnail.headers()["content-type"], "image/webp");
}

#[tokio::test]
async fn unknown_and_invalid_keys_are_json_404s() {
    let app = TestApp::spawn().await;
    for key in [
        "u/00000000000000000000000000000000.png",
        "u/NOT-LOWERCASE.png",
        "u/file.exe",
        "u/no-extension",
        "images/unknown-card.webp",
    ] {
        let response = app.client.image_file(key).await;
        assert_eq!(
            error_message(response, StatusCode::NOT_FOUND).await,
            "Image not found",
            "{key}"
        );
    }
}

/// Sends `path` exactly as written (an HTTP client would normalise the dots).
async fn raw_get(app: &TestApp, path: &str) -> (u16, String) {
    let address = app.base_url.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.unwrap();
    let text = String::from_utf8_lossy(&answer).into_owned();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, text)
}

#[tokio::test]
async fn traversal_attempts_never_reach_a_file() {
    let app = TestApp::spawn().await;
    // A file just outside the store that a traversal would aim for.
    std::fs::write(app.data_dir.join("secret.png"), b"not for visitors").unwrap();
    for path in [
        "/api/images/file/../../etc/passwd",
        "/api/images/file/../secret.png",
        "/api/images/file/u/../../secret.png",
        "/api/images/file/%2e%2e/secret.png",
        "/api/images/file/%2e%2e%2fsecret.png",
        "/api/images/file/..%2f..%2fetc%2fpasswd",
        "/api/images/file/%252e%252e%252fsecret.png",
        "/api/images/file/..%5csecret.png",
        "/api/images/file//etc/passwd",
        "/api/images/file/u%2f..%2f..%2fsecret.png",
        "/api/images/file/%c0%ae%c0%ae/secret.png",
    ] {
        let (status, text) = raw_get(&app, path).await;
        assert!(matches!(status, 400 | 404), "{path}: {status}");
        assert!(
            !text.contains("root:") && !text.contains("not for visitors"),
            "{path}"
        );
    }
}

#[tokio::test]
async fn svg_files_get_a_policy_that_keeps_them_pictures() {
    let app = TestApp::spawn().await;
    let key: ImageKey = "images/badge.svg".parse().unwrap();
    let svg = r#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#;
    store(&app).put(&key, Bytes::from(svg)).await.unwrap();
    let response = app.client.image_file("images/badge.svg").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "image/svg+xml");
    assert_eq!(
        response.headers()["content-security-policy"],
        "default-src 'none'; style-src 'unsafe-inline'; sandbox"
    );
}

#[tokio::test]
async fn an_example_image_is_served_on_a_fresh_install_even_before_seeding() {
    let app = TestApp::spawn().await;
    let response = app.client.image_file("images/birthday-card.webp").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "image/webp");
    assert_eq!(response.headers()["cache-control"], IMMUTABLE);
    let picture = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
    assert_eq!((picture.width(), picture.height()), (1024, 1536));
}

#[tokio::test]
async fn example_images_are_seeded_at_start_up_with_the_same_bytes_everywhere() {
    let seeded = TestApp::spawn_with(|config| config.images.seed_example_images = true).await;
    let folder = seeded.data_dir.join("images").join("images");
    let names = [
        "birthday-card.webp",
        "anniversary-card.webp",
        "thank-you-card.webp",
        "congratulations-card.webp",
    ];
    let deadline = Instant::now() + Duration::from_secs(30);
    while !names.iter().all(|name| folder.join(name).exists()) {
        assert!(Instant::now() < deadline, "seeding did not finish");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // A second install renders the same example on demand: deterministic bytes.
    let other = TestApp::spawn().await;
    let response = other.client.image_file("images/thank-you-card.webp").await;
    assert_eq!(response.status(), StatusCode::OK);
    let on_demand = response.bytes().await.unwrap();
    let at_start = std::fs::read(folder.join("thank-you-card.webp")).unwrap();
    assert_eq!(on_demand, at_start);
}
