use crate::helpers::{TestApp, error_message};
use crate::images_support::{balance, data_url, fetch, png};
use crate::ledger_support::reserve;
use cardsmith_domain::Credits;
use reqwest::StatusCode;
use serde_json::{Value, json};

fn birthday_card(text: &str) -> Value {
    json!({
        "category": "birthday",
        "style": "watercolor",
        "description": "A cat in a party hat",
        "includeText": true,
        "cardText": text,
        "quality": "low",
        "size": "1024x1024",
    })
}

#[tokio::test]
async fn a_card_is_made_from_its_fields_and_keeps_them() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("cara").await;
    let words = "Happy birthday, Mina! Another year of adventures awaits.";
    let response = client.generate_card(birthday_card(words)).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let card: Value = response.json().await.unwrap();
    assert_eq!(card["card"]["category"], "birthday");
    assert_eq!(card["card"]["style"], "watercolor");
    assert_eq!(card["card"]["text"], words, "the words exactly as typed");
    let prompt = card["prompt"].as_str().unwrap();
    assert!(prompt.contains("a joyful birthday celebration"), "{prompt}");
    assert!(
        !prompt.contains(words),
        "the art is made without the words: {prompt}"
    );
    assert!(prompt.contains("No words or lettering"), "{prompt}");
    assert_eq!(card["credits"], 9, "charged as a low 1024x1024 image");
    assert!(
        !fetch(&client, card["imageUrl"].as_str().unwrap())
            .await
            .is_empty()
    );

    let stored: Value = client
        .image(card["id"].as_str().unwrap())
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(stored["card"]["text"], words);
    assert_eq!(
        stored["description"], "A cat in a party hat.",
        "the customer's own words, without the instructions to the model"
    );
    assert_eq!(stored["fileName"], "birthday-card-for-mina");
    assert_eq!(card["description"], stored["description"]);

    let mut wordless = birthday_card("");
    wordless["includeText"] = json!(false);
    let response = client.generate_card(wordless).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let card: Value = response.json().await.unwrap();
    assert_eq!(card["card"]["text"], Value::Null);
    assert!(card["prompt"].as_str().unwrap().contains("No words"));
    assert_eq!(card["fileName"], "birthday-card-a-cat-in-a-party-hat");
}

#[tokio::test]
async fn bad_cards_are_refused_and_charge_nothing() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("carl").await;
    let mut bad = birthday_card("");
    bad["category"] = json!("party");
    bad["style"] = json!("oil");
    let response = client.generate_card(bad).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        body["errors"]["category"],
        "Please choose one of the card categories"
    );
    assert_eq!(
        body["errors"]["style"],
        "Please choose one of the art styles"
    );
    assert_eq!(
        body["errors"]["cardText"],
        "Please enter the text for your card, or turn text off"
    );
    let long = client.generate_card(birthday_card(&"x".repeat(201))).await;
    assert_eq!(
        error_message(long, StatusCode::BAD_REQUEST).await,
        "Card text must be at most 200 characters"
    );
    assert_eq!(balance(&client).await, 10.0);

    let visitor = app.new_client().generate_card(birthday_card("Hi")).await;
    assert_eq!(
        error_message(visitor, StatusCode::UNAUTHORIZED).await,
        "Please login to generate cards"
    );

    let user_id = app.user_id("carl@example.com").await;
    reserve(&app.db, &user_id, Credits::whole(10), "Spent").await;
    let broke = client.generate_card(birthday_card("Hi")).await;
    assert_eq!(
        error_message(broke, StatusCode::PAYMENT_REQUIRED).await,
        "You don't have enough credits to generate this card"
    );
}

#[tokio::test]
async fn suggestions_use_the_name_and_are_limited() {
    let app = TestApp::spawn().await;
    let client = app.new_client();
    let response = client
        .card_suggestions("?category=thank_you&tone=warm&name=Ola")
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    let messages = body["suggestions"].as_array().unwrap();
    assert!(messages.len() >= 3);
    assert!(messages.iter().any(|m| m.as_str().unwrap().contains("Ola")));
    assert!(
        messages
            .iter()
            .all(|m| !m.as_str().unwrap().contains("{name}"))
    );

    let bad = client
        .card_suggestions("?category=thank_you&tone=sarcastic")
        .await;
    let body: Value = bad.json().await.unwrap();
    assert_eq!(
        body["errors"]["tone"],
        "Tone must be warm, funny, formal or short"
    );

    let mut statuses = Vec::new();
    for _ in 0..60 {
        statuses.push(
            client
                .card_suggestions("?category=wedding&tone=short")
                .await
                .status(),
        );
    }
    assert!(statuses.iter().filter(|s| **s == StatusCode::OK).count() >= 58);
    let limited = client
        .card_suggestions("?category=wedding&tone=short")
        .await;
    assert_eq!(limited.status(), StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn a_photo_goes_into_the_card_only_when_it_is_included() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("pia").await;
    let mut with_photo = birthday_card("For Pia");
    with_photo["uploadedImage"] = json!(data_url("image/png", &png(320, 240)));
    with_photo["includeUploadedImage"] = json!(true);
    let made = client.generate_card(with_photo.clone()).await;
    assert_eq!(made.status(), StatusCode::CREATED);

    // A photo left out is never read: even one that is not an image.
    let mut left_out = with_photo.clone();
    left_out["uploadedImage"] = json!(data_url("image/png", b"not a picture"));
    left_out["includeUploadedImage"] = json!(false);
    assert_eq!(
        client.generate_card(left_out).await.status(),
        StatusCode::CREATED
    );

    let mut broken = with_photo;
    broken["uploadedImage"] = json!(data_url("image/png", b"not a picture"));
    let refused = client.generate_card(broken).await;
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        balance(&client).await,
        8.0,
        "two cards charged, the refused one not"
    );
}
