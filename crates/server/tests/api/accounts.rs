use crate::helpers::{PASSWORD, TestApp, error_message};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn signup_creates_a_signed_in_account_with_ten_credits() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .signup("alice", "Alice@Example.com", PASSWORD)
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let user: serde_json::Value = response.json().await.unwrap();
    assert_eq!(user["username"], "alice");
    assert_eq!(user["email"], "alice@example.com");
    assert_eq!(user["credits"], 10);
    assert!(user["createdAt"].as_str().unwrap().starts_with("20"));
    assert!(user.get("passwordHash").is_none() && user.get("password_hash").is_none());
    assert_eq!(
        user["displayName"], "alice",
        "no display name: the username"
    );
    let me = app.client.me().await;
    assert_eq!(me["username"], "alice");
    assert_eq!(me["credits"], 10);
}

#[tokio::test]
async fn a_display_name_chosen_at_signup_signs_the_cards() {
    let app = TestApp::spawn().await;
    let body = |username: &str, display_name: &str| {
        json!({
            "username": username,
            "displayName": display_name,
            "email": format!("{username}@example.com"),
            "password": PASSWORD,
        })
    };
    let response = app
        .client
        .signup_with(&body("maya_makes", "  Maya Lin "))
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let user: serde_json::Value = response.json().await.unwrap();
    assert_eq!(user["displayName"], "Maya Lin", "trimmed");
    assert_eq!(app.client.me().await["displayName"], "Maya Lin");

    let blank = app.new_client();
    let response = blank.signup_with(&body("sam_b", "   ")).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    assert_eq!(blank.me().await["displayName"], "sam_b");

    // A line break would split the From header of every card sent.
    let refused = app.new_client();
    let response = refused
        .signup_with(&body("eve_x", "Eve\r\nBcc: all@example.com"))
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let problem: serde_json::Value = response.json().await.unwrap();
    assert_eq!(
        problem["errors"]["displayName"],
        cardsmith_domain::account::DISPLAY_NAME_INVALID
    );
    let too_long = refused.signup_with(&body("eve_x", &"e".repeat(61))).await;
    assert_eq!(too_long.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        refused
            .me_response()
            .await
            .json::<serde_json::Value>()
            .await
            .unwrap(),
        serde_json::Value::Null,
        "no account was made"
    );
    let retry = refused.signup("eve_x", "eve_x@example.com", PASSWORD).await;
    assert_eq!(
        retry.status(),
        StatusCode::CREATED,
        "the username is still free"
    );
}

#[tokio::test]
async fn common_passwords_and_look_alike_usernames_are_refused() {
    let app = TestApp::spawn().await;
    for (password, message) in [
        (
            "password",
            "This password is too common and easy to guess. Please choose another one.",
        ),
        (
            "12345678",
            "This password is too common and easy to guess. Please choose another one.",
        ),
        (
            "iamhelena-x",
            "Password must not contain your username or the name part of your email",
        ),
    ] {
        let response = app
            .client
            .signup("helena", "helena@example.com", password)
            .await;
        let body: serde_json::Value = response.json().await.unwrap();
        assert_eq!(body["errors"]["password"], message, "{password}");
    }
    let first = app
        .client
        .signup("anna", "anna@example.com", PASSWORD)
        .await;
    assert_eq!(first.status(), StatusCode::CREATED);
    for look_alike in ["\u{430}nna", "ANNA", "ａｎｎａ"] {
        let copy = app
            .new_client()
            .signup(look_alike, "other@example.com", PASSWORD)
            .await;
        assert_eq!(
            error_message(copy, StatusCode::CONFLICT).await,
            "This username is already taken",
            "{look_alike}"
        );
    }
}

#[tokio::test]
async fn signup_validation_uses_the_spec_messages() {
    let app = TestApp::spawn().await;
    let cases = [
        (
            json!({"username": "al", "email": "al@example.com", "password": PASSWORD}),
            "Username must be at least 3 characters",
            "username",
        ),
        (
            json!({"username": "alice", "email": "not-an-email", "password": PASSWORD}),
            "Please enter a valid email address",
            "email",
        ),
        (
            json!({"username": "alice", "email": "al@example.com", "password": "short"}),
            "Password must be at least 8 characters",
            "password",
        ),
        (
            json!({"username": "alice", "email": "al@example.com", "password": "x".repeat(129)}),
            "Password must be at most 128 characters",
            "password",
        ),
        (json!({}), "Please enter a valid email address", "email"),
    ];
    for (body, message, field) in cases {
        let response = app.client.signup_with(&body).await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST);
        let body: serde_json::Value = response.json().await.unwrap();
        assert_eq!(body["errors"][field], message, "{body}");
    }
    let count = app
        .client
        .signup_with(&json!({"username": "ab", "email": "x", "password": "y"}))
        .await;
    let body: serde_json::Value = count.json().await.unwrap();
    assert_eq!(
        body["errors"].as_object().unwrap().len(),
        3,
        "every field is reported"
    );
    assert_eq!(
        app.client.me().await,
        serde_json::Value::Null,
        "nothing was created"
    );
}

