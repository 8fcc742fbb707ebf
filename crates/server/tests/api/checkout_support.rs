//! What the purchase tests share whichever provider takes the payment:
//! opening a checkout through the app, the demo provider's purchase, and the
//! return page's status check.

use crate::helpers::{TestApp, TestClient};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// Opens a checkout for `package_id` and returns the URL the buyer is sent to.
pub async fn checkout_url(client: &TestClient, package_id: &str) -> String {
    let response = client.checkout(package_id).await;
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    body["url"].as_str().unwrap().to_owned()
}

/// The session's status as the return page reads it, asserting 200.
pub async fn session_status(client: &TestClient, id: &str) -> Value {
    let response = client.checkout_status(id).await;
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

/// Opens a demo checkout for `package_id` and returns its session id.
pub async fn open_demo_checkout(app: &TestApp, client: &TestClient, package_id: &str) -> String {
    let url = checkout_url(client, package_id).await;
    let prefix = format!("{}/checkout/demo/", app.base_url);
    let id = url.strip_prefix(&prefix).expect("a demo checkout page URL");
    assert!(id.starts_with("demo_") && id.len() > 30, "{id}");
    id.to_owned()
}

/// Buys `package_id` through the demo checkout and returns the session id.
pub async fn buy_with_demo(app: &TestApp, client: &TestClient, package_id: &str) -> String {
    let id = open_demo_checkout(app, client, package_id).await;
    let response = client
        .complete_demo_checkout(&id, &json!({"outcome": "paid"}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    id
}
