//! The archive of an account's data: asked for once (however often or at
//! once), made in the background, holding every part of the account and no
//! secret, fetched by its owner's session only, gone when it expires or
//! the account is deleted.

use crate::account_deletion_support::{deleted_and_erased, stored_files};
use crate::group_cards_support::{message, organiser_with_group_card, share_token, signed};
use crate::helpers::{PASSWORD, TestApp, TestClient, error_message};
use crate::images_support::{data_url, fetch, generate_ok, low_square, png, store};
use crate::sends_support::{card_emails_to, card_token, created_send, send_now};
use cardsmith_server::store::entities::data_export;
use cardsmith_server::store::{data_exports, throttle};
use cardsmith_storage::ImageKey;
use chrono::{Duration, Utc};
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};
use std::io::{Cursor, Read};
use std::time::Duration as StdDuration;

const NOT_FOUND: &str = "No such archive: it may have expired. Ask for a new one.";

/// Asks for an archive and waits until it is ready; answers its view.
async fn ready_archive(client: &TestClient) -> Value {
    let asked = client.request_data_export().await;
    assert_eq!(asked.status(), StatusCode::ACCEPTED);
    let asked: Value = asked.json().await.unwrap();
    for _ in 0..200 {
        let status: Value = client.data_export().await.json().await.unwrap();
        let export = &status["export"];
        assert_eq!(export["id"], asked["id"], "the latest is the one asked for");
        if export["status"] == "ready" {
            return export.clone();
        }
        assert_eq!(export["status"], "building", "{export}");
        tokio::time::sleep(StdDuration::from_millis(50)).await;
    }
    panic!("the archive was not made in ten seconds");
}

/// The zip's entries by name.
fn unzip(bytes: &[u8]) -> Vec<(String, Vec<u8>)> {
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).expect("a zip file");
    (0..zip.len())
        .map(|at| {
            let mut entry = zip.by_index(at).unwrap();
            let mut content = Vec::new();
            entry.read_to_end(&mut content).unwrap();
            (entry.name().unwrap().into_owned(), content)
        })
        .collect()
}

fn entry<'a>(entries: &'a [(String, Vec<u8>)], name: &str) -> &'a [u8] {
    &entries
        .iter()
        .find(|(entry, _)| entry == name)
        .unwrap_or_else(|| panic!("no {name} in the archive"))
        .1
}

fn document(entries: &[(String, Vec<u8>)], name: &str) -> Value {
    serde_json::from_slice(entry(entries, name)).unwrap()
}

