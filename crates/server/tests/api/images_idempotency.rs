//! `Idempotency-Key` on generation: a retry or a concurrent duplicate is
//! charged once, a failed attempt frees the key, and work a crash left
//! behind is refunded and its key taken over.

use crate::helpers::{TestApp, error_message};
use crate::images_support::*;
use crate::ledger_support::reserve;
use cardsmith_server::store::entities::image_request::{self, RequestStatus};
use cardsmith_server::store::entities::reservation;
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};
use std::time::Duration;
use wiremock::MockServer;

#[tokio::test]
async fn a_retry_with_the_same_idempotency_key_returns_the_same_image_without_charging() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("frank").await;
    let first = client
        .generate_with_key(&low_square(PROMPT), "retry-key-1")
        .await;
    assert_eq!(first.status(), StatusCode::CREATED);
    let first: Value = first.json().await.unwrap();
    let second = client
        .generate_with_key(&low_square(PROMPT), "retry-key-1")
        .await;
    assert_eq!(second.status(), StatusCode::CREATED);
    assert_eq!(second.headers()["idempotent-replayed"], "true");
    let second: Value = second.json().await.unwrap();
    assert_eq!(second["id"], first["id"]);
    assert_eq!(second["imageUrl"], first["imageUrl"]);
    assert_eq!(second["credits"], 9);
    assert_eq!(balance(&client).await, 9.0, "charged once");

    let other = client
        .generate_with_key(&low_square("A different prompt entirely"), "retry-key-1")
        .await;
    assert_eq!(
        error_message(other, StatusCode::UNPROCESSABLE_ENTITY).await,
        "This Idempotency-Key was already used for a different request"
    );
    // Keys belong to their user: another user's same key is a new request.
    let other_user = app.signed_in_user("grace").await;
    let theirs: Value = other_user
        .generate_with_key(&low_square(PROMPT), "retry-key-1")
        .await
        .json()
        .await
        .unwrap();
    assert_ne!(theirs["id"], first["id"]);
    assert_eq!(balance(&client).await, 9.0);
}

#[tokio::test]
async fn a_key_whose_first_attempt_failed_may_be_retried_and_bad_keys_are_refused() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("heidi").await;
    let expensive = json!({ "prompt": PROMPT, "quality": "high", "size": "1024x1024" });
    let refused = client.generate_with_key(&expensive, "key-2").await;
    assert_eq!(refused.status(), StatusCode::PAYMENT_REQUIRED);
    assert_eq!(
        image_request::Entity::find().count(&app.db).await.unwrap(),
        0,
        "a failed attempt frees its key"
    );
    let retried = client.generate_with_key(&low_square(PROMPT), "key-2").await;
    assert_eq!(retried.status(), StatusCode::CREATED);

    for bad in ["", "has space", &"k".repeat(201)] {
        let response = client.generate_with_key(&low_square(PROMPT), bad).await;
        assert_eq!(
            error_message(response, StatusCode::BAD_REQUEST).await,
            "Idempotency-Key must be 1 to 200 visible ASCII characters",
            "{bad:?}"
        );
    }
    assert_eq!(balance(&client).await, 9.0);
}

#[tokio::test]
async fn deleting_the_image_then_replaying_its_key_is_a_conflict_not_a_new_charge() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("ivan").await;
    let made: Value = client
        .generate_with_key(&low_square(PROMPT), "key-3")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        client
            .delete_image(made["id"].as_str().unwrap())
            .await
            .status(),
        StatusCode::OK
    );
    let replay = client.generate_with_key(&low_square(PROMPT), "key-3").await;
    assert_eq!(
        error_message(replay, StatusCode::CONFLICT).await,
        "The image this request made has since been deleted"
    );
    assert_eq!(balance(&client).await, 9.0);
}

#[tokio::test]
async fn work_a_crash_interrupted_is_refunded_at_start_up_and_its_key_can_be_retried() {
    use cardsmith_domain::Credits;
    use chrono::{Duration, Utc};
    use sea_orm::{ActiveModelTrait, Set};

    let app = TestApp::spawn().await;
    let client = app.signed_in_user("judy").await;
    let user_id = app.user_id("judy@example.com").await;
    let done = client
        .generate_with_key(&low_square(PROMPT), "finished-key")
        .await;
    assert_eq!(done.status(), StatusCode::CREATED);
    let finished = image_request::Entity::find()
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();

    // What a crash in the middle of the same request with another key leaves
    // behind: a pending reservation and a pending claim, both 11 minutes old.
    let long_ago = Utc::now() - Duration::minutes(11);
    let interrupted = reserve(&app.db, &user_id, Credits::whole(1), "Image generation").await;
    reservation::ActiveModel {
        id: Set(interrupted.id.clone()),
        lease_until: Set(Some(long_ago)),
        ..Default::default()
    }
    .update(&app.db)
    .await
    .unwrap();
    let claim = |key: &str, status: RequestStatus, updated_at| image_request::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(user_id.clone()),
        idempotency_key: Set(key.to_owned()),
        fingerprint: Set(finished.fingerprint.clone()),
        attempt: Set("crashed".into()),
        status: Set(status),
        image_id: Set(None),
        updated_at: Set(updated_at),
    };
    claim("crashed-key", RequestStatus::Pending, long_ago)
        .insert(&app.db)
        .await
        .unwrap();
    claim("running-key", RequestStatus::Pending, Utc::now())
        .insert(&app.db)
        .await
        .unwrap();
    claim(
        "yesterday-key",
        RequestStatus::Pending,
        Utc::now() - Duration::hours(25),
    )
    .insert(&app.db)
    .await
    .unwrap();
    assert_eq!(balance(&client).await, 8.0);

    // Another instance starting up runs the jobs once.
    drop(
        cardsmith_server::App::build(app.config.clone())
            .await
            .unwrap(),
    );
    assert_eq!(
        balance(&client).await,
        9.0,
        "the interrupted reservation is refunded"
    );
    let remembered = image_request::Entity::find()
        .filter(image_request::Column::IdempotencyKey.eq("yesterday-key"))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(remembered, 0, "keys are forgotten after a day");

    let retried = client
        .generate_with_key(&low_square(PROMPT), "crashed-key")
        .await;
    assert_eq!(
        retried.status(),
        StatusCode::CREATED,
        "an abandoned key is taken over"
    );
    let running = client
        .generate_with_key(&low_square(PROMPT), "running-key")
        .await;
    assert_eq!(running.status(), StatusCode::CONFLICT);
    assert_eq!(balance(&client).await, 8.0);
}

