//! Stripe webhooks through the real endpoint: signatures on the raw body,
//! deduplication, and fulfilment racing the return page.

use crate::helpers::{TestApp, error_message};
use crate::stripe_fake::{
    COMPLETED, FakeStripe, WEBHOOK_SECRET, deliver, deliver_event, deliver_signed, event,
    open_checkout, signature,
};
use cardsmith_server::store::entities::ledger_entry;
use cardsmith_stripe::webhook::sign;
use chrono::Utc;
use reqwest::StatusCode;
use sea_orm::{ActiveEnum, ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;

async fn purchases(app: &TestApp, session_id: &str) -> usize {
    ledger_entry::Entity::find()
        .filter(ledger_entry::Column::Kind.eq("purchase"))
        .filter(ledger_entry::Column::Reference.eq(session_id))
        .all(&app.db)
        .await
        .unwrap()
        .len()
}

#[tokio::test]
async fn signatures_are_checked_on_the_raw_body() {
    let (stripe, app) = FakeStripe::with_app().await;
    let (alice, id) = stripe.paid_session(&app, "alice").await;
    let payload = event("evt_sig", COMPLETED, &stripe.session(&id));
    let now = Utc::now().timestamp();
    let good = sign(&payload, WEBHOOK_SECRET, now);
    let good_v1 = good.split_once(",v1=").unwrap().1.to_owned();
    let mut tampered = payload.clone();
    let last = tampered.len() - 2;
    tampered[last] = b' ';
    let refused = [
        (
            "wrong secret",
            payload.clone(),
            sign(&payload, "whsec_other", now),
        ),
        (
            "stale",
            payload.clone(),
            // A minute past the 300 s tolerance: a slow test run cannot
            // bring the signature back inside it.
            sign(&payload, WEBHOOK_SECRET, now - 360),
        ),
        (
            "future",
            payload.clone(),
            sign(&payload, WEBHOOK_SECRET, now + 360),
        ),
        ("tampered body", tampered, good.clone()),
        ("no v1", payload.clone(), format!("t={now},v0={good_v1}")),
        ("garbage", payload.clone(), "nonsense".to_owned()),
        (
            "two wrong v1",
            payload.clone(),
            format!("t={now},v1={},v1=00", "ab".repeat(32)),
        ),
    ];
    for (case, body, header) in refused {
        let response = deliver(&app, &body, &header).await;
        let message = error_message(response, StatusCode::BAD_REQUEST).await;
        assert!(
            message.starts_with("Invalid Stripe signature"),
            "{case}: {message}"
        );
    }
    let unsigned = app.client.stripe_webhook(&payload, None).await;
    assert_eq!(
        error_message(unsigned, StatusCode::BAD_REQUEST).await,
        "Missing Stripe-Signature header"
    );
    assert_eq!(
        alice.me().await["credits"],
        10,
        "nothing refused was credited"
    );
    assert_eq!(stripe.retrievals(&id).await, 0, "nor did it reach Stripe");

    // While a secret is rolled Stripe sends several v1 values: one match is enough.
    let rolled = format!("t={now},v1={},v1={good_v1}", "ab".repeat(32));
    let response = deliver(&app, &payload, &rolled).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.json::<serde_json::Value>().await.unwrap(),
        json!({"received": true})
    );
    assert_eq!(alice.me().await["credits"], 60);
}

#[tokio::test]
async fn the_same_event_twice_credits_once() {
    let (stripe, app) = FakeStripe::with_app().await;
    let (alice, id) = stripe.paid_session(&app, "alice").await;
    let payload = event("evt_twice", COMPLETED, &stripe.session(&id));
    for _ in 0..2 {
        let response = deliver_signed(&app, &payload).await;
        assert_eq!(response.status(), StatusCode::OK);
    }
    assert_eq!(alice.me().await["credits"], 60);
    assert_eq!(
        stripe.retrievals(&id).await,
        1,
        "the repeat is answered from the record"
    );
    // A different event about the same session is a no-op too.
    let again = event(
        "evt_other",
        "checkout.session.async_payment_succeeded",
        &stripe.session(&id),
    );
    let response = deliver_signed(&app, &again).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(alice.me().await["credits"], 60);
    assert_eq!(purchases(&app, &id).await, 1);

    // A repeated event is answered from the event record, without the work:
    // for a session not yet paid that work would be another call to Stripe.
    let pending = open_checkout(&alice, "pro").await;
    stripe.update(&pending, |s| s["status"] = json!("complete"));
    let payload = event("evt_pending", COMPLETED, &stripe.session(&pending));
    for _ in 0..3 {
        let response = deliver_signed(&app, &payload).await;
        assert_eq!(response.status(), StatusCode::OK);
    }
    assert_eq!(stripe.retrievals(&pending).await, 1);
}

#[tokio::test]
async fn ten_concurrent_deliveries_credit_once() {
    let (stripe, app) = FakeStripe::with_app().await;
    let (alice, id) = stripe.paid_session(&app, "alice").await;
    let payload = event("evt_burst", COMPLETED, &stripe.session(&id));
    let header = signature(&payload);
    let deliveries = (0..10).map(|_| deliver(&app, &payload, &header));
    for response in futures::future::join_all(deliveries).await {
        assert_eq!(response.status(), StatusCode::OK);
    }
    assert_eq!(alice.me().await["credits"], 60);
    assert_eq!(purchases(&app, &id).await, 1);
}