#[tokio::test]
async fn the_archive_holds_every_part_of_the_account_and_no_secret() {
    let app = TestApp::spawn().await;
    let olga = app.verified_user("olgaexport").await;
    let kept = generate_ok(&olga, low_square("A lighthouse in a winter storm")).await;
    let gone = generate_ok(&olga, low_square("A kite over the dunes")).await;
    let kept_id = kept["id"].as_str().unwrap();
    let kept_file = fetch(&olga, kept["imageUrl"].as_str().unwrap()).await;
    // The second image's file goes after its row was read: as if it were
    // deleted while the archive was being made.
    let gone_key: ImageKey = gone["imageUrl"]
        .as_str()
        .unwrap()
        .strip_prefix("/api/images/file/")
        .unwrap()
        .parse()
        .unwrap();
    store(&app).delete(&gone_key).await.unwrap();

    created_send(&olga, &send_now(kept_id, &["bob@example.com"])).await;
    let link = card_token(&card_emails_to(&app, "bob@example.com", 1).await[0]);
    let bob = app.new_client();
    assert!(
        bob.thank_sender(&link, "Thank you, Olga!")
            .await
            .status()
            .is_success()
    );
    let mia = json!({ "name": "Mia", "relationship": "Sister", "occasion": "birthday",
        "month": 3, "day": 15, "timeZone": "Europe/Paris" });
    assert_eq!(olga.add_reminder(&mia).await.status(), StatusCode::CREATED);
    let secret_key = olga.new_api_key("Greenhouse script").await;

    let export = ready_archive(&olga).await;
    assert!(export["sizeBytes"].as_u64().unwrap() > kept_file.len() as u64);
    let expires =
        chrono::DateTime::parse_from_rfc3339(export["expiresAt"].as_str().unwrap()).unwrap();
    let days = (expires.with_timezone(&Utc) - Utc::now()).num_hours();
    assert!(
        (166..=168).contains(&days),
        "kept seven days, not {days} hours"
    );

    let download = olga.get(export["downloadUrl"].as_str().unwrap()).await;
    assert_eq!(download.status(), StatusCode::OK);
    assert_eq!(download.headers()["content-type"], "application/zip");
    let disposition = download.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        disposition.starts_with("attachment; filename=\"cardsmith-data-"),
        "{disposition}"
    );
    let bytes = download.bytes().await.unwrap();
    assert_eq!(bytes.len() as u64, export["sizeBytes"].as_u64().unwrap());
    let entries = unzip(&bytes);

    let readme = String::from_utf8(entry(&entries, "README.txt").to_vec()).unwrap();
    assert!(
        readme.contains("olgaexport") && readme.contains("images.json"),
        "{readme}"
    );
    let profile = document(&entries, "profile.json");
    assert_eq!(profile["username"], "olgaexport");
    assert_eq!(profile["email"], "olgaexport@example.com");
    assert_eq!(profile["twoStepSignIn"], false);

    let images = document(&entries, "images.json");
    let images = images.as_array().unwrap();
    assert_eq!(images.len(), 2);
    let kept_entry = images
        .iter()
        .find(|image| image["id"] == kept["id"])
        .unwrap();
    assert_eq!(kept_entry["prompt"], "A lighthouse in a winter storm");
    let kept_name = kept_entry["file"].as_str().unwrap();
    assert_eq!(
        entry(&entries, kept_name),
        kept_file.as_slice(),
        "the file itself"
    );
    let gone_entry = images
        .iter()
        .find(|image| image["id"] == gone["id"])
        .unwrap();
    assert_eq!(gone_entry["file"], Value::Null);
    assert!(
        gone_entry["fileMissing"]
            .as_str()
            .unwrap()
            .contains("deleted while")
    );
    let image_files = entries
        .iter()
        .filter(|(name, _)| name.starts_with("images/"))
        .count();
    assert_eq!(image_files, 1, "only the file that was there");

    let credits = document(&entries, "credits.json");
    assert!(!credits["lots"].as_array().unwrap().is_empty());
    assert!(
        credits["history"].as_array().unwrap().len() >= 3,
        "a grant and two charges"
    );
    assert!(document(&entries, "payments.json").is_array());
    let sent = document(&entries, "cards-sent.json");
    assert_eq!(sent[0]["recipients"][0]["email"], "bob@example.com");
    assert_eq!(sent[0]["recipients"][0]["thanks"], "Thank you, Olga!");
    let thanks = document(&entries, "thanks-received.json");
    assert_eq!(thanks[0]["message"], "Thank you, Olga!");
    assert_eq!(
        document(&entries, "dates-to-remember.json")[0]["name"],
        "Mia"
    );
    let keys = document(&entries, "api-keys.json");
    assert_eq!(keys["keys"][0]["name"], "Greenhouse script");
    assert!(
        !document(&entries, "devices.json")
            .as_array()
            .unwrap()
            .is_empty()
    );
    let passkeys = document(&entries, "passkeys.json");
    assert_eq!(passkeys.as_array().map(Vec::len), Some(0), "{passkeys}");

    // No secret anywhere: not the API key, not a password or key hash.
    let everything: Vec<u8> = entries
        .iter()
        .flat_map(|(_, content)| content.clone())
        .collect();
    let text = String::from_utf8_lossy(&everything);
    assert!(!text.contains(&secret_key), "the API key's secret");
    assert!(!text.contains("$argon2"), "a password hash");
    assert!(!text.contains("keyHash") && !text.contains("tokenHash"));

    let emails = app
        .emails_containing("Subject: Your Cardsmith data is ready", 1)
        .await;
    assert!(emails[0].contains("To: olgaexport@example.com"));
    assert!(emails[0].contains("/dashboard#your-data"));
}

