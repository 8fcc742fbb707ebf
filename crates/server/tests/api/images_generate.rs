//! `POST /api/images/generate` with the built-in renderer: validation, auth,
//! charging, concurrency and idempotency.

use crate::helpers::{TestApp, error_message};
use crate::images_support::*;
use cardsmith_server::store::entities::{ledger_entry, reservation};
use reqwest::StatusCode;
use sea_orm::{ActiveEnum, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

#[tokio::test]
async fn a_generation_answers_201_with_the_image_and_charges_its_cost() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("alice").await;
    let body = generate_ok(
        &client,
        json!({ "prompt": PROMPT, "quality": "low", "size": "1536x1024", "outputFormat": "webp" }),
    )
    .await;
    assert!(uuid::Uuid::parse_str(body["id"].as_str().unwrap()).is_ok());
    assert_eq!(body["prompt"], PROMPT);
    assert_eq!(body["quality"], "low");
    assert_eq!(body["size"], "1536x1024");
    assert_eq!(body["outputFormat"], "webp");
    assert_eq!(body["creditCost"], 1.5);
    assert_eq!(body["credits"], 8.5);
    assert!(body["createdAt"].as_str().unwrap().starts_with("20"));
    let image_url = body["imageUrl"].as_str().unwrap();
    let thumbnail_url = body["thumbnailUrl"].as_str().unwrap();
    assert!(image_url.starts_with("/api/images/file/u/") && image_url.ends_with(".webp"));
    assert!(thumbnail_url.ends_with(".thumb.webp"));

    let file = image::load_from_memory(&fetch(&client, image_url).await).unwrap();
    assert_eq!((file.width(), file.height()), (1536, 1024));
    let thumbnail = image::load_from_memory(&fetch(&client, thumbnail_url).await).unwrap();
    assert_eq!((thumbnail.width(), thumbnail.height()), (512, 341));
    assert_eq!(balance(&client).await, 8.5);

    let user_id = app.user_id("alice@example.com").await;
    let entries = ledger_entry::Entity::find()
        .filter(ledger_entry::Column::UserId.eq(&user_id))
        .filter(ledger_entry::Column::Kind.eq("reserve"))
        .all(&app.db)
        .await
        .unwrap();
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].description, "Image generation (low, 1536x1024)");
    let settled = reservation::Entity::find()
        .filter(reservation::Column::UserId.eq(&user_id))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(settled.status.to_value(), "settled");
}

#[tokio::test]
async fn defaults_and_auto_size_follow_the_spec() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("bob").await;
    let body = generate_ok(
        &client,
        json!({ "prompt": "A calm lake at dawn, soft light" }),
    )
    .await;
    assert_eq!(
        (&body["quality"], &body["size"], &body["outputFormat"]),
        (&json!("medium"), &json!("1024x1024"), &json!("png"))
    );
    assert_eq!(body["creditCost"], 4);
    assert_eq!(body["credits"], 6);
    let auto = json!({ "prompt": "A tall poster of a lighthouse", "quality": "low", "size": "auto",
        "outputFormat": "jpeg", "outputCompression": null, "background": null, "style": "natural" });
    let body = generate_ok(&client, auto).await;
    assert_eq!(
        body["size"], "1024x1536",
        "auto is resolved from the prompt"
    );
    assert_eq!(body["creditCost"], 1.5, "auto is charged as auto");
    let file = fetch(&client, body["imageUrl"].as_str().unwrap()).await;
    assert_eq!(
        image::guess_format(&file).unwrap(),
        image::ImageFormat::Jpeg
    );
    assert_eq!(balance(&client).await, 4.5);
}

