//! Changing the email address: the current password, a link to the new
//! address and a notice to the old one; the address changes, confirmed,
//! only when the link is opened.

use crate::helpers::{PASSWORD, TestApp, TestClient, error_message, link_token};
use cardsmith_server::store::entities::email_change;
use reqwest::StatusCode;
use sea_orm::EntityTrait;
use sea_orm::sea_query::Expr;
use serde_json::Value;

/// The newest email to `to` with a link to /verify-email, once `count` exist.
async fn change_link(app: &TestApp, to: &str, count: usize) -> String {
    let emails = app.emails_containing(&format!("To: {to}"), count).await;
    let email = emails
        .iter()
        .rev()
        .find(|email| email.contains("/verify-email?token="))
        .expect("a link to the new address");
    link_token(email, "/verify-email")
}

async fn ask(client: &TestClient, new_email: &str) -> Response {
    client.change_email(new_email, PASSWORD).await
}

type Response = reqwest::Response;

#[tokio::test]
async fn the_address_changes_when_the_link_to_the_new_one_is_opened() {
    let app = TestApp::spawn().await;
    let joe = app.verified_user("joe").await;
    let asked = ask(&joe, "joe.new@example.com").await;
    assert_eq!(asked.status(), StatusCode::ACCEPTED);
    let body: Value = asked.json().await.unwrap();
    assert_eq!(
        body["message"],
        "We've sent a link to joe.new@example.com. Your address changes when you open it."
    );
    let notice = app
        .emails_containing("Subject: Your Cardsmith email address is being changed", 1)
        .await;
    assert!(notice[0].contains("To: joe@example.com") && notice[0].contains("joe.new@example.com"));
    assert_eq!(
        joe.me().await["email"],
        "joe@example.com",
        "nothing changes yet"
    );

    let token = change_link(&app, "joe.new@example.com", 1).await;
    let opened = app.new_client().verify_email(&token).await;
    assert_eq!(opened.status(), StatusCode::OK);
    let body: Value = opened.json().await.unwrap();
    assert_eq!(
        body["message"],
        "Your email address is now joe.new@example.com."
    );
    let me = joe.me().await;
    assert_eq!(
        (me["email"].as_str(), me["emailVerified"].as_bool()),
        (Some("joe.new@example.com"), Some(true))
    );

    let again = app.new_client().verify_email(&token).await;
    assert_eq!(again.status(), StatusCode::BAD_REQUEST, "a link works once");
    assert_eq!(
        app.new_client()
            .login("joe@example.com", PASSWORD)
            .await
            .status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.new_client()
            .login("joe.new@example.com", PASSWORD)
            .await
            .status(),
        StatusCode::OK
    );
    let freed = app
        .new_client()
        .signup("joanna", "joe@example.com", PASSWORD)
        .await;
    assert_eq!(
        freed.status(),
        StatusCode::CREATED,
        "the old address is free again"
    );
}

#[tokio::test]
async fn a_wrong_password_a_bad_or_unchanged_address_and_a_taken_one_are_refused() {
    let app = TestApp::spawn().await;
    let kim = app.verified_user("kim").await;
    app.signed_in_user("lee").await;
    let wrong = kim
        .change_email("kim2@example.com", "not-my-password")
        .await;
    assert_eq!(
        error_message(wrong, StatusCode::BAD_REQUEST).await,
        "Your current password is incorrect"
    );
    for (address, status, message) in [
        (
            "not-an-address",
            StatusCode::BAD_REQUEST,
            "Please enter a valid email address",
        ),
        (
            "kim@example.com",
            StatusCode::BAD_REQUEST,
            "This is already your email address",
        ),
        (
            "lee@example.com",
            StatusCode::CONFLICT,
            "An account with this email already exists",
        ),
    ] {
        let refused = ask(&kim, address).await;
        assert_eq!(error_message(refused, status).await, message, "{address}");
    }
    assert_eq!(
        app.new_client()
            .change_email("x@example.com", PASSWORD)
            .await
            .status(),
        StatusCode::UNAUTHORIZED
    );
    assert!(
        email_change::Entity::find()
            .all(&app.db)
            .await
            .unwrap()
            .is_empty(),
        "no link was made"
    );
}

#[tokio::test]
async fn a_newer_request_or_an_address_taken_meanwhile_or_an_old_link_does_not_move_the_account() {
    let app = TestApp::spawn().await;
    let max = app.verified_user("max").await;
    ask(&max, "max.first@example.com").await;
    let first = change_link(&app, "max.first@example.com", 1).await;
    ask(&max, "max.second@example.com").await;
    let second = change_link(&app, "max.second@example.com", 1).await;
    let stale = app.new_client().verify_email(&first).await;
    assert_eq!(
        stale.status(),
        StatusCode::BAD_REQUEST,
        "a newer request ends the older link"
    );

    // Someone signs up with the address before the link is opened.
    let taken = app
        .new_client()
        .signup("maxine", "max.second@example.com", PASSWORD)
        .await;
    assert_eq!(taken.status(), StatusCode::CREATED);
    let refused = app.new_client().verify_email(&second).await;
    assert_eq!(
        error_message(refused, StatusCode::CONFLICT).await,
        "An account with this email already exists"
    );
    assert_eq!(max.me().await["email"], "max@example.com");

    ask(&max, "max.third@example.com").await;
    let third = change_link(&app, "max.third@example.com", 1).await;
    email_change::Entity::update_many()
        .col_expr(
            email_change::Column::ExpiresAt,
            Expr::value(chrono::Utc::now() - chrono::Duration::minutes(1)),
        )
        .exec(&app.db)
        .await
        .unwrap();
    let expired = app.new_client().verify_email(&third).await;
    assert_eq!(
        expired.status(),
        StatusCode::BAD_REQUEST,
        "a link lasts a day"
    );
    assert_eq!(max.me().await["email"], "max@example.com");
}

#[tokio::test]
async fn the_same_link_opened_many_times_at_once_changes_the_address_once() {
    let app = TestApp::spawn().await;
    let ned = app.verified_user("ned").await;
    ask(&ned, "ned.new@example.com").await;
    let token = change_link(&app, "ned.new@example.com", 1).await;
    let clients: Vec<TestClient> = (0..10).map(|_| app.new_client()).collect();
    let answers =
        futures::future::join_all(clients.iter().map(|client| client.verify_email(&token))).await;
    let worked = answers
        .iter()
        .filter(|answer| answer.status() == StatusCode::OK)
        .count();
    assert_eq!(worked, 1);
    assert_eq!(ned.me().await["email"], "ned.new@example.com");
}

#[tokio::test]
async fn asking_is_limited_per_account() {
    let app = TestApp::spawn().await;
    let ola = app.verified_user("ola").await;
    for n in 0..3 {
        let asked = ask(&ola, &format!("ola{n}@example.com")).await;
        assert_eq!(asked.status(), StatusCode::ACCEPTED);
    }
    let refused = ask(&ola, "ola9@example.com").await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
}
