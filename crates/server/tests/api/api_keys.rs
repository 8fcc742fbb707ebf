//! API keys under Dashboard → API Access: shown once, stored hashed, at most
//! ten live ones, only for confirmed addresses, and revoked for good.

use crate::helpers::{TestApp, error_message};
use crate::v1_support::{V1Client, data, error_code};
use cardsmith_server::store::entities::api_key;
use reqwest::StatusCode;
use sea_orm::EntityTrait;
use serde_json::Value;

#[tokio::test]
async fn a_key_is_shown_once_listed_by_prefix_and_stored_as_a_hash() {
    let app = TestApp::spawn().await;
    let client = app.verified_user("kira").await;
    let response = client.create_api_key("  Build server  ").await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let created: Value = response.json().await.unwrap();
    let secret = created["secret"].as_str().unwrap();
    assert!(
        secret.starts_with("cs_live_") && secret.len() == 51,
        "{secret}"
    );
    assert_eq!(created["key"]["name"], "Build server");
    assert_eq!(created["key"]["prefix"], &secret[..12]);
    assert_eq!(created["key"]["lastUsedAt"], Value::Null);

    let listed: Value = client.api_keys().await.json().await.unwrap();
    assert_eq!(listed.as_array().unwrap().len(), 1);
    assert!(
        !listed.to_string().contains(secret),
        "the list never shows the key"
    );
    let stored = api_key::Entity::find().all(&app.db).await.unwrap();
    assert_eq!(stored.len(), 1);
    assert_ne!(stored[0].key_hash, secret);
    assert_eq!(stored[0].key_hash.len(), 64);

    // Using it is noted as "last used".
    let v1 = V1Client::new(&app.base_url, secret);
    data(v1.account().await, StatusCode::OK).await;
    let listed: Value = client.api_keys().await.json().await.unwrap();
    assert!(listed[0]["lastUsedAt"].is_string());
}

#[tokio::test]
async fn only_confirmed_addresses_get_keys_and_names_are_checked() {
    let app = TestApp::spawn().await;
    let unconfirmed = app.signed_in_user("uma").await;
    assert_eq!(
        error_message(
            unconfirmed.create_api_key("CI").await,
            StatusCode::FORBIDDEN
        )
        .await,
        "Please verify your email address before creating API keys"
    );
    let client = app.verified_user("vic").await;
    let blank = client.create_api_key("   ").await;
    assert_eq!(blank.status(), StatusCode::BAD_REQUEST);
    let body: Value = blank.json().await.unwrap();
    assert_eq!(body["errors"]["name"], "Please give the key a name");
    let long = client.create_api_key(&"n".repeat(61)).await;
    assert_eq!(
        error_message(long, StatusCode::BAD_REQUEST).await,
        "The name must be at most 60 characters"
    );
    let visitor = app.new_client().create_api_key("CI").await;
    assert_eq!(visitor.status(), StatusCode::UNAUTHORIZED);
    assert!(
        api_key::Entity::find()
            .all(&app.db)
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn twenty_parallel_creations_make_exactly_ten_keys() {
    let app = TestApp::spawn().await;
    let client = app.verified_user("tess").await;
    let client = &client;
    let statuses = futures::future::join_all(
        (0..20).map(|n| async move { client.create_api_key(&format!("key {n}")).await.status() }),
    )
    .await;
    let created = statuses
        .iter()
        .filter(|s| **s == StatusCode::CREATED)
        .count();
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::CONFLICT)
        .count();
    assert_eq!((created, refused), (10, 10), "{statuses:?}");
    let listed: Value = client.api_keys().await.json().await.unwrap();
    assert_eq!(listed.as_array().unwrap().len(), 10);

    // Revoking one makes room for one more.
    let id = listed[0]["id"].as_str().unwrap();
    assert_eq!(client.revoke_api_key(id).await.status(), StatusCode::OK);
    assert_eq!(
        client.create_api_key("one more").await.status(),
        StatusCode::CREATED
    );
    assert_eq!(
        client.create_api_key("too many").await.status(),
        StatusCode::CONFLICT
    );
}

#[tokio::test]
async fn a_revoked_key_stops_working_at_once_and_only_its_owner_revokes_it() {
    let app = TestApp::spawn().await;
    let client = app.verified_user("rex").await;
    let secret = client.new_api_key("laptop").await;
    let listed: Value = client.api_keys().await.json().await.unwrap();
    let id = listed[0]["id"].as_str().unwrap().to_owned();
    let v1 = V1Client::new(&app.base_url, &secret);
    data(v1.account().await, StatusCode::OK).await;

    let stranger = app.verified_user("sly").await;
    assert_eq!(
        stranger.revoke_api_key(&id).await.status(),
        StatusCode::NOT_FOUND
    );
    data(v1.account().await, StatusCode::OK).await;

    assert_eq!(client.revoke_api_key(&id).await.status(), StatusCode::OK);
    assert_eq!(
        error_code(v1.account().await, StatusCode::UNAUTHORIZED).await,
        "unauthorized"
    );
    assert_eq!(
        client.revoke_api_key(&id).await.status(),
        StatusCode::NOT_FOUND
    );
    let listed: Value = client.api_keys().await.json().await.unwrap();
    assert!(listed.as_array().unwrap().is_empty());
}
