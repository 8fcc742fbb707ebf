//! The OpenAI-compatible provider against a mock Images API: failures are
//! refunded, the real format and size of the bytes are what gets recorded.

use crate::helpers::{TestApp, error_message};
use crate::images_support::*;
use cardsmith_server::providers::image::settings::{InputFidelity, ProviderKind};
use cardsmith_server::store::entities::{image as image_row, ledger_entry, reservation};
use reqwest::StatusCode;
use sea_orm::{ActiveEnum, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};
use std::time::Duration;
use wiremock::{MockServer, ResponseTemplate};

pub async fn assert_refunded(app: &crate::helpers::TestApp, email: &str) {
    let user_id = app.user_id(email).await;
    let statuses: Vec<String> = reservation::Entity::find()
        .filter(reservation::Column::UserId.eq(&user_id))
        .all(&app.db)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.status.to_value())
        .collect();
    assert_eq!(statuses, ["refunded"]);
    let refunds = ledger_entry::Entity::find()
        .filter(ledger_entry::Column::UserId.eq(&user_id))
        .filter(ledger_entry::Column::Kind.eq("refund"))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(refunds, 1);
    assert_eq!(image_row::Entity::find().count(&app.db).await.unwrap(), 0);
    let stored = std::fs::read_dir(app.data_dir.join("images").join("u"))
        .map(|dir| dir.count())
        .unwrap_or(0);
    assert_eq!(stored, 0, "no file is left behind");
}

#[tokio::test]
async fn a_provider_500_is_a_502_and_the_credits_come_back() {
    let server = MockServer::start().await;
    answer(
        &server,
        GENERATIONS,
        error_answer(500, None, "The server had an error"),
    )
    .await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let client = app.signed_in_user("alice").await;
    let message = error_message(
        client.generate(&low_square(PROMPT)).await,
        StatusCode::BAD_GATEWAY,
    )
    .await;
    assert_eq!(
        message, "The image service could not make this image. Your credits were refunded.",
        "the provider's own words are logged, not sent"
    );
    assert_eq!(balance(&client).await, 10.0);
    assert_eq!(provider_calls(&server).await.len(), 2, "retried once");
    assert_refunded(&app, "alice@example.com").await;
}

#[tokio::test]
async fn a_provider_timeout_is_a_502_and_the_credits_come_back() {
    let server = MockServer::start().await;
    let slow = image_answer(&png(8, 8)).set_delay(Duration::from_secs(3));
    answer(&server, GENERATIONS, slow).await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let client = app.signed_in_user("bob").await;
    let message = error_message(
        client.generate(&low_square(PROMPT)).await,
        StatusCode::BAD_GATEWAY,
    )
    .await;
    assert_eq!(
        message,
        "The image service did not answer in time. Your credits were refunded."
    );
    assert_eq!(balance(&client).await, 10.0);
    assert_refunded(&app, "bob@example.com").await;
}

