//! Dates to remember over HTTP, and the reminder emails: one per due date,
//! with a link to the card wizard set up for the person, none while the
//! account's reminders are switched off.

use crate::helpers::{TestApp, error_message};
use cardsmith_server::store::entities::reminder;
use chrono::{Duration, Utc};
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};

fn mia() -> Value {
    json!({
        "name": "Mia",
        "relationship": "Sister",
        "occasion": "birthday",
        "month": 3,
        "day": 15,
        "timeZone": "America/New_York",
    })
}

/// Makes a stored reminder due now, as if its day had come.
async fn make_due(app: &TestApp, id: &str) {
    reminder::Entity::update_many()
        .col_expr(
            reminder::Column::RemindAt,
            Expr::value(Utc::now() - Duration::seconds(1)),
        )
        .filter(reminder::Column::Id.eq(id))
        .exec(&app.db)
        .await
        .unwrap();
}

async fn stored(app: &TestApp, id: &str) -> reminder::Model {
    reminder::Entity::find_by_id(id)
        .one(&app.db)
        .await
        .unwrap()
        .unwrap()
}

#[tokio::test]
async fn dates_are_added_listed_changed_and_removed() {
    let app = TestApp::spawn().await;
    let ana = app.signed_in_user("ana").await;
    let response = ana.add_reminder(&mia()).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let added: Value = response.json().await.unwrap();
    assert_eq!(added["daysBefore"], 7);
    assert_eq!(added["enabled"], true);
    assert_eq!(added["createUrl"], "/create?category=birthday&name=Mia");
    let id = added["id"].as_str().unwrap();

    let mut changed = mia();
    changed["enabled"] = json!(false);
    changed["daysBefore"] = json!(3);
    let response = ana.update_reminder(id, &changed).await;
    assert_eq!(response.status(), StatusCode::OK);
    let list: Value = ana.reminders().await.json().await.unwrap();
    assert_eq!(list["paused"], false);
    assert_eq!(list["reminders"][0]["enabled"], false);
    assert_eq!(list["reminders"][0]["daysBefore"], 3);

    let mut bad = mia();
    bad["day"] = json!(30);
    bad["month"] = json!(2);
    bad["occasion"] = json!("wake");
    bad["name"] = json!("");
    let response = ana.add_reminder(&bad).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    for field in ["day", "occasion", "name"] {
        assert!(body["errors"][field].is_string(), "{field}: {body}");
    }
    let eve = app.signed_in_user("eve").await;
    assert_eq!(
        eve.update_reminder(id, &mia()).await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        eve.delete_reminder(id).await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(ana.delete_reminder(id).await.status(), StatusCode::OK);
    let message = error_message(ana.delete_reminder(id).await, StatusCode::NOT_FOUND).await;
    assert_eq!(message, "Date not found");
    assert_eq!(
        app.new_client().reminders().await.status(),
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_due_reminder_emails_a_link_to_the_wizard_once_and_moves_to_next_year() {
    let app = TestApp::spawn().await;
    let ana = app.signed_in_user("ana").await;
    let added: Value = ana.add_reminder(&mia()).await.json().await.unwrap();
    let id = added["id"].as_str().unwrap();
    make_due(&app, id).await;

    let email = &app.emails_containing("Mia's birthday is on", 1).await[0];
    assert!(email.contains("To: ana@example.com"), "{email}");
    assert!(
        email.contains("/create?category=birthday&name=Mia"),
        "{email}"
    );
    for _ in 0..100 {
        if stored(&app, id).await.last_sent_at.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let after = stored(&app, id).await;
    assert!(after.last_sent_at.is_some());
    assert!(
        after.remind_at > Utc::now() + Duration::days(30),
        "next year's: {}",
        after.remind_at
    );
    tokio::time::sleep(std::time::Duration::from_millis(600)).await;
    assert_eq!(
        app.emails_containing("Mia's birthday is on", 1).await.len(),
        1,
        "once"
    );
}

#[tokio::test]
async fn reminders_switched_off_for_the_account_send_nothing() {
    let app = TestApp::spawn().await;
    let ana = app.signed_in_user("ana").await;
    let added: Value = ana.add_reminder(&mia()).await.json().await.unwrap();
    let id = added["id"].as_str().unwrap();
    assert_eq!(ana.reminder_settings(true).await.status(), StatusCode::OK);
    let list: Value = ana.reminders().await.json().await.unwrap();
    assert_eq!(list["paused"], true);
    make_due(&app, id).await;
    for _ in 0..100 {
        if stored(&app, id).await.remind_at > Utc::now() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let after = stored(&app, id).await;
    assert!(after.remind_at > Utc::now(), "moved on to next year");
    assert!(after.last_sent_at.is_none(), "without an email");
    assert_eq!(ana.reminder_settings(false).await.status(), StatusCode::OK);
}
