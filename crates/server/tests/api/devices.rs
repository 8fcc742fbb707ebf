//! Signed-in devices: the account's sessions with the browser and system
//! they were opened from, and signing one or all the others out.

use crate::helpers::{PASSWORD, TestApp, TestClient, error_message};
use cardsmith_server::store::entities::session;
use reqwest::StatusCode;
use sea_orm::EntityTrait;
use serde_json::Value;

const FIREFOX_ON_LINUX: &str =
    "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0";
const SAFARI_ON_IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Mobile/15E148 Safari/604.1";
const DEVICE_NOT_FOUND: &str = "This device is already signed out.";

/// The account `name` signed in three times: here (no user agent), from
/// Firefox on Linux and from Safari on an iPhone.
async fn three_devices(app: &TestApp, name: &str) -> (TestClient, TestClient, TestClient) {
    let here = app.signed_in_user(name).await;
    let email = format!("{name}@example.com");
    let firefox = app.new_client();
    let iphone = app.new_client();
    for (client, agent) in [(&firefox, FIREFOX_ON_LINUX), (&iphone, SAFARI_ON_IPHONE)] {
        let response = client.login_from(&email, PASSWORD, agent).await;
        assert_eq!(response.status(), StatusCode::OK);
    }
    (here, firefox, iphone)
}

async fn devices(client: &TestClient) -> Vec<Value> {
    let response = client.devices().await;
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

fn find<'a>(devices: &'a [Value], browser: &str) -> &'a Value {
    devices
        .iter()
        .find(|device| device["browser"] == browser)
        .unwrap_or_else(|| panic!("no {browser} in {devices:?}"))
}

#[tokio::test]
async fn the_list_names_each_session_by_browser_and_system_and_marks_this_one() {
    let app = TestApp::spawn().await;
    let (here, _firefox, iphone) = three_devices(&app, "dana").await;
    let seen_from_here = devices(&here).await;
    assert_eq!(seen_from_here.len(), 3, "{seen_from_here:?}");
    let firefox = find(&seen_from_here, "Firefox");
    assert_eq!(firefox["system"], "Linux");
    assert_eq!(firefox["current"], false);
    assert_eq!(find(&seen_from_here, "Safari")["system"], "iOS");
    let this_one = &seen_from_here[0];
    assert_eq!(this_one["browser"], "Unknown browser");
    assert_eq!(this_one["current"], true, "this one comes first");
    assert!(this_one["signedInAt"].is_string() && this_one["lastSeenAt"].is_string());
    for device in &seen_from_here {
        let id = device["id"].as_str().unwrap();
        assert_eq!(id.len(), 16, "an id, not the token's whole hash");
    }
    let seen_from_iphone = devices(&iphone).await;
    assert_eq!(seen_from_iphone[0]["browser"], "Safari");
    assert_eq!(seen_from_iphone[0]["current"], true);
    assert_eq!(find(&seen_from_iphone, "Unknown browser")["current"], false);

    let stranger = app.signed_in_user("eli").await;
    assert_eq!(devices(&stranger).await.len(), 1, "only one's own sessions");
    assert_eq!(
        app.new_client().devices().await.status(),
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn one_device_is_signed_out_and_nobody_else_can_sign_it_out() {
    let app = TestApp::spawn().await;
    let (here, firefox, iphone) = three_devices(&app, "fay").await;
    let listed = devices(&here).await;
    let firefox_id = find(&listed, "Firefox")["id"].as_str().unwrap().to_owned();

    let stranger = app.signed_in_user("gil").await;
    let foreign = stranger.sign_out_device(&firefox_id).await;
    assert_eq!(
        error_message(foreign, StatusCode::NOT_FOUND).await,
        DEVICE_NOT_FOUND
    );
    assert!(
        firefox.is_signed_in().await,
        "another account cannot end it"
    );
    for malformed in ["", "ZZZZZZZZZZZZZZZZ", "a", "%25", &firefox_id[..15]] {
        let response = here.sign_out_device(malformed).await;
        assert!(
            matches!(
                response.status(),
                StatusCode::NOT_FOUND | StatusCode::METHOD_NOT_ALLOWED
            ),
            "{malformed}: {}",
            response.status()
        );
    }
    assert_eq!(devices(&here).await.len(), 3, "nothing ended by a bad id");

    let ended = here.sign_out_device(&firefox_id).await;
    assert_eq!(ended.status(), StatusCode::NO_CONTENT);
    assert!(!firefox.is_signed_in().await);
    assert!(here.is_signed_in().await && iphone.is_signed_in().await);
    let again = here.sign_out_device(&firefox_id).await;
    assert_eq!(
        error_message(again, StatusCode::NOT_FOUND).await,
        DEVICE_NOT_FOUND
    );

    let this_id = find(&devices(&here).await, "Unknown browser")["id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        here.sign_out_device(&this_id).await.status(),
        StatusCode::NO_CONTENT
    );
    assert!(!here.is_signed_in().await, "this device too, when named");
    assert!(iphone.is_signed_in().await);
}

#[tokio::test]
async fn every_other_device_is_signed_out_at_once_even_when_asked_many_times_together() {
    let app = TestApp::spawn().await;
    let (here, firefox, iphone) = three_devices(&app, "hal").await;
    let answers = futures::future::join_all((0..20).map(|_| here.sign_out_other_devices())).await;
    let mut ended = 0;
    for answer in answers {
        assert_eq!(answer.status(), StatusCode::OK);
        ended += answer.json::<Value>().await.unwrap()["ended"]
            .as_u64()
            .unwrap();
    }
    assert_eq!(ended, 2, "each other session ended once");
    assert!(!firefox.is_signed_in().await && !iphone.is_signed_in().await);
    assert!(here.is_signed_in().await);
    let left = devices(&here).await;
    assert_eq!(left.len(), 1);
    assert_eq!(left[0]["current"], true);
}

#[tokio::test]
async fn a_huge_user_agent_is_kept_short() {
    let app = TestApp::spawn().await;
    app.signed_in_user("ida").await;
    let agent = format!("Mozilla/5.0 Firefox/145.0 {}", "x".repeat(6_000));
    let client = app.new_client();
    let response = client.login_from("ida@example.com", PASSWORD, &agent).await;
    assert_eq!(response.status(), StatusCode::OK);
    let kept: Vec<_> = session::Entity::find()
        .all(&app.db)
        .await
        .unwrap()
        .into_iter()
        .filter_map(|session| session.user_agent)
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].chars().count(), 256);
    assert_eq!(find(&devices(&client).await, "Firefox")["current"], true);
}
