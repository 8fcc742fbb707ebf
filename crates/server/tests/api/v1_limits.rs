//! Tier limits of the public API: per minute and per day, the rate-limit
//! headers, tiers from purchases, day counts that survive a restart, and one
//! shared limit across instances through Redis.

use crate::checkout_support::buy_with_demo;
use crate::helpers::TestApp;
use crate::v1_support::{V1Client, data, error_code};
use cardsmith_server::config::Config;
use cardsmith_server::public_api::settings::TierLimits;
use cardsmith_server::secret::Secret;
use chrono::Timelike;
use reqwest::{Response, StatusCode};

fn header(response: &Response, name: &str) -> u64 {
    response.headers()[name].to_str().unwrap().parse().unwrap()
}

/// Minute windows are fixed: a test that must stay inside one waits for a
/// fresh one when fewer than 10 s are left.
async fn fresh_minute() {
    let second = chrono::Utc::now().second();
    if second >= 50 {
        tokio::time::sleep(std::time::Duration::from_secs(u64::from(61 - second))).await;
    }
}

/// An app whose Free tier allows `per_minute` and `per_day` requests.
async fn spawn_with_free(per_minute: u64, per_day: u64, redis: Option<&str>) -> TestApp {
    let redis = redis.map(Secret::new);
    TestApp::spawn_with(move |config: &mut Config| {
        config.public_api.free = TierLimits {
            per_minute,
            per_day,
        };
        config.public_api.redis_url = redis;
    })
    .await
}

async fn key_for(app: &TestApp, name: &str) -> String {
    app.verified_user(name).await.new_api_key("limits").await
}

#[tokio::test]
async fn the_minute_limit_answers_429_with_headers() {
    let app = spawn_with_free(3, 100, None).await;
    let v1 = V1Client::new(&app.base_url, &key_for(&app, "mina").await);
    fresh_minute().await;
    for left in [2, 1, 0] {
        let response = v1.account().await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(header(&response, "x-ratelimit-limit"), 3);
        assert_eq!(header(&response, "x-ratelimit-remaining"), left);
        assert!((1..=60).contains(&header(&response, "x-ratelimit-reset")));
    }
    let limited = v1.account().await;
    let retry_after = header(&limited, "retry-after");
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    assert_eq!(header(&limited, "x-ratelimit-remaining"), 0);
    assert_eq!(
        error_code(limited, StatusCode::TOO_MANY_REQUESTS).await,
        "rate_limited"
    );
    // Every kind of answer counts and carries the headers, a 404 too.
    let other = V1Client::new(&app.base_url, &key_for(&app, "nell").await);
    let missing = other.image("no-such-image").await;
    assert!(missing.headers().contains_key("x-ratelimit-remaining"));
    assert_eq!(
        error_code(missing, StatusCode::NOT_FOUND).await,
        "not_found"
    );
}

#[tokio::test]
async fn a_spent_day_waits_for_midnight_and_survives_a_restart() {
    let app = spawn_with_free(100, 4, None).await;
    let secret = key_for(&app, "dora").await;
    let v1 = V1Client::new(&app.base_url, &secret);
    for _ in 0..2 {
        data(v1.account().await, StatusCode::OK).await;
    }
    // Counts reach the database within a second, and a new process on the
    // same database keeps the day's count.
    stored_count_reaches(&app, 2).await;
    let restarted = V1Client::new(&app.second_instance().await, &secret);
    let account = data(restarted.account().await, StatusCode::OK).await;
    assert_eq!(account["usage"]["today"], 3);
    data(restarted.account().await, StatusCode::OK).await;
    let limited = restarted.account().await;
    let to_midnight = 86_400 - u64::from(chrono::Utc::now().num_seconds_from_midnight());
    assert!(header(&limited, "retry-after").abs_diff(to_midnight) <= 2);
    assert_eq!(
        error_code(limited, StatusCode::TOO_MANY_REQUESTS).await,
        "rate_limited"
    );
    // The first instance learns the other's counts within a second or so.
    tokio::time::sleep(std::time::Duration::from_millis(2_500)).await;
    assert_eq!(
        error_code(v1.account().await, StatusCode::TOO_MANY_REQUESTS).await,
        "rate_limited"
    );
}

/// Waits (at most 5 s) until the database holds `count` requests for the
/// only account that called today.
async fn stored_count_reaches(app: &TestApp, count: i64) {
    use cardsmith_server::store::entities::api_daily_usage;
    use sea_orm::EntityTrait;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        let rows = api_daily_usage::Entity::find().all(&app.db).await.unwrap();
        let stored: i64 = rows.iter().map(|row| row.requests).sum();
        if stored == count {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "{stored} stored, {count} expected"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn a_day_limit_holds_for_requests_at_once_and_every_count_is_stored() {
    let app = spawn_with_free(1_000, 30, None).await;
    let v1 = V1Client::new(&app.base_url, &key_for(&app, "ada").await);
    let statuses =
        futures::future::join_all((0..50).map(|_| async { v1.account().await.status() })).await;
    let passed = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    assert_eq!(passed, 30, "{statuses:?}");
    // Every request the minute let through is counted and stored, those
    // the day refused too, as the Redis count does.
    stored_count_reaches(&app, 50).await;
}

#[tokio::test]
async fn purchases_raise_the_tier() {
    let app = TestApp::spawn().await;
    let client = app.verified_user("tia").await;
    let v1 = V1Client::new(&app.base_url, &client.new_api_key("tiers").await);
    let account = data(v1.account().await, StatusCode::OK).await;
    assert_eq!(account["tier"], "free");

    buy_with_demo(&app, &client, "starter").await;
    let response = v1.account().await;
    assert_eq!(header(&response, "x-ratelimit-limit"), 60);
    let account = data(response, StatusCode::OK).await;
    assert_eq!(account["tier"], "basic");
    assert_eq!(account["limits"]["perDay"], 1000);

    buy_with_demo(&app, &client, "pro").await;
    let account = data(v1.account().await, StatusCode::OK).await;
    assert_eq!(account["tier"], "premium");
    assert_eq!(
        account["limits"],
        serde_json::json!({"perMinute": 300, "perDay": 10000})
    );
}

fn redis_url() -> String {
    std::env::var("CARDSMITH_TEST_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into())
}

#[tokio::test]
async fn two_instances_share_one_limit_through_redis() {
    let url = redis_url();
    let app = spawn_with_free(4, 6, Some(&url)).await;
    let secret = key_for(&app, "reed").await;
    let first = V1Client::new(&app.base_url, &secret);
    let second = V1Client::new(&app.second_instance().await, &secret);
    fresh_minute().await;
    let (first_ref, second_ref) = (&first, &second);
    let statuses = futures::future::join_all((0..8).map(|n| async move {
        let v1 = if n % 2 == 0 { first_ref } else { second_ref };
        v1.account().await.status()
    }))
    .await;
    let passed = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    assert_eq!(passed, 4, "one limit of 4 across both: {statuses:?}");
    let account_usage = {
        // A third caller's view of the same account is not needed: the
        // 429s above prove the count is shared; the day count is too.
        let response = second.account().await;
        error_code(response, StatusCode::TOO_MANY_REQUESTS).await
    };
    assert_eq!(account_usage, "rate_limited");
}
