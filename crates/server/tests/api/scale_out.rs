//! The scale-out configuration for real: two `cardsmith` processes on
//! different ports sharing this machine's PostgreSQL, Redis and an S3 server
//! (moto on loopback), with requests alternating between them as a load
//! balancer would send them.

use crate::helpers::{
    PASSWORD, TestClient, TestWorld, emails_containing, free_port, link_token,
    start_server_process, wait_until_up,
};
use crate::images_support::{GENERATIONS, PROMPT, image_answer, low_square, png};
use crate::stripe_fake::{
    COMPLETED, FakeStripe, SECRET_KEY, WEBHOOK_SECRET, event, open_checkout, signature,
};
use crate::v1_support::V1Client;
use cardsmith_server::store::entities::reservation;
use cardsmith_server::store::{ledger, users};
use cardsmith_storage::test_support::MotoServer;
use chrono::Timelike;
use reqwest::StatusCode;
use sea_orm::{
    ColumnTrait, Database, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
};
use serde_json::{Value, json};
use std::process::Child;
use std::time::{Duration, Instant};
use wiremock::{Mock, MockServer, matchers};

const BUCKET: &str = "cardsmith-scale-out";

/// One instance: its process, killed when dropped, and its address.
struct Instance {
    process: Child,
    url: String,
}

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.process.kill();
        let _ = self.process.wait();
    }
}

