//! A card's words are a layer on its kept art: "Edit text" sets them again
//! for free, the file changes, the art stays, and racing edits leave one
//! consistent card behind.

use crate::helpers::{TestApp, TestClient, error_message};
use crate::images_support::{balance, fetch};
use cardsmith_server::store::entities::image as image_row;
use reqwest::StatusCode;
use sea_orm::EntityTrait;
use serde_json::{Value, json};

fn card(text: &str) -> Value {
    json!({
        "category": "birthday",
        "style": "watercolor",
        "description": "A cat in a party hat",
        "includeText": !text.is_empty(),
        "cardText": text,
        "quality": "low",
        "size": "1024x1024",
    })
}

async fn make_card(client: &TestClient, text: &str) -> Value {
    let response = client.generate_card(card(text)).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    response.json().await.unwrap()
}

async fn row(app: &TestApp, id: &str) -> image_row::Model {
    image_row::Entity::find_by_id(id)
        .one(&app.db)
        .await
        .unwrap()
        .expect("the image row")
}

/// Every file in the local store, relative to it.
fn stored_files(app: &TestApp) -> Vec<String> {
    let root = app.data_dir.join("images");
    let mut files = Vec::new();
    let mut folders = vec![root.clone()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else {
                files.push(path.strip_prefix(&root).unwrap().display().to_string());
            }
        }
    }
    files.sort();
    files
}