#[tokio::test]
async fn every_validation_rule_answers_400_with_its_message_and_charges_nothing() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("carol").await;
    let with = |extra: Value| {
        let mut body = json!({ "prompt": PROMPT });
        body.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        body
    };
    let cases = [
        (json!({}), "Description must be at least 10 characters"),
        (
            with(json!({ "prompt": "too short" })),
            "Description must be at least 10 characters",
        ),
        (
            with(json!({ "prompt": "x".repeat(4001) })),
            "Description must be at most 4000 characters",
        ),
        (
            with(json!({ "size": "512x512" })),
            "Size must be one of 1024x1024, 1024x1536, 1536x1024 or auto",
        ),
        (
            with(json!({ "quality": "ultra" })),
            "Quality must be one of low, medium, high or auto",
        ),
        (
            with(json!({ "outputFormat": "gif" })),
            "Output format must be one of png, jpeg or webp",
        ),
        (
            with(json!({ "style": "moody" })),
            "Style must be natural or vivid",
        ),
        (
            with(json!({ "outputFormat": "jpeg", "outputCompression": 101 })),
            "Output compression must be a number from 0 to 100",
        ),
        (
            with(json!({ "outputFormat": "webp", "outputCompression": -1 })),
            "Output compression must be a number from 0 to 100",
        ),
        (
            with(json!({ "outputFormat": "jpeg", "outputCompression": 50.5 })),
            "Output compression must be a number from 0 to 100",
        ),
        (
            with(json!({ "outputFormat": "png", "outputCompression": 80 })),
            "Output compression applies only to jpeg or webp",
        ),
        (
            with(json!({ "background": "white" })),
            "Background may only be 'transparent'",
        ),
        (
            with(json!({ "outputFormat": "jpeg", "background": "transparent" })),
            "A transparent background needs png or webp",
        ),
        (
            with(json!({ "uploadedImage": "not a data url" })),
            "Please upload an image file (PNG, JPEG, etc.)",
        ),
    ];
    for (body, expected) in cases {
        let message = error_message(client.generate(&body).await, StatusCode::BAD_REQUEST).await;
        assert_eq!(message, expected, "{body}");
    }
    let response = client.generate(&json!({ "prompt": 42 })).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(balance(&client).await, 10.0);
}

#[tokio::test]
async fn signed_out_visitors_are_asked_to_log_in() {
    let app = TestApp::spawn().await;
    let response = app.client.generate(&low_square(PROMPT)).await;
    assert_eq!(
        error_message(response, StatusCode::UNAUTHORIZED).await,
        "Please login to generate images"
    );
}

#[tokio::test]
async fn too_few_credits_answers_402_and_leaves_the_balance_alone() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("dave").await;
    let high = json!({ "prompt": PROMPT, "quality": "high", "size": "1024x1024" });
    assert_eq!(
        error_message(client.generate(&high).await, StatusCode::PAYMENT_REQUIRED).await,
        "You don't have enough credits to generate this image"
    );
    assert_eq!(balance(&client).await, 10.0);
    let user_id = app.user_id("dave@example.com").await;
    let reservations = reservation::Entity::find()
        .filter(reservation::Column::UserId.eq(&user_id))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(reservations, 0);
}

#[tokio::test]
async fn thirty_concurrent_generations_with_credits_for_ten_let_exactly_ten_through() {
    let app = TestApp::spawn().await;
    let client = std::sync::Arc::new(app.signed_in_user("erin").await);
    client.csrf_token().await;
    let attempts: Vec<_> = (0..30)
        .map(|n| {
            let client = client.clone();
            tokio::spawn(async move {
                client
                    .generate(&low_square(&format!("{PROMPT} number {n}")))
                    .await
                    .status()
            })
        })
        .collect();
    let mut statuses = Vec::new();
    for attempt in attempts {
        statuses.push(attempt.await.unwrap());
    }
    let created = statuses
        .iter()
        .filter(|s| **s == StatusCode::CREATED)
        .count();
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::PAYMENT_REQUIRED)
        .count();
    assert_eq!((created, refused), (10, 20), "{statuses:?}");
    assert_eq!(balance(&client).await, 0.0);
    let listed: Value = client.images("?limit=50").await.json().await.unwrap();
    assert_eq!(listed["pagination"]["total"], 10);
}