/// What the two instances share, and the settings that point them at it.
struct Shared {
    world: TestWorld,
    db: DatabaseConnection,
    env: Vec<(&'static str, String)>,
    _moto: MotoServer,
}

impl Shared {
    async fn start(provider: &MockServer, stripe: &FakeStripe) -> Shared {
        let mut world = TestWorld::on_postgres().await;
        // Work of a killed instance is refunded three seconds after it stops.
        world.config.reservation_lease_secs = 3;
        let db = Database::connect(world.config.database_url())
            .await
            .unwrap();
        let moto = MotoServer::start().await;
        moto.create_bucket(BUCKET).await;
        let redis = std::env::var("CARDSMITH_TEST_REDIS_URL")
            .unwrap_or_else(|_| "redis://127.0.0.1:6379".into());
        let env = vec![
            ("CARDSMITH_STORAGE_URL", format!("s3://{BUCKET}/images")),
            ("CARDSMITH_S3_ENDPOINT", moto.endpoint().to_owned()),
            ("CARDSMITH_S3_ALLOW_HTTP", "true".into()),
            ("AWS_ACCESS_KEY_ID", "testing".into()),
            ("AWS_SECRET_ACCESS_KEY", "testing".into()),
            ("AWS_REGION", "us-east-1".into()),
            ("CARDSMITH_REDIS_URL", redis),
            ("CARDSMITH_IMAGE_PROVIDER", "openai".into()),
            (
                "CARDSMITH_OPENAI_BASE_URL",
                format!("{}/v1", provider.uri()),
            ),
            ("CARDSMITH_PROVIDER_TIMEOUT_SECS", "120".into()),
            ("CARDSMITH_PAYMENTS", "stripe".into()),
            ("CARDSMITH_STRIPE_SECRET_KEY", SECRET_KEY.into()),
            ("CARDSMITH_STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET.into()),
            ("CARDSMITH_STRIPE_API_BASE", stripe.server.uri()),
            ("CARDSMITH_SEND_POLL_MS", "200".into()),
            ("CARDSMITH_SIGNUPS_PER_HOUR", "1000".into()),
        ];
        Shared {
            world,
            db,
            env,
            _moto: moto,
        }
    }

    async fn instance(&self) -> Instance {
        let port = free_port();
        let process = start_server_process(&self.world.config, port, &self.env);
        let url = format!("http://127.0.0.1:{port}");
        wait_until_up(&url).await;
        Instance { process, url }
    }

    /// A verified account, signed up on one instance and confirmed on the other.
    async fn verified(&self, name: &str, on: &Instance, other: &Instance) -> TestClient {
        let client = TestClient::new(&on.url);
        let email = format!("{name}@example.com");
        assert_eq!(
            client.signup(name, &email, PASSWORD).await.status(),
            StatusCode::CREATED
        );
        let sent = emails_containing(&self.world.data_dir, &format!("To: {email}"), 1).await;
        let confirmation = sent
            .iter()
            .find(|text| text.contains("/verify-email?token="))
            .expect("a confirmation email");
        let token = link_token(confirmation, "/verify-email");
        let confirmed = client.at(&other.url).verify_email(&token).await;
        assert_eq!(confirmed.status(), StatusCode::OK);
        client
    }

    async fn balance_tenths(&self, email: &str) -> i64 {
        let user = users::find_by_email(&self.db, email)
            .await
            .unwrap()
            .unwrap();
        ledger::balance(&self.db, &user.id).await.unwrap().tenths()
    }

    async fn pending(&self) -> u64 {
        reservation::Entity::find()
            .filter(reservation::Column::Status.eq("pending"))
            .count(&self.db)
            .await
            .unwrap()
    }
}

/// Not in a minute's last ten seconds, so a burst stays inside one minute.
async fn fresh_minute() {
    let second = chrono::Utc::now().second();
    if second >= 50 {
        tokio::time::sleep(Duration::from_secs(u64::from(61 - second))).await;
    }
}

#[tokio::test]
async fn two_instances_share_sessions_files_limits_credits_payments_sends_and_crash_recovery() {
    let provider = MockServer::start().await;
    Mock::given(matchers::method("POST"))
        .and(matchers::path(GENERATIONS))
        .respond_with(image_answer(&png(96, 96)))
        .mount(&provider)
        .await;
    let stripe = FakeStripe::start().await;
    let shared = Shared::start(&provider, &stripe).await;
    let a = shared.instance().await;
    let b = shared.instance().await;

    // A session made on A works on B.
    let ana = shared.verified("ana", &a, &b).await;
    let ana_on_b = ana.at(&b.url);
    assert_eq!(ana_on_b.me().await["email"], "ana@example.com");

    // An image generated on A downloads from B, byte for byte.
    let made: Value = ana
        .generate(&low_square(PROMPT))
        .await
        .json()
        .await
        .unwrap();
    let image_id = made["id"].as_str().unwrap().to_owned();
    let image_url = made["imageUrl"].as_str().unwrap();
    let from_a = ana.get(image_url).await.bytes().await.unwrap();
    let from_b = ana_on_b.get(image_url).await;
    assert_eq!(from_b.status(), StatusCode::OK);
    assert_eq!(from_b.bytes().await.unwrap(), from_a);

    // One /v1 limit (the free tier's 10 a minute) across both, through Redis.
    let key = ana_on_b.new_api_key("scale-out").await;
    let (v1_a, v1_b) = (V1Client::new(&a.url, &key), V1Client::new(&b.url, &key));
    fresh_minute().await;
    let statuses = futures::future::join_all((0..20).map(|n| {
        let v1 = if n % 2 == 0 { &v1_a } else { &v1_b };
        async move { v1.account().await.status() }
    }))
    .await;
    let passed = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    assert_eq!(passed, 10, "{statuses:?}");
    assert!(
        statuses
            .iter()
            .all(|s| *s == StatusCode::OK || *s == StatusCode::TOO_MANY_REQUESTS)
    );

    // 200 generations at once across both, with credits for 100: ten
    // accounts of 10 credits, 20 requests each.
    let mut clients = Vec::new();
    for n in 0..10 {
        let name = format!("crowd{n}");
        let client = TestClient::new(&a.url);
        let signup = client
            .signup(&name, &format!("{name}@example.com"), PASSWORD)
            .await;
        assert_eq!(signup.status(), StatusCode::CREATED);
        client.csrf_token().await;
        clients.push((client.at(&b.url), client));
    }
    let body = &low_square(PROMPT);
    let statuses = futures::future::join_all(clients.iter().flat_map(|(on_b, on_a)| {
        (0..20).map(move |n| {
            let client = if n % 2 == 0 { on_a } else { on_b };
            async move { client.generate(body).await.status() }
        })
    }))
    .await;
    let made = statuses
        .iter()
        .filter(|s| **s == StatusCode::CREATED)
        .count();
    assert_eq!(made, 100, "{statuses:?}");
    assert!(
        statuses
            .iter()
            .all(|s| *s == StatusCode::CREATED || *s == StatusCode::PAYMENT_REQUIRED)
    );
    for n in 0..10 {
        assert_eq!(
            shared
                .balance_tenths(&format!("crowd{n}@example.com"))
                .await,
            0
        );
    }

    // A payment's webhook delivered to both instances at once is credited once.
    let before = shared.balance_tenths("ana@example.com").await;
    let session_id = open_checkout(&ana, "starter").await;
    stripe.pay(&session_id);
    let payload = event("evt_scale_out", COMPLETED, &stripe.session(&session_id));
    let signed = signature(&payload);
    let (stripe_to_a, stripe_to_b) = (TestClient::new(&a.url), TestClient::new(&b.url));
    let (to_a, to_b) = tokio::join!(
        stripe_to_a.stripe_webhook(&payload, Some(&signed)),
        stripe_to_b.stripe_webhook(&payload, Some(&signed)),
    );
    assert_eq!(
        (to_a.status(), to_b.status()),
        (StatusCode::OK, StatusCode::OK)
    );
    assert_eq!(shared.balance_tenths("ana@example.com").await, before + 500);

    // A card scheduled a few seconds ahead, polled for by both, is sent once.
    let send_at = chrono::Utc::now() + chrono::Duration::seconds(4);
    let send = json!({
        "imageId": image_id,
        "recipients": [{ "name": "Bo", "email": "bo@example.com" }],
        "message": "Happy winter!",
        "senderName": "Ana",
        "sendAt": send_at.format("%Y-%m-%dT%H:%M:%S").to_string(),
        "timeZone": "UTC",
    });
    assert_eq!(
        ana_on_b.send_card(&send).await.status(),
        StatusCode::CREATED
    );
    emails_containing(&shared.world.data_dir, "<bo@example.com>", 1).await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let cards = emails_containing(&shared.world.data_dir, "<bo@example.com>", 1).await;
    assert_eq!(cards.len(), 1, "sent once");

    // Kill -9 of A with generations in flight: B refunds them within 60 s.
    Mock::given(matchers::method("POST"))
        .and(matchers::path(GENERATIONS))
        .respond_with(image_answer(&png(96, 96)).set_delay(Duration::from_secs(120)))
        .with_priority(1)
        .up_to_n_times(3)
        .mount(&provider)
        .await;
    let before = shared.balance_tenths("ana@example.com").await;
    let received_before = crate::images_support::provider_calls(&provider).await.len();
    let ana = std::sync::Arc::new(ana);
    for _ in 0..3 {
        let ana = ana.clone();
        tokio::spawn(async move { ana.generate(&low_square(PROMPT)).await });
    }
    let deadline = Instant::now() + Duration::from_secs(30);
    while crate::images_support::provider_calls(&provider).await.len() < received_before + 3 {
        assert!(
            Instant::now() < deadline,
            "three generations in flight on A"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(shared.pending().await, 3);
    assert_eq!(shared.balance_tenths("ana@example.com").await, before - 30);
    drop(a);
    let killed_at = Instant::now();
    while shared.pending().await > 0 {
        assert!(
            killed_at.elapsed() < Duration::from_secs(60),
            "B refunds A's work within 60 s"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(shared.balance_tenths("ana@example.com").await, before);
    assert_eq!(
        ana_on_b.me().await["email"],
        "ana@example.com",
        "B serves on"
    );
    drop(b);
}
