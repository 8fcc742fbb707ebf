use crate::helpers::TestApp;
use crate::ledger_support::{reserve, try_reserve};
use cardsmith_domain::Credits;
use cardsmith_server::App;
use cardsmith_server::store::entities::{credit_lot, ledger_entry, reservation};
use cardsmith_server::store::ledger::{self, Grant, LedgerError, LotSource};
use chrono::{Duration, Utc};
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::Value;

#[tokio::test]
async fn the_three_packages_are_listed() {
    let app = TestApp::spawn().await;
    let response = app.client.credit_packages().await;
    assert_eq!(response.status(), StatusCode::OK);
    let packages: Vec<Value> = response.json().await.unwrap();
    let summary: Vec<_> = packages
        .iter()
        .map(|p| {
            (
                p["id"].as_str().unwrap(),
                p["price"].as_f64().unwrap(),
                p["credits"].as_i64().unwrap(),
                p["validityDays"].as_i64().unwrap(),
                p["popular"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            ("starter", 4.99, 50, 30, false),
            ("value", 14.99, 200, 60, true),
            ("pro", 39.99, 500, 90, false)
        ]
    );
    for package in &packages {
        assert!(!package["name"].as_str().unwrap().is_empty());
        assert!(!package["description"].as_str().unwrap().is_empty());
        assert!(!package["features"].as_array().unwrap().is_empty());
    }
}

async fn ledger_sum(app: &TestApp, user_id: &str) -> i64 {
    ledger_entry::Entity::find()
        .filter(ledger_entry::Column::UserId.eq(user_id))
        .all(&app.db)
        .await
        .unwrap()
        .iter()
        .map(|e| e.delta_tenths)
        .sum()
}

async fn live_lots_sum(app: &TestApp, user_id: &str) -> i64 {
    credit_lot::Entity::find()
        .filter(credit_lot::Column::UserId.eq(user_id))
        .all(&app.db)
        .await
        .unwrap()
        .iter()
        .map(|l| l.remaining_tenths)
        .sum()
}

#[tokio::test]
async fn fifty_simultaneous_reservations_against_ten_credits_let_exactly_ten_through() {
    let app = TestApp::spawn().await;
    app.signed_in_user("alice").await;
    let user_id = app.user_id("alice@example.com").await;
    let attempts: Vec<_> = (0..50)
        .map(|_| {
            let db = app.db.clone();
            let user_id = user_id.clone();
            tokio::spawn(async move {
                try_reserve(&db, &user_id, Credits::whole(1), "Image generation").await
            })
        })
        .collect();
    let mut succeeded = 0;
    for attempt in attempts {
        match attempt.await.unwrap() {
            Ok(_) => succeeded += 1,
            Err(LedgerError::Insufficient { .. }) => {}
            Err(other) => panic!("unexpected error: {other:?}"),
        }
    }
    assert_eq!(succeeded, 10);
    assert_eq!(
        ledger::balance(&app.db, &user_id).await.unwrap(),
        Credits::ZERO
    );
    assert_eq!(
        ledger_sum(&app, &user_id).await,
        0,
        "+10 bonus, ten -1 reservations"
    );
    assert_eq!(live_lots_sum(&app, &user_id).await, 0);
}

#[tokio::test]
async fn refund_returns_credits_once_and_settle_keeps_them_spent() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("bob").await;
    let user_id = app.user_id("bob@example.com").await;
    let spent = reserve(
        &app.db,
        &user_id,
        Credits::from_tenths(15),
        "Image generation",
    )
    .await;
    assert_eq!(spent.balance, Credits::from_tenths(85));
    assert_eq!(client.me().await["credits"], 8.5);
    let failed = reserve(&app.db, &user_id, Credits::whole(4), "Image generation").await;
    assert_eq!(
        ledger::refund(&app.db, &failed.id, "Refund").await.unwrap(),
        Some(Credits::from_tenths(85))
    );
    assert_eq!(
        ledger::refund(&app.db, &failed.id, "Refund").await.unwrap(),
        None,
        "only once"
    );
    assert!(
        !ledger::settle(&app.db, &failed.id).await.unwrap(),
        "a refunded reservation cannot settle"
    );
    assert!(ledger::settle(&app.db, &spent.id).await.unwrap());
    assert_eq!(
        ledger::refund(&app.db, &spent.id, "Refund").await.unwrap(),
        None,
        "settled stays spent"
    );
    let too_much = try_reserve(&app.db, &user_id, Credits::whole(9), "Image generation").await;
    assert!(
        matches!(too_much, Err(LedgerError::Insufficient { balance }) if balance == Credits::from_tenths(85))
    );
    assert_eq!(
        ledger::balance(&app.db, &user_id).await.unwrap(),
        Credits::from_tenths(85)
    );
    assert_eq!(ledger_sum(&app, &user_id).await, 85);
    assert_eq!(live_lots_sum(&app, &user_id).await, 85);
}

#[tokio::test]
async fn spending_draws_from_the_lot_that_expires_first_and_expiry_writes_a_row() {
    let app = TestApp::spawn().await;
    app.signed_in_user("carol").await;
    let user_id = app.user_id("carol@example.com").await;
    let soon = Utc::now() + Duration::days(1);
    let later = Utc::now() + Duration::days(30);
    for (payment, expires_at, amount) in [("cs_later", later, 20), ("cs_soon", soon, 5)] {
        let grant = Grant {
            user_id: &user_id,
            amount: Credits::whole(amount),
            source: LotSource::Purchase,
            expires_at: Some(expires_at),
            payment_ref: Some(payment),
            description: "Purchased credits",
            amount_cents: Some(499),
        };
        ledger::grant(&app.db, grant).await.unwrap();
    }
    reserve(&app.db, &user_id, Credits::whole(7), "Image generation").await;
    let lots = credit_lot::Entity::find()
        .filter(credit_lot::Column::UserId.eq(&user_id))
        .all(&app.db)
        .await
        .unwrap();
    let remaining = |source_ref: Option<&str>| {
        lots.iter()
            .find(|l| l.payment_ref.as_deref() == source_ref)
            .unwrap()
            .remaining_tenths
    };
    assert_eq!(
        remaining(Some("cs_soon")),
        0,
        "the soonest lot is used up first"
    );
    assert_eq!(remaining(Some("cs_later")), 180);
    assert_eq!(
        remaining(Some(&format!("signup-bonus:{user_id}"))),
        100,
        "the bonus is spent last"
    );

    assert_eq!(
        ledger::expire_due(&app.db, Utc::now() + Duration::days(31))
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        ledger::balance(&app.db, &user_id).await.unwrap(),
        Credits::whole(10)
    );
    let expiry = ledger_entry::Entity::find()
        .filter(ledger_entry::Column::UserId.eq(&user_id))
        .filter(ledger_entry::Column::Kind.eq("expire"))
        .all(&app.db)
        .await
        .unwrap();
    assert_eq!(expiry.len(), 1);
    assert_eq!(expiry[0].description, "Credits expired");
    assert_eq!(expiry[0].delta_tenths, -180);
    assert_eq!(
        ledger::expire_due(&app.db, Utc::now() + Duration::days(31))
            .await
            .unwrap(),
        0,
        "only once"
    );
    assert_eq!(ledger_sum(&app, &user_id).await, 100);
}

#[tokio::test]
async fn a_payment_is_granted_only_once() {
    let app = TestApp::spawn().await;
    app.signed_in_user("dave").await;
    let user_id = app.user_id("dave@example.com").await;
    let grant = || Grant {
        user_id: &user_id,
        amount: Credits::whole(50),
        source: LotSource::Purchase,
        expires_at: Some(Utc::now() + Duration::days(30)),
        payment_ref: Some("cs_test_once"),
        description: "Purchased credits",
        amount_cents: Some(499),
    };
    assert!(matches!(
        ledger::grant(&app.db, grant()).await.unwrap(),
        ledger::GrantOutcome::Granted { .. }
    ));
    assert_eq!(
        ledger::grant(&app.db, grant()).await.unwrap(),
        ledger::GrantOutcome::AlreadyGranted
    );
    assert_eq!(
        ledger::balance(&app.db, &user_id).await.unwrap(),
        Credits::whole(60)
    );
}

#[tokio::test]
async fn reservations_whose_lease_lapsed_are_refunded_at_start_up() {
    let app = TestApp::spawn().await;
    app.signed_in_user("erin").await;
    let user_id = app.user_id("erin@example.com").await;
    let interrupted = reserve(&app.db, &user_id, Credits::whole(4), "Image generation").await;
    let in_flight = reserve(&app.db, &user_id, Credits::whole(1), "Image generation").await;
    reservation::Entity::update_many()
        .col_expr(
            reservation::Column::LeaseUntil,
            Expr::value(Utc::now() - Duration::seconds(1)),
        )
        .filter(reservation::Column::Id.eq(&interrupted.id))
        .exec(&app.db)
        .await
        .unwrap();
    // A second instance starting on the same database runs the start-up sweep.
    let second = App::build(app.config.clone()).await.unwrap();
    drop(second);
    assert_eq!(
        ledger::balance(&app.db, &user_id).await.unwrap(),
        Credits::whole(9)
    );
    assert!(
        !ledger::settle(&app.db, &interrupted.id).await.unwrap(),
        "refunded"
    );
    assert!(
        ledger::settle(&app.db, &in_flight.id).await.unwrap(),
        "recent work is left alone"
    );
}
