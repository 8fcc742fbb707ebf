use crate::helpers::{PASSWORD, TestApp, error_message};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn signup_creates_a_signed_in_account_with_ten_credits() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .signup("alice", "Alice@Example.com", PASSWORD)
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let user: serde_json::Value = response.json().await.unwrap();
    assert_eq!(user["username"], "alice");
    assert_eq!(user["email"], "alice@example.com");
    assert_eq!(user["credits"], 10);
    assert!(user["createdAt"].as_str().unwrap().starts_with("20"));
    assert!(user.get("passwordHash").is_none() && user.get("password_hash").is_none());
    let me = app.client.me().await;
    assert_eq!(me["username"], "alice");
    assert_eq!(me["credits"], 10);
}

#[tokio::test]
async fn signup_validation_uses_the_spec_messages() {
    let app = TestApp::spawn().await;
    let cases = [
        (
            json!({"username": "al", "email": "al@example.com", "password": PASSWORD}),
            "Username must be at least 3 characters",
            "username",
        ),
        (
            json!({"username": "alice", "email": "not-an-email", "password": PASSWORD}),
            "Please enter a valid email address",
            "email",
        ),
        (
            json!({"username": "alice", "email": "al@example.com", "password": "short"}),
            "Password must be at least 8 characters",
            "password",
        ),
        (
            json!({"username": "alice", "email": "al@example.com", "password": "x".repeat(129)}),
            "Password must be at most 128 characters",
            "password",
        ),
        (json!({}), "Please enter a valid email address", "email"),
    ];
    for (body, message, field) in cases {
        let response = app.client.post("/api/auth/signup", body).await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST);
        let body: serde_json::Value = response.json().await.unwrap();
        assert_eq!(body["errors"][field], message, "{body}");
    }
    let count = app
        .client
        .post(
            "/api/auth/signup",
            json!({"username": "ab", "email": "x", "password": "y"}),
        )
        .await;
    let body: serde_json::Value = count.json().await.unwrap();
    assert_eq!(
        body["errors"].as_object().unwrap().len(),
        3,
        "every field is reported"
    );
    assert_eq!(
        app.client.me().await,
        serde_json::Value::Null,
        "nothing was created"
    );
}

#[tokio::test]
async fn duplicate_email_or_username_is_a_409_with_the_field() {
    let app = TestApp::spawn().await;
    assert_eq!(
        app.client
            .signup("alice", "alice@example.com", PASSWORD)
            .await
            .status(),
        StatusCode::CREATED
    );
    let other = app.new_client();
    let response = other.signup("alice2", "ALICE@example.com", PASSWORD).await;
    assert_eq!(response.status(), StatusCode::CONFLICT);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["field"], "email");
    let response = other.signup("ALICE", "someone@example.com", PASSWORD).await;
    assert_eq!(response.status(), StatusCode::CONFLICT);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["field"], "username");
}

#[tokio::test]
async fn login_accepts_any_email_case_and_rejects_wrong_passwords_generically() {
    let app = TestApp::spawn().await;
    app.signed_in_user("bob").await;
    let client = app.new_client();
    let wrong = client.login("bob@example.com", "wrong-password").await;
    assert_eq!(
        error_message(wrong, StatusCode::UNAUTHORIZED).await,
        "Invalid email or password"
    );
    let unknown = client.login("nobody@example.com", "wrong-password").await;
    assert_eq!(
        error_message(unknown, StatusCode::UNAUTHORIZED).await,
        "Invalid email or password"
    );
    let invalid = client.login("not-an-email", PASSWORD).await;
    assert_eq!(
        error_message(invalid, StatusCode::BAD_REQUEST).await,
        "Please enter a valid email address"
    );
    let short = client.login("bob@example.com", "short").await;
    assert_eq!(
        error_message(short, StatusCode::BAD_REQUEST).await,
        "Password must be at least 8 characters"
    );
    let ok = client.login("BOB@Example.com", PASSWORD).await;
    assert_eq!(ok.status(), StatusCode::OK);
    assert_eq!(client.me().await["username"], "bob");
}

#[tokio::test]
async fn ten_failed_logins_for_one_account_are_throttled_with_retry_after() {
    let app = TestApp::spawn().await;
    app.signed_in_user("carol").await;
    let client = app.new_client();
    for _ in 0..10 {
        assert_eq!(
            client
                .login("carol@example.com", "wrong-password")
                .await
                .status(),
            StatusCode::UNAUTHORIZED
        );
    }
    let blocked = client.login("carol@example.com", PASSWORD).await;
    assert_eq!(blocked.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry_after: u64 = blocked.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry_after > 800 && retry_after <= 900, "{retry_after}");
    let message = error_message(blocked, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(
        message.contains("Too many failed login attempts"),
        "{message}"
    );
}

#[tokio::test]
async fn ten_failed_logins_from_one_address_are_throttled_across_accounts() {
    let app = TestApp::spawn().await;
    app.signed_in_user("dave").await;
    let client = app.new_client();
    for n in 0..10 {
        let response = client
            .login(&format!("nobody{n}@example.com"), "wrong-password")
            .await;
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    }
    let blocked = client.login("dave@example.com", PASSWORD).await;
    assert_eq!(blocked.status(), StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn a_successful_login_clears_the_account_failures() {
    let app = TestApp::spawn().await;
    app.signed_in_user("erin").await;
    let client = app.new_client();
    for _ in 0..5 {
        client.login("erin@example.com", "wrong-password").await;
    }
    assert_eq!(
        client.login("erin@example.com", PASSWORD).await.status(),
        StatusCode::OK
    );
    client.logout().await;
    let other = app.new_client();
    for _ in 0..4 {
        other.login("erin@example.com", "wrong-password").await;
    }
    // 4 failures (the ones before the success were cleared): still allowed.
    assert_eq!(
        other.login("erin@example.com", PASSWORD).await.status(),
        StatusCode::OK
    );
}
