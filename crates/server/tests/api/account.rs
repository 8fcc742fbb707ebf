use crate::helpers::{PASSWORD, TestApp, error_message};
use reqwest::StatusCode;
use serde_json::{Value, json};

const NEW_PASSWORD: &str = "another-long-password";

#[tokio::test]
async fn changing_the_password_keeps_this_session_and_ends_the_others() {
    let app = TestApp::spawn().await;
    let laptop = app.signed_in_user("alice").await;
    let phone = app.new_client();
    assert_eq!(phone.login("alice@example.com", PASSWORD).await.status(), StatusCode::OK);

    let response = laptop
        .post("/api/account/password", json!({ "currentPassword": PASSWORD, "newPassword": NEW_PASSWORD }))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(laptop.me().await["username"], "alice", "this session goes on");
    assert_eq!(phone.me().await, Value::Null, "the other session ended");
    let fresh = app.new_client();
    assert_eq!(fresh.login("alice@example.com", PASSWORD).await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(fresh.login("alice@example.com", NEW_PASSWORD).await.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_wrong_current_password_or_a_weak_new_one_changes_nothing() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("bob").await;
    let wrong = client
        .post("/api/account/password", json!({ "currentPassword": "not-my-password", "newPassword": NEW_PASSWORD }))
        .await;
    assert_eq!(error_message(wrong, StatusCode::BAD_REQUEST).await, "Your current password is incorrect");
    let weak = client.post("/api/account/password", json!({ "currentPassword": PASSWORD, "newPassword": "short" })).await;
    assert_eq!(error_message(weak, StatusCode::BAD_REQUEST).await, "Password must be at least 8 characters");
    let visitor = app.new_client();
    let anonymous = visitor
        .post("/api/account/password", json!({ "currentPassword": PASSWORD, "newPassword": NEW_PASSWORD }))
        .await;
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(app.new_client().login("bob@example.com", PASSWORD).await.status(), StatusCode::OK);
}