#[tokio::test]
async fn duplicate_email_or_username_is_a_409_with_the_field() {
    let app = TestApp::spawn().await;
    assert_eq!(
        app.client
            .signup("alice", "alice@example.com", PASSWORD)
            .await
            .status(),
        StatusCode::CREATED
    );
    let other = app.new_client();
    let response = other.signup("alice2", "ALICE@example.com", PASSWORD).await;
    assert_eq!(response.status(), StatusCode::CONFLICT);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(
        body["errors"]["email"],
        "An account with this email already exists"
    );
    let response = other.signup("ALICE", "someone@example.com", PASSWORD).await;
    assert_eq!(response.status(), StatusCode::CONFLICT);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["errors"]["username"], "This username is already taken");
}

#[tokio::test]
async fn login_accepts_any_email_case_and_rejects_wrong_passwords_generically() {
    let app = TestApp::spawn().await;
    app.signed_in_user("bob").await;
    let client = app.new_client();
    let wrong = client.login("bob@example.com", "wrong-password").await;
    assert_eq!(
        error_message(wrong, StatusCode::UNAUTHORIZED).await,
        "Invalid email or password"
    );
    let unknown = client.login("nobody@example.com", "wrong-password").await;
    assert_eq!(
        error_message(unknown, StatusCode::UNAUTHORIZED).await,
        "Invalid email or password"
    );
    let invalid = client.login("not-an-email", PASSWORD).await;
    assert_eq!(
        error_message(invalid, StatusCode::BAD_REQUEST).await,
        "Please enter a valid email address"
    );
    let short = client.login("bob@example.com", "short").await;
    assert_eq!(
        error_message(short, StatusCode::BAD_REQUEST).await,
        "Password must be at least 8 characters"
    );
    let ok = client.login("BOB@Example.com", PASSWORD).await;
    assert_eq!(ok.status(), StatusCode::OK);
    assert_eq!(client.me().await["username"], "bob");
}

#[tokio::test]
async fn ten_failed_logins_for_one_account_are_throttled_with_retry_after() {
    let app = TestApp::spawn().await;
    app.signed_in_user("carol").await;
    let client = app.new_client();
    for _ in 0..10 {
        assert_eq!(
            client
                .login("carol@example.com", "wrong-password")
                .await
                .status(),
            StatusCode::UNAUTHORIZED
        );
    }
    let blocked = client.login("carol@example.com", PASSWORD).await;
    assert_eq!(blocked.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry_after: u64 = blocked.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry_after > 800 && retry_after <= 900, "{retry_after}");
    let message = error_message(blocked, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(
        message.contains("Too many failed login attempts"),
        "{message}"
    );
}

#[tokio::test]
async fn an_attacker_behind_the_same_address_locks_out_nobody_else() {
    let app = TestApp::spawn().await;
    app.signed_in_user("dave").await;
    let attacker = app.new_client();
    for _ in 0..12 {
        attacker.login("dave@example.com", "wrong-password").await;
    }
    assert_eq!(
        attacker.login("dave@example.com", PASSWORD).await.status(),
        StatusCode::TOO_MANY_REQUESTS,
        "the guesser is locked out of that account"
    );
    for n in 0..10 {
        let response = attacker
            .login(&format!("nobody{n}@example.com"), "wrong-password")
            .await;
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    }
    app.signed_in_user("dora").await;
    let neighbour = app.new_client();
    assert_eq!(
        neighbour.login("dora@example.com", PASSWORD).await.status(),
        StatusCode::OK,
        "another person at the same address signs in"
    );
}

#[tokio::test]
async fn parallel_wrong_passwords_are_counted_before_they_are_checked() {
    let app = TestApp::spawn().await;
    app.signed_in_user("pat").await;
    let client = app.new_client();
    let guesses = (0..60).map(|_| client.login("pat@example.com", "wrong-password"));
    let statuses: Vec<StatusCode> = futures::future::join_all(guesses)
        .await
        .iter()
        .map(|response| response.status())
        .collect();
    let checked = statuses
        .iter()
        .filter(|s| **s == StatusCode::UNAUTHORIZED)
        .count();
    assert_eq!(checked, 10, "{statuses:?}");
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
            .count(),
        50
    );
}

