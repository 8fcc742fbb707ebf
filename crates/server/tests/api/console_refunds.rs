//! Refunds from the operator console: through Stripe's refund API (a local
//! fake) or the demo checkout, with the credits taken back once however many
//! staff ask at once and whenever Stripe's webhook follows, and nothing
//! changed when Stripe refuses.

use crate::checkout_support::buy_with_demo;
use crate::console_support::{audit_of, staff};
use crate::helpers::{TestApp, error_message};
use crate::stripe_fake::{FakeStripe, deliver_event};
use crate::stripe_refunds::{buyer, charge_refunded, take_backs};
use reqwest::StatusCode;

#[tokio::test]
async fn a_demo_purchase_is_refunded_once_by_an_admin_and_refused_to_support() {
    let app = TestApp::spawn().await;
    let admin = staff(&app, "ava", "admin").await;
    let support = staff(&app, "sky", "support").await;
    let customer = app.signed_in_user("bea").await;
    let session_id = buy_with_demo(&app, &customer, "starter").await;
    assert_eq!(customer.me().await["credits"], 60);

    let refused = support
        .client
        .admin_refund(&session_id, "Asked by email")
        .await;
    assert_eq!(
        error_message(refused, StatusCode::FORBIDDEN).await,
        "Your role does not allow this; ask an admin"
    );
    // Ten admins' clicks at once: one refund, one take-back.
    let clicks = (0..10).map(|_| admin.client.admin_refund(&session_id, "Asked by email"));
    let statuses: Vec<StatusCode> = futures::future::join_all(clicks)
        .await
        .into_iter()
        .map(|r| r.status())
        .collect();
    assert_eq!(
        statuses.iter().filter(|s| **s == StatusCode::OK).count(),
        1,
        "{statuses:?}"
    );
    assert!(
        statuses
            .iter()
            .all(|s| [StatusCode::OK, StatusCode::CONFLICT].contains(s))
    );
    assert_eq!(customer.me().await["credits"], 10);
    assert_eq!(
        take_backs(&app, "bea@example.com").await,
        [("Payment refunded: 50 credits taken back".to_owned(), -500)]
    );
    let bea = app.user_id("bea@example.com").await;
    let entries = audit_of(&admin, &bea).await;
    assert_eq!(entries[0]["action"], "refund_payment");
    assert_eq!(entries[0]["outcome"], "done");
    assert_eq!(entries[0]["after"]["creditsTakenBack"], "50");
    assert_eq!(entries[1]["outcome"], "refused");

    let unknown = admin.client.admin_refund("demo_nothing", "Why").await;
    assert_eq!(unknown.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_stripe_refund_goes_through_stripe_and_its_webhook_takes_nothing_twice() {
    let (stripe, app) = FakeStripe::with_app().await;
    let admin = staff(&app, "abe", "admin").await;
    let (customer, session_id) = buyer(&app, &stripe, "cal").await;

    let both = futures::future::join(
        admin.client.admin_refund(&session_id, "Charged twice"),
        admin.client.admin_refund(&session_id, "Charged twice"),
    )
    .await;
    let mut statuses = [both.0.status(), both.1.status()];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::OK, StatusCode::CONFLICT]);
    let requests = stripe.refund_requests().await;
    assert!(!requests.is_empty());
    for request in &requests {
        let body = String::from_utf8_lossy(&request.body);
        assert!(body.contains("payment_intent=pi_"), "{body}");
        assert_eq!(
            request.headers["idempotency-key"],
            format!("refund-{session_id}").as_str()
        );
    }
    assert_eq!(customer.me().await["credits"], 10);

    // Stripe then reports the refund it made.
    deliver_event(
        &app,
        "evt_refund_cal",
        "charge.refunded",
        &charge_refunded(&session_id, 499),
    )
    .await;
    assert_eq!(customer.me().await["credits"], 10);
    assert_eq!(take_backs(&app, "cal@example.com").await.len(), 1);
}

#[tokio::test]
async fn a_refund_stripe_refuses_changes_nothing_and_says_why() {
    let (stripe, app) = FakeStripe::with_app().await;
    let admin = staff(&app, "amy", "admin").await;
    let (customer, session_id) = buyer(&app, &stripe, "dan").await;
    stripe.refuse_refunds();

    let refused = admin
        .client
        .admin_refund(&session_id, "Customer asked")
        .await;
    let message = error_message(refused, StatusCode::BAD_GATEWAY).await;
    assert!(
        message.starts_with("The payment provider refused the refund; nothing changed")
            && message.contains("already been refunded"),
        "{message}"
    );
    assert_eq!(customer.me().await["credits"], 60);
    assert!(take_backs(&app, "dan@example.com").await.is_empty());
    let dan = app.user_id("dan@example.com").await;
    let done = audit_of(&admin, &dan)
        .await
        .into_iter()
        .filter(|e| e["action"] == "refund_payment")
        .count();
    assert_eq!(done, 0);
}
