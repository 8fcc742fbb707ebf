use crate::helpers::{PASSWORD, TestApp, error_message, link_token};
use cardsmith_server::store::entities::password_reset;
use reqwest::StatusCode;
use sea_orm::EntityTrait;
use sea_orm::sea_query::Expr;
use serde_json::Value;
use std::time::Duration;

const NEW_PASSWORD: &str = "a-brand-new-password";

const RESET_LINK: &str = "/reset-password?token=";

/// Waits for `count` reset emails and returns the newest.
async fn newest_email(app: &TestApp, count: usize) -> String {
    app.emails_containing(RESET_LINK, count)
        .await
        .pop()
        .unwrap()
}

fn reset_token(email: &str) -> String {
    link_token(email, "/reset-password")
}

/// Asks for a reset link from a signed-out browser.
async fn request_reset(app: &TestApp, email: &str) -> Response {
    app.new_client().forgot_password(email).await
}

type Response = reqwest::Response;

#[tokio::test]
async fn the_emailed_link_resets_the_password_and_ends_every_session() {
    let app = TestApp::spawn().await;
    let signed_in = app.signed_in_user("alice").await;
    let response = request_reset(&app, "ALICE@example.com").await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    let email = newest_email(&app, 1).await;
    assert!(email.contains("To: alice@example.com"), "{email}");
    assert!(email.contains(&format!("{}/reset-password?token=", app.base_url)));
    let token = reset_token(&email);

    let client = app.new_client();
    let weak = client.reset_password(&token, "short").await;
    assert_eq!(
        error_message(weak, StatusCode::BAD_REQUEST).await,
        "Password must be at least 8 characters"
    );
    let done = client.reset_password(&token, NEW_PASSWORD).await;
    assert_eq!(
        done.status(),
        StatusCode::OK,
        "a refused weak password did not spend the token: {email} {token}"
    );

    assert_eq!(signed_in.me().await, Value::Null, "sessions ended");
    assert_eq!(
        client.login("alice@example.com", PASSWORD).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        client
            .login("alice@example.com", NEW_PASSWORD)
            .await
            .status(),
        StatusCode::OK
    );

    let again = app
        .new_client()
        .reset_password(&token, "yet-another-password")
        .await;
    assert_eq!(
        error_message(again, StatusCode::BAD_REQUEST).await,
        "This reset link is invalid or has expired."
    );
}

#[tokio::test]
async fn unknown_emails_get_the_same_answer_and_no_email() {
    let app = TestApp::spawn().await;
    app.signed_in_user("bob").await;
    let known: Value = request_reset(&app, "bob@example.com")
        .await
        .json()
        .await
        .unwrap();
    newest_email(&app, 1).await;
    let unknown = request_reset(&app, "nobody@example.com").await;
    assert_eq!(unknown.status(), StatusCode::ACCEPTED);
    assert_eq!(unknown.json::<Value>().await.unwrap(), known);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(app.emails_containing(RESET_LINK, 0).await.len(), 1);
    let invalid = request_reset(&app, "not an email").await;
    assert_eq!(
        error_message(invalid, StatusCode::BAD_REQUEST).await,
        "Please enter a valid email address"
    );
}

#[tokio::test]
async fn an_expired_or_made_up_token_is_refused() {
    let app = TestApp::spawn().await;
    app.signed_in_user("carol").await;
    request_reset(&app, "carol@example.com").await;
    let token = reset_token(&newest_email(&app, 1).await);
    password_reset::Entity::update_many()
        .col_expr(
            password_reset::Column::ExpiresAt,
            Expr::value(chrono::Utc::now() - chrono::Duration::seconds(1)),
        )
        .exec(&app.db)
        .await
        .unwrap();
    let client = app.new_client();
    for token in [token.as_str(), "made-up", ""] {
        let response = client.reset_password(token, NEW_PASSWORD).await;
        assert_eq!(
            error_message(response, StatusCode::BAD_REQUEST).await,
            "This reset link is invalid or has expired."
        );
    }
    assert_eq!(
        client.login("carol@example.com", PASSWORD).await.status(),
        StatusCode::OK,
        "password unchanged"
    );
}

/// Uses a reset link from a browser of its own.
async fn reset_with(app: &TestApp, token: &str, password: &str) -> Response {
    app.new_client().reset_password(token, password).await
}

