use crate::helpers::{PASSWORD, TestApp, error_message};
use cardsmith_server::store::entities::password_reset;
use reqwest::StatusCode;
use sea_orm::EntityTrait;
use sea_orm::sea_query::Expr;
use serde_json::{Value, json};
use std::time::Duration;

const NEW_PASSWORD: &str = "a-brand-new-password";

/// Waits for the outbox to hold `count` emails and returns the newest's text.
async fn newest_email(app: &TestApp, count: usize) -> String {
    let dir = app.data_dir.join("outbox");
    for _ in 0..100 {
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .map(|entries| {
                entries
                    .filter_map(|e| e.ok())
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|ext| ext == "eml"))
                    .collect()
            })
            .unwrap_or_default();
        if files.len() >= count {
            files.sort();
            return std::fs::read_to_string(files.last().unwrap()).unwrap();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("expected {count} emails in {}", dir.display());
}

fn reset_token(email: &str) -> String {
    let start = email
        .find("/reset-password?token=")
        .expect("the email has a reset link")
        + "/reset-password?token=".len();
    email[start..].split_whitespace().next().unwrap().to_owned()
}

async fn request_reset(app: &TestApp, email: &str) -> Response {
    app.new_client()
        .post("/api/auth/forgot-password", json!({ "email": email }))
        .await
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
    let weak = client
        .post(
            "/api/auth/reset-password",
            json!({ "token": token, "password": "short" }),
        )
        .await;
    assert_eq!(
        error_message(weak, StatusCode::BAD_REQUEST).await,
        "Password must be at least 8 characters"
    );
    let done = client
        .post(
            "/api/auth/reset-password",
            json!({ "token": token, "password": NEW_PASSWORD }),
        )
        .await;
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
        .post(
            "/api/auth/reset-password",
            json!({ "token": token, "password": "yet-another-password" }),
        )
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
    let count = std::fs::read_dir(app.data_dir.join("outbox"))
        .unwrap()
        .count();
    assert_eq!(count, 1);
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
        let response = client
            .post(
                "/api/auth/reset-password",
                json!({ "token": token, "password": NEW_PASSWORD }),
            )
            .await;
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