#[tokio::test]
async fn an_organisers_archive_holds_their_group_cards_with_every_message() {
    let app = TestApp::spawn().await;
    let (ana, card) = organiser_with_group_card(&app, "anaexport").await;
    let id = card["id"].as_str().unwrap();
    let share = share_token(&card);
    let mut signed_with_pen = message("Bo", "Good luck in Lisbon!");
    signed_with_pen["signature"] = json!([[[10, 500], [200, 300]]]);
    signed_with_pen["email"] = json!("bo@example.com");
    signed_with_pen["photo"] = json!(data_url("image/png", &png(60, 40)));
    let (message_id, _) = signed(&app.new_client(), &share, &signed_with_pen).await;
    let response = ana.invite_signers(id, &["dee@example.com"]).await;
    assert_eq!(response.status(), StatusCode::OK);

    let export = ready_archive(&ana).await;
    let download = ana.get(export["downloadUrl"].as_str().unwrap()).await;
    let entries = unzip(&download.bytes().await.unwrap());
    let cards = document(&entries, "group-cards.json");
    assert_eq!(cards.as_array().map(Vec::len), Some(1));
    assert_eq!(cards[0]["id"], id);
    assert_eq!(cards[0]["title"], "Farewell, Priya!");
    assert_eq!(cards[0]["status"], "collecting");
    assert_eq!(cards[0]["invitations"][0]["email"], "dee@example.com");
    let messages = cards[0]["messages"].as_array().unwrap();
    assert_eq!(messages.len(), 1);
    assert_eq!(messages[0]["text"], "Good luck in Lisbon!");
    assert_eq!(messages[0]["email"], "bo@example.com");
    assert_eq!(messages[0]["signature"], json!([[[10, 500], [200, 300]]]));
    let photo = format!("group-cards/photos/{message_id}.jpg");
    assert_eq!(messages[0]["photo"], photo.as_str());
    let kept = image::load_from_memory(entry(&entries, &photo)).unwrap();
    assert_eq!((kept.width(), kept.height()), (60, 40));
    // No link: neither the share link's token nor a hash of any.
    let text = String::from_utf8_lossy(entry(&entries, "group-cards.json")).into_owned();
    assert!(!text.contains(&share) && !text.to_lowercase().contains("hash"));
    assert!(String::from_utf8_lossy(entry(&entries, "README.txt")).contains("group-cards.json"));
}