#[tokio::test]
async fn a_reset_or_a_password_change_revokes_every_other_reset_link() {
    let app = TestApp::spawn().await;
    let dora = app.signed_in_user("dora").await;
    request_reset(&app, "dora@example.com").await;
    request_reset(&app, "dora@example.com").await;
    let emails = app.emails_containing(RESET_LINK, 2).await;
    let (older, newer) = (reset_token(&emails[0]), reset_token(&emails[1]));
    assert_eq!(
        reset_with(&app, &newer, NEW_PASSWORD).await.status(),
        StatusCode::OK
    );
    let stale = reset_with(&app, &older, "yet-another-password").await;
    assert_eq!(
        error_message(stale, StatusCode::BAD_REQUEST).await,
        "This reset link is invalid or has expired."
    );

    let emil = app.signed_in_user("emil").await;
    request_reset(&app, "emil@example.com").await;
    let pending = reset_token(&newest_email(&app, 3).await);
    assert!(newest_email(&app, 3).await.contains("To: emil@example.com"));
    let changed = emil.change_password(PASSWORD, NEW_PASSWORD).await;
    assert_eq!(changed.status(), StatusCode::OK);
    let stale = reset_with(&app, &pending, "yet-another-password").await;
    assert_eq!(stale.status(), StatusCode::BAD_REQUEST);
    drop(dora);
}

#[tokio::test]
async fn reset_emails_are_throttled_per_account_quietly_and_per_address_loudly() {
    let app = TestApp::spawn().await;
    app.signed_in_user("fay").await;
    let requests = (0..15).map(|_| request_reset(&app, "fay@example.com"));
    let statuses: Vec<StatusCode> = futures::future::join_all(requests)
        .await
        .iter()
        .map(|response| response.status())
        .collect();
    let count = |status| statuses.iter().filter(|s| **s == status).count();
    assert_eq!(
        count(StatusCode::ACCEPTED),
        10,
        "ten an hour from one address"
    );
    assert_eq!(count(StatusCode::TOO_MANY_REQUESTS), 5);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let sent = app.emails_containing(RESET_LINK, 3).await;
    assert_eq!(sent.len(), 3, "three reset emails an hour for one account");
}

/// Said for a password of one repeated character or a simple run.
const PREDICTABLE: &str = "This password is too easy to guess: avoid repeated characters and simple sequences like 12345678 or abcdefgh.";

#[tokio::test]
async fn repeated_characters_and_simple_runs_are_refused_at_sign_up_change_and_reset() {
    let app = TestApp::spawn().await;
    for password in ["00000000", "aaaaaaaa", "bcdefghij", "98765432", "xyzxyzxyz"] {
        let response = app
            .new_client()
            .signup("helena", "helena@example.com", password)
            .await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{password}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["errors"]["password"], PREDICTABLE, "{password}");
    }
    let gus = app.signed_in_user("gustavo").await;
    let changed = gus.change_password(PASSWORD, "zzzzzzzzzz").await;
    assert_eq!(
        error_message(changed, StatusCode::BAD_REQUEST).await,
        PREDICTABLE
    );
    request_reset(&app, "gustavo@example.com").await;
    let token = reset_token(&newest_email(&app, 1).await);
    let refused = reset_with(&app, &token, "abababab").await;
    assert_eq!(
        error_message(refused, StatusCode::BAD_REQUEST).await,
        PREDICTABLE
    );
    assert_eq!(
        reset_with(&app, &token, NEW_PASSWORD).await.status(),
        StatusCode::OK,
        "a refused password does not spend the link"
    );
}

#[tokio::test]
async fn new_passwords_must_not_be_common_or_made_of_the_account_names() {
    let app = TestApp::spawn().await;
    let gus = app.signed_in_user("gustavo").await;
    for (password, message) in [
        (
            "password",
            "This password is too common and easy to guess. Please choose another one.",
        ),
        (
            "qwertyui",
            "This password is too common and easy to guess. Please choose another one.",
        ),
        (
            "gustavo-2026",
            "Password must not contain your username or the name part of your email",
        ),
    ] {
        let changed = gus.change_password(PASSWORD, password).await;
        assert_eq!(
            error_message(changed, StatusCode::BAD_REQUEST).await,
            message
        );
    }
    request_reset(&app, "gustavo@example.com").await;
    let token = reset_token(&newest_email(&app, 1).await);
    let refused = reset_with(&app, &token, "12345678").await;
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        reset_with(&app, &token, NEW_PASSWORD).await.status(),
        StatusCode::OK,
        "a refused password does not spend the link"
    );
}
