//! `GET /api/transactions`: the ledger as the dashboard shows it, including
//! expiry and the order in which lots are spent.

use crate::checkout_support::buy_with_demo;
use crate::helpers::{TestApp, TestClient, error_message};
use crate::images_support::{generate_ok, low_square};
use crate::ledger_support::{reserve, spend};
use cardsmith_domain::Credits;
use cardsmith_server::store::entities::credit_lot;
use cardsmith_server::store::ledger;
use chrono::{DateTime, Duration, Utc};
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};

/// One page of the history, asserting success.
async fn page(client: &TestClient, query: &str) -> Value {
    let response = client.transactions(query).await;
    assert_eq!(response.status(), StatusCode::OK, "{query}");
    response.json().await.unwrap()
}

/// `(description, credits, amount)` of every entry, newest first.
async fn history(client: &TestClient) -> Vec<(String, Value, Value)> {
    let entries: Vec<Value> =
        serde_json::from_value(page(client, "?limit=100").await["transactions"].take()).unwrap();
    let mut previous: Option<DateTime<Utc>> = None;
    entries
        .into_iter()
        .map(|entry| {
            let date: DateTime<Utc> = entry["date"].as_str().unwrap().parse().expect("ISO date");
            assert!(previous.is_none_or(|p| p >= date), "newest first");
            previous = Some(date);
            (
                entry["description"].as_str().unwrap().to_owned(),
                entry["credits"].clone(),
                entry["amount"].clone(),
            )
        })
        .collect()
}

fn row(description: &str, credits: Value, amount: Value) -> (String, Value, Value) {
    (description.to_owned(), credits, amount)
}

#[tokio::test]
async fn transactions_need_a_signed_in_user() {
    let app = TestApp::spawn().await;
    let response = app.client.transactions("").await;
    assert_eq!(
        error_message(response, StatusCode::UNAUTHORIZED).await,
        "Please log in to continue"
    );
}

#[tokio::test]
async fn every_kind_of_entry_is_listed_newest_first() {
    let app = TestApp::spawn().await;
    let alice = app.signed_in_user("alice").await;
    let bob = app.signed_in_user("bob").await;
    let user_id = app.user_id("alice@example.com").await;
    assert_eq!(
        history(&alice).await,
        [row("Signup bonus", json!(10), Value::Null)]
    );
    spend(
        &app.db,
        &user_id,
        Credits::from_tenths(15),
        "Image generation",
    )
    .await;
    let failed = reserve(&app.db, &user_id, Credits::whole(4), "Card generation").await;
    ledger::refund(&app.db, &failed.id, "Refund: generation failed")
        .await
        .unwrap();
    buy_with_demo(&app, &alice, "starter").await;
    assert_eq!(
        history(&alice).await,
        [
            row("Purchased 50 credits (Starter)", json!(50), json!(4.99)),
            row("Refund: generation failed", json!(4), Value::Null),
            row("Card generation", json!(-4), Value::Null),
            row("Image generation", json!(-1.5), Value::Null),
            row("Signup bonus", json!(10), Value::Null),
        ]
    );
    assert_eq!(alice.me().await["credits"], 58.5);
    assert_eq!(history(&bob).await.len(), 1, "only one's own entries");
}

#[tokio::test]
async fn the_lot_expiring_first_is_spent_first_and_expiry_is_listed() {
    let app = TestApp::spawn().await;
    let alice = app.signed_in_user("alice").await;
    let user_id = app.user_id("alice@example.com").await;
    let value = buy_with_demo(&app, &alice, "value").await; // 200 credits, 60 days
    let starter = buy_with_demo(&app, &alice, "starter").await; // 50 credits, 30 days
    assert_eq!(alice.me().await["credits"], 260);

    spend(&app.db, &user_id, Credits::whole(45), "Image generation").await;
    let remaining = |lots: &[credit_lot::Model], payment: Option<&str>| {
        lots.iter()
            .find(|lot| lot.payment_ref.as_deref() == payment)
            .unwrap()
            .remaining_tenths
    };
    let lots = lots_of(&app, &user_id).await;
    assert_eq!(
        remaining(&lots, Some(&starter)),
        50,
        "the 30-day lot pays first"
    );
    assert_eq!(remaining(&lots, Some(&value)), 2000);
    assert_eq!(
        remaining(&lots, Some(&format!("signup-bonus:{user_id}"))),
        100,
        "the bonus is spent last"
    );

    // A month on, the rest of the starter lot expires.
    ledger::expire_due(&app.db, Utc::now() + Duration::days(31))
        .await
        .unwrap();
    assert_eq!(alice.me().await["credits"], 210);
    spend(&app.db, &user_id, Credits::whole(205), "Image generation").await;
    let lots = lots_of(&app, &user_id).await;
    assert_eq!(remaining(&lots, Some(&value)), 0);
    assert_eq!(
        remaining(&lots, Some(&format!("signup-bonus:{user_id}"))),
        50,
        "the bonus covers only the last 5"
    );
    // Nothing is left to expire when the value lot's time comes.
    ledger::expire_due(&app.db, Utc::now() + Duration::days(61))
        .await
        .unwrap();
    assert_eq!(alice.me().await["credits"], 5);
    assert_eq!(
        history(&alice).await,
        [
            row("Image generation", json!(-205), Value::Null),
            row("Credits expired", json!(-5), Value::Null),
            row("Image generation", json!(-45), Value::Null),
            row("Purchased 50 credits (Starter)", json!(50), json!(4.99)),
            row("Purchased 200 credits (Value)", json!(200), json!(14.99)),
            row("Signup bonus", json!(10), Value::Null),
        ]
    );
}

