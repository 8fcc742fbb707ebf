//! The public API over real HTTP: bearer keys only, the envelope, the same
//! generation flow as the web app, owner-only images, pagination bounds,
//! idempotent generation, and every error code.

use crate::helpers::{TestApp, TestClient};
use crate::images_support::{answer, error_answer, spawn_with_openai};
use crate::v1_support::{V1Client, data, error_code, spawn_generous};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use wiremock::MockServer;

async fn caller(app: &TestApp, name: &str) -> (TestClient, V1Client) {
    let client = app.verified_user(name).await;
    let secret = client.new_api_key("tests").await;
    (client, V1Client::new(&app.base_url, &secret))
}

fn low(prompt: &str) -> Value {
    json!({"prompt": prompt, "quality": "low"})
}

#[tokio::test]
async fn an_image_is_generated_with_the_documented_defaults_and_form() {
    let app = spawn_generous().await;
    let (_, v1) = caller(&app, "dana").await;
    let response = v1
        .generate_image(&json!({"prompt": "A lighthouse at dawn"}), None)
        .await;
    let made = data(response, StatusCode::CREATED).await;
    let image = &made["image"];
    assert_eq!(image["quality"], "medium");
    assert_eq!(image["size"], "1024x1024");
    assert_eq!(image["outputFormat"], "png");
    assert_eq!(image["creditCost"], 4);
    assert_eq!(made["credits"], 6);
    assert_eq!(made["replayed"], false);
    let url = image["imageUrl"].as_str().unwrap();
    assert!(
        url.starts_with("http://127.0.0.1:"),
        "an absolute URL: {url}"
    );
    for field in ["id", "prompt", "createdAt"] {
        assert!(image[field].is_string(), "{field} in {image}");
    }
    let file = reqwest::get(url).await.unwrap();
    assert_eq!(file.status(), StatusCode::OK);

    let id = image["id"].as_str().unwrap();
    let fetched = data(v1.image(id).await, StatusCode::OK).await;
    assert_eq!(fetched["id"], id);
    let account = data(v1.account().await, StatusCode::OK).await;
    assert_eq!(account["credits"], 6);
    assert_eq!(account["tier"], "free");
    assert_eq!(
        account["limits"],
        json!({"perMinute": 1000, "perDay": 10000})
    );
    assert_eq!(account["usage"]["today"], 3, "generate, get and this call");
}

