//! A signer's photo on a group card: taken with the wizard photo's checks,
//! kept small, shown with the message, drawn on the inside page and printed,
//! replaced or removed by its signer, and its file removed whenever no
//! message holds it any more.

use crate::account_deletion_support::{deleted_and_erased, stored_files};
use crate::group_cards_support::*;
use crate::helpers::{PASSWORD, TestApp, TestClient, error_message, field_error};
use crate::images_support::{data_url, encode, png};
use crate::sends_support::{card_emails_to, card_token};
use image::{DynamicImage, ImageBuffer, ImageFormat, Rgb};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// A photo of one colour, `width` x `height`, as a PNG data URL.
fn photo(width: u32, height: u32, colour: [u8; 3]) -> String {
    let picture = DynamicImage::ImageRgb8(ImageBuffer::from_pixel(width, height, Rgb(colour)));
    data_url("image/png", &encode(&picture, ImageFormat::Png))
}

fn with_photo(name: &str, text: &str, data_url: String) -> Value {
    let mut body = message(name, text);
    body["photo"] = json!(data_url);
    body
}

/// The signer's own messages on the page a change answered.
async fn own_messages(response: reqwest::Response, status: StatusCode) -> Vec<Value> {
    assert_eq!(response.status(), status);
    let body: Value = response.json().await.unwrap();
    let card = if body.get("card").is_some() {
        &body["card"]
    } else {
        &body
    };
    card["own"].as_array().unwrap().clone()
}

/// The photo files in the app's image store (the card's front and its
/// thumbnail are there too, so these are told apart by their folder and
/// their `.jpg` ending).
fn photo_files(app: &TestApp) -> Vec<String> {
    let mut files: Vec<String> = stored_files(&app.data_dir)
        .into_iter()
        .filter(|file| file.ends_with(".jpg"))
        .collect();
    files.sort();
    files
}

async fn fetched_photo(client: &TestClient, url: &str) -> DynamicImage {
    let response = client.get(url).await;
    assert_eq!(response.status(), StatusCode::OK, "{url}");
    assert_eq!(response.headers()["content-type"], "image/jpeg");
    image::load_from_memory(&response.bytes().await.unwrap()).unwrap()
}