#[tokio::test]
async fn a_concurrent_duplicate_is_refused_while_the_first_runs_and_charged_once() {
    let server = MockServer::start().await;
    let slowish = image_answer(&png(1024, 1024)).set_delay(Duration::from_millis(700));
    answer(&server, GENERATIONS, slowish).await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let client = std::sync::Arc::new(app.signed_in_user("grace").await);
    client.csrf_token().await;
    let first = {
        let client = client.clone();
        tokio::spawn(async move {
            client
                .generate_with_key(&low_square(PROMPT), "dup-key")
                .await
        })
    };
    tokio::time::sleep(Duration::from_millis(300)).await;
    let duplicate = client
        .generate_with_key(&low_square(PROMPT), "dup-key")
        .await;
    assert_eq!(
        error_message(duplicate, StatusCode::CONFLICT).await,
        "This request is already being processed"
    );
    assert_eq!(first.await.unwrap().status(), StatusCode::CREATED);
    assert_eq!(balance(&client).await, 9.0);
    assert_eq!(provider_calls(&server).await.len(), 1);
}

/// Work that outlasts its lease twice over keeps it, and its key's claim:
/// both are renewed while it runs, so the sweep for interrupted work (every
/// second with a 3 s lease) refunds nothing and a retry does not take over.
#[tokio::test]
async fn work_that_outlasts_its_lease_keeps_it_and_its_key() {
    let server = MockServer::start().await;
    let slow = image_answer(&png(64, 64)).set_delay(Duration::from_secs(7));
    answer(&server, GENERATIONS, slow).await;
    let base_url = format!("{}/v1", server.uri());
    let app = TestApp::spawn_with(|config| {
        config.images.provider = cardsmith_server::providers::image::settings::ProviderKind::Openai;
        config.images.openai_base_url = base_url;
        config.images.provider_timeout_secs = 30;
        config.reservation_lease_secs = 3;
    })
    .await;
    let client = std::sync::Arc::new(app.signed_in_user("ivan").await);
    client.csrf_token().await;
    let first = {
        let client = client.clone();
        tokio::spawn(async move { client.generate_with_key(&low_square(PROMPT), "long").await })
    };
    tokio::time::sleep(Duration::from_millis(5_500)).await;
    let retry = client.generate_with_key(&low_square(PROMPT), "long").await;
    assert_eq!(
        error_message(retry, StatusCode::CONFLICT).await,
        "This request is already being processed",
        "the claim is still held after its first lease ran out"
    );
    assert_eq!(first.await.unwrap().status(), StatusCode::CREATED);
    assert_eq!(balance(&client).await, 9.0, "charged once, not refunded");
    assert_eq!(provider_calls(&server).await.len(), 1);
    let settled = reservation::Entity::find()
        .filter(reservation::Column::Status.eq("settled"))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(settled, 1);
}

#[tokio::test]
async fn a_key_whose_attempt_the_provider_failed_can_be_retried() {
    let server = MockServer::start().await;
    let fail_twice = error_answer(503, None, "overloaded");
    wiremock::Mock::given(wiremock::matchers::path(GENERATIONS))
        .respond_with(fail_twice)
        .up_to_n_times(2)
        .mount(&server)
        .await;
    answer(&server, GENERATIONS, image_answer(&png(1024, 1024))).await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let client = app.signed_in_user("heidi").await;
    let failed = client.generate_with_key(&low_square(PROMPT), "flaky").await;
    assert_eq!(failed.status(), StatusCode::BAD_GATEWAY);
    assert_eq!(balance(&client).await, 10.0);
    let retried = client.generate_with_key(&low_square(PROMPT), "flaky").await;
    assert_eq!(retried.status(), StatusCode::CREATED);
    assert_eq!(balance(&client).await, 9.0);
}
