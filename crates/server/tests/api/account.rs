use crate::helpers::{PASSWORD, TestApp, error_message};
use crate::images_support::{generate_ok, low_square};
use crate::ledger_support::reserve;
use reqwest::StatusCode;
use serde_json::{Value, json};

const NEW_PASSWORD: &str = "another-long-password";

#[tokio::test]
async fn changing_the_password_keeps_this_session_and_ends_the_others() {
    let app = TestApp::spawn().await;
    let laptop = app.signed_in_user("alice").await;
    let phone = app.new_client();
    assert_eq!(
        phone.login("alice@example.com", PASSWORD).await.status(),
        StatusCode::OK
    );

    let response = laptop.change_password(PASSWORD, NEW_PASSWORD).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        laptop.me().await["username"],
        "alice",
        "this session goes on"
    );
    assert_eq!(phone.me().await, Value::Null, "the other session ended");
    let fresh = app.new_client();
    assert_eq!(
        fresh.login("alice@example.com", PASSWORD).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        fresh
            .login("alice@example.com", NEW_PASSWORD)
            .await
            .status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn a_wrong_current_password_or_a_weak_new_one_changes_nothing() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("bob").await;
    let wrong = client
        .change_password("not-my-password", NEW_PASSWORD)
        .await;
    assert_eq!(
        error_message(wrong, StatusCode::BAD_REQUEST).await,
        "Your current password is incorrect"
    );
    let weak = client.change_password(PASSWORD, "short").await;
    assert_eq!(
        error_message(weak, StatusCode::BAD_REQUEST).await,
        "Password must be at least 8 characters"
    );
    let visitor = app.new_client();
    let anonymous = visitor.change_password(PASSWORD, NEW_PASSWORD).await;
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(
        app.new_client()
            .login("bob@example.com", PASSWORD)
            .await
            .status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn wrong_current_passwords_count_towards_the_login_throttle() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("cody").await;
    for _ in 0..10 {
        let wrong = client
            .change_password("not-my-password", NEW_PASSWORD)
            .await;
        assert_eq!(wrong.status(), StatusCode::BAD_REQUEST);
    }
    let blocked = client.change_password(PASSWORD, NEW_PASSWORD).await;
    assert_eq!(blocked.status(), StatusCode::TOO_MANY_REQUESTS);
    let login = app.new_client().login("cody@example.com", PASSWORD).await;
    assert_eq!(
        login.status(),
        StatusCode::TOO_MANY_REQUESTS,
        "one count for the account at this address"
    );
}

#[tokio::test]
async fn the_summary_counts_real_images_and_credits_spent_net_of_refunds() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("carol").await;
    let fresh: Value = client
        .account_summary_response()
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(fresh["credits"], 10);
    assert_eq!(fresh["imagesGenerated"], 0);
    assert_eq!(fresh["creditsUsed"], 0);
    assert_eq!(fresh["memberSince"], client.me().await["createdAt"]);

    let generated = client
        .generate(&json!({ "prompt": "A birthday card with balloons", "quality": "low", "size": "1024x1536" }))
        .await;
    assert_eq!(generated.status(), StatusCode::CREATED);
    let user_id = app.user_id("carol@example.com").await;
    let failed = reserve(
        &app.db,
        &user_id,
        cardsmith_domain::Credits::whole(4),
        "Image generation",
    )
    .await;
    cardsmith_server::store::ledger::refund(&app.db, &failed.id, "Refund: generation failed")
        .await
        .unwrap();

    let summary: Value = client
        .account_summary_response()
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(summary["credits"], 8.5);
    assert_eq!(summary["imagesGenerated"], 1);
    assert_eq!(
        summary["creditsUsed"], 1.5,
        "the refunded reservation does not count"
    );
    assert_eq!(
        app.new_client().account_summary_response().await.status(),
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn images_generated_counts_generations_even_after_a_delete() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("dora").await;
    let first = generate_ok(&client, low_square("A birthday card with balloons")).await;
    generate_ok(&client, low_square("A thank you card with daisies")).await;
    let deleted = client.delete_image(first["id"].as_str().unwrap()).await;
    assert_eq!(deleted.status(), StatusCode::OK);

    let summary = client.account_summary().await;
    assert_eq!(
        summary["imagesGenerated"], 2,
        "a deleted image was still made"
    );
    assert_eq!(summary["creditsUsed"], 2);
    assert_eq!(summary["credits"], 8);
}