#[tokio::test]
async fn a_signer_adds_changes_and_removes_a_photo_and_old_files_go() {
    let app = TestApp::spawn().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let share = share_token(&card);
    let bo = app.new_client();

    // A long landscape photo is kept trimmed to 3:2, at most 512 pixels wide.
    let body = with_photo("Bo", "Bon voyage!", photo(1800, 600, [200, 30, 30]));
    let own = own_messages(bo.sign_card(&share, &body).await, StatusCode::CREATED).await;
    let first_url = own[0]["photoUrl"].as_str().expect("a photo").to_owned();
    let kept = fetched_photo(&bo, &first_url).await;
    assert_eq!((kept.width(), kept.height()), (512, 341));
    assert_eq!(photo_files(&app).len(), 1);
    let id = own[0]["id"].as_str().unwrap().to_owned();

    // A change that says nothing of the photo keeps it.
    let response = bo
        .edit_signed_message(&share, &id, &message("Bo", "Bon voyage, Priya!"))
        .await;
    let own = own_messages(response, StatusCode::OK).await;
    assert_eq!(own[0]["photoUrl"], first_url.as_str());
    assert_eq!(own[0]["text"], "Bon voyage, Priya!");

    // A new photo replaces it, and the old file is gone.
    let body = with_photo("Bo", "Bon voyage, Priya!", photo(300, 400, [20, 20, 200]));
    let own = own_messages(
        bo.edit_signed_message(&share, &id, &body).await,
        StatusCode::OK,
    )
    .await;
    let second_url = own[0]["photoUrl"].as_str().unwrap().to_owned();
    assert_ne!(second_url, first_url);
    let kept = fetched_photo(&bo, &second_url).await;
    assert_eq!((kept.width(), kept.height()), (300, 400));
    assert_eq!(bo.get(&first_url).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(photo_files(&app).len(), 1);

    // The organiser sees it with the message.
    let seen = organised(&organiser, card["id"].as_str().unwrap()).await;
    assert_eq!(seen["messages"][0]["photoUrl"], second_url.as_str());

    // Removing it leaves the message without one.
    let mut body = message("Bo", "Bon voyage, Priya!");
    body["removePhoto"] = json!(true);
    let own = own_messages(
        bo.edit_signed_message(&share, &id, &body).await,
        StatusCode::OK,
    )
    .await;
    assert!(own[0]["photoUrl"].is_null());
    assert_eq!(bo.get(&second_url).await.status(), StatusCode::NOT_FOUND);
    assert!(photo_files(&app).is_empty());

    // Deleting a message with a photo takes the file too, by signer or organiser.
    let body = with_photo("Bo", "Again", photo(64, 64, [0, 150, 0]));
    let own = own_messages(
        bo.edit_signed_message(&share, &id, &body).await,
        StatusCode::OK,
    )
    .await;
    assert!(own[0]["photoUrl"].is_string());
    let response = bo.delete_signed_message(&share, &id).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(photo_files(&app).is_empty());
    let cy = app.new_client();
    let body = with_photo("Cy", "From Cy", photo(64, 64, [0, 0, 0]));
    let (cy_id, _) = signed(&cy, &share, &body).await;
    assert_eq!(photo_files(&app).len(), 1);
    let card_id = card["id"].as_str().unwrap();
    let response = organiser.delete_group_message(card_id, &cy_id).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(photo_files(&app).is_empty());
}

#[tokio::test]
async fn photos_that_fail_a_check_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let (_organiser, card) = organiser_with_group_card(&app, "ana").await;
    let share = share_token(&card);
    let bo = app.new_client();

    let text = data_url("image/png", b"Dear diary, today I uploaded a text file.");
    let response = bo.sign_card(&share, &with_photo("Bo", "Hi", text)).await;
    assert_eq!(
        field_error(response, "photo").await,
        "Please upload an image file (PNG, JPEG, etc.)"
    );
    let wide = data_url("image/png", &png(5000, 2));
    let response = bo.sign_card(&share, &with_photo("Bo", "Hi", wide)).await;
    assert_eq!(
        field_error(response, "photo").await,
        "The image must be at most 4096 pixels wide and high"
    );
    // A 16-bit 4096 x 4096 PNG compresses to little but decodes to 128 MB.
    let flood = ImageBuffer::<image::Rgba<u16>, _>::new(4096, 4096);
    let flood = encode(&DynamicImage::ImageRgba16(flood), ImageFormat::Png);
    assert!(flood.len() < 2 * 1024 * 1024, "{} bytes", flood.len());
    let response = bo
        .sign_card(
            &share,
            &with_photo("Bo", "Hi", data_url("image/png", &flood)),
        )
        .await;
    assert!(
        field_error(response, "photo")
            .await
            .starts_with("The image has too much pixel data")
    );
    let mut big = png(16, 16);
    big.resize(5 * 1024 * 1024 + 1, 0);
    let response = bo
        .sign_card(&share, &with_photo("Bo", "Hi", data_url("image/png", &big)))
        .await;
    assert_eq!(
        error_message(response, StatusCode::PAYLOAD_TOO_LARGE).await,
        "The image file must be less than 5MB"
    );
    // A bad message is refused before its photo is kept.
    let response = bo
        .sign_card(&share, &with_photo("", "Hi", photo(32, 32, [1, 2, 3])))
        .await;
    field_error(response, "name").await;
    let page: Value = bo.signing_page(&share).await.json().await.unwrap();
    assert!(page["own"].as_array().unwrap().is_empty());
    assert!(photo_files(&app).is_empty());

    // On a change: a new photo and its removal at once is a 400, and the
    // message keeps its photo.
    let body = with_photo("Bo", "Hi", photo(32, 32, [1, 2, 3]));
    let (id, _) = signed(&bo, &share, &body).await;
    let mut both = with_photo("Bo", "Hi", photo(40, 40, [9, 9, 9]));
    both["removePhoto"] = json!(true);
    let response = bo.edit_signed_message(&share, &id, &both).await;
    assert_eq!(
        field_error(response, "photo").await,
        "Choose a new photo or remove the photo, not both"
    );
    let text = data_url("image/jpeg", b"not a jpeg at all");
    let response = bo
        .edit_signed_message(&share, &id, &with_photo("Bo", "Hi", text))
        .await;
    field_error(response, "photo").await;
    let page: Value = bo.signing_page(&share).await.json().await.unwrap();
    assert!(page["own"][0]["photoUrl"].is_string());
    assert_eq!(photo_files(&app).len(), 1);
}

