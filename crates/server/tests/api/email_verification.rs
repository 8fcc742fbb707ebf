use crate::helpers::{PASSWORD, TestApp, TestClient, error_message, link_token};
use cardsmith_server::config::SignupBonus;
use cardsmith_server::store::entities::email_verification;
use reqwest::StatusCode;
use sea_orm::EntityTrait;
use sea_orm::sea_query::Expr;
use serde_json::Value;

const VERIFY_LINK: &str = "/verify-email?token=";

/// Signs `name` up and returns the client and the emailed confirmation token.
async fn sign_up(app: &TestApp, name: &str) -> (TestClient, String) {
    let client = app.signed_in_user(name).await;
    let to = format!("To: {name}@example.com");
    let email = app
        .emails_containing(&to, 1)
        .await
        .into_iter()
        .find(|email| email.contains(VERIFY_LINK))
        .expect("a confirmation email");
    assert!(email.contains(&format!("{}{VERIFY_LINK}", app.base_url)));
    (client, link_token(&email, "/verify-email"))
}

async fn history(client: &TestClient) -> Vec<String> {
    let page: Value = client.transactions("").await.json().await.unwrap();
    page["transactions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["description"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn the_emailed_link_confirms_the_address_once() {
    let app = TestApp::spawn().await;
    let (client, token) = sign_up(&app, "vera").await;
    let me = client.me().await;
    assert_eq!(me["emailVerified"], false);
    assert_eq!(me["credits"], 10, "the bonus comes at sign-up by default");

    let confirmed = app.new_client().verify_email(&token).await;
    assert_eq!(confirmed.status(), StatusCode::OK);
    assert_eq!(client.me().await["emailVerified"], true);
    assert_eq!(client.me().await["credits"], 10, "granted once");
    assert_eq!(history(&client).await, ["Signup bonus"]);

    // Opened twice (a second click, a mail scanner first): no error.
    let again = client.verify_email(&token).await;
    assert_eq!(again.status(), StatusCode::OK);
    let again: Value = again.json().await.unwrap();
    assert_eq!(again["message"], "Your email address is already confirmed.");
    assert_eq!(
        history(&client).await,
        ["Signup bonus"],
        "still granted once"
    );
    let resend = client.resend_verification().await;
    assert_eq!(
        error_message(resend, StatusCode::CONFLICT).await,
        "Your email address is already confirmed."
    );
}

#[tokio::test]
async fn with_the_verified_setting_the_bonus_waits_for_confirmation() {
    let app = TestApp::spawn_with(|config| config.signup_bonus = Some(SignupBonus::Verified)).await;
    let (client, token) = sign_up(&app, "walt").await;
    assert_eq!(client.me().await["credits"], 0);
    assert!(history(&client).await.is_empty());

    // The same link clicked many times at once confirms and grants once;
    // the other clicks hear "already confirmed" (or, before the first has
    // finished, that the link is spent).
    let clicks = (0..10).map(|_| {
        let token = token.clone();
        let clicker = app.new_client();
        async move {
            let response = clicker.verify_email(&token).await;
            let status = response.status();
            let body: Value = response.json().await.unwrap();
            (
                status,
                body["message"].as_str().unwrap_or_default().to_owned(),
            )
        }
    });
    let answers = futures::future::join_all(clicks).await;
    let confirmed = answers
        .iter()
        .filter(|(status, message)| {
            *status == StatusCode::OK && message == "Your email address is confirmed."
        })
        .count();
    assert_eq!(confirmed, 1, "{answers:?}");
    assert!(
        answers
            .iter()
            .all(|(status, _)| *status == StatusCode::OK || *status == StatusCode::BAD_REQUEST),
        "{answers:?}"
    );
    assert_eq!(client.me().await["credits"], 10);
    assert_eq!(
        history(&client).await,
        ["Signup bonus: email address confirmed"]
    );
}

#[tokio::test]
async fn expired_and_made_up_links_are_refused() {
    let app = TestApp::spawn().await;
    let (client, token) = sign_up(&app, "xena").await;
    email_verification::Entity::update_many()
        .col_expr(
            email_verification::Column::ExpiresAt,
            Expr::value(chrono::Utc::now() - chrono::Duration::seconds(1)),
        )
        .exec(&app.db)
        .await
        .unwrap();
    for bad in [token.as_str(), "made-up", ""] {
        let refused = client.verify_email(bad).await;
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST, "{bad}");
    }
    assert_eq!(client.me().await["emailVerified"], false);
}

#[tokio::test]
async fn resending_sends_a_working_link_and_is_throttled() {
    let app = TestApp::spawn().await;
    let (client, _) = sign_up(&app, "yuri").await;
    for _ in 0..3 {
        let sent = client.resend_verification().await;
        assert_eq!(sent.status(), StatusCode::ACCEPTED);
        let body: Value = sent.json().await.unwrap();
        assert_eq!(
            body["message"],
            "We've sent a new confirmation link to yuri@example.com."
        );
    }
    let throttled = client.resend_verification().await;
    assert_eq!(throttled.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(
        error_message(throttled, StatusCode::TOO_MANY_REQUESTS)
            .await
            .starts_with("Too many confirmation emails. Try again in")
    );
    let emails = app.emails_containing(VERIFY_LINK, 4).await;
    let newest = link_token(emails.last().unwrap(), "/verify-email");
    assert_eq!(client.verify_email(&newest).await.status(), StatusCode::OK);
    let visitor = app.new_client().resend_verification().await;
    assert_eq!(visitor.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn signups_from_one_address_are_throttled_even_in_parallel() {
    let app = TestApp::spawn_with(|config| config.signups_per_hour = 5).await;
    let signups = (0..12).map(|n| {
        let client = app.new_client();
        async move {
            client
                .signup(
                    &format!("farm{n}"),
                    &format!("farm{n}@example.com"),
                    PASSWORD,
                )
                .await
        }
    });
    let responses = futures::future::join_all(signups).await;
    let created = responses
        .iter()
        .filter(|r| r.status() == StatusCode::CREATED)
        .count();
    assert_eq!(created, 5);
    let refused = responses
        .into_iter()
        .find(|r| r.status() == StatusCode::TOO_MANY_REQUESTS)
        .unwrap();
    assert!(refused.headers().contains_key("retry-after"));
    assert!(
        error_message(refused, StatusCode::TOO_MANY_REQUESTS)
            .await
            .starts_with("Too many sign-ups from your network. Try again in")
    );
}
