//! Deleting an account: refused without the password and the username, at
//! once no way in, and soon no trace of the account's address, name, prompts
//! or files anywhere in the database or the image store; ledger and payment
//! rows stay, naming only the account's id.

use crate::account_deletion_support::{deleted_and_erased, stored_files, traces_in_database};
use crate::helpers::{
    PASSWORD, TestApp, TestClient, TestWorld, error_message, field_error, free_port,
    start_server_process, wait_until_up,
};
use crate::images_support::{image_answer, png, spawn_with_openai};
use crate::sends_support::{card_emails_to, card_token, created_send, send_now, send_tomorrow};
use crate::stripe_fake::{COMPLETED, FakeStripe, deliver_signed, event};
use crate::v1_support::V1Client;
use cardsmith_domain::Credits;
use cardsmith_server::store::entities::{ledger_entry, payment, reservation, user};
use cardsmith_server::store::ledger::ReservationStatus;
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};
use std::time::Duration;
use wiremock::{Mock, MockServer, matchers};

/// A name and a prompt word found nowhere else, so the scan cannot mistake
/// another row for a trace.
const NAME: &str = "zeldawren";
const EMAIL: &str = "zeldawren@example.com";
const PROMPT: &str = "A grey heron over the Zanzibarish lagoon at dawn";