#[tokio::test]
async fn a_photo_too_late_for_the_card_is_never_kept() {
    let app = TestApp::spawn().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let share = share_token(&card);
    let bo = app.new_client();
    let (id, _) = signed(&bo, &share, &message("Bo", "Hi")).await;
    let response = organiser
        .send_group_card_now(card["id"].as_str().unwrap())
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let late = with_photo("Bo", "Hi", photo(32, 32, [1, 2, 3]));
    let response = bo.edit_signed_message(&share, &id, &late).await;
    assert_eq!(response.status(), StatusCode::CONFLICT);
    let response = app.new_client().sign_card(&share, &late).await;
    assert_eq!(response.status(), StatusCode::CONFLICT);
    assert!(photo_files(&app).is_empty());
}

#[tokio::test]
async fn the_recipient_sees_the_photo_on_the_inside_page_and_in_print() {
    let app = TestApp::spawn().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let share = share_token(&card);
    let blue = [20, 60, 220];
    let body = with_photo("Bo", "Bon voyage!", photo(400, 300, blue));
    signed(&app.new_client(), &share, &body).await;
    signed(&app.new_client(), &share, &message("Cy", "Good luck")).await;
    let response = organiser
        .send_group_card_now(card["id"].as_str().unwrap())
        .await;
    assert_eq!(response.status(), StatusCode::OK);

    let emails = card_emails_to(&app, "priya@example.com", 1).await;
    let recipient = app.new_client();
    let token = card_token(&emails[0]);
    let received: Value = recipient.received_card(&token).await.json().await.unwrap();
    let messages = received["group"]["messages"].as_array().unwrap();
    assert!(messages[0]["photoUrl"].is_string());
    assert!(messages[1]["photoUrl"].is_null());

    // The page carries the photo's blue; a page without it has none.
    let page = received["group"]["insidePages"][0].as_str().unwrap();
    let page = recipient.get(page).await;
    assert_eq!(page.status(), StatusCode::OK);
    let page = image::load_from_memory(&page.bytes().await.unwrap())
        .unwrap()
        .to_rgb8();
    let near_blue = |p: &Rgb<u8>| {
        p.0.iter()
            .zip(blue)
            .all(|(a, b)| (i32::from(*a) - i32::from(b)).abs() < 24)
    };
    let blue_pixels = page.pixels().filter(|p| near_blue(p)).count();
    assert!(blue_pixels > 2000, "{blue_pixels} blue pixels");

    // The printable card carries it as a picture beside the front's.
    let response = recipient.received_card_pdf(&token, "").await;
    assert_eq!(response.status(), StatusCode::OK);
    let pdf = lopdf::Document::load_mem(&response.bytes().await.unwrap()).unwrap();
    let pages: Vec<_> = pdf.get_pages().into_values().collect();
    let inside_images = pdf.get_page_images(pages[1]).unwrap();
    assert_eq!(inside_images.len(), 1, "the photo, inside");
}

#[tokio::test]
async fn a_deleted_account_takes_the_photos_on_its_group_cards_with_it() {
    let app = TestApp::spawn().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let share = share_token(&card);
    let body = with_photo("Bo", "Hi", photo(64, 64, [5, 5, 5]));
    signed(&app.new_client(), &share, &body).await;
    assert_eq!(photo_files(&app).len(), 1);
    let user_id = app.user_id("ana@example.com").await;
    let response = organiser.delete_account(PASSWORD, "ana").await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    deleted_and_erased(&app.db, &user_id).await;
    assert!(photo_files(&app).is_empty());
}
