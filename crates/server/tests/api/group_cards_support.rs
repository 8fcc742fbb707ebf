//! Shared steps of the group-card tests: an organiser with a card, a group
//! card's body, the tokens its links carry, and a signer's message.

use crate::helpers::{TestApp, TestClient};
use crate::sends_support::sender_with_card;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// A group card for Priya: signing closes in two days, it goes in three.
pub fn group_card_body(image_id: &str) -> Value {
    let now = chrono::Utc::now();
    let at = |days| {
        (now + chrono::Duration::days(days))
            .format("%Y-%m-%dT%H:%M")
            .to_string()
    };
    json!({
        "imageId": image_id,
        "title": "Farewell, Priya!",
        "recipientName": "Priya",
        "recipientEmail": "priya@example.com",
        "organiserName": "Ana",
        "deadline": at(2),
        "sendAt": at(3),
        "timeZone": "UTC",
    })
}

/// A verified organiser and the group card they started (its view).
pub async fn organiser_with_group_card(app: &TestApp, name: &str) -> (TestClient, Value) {
    let (organiser, image_id) = sender_with_card(app, name).await;
    let response = organiser
        .start_group_card(&group_card_body(&image_id))
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    (organiser, response.json().await.unwrap())
}

/// A verified organiser and the group card they started from a greeting
/// card made for `category` (its view).
pub async fn organiser_with_occasion_card(
    app: &TestApp,
    name: &str,
    category: &str,
) -> (TestClient, Value) {
    let organiser = app.verified_user(name).await;
    let made = organiser
        .generate_card(json!({
            "category": category,
            "style": "watercolor",
            "description": "Tulips in a jug",
            "includeText": false,
            "cardText": "",
            "quality": "low",
            "size": "1024x1024",
        }))
        .await;
    assert_eq!(made.status(), StatusCode::CREATED);
    let made: Value = made.json().await.unwrap();
    let image_id = made["id"].as_str().unwrap();
    let response = organiser.start_group_card(&group_card_body(image_id)).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    (organiser, response.json().await.unwrap())
}

/// The suggestions a signing link answers in `tone`, expecting them.
pub async fn suggested(client: &TestClient, token: &str, tone: &str) -> Vec<String> {
    let response = client
        .signing_suggestions(token, &format!("?tone={tone}"))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    serde_json::from_value(body["suggestions"].clone()).unwrap()
}

/// The token at the end of a `/sign/{token}` link.
pub fn sign_token(url: &str) -> String {
    let start = url.find("/sign/").expect("a signing link") + "/sign/".len();
    url[start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect()
}

/// The share link's token of a group card's view.
pub fn share_token(card: &Value) -> String {
    sign_token(card["shareUrl"].as_str().expect("an open share link"))
}

/// A message from `name`.
pub fn message(name: &str, text: &str) -> Value {
    json!({ "name": name, "text": text })
}

/// Signs through `token` and answers the message's id and edit link's token.
pub async fn signed(client: &TestClient, token: &str, body: &Value) -> (String, String) {
    let response = client.sign_card(token, body).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let body: Value = response.json().await.unwrap();
    let own = body["card"]["own"].as_array().unwrap();
    let newest = own.last().expect("the signer's own message");
    let edit = sign_token(body["editUrl"].as_str().unwrap());
    (newest["id"].as_str().unwrap().to_owned(), edit)
}

/// The organiser's view of the card now.
pub async fn organised(organiser: &TestClient, id: &str) -> Value {
    let response = organiser.group_card(id).await;
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

/// The `/sign/{token}` links of the invitations emailed to `email`.
pub async fn invitation_token(app: &TestApp, email: &str) -> String {
    let to = format!("To: {email}");
    let invitation = app
        .emails_containing("Sign the card for", 1)
        .await
        .into_iter()
        .rev()
        .find(|e| e.contains(&to))
        .unwrap_or_else(|| panic!("an invitation to {email}"));
    sign_token(&invitation)
}