#[tokio::test]
async fn a_moderation_block_is_a_422_and_is_not_charged() {
    let server = MockServer::start().await;
    let blocked = error_answer(
        400,
        Some("moderation_blocked"),
        "Your request was rejected as a result of our safety system.",
    );
    answer(&server, GENERATIONS, blocked).await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let client = app.signed_in_user("carol").await;
    let message = error_message(
        client.generate(&low_square(PROMPT)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(message, "Your prompt was rejected by the content policy");
    assert_eq!(balance(&client).await, 10.0);
    assert_refunded(&app, "carol@example.com").await;
}

#[tokio::test]
async fn bytes_that_are_not_an_image_are_refunded() {
    let server = MockServer::start().await;
    answer(
        &server,
        GENERATIONS,
        image_answer(b"%PDF-1.7 not a picture"),
    )
    .await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let client = app.signed_in_user("dan").await;
    let message = error_message(
        client.generate(&low_square(PROMPT)).await,
        StatusCode::BAD_GATEWAY,
    )
    .await;
    assert!(
        message.ends_with("Your credits were refunded."),
        "{message}"
    );
    assert_refunded(&app, "dan@example.com").await;
}

/// A provider answering `broken`: a 502 naming none of the provider's text,
/// a refund, and a server that serves on.
async fn refunded_without_provider_text(broken: ResponseTemplate, name: &str) {
    let server = MockServer::start().await;
    answer(&server, GENERATIONS, broken).await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let client = app.signed_in_user(name).await;
    let response = client.generate(&low_square(PROMPT)).await;
    assert_eq!(response.status(), StatusCode::BAD_GATEWAY);
    let text = response.text().await.unwrap();
    assert!(!text.contains("SECRET-PROVIDER-TEXT"), "{text}");
    assert!(text.contains("Your credits were refunded."), "{text}");
    assert_refunded(&app, &format!("{name}@example.com")).await;
    assert_eq!(client.me().await["credits"], 10.0, "still serving");
}

#[tokio::test]
async fn an_answer_that_is_not_json_is_refunded() {
    let cut_off = ResponseTemplate::new(200)
        .insert_header("content-type", "application/json")
        .set_body_string("{\"data\": [{\"b64_json\": SECRET-PROVIDER-TEXT");
    refunded_without_provider_text(cut_off, "erin").await;
}

#[tokio::test]
async fn json_without_an_image_is_refunded() {
    let no_image = ResponseTemplate::new(200)
        .set_body_json(json!({"data": [{"url": "SECRET-PROVIDER-TEXT"}]}));
    refunded_without_provider_text(no_image, "fay").await;
}

#[tokio::test]
async fn the_real_format_and_size_of_the_answer_are_recorded() {
    let server = MockServer::start().await;
    // A provider may answer PNG whatever was asked for, at a size it chose.
    answer(&server, GENERATIONS, image_answer(&png(1024, 1536))).await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let client = app.signed_in_user("erin").await;
    let asked =
        json!({ "prompt": PROMPT, "quality": "low", "size": "auto", "outputFormat": "webp" });
    let body = generate_ok(&client, asked).await;
    assert_eq!(body["outputFormat"], "png");
    assert_eq!(body["size"], "1024x1536");
    assert_eq!(body["creditCost"], 1.5);
    let url = body["imageUrl"].as_str().unwrap();
    assert!(url.ends_with(".png"), "{url}");
    let response = client.get(url).await;
    assert_eq!(response.headers()["content-type"], "image/png");
    let sent: Value = provider_calls(&server).await[0].body_json().unwrap();
    assert_eq!(sent["model"], "gpt-image-1.5");
    assert_eq!(sent["output_format"], "webp");
}

#[tokio::test]
async fn gpt_image_requests_carry_the_options_and_an_uploaded_photo_goes_to_edits() {
    let server = MockServer::start().await;
    answer(
        &server,
        GENERATIONS,
        image_answer(&encode(&picture(1024, 1024), image::ImageFormat::WebP)),
    )
    .await;
    answer(&server, EDITS, image_answer(&png(1024, 1536))).await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let client = app.signed_in_user("frank").await;
    let asked = json!({ "prompt": PROMPT, "quality": "low", "size": "1024x1024",
        "outputFormat": "webp", "background": "transparent", "style": "natural" });
    let body = generate_ok(&client, asked).await;
    assert_eq!(body["outputFormat"], "webp");
    let sent: Value = provider_calls(&server).await[0].body_json().unwrap();
    assert_eq!(sent["quality"], "low");
    assert_eq!(sent["output_format"], "webp");
    assert_eq!(sent["output_compression"], 80);
    assert_eq!(sent["background"], "transparent");

    let with_photo = json!({ "prompt": PROMPT, "quality": "low", "size": "1024x1536",
        "uploadedImage": data_url("image/jpeg", &png(40, 30)) });
    let body = generate_ok(&client, with_photo).await;
    assert_eq!(body["size"], "1024x1536");
    let requests = provider_calls(&server).await;
    let edit = requests
        .iter()
        .find(|r| r.url.path() == EDITS)
        .expect("an edit was sent");
    let form = String::from_utf8_lossy(&edit.body).to_lowercase();
    assert!(
        form.contains("content-type: image/png"),
        "the photo is sent as PNG"
    );
    let signature = b"\x89PNG\r\n\x1a\n";
    assert!(
        edit.body.windows(8).any(|w| w == signature),
        "re-encoded PNG bytes"
    );
    assert_eq!(balance(&client).await, 7.5);
}

/// The `input_fidelity` field of the one edit `server` received, if sent.
async fn sent_fidelity(server: &MockServer) -> Option<String> {
    let requests = provider_calls(server).await;
    let edit = requests
        .iter()
        .find(|r| r.url.path() == EDITS)
        .expect("an edit was sent");
    let form = String::from_utf8_lossy(&edit.body).into_owned();
    let field = "name=\"input_fidelity\"\r\n\r\n";
    let start = form.find(field)? + field.len();
    Some(form[start..].lines().next().unwrap_or_default().to_owned())
}

#[tokio::test]
async fn a_photo_card_asks_to_keep_faces_where_the_model_can() {
    let photo_card = json!({ "prompt": PROMPT, "quality": "low", "size": "1024x1024",
        "uploadedImage": data_url("image/png", &png(40, 30)) });
    for (model, fidelity, sent, keeps_faces) in [
        ("gpt-image-1.5", None, Some("high"), true),
        (
            "gpt-image-1.5",
            Some(InputFidelity::Low),
            Some("low"),
            false,
        ),
        ("gpt-image-1-mini", None, None, false),
    ] {
        let server = MockServer::start().await;
        answer(&server, EDITS, image_answer(&png(1024, 1024))).await;
        let base_url = format!("{}/v1", server.uri());
        let app = TestApp::spawn_with(move |config| {
            config.images.provider = ProviderKind::Openai;
            config.images.openai_base_url = base_url;
            config.images.openai_model = model.to_owned();
            if let Some(fidelity) = fidelity {
                config.images.openai_input_fidelity = fidelity;
            }
        })
        .await;
        let pricing: Value = app.client.pricing().await.json().await.unwrap();
        assert_eq!(pricing["options"]["keepsFaces"], keeps_faces, "{model}");
        let client = app.signed_in_user("gran").await;
        generate_ok(&client, photo_card.clone()).await;
        assert_eq!(sent_fidelity(&server).await.as_deref(), sent, "{model}");
    }
}

#[tokio::test]
async fn the_site_and_pricing_name_the_provider_in_use() {
    let server = MockServer::start().await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let site: Value = app.client.site().await.json().await.unwrap();
    assert_eq!(
        site["imageProviderName"],
        "OpenAI-compatible model gpt-image-1.5"
    );
    assert_eq!(site["offlineDesigner"], false);
    let pricing: Value = app.client.pricing().await.json().await.unwrap();
    assert_eq!(
        pricing["expectedSeconds"],
        json!({ "low": 15, "medium": 30, "high": 60, "auto": 40 })
    );
}

#[tokio::test]
async fn a_failure_after_the_files_were_stored_removes_them_and_refunds() {
    use cardsmith_server::store::entities::image_request;
    use sea_orm::sea_query::Expr;

    let server = MockServer::start().await;
    let slowish = image_answer(&png(1024, 1024)).set_delay(Duration::from_millis(700));
    answer(&server, GENERATIONS, slowish).await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let client = std::sync::Arc::new(app.signed_in_user("ivan").await);
    client.csrf_token().await;
    let running = {
        let client = client.clone();
        tokio::spawn(async move { client.generate_with_key(&low_square(PROMPT), "taken").await })
    };
    tokio::time::sleep(Duration::from_millis(300)).await;
    // Another attempt takes the key over while the image is being made, so
    // recording the image fails after its files were written.
    image_request::Entity::update_many()
        .col_expr(
            image_request::Column::Attempt,
            Expr::value("another-attempt"),
        )
        .exec(&app.db)
        .await
        .unwrap();
    let response = running.await.unwrap();
    assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
    assert_eq!(balance(&client).await, 10.0);
    assert_refunded(&app, "ivan@example.com").await;
}
