//! Crashes and restarts: work of a killed instance is refunded by any
//! instance within a minute and its idempotency keys freed; an image is kept
//! only together with its payment; and instances starting together on a new
//! database migrate it one at a time.

use crate::helpers::{
    TestApp, TestClient, TestWorld, free_port, start_server_process, wait_until_up,
};
use crate::images_support::*;
use cardsmith_server::App;
use cardsmith_server::providers::image::settings::ProviderKind;
use cardsmith_server::store::entities::{image, reservation};
use cardsmith_server::store::ledger;
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use std::process::Child;
use std::time::{Duration, Instant};
use wiremock::{Mock, MockServer, matchers};

/// The real server binary, started as its own process on `app`'s database,
/// files and provider settings.
fn start_process(app: &TestApp, port: u16) -> Child {
    let config = &app.config;
    start_server_process(
        config,
        port,
        &[
            ("CARDSMITH_IMAGE_PROVIDER", "openai".into()),
            (
                "CARDSMITH_OPENAI_BASE_URL",
                config.images.openai_base_url.clone(),
            ),
            ("CARDSMITH_OPENAI_MODEL", config.images.openai_model.clone()),
            ("CARDSMITH_PROVIDER_TIMEOUT_SECS", "120".into()),
        ],
    )
}

async fn received(provider: &MockServer) -> usize {
    provider
        .received_requests()
        .await
        .map_or(0, |requests| requests.len())
}

async fn pending(app: &TestApp) -> u64 {
    reservation::Entity::find()
        .filter(reservation::Column::Status.eq("pending"))
        .count(&app.db)
        .await
        .unwrap()
}

#[tokio::test]
async fn work_of_a_killed_instance_is_refunded_within_a_minute_and_its_keys_freed() {
    let provider = MockServer::start().await;
    // The first eight generations hang (the instance is killed meanwhile);
    // later ones answer at once.
    Mock::given(matchers::method("POST"))
        .and(matchers::path(GENERATIONS))
        .respond_with(image_answer(&png(64, 64)).set_delay(Duration::from_secs(120)))
        .up_to_n_times(8)
        .mount(&provider)
        .await;
    answer(&provider, GENERATIONS, image_answer(&png(64, 64))).await;
    // A second instance runs in this process all along, on the same database.
    let base_url = format!("{}/v1", provider.uri());
    let app = TestApp::spawn_with(|config| {
        config.images.provider = ProviderKind::Openai;
        config.images.openai_base_url = base_url;
        config.images.provider_timeout_secs = 120;
        config.reservation_lease_secs = 3;
    })
    .await;
    let port = free_port();
    let url = format!("http://127.0.0.1:{port}");
    let mut killed = start_process(&app, port);
    wait_until_up(&url).await;
    let client = TestClient::new(&url);
    assert_eq!(
        client
            .signup("kim", "kim@example.com", crate::helpers::PASSWORD)
            .await
            .status(),
        StatusCode::CREATED
    );
    let client = std::sync::Arc::new(client);
    for n in 0..8 {
        let client = client.clone();
        tokio::spawn(async move {
            let _ = client
                .generate_with_key(&low_square(PROMPT), &format!("key-{n}"))
                .await;
        });
    }
    // In flight means reserved *and* waiting at the provider: killed before
    // its call, a generation would leave a hanging answer for a retry to get.
    let deadline = Instant::now() + Duration::from_secs(30);
    while pending(&app).await < 8 || received(&provider).await < 8 {
        assert!(Instant::now() < deadline, "eight generations in flight");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    killed.kill().expect("kill -9");
    killed.wait().unwrap();
    let restarted_at = Instant::now();
    let mut restarted = start_process(&app, port);
    wait_until_up(&url).await;
    while pending(&app).await > 0 {
        assert!(
            restarted_at.elapsed() < Duration::from_secs(60),
            "refunded within 60 s"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let user_id = app.user_id("kim@example.com").await;
    assert_eq!(
        ledger::balance(&app.db, &user_id).await.unwrap().tenths(),
        100
    );
    // The keys are free again: a retry runs once and is charged once.
    let client = TestClient::new(&url);
    client
        .login("kim@example.com", crate::helpers::PASSWORD)
        .await;
    for n in 0..8 {
        let retried = client
            .generate_with_key(&low_square(PROMPT), &format!("key-{n}"))
            .await;
        assert_eq!(retried.status(), StatusCode::CREATED, "key-{n}");
    }
    assert!(restarted_at.elapsed() < Duration::from_secs(60));
    assert_eq!(
        ledger::balance(&app.db, &user_id).await.unwrap().tenths(),
        20
    );
    restarted.kill().unwrap();
    restarted.wait().unwrap();
}

#[tokio::test]
async fn an_image_whose_reservation_was_refunded_meanwhile_is_not_kept() {
    let provider = MockServer::start().await;
    answer(
        &provider,
        GENERATIONS,
        image_answer(&png(64, 64)).set_delay(Duration::from_secs(2)),
    )
    .await;
    let app = spawn_with_openai(&provider, "gpt-image-1.5").await;
    let client = app.signed_in_user("lena").await;
    let request = tokio::spawn({
        let client = TestClient::new(&app.base_url);
        async move {
            client
                .login("lena@example.com", crate::helpers::PASSWORD)
                .await;
            client.generate(&low_square(PROMPT)).await
        }
    });
    // Another instance took the work for interrupted (its lease had lapsed)
    // and refunded it while the provider was still drawing.
    let deadline = Instant::now() + Duration::from_secs(10);
    let held = loop {
        if let Some(held) = reservation::Entity::find().one(&app.db).await.unwrap() {
            break held;
        }
        assert!(Instant::now() < deadline);
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    ledger::refund(&app.db, &held.id, "Refund: generation interrupted")
        .await
        .unwrap();
    let response = request.await.unwrap();
    assert_eq!(response.status(), StatusCode::BAD_GATEWAY);
    assert_eq!(
        image::Entity::find().count(&app.db).await.unwrap(),
        0,
        "no free image"
    );
    assert_eq!(balance(&client).await, 10.0);
}

#[tokio::test]
async fn instances_starting_together_on_a_new_database_both_start() {
    let world = TestWorld::new().await;
    let builds: Vec<_> = (0..3)
        .map(|_| {
            let config = world.config.clone();
            tokio::spawn(async move { App::build(config).await.map(|_| ()) })
        })
        .collect();
    for build in builds {
        build.await.unwrap().expect("every instance starts");
    }
}
