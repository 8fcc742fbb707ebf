//! The demo payment provider (the default) and the checkout calls that do not
//! depend on a provider.

use crate::checkout_support::{open_demo_checkout, session_status};
use crate::helpers::{TestApp, error_message};
use cardsmith_server::store::entities::credit_lot;
use chrono::{Duration, Utc};
use reqwest::{Method, StatusCode};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};

#[tokio::test]
async fn a_demo_purchase_credits_once_even_when_completed_twice() {
    let app = TestApp::spawn().await;
    let site: Value = app.client.site().await.json().await.unwrap();
    assert_eq!(site["paymentsMode"], "demo");
    let alice = app.signed_in_user("alice").await;
    let id = open_demo_checkout(&app, &alice, "starter").await;

    let page: Value = alice.demo_checkout(&id).await.json().await.unwrap();
    assert_eq!(
        page,
        json!({"id": id, "packageId": "starter", "packageName": "Starter", "price": 4.99,
               "credits": 50, "validityDays": 30, "status": "open"})
    );
    let before = session_status(&alice, &id).await;
    assert_eq!(before["status"], "unpaid");
    assert_eq!(before["credited"], false);
    assert_eq!(before["balance"], 10);

    let success = format!(
        "{}/purchase/success?session_id={id}&package_id=starter",
        app.base_url
    );
    for attempt in 0..2 {
        let response = alice
            .complete_demo_checkout(&id, &json!({"outcome": "paid"}))
            .await;
        assert_eq!(response.status(), StatusCode::OK, "attempt {attempt}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["redirectUrl"], success);
        assert_eq!(alice.me().await["credits"], 60, "credited once");
    }
    let after = session_status(&alice, &id).await;
    assert_eq!(
        after,
        json!({"id": id, "status": "paid", "credited": true, "credits": 50,
               "packageId": "starter", "amount": 4.99, "balance": 60})
    );
    let response = alice
        .complete_demo_checkout(&id, &json!({"outcome": "canceled"}))
        .await;
    let message = error_message(response, StatusCode::CONFLICT).await;
    assert_eq!(message, "This checkout was already paid");
    let page: Value = alice.demo_checkout(&id).await.json().await.unwrap();
    assert_eq!(page["status"], "paid");

    // The lot expires the package's validity after the payment.
    let lot = credit_lot::Entity::find()
        .filter(credit_lot::Column::PaymentRef.eq(&id))
        .one(&app.db)
        .await
        .unwrap()
        .expect("a lot for the payment");
    let expires_in = lot.expires_at.unwrap() - Utc::now();
    assert!(
        expires_in > Duration::days(30) - Duration::minutes(5) && expires_in <= Duration::days(30)
    );
    assert_eq!(lot.remaining_tenths, 500);
}

#[tokio::test]
async fn a_canceled_demo_checkout_credits_nothing() {
    let app = TestApp::spawn().await;
    let bob = app.signed_in_user("bob").await;
    let id = open_demo_checkout(&app, &bob, "pro").await;
    for _ in 0..2 {
        let response = bob
            .complete_demo_checkout(&id, &json!({"outcome": "canceled"}))
            .await;
        assert_eq!(response.status(), StatusCode::OK);
        let body: Value = response.json().await.unwrap();
        assert_eq!(
            body["redirectUrl"],
            format!("{}/purchase/cancel?package_id=pro", app.base_url)
        );
    }
    let status = session_status(&bob, &id).await;
    assert_eq!(status["status"], "canceled");
    assert_eq!(status["credited"], false);
    assert_eq!(status["credits"], 500);
    assert_eq!(status["amount"], 39.99);
    assert_eq!(status["balance"], 10);
    let response = bob
        .complete_demo_checkout(&id, &json!({"outcome": "paid"}))
        .await;
    assert_eq!(
        error_message(response, StatusCode::CONFLICT).await,
        "This checkout was already canceled"
    );
    assert_eq!(bob.me().await["credits"], 10);
}

#[tokio::test]
async fn another_users_checkout_is_not_found() {
    let app = TestApp::spawn().await;
    let alice = app.signed_in_user("alice").await;
    let mallory = app.signed_in_user("mallory").await;
    let id = open_demo_checkout(&app, &alice, "value").await;
    for (what, response) in [
        ("her demo page", mallory.demo_checkout(&id).await),
        ("her session", mallory.checkout_status(&id).await),
        (
            "an unknown demo page",
            mallory.demo_checkout("demo_doesnotexist").await,
        ),
        (
            "an unknown session",
            mallory.checkout_status("cs_test_doesnotexist").await,
        ),
    ] {
        assert_eq!(
            error_message(response, StatusCode::NOT_FOUND).await,
            "Unknown checkout session",
            "{what}"
        );
    }
    let response = mallory
        .complete_demo_checkout(&id, &json!({"outcome": "paid"}))
        .await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert_eq!(mallory.me().await["credits"], 10);
    assert_eq!(alice.me().await["credits"], 10, "nobody paid");

    let visitor = app.new_client();
    let response = visitor.demo_checkout(&id).await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    let response = visitor.checkout_status(&id).await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    let response = visitor
        .complete_demo_checkout(&id, &json!({"outcome": "paid"}))
        .await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn completing_needs_a_known_outcome_and_the_csrf_token() {
    let app = TestApp::spawn().await;
    let alice = app.signed_in_user("alice").await;
    let id = open_demo_checkout(&app, &alice, "starter").await;
    for body in [
        json!({"outcome": "refunded"}),
        json!({}),
        json!({"outcome": 1}),
    ] {
        let response = alice.complete_demo_checkout(&id, &body).await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{body}");
    }
    let response = alice
        .complete_demo_checkout(&id, &json!({"outcome": "PAID"}))
        .await;
    assert_eq!(
        error_message(response, StatusCode::BAD_REQUEST).await,
        "Outcome must be \"paid\" or \"canceled\""
    );
    let without_token = alice
        .raw(Method::POST, &format!("/api/checkout/demo/{id}/complete"))
        .json(&json!({"outcome": "paid"}))
        .send()
        .await
        .unwrap();
    assert_eq!(without_token.status(), StatusCode::FORBIDDEN);
    assert_eq!(alice.me().await["credits"], 10);
    let page: Value = alice.demo_checkout(&id).await.json().await.unwrap();
    assert_eq!(page["status"], "open", "bad calls change nothing");
}

#[tokio::test]
async fn create_session_needs_a_signed_in_user_and_a_known_package() {
    let app = TestApp::spawn().await;
    let visitor = app.new_client();
    let response = visitor.checkout("starter").await;
    assert_eq!(
        error_message(response, StatusCode::UNAUTHORIZED).await,
        "Please log in to buy credits"
    );
    let response = visitor.checkout_with(&json!({})).await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);

    let alice = app.signed_in_user("alice").await;
    let response = alice.checkout("platinum").await;
    assert_eq!(
        error_message(response, StatusCode::NOT_FOUND).await,
        "Unknown credit package"
    );
    for body in [
        json!({}),
        json!({"packageId": ""}),
        json!({"packageId": null}),
        json!({"packageId": 3}),
    ] {
        let response = alice.checkout_with(&body).await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{body}");
    }
    let response = alice.checkout_with(&json!({})).await;
    assert_eq!(
        error_message(response, StatusCode::BAD_REQUEST).await,
        "Please choose a credit package"
    );
}

#[tokio::test]
async fn demo_payments_refuse_to_start_in_production_or_on_a_public_address_unless_allowed() {
    let app = TestApp::spawn().await;
    let mut config = app.config.clone();
    config.env = cardsmith_server::config::Environment::Production;
    let err = cardsmith_server::App::build(config.clone())
        .await
        .err()
        .expect("refused");
    assert!(
        err.to_string().contains("CARDSMITH_ALLOW_DEMO_PAYMENTS"),
        "{err}"
    );
    config.payments.allow_demo_payments = true;
    let allowed = cardsmith_server::App::build(config.clone()).await;
    assert!(allowed.is_ok());
    drop(allowed);

    // A forgotten CARDSMITH_ENV on a public address must not mint credits either.
    let mut public = app.config.clone();
    public.public_url = Some("https://cards.example".into());
    let err = cardsmith_server::App::build(public)
        .await
        .err()
        .expect("refused");
    assert!(err.to_string().contains("public address"), "{err}");

    config.payments.mode = cardsmith_server::payments::settings::PaymentsMode::Stripe;
    let err = cardsmith_server::App::build(config)
        .await
        .err()
        .expect("refused");
    assert!(
        err.to_string().contains("CARDSMITH_STRIPE_SECRET_KEY"),
        "{err}"
    );
}