#[tokio::test]
async fn a_card_gets_its_exact_text_and_the_text_is_edited_for_free() {
    let app = spawn_generous().await;
    let (_, v1) = caller(&app, "cleo").await;
    let card = json!({
        "category": "wedding", "style": "vintage", "description": "Two doves",
        "includeText": true, "cardText": "Mazel tov, Noa & Eli! מזל טוב", "quality": "low",
    });
    let made = data(v1.generate_card(&card, None).await, StatusCode::CREATED).await;
    assert_eq!(
        made["image"]["card"]["text"],
        "Mazel tov, Noa & Eli! מזל טוב"
    );
    assert_eq!(made["credits"], 9);
    let id = made["image"]["id"].as_str().unwrap();
    let edited = data(
        v1.edit_text(
            id,
            &json!({"text": "Congratulations!", "position": "middle"}),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(edited["card"]["text"], "Congratulations!");
    assert_eq!(edited["card"]["textPosition"], "middle");
    assert_ne!(edited["imageUrl"], made["image"]["imageUrl"]);
    assert_eq!(data(v1.account().await, StatusCode::OK).await["credits"], 9);
}

#[tokio::test]
async fn keys_are_the_only_way_in() {
    let app = spawn_generous().await;
    let (browser, _) = caller(&app, "ivy").await;
    let anonymous = V1Client::anonymous(&app.base_url).account().await;
    // The challenge RFC 6750 asks for; no rate-limit headers, as no
    // account is counted.
    assert_eq!(
        anonymous.headers()["www-authenticate"],
        r#"Bearer realm="Cardsmith API""#
    );
    assert!(anonymous.headers().get("x-ratelimit-limit").is_none());
    assert_eq!(
        error_code(anonymous, StatusCode::UNAUTHORIZED).await,
        "unauthorized"
    );
    let forged = V1Client::new(&app.base_url, &format!("cs_live_{}", "A".repeat(43)))
        .account()
        .await;
    assert_eq!(
        forged.headers()["www-authenticate"],
        r#"Bearer realm="Cardsmith API", error="invalid_token""#
    );
    assert_eq!(
        error_code(forged, StatusCode::UNAUTHORIZED).await,
        "unauthorized"
    );
    let garbage = V1Client::new(&app.base_url, "not a key");
    assert_eq!(
        error_code(garbage.account().await, StatusCode::UNAUTHORIZED).await,
        "unauthorized"
    );

    // A signed-in browser's cookies and CSRF token do not open /v1.
    let with_session = browser
        .raw(Method::GET, "/v1/account")
        .send()
        .await
        .unwrap();
    assert_eq!(with_session.status(), StatusCode::UNAUTHORIZED);
    let body: Value = with_session.json().await.unwrap();
    assert_eq!(body["error"]["code"], "unauthorized");
}

#[tokio::test]
async fn images_are_private_to_their_account() {
    let app = spawn_generous().await;
    let (_, owner) = caller(&app, "olga").await;
    let (_, other) = caller(&app, "otto").await;
    let made = data(
        owner
            .generate_image(&low("A red kite in the sky"), None)
            .await,
        StatusCode::CREATED,
    )
    .await;
    let id = made["image"]["id"].as_str().unwrap();
    assert_eq!(
        error_code(other.image(id).await, StatusCode::NOT_FOUND).await,
        "not_found"
    );
    assert_eq!(
        error_code(other.delete_image(id).await, StatusCode::NOT_FOUND).await,
        "not_found"
    );
    assert_eq!(
        error_code(
            other.edit_text(id, &json!({"text": "Hi"})).await,
            StatusCode::NOT_FOUND
        )
        .await,
        "not_found"
    );
    let listed = data(other.images("").await, StatusCode::OK).await;
    assert_eq!(listed["pagination"]["total"], 0);

    let deleted = data(owner.delete_image(id).await, StatusCode::OK).await;
    assert_eq!(deleted["id"], id);
    assert_eq!(
        error_code(owner.image(id).await, StatusCode::NOT_FOUND).await,
        "not_found"
    );
    let gone = reqwest::get(made["image"]["imageUrl"].as_str().unwrap())
        .await
        .unwrap();
    assert_eq!(gone.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn pages_are_bounded_and_searchable() {
    let app = spawn_generous().await;
    let (_, v1) = caller(&app, "paul").await;
    for prompt in [
        "A blue whale at sea",
        "A blue moon at night",
        "A green frog on a leaf",
    ] {
        data(
            v1.generate_image(&low(prompt), None).await,
            StatusCode::CREATED,
        )
        .await;
    }
    let first = data(v1.images("?limit=2").await, StatusCode::OK).await;
    assert_eq!(first["images"].as_array().unwrap().len(), 2);
    assert_eq!(
        first["pagination"],
        json!({"total": 3, "page": 1, "limit": 2, "pages": 2})
    );
    let defaults = data(v1.images("").await, StatusCode::OK).await;
    assert_eq!(defaults["pagination"]["limit"], 20);
    let found = data(v1.images("?search=BLUE").await, StatusCode::OK).await;
    assert_eq!(found["pagination"]["total"], 2);
    assert_eq!(
        data(v1.images("?limit=50").await, StatusCode::OK).await["pagination"]["limit"],
        50
    );
    for bad in [
        "?limit=51",
        "?limit=0",
        "?page=0",
        "?page=-1",
        "?limit=ten",
        "?page=1000001",
    ] {
        assert_eq!(
            error_code(v1.images(bad).await, StatusCode::BAD_REQUEST).await,
            "invalid_request",
            "{bad}"
        );
    }
}

#[tokio::test]
async fn the_same_key_replays_a_different_body_conflicts_and_racers_make_one_image() {
    let app = spawn_generous().await;
    let (_, v1) = caller(&app, "ida").await;
    let first = data(
        v1.generate_image(&low("A windmill in a field"), Some("order-1"))
            .await,
        StatusCode::CREATED,
    )
    .await;
    let again = data(
        v1.generate_image(&low("A windmill in a field"), Some("order-1"))
            .await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(again["image"]["id"], first["image"]["id"]);
    assert_eq!(again["replayed"], true);
    let changed = v1
        .generate_image(&low("A watermill in a field"), Some("order-1"))
        .await;
    assert_eq!(
        error_code(changed, StatusCode::UNPROCESSABLE_ENTITY).await,
        "idempotency_conflict"
    );
    assert_eq!(
        data(v1.account().await, StatusCode::OK).await["credits"],
        9,
        "charged once"
    );

    let v1 = &v1;
    let racers = futures::future::join_all((0..8).map(|_| async move {
        v1.generate_image(&low("A paper lantern at night"), Some("order-2"))
            .await
    }))
    .await;
    let mut ids = Vec::new();
    for response in racers {
        match response.status() {
            StatusCode::CREATED => {
                ids.push(data(response, StatusCode::CREATED).await["image"]["id"].clone())
            }
            StatusCode::CONFLICT => assert_eq!(
                error_code(response, StatusCode::CONFLICT).await,
                "idempotency_conflict"
            ),
            other => panic!("unexpected {other}"),
        }
    }
    ids.dedup();
    assert_eq!(ids.len(), 1, "one generation: {ids:?}");
    assert_eq!(data(v1.account().await, StatusCode::OK).await["credits"], 8);
}

#[tokio::test]
async fn client_errors_have_their_codes_and_change_nothing() {
    let app = spawn_generous().await;
    let (_, v1) = caller(&app, "ezra").await;
    let missing = v1.generate_image(&json!({"quality": "low"}), None).await;
    assert_eq!(
        error_code(missing, StatusCode::BAD_REQUEST).await,
        "invalid_request"
    );
    // The length rule names this API's field, not the web form's.
    let short = v1
        .generate_image(&json!({"prompt": "A cat", "quality": "low"}), None)
        .await;
    assert_eq!(short.status(), StatusCode::BAD_REQUEST);
    let answer: Value = short.json().await.unwrap();
    assert_eq!(
        answer["error"]["message"],
        "prompt must be at least 10 characters"
    );
    let bad_size = v1
        .generate_image(
            &json!({"prompt": "A lighthouse at dawn", "size": "9x9"}),
            None,
        )
        .await;
    assert_eq!(
        error_code(bad_size, StatusCode::BAD_REQUEST).await,
        "invalid_request"
    );
    let not_json = v1
        .request(Method::POST, "/v1/images/generate")
        .header("content-type", "text/plain")
        .body("prompt=x")
        .send()
        .await
        .unwrap();
    assert_eq!(
        error_code(not_json, StatusCode::UNSUPPORTED_MEDIA_TYPE).await,
        "invalid_request"
    );
    let wrong_method = v1.request(Method::PUT, "/v1/account").send().await.unwrap();
    assert!(wrong_method.headers().contains_key("allow"));
    assert_eq!(
        error_code(wrong_method, StatusCode::METHOD_NOT_ALLOWED).await,
        "invalid_request"
    );
    let unknown = v1
        .request(Method::GET, "/v1/nothing-here")
        .send()
        .await
        .unwrap();
    assert_eq!(
        error_code(unknown, StatusCode::NOT_FOUND).await,
        "not_found"
    );

    let expensive = json!({"prompt": "A castle on a hill", "quality": "high", "size": "1536x1024"});
    assert_eq!(
        error_code(
            v1.generate_image(&expensive, None).await,
            StatusCode::PAYMENT_REQUIRED
        )
        .await,
        "insufficient_credits"
    );
    assert_eq!(
        data(v1.account().await, StatusCode::OK).await["credits"],
        10
    );
}

#[tokio::test]
async fn an_unconfirmed_account_is_forbidden() {
    use cardsmith_server::store::entities::user;
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
    let app = spawn_generous().await;
    let (_, v1) = caller(&app, "fay").await;
    user::Entity::update_many()
        .col_expr(
            user::Column::EmailVerifiedAt,
            Expr::value(None::<chrono::DateTime<chrono::Utc>>),
        )
        .filter(user::Column::Email.eq("fay@example.com"))
        .exec(&app.db)
        .await
        .unwrap();
    assert_eq!(
        error_code(v1.account().await, StatusCode::FORBIDDEN).await,
        "forbidden"
    );
}

#[tokio::test]
async fn provider_refusals_and_failures_have_their_codes_and_are_refunded() {
    let server = MockServer::start().await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let (_, v1) = caller(&app, "pia").await;
    let blocked = error_answer(
        400,
        Some("moderation_blocked"),
        "Rejected by the safety system.",
    );
    answer(&server, "/v1/images/generations", blocked).await;
    let refused = v1
        .generate_image(&low("Something to be refused"), None)
        .await;
    assert_eq!(
        error_code(refused, StatusCode::UNPROCESSABLE_ENTITY).await,
        "content_policy"
    );

    server.reset().await;
    answer(
        &server,
        "/v1/images/generations",
        error_answer(500, None, "down"),
    )
    .await;
    let failed = v1
        .generate_image(&low("Anything at all, really"), None)
        .await;
    assert_eq!(
        error_code(failed, StatusCode::BAD_GATEWAY).await,
        "provider_unavailable"
    );
    assert_eq!(
        data(v1.account().await, StatusCode::OK).await["credits"],
        10
    );
}

#[tokio::test]
async fn a_broken_image_store_is_unavailable_and_refunded() {
    let app = spawn_generous().await;
    let (_, v1) = caller(&app, "ira").await;
    // The store's folder for user files becomes a plain file: every write fails.
    let folder = app.data_dir.join("images").join("u");
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::write(&folder, b"not a folder").unwrap();
    let failed = v1.generate_image(&low("A small boat at sea"), None).await;
    assert_eq!(
        error_code(failed, StatusCode::SERVICE_UNAVAILABLE).await,
        "service_unavailable"
    );
    assert_eq!(
        data(v1.account().await, StatusCode::OK).await["credits"],
        10
    );
}

#[tokio::test]
async fn a_database_fault_is_an_internal_error_without_details() {
    use sea_orm::ConnectionTrait;
    let app = spawn_generous().await;
    let (_, v1) = caller(&app, "ines").await;
    app.db
        .execute_unprepared("DROP TABLE api_daily_usage")
        .await
        .unwrap();
    let failed = v1.account().await;
    assert_eq!(failed.status(), StatusCode::INTERNAL_SERVER_ERROR);
    let body: Value = failed.json().await.unwrap();
    assert_eq!(body["error"]["code"], "internal");
    assert!(!body.to_string().contains("api_daily_usage"), "{body}");
}

#[tokio::test]
async fn the_documents_are_served_and_separate() {
    let app = spawn_generous().await;
    let doc: Value = reqwest::get(format!("{}/v1/openapi.json", app.base_url))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
    let paths = doc["paths"].as_object().unwrap();
    assert!(paths.contains_key("/v1/images/generate") && paths.contains_key("/v1/account"));
    assert!(
        paths.keys().all(|path| path.starts_with("/v1/")),
        "no /api paths"
    );
    // What generated clients rely on: where it is served, the envelope's
    // constant, the codes, and the headers every counted answer carries.
    assert_eq!(doc["servers"][0]["url"], app.base_url.as_str());
    let schemas = &doc["components"]["schemas"];
    assert_eq!(
        schemas["ErrorEnvelope"]["properties"]["success"]["const"],
        false
    );
    assert_eq!(
        schemas["GeneratedEnvelope"]["properties"]["success"]["const"],
        true
    );
    let codes = schemas["ErrorBody"]["properties"]["code"]["enum"]
        .as_array()
        .unwrap();
    assert!(codes.contains(&json!("insufficient_credits")));
    assert_eq!(schemas["EditTextRequest"]["additionalProperties"], false);
    let list = &doc["paths"]["/v1/images"]["get"];
    assert_eq!(list["operationId"], "list_images");
    assert!(list["responses"]["200"]["headers"]["X-RateLimit-Remaining"].is_object());
    assert!(list["responses"]["429"]["headers"]["Retry-After"].is_object());
    assert!(list["responses"]["401"]["headers"]["WWW-Authenticate"].is_object());
    let key = &doc["paths"]["/v1/images/generate"]["post"]["parameters"][0];
    assert_eq!(key["name"], "Idempotency-Key");
    assert_eq!(key["required"], false);
    assert_eq!(key["schema"]["maxLength"], 200);
    let ui = reqwest::get(format!("{}/v1/docs/", app.base_url))
        .await
        .unwrap();
    assert_eq!(ui.status(), StatusCode::OK);
    assert!(ui.text().await.unwrap().contains("swagger"));
    // No validator badge: it would call swagger.io from customers' pages.
    let config = reqwest::get(format!("{}/v1/docs/swagger-initializer.js", app.base_url))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(config.contains(r#""validatorUrl": "none""#), "{config}");
}