#[tokio::test]
async fn a_deleted_account_has_no_way_in_and_leaves_no_trace_but_its_accounting() {
    let app = TestApp::spawn().await;
    let zelda = app.verified_user(NAME).await;
    let user_id = app.user_id(EMAIL).await;
    let image = zelda
        .generate(&json!({ "prompt": PROMPT, "quality": "low" }))
        .await
        .json::<Value>()
        .await
        .unwrap();
    let image_id = image["id"].as_str().unwrap().to_owned();
    let mut to_bob = send_now(&image_id, &["bob@example.com"]);
    to_bob["senderName"] = json!("Zeldawren W.");
    created_send(&zelda, &to_bob).await;
    let card_link = card_token(&card_emails_to(&app, "bob@example.com", 1).await[0]);
    created_send(&zelda, &send_tomorrow(&image_id, &["carol@example.com"])).await;
    let reminder = json!({ "name": "Mia", "relationship": "Sister", "occasion": "birthday",
        "month": 3, "day": 15, "timeZone": "Europe/Paris" });
    assert_eq!(
        zelda.add_reminder(&reminder).await.status(),
        StatusCode::CREATED
    );
    let key = zelda.new_api_key("Zanzibarish script").await;
    let laptop = app.new_client();
    assert_eq!(laptop.login(EMAIL, PASSWORD).await.status(), StatusCode::OK);
    let files_before = stored_files(&app.data_dir).len();
    assert!(files_before >= 2, "the image and its thumbnail are stored");

    let deleted = zelda.delete_account(PASSWORD, NAME).await;
    assert_eq!(deleted.status(), StatusCode::ACCEPTED);
    let cookie = deleted.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(cookie.contains("Max-Age=0"), "{cookie}");
    let body: Value = deleted.json().await.unwrap();
    assert_eq!(body["message"], "Your account has been deleted.");

    // At once: no session, no key.
    assert_eq!(zelda.me().await, Value::Null);
    assert_eq!(laptop.me().await, Value::Null, "every session ended");
    let api = V1Client::new(&app.base_url, &key);
    assert_eq!(api.account().await.status(), StatusCode::UNAUTHORIZED);

    deleted_and_erased(&app.db, &user_id).await;
    let confirmation = app
        .emails_containing("Subject: Your Cardsmith account was deleted", 1)
        .await;
    assert!(confirmation[0].contains(&format!("To: {EMAIL}")));
    assert_eq!(
        app.new_client().received_card(&card_link).await.status(),
        StatusCode::GONE,
        "a delivered card says it is no longer available"
    );

    // The scheduled card to Carol is gone with its send, and so is every
    // email the account sent or received, the card to Bob included.
    let file_name = image["imageUrl"]
        .as_str()
        .unwrap()
        .rsplit('/')
        .next()
        .unwrap();
    let file_name = file_name.split('.').next().unwrap();
    let needles = [
        NAME,
        "Zanzibarish",
        file_name,
        "carol@example.com",
        "bob@example.com",
    ];
    let traces = traces_in_database(&app.db, &needles).await;
    assert!(traces.is_empty(), "traces left: {traces:#?}");
    assert!(
        stored_files(&app.data_dir).is_empty(),
        "no file is left in the image store"
    );
    let row = user::Entity::find_by_id(&user_id)
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    assert!(row.deleted_at.is_some() && row.password_hash.is_empty());
    let entries = ledger_entry::Entity::find()
        .filter(ledger_entry::Column::UserId.eq(&user_id))
        .all(&app.db)
        .await
        .unwrap();
    assert!(
        entries.iter().any(|e| e.description == "Signup bonus"),
        "the ledger is kept"
    );
    let forfeit = entries
        .iter()
        .find(|e| e.description == "Credits forfeited: account deleted")
        .expect("the unspent credits are written off");
    let forfeited = Credits::from_tenths(-forfeit.delta_tenths);
    assert!(forfeited.tenths() > 0);
    assert!(
        confirmation[0].contains(&format!("The {forfeited} unspent credits")),
        "the confirmation names the credits lost"
    );
    assert_eq!(row.credits_tenths, 0, "unspent credits are gone");

    // No way back in (a sign-in attempt leaves throttle counts under the
    // address typed, as for any unknown address: the scan came first).
    assert_eq!(
        app.new_client().login(EMAIL, PASSWORD).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let again = app.new_client().signup(NAME, EMAIL, PASSWORD).await;
    assert_eq!(
        again.status(),
        StatusCode::CREATED,
        "the address and the name are free"
    );
    assert_ne!(app.user_id(EMAIL).await, user_id, "as a new account");
}

#[tokio::test]
async fn a_wrong_password_or_username_deletes_nothing() {
    let app = TestApp::spawn().await;
    let zelda = app.verified_user(NAME).await;
    let wrong_password = zelda.delete_account("not-my-password", NAME).await;
    assert_eq!(wrong_password.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        field_error(wrong_password, "currentPassword").await,
        "Your current password is incorrect"
    );
    let wrong_name = zelda.delete_account(PASSWORD, "ZeldaWren").await;
    assert_eq!(wrong_name.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        field_error(wrong_name, "username").await,
        "This does not match your username"
    );
    let empty = zelda.delete_account("", "").await;
    assert_eq!(empty.status(), StatusCode::BAD_REQUEST);
    let visitor = app.new_client().delete_account(PASSWORD, NAME).await;
    assert_eq!(visitor.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(zelda.me().await["username"], NAME, "still signed in");
    assert_eq!(
        app.new_client().login(EMAIL, PASSWORD).await.status(),
        StatusCode::OK
    );
    let deletions = cardsmith_server::store::entities::account_deletion::Entity::find()
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(deletions, 0);
}

#[tokio::test]
async fn wrong_passwords_are_throttled_like_sign_ins() {
    let app = TestApp::spawn().await;
    let zelda = app.verified_user(NAME).await;
    let mut statuses = Vec::new();
    for _ in 0..12 {
        statuses.push(zelda.delete_account("not-my-password", NAME).await.status());
    }
    assert!(
        statuses.contains(&StatusCode::TOO_MANY_REQUESTS),
        "{statuses:?}"
    );
    let right_but_throttled = zelda.delete_account(PASSWORD, NAME).await;
    let message = error_message(right_but_throttled, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(message.contains("Try again"), "{message}");
    assert_eq!(zelda.me().await["username"], NAME);
}

#[tokio::test]
async fn the_same_deletion_asked_for_at_once_deletes_once() {
    let app = TestApp::spawn().await;
    let zelda = app.verified_user(NAME).await;
    let user_id = app.user_id(EMAIL).await;
    let asks = (0..6).map(|_| zelda.delete_account(PASSWORD, NAME));
    let statuses: Vec<StatusCode> = futures::future::join_all(asks)
        .await
        .into_iter()
        .map(|response| response.status())
        .collect();
    assert!(statuses.contains(&StatusCode::ACCEPTED), "{statuses:?}");
    // A request arriving after the winner finds its session gone: 401, or
    // 403 when the check of the CSRF token bound to that session comes first.
    let gone = [StatusCode::UNAUTHORIZED, StatusCode::FORBIDDEN];
    assert!(
        statuses
            .iter()
            .all(|s| *s == StatusCode::ACCEPTED || gone.contains(s)),
        "each is deleted, or finds its session already gone: {statuses:?}"
    );
    deleted_and_erased(&app.db, &user_id).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let confirmations = app
        .emails_containing("Subject: Your Cardsmith account was deleted", 1)
        .await;
    assert_eq!(confirmations.len(), 1, "one deletion, one email");
}

#[tokio::test]
async fn a_generation_under_way_settles_and_its_image_is_erased_too() {
    let provider = MockServer::start().await;
    let app = spawn_with_openai(&provider, "gpt-image-1.5").await;
    Mock::given(matchers::method("POST"))
        .and(matchers::path("/v1/images/generations"))
        .respond_with(image_answer(&png(64, 64)).set_delay(Duration::from_millis(800)))
        .mount(&provider)
        .await;
    let zelda = app.verified_user(NAME).await;
    let user_id = app.user_id(EMAIL).await;
    let body = json!({ "prompt": PROMPT, "quality": "low" });
    let delete_midway = async {
        while pending(&app, &user_id).await == 0 {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        zelda.delete_account(PASSWORD, NAME).await
    };
    let (generated, deleted) = tokio::join!(zelda.generate(&body), delete_midway);
    assert_eq!(deleted.status(), StatusCode::ACCEPTED);
    assert_eq!(
        generated.status(),
        StatusCode::CREATED,
        "the work under way ends"
    );
    deleted_and_erased(&app.db, &user_id).await;
    assert_eq!(
        pending(&app, &user_id).await,
        0,
        "settled, not left pending"
    );
    assert!(
        stored_files(&app.data_dir).is_empty(),
        "its image was erased with the rest"
    );
    let traces = traces_in_database(&app.db, &[NAME, "Zanzibarish"]).await;
    assert!(traces.is_empty(), "traces left: {traces:#?}");
}

async fn pending(app: &TestApp, user_id: &str) -> u64 {
    reservation::Entity::find()
        .filter(reservation::Column::UserId.eq(user_id))
        .filter(reservation::Column::Status.eq(ReservationStatus::Pending))
        .count(&app.db)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_payment_racing_the_deletion_is_recorded_and_credits_nobody() {
    let (stripe, app) = FakeStripe::with_app().await;
    let (zelda, session_id) = stripe.paid_session(&app, NAME).await;
    let user_id = app.user_id(EMAIL).await;
    let payload = event("evt_race", COMPLETED, &stripe.session(&session_id));
    let (delivered, deleted) = tokio::join!(
        deliver_signed(&app, &payload),
        zelda.delete_account(PASSWORD, NAME)
    );
    assert_eq!(delivered.status(), StatusCode::OK);
    assert_eq!(deleted.status(), StatusCode::ACCEPTED);
    deleted_and_erased(&app.db, &user_id).await;
    // Whichever came first, the payment is on record for the operator to
    // refund, and no account holds its credits.
    let recorded = payment::Entity::find_by_id(session_id.as_str())
        .one(&app.db)
        .await
        .unwrap()
        .expect("the payment is recorded");
    assert_eq!(recorded.user_id, user_id);
    let balances: i64 = user::Entity::find()
        .all(&app.db)
        .await
        .unwrap()
        .iter()
        .map(|u| u.credits_tenths)
        .sum();
    assert_eq!(balances, 0, "no credit anywhere");

    // And a payment event arriving after the deletion is recorded as failed.
    let late = event("evt_late", COMPLETED, &stripe.session(&session_id));
    assert_eq!(deliver_signed(&app, &late).await.status(), StatusCode::OK);
    let user = user::Entity::find_by_id(&user_id)
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(user.credits_tenths, 0);
}

#[tokio::test]
async fn a_deletion_killed_midway_is_finished_after_a_restart() {
    let mut world = TestWorld::new().await;
    world.config.reservation_lease_secs = 3;
    let port = free_port();
    let url = format!("http://127.0.0.1:{port}");
    let mut first = start_server_process(&world.config, port, &[]);
    wait_until_up(&url).await;
    let zelda = TestClient::new(&url);
    assert_eq!(
        zelda.signup(NAME, EMAIL, PASSWORD).await.status(),
        StatusCode::CREATED
    );
    for _ in 0..6 {
        let made = zelda
            .generate(&json!({ "prompt": PROMPT, "quality": "low" }))
            .await;
        assert_eq!(made.status(), StatusCode::CREATED);
    }
    let db = cardsmith_server::store::connect(&world.config.database_url())
        .await
        .unwrap();
    let user_id = cardsmith_server::store::users::find_by_email(&db, EMAIL)
        .await
        .unwrap()
        .unwrap()
        .id;
    assert_eq!(
        zelda.delete_account(PASSWORD, NAME).await.status(),
        StatusCode::ACCEPTED
    );
    // Killed while its erasure is under way (or just before it starts).
    first.kill().expect("kill -9");
    first.wait().unwrap();

    let mut second = start_server_process(&world.config, port, &[]);
    wait_until_up(&url).await;
    deleted_and_erased(&db, &user_id).await;
    second.kill().unwrap();
    second.wait().unwrap();
    assert!(
        stored_files(&world.data_dir).is_empty(),
        "no file is left behind"
    );
    let traces = traces_in_database(&db, &[NAME, "Zanzibarish"]).await;
    assert!(traces.is_empty(), "traces left: {traces:#?}");
}