#[tokio::test]
async fn only_the_owners_session_fetches_the_archive() {
    let app = TestApp::spawn().await;
    let owner = app.signed_in_user("ownerexport").await;
    let export = ready_archive(&owner).await;
    let id = export["id"].as_str().unwrap();

    let stranger = app.signed_in_user("strangerexport").await;
    for client in [&stranger, &app.new_client()] {
        let response = client.download_data_export(id).await;
        assert_eq!(
            error_message(response, StatusCode::NOT_FOUND).await,
            NOT_FOUND
        );
    }
    let status: Value = stranger.data_export().await.json().await.unwrap();
    assert_eq!(status["export"], Value::Null, "another account sees none");
    assert_eq!(
        owner.download_data_export("no-such-archive").await.status(),
        StatusCode::NOT_FOUND
    );
    let visitor = app.new_client();
    assert_eq!(
        visitor.data_export().await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        visitor.request_data_export().await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        owner.download_data_export(id).await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn asking_again_while_one_is_made_answers_that_one() {
    let app = TestApp::spawn().await;
    let ada = app.signed_in_user("adaexport").await;
    let user_id = app.user_id("adaexport@example.com").await;
    // Another instance is making it, and holds it for an hour.
    let (making, _) = data_exports::request(&app.db, &user_id).await.unwrap();
    data_exports::hold_until(&app.db, &making.id, Utc::now() + Duration::hours(1))
        .await
        .unwrap();

    let answers = futures::future::join_all((0..30).map(|_| ada.request_data_export())).await;
    for answer in answers {
        assert_eq!(answer.status(), StatusCode::ACCEPTED);
        let body: Value = answer.json().await.unwrap();
        assert_eq!(body["id"], making.id.as_str());
        assert_eq!(body["status"], "building");
        assert_eq!(body["downloadUrl"], Value::Null);
    }
    assert_eq!(rows_of(&app, &user_id).await, 1);
}

#[tokio::test]
async fn many_requests_at_once_make_one_archive_at_a_time() {
    let app = TestApp::spawn().await;
    let bea = app.signed_in_user("beaexport").await;
    let user_id = app.user_id("beaexport@example.com").await;
    let answers = futures::future::join_all((0..30).map(|_| bea.request_data_export())).await;
    let mut ids = std::collections::BTreeSet::new();
    for answer in answers {
        // Never a clash; at worst (a slow machine finishing archive after
        // archive between requests) the day's limit.
        if answer.status() == StatusCode::TOO_MANY_REQUESTS {
            continue;
        }
        assert_eq!(answer.status(), StatusCode::ACCEPTED);
        let body: Value = answer.json().await.unwrap();
        ids.insert(body["id"].as_str().unwrap().to_owned());
    }
    assert!(!ids.is_empty());
    // Each archive answered is one row; a second exists only if the first
    // was finished before a later request arrived.
    assert_eq!(rows_of(&app, &user_id).await, ids.len() as u64);
}

async fn rows_of(app: &TestApp, user_id: &str) -> u64 {
    data_export::Entity::find()
        .filter(data_export::Column::UserId.eq(user_id))
        .count(&app.db)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_new_archive_replaces_the_last_and_an_expired_one_is_gone() {
    let app = TestApp::spawn().await;
    let cai = app.signed_in_user("caiexport").await;
    let first = ready_archive(&cai).await;
    let second = ready_archive(&cai).await;
    assert_ne!(first["id"], second["id"]);
    let first_id = first["id"].as_str().unwrap();
    assert_eq!(
        cai.download_data_export(first_id).await.status(),
        StatusCode::NOT_FOUND,
        "one at a time"
    );

    // The second one's seven days are up.
    let second_id = second["id"].as_str().unwrap();
    data_export::Entity::update_many()
        .col_expr(
            data_export::Column::ExpiresAt,
            Expr::value(Utc::now() - Duration::seconds(1)),
        )
        .filter(data_export::Column::Id.eq(second_id))
        .exec(&app.db)
        .await
        .unwrap();
    assert_eq!(
        cai.download_data_export(second_id).await.status(),
        StatusCode::NOT_FOUND
    );
    let status: Value = cai.data_export().await.json().await.unwrap();
    assert_eq!(status["export"], Value::Null);

    // The minute's clean-up removes the files and the rows.
    assert_eq!(archive_files(&app).len(), 2);
    cardsmith_server::exports::DataExports::new(
        app.db.clone(),
        store(&app),
        mailer(&app),
        app.base_url.clone(),
        Duration::seconds(30),
    )
    .remove_expired()
    .await;
    assert_eq!(archive_files(&app), Vec::<String>::new());
    let user_id = app.user_id("caiexport@example.com").await;
    assert_eq!(rows_of(&app, &user_id).await, 0);
}

fn archive_files(app: &TestApp) -> Vec<String> {
    stored_files(&app.data_dir)
        .into_iter()
        .filter(|path| path.contains("/exports/"))
        .collect()
}

fn mailer(app: &TestApp) -> cardsmith_server::providers::email::Mailer {
    cardsmith_server::providers::email::Mailer::outbox(
        app.data_dir.join("outbox"),
        "Cardsmith <hello@example.com>",
    )
    .unwrap()
}

#[tokio::test]
async fn deleting_the_account_removes_its_archives() {
    let app = TestApp::spawn().await;
    let dan = app.signed_in_user("danexport").await;
    let user_id = app.user_id("danexport@example.com").await;
    ready_archive(&dan).await;
    // And one being made, held by another instance.
    let (making, _) = data_exports::request(&app.db, &user_id).await.unwrap();
    data_exports::hold_until(&app.db, &making.id, Utc::now() + Duration::hours(1))
        .await
        .unwrap();
    assert_eq!(archive_files(&app).len(), 1);

    assert_eq!(
        dan.delete_account(PASSWORD, "danexport").await.status(),
        StatusCode::ACCEPTED
    );
    deleted_and_erased(&app.db, &user_id).await;
    assert_eq!(archive_files(&app), Vec::<String>::new());
    assert_eq!(rows_of(&app, &user_id).await, 0);
}

#[tokio::test]
async fn five_archives_a_day_then_the_sixth_waits() {
    let app = TestApp::spawn().await;
    let eve = app.signed_in_user("eveexport").await;
    let user_id = app.user_id("eveexport@example.com").await;
    ready_archive(&eve).await;
    // Four more made earlier today.
    for _ in 0..4 {
        throttle::record(&app.db, &format!("data-export:{user_id}"))
            .await
            .unwrap();
    }
    let refused = eve.request_data_export().await;
    assert!(refused.headers().contains_key("retry-after"));
    assert_eq!(
        error_message(refused, StatusCode::TOO_MANY_REQUESTS).await,
        "You can make 5 archives a day. Try again in 24 hours."
    );
    assert_eq!(rows_of(&app, &user_id).await, 1, "nothing was started");
}
