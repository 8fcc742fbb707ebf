//! Money that goes back after a purchase: refunds and disputes take back
//! what is left of the purchase's credits and record what was already spent;
//! the webhook answers before slow work is done and retries what failed; and
//! purchased credits expire counted from the payment.

use crate::helpers::{TestApp, TestClient};
use crate::ledger_support::reserve;
use crate::stripe_fake::{
    COMPLETED, FakeStripe, deliver_event, deliver_signed, event, payment_intent_of,
};
use cardsmith_domain::Credits;
use cardsmith_server::store::entities::{credit_lot, ledger_entry, webhook_event};
use cardsmith_server::store::ledger;
use chrono::Utc;
use reqwest::StatusCode;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// A user whose Starter purchase (50 credits for $4.99) is credited: 60 in all.
pub async fn buyer(app: &TestApp, stripe: &FakeStripe, name: &str) -> (TestClient, String) {
    let (client, id) = stripe.paid_session(app, name).await;
    let paid_event = format!("evt_paid_{name}");
    deliver_event(app, &paid_event, COMPLETED, &stripe.session(&id)).await;
    assert_eq!(client.me().await["credits"], 60);
    (client, id)
}

pub fn charge_refunded(session_id: &str, refunded_cents: i64) -> Value {
    json!({
        "object": "charge",
        "id": format!("ch_{session_id}"),
        "payment_intent": payment_intent_of(session_id),
        "amount": 499,
        "amount_refunded": refunded_cents,
        "refunded": refunded_cents == 499,
    })
}

/// Descriptions and credits of the user's take-backs, oldest first.
pub async fn take_backs(app: &TestApp, email: &str) -> Vec<(String, i64)> {
    let user_id = app.user_id(email).await;
    ledger_entry::Entity::find()
        .filter(ledger_entry::Column::UserId.eq(user_id))
        .filter(ledger_entry::Column::Kind.eq("clawback"))
        .order_by_asc(ledger_entry::Column::Id)
        .all(&app.db)
        .await
        .unwrap()
        .into_iter()
        .map(|e| (e.description, e.delta_tenths))
        .collect()
}

async fn spend(app: &TestApp, email: &str, credits: i64) {
    let user_id = app.user_id(email).await;
    let held = reserve(
        &app.db,
        &user_id,
        Credits::whole(credits),
        "Image generation",
    )
    .await;
    assert!(ledger::settle(&app.db, &held.id).await.unwrap());
}

