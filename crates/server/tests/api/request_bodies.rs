//! Request bodies take only the fields they define. A misspelt field must
//! never pass for an absent one: `{"cardText": …}` sent to the text edit
//! used to answer 200 and erase the card's words.

use crate::checkout_support::open_demo_checkout;
use crate::console_support::staff;
use crate::helpers::TestApp;
use crate::v1_support::V1Client;
use cardsmith_server::http::routes::{Area, area};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use utoipa::openapi::OpenApi;

const UNKNOWN: &str = "zzNotAField";

/// Every operation with a body in `doc`, its path parameters filled in
/// with `id` (a real demo checkout: its completion looks the checkout up
/// before reading the body; for every other path it is an unknown id).
/// Webhooks are left out: their bodies are the provider's, read raw and
/// checked by signature.
fn writes(doc: &OpenApi, id: &str) -> Vec<(Method, String)> {
    let mut found = Vec::new();
    for (path, item) in &doc.paths.paths {
        if area(path) == Area::Webhooks {
            continue;
        }
        let concrete = path
            .split('/')
            .map(|part| if part.starts_with('{') { id } else { part })
            .collect::<Vec<_>>()
            .join("/");
        for (method, operation) in [
            (Method::POST, &item.post),
            (Method::PUT, &item.put),
            (Method::PATCH, &item.patch),
            (Method::DELETE, &item.delete),
        ] {
            if operation
                .as_ref()
                .is_some_and(|op| op.request_body.is_some())
            {
                found.push((method, concrete.clone()));
            }
        }
    }
    found
}

async fn refusal(response: reqwest::Response) -> (StatusCode, String) {
    (response.status(), response.text().await.unwrap_or_default())
}

#[tokio::test]
async fn every_write_operation_of_both_apis_refuses_an_unknown_field_by_name() {
    let app = TestApp::spawn().await;
    let admin = staff(&app, "admin", "admin").await;
    let verified = app.verified_user("caller").await;
    let api = V1Client::new(&app.base_url, &verified.new_api_key("tests").await);
    let body = json!({ UNKNOWN: true });
    let checkout = open_demo_checkout(&app, &admin.client, "starter").await;

    let mut wrong = Vec::new();
    let web_writes = writes(&cardsmith_server::http::openapi(), &checkout);
    assert!(web_writes.len() > 40, "{web_writes:?}");
    for (method, path) in web_writes {
        let answer = admin.client.send_json(method.clone(), &path, &body).await;
        let (status, text) = refusal(answer).await;
        if status != StatusCode::BAD_REQUEST || !text.contains(UNKNOWN) {
            wrong.push(format!("{method} {path}: {status} {text}"));
        }
    }
    let public_writes = writes(&cardsmith_server::http::v1::openapi(), &checkout);
    assert!(public_writes.len() >= 4, "{public_writes:?}");
    for (method, path) in public_writes {
        let answer = api.request(method.clone(), &path).json(&body).send();
        let (status, text) = refusal(answer.await.unwrap()).await;
        let code =
            serde_json::from_str::<Value>(&text).unwrap_or_default()["error"]["code"].clone();
        if status != StatusCode::BAD_REQUEST || code != "invalid_request" || !text.contains(UNKNOWN)
        {
            wrong.push(format!("{method} {path}: {status} {text}"));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[tokio::test]
async fn a_misspelt_field_keeps_the_cards_words_and_an_absent_one_keeps_them_too() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("writer").await;
    let made: Value = client
        .generate_card(json!({
            "category": "birthday", "style": "watercolor", "quality": "low",
            "cardText": "Happy birthday, Ada"
        }))
        .await
        .json()
        .await
        .unwrap();
    let id = made["id"].as_str().unwrap().to_owned();
    assert_eq!(
        made["card"]["text"], "Happy birthday, Ada",
        "cardText alone includes the words"
    );

    let misspelt = client
        .edit_card_text(&id, json!({"cardText": "Goodbye"}))
        .await;
    assert_eq!(misspelt.status(), StatusCode::BAD_REQUEST);
    let error: Value = misspelt.json().await.unwrap();
    assert_eq!(
        error["message"],
        "Unknown field `cardText`: this request takes text, position, scheme"
    );
    let moved = client
        .edit_card_text(&id, json!({"position": "bottom"}))
        .await;
    assert_eq!(moved.status(), StatusCode::OK);
    let image: Value = client.image(&id).await.json().await.unwrap();
    assert_eq!(image["card"]["text"], "Happy birthday, Ada");
    assert_eq!(image["card"]["textPosition"], "bottom");

    let cleared = client.edit_card_text(&id, json!({"text": ""})).await;
    assert_eq!(cleared.status(), StatusCode::OK);
    let image: Value = client.image(&id).await.json().await.unwrap();
    assert_eq!(
        image["card"]["text"],
        Value::Null,
        "empty text removes the words"
    );
}
