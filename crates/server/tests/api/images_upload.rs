//! `uploadedImage`: judged by its bytes, limited in size and pixels, and
//! placed in the built-in renderer's design.

use crate::helpers::{TestApp, error_message};
use crate::images_support::*;
use reqwest::StatusCode;
use serde_json::{Value, json};

fn with_photo(data_url: String) -> Value {
    json!({ "prompt": PROMPT, "quality": "low", "size": "1024x1024",
        "outputFormat": "png", "background": null, "outputCompression": null,
        "uploadedImage": data_url })
}

#[tokio::test]
async fn a_png_sent_as_a_jpeg_data_url_is_accepted_by_its_bytes() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("alice").await;
    let plain = generate_ok(&client, low_square(PROMPT)).await;
    let with = generate_ok(&client, with_photo(data_url("image/jpeg", &png(300, 200)))).await;
    assert_eq!(with["credits"], 8);
    let plain = fetch(&client, plain["imageUrl"].as_str().unwrap()).await;
    let with = fetch(&client, with["imageUrl"].as_str().unwrap()).await;
    assert_ne!(plain, with);
}

#[tokio::test]
async fn jpeg_and_webp_photos_are_accepted() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("bob").await;
    for format in [image::ImageFormat::Jpeg, image::ImageFormat::WebP] {
        let bytes = encode(&picture(64, 48), format);
        generate_ok(&client, with_photo(data_url("image/png", &bytes))).await;
    }
    assert_eq!(balance(&client).await, 8.0);
}

#[tokio::test]
async fn a_text_file_claiming_to_be_a_png_is_refused() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("carol").await;
    let text = data_url("image/png", b"Dear diary, today I uploaded a text file.");
    let response = client.generate(&with_photo(text)).await;
    assert_eq!(
        error_message(response, StatusCode::BAD_REQUEST).await,
        "Please upload an image file (PNG, JPEG, etc.)"
    );
    let gif = data_url(
        "image/gif",
        b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00;",
    );
    let response = client.generate(&with_photo(gif)).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(balance(&client).await, 10.0);
}

#[tokio::test]
async fn a_photo_over_5_mb_is_a_413() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("dave").await;
    let mut big = png(16, 16);
    big.resize(5 * 1024 * 1024 + 1, 0);
    let response = client
        .generate(&with_photo(data_url("image/png", &big)))
        .await;
    assert_eq!(
        error_message(response, StatusCode::PAYLOAD_TOO_LARGE).await,
        "The image file must be less than 5MB"
    );
    assert_eq!(balance(&client).await, 10.0);
}

#[tokio::test]
async fn a_photo_5000_pixels_wide_is_refused() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("erin").await;
    let response = client
        .generate(&with_photo(data_url("image/png", &png(5000, 2))))
        .await;
    assert_eq!(
        error_message(response, StatusCode::BAD_REQUEST).await,
        "The image must be at most 4096 pixels wide and high"
    );
    let truncated = png(64, 64)[..100].to_vec();
    let response = client
        .generate(&with_photo(data_url("image/png", &truncated)))
        .await;
    assert_eq!(
        error_message(response, StatusCode::BAD_REQUEST).await,
        "The uploaded image could not be read"
    );
    assert_eq!(balance(&client).await, 10.0);
}
