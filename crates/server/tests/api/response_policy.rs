//! What every answer says about caching, and whose requests count as
//! same-site: personal API answers are never stored by a cache, image files
//! only by the owner's browser, and an `Origin` must be the site's own
//! address whatever the `Host` header claims.

use crate::helpers::{NO_SUCH_ENDPOINT, TestApp, error_message};
use crate::images_support::{PROMPT, generate_ok, low_square};
use reqwest::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn personal_api_answers_are_not_stored_and_image_files_are_private() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("quinn").await;
    let made = generate_ok(&client, low_square(PROMPT)).await;
    let id = made["id"].as_str().unwrap();
    for (what, response) in [
        ("images", client.images("").await),
        ("recent images", client.recent_images().await),
        ("one image", client.image(id).await),
        ("account summary", client.account_summary_response().await),
        ("transactions", client.transactions("").await),
        ("credit packages", client.credit_packages().await),
        ("an unknown endpoint", client.get(NO_SUCH_ENDPOINT).await),
    ] {
        assert_eq!(response.headers()["cache-control"], "no-store", "{what}");
    }
    let file = client.get(made["imageUrl"].as_str().unwrap()).await;
    assert_eq!(file.status(), StatusCode::OK);
    assert_eq!(
        file.headers()["cache-control"],
        "private, max-age=31536000, immutable"
    );
}

#[tokio::test]
async fn an_origin_other_than_the_site_is_refused_whatever_the_host_header_says() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("rory").await;
    let token = client.csrf_token().await;
    let port = app.base_url.rsplit(':').next().unwrap().to_owned();
    let attempts = [
        ("http://evil.example".to_owned(), "evil.example".to_owned()),
        (
            format!("https://127.0.0.1:{port}"),
            format!("127.0.0.1:{port}"),
        ),
        ("http://127.0.0.1:1".to_owned(), "127.0.0.1:1".to_owned()),
    ];
    for (origin, host) in attempts {
        let response = client
            .raw(Method::POST, "/api/auth/logout")
            .header("CSRF-Token", &token)
            .header("Origin", &origin)
            .header("Host", &host)
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        assert_eq!(
            error_message(response, StatusCode::FORBIDDEN).await,
            "Cross-site request refused (CSRF protection)",
            "{origin}"
        );
    }
    assert!(client.me().await.is_object(), "still signed in");
    let own = client
        .raw(Method::POST, "/api/auth/logout")
        .header("CSRF-Token", &token)
        .header("Origin", &app.base_url)
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(own.status(), StatusCode::OK);
}
