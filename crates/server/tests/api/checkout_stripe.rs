//! Stripe Checkout against a local fake of Stripe's API: the create call, and
//! the return page that confirms and fulfils.

use crate::checkout_support::session_status;
use crate::helpers::{TestApp, error_message};
use crate::stripe_fake::{FakeStripe, SECRET_KEY, open_checkout, spawn_with_stripe_at};
use cardsmith_server::store::payments;
use reqwest::StatusCode;
use sea_orm::{ActiveEnum, EntityTrait};
use serde_json::{Value, json};
use std::collections::HashMap;

async fn failure_reason(app: &TestApp, id: &str) -> String {
    let payment = payments::find(&app.db, id).await.unwrap().unwrap();
    assert_eq!(payment.status.to_value(), "failed");
    payment.failure_reason.unwrap()
}

#[tokio::test]
async fn create_session_sends_stripe_every_field() {
    let (stripe, app) = FakeStripe::with_app().await;
    let site: Value = app.client.site().await.json().await.unwrap();
    assert_eq!(site["paymentsMode"], "stripe");
    let alice = app.signed_in_user("alice").await;
    let user_id = app.user_id("alice@example.com").await;

    let response = alice.checkout("value").await;
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    let id = stripe.only_session_id();
    assert_eq!(
        body,
        json!({"url": format!("https://checkout.stripe.test/c/pay/{id}")})
    );

    let requests = stripe.requests().await;
    assert_eq!(requests.len(), 1);
    let create = &requests[0];
    assert_eq!(create.method.as_str(), "POST");
    assert_eq!(create.url.path(), "/v1/checkout/sessions");
    assert_eq!(
        create.headers["authorization"],
        format!("Bearer {SECRET_KEY}").as_str()
    );
    assert!(create.headers.contains_key("idempotency-key"));
    let form: HashMap<String, String> = url::form_urlencoded::parse(&create.body)
        .into_owned()
        .collect();
    let expected: HashMap<String, String> = [
        ("mode", "payment".to_owned()),
        ("line_items[0][quantity]", "1".to_owned()),
        ("line_items[0][price_data][currency]", "usd".to_owned()),
        ("line_items[0][price_data][unit_amount]", "1499".to_owned()),
        (
            "line_items[0][price_data][product_data][name]",
            "Value".to_owned(),
        ),
        ("client_reference_id", user_id.clone()),
        ("metadata[package_id]", "value".to_owned()),
        (
            "success_url",
            format!(
                "{}/purchase/success?session_id={{CHECKOUT_SESSION_ID}}&package_id=value",
                app.base_url
            ),
        ),
        (
            "cancel_url",
            format!("{}/purchase/cancel?package_id=value", app.base_url),
        ),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v))
    .collect();
    assert_eq!(form, expected);

    let recorded = payments::find(&app.db, &id).await.unwrap().unwrap();
    assert_eq!(
        (recorded.user_id.as_str(), recorded.package_id.as_str()),
        (user_id.as_str(), "value")
    );
    assert_eq!(
        (recorded.amount_cents, recorded.status.to_value().as_str()),
        (1499, "open")
    );
    // The demo checkout page has nothing to show when Stripe takes payments.
    let response = alice.demo_checkout(&id).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_return_page_credits_a_paid_session_once() {
    let (stripe, app) = FakeStripe::with_app().await;
    let alice = app.signed_in_user("alice").await;
    let id = open_checkout(&alice, "value").await;

    let unpaid = session_status(&alice, &id).await;
    assert_eq!(
        unpaid,
        json!({"id": id, "status": "unpaid", "credited": false, "credits": 200,
               "packageId": "value", "amount": 14.99, "balance": 10})
    );
    stripe.pay(&id);
    for _ in 0..3 {
        let paid = session_status(&alice, &id).await;
        assert_eq!(
            paid,
            json!({"id": id, "status": "paid", "credited": true, "credits": 200,
                   "packageId": "value", "amount": 14.99, "balance": 210})
        );
    }
    assert_eq!(
        stripe.retrievals(&id).await,
        2,
        "once credited, Stripe is not asked again"
    );
    let page: Value = alice.transactions("").await.json().await.unwrap();
    let history = page["transactions"].as_array().unwrap();
    assert_eq!(history[0]["description"], "Purchased 200 credits (Value)");
    assert_eq!(history[0]["credits"], 200);
    assert_eq!(history[0]["amount"], 14.99);
    assert_eq!(history.len(), 2, "the purchase and the signup bonus");
}