/// Waits (at most 20 s) until the balance reaches `credits`: work the webhook
/// left running in the background.
async fn wait_for_credits(client: &TestClient, credits: i64, why: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while client.me().await["credits"] != credits {
        assert!(Instant::now() < deadline, "{why}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn a_refund_takes_back_what_is_left_and_records_what_was_spent() {
    let (stripe, app) = FakeStripe::with_app().await;
    let (client, id) = buyer(&app, &stripe, "rhea").await;
    // Purchased credits go first (they expire): 20 of the 50 are left.
    spend(&app, "rhea@example.com", 30).await;
    assert_eq!(client.me().await["credits"], 30);

    deliver_event(
        &app,
        "evt_refund_1",
        "charge.refunded",
        &charge_refunded(&id, 499),
    )
    .await;
    assert_eq!(client.me().await["credits"], 10, "the bonus is untouched");
    assert_eq!(
        take_backs(&app, "rhea@example.com").await,
        vec![(
            "Payment refunded: 20 credits taken back (30 already spent)".to_owned(),
            -200
        )]
    );
    // The same event again, or another one reporting the same refund, changes nothing.
    deliver_event(
        &app,
        "evt_refund_1",
        "charge.refunded",
        &charge_refunded(&id, 499),
    )
    .await;
    deliver_event(
        &app,
        "evt_refund_2",
        "charge.refunded",
        &charge_refunded(&id, 499),
    )
    .await;
    assert_eq!(client.me().await["credits"], 10);
    assert_eq!(take_backs(&app, "rhea@example.com").await.len(), 1);
    // And it is in the history people see.
    let history = client.transactions("").await.text().await.unwrap();
    assert!(
        history.contains("Payment refunded: 20 credits taken back (30 already spent)"),
        "{history}"
    );
}

#[tokio::test]
async fn a_partial_refund_takes_back_its_share_and_a_later_full_one_the_rest() {
    let (stripe, app) = FakeStripe::with_app().await;
    let (client, id) = buyer(&app, &stripe, "sol").await;
    deliver_event(
        &app,
        "evt_part",
        "charge.refunded",
        &charge_refunded(&id, 250),
    )
    .await;
    // 250 of 499 cents paid for 25.1 of the 50 credits (rounded up to a tenth).
    assert_eq!(client.me().await["credits"], 34.9);
    deliver_event(
        &app,
        "evt_full",
        "charge.refunded",
        &charge_refunded(&id, 499),
    )
    .await;
    assert_eq!(client.me().await["credits"], 10);
    let taken: i64 = take_backs(&app, "sol@example.com")
        .await
        .iter()
        .map(|t| t.1)
        .sum();
    assert_eq!(taken, -500);
}

#[tokio::test]
async fn a_dispute_takes_back_what_is_left_and_credits_returned_later_too() {
    let (stripe, app) = FakeStripe::with_app().await;
    let (client, id) = buyer(&app, &stripe, "tara").await;
    let user_id = app.user_id("tara@example.com").await;
    // Work in flight holds 5 credits of the purchase when the dispute arrives.
    let in_flight = reserve(&app.db, &user_id, Credits::whole(5), "Image generation").await;
    let dispute = json!({
        "object": "dispute",
        "id": "dp_1",
        "payment_intent": payment_intent_of(&id),
        "amount": 499,
    });
    deliver_event(&app, "evt_dispute", "charge.dispute.created", &dispute).await;
    assert_eq!(client.me().await["credits"], 10);
    // The work fails and its 5 credits return to the disputed purchase: they go too.
    ledger::refund(&app.db, &in_flight.id, "Refund: image generation failed")
        .await
        .unwrap();
    assert_eq!(
        client.me().await["credits"],
        10,
        "never more than the bonus"
    );
    let taken = take_backs(&app, "tara@example.com").await;
    assert_eq!(
        taken[0],
        (
            "Payment disputed: 45 credits taken back (5 already spent)".to_owned(),
            -450
        )
    );
    assert_eq!(taken[1].1, -50);
    // A refund reported after the dispute asks for nothing more.
    deliver_event(
        &app,
        "evt_after",
        "charge.refunded",
        &charge_refunded(&id, 499),
    )
    .await;
    assert_eq!(take_backs(&app, "tara@example.com").await.len(), 2);
    // A refund of a payment that bought no credits is acknowledged and ignored.
    deliver_event(
        &app,
        "evt_other",
        "charge.refunded",
        &charge_refunded("cs_test_unknown", 499),
    )
    .await;
}

#[tokio::test]
async fn a_refund_event_without_a_usable_charge_is_refused() {
    let (_stripe, app) = FakeStripe::with_app().await;
    let payload = event(
        "evt_bad",
        "charge.refunded",
        &json!({"object": "charge", "id": "ch_1"}),
    );
    let response = deliver_signed(&app, &payload).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert!(
        webhook_event::Entity::find_by_id("evt_bad")
            .one(&app.db)
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn the_webhook_answers_before_a_slow_stripe_does_and_still_credits_once() {
    let (stripe, app) = FakeStripe::with_app().await;
    let (client, id) = stripe.paid_session(&app, "uma").await;
    stripe.slow_down(Duration::from_secs(6));
    let paid = event("evt_slow", COMPLETED, &stripe.session(&id));
    let started = Instant::now();
    let response = deliver_signed(&app, &paid).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "{:?}",
        started.elapsed()
    );
    // A redelivery while the first is still working is not handled twice.
    assert_eq!(deliver_signed(&app, &paid).await.status(), StatusCode::OK);
    wait_for_credits(&client, 60, "credited after Stripe answered").await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(client.me().await["credits"], 60);
    let event = webhook_event::Entity::find_by_id("evt_slow")
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    assert!(event.handled_at.is_some() && event.payload.is_none());
}

#[tokio::test]
async fn an_event_left_waiting_is_handled_by_the_next_instance() {
    let (stripe, app) = FakeStripe::with_app().await;
    let (client, id) = stripe.paid_session(&app, "vera").await;
    // An instance recorded the event and stopped before handling it.
    let paid = event("evt_waiting", COMPLETED, &stripe.session(&id));
    webhook_event::ActiveModel {
        event_id: Set("evt_waiting".into()),
        event_type: Set(COMPLETED.into()),
        received_at: Set(Utc::now() - chrono::Duration::minutes(2)),
        payload: Set(Some(String::from_utf8(paid).unwrap())),
        handled_at: Set(None),
    }
    .insert(&app.db)
    .await
    .unwrap();
    let second = cardsmith_server::App::build(app.config.clone())
        .await
        .unwrap();
    tokio::spawn(second.run_until_stopped());
    wait_for_credits(&client, 60, "the waiting event was handled").await;
}

#[tokio::test]
async fn purchased_credits_expire_counted_from_the_payment() {
    let (stripe, app) = FakeStripe::with_app().await;
    let (_client, id) = stripe.paid_session(&app, "wren").await;
    let paid_at = Utc::now().timestamp() - 3 * 24 * 3600;
    stripe.update(&id, |s| s["created"] = json!(paid_at));
    // Fulfilled days later (a webhook retried, say).
    deliver_event(&app, "evt_late", COMPLETED, &stripe.session(&id)).await;
    let lot = credit_lot::Entity::find()
        .filter(credit_lot::Column::PaymentRef.eq(id.as_str()))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        lot.expires_at.unwrap().timestamp(),
        paid_at + 30 * 24 * 3600
    );
}
