use crate::helpers::{PASSWORD, TestApp};
use cardsmith_server::store::entities::session;
use chrono::Duration;
use reqwest::StatusCode;
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde_json::Value;

/// Moves every session's clocks back, as if `by` had passed.
async fn age_sessions(app: &TestApp, created: Duration, last_seen: Duration) {
    for found in session::Entity::find().all(&app.db).await.unwrap() {
        let mut active: session::ActiveModel = found.clone().into();
        active.created_at = Set(found.created_at - created);
        active.last_seen_at = Set(found.last_seen_at - last_seen);
        active.expires_at = Set(found.expires_at - created);
        active.update(&app.db).await.unwrap();
    }
}

#[tokio::test]
async fn logout_ends_the_session_on_the_server() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("alice").await;
    // Keep a copy of the session cookie, as an attacker who stole it would.
    let response = client.me_response().await;
    assert_eq!(response.status(), StatusCode::OK);
    let stolen = session::Entity::find().all(&app.db).await.unwrap();
    assert_eq!(stolen.len(), 1);
    assert_eq!(client.logout().await.status(), StatusCode::OK);
    assert_eq!(client.me().await, Value::Null);
    assert!(
        session::Entity::find()
            .all(&app.db)
            .await
            .unwrap()
            .is_empty(),
        "deleted server-side"
    );
}

#[tokio::test]
async fn session_tokens_are_stored_hashed_and_renewed_at_login() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("bob").await;
    let first = session::Entity::find().one(&app.db).await.unwrap().unwrap();
    assert_eq!(first.token_hash.len(), 64);
    client.login("bob@example.com", PASSWORD).await;
    let all = session::Entity::find().all(&app.db).await.unwrap();
    assert_eq!(all.len(), 1, "the old session was replaced");
    assert_ne!(all[0].token_hash, first.token_hash);
    assert_eq!(client.me().await["username"], "bob");
}

#[tokio::test]
async fn an_idle_session_expires_after_seven_days() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("carol").await;
    age_sessions(&app, Duration::days(6), Duration::days(6)).await;
    assert_eq!(
        client.me().await["username"],
        "carol",
        "six idle days are fine, and use renews it"
    );
    age_sessions(&app, Duration::days(7), Duration::days(7)).await;
    assert_eq!(client.me().await, Value::Null);
}

#[tokio::test]
async fn an_active_session_still_ends_after_thirty_days() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("dave").await;
    age_sessions(&app, Duration::days(31), Duration::hours(1)).await;
    assert_eq!(client.me().await, Value::Null);
}

#[tokio::test]
async fn the_session_cookie_is_http_only_and_lax() {
    let app = TestApp::spawn().await;
    let client = app.new_client();
    let response = client.signup("erin", "erin@example.com", PASSWORD).await;
    let cookie = response.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(cookie.starts_with("cardsmith_session="), "{cookie}");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/")
    );
    assert!(!cookie.contains("Secure"), "plain http in tests");
}

#[tokio::test]
async fn https_sites_use_host_prefixed_secure_cookies() {
    let app = TestApp::spawn_with(|config| {
        config.public_url = Some("https://cards.example".into());
        config.payments.allow_demo_payments = true;
    })
    .await;
    let client = app.new_client();
    let response = client.csrf_token_response().await;
    let cookie = response.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(cookie.starts_with("__Host-cardsmith_visitor="), "{cookie}");
    assert!(cookie.contains("Secure"));
    let response = client.get("/").await;
    assert!(
        response.headers()["strict-transport-security"]
            .to_str()
            .unwrap()
            .contains("max-age")
    );
}

/// A sign-up's account, bonus and first session are one transaction: when
/// the session cannot be stored, no account is left behind to block a retry.
#[tokio::test]
async fn an_account_is_created_only_together_with_its_first_session() {
    use cardsmith_domain::account::{Email, Username};
    use cardsmith_server::store::sessions::NewSession;
    use cardsmith_server::store::{session_lookup::SessionLookup, users};
    let app = TestApp::spawn().await;
    app.signed_in_user("olga").await;
    let taken = session::Entity::find().all(&app.db).await.unwrap()[0]
        .token_hash
        .clone();
    let (username, email) = (
        Username::parse("pia").unwrap(),
        Email::parse("pia@example.com").unwrap(),
    );
    let create = |first_session: String| {
        let (db, username, email) = (app.db.clone(), username.clone(), email.clone());
        async move {
            users::create(
                &db,
                &username,
                None,
                &email,
                "not-a-hash".into(),
                users::Bonus::Now,
                Some(NewSession {
                    token_hash: &first_session,
                    user_agent: None,
                    second_factor: false,
                }),
            )
            .await
        }
    };
    assert!(create(taken).await.is_err(), "the session's key is taken");
    assert!(
        users::find_by_email(&app.db, "pia@example.com")
            .await
            .unwrap()
            .is_none(),
        "no account without its session"
    );

    let created = create("a-fresh-token-hash".into()).await.unwrap();
    let signed_in = SessionLookup::new(app.db.clone())
        .resolve("a-fresh-token-hash")
        .await
        .unwrap();
    assert_eq!(signed_in.map(|user| user.id), Some(created.id));
    assert_eq!(created.credits_tenths, 100, "with the signup bonus");
}
