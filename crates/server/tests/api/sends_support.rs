//! Shared steps of the card-sending tests: a sender with a card, a send's
//! body, and the link a recipient's email carries.

use crate::helpers::{TestApp, TestClient};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// An app whose own courier stays idle, so the test alone decides what is
/// claimed and sent.
pub async fn quiet_app() -> TestApp {
    TestApp::spawn_with(|config| config.sending.poll_millis = 600_000).await
}

/// A verified user named `name` who owns one fresh image; answers the
/// client and the image's id.
pub async fn sender_with_card(app: &TestApp, name: &str) -> (TestClient, String) {
    let client = app.verified_user(name).await;
    let response = client
        .generate(&json!({ "prompt": "A watercolor fox under falling snow", "quality": "low" }))
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let image: Value = response.json().await.unwrap();
    (client, image["id"].as_str().unwrap().to_owned())
}

/// A send of `image_id` to `emails` (each named after its mailbox), now.
pub fn send_now(image_id: &str, emails: &[&str]) -> Value {
    let recipients: Vec<Value> = emails
        .iter()
        .map(|email| json!({ "name": email.split('@').next().unwrap(), "email": email }))
        .collect();
    json!({
        "imageId": image_id,
        "recipients": recipients,
        "message": "Thinking of you this winter.",
        "senderName": "Ana",
        "timeZone": "Europe/Paris",
    })
}

/// A send body that schedules `image_id` for tomorrow at 09:00 in New York.
pub fn send_tomorrow(image_id: &str, emails: &[&str]) -> Value {
    let mut body = send_now(image_id, emails);
    let tomorrow = chrono::Utc::now().date_naive() + chrono::Duration::days(2);
    body["sendAt"] = json!(format!("{tomorrow}T09:00"));
    body["timeZone"] = json!("America/New_York");
    body
}

/// An edit of a send made from `body`: everything but the card, which an
/// edit cannot change (the edit refuses an `imageId`, as any unknown field).
pub fn edit_of(body: &Value) -> Value {
    let mut edit = body.clone();
    edit.as_object_mut().unwrap().remove("imageId");
    edit
}

/// Posts a send and answers its body, asserting it was accepted.
pub async fn created_send(client: &TestClient, body: &Value) -> Value {
    let response = client.send_card(body).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    response.json().await.unwrap()
}

/// The card emails received by `email`, waiting for `count` of them.
pub async fn card_emails_to(app: &TestApp, email: &str, count: usize) -> Vec<String> {
    let needle = format!("<{email}>");
    let emails = app.emails_containing("sent you a card", count).await;
    let mut mine: Vec<String> = emails.into_iter().filter(|e| e.contains(&needle)).collect();
    for _ in 0..100 {
        if mine.len() >= count {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        mine = app
            .emails_containing("sent you a card", 1)
            .await
            .into_iter()
            .filter(|e| e.contains(&needle))
            .collect();
    }
    assert!(mine.len() >= count, "{count} card emails to {email}");
    mine
}

/// The token of the card page's link (`…/c/{token}`) in an email.
pub fn card_token(email: &str) -> String {
    let start = email.find("/c/").expect("the email links to the card") + 3;
    email[start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect()
}

/// The `email=…&token=…` query of the email's one-click unsubscribe header.
pub fn unsubscribe_query(email: &str) -> String {
    let header = email
        .find("List-Unsubscribe:")
        .expect("a List-Unsubscribe header");
    let rest = &email[header..];
    let url = &rest[rest.find('<').unwrap() + 1..rest.find('>').unwrap()];
    url.split_once('?').unwrap().1.to_owned()
}

/// One recipient of a send's view, by email.
pub fn recipient<'a>(send: &'a Value, email: &str) -> &'a Value {
    send["recipients"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["email"] == email)
        .unwrap_or_else(|| panic!("{email} in {send}"))
}

/// Polls the send until `email`'s status is `status`.
pub async fn wait_for_status(
    client: &TestClient,
    send_id: &str,
    email: &str,
    status: &str,
) -> Value {
    for _ in 0..100 {
        let send: Value = client.get_send(send_id).await.json().await.unwrap();
        if recipient(&send, email)["status"] == status {
            return send;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("{email} never became {status}");
}