#[tokio::test]
async fn the_return_page_and_the_webhook_credit_once() {
    let (stripe, app) = FakeStripe::with_app().await;
    // Both at once.
    let (alice, id) = stripe.paid_session(&app, "alice").await;
    let payload = event("evt_race", COMPLETED, &stripe.session(&id));
    let header = signature(&payload);
    let (page, hook) = tokio::join!(alice.checkout_status(&id), deliver(&app, &payload, &header));
    assert_eq!(
        (page.status(), hook.status()),
        (StatusCode::OK, StatusCode::OK)
    );
    assert_eq!(alice.me().await["credits"], 60);
    assert_eq!(purchases(&app, &id).await, 1);

    // The webhook first, then the return page.
    let (bob, id) = stripe.paid_session(&app, "bob").await;
    deliver_event(&app, "evt_first", COMPLETED, &stripe.session(&id)).await;
    let page: serde_json::Value = bob.checkout_status(&id).await.json().await.unwrap();
    assert_eq!(
        (page["status"].as_str(), page["credited"].as_bool()),
        (Some("paid"), Some(true))
    );
    assert_eq!(page["balance"], 60);
    assert_eq!(purchases(&app, &id).await, 1);
}

#[tokio::test]
async fn delayed_payments_are_credited_when_they_succeed_and_recorded_when_they_fail() {
    let (stripe, app) = FakeStripe::with_app().await;
    let alice = app.signed_in_user("alice").await;
    let id = open_checkout(&alice, "starter").await;
    stripe.update(&id, |s| s["status"] = json!("complete"));
    deliver_event(&app, "evt_done", COMPLETED, &stripe.session(&id)).await;
    assert_eq!(alice.me().await["credits"], 10, "not paid yet");
    stripe.pay(&id);
    deliver_event(
        &app,
        "evt_ok",
        "checkout.session.async_payment_succeeded",
        &stripe.session(&id),
    )
    .await;
    assert_eq!(alice.me().await["credits"], 60);

    let bounced = open_checkout(&alice, "pro").await;
    stripe.update(&bounced, |s| s["status"] = json!("complete"));
    deliver_event(
        &app,
        "evt_fail",
        "checkout.session.async_payment_failed",
        &stripe.session(&bounced),
    )
    .await;
    let page: serde_json::Value = alice.checkout_status(&bounced).await.json().await.unwrap();
    assert_eq!(
        (page["status"].as_str(), page["credited"].as_bool()),
        (Some("failed"), Some(false))
    );
    assert_eq!(alice.me().await["credits"], 60);
}

#[tokio::test]
async fn a_paid_session_for_an_unknown_package_or_user_is_not_credited() {
    let (stripe, app) = FakeStripe::with_app().await;
    let alice = app.signed_in_user("alice").await;
    let user_id = app.user_id("alice@example.com").await;
    let cases = [
        (
            "cs_test_platinum",
            user_id.as_str(),
            "platinum",
            999,
            "unknown credit package 'platinum'",
        ),
        (
            "cs_test_nobody",
            "no-such-user",
            "starter",
            499,
            "no longer exists",
        ),
    ];
    for (id, user, package, amount, reason) in cases {
        // Sessions made outside this app's checkout: no payment row exists yet.
        let session = json!({
            "id": id, "object": "checkout.session", "url": null,
            "status": "complete", "payment_status": "paid", "amount_total": amount,
            "currency": "usd", "client_reference_id": user, "metadata": {"package_id": package}
        });
        stripe.insert(session.clone());
        let payload = event(&format!("evt_{id}"), COMPLETED, &session);
        let response = deliver_signed(&app, &payload).await;
        assert_eq!(response.status(), StatusCode::OK, "{id}");
        let recorded = cardsmith_server::store::payments::find(&app.db, id)
            .await
            .unwrap()
            .expect("the failure is recorded");
        assert_eq!(recorded.status.to_value(), "failed");
        let recorded_reason = recorded.failure_reason.unwrap();
        assert!(recorded_reason.contains(reason), "{recorded_reason}");
        assert_eq!(purchases(&app, id).await, 0);
    }
    assert_eq!(alice.me().await["credits"], 10);
}

#[tokio::test]
async fn other_events_are_acknowledged_and_bad_bodies_refused() {
    let (_stripe, app) = FakeStripe::with_app().await;
    let customer = event(
        "evt_customer",
        "customer.created",
        &json!({"object": "customer", "id": "cus_1"}),
    );
    let response = deliver_signed(&app, &customer).await;
    assert_eq!(response.status(), StatusCode::OK);
    let not_a_session = event(
        "evt_pi",
        COMPLETED,
        &json!({"object": "payment_intent", "id": "pi_1"}),
    );
    let response = deliver_signed(&app, &not_a_session).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let not_json = b"not json".to_vec();
    let response = deliver_signed(&app, &not_json).await;
    assert_eq!(
        error_message(response, StatusCode::BAD_REQUEST).await,
        "The webhook body is not a Stripe event"
    );
}

#[tokio::test]
async fn the_webhook_is_off_in_demo_mode() {
    let app = TestApp::spawn().await;
    let payload = event(
        "evt_demo",
        COMPLETED,
        &json!({"object": "checkout.session", "id": "cs_1"}),
    );
    let response = deliver_signed(&app, &payload).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}