#[tokio::test]
async fn many_failures_from_one_address_slow_sign_in_down_but_correct_passwords_work() {
    let app = TestApp::spawn().await;
    app.signed_in_user("quinn").await;
    let client = app.new_client();
    for n in 0..50 {
        client
            .login(&format!("guess{n}@example.com"), "wrong-password")
            .await;
    }
    let started = std::time::Instant::now();
    let response = client.login("quinn@example.com", PASSWORD).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        started.elapsed() >= std::time::Duration::from_millis(1900),
        "slowed down: {:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn behind_trusted_proxies_the_address_comes_from_the_outermost_one() {
    let app = TestApp::spawn_with(|config| config.trusted_proxy_hops = 1).await;
    app.signed_in_user("rosa").await;
    let client = app.new_client();
    let guess = |forwarded: String| {
        let client = &client;
        async move {
            client
                .login_forwarded("rosa@example.com", "wrong-password", &forwarded)
                .await
                .status()
        }
    };
    // The attacker rotates the entry they control; the proxy's entry stays.
    for n in 0..10 {
        let status = guess(format!("10.9.9.{n}, 203.0.113.7")).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    assert_eq!(
        guess("10.9.9.200, 203.0.113.7".into()).await,
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(
        guess("203.0.113.8".into()).await,
        StatusCode::UNAUTHORIZED,
        "another client address is counted on its own"
    );
}

#[tokio::test]
async fn a_successful_login_clears_the_account_failures() {
    let app = TestApp::spawn().await;
    app.signed_in_user("erin").await;
    let client = app.new_client();
    for _ in 0..5 {
        client.login("erin@example.com", "wrong-password").await;
    }
    assert_eq!(
        client.login("erin@example.com", PASSWORD).await.status(),
        StatusCode::OK
    );
    client.logout().await;
    let other = app.new_client();
    for _ in 0..4 {
        other.login("erin@example.com", "wrong-password").await;
    }
    // 4 failures (the ones before the success were cleared): still allowed.
    assert_eq!(
        other.login("erin@example.com", PASSWORD).await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn a_taken_email_or_username_is_told_apart_by_its_constraint() {
    use cardsmith_server::store::entities::user;
    use cardsmith_server::store::violates_unique;
    use sea_orm::{ActiveModelTrait, Set};
    let app = TestApp::spawn().await;
    let row = |id: &str, key: &str, email: &str| user::ActiveModel {
        id: Set(id.into()),
        username: Set(key.into()),
        username_key: Set(key.into()),
        email: Set(email.into()),
        password_hash: Set("x".into()),
        credits_tenths: Set(0),
        created_at: Set(chrono::Utc::now()),
        email_verified_at: Set(None),
        gallery_version: Set(0),
        display_name: Set(None),
        deleted_at: Set(None),
        suspended_at: Set(None),
    };
    row("1", "ann", "ann@example.com")
        .insert(&app.db)
        .await
        .unwrap();
    let email = row("2", "bea", "ann@example.com")
        .insert(&app.db)
        .await
        .unwrap_err();
    assert!(violates_unique(&email, "users", "email"), "{email}");
    assert!(!violates_unique(&email, "users", "username_key"));
    let name = row("3", "ann", "cat@example.com")
        .insert(&app.db)
        .await
        .unwrap_err();
    assert!(violates_unique(&name, "users", "username_key"), "{name}");
    assert!(!violates_unique(&name, "users", "email"));

    // Many signups racing for one email: one account, every other a 409 on the email.
    let racers = (0..8).map(|n| {
        let client = app.new_client();
        async move {
            client
                .signup(&format!("racer{n}"), "race@example.com", PASSWORD)
                .await
        }
    });
    let responses = futures::future::join_all(racers).await;
    let created = responses
        .iter()
        .filter(|r| r.status() == StatusCode::CREATED)
        .count();
    assert_eq!(created, 1);
    for response in responses
        .into_iter()
        .filter(|r| r.status() != StatusCode::CREATED)
    {
        let body: serde_json::Value = response.json().await.unwrap();
        assert_eq!(
            body["errors"]["email"],
            "An account with this email already exists"
        );
    }
}