async fn lots_of(app: &TestApp, user_id: &str) -> Vec<credit_lot::Model> {
    credit_lot::Entity::find()
        .filter(credit_lot::Column::UserId.eq(user_id))
        .all(&app.db)
        .await
        .unwrap()
}

#[tokio::test]
async fn the_history_comes_a_page_at_a_time_with_its_total() {
    let app = TestApp::spawn().await;
    let alice = app.signed_in_user("alice").await;
    for prompt in ["One red balloon", "Two red balloons", "Three red balloons"] {
        generate_ok(&alice, low_square(prompt)).await;
    }
    buy_with_demo(&app, &alice, "starter").await;

    let first = page(&alice, "?page=1&limit=2").await;
    assert_eq!(
        first["pagination"],
        json!({ "total": 5, "page": 1, "limit": 2, "pages": 3 })
    );
    let descriptions = |page: &Value| -> Vec<String> {
        page["transactions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|entry| entry["description"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(
        descriptions(&first),
        [
            "Purchased 50 credits (Starter)",
            "Image generation (low, 1024x1024)"
        ]
    );
    let last = page(&alice, "?page=3&limit=2").await;
    assert_eq!(descriptions(&last), ["Signup bonus"]);
    assert!(
        page(&alice, "?page=9&limit=2").await["transactions"]
            .as_array()
            .unwrap()
            .is_empty(),
        "past the end is empty"
    );
    let default = page(&alice, "").await;
    assert_eq!(default["pagination"]["limit"], 20);
    assert_eq!(default["transactions"].as_array().unwrap().len(), 5);
}

#[tokio::test]
async fn bad_pages_and_limits_are_400s() {
    let app = TestApp::spawn().await;
    let alice = app.signed_in_user("alice").await;
    for (query, message) in [
        (
            "?page=1000001",
            "Page must be a whole number from 1 to 1000000",
        ),
        ("?page=0", "Page must be a whole number from 1 to 1000000"),
        ("?page=-1", "Page must be a whole number from 1 to 1000000"),
        ("?page=two", "Page must be a whole number from 1 to 1000000"),
        ("?limit=0", "Limit must be a whole number from 1 to 100"),
        ("?limit=101", "Limit must be a whole number from 1 to 100"),
        ("?limit=1.5", "Limit must be a whole number from 1 to 100"),
        ("?limit=", "Limit must be a whole number from 1 to 100"),
    ] {
        let response = alice.transactions(query).await;
        assert_eq!(
            error_message(response, StatusCode::BAD_REQUEST).await,
            message,
            "{query}"
        );
    }
    assert_eq!(page(&alice, "?limit=100").await["pagination"]["page"], 1);
}

#[tokio::test]
async fn a_generation_charge_links_to_its_image_while_the_image_exists() {
    let app = TestApp::spawn().await;
    let alice = app.signed_in_user("alice").await;
    let kept = generate_ok(&alice, low_square("A birthday card with balloons")).await;
    let deleted = generate_ok(&alice, low_square("A thank you card with daisies")).await;
    let user_id = app.user_id("alice@example.com").await;
    let failed = reserve(&app.db, &user_id, Credits::whole(1), "Image generation").await;
    ledger::refund(&app.db, &failed.id, "Refund: image generation failed")
        .await
        .unwrap();
    let deleted_id = deleted["id"].as_str().unwrap();
    assert_eq!(
        alice.delete_image(deleted_id).await.status(),
        StatusCode::OK
    );

    let entries = page(&alice, "").await["transactions"].take();
    let image_ids: Vec<(&str, Option<&str>)> = entries
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| {
            (
                entry["description"].as_str().unwrap(),
                entry.get("imageId").map(|id| id.as_str().unwrap()),
            )
        })
        .collect();
    assert_eq!(
        image_ids,
        [
            ("Refund: image generation failed", None),
            ("Image generation", None),
            ("Image generation (low, 1024x1024)", None),
            (
                "Image generation (low, 1024x1024)",
                Some(kept["id"].as_str().unwrap())
            ),
            ("Signup bonus", None),
        ],
        "a deleted image and a refunded attempt link nowhere"
    );
    let bob = app.signed_in_user("bob").await;
    let theirs = page(&bob, "").await;
    assert_eq!(theirs["pagination"]["total"], 1, "only one's own entries");
}
