//! Revising an image in words: a new image from one the customer owns,
//! charged like any image, the original kept, the versions linked; a card's
//! words kept and never sent to the model; every refusal made before any
//! charge; `/v1` the same, with a clear code where the model cannot edit.

use crate::helpers::{TestApp, TestClient};
use crate::images_support::*;
use crate::previews_support::events;
use crate::v1_support::{V1Client, data, error_code};
use cardsmith_server::providers::image::{CANNOT_REMOVE, NOTHING_TO_CHANGE};
use reqwest::StatusCode;
use serde_json::{Value, json};
use wiremock::MockServer;

const LIGHTHOUSE: &str = "A lighthouse on a cliff above the sea";

async fn revise_ok(client: &TestClient, id: &str, body: Value) -> Value {
    let response = client.revise_image(id, &body, None, false).await;
    let status = response.status();
    let answer: Value = response.json().await.unwrap();
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    answer
}

async fn gallery_total(client: &TestClient) -> u64 {
    let gallery: Value = client.images("").await.json().await.unwrap();
    gallery["pagination"]["total"].as_u64().unwrap()
}

async fn versions(client: &TestClient, id: &str) -> Vec<String> {
    let response = client.image_versions(id).await;
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    body["versions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["id"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_chain_of_three_versions_each_charged_with_the_original_kept() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("ivy").await;
    let original = generate_ok(&client, low_square(LIGHTHOUSE)).await;
    let original_id = original["id"].as_str().unwrap();

    let second = revise_ok(
        &client,
        original_id,
        json!({ "instruction": "make the sky a sunset", "quality": "low" }),
    )
    .await;
    assert_eq!(second["revisedFrom"], original_id);
    assert_eq!(second["revision"], "make the sky a sunset");
    assert_eq!(
        second["prompt"],
        format!("{LIGHTHOUSE}. Make the sky a sunset")
    );
    assert_eq!(second["size"], "1024x1024", "the original's size");
    assert_eq!(second["credits"], 8.0);
    let second_id = second["id"].as_str().unwrap();

    // Landscape, medium: 6 credits, priced by the table like any image.
    let third = revise_ok(
        &client,
        second_id,
        json!({ "instruction": "in watercolor", "quality": "medium", "size": "1536x1024" }),
    )
    .await;
    assert_eq!(third["revisedFrom"], second_id);
    assert_eq!(third["size"], "1536x1024");
    assert_eq!(third["credits"], 2.0);
    assert_eq!(balance(&client).await, 2.0);
    let third_id = third["id"].as_str().unwrap();

    let chain = [original_id, second_id, third_id].map(str::to_owned);
    for id in &chain {
        assert_eq!(versions(&client, id).await, chain, "from {id}");
    }
    assert_eq!(gallery_total(&client).await, 3);
    let pictures: Vec<Vec<u8>> = futures::future::join_all(
        [&original, &second, &third].map(|made| fetch(&client, made["imageUrl"].as_str().unwrap())),
    )
    .await;
    assert_ne!(pictures[0], pictures[1], "the sunset changed the picture");
    assert_ne!(pictures[1], pictures[2]);

    // Deleting the middle version leaves the line whole around it.
    assert_eq!(
        client.delete_image(second_id).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        versions(&client, third_id).await,
        [original_id, third_id].map(str::to_owned)
    );
}

#[tokio::test]
async fn a_cards_words_are_kept_on_the_revised_art() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("bramble").await;
    let card = json!({ "category": "birthday", "style": "watercolor",
        "description": "A fox with balloons", "includeText": true,
        "cardText": "Happy birthday, Sam!", "quality": "low", "size": "1024x1536" });
    let made = client.generate_card(card).await;
    assert_eq!(made.status(), StatusCode::CREATED);
    let made: Value = made.json().await.unwrap();
    let moved = client
        .edit_card_text(
            made["id"].as_str().unwrap(),
            json!({ "text": "Happy birthday, Sam!", "position": "top" }),
        )
        .await;
    assert_eq!(moved.status(), StatusCode::OK);

    let revised = revise_ok(
        &client,
        made["id"].as_str().unwrap(),
        json!({ "instruction": "make it a night scene", "quality": "low" }),
    )
    .await;
    assert_eq!(revised["card"]["text"], "Happy birthday, Sam!");
    assert_eq!(revised["card"]["category"], made["card"]["category"]);
    assert_eq!(
        revised["card"]["textPosition"], "top",
        "the words stay where they were"
    );
    assert_eq!(revised["size"], "1024x1536");
}

