//! The courier over a real database, image store and outbox: a due card is
//! emailed once with its link, an unsubscribed address and a deleted card
//! are never mailed, and a cancelled send goes nowhere.

use crate::helpers::{TestApp, TestClient};
use crate::images_support::store;
use crate::sends_support::quiet_app;
use cardsmith_server::auth::tokens;
use cardsmith_server::providers::email::Mailer;
use cardsmith_server::secret::Secret;
use cardsmith_server::sending::courier::{self, Courier};
use cardsmith_server::sending::links::LinkKey;
use cardsmith_server::store::sends::{self, NewSend, RecipientStatus};
use chrono::{Duration, Utc};
use reqwest::StatusCode;
use serde_json::{Value, json};

fn courier(app: &TestApp) -> Courier {
    Courier {
        db: app.db.clone(),
        mailer: Mailer::outbox(
            app.data_dir.join("outbox"),
            "Cardsmith <cards@cards.example>",
        )
        .unwrap(),
        store: store(app),
        links: LinkKey::new("test key"),
        public_url: "https://cards.example".into(),
        lease: Duration::minutes(2),
    }
}

async fn new_image(client: &TestClient) -> Value {
    let response = client
        .generate(&json!({ "prompt": "A watercolor fox under falling snow", "quality": "low" }))
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    response.json().await.unwrap()
}

async fn schedule(app: &TestApp, user_id: &str, image_id: &str, emails: &[&str]) -> Vec<String> {
    let links = LinkKey::new("test key");
    let token_hash_for = move |id: &str| links.card_token_hash(id);
    let send = NewSend {
        user_id,
        image_id,
        sender_name: "Ana",
        message: "Happy winter!",
        font: "classic",
        time_zone: "Europe/Paris",
        local_send_at: None,
        due_at: Utc::now() - Duration::seconds(1),
        recipients: emails
            .iter()
            .map(|e| ("Bo".to_owned(), (*e).to_owned()))
            .collect(),
        token_hash_for: &token_hash_for,
        mail_domain: "cards.example",
    };
    let (_, deliveries) = sends::create(&app.db, send, 50).await.unwrap();
    deliveries.into_iter().map(|d| d.id).collect()
}

#[tokio::test]
async fn a_due_card_is_emailed_once_with_a_link_only_the_recipient_holds() {
    let app = quiet_app().await;
    let client = app.signed_in_user("ana").await;
    let image = new_image(&client).await;
    let user_id = app.user_id("ana@example.com").await;
    let ids = schedule(
        &app,
        &user_id,
        image["id"].as_str().unwrap(),
        &["bo@example.com"],
    )
    .await;
    let courier = courier(&app);

    assert_eq!(courier.deliver_due(Utc::now()).await.unwrap(), 1);
    assert_eq!(
        courier.deliver_due(Utc::now()).await.unwrap(),
        0,
        "never twice"
    );

    let email = &app.emails_containing("Ana sent you a card", 1).await[0];
    assert!(email.contains("To: Bo <bo@example.com>"), "{email}");
    assert!(email.contains("image/jpeg"));
    let token = email
        .split("https://cards.example/c/")
        .nth(1)
        .and_then(|rest| {
            rest.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                .next()
        })
        .unwrap();
    let delivery = sends::find_recipient(&app.db, &ids[0])
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        delivery.token_hash,
        tokens::hash(token),
        "the link's token matches its hash"
    );
    assert_eq!(delivery.status, RecipientStatus::Sent);
    assert!(delivery.sent_at.is_some() && delivery.lease_until.is_none());
}

#[tokio::test]
async fn unsubscribed_addresses_and_deleted_cards_are_never_mailed() {
    let app = quiet_app().await;
    let client = app.signed_in_user("ana").await;
    let user_id = app.user_id("ana@example.com").await;
    let kept = new_image(&client).await;
    let deleted = new_image(&client).await;
    sends::unsubscribe(&app.db, "gone@example.com")
        .await
        .unwrap();
    let to_unsubscribed = schedule(
        &app,
        &user_id,
        kept["id"].as_str().unwrap(),
        &["gone@example.com"],
    )
    .await;
    let of_deleted = schedule(
        &app,
        &user_id,
        deleted["id"].as_str().unwrap(),
        &["cy@example.com"],
    )
    .await;
    let response = client.delete_image(deleted["id"].as_str().unwrap()).await;
    assert_eq!(response.status(), StatusCode::OK);

    assert_eq!(courier(&app).deliver_due(Utc::now()).await.unwrap(), 0);
    let unsubscribed = sends::find_recipient(&app.db, &to_unsubscribed[0])
        .await
        .unwrap()
        .unwrap();
    assert_eq!(unsubscribed.status, RecipientStatus::Failed);
    assert_eq!(unsubscribed.failure.as_deref(), Some(courier::UNSUBSCRIBED));
    let gone = sends::find_recipient(&app.db, &of_deleted[0])
        .await
        .unwrap()
        .unwrap();
    assert_eq!(gone.failure.as_deref(), Some(courier::CARD_DELETED));
    let outbox = std::fs::read_dir(app.data_dir.join("outbox")).unwrap();
    let card_emails = outbox
        .filter_map(|entry| std::fs::read_to_string(entry.unwrap().path()).ok())
        .filter(|text| text.contains("sent you a card"))
        .count();
    assert_eq!(card_emails, 0);
}

#[tokio::test]
async fn a_failed_attempt_waits_and_is_tried_again() {
    let app = quiet_app().await;
    let client = app.signed_in_user("ana").await;
    let user_id = app.user_id("ana@example.com").await;
    let image = new_image(&client).await;
    let ids = schedule(
        &app,
        &user_id,
        image["id"].as_str().unwrap(),
        &["bo@example.com"],
    )
    .await;
    // The mail server cannot be reached at first.
    let mut broken = courier(&app);
    broken.mailer =
        Mailer::smtp(&Secret::new("smtp://127.0.0.1:9"), "cards@cards.example").unwrap();
    assert_eq!(broken.deliver_due(Utc::now()).await.unwrap(), 0);
    let waiting = sends::find_recipient(&app.db, &ids[0])
        .await
        .unwrap()
        .unwrap();
    assert_eq!(waiting.status, RecipientStatus::Scheduled);
    assert!(
        waiting.due_at > Utc::now() + Duration::seconds(30),
        "waits about a minute"
    );
    assert_eq!(
        courier(&app).deliver_due(Utc::now()).await.unwrap(),
        0,
        "not before its time"
    );
    let later = Utc::now() + Duration::minutes(2);
    assert_eq!(courier(&app).deliver_due(later).await.unwrap(), 1);
    let sent = sends::find_recipient(&app.db, &ids[0])
        .await
        .unwrap()
        .unwrap();
    assert_eq!((sent.status, sent.attempts), (RecipientStatus::Sent, 2));
}
