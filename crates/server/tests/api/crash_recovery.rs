//! Crashes and restarts: work of a killed instance is refunded by any
//! instance within a minute, its idempotency keys freed and its files
//! removed; an image is kept only together with its payment; and instances
//! starting together on a new database migrate it one at a time.

use crate::helpers::{
    TestApp, TestClient, TestWorld, free_port, start_server_process, wait_until_up,
};
use crate::images_support::*;
use cardsmith_domain::Credits;
use cardsmith_server::App;
use cardsmith_server::providers::image::settings::ProviderKind;
use cardsmith_server::store::entities::{image, reservation};
use cardsmith_server::store::ledger;
use cardsmith_storage::{ImageFormat, ImageKey};
use reqwest::StatusCode;
use sea_orm::{ActiveEnum, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use std::collections::HashSet;
use std::path::Path;
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

/// An app in this test (sharing the database) and a `cardsmith` process on
/// a port of its own, both using `provider` with a 3 s lease; the process is
/// answering when this returns.
async fn app_with_a_process(provider: &MockServer) -> (TestApp, Child, u16, String) {
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
    let killed = start_process(&app, port);
    wait_until_up(&url).await;
    (app, killed, port, url)
}

async fn received(provider: &MockServer) -> usize {
    crate::images_support::provider_calls(provider).await.len()
}

/// Kills the process with SIGKILL, starts a new one on the same port, and
/// waits until no reservation is pending (each settled or refunded), for at
/// most 60 s. Returns the new process and when it was started.
async fn kill_and_restart(app: &TestApp, mut killed: Child, port: u16) -> (Child, Instant) {
    killed.kill().expect("kill -9");
    killed.wait().unwrap();
    let restarted_at = Instant::now();
    let restarted = start_process(app, port);
    wait_until_up(&format!("http://127.0.0.1:{port}")).await;
    while pending(app).await > 0 {
        assert!(
            restarted_at.elapsed() < Duration::from_secs(60),
            "every reservation settled or refunded within 60 s"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    (restarted, restarted_at)
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
    let (app, killed, port, url) = app_with_a_process(&provider).await;
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

    let (mut restarted, restarted_at) = kill_and_restart(&app, killed, port).await;
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

/// Every file in the app's local image folder, as store keys.
fn stored_keys(app: &TestApp) -> HashSet<String> {
    fn walk(folder: &Path, root: &Path, keys: &mut HashSet<String>) {
        for entry in std::fs::read_dir(folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, root, keys);
            } else {
                let key = path.strip_prefix(root).unwrap().to_string_lossy();
                keys.insert(key.into_owned());
            }
        }
    }
    let root = app.data_dir.join("images");
    let mut keys = HashSet::new();
    walk(&root, &root, &mut keys);
    keys
}

/// Every file the image rows point at: each image, its thumbnail and a
/// card's art.
async fn referenced_keys(app: &TestApp) -> HashSet<String> {
    let mut keys = HashSet::new();
    for row in image::Entity::find().all(&app.db).await.unwrap() {
        let file: ImageKey = row.file_key.parse().unwrap();
        keys.insert(file.thumbnail().to_string());
        keys.insert(file.to_string());
        keys.extend(row.art_key);
    }
    keys
}

#[tokio::test]
async fn a_kill_9_with_a_hundred_generations_in_flight_leaves_exact_books_and_no_stray_files() {
    const USERS: usize = 10;
    const EACH: usize = 10;
    let provider = MockServer::start().await;
    // Answers come at different times, so the kill finds work at every
    // stage: waiting at the provider, storing, recording, and done.
    for (count, delay_ms) in [(25, 200), (25, 700), (25, 1_400), (25, 120_000)] {
        Mock::given(matchers::method("POST"))
            .and(matchers::path(GENERATIONS))
            .respond_with(image_answer(&png(256, 256)).set_delay(Duration::from_millis(delay_ms)))
            .up_to_n_times(count)
            .mount(&provider)
            .await;
    }
    let (app, killed, port, url) = app_with_a_process(&provider).await;
    let mut clients = Vec::new();
    for n in 0..USERS {
        let name = format!("user{n}");
        app.signed_in_user(&name).await;
        let client = TestClient::new(&url);
        let login = client
            .login(&format!("{name}@example.com"), crate::helpers::PASSWORD)
            .await;
        assert_eq!(login.status(), StatusCode::OK);
        clients.push(std::sync::Arc::new(client));
    }
    for client in &clients {
        for _ in 0..EACH {
            let client = client.clone();
            tokio::spawn(async move { client.generate(&low_square(PROMPT)).await });
        }
    }
    let deadline = Instant::now() + Duration::from_secs(60);
    while received(&provider).await < USERS * EACH {
        assert!(Instant::now() < deadline, "a hundred generations in flight");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    let (mut restarted, _) = kill_and_restart(&app, killed, port).await;

    let reservations = reservation::Entity::find().all(&app.db).await.unwrap();
    assert_eq!(reservations.len(), USERS * EACH);
    let images = image::Entity::find().all(&app.db).await.unwrap();
    for n in 0..USERS {
        let user_id = app.user_id(&format!("user{n}@example.com")).await;
        let settled: i64 = reservations
            .iter()
            .filter(|r| r.user_id == user_id && r.status.to_value() == "settled")
            .map(|r| r.amount_tenths)
            .sum();
        let balance = ledger::balance(&app.db, &user_id).await.unwrap().tenths();
        assert_eq!(
            balance + settled,
            100,
            "user{n}: balance plus spending is the bonus"
        );
        let kept = images.iter().filter(|i| i.user_id == user_id).count() as i64;
        assert_eq!(kept * 10, settled, "user{n}: one image per settled credit");
    }
    // Refunded work removed its files (the job deletes right after the refund).
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (stored, referenced) = (stored_keys(&app), referenced_keys(&app).await);
        if stored == referenced {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "stray files: {:?}; missing files: {:?}",
            stored.difference(&referenced).collect::<Vec<_>>(),
            referenced.difference(&stored).collect::<Vec<_>>()
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    restarted.kill().unwrap();
    restarted.wait().unwrap();
}

#[tokio::test]
async fn the_files_of_interrupted_work_are_removed_with_its_refund() {
    let app = TestApp::spawn().await;
    app.signed_in_user("mia").await;
    let user_id = app.user_id("mia@example.com").await;
    let (name, other) = (ImageKey::random_name(), ImageKey::random_name());
    // What the crashed instance had written: the image, its thumbnail and
    // (under the other name) a card's art.
    let files = store(&app);
    let written = [
        ImageKey::named(&name, ImageFormat::Jpeg),
        ImageKey::named(&name, ImageFormat::Jpeg).thumbnail(),
        ImageKey::named(&other, ImageFormat::Png),
    ];
    for key in &written {
        files.put(key, png(8, 8).into()).await.unwrap();
    }
    let unrelated = ImageKey::random(ImageFormat::Png);
    files.put(&unrelated, png(8, 8).into()).await.unwrap();
    let lapsed = ledger::Lease::new("crashed", chrono::Duration::seconds(-1));
    ledger::reserve(
        &app.db,
        &user_id,
        Credits::whole(1),
        "Image generation",
        &lapsed,
        &[&name, &other],
    )
    .await
    .unwrap();

    // Here, or in the app's own sweep if it comes first.
    cardsmith_server::jobs::refund_interrupted(&app.db, &files).await;
    let deadline = Instant::now() + Duration::from_secs(5);
    for key in &written {
        while files.get(key).await.unwrap().is_some() {
            assert!(Instant::now() < deadline, "{key} removed");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    assert!(
        files.get(&unrelated).await.unwrap().is_some(),
        "nothing else touched"
    );
    assert_eq!(
        ledger::balance(&app.db, &user_id).await.unwrap().tenths(),
        100
    );
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