#[tokio::test]
async fn refusals_come_before_any_charge() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("sorrel").await;
    let made = generate_ok(&client, low_square(LIGHTHOUSE)).await;
    let id = made["id"].as_str().unwrap();
    assert_eq!(balance(&client).await, 9.0);

    let cases = [
        (
            json!({ "instruction": "hi" }),
            StatusCode::BAD_REQUEST,
            "instruction",
        ),
        (json!({}), StatusCode::BAD_REQUEST, "instruction"),
        (
            json!({ "instruction": "x".repeat(1001) }),
            StatusCode::BAD_REQUEST,
            "instruction",
        ),
        (
            json!({ "instruction": "make it red", "size": "big" }),
            StatusCode::BAD_REQUEST,
            "size",
        ),
        (
            json!({ "instruction": "make it red", "quality": "ultra" }),
            StatusCode::BAD_REQUEST,
            "quality",
        ),
    ];
    for (body, status, field) in cases {
        let response = client.revise_image(id, &body, None, false).await;
        assert_eq!(response.status(), status, "{body}");
        let answer: Value = response.json().await.unwrap();
        assert!(answer["errors"][field].is_string(), "{answer}");
    }

    // The built-in designer cannot take things away, or change what it does not know.
    for (instruction, why) in [
        ("remove the lighthouse", CANNOT_REMOVE),
        ("make it more quirky", NOTHING_TO_CHANGE),
    ] {
        let response = client
            .revise_image(id, &json!({ "instruction": instruction }), None, false)
            .await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{instruction}");
        let answer: Value = response.json().await.unwrap();
        assert_eq!(answer["message"], why);
    }

    // High quality square costs 15: more than the 9 left.
    let response = client
        .revise_image(
            id,
            &json!({ "instruction": "at sunset", "quality": "high" }),
            None,
            false,
        )
        .await;
    assert_eq!(response.status(), StatusCode::PAYMENT_REQUIRED);

    // Someone else's image, or none, is not there.
    let stranger = app.signed_in_user("nettle").await;
    let response = stranger
        .revise_image(id, &json!({ "instruction": "at sunset" }), None, false)
        .await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        stranger.image_versions(id).await.status(),
        StatusCode::NOT_FOUND
    );
    let response = client
        .revise_image(
            "no-such-image",
            &json!({ "instruction": "at sunset" }),
            None,
            false,
        )
        .await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);

    assert_eq!(balance(&client).await, 9.0, "nothing was charged");
    assert_eq!(balance(&stranger).await, 10.0);
    assert_eq!(gallery_total(&client).await, 1);
}

#[tokio::test]
async fn a_revision_is_idempotent_and_can_be_watched() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("tansy").await;
    let made = generate_ok(&client, low_square(LIGHTHOUSE)).await;
    let id = made["id"].as_str().unwrap();
    let body = json!({ "instruction": "at dawn", "quality": "low" });

    let events = events(client.revise_image(id, &body, Some("rev-1"), true).await).await;
    let names: Vec<&str> = events.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names.last(), Some(&"done"));
    assert!(names.contains(&"preview"), "{names:?}");
    let done = &events.last().unwrap().1;
    assert_eq!(done["revisedFrom"], id);

    let replay = client.revise_image(id, &body, Some("rev-1"), false).await;
    assert_eq!(replay.status(), StatusCode::CREATED);
    assert_eq!(replay.headers()["idempotent-replayed"], "true");
    let replay: Value = replay.json().await.unwrap();
    assert_eq!(replay["id"], done["id"]);
    // The same key for another instruction is another request.
    let other = json!({ "instruction": "at dusk", "quality": "low" });
    let reused = client.revise_image(id, &other, Some("rev-1"), false).await;
    assert_eq!(reused.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(balance(&client).await, 8.0, "charged once");
    assert_eq!(gallery_total(&client).await, 2);
}

/// An app on a model with edits (gpt-image-2) and one without (dall-e-3).
async fn openai_app(server: &MockServer, model: &str) -> TestApp {
    spawn_with_openai(server, model).await
}

