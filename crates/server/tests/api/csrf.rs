use crate::helpers::{PASSWORD, TestApp, error_message};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

#[tokio::test]
async fn the_token_endpoint_is_not_cached() {
    let app = TestApp::spawn().await;
    let response = app.client.csrf_token_response().await;
    assert_eq!(response.headers()["cache-control"], "no-store");
    let body: Value = response.json().await.unwrap();
    assert!(body["csrfToken"].as_str().unwrap().len() >= 32);
}

#[tokio::test]
async fn state_changing_calls_without_a_token_are_refused() {
    let app = TestApp::spawn().await;
    let client = app.new_client();
    client.csrf_token().await;
    let body = json!({"username": "alice", "email": "alice@example.com", "password": PASSWORD});
    let response = client
        .raw(Method::POST, "/api/auth/signup")
        .json(&body)
        .send()
        .await
        .unwrap();
    let message = error_message(response, StatusCode::FORBIDDEN).await;
    assert!(message.contains("CSRF"), "{message}");
    for (method, path) in [
        ("POST", "/api/auth/login"),
        ("POST", "/api/auth/logout"),
        ("PUT", "/api/anything"),
        ("DELETE", "/api/anything"),
        ("PATCH", "/api/anything"),
    ] {
        let response = client
            .raw(method.parse().unwrap(), path)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::FORBIDDEN, "{method} {path}");
    }
    assert_eq!(client.me().await, Value::Null, "nothing was created");
}

#[tokio::test]
async fn a_wrong_token_or_another_visitors_token_is_refused() {
    let app = TestApp::spawn().await;
    let victim = app.new_client();
    let attacker = app.new_client();
    let attackers_token = attacker.csrf_token().await;
    victim.csrf_token().await;
    let body = json!({"username": "alice", "email": "alice@example.com", "password": PASSWORD});
    for token in ["wrong", attackers_token.as_str(), ""] {
        let response = victim
            .raw(Method::POST, "/api/auth/signup")
            .header("CSRF-Token", token)
            .json(&body)
            .send()
            .await
            .unwrap();
        let message = error_message(response, StatusCode::FORBIDDEN).await;
        assert!(message.contains("CSRF"), "{message}");
    }
}

#[tokio::test]
async fn a_token_from_before_login_is_replaced_by_the_sessions_token() {
    let app = TestApp::spawn().await;
    app.signed_in_user("bob").await;
    let client = app.new_client();
    let anonymous_token = client.csrf_token().await;
    let response = client
        .raw(Method::POST, "/api/auth/login")
        .header("CSRF-Token", &anonymous_token)
        .json(&json!({"email": "bob@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let stale = client
        .raw(Method::POST, "/api/auth/logout")
        .header("CSRF-Token", &anonymous_token)
        .send()
        .await
        .unwrap();
    assert_eq!(
        stale.status(),
        StatusCode::FORBIDDEN,
        "the token is bound to the new session"
    );
    client.forget_csrf();
    assert_eq!(client.logout().await.status(), StatusCode::OK);
}

#[tokio::test]
async fn cross_site_requests_are_refused_even_with_a_token() {
    let app = TestApp::spawn().await;
    let client = app.new_client();
    let token = client.csrf_token().await;
    let body = json!({"email": "x@example.com", "password": PASSWORD});
    let from_elsewhere = client
        .raw(Method::POST, "/api/auth/login")
        .header("CSRF-Token", &token)
        .header("Origin", "https://evil.example")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert!(
        error_message(from_elsewhere, StatusCode::FORBIDDEN)
            .await
            .contains("CSRF")
    );
    let marked = client
        .raw(Method::POST, "/api/auth/login")
        .header("CSRF-Token", &token)
        .header("Sec-Fetch-Site", "cross-site")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(marked.status(), StatusCode::FORBIDDEN);
    let same_origin = client
        .raw(Method::POST, "/api/auth/login")
        .header("CSRF-Token", &token)
        .header("Origin", &app.base_url)
        .header("Sec-Fetch-Site", "same-origin")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(
        same_origin.status(),
        StatusCode::UNAUTHORIZED,
        "passes CSRF, fails the password"
    );
}
