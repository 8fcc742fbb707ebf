//! Watching a generation (`Accept: text/event-stream`): previews arrive as
//! Server-Sent Events before the image, then the same answer as the JSON
//! one; refusals and replays stay ordinary JSON answers; a client that
//! leaves mid-stream still gets its image, charged once.

use crate::helpers::TestApp;
use crate::images_support::*;
use crate::previews_support::{events, preview_bytes};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::time::Duration;

const IMAGES: &str = "/api/images/generate";
const CARDS: &str = "/api/cards/generate";

#[tokio::test]
async fn previews_arrive_before_the_image_which_is_charged_once() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("wren").await;
    let response = client
        .generate_watched(IMAGES, &low_square(PROMPT), None)
        .await;
    let events = events(response).await;
    let names: Vec<&str> = events.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["preview", "preview", "done"]);
    for (index, (_, data)) in events[..2].iter().enumerate() {
        assert_eq!(data["index"], index);
        assert!(
            data["image"]
                .as_str()
                .unwrap()
                .starts_with("data:image/jpeg;")
        );
        let preview = image::load_from_memory(&preview_bytes(data)).unwrap();
        assert_eq!(preview.width().max(preview.height()), 256);
    }
    let done = &events[2].1;
    assert_eq!(done["credits"], 9.0);
    assert_eq!(balance(&client).await, 9.0);
    let gallery: Value = client.images("").await.json().await.unwrap();
    assert_eq!(gallery["pagination"]["total"], 1, "{gallery}");
    let image = fetch(&client, done["imageUrl"].as_str().unwrap()).await;
    assert_eq!(image::load_from_memory(&image).unwrap().width(), 1024);
}

#[tokio::test]
async fn a_card_streams_too_and_previews_are_never_stored() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("sparrow").await;
    let card = json!({ "category": "birthday", "style": "watercolor",
        "description": "A fox with balloons", "includeText": true,
        "cardText": "Happy birthday, Sam!", "quality": "low", "size": "1024x1536" });
    let events = events(client.generate_watched(CARDS, &card, None).await).await;
    let (last, done) = events.last().unwrap();
    assert_eq!(last, "done");
    assert!(done["card"].is_object(), "{done}");
    assert!(events.iter().filter(|(name, _)| name == "preview").count() >= 1);
    // The store holds the card's files only: art, image and thumbnail.
    let files = crate::account_deletion_support::stored_files(&app.data_dir);
    assert_eq!(files.len(), 3, "{files:?}");
}

#[tokio::test]
async fn refusals_and_replays_are_the_ordinary_json_answers() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("robin").await;
    let too_short = json!({ "prompt": "hi", "quality": "low", "size": "1024x1024" });
    let response = client.generate_watched(IMAGES, &too_short, None).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/json")
    );

    let made = events(
        client
            .generate_watched(IMAGES, &low_square(PROMPT), Some("key-1"))
            .await,
    )
    .await;
    let first = &made.last().unwrap().1;
    let replay = client
        .generate_watched(IMAGES, &low_square(PROMPT), Some("key-1"))
        .await;
    assert_eq!(replay.status(), StatusCode::CREATED);
    assert_eq!(replay.headers()["idempotent-replayed"], "true");
    let replay: Value = replay.json().await.unwrap();
    assert_eq!(replay["id"], first["id"], "the final image, not a preview");
    assert_eq!(balance(&client).await, 9.0, "charged once");

    // A medium landscape (6 credits) leaves 3; a second is refused before
    // anything is made.
    let medium = json!({ "prompt": PROMPT, "quality": "medium", "size": "1536x1024" });
    events(client.generate_watched(IMAGES, &medium, None).await).await;
    let response = client.generate_watched(IMAGES, &medium, None).await;
    assert_eq!(response.status(), StatusCode::PAYMENT_REQUIRED);
}

#[tokio::test]
async fn a_client_that_leaves_mid_stream_still_finds_its_image() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("finch").await;
    let medium = json!({ "prompt": PROMPT, "quality": "medium", "size": "1536x1024" });
    let mut response = client.generate_watched(IMAGES, &medium, None).await;
    assert_eq!(response.status(), StatusCode::OK);
    let first = response.chunk().await.unwrap().expect("a first event");
    assert!(String::from_utf8_lossy(&first).contains("preview"));
    drop(response);

    let mut total = Value::Null;
    for _ in 0..100 {
        let gallery: Value = client.images("").await.json().await.unwrap();
        total = gallery["pagination"]["total"].clone();
        if total == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(total, 1);
    assert_eq!(balance(&client).await, 4.0, "charged once");
}