#[tokio::test]
async fn the_words_are_set_on_kept_art_and_edited_for_free() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("edna").await;
    let made = make_card(&client, "Happy birthday, Mina!").await;
    let id = made["id"].as_str().unwrap();
    let first = row(&app, id).await;
    let art_key = first
        .art_key
        .clone()
        .expect("a card with words keeps its art");
    assert_ne!(art_key, first.file_key);
    let art = fetch(&client, &format!("/api/images/file/{art_key}")).await;
    let lettered = fetch(&client, made["imageUrl"].as_str().unwrap()).await;
    assert_ne!(art, lettered, "the words are on the file, not on the art");
    assert_eq!(made["card"]["textPosition"], "bottom");
    assert_eq!(made["card"]["textScheme"], "auto");
    let credits = balance(&client).await;

    let response = client
        .edit_card_text(
            id,
            json!({"text": "Alles Gute, Mina! Ωραία γενέθλια! С днём рождения!", "position": "top", "scheme": "gold"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let edited: Value = response.json().await.unwrap();
    assert_eq!(
        edited["card"]["text"],
        "Alles Gute, Mina! Ωραία γενέθλια! С днём рождения!"
    );
    assert_eq!(edited["card"]["textPosition"], "top");
    assert_eq!(edited["card"]["textScheme"], "gold");
    assert_ne!(
        edited["imageUrl"], made["imageUrl"],
        "a new file, so no cache shows the old words"
    );
    let relettered = fetch(&client, edited["imageUrl"].as_str().unwrap()).await;
    assert_ne!(relettered, lettered);
    assert_eq!(balance(&client).await, credits, "editing the words is free");
    assert_eq!(
        client
            .get(made["imageUrl"].as_str().unwrap())
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    let second = row(&app, id).await;
    assert_eq!(
        second.art_key.as_deref(),
        Some(art_key.as_str()),
        "the art is kept"
    );
    assert_eq!(
        fetch(&client, &format!("/api/images/file/{art_key}")).await,
        art
    );

    // Only the fields sent change; empty words leave the bare art.
    let response = client.edit_card_text(id, json!({"text": ""})).await;
    let bare: Value = response.json().await.unwrap();
    assert_eq!(bare["card"]["text"], Value::Null);
    assert_eq!(bare["card"]["textPosition"], "top");
    assert_eq!(
        stored_files(&app).len(),
        3,
        "art, file and thumbnail: {:?}",
        stored_files(&app)
    );
}

#[tokio::test]
async fn a_wordless_card_can_be_given_words_later() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("wade").await;
    let made = make_card(&client, "").await;
    let id = made["id"].as_str().unwrap();
    assert_eq!(row(&app, id).await.art_key, None, "the file is the art");
    let response = client
        .edit_card_text(id, json!({"text": "عيد ميلاد سعيد", "position": "middle"}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let edited: Value = response.json().await.unwrap();
    assert_eq!(edited["card"]["text"], "عيد ميلاد سعيد");
    let after = row(&app, id).await;
    assert_eq!(after.art_key.as_deref(), Some(made_key(&made).as_str()));
    // The old file is now the art; only its thumbnail went.
    assert_eq!(stored_files(&app).len(), 3, "{:?}", stored_files(&app));

    // Deleting the card removes the art as well.
    assert_eq!(client.delete_image(id).await.status(), StatusCode::OK);
    assert_eq!(stored_files(&app), Vec::<String>::new());
}

fn made_key(image: &Value) -> String {
    image["imageUrl"]
        .as_str()
        .unwrap()
        .trim_start_matches("/api/images/file/")
        .to_owned()
}

#[tokio::test]
async fn bad_edits_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("bert").await;
    let made = make_card(&client, "Hello").await;
    let id = made["id"].as_str().unwrap();
    let before = row(&app, id).await;

    let bad = client
        .edit_card_text(
            id,
            json!({"text": "x".repeat(201), "position": "left", "scheme": "neon"}),
        )
        .await;
    assert_eq!(bad.status(), StatusCode::BAD_REQUEST);
    let body: Value = bad.json().await.unwrap();
    assert_eq!(
        body["errors"]["text"],
        "Card text must be at most 200 characters"
    );
    assert_eq!(
        body["errors"]["position"],
        "Position must be top, middle or bottom"
    );
    assert_eq!(
        body["errors"]["scheme"],
        "Colour scheme must be auto, light, dark or gold"
    );
    assert_eq!(row(&app, id).await, before);

    let image: Value = client
        .generate(&json!({"prompt": "A lighthouse", "quality": "low"}))
        .await
        .json()
        .await
        .unwrap();
    let not_a_card = client
        .edit_card_text(image["id"].as_str().unwrap(), json!({"text": "Hi"}))
        .await;
    assert_eq!(
        error_message(not_a_card, StatusCode::BAD_REQUEST).await,
        "Only cards made with the card creator have words to edit"
    );

    let stranger = app.signed_in_user("stan").await;
    let theirs = stranger
        .edit_card_text(id, json!({"text": "Mine now"}))
        .await;
    assert_eq!(theirs.status(), StatusCode::NOT_FOUND);
    let visitor = app
        .new_client()
        .edit_card_text(id, json!({"text": "Hi"}))
        .await;
    assert_eq!(visitor.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(row(&app, id).await, before);
}

#[tokio::test]
async fn racing_edits_leave_one_consistent_card() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("rita").await;
    let made = make_card(&client, "Start").await;
    let id = made["id"].as_str().unwrap().to_owned();
    let (client_ref, id_ref) = (&client, id.as_str());
    let edits = (0..8).map(|n| async move {
        client_ref
            .edit_card_text(id_ref, json!({"text": format!("Version {n}")}))
            .await
            .status()
    });
    let statuses = futures::future::join_all(edits).await;
    assert!(
        statuses
            .iter()
            .all(|s| *s == StatusCode::OK || *s == StatusCode::CONFLICT),
        "{statuses:?}"
    );
    assert!(statuses.contains(&StatusCode::OK));
    let last = row(&app, &id).await;
    assert!(last.card_text.unwrap().starts_with("Version "));
    // Exactly the art, the current file and its thumbnail are left.
    let files = stored_files(&app);
    assert_eq!(files.len(), 3, "{files:?}");
    for key in [last.art_key.unwrap(), last.file_key.clone()] {
        assert!(
            files
                .iter()
                .any(|file| key.ends_with(file.as_str()) || file.ends_with(&key)),
            "{key} in {files:?}"
        );
    }
    assert!(
        !fetch(&client, &format!("/api/images/file/{}", last.file_key))
            .await
            .is_empty()
    );
}

fn pdf_pages(bytes: &[u8]) -> (lopdf::Document, Vec<Vec<f32>>) {
    assert!(bytes.starts_with(b"%PDF-"));
    let doc = lopdf::Document::load_mem(bytes).expect("a readable PDF");
    let boxes = doc
        .get_pages()
        .into_values()
        .map(|page| {
            doc.get_dictionary(page)
                .unwrap()
                .get(b"MediaBox")
                .unwrap()
                .as_array()
                .unwrap()
                .iter()
                .map(|n| n.as_float().unwrap())
                .collect()
        })
        .collect();
    (doc, boxes)
}

fn squashed(text: &str) -> String {
    text.split_whitespace().collect()
}

#[tokio::test]
async fn a_card_prints_as_a_folded_pdf_with_real_text() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("pria").await;
    let made = make_card(&client, "Happy birthday, Mina!").await;
    let id = made["id"].as_str().unwrap();

    let response = client.card_pdf(id, "").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "application/pdf");
    let disposition = response.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        disposition, "attachment; filename=\"birthday-card-for-mina.pdf\"",
        "named after the card and whom it is for"
    );
    let (doc, boxes) = pdf_pages(&response.bytes().await.unwrap());
    assert_eq!(
        boxes,
        vec![vec![0.0, 0.0, 792.0, 612.0]; 2],
        "two US Letter pages"
    );
    let inside = squashed(&doc.extract_text(&[2]).unwrap());
    assert!(
        inside.contains(&squashed("Happy birthday, Mina!")),
        "{inside}"
    );

    let message = "Dear Mina, may your year be full of light. Всего доброго!";
    let query = format!(
        "?paper=a4&message={}",
        url::form_urlencoded::byte_serialize(message.as_bytes()).collect::<String>()
    );
    let response = client.card_pdf(id, &query).await;
    let (doc, boxes) = pdf_pages(&response.bytes().await.unwrap());
    assert_eq!(boxes.len(), 2);
    assert!(
        (boxes[0][2] - 841.9).abs() < 1.0 && (boxes[0][3] - 595.3).abs() < 1.0,
        "{boxes:?}"
    );
    let inside = squashed(&doc.extract_text(&[2]).unwrap());
    assert!(inside.contains(&squashed(message)), "{inside}");
}

#[tokio::test]
async fn printing_is_for_the_owner_and_checks_its_fields() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("olly").await;
    let made = make_card(&client, "Hello").await;
    let id = made["id"].as_str().unwrap();
    let bad = client
        .card_pdf(id, &format!("?paper=legal&message={}", "m".repeat(1001)))
        .await;
    assert_eq!(bad.status(), StatusCode::BAD_REQUEST);
    let body: Value = bad.json().await.unwrap();
    assert_eq!(body["errors"]["paper"], "Paper must be letter or a4");
    assert_eq!(
        body["errors"]["message"],
        "The message must be at most 1000 characters"
    );
    let stranger = app.signed_in_user("sam").await;
    assert_eq!(
        stranger.card_pdf(id, "").await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.new_client().card_pdf(id, "").await.status(),
        StatusCode::UNAUTHORIZED
    );
}