#[tokio::test]
async fn an_amount_or_currency_mismatch_is_not_credited() {
    let (stripe, app) = FakeStripe::with_app().await;
    let alice = app.signed_in_user("alice").await;

    let cheap = open_checkout(&alice, "pro").await;
    stripe.pay(&cheap);
    stripe.update(&cheap, |s| s["amount_total"] = json!(100));
    let status = session_status(&alice, &cheap).await;
    assert_eq!(status["status"], "failed");
    assert_eq!(status["credited"], false);
    assert_eq!(status["amount"], 1.0, "what was actually paid");
    assert_eq!(status["balance"], 10);
    assert!(
        failure_reason(&app, &cheap)
            .await
            .contains("amount mismatch")
    );

    let euros = open_checkout(&alice, "starter").await;
    stripe.pay(&euros);
    stripe.update(&euros, |s| s["currency"] = json!("eur"));
    assert_eq!(session_status(&alice, &euros).await["status"], "failed");
    assert!(failure_reason(&app, &euros).await.contains("eur"));
    assert_eq!(alice.me().await["credits"], 10);
}

#[tokio::test]
async fn unpaid_and_expired_sessions_are_not_credited() {
    let (stripe, app) = FakeStripe::with_app().await;
    let alice = app.signed_in_user("alice").await;
    let id = open_checkout(&alice, "starter").await;
    // Checkout finished with a delayed payment method: complete, not yet paid.
    stripe.update(&id, |s| s["status"] = json!("complete"));
    assert_eq!(session_status(&alice, &id).await["status"], "unpaid");

    let expired = open_checkout(&alice, "starter").await;
    stripe.update(&expired, |s| s["status"] = json!("expired"));
    let status = session_status(&alice, &expired).await;
    assert_eq!(
        (status["status"].as_str(), status["credited"].as_bool()),
        (Some("canceled"), Some(false))
    );
    let recorded = payments::find(&app.db, &expired).await.unwrap().unwrap();
    assert_eq!(recorded.status.to_value(), "canceled");
    assert_eq!(alice.me().await["credits"], 10);
}

#[tokio::test]
async fn a_session_for_someone_else_or_another_package_is_not_credited() {
    let (stripe, app) = FakeStripe::with_app().await;
    let alice = app.signed_in_user("alice").await;
    let id = open_checkout(&alice, "starter").await;
    stripe.pay(&id);
    stripe.update(&id, |s| s["metadata"]["package_id"] = json!("pro"));
    assert_eq!(session_status(&alice, &id).await["status"], "failed");
    assert!(failure_reason(&app, &id).await.contains("does not match"));
    assert_eq!(alice.me().await["credits"], 10);
}

#[tokio::test]
async fn stripe_failures_are_a_clear_502_and_open_nothing() {
    let failing = wiremock::MockServer::start().await;
    wiremock::Mock::given(wiremock::matchers::any())
        .respond_with(wiremock::ResponseTemplate::new(500).set_body_json(
            json!({"error": {"message": "Something went wrong", "type": "api_error"}}),
        ))
        .mount(&failing)
        .await;
    for api_base in [failing.uri(), "http://127.0.0.1:9".to_owned()] {
        let app = spawn_with_stripe_at(&api_base, "sk_test_x", "whsec_x").await;
        let alice = app.signed_in_user("alice").await;
        let response = alice.checkout("starter").await;
        let message = error_message(response, StatusCode::BAD_GATEWAY).await;
        assert!(message.contains("payment provider"), "{message}");
        assert!(!message.contains("sk_test_x"));
        let opened = cardsmith_server::store::entities::payment::Entity::find()
            .all(&app.db)
            .await
            .unwrap();
        assert!(opened.is_empty(), "{api_base}");
    }
}