#[tokio::test]
async fn the_model_is_sent_the_art_and_the_instruction_never_the_cards_words() {
    let server = MockServer::start().await;
    answer(&server, GENERATIONS, image_answer(&png(1024, 1536))).await;
    answer(&server, EDITS, image_answer(&png(1024, 1536))).await;
    let app = openai_app(&server, "gpt-image-2").await;
    let client = app.signed_in_user("yarrow").await;
    let pricing: Value = client.get("/api/pricing").await.json().await.unwrap();
    assert_eq!(pricing["options"]["revise"], true);
    let card = json!({ "category": "birthday", "style": "watercolor",
        "description": "A fox with balloons", "includeText": true,
        "cardText": "Happy birthday, Sam!", "quality": "low", "size": "1024x1536" });
    let made: Value = client.generate_card(card).await.json().await.unwrap();
    let revised = revise_ok(
        &client,
        made["id"].as_str().unwrap(),
        json!({ "instruction": "give the fox a blue scarf", "quality": "low" }),
    )
    .await;
    assert_eq!(revised["card"]["text"], "Happy birthday, Sam!");

    let calls = provider_calls(&server).await;
    assert_eq!(calls.len(), 2);
    let edit = &calls[1];
    assert_eq!(edit.url.path(), EDITS);
    let form = String::from_utf8_lossy(&edit.body);
    assert!(
        form.contains("give the fox a blue scarf"),
        "the instruction is the prompt"
    );
    assert!(
        !form.contains("Happy birthday"),
        "the card's words are never sent"
    );
    assert!(
        !form.contains("A fox with balloons"),
        "nor the original prompt"
    );
    assert!(
        form.contains("name=\"image\""),
        "the art goes as the image to edit"
    );
    assert!(
        form.contains("input_fidelity"),
        "details kept where the model can"
    );
}

#[tokio::test]
async fn a_model_without_edits_offers_no_revision_and_refuses_one() {
    let server = MockServer::start().await;
    answer(&server, GENERATIONS, image_answer(&png(1024, 1024))).await;
    let app = openai_app(&server, "dall-e-3").await;
    let client = app.verified_user("fennel").await;
    let pricing: Value = client.get("/api/pricing").await.json().await.unwrap();
    assert_eq!(pricing["options"]["revise"], false);
    let made = generate_ok(&client, low_square(LIGHTHOUSE)).await;
    let id = made["id"].as_str().unwrap();
    let body = json!({ "instruction": "make the sky a sunset" });
    let response = client.revise_image(id, &body, None, false).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let answer: Value = response.json().await.unwrap();
    assert_eq!(
        answer["message"],
        "The image model in use cannot revise images"
    );

    let api = V1Client::new(&app.base_url, &client.new_api_key("tests").await);
    let options = data(api.image_options().await, StatusCode::OK).await;
    assert_eq!(options["revise"], false, "{options}");
    let code = error_code(
        api.revise_image(id, &body, None).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(code, "unsupported_option");
    assert_eq!(balance(&client).await, 9.0);
    assert_eq!(
        provider_calls(&server).await.len(),
        1,
        "only the first image"
    );
}

#[tokio::test]
async fn the_public_api_revises_and_lists_versions() {
    let app = TestApp::spawn().await;
    let client = app.verified_user("chicory").await;
    let api = V1Client::new(&app.base_url, &client.new_api_key("tests").await);
    let made = data(
        api.generate_image(&json!({ "prompt": LIGHTHOUSE, "quality": "low" }), None)
            .await,
        StatusCode::CREATED,
    )
    .await;
    let id = made["image"]["id"].as_str().unwrap();
    let body = json!({ "instruction": "in a vintage style", "quality": "low" });
    let revised = data(
        api.revise_image(id, &body, Some("v1-rev")).await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(revised["image"]["revisedFrom"], id);
    assert_eq!(revised["image"]["revision"], "in a vintage style");
    assert_eq!(revised["credits"], 8.0);
    let replay = data(
        api.revise_image(id, &body, Some("v1-rev")).await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(replay["replayed"], true);
    assert_eq!(replay["image"]["id"], revised["image"]["id"]);

    let listed = data(api.image_versions(id).await, StatusCode::OK).await;
    let ids: Vec<&str> = listed["versions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, [id, revised["image"]["id"].as_str().unwrap()]);
    let code = error_code(
        api.revise_image("nope", &body, None).await,
        StatusCode::NOT_FOUND,
    )
    .await;
    assert_eq!(code, "not_found");
    let code = error_code(
        api.revise_image(id, &json!({ "instruction": "" }), None)
            .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(code, "invalid_request");
    assert_eq!(balance(&client).await, 8.0);
}
