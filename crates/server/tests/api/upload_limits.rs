//! Memory bounds on decoding images: a pixel flood in `uploadedImage` (a
//! small file that decodes to a huge bitmap) is refused from its header, an
//! account that cannot pay is refused before its photo is decoded, and an
//! image service answering with a huge image is refused and refunded.

use crate::helpers::{TestApp, TestClient, error_message};
use crate::images_provider::assert_refunded;
use crate::images_support::*;
use crate::ledger_support::reserve;
use cardsmith_domain::Credits;
use cardsmith_server::images::generate::NOT_ENOUGH_CREDITS;
use cardsmith_server::images::upload::{UPLOAD_TOO_MUCH_DATA, WORKING_SIDE};
use cardsmith_server::providers::image::IMAGE_TOO_LARGE;
use cardsmith_server::store::ledger;
use image::{DynamicImage, ImageBuffer, ImageFormat, Rgb};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use wiremock::MockServer;

const MB: u64 = 1024 * 1024;

fn with_photo(data_url: &str) -> Value {
    json!({ "prompt": PROMPT, "quality": "low", "size": "1024x1024",
        "uploadedImage": data_url })
}

/// 4096x4096 at 16 bits per channel: a file of a few hundred KB that
/// decodes to 96 MiB (and cost 200 MB decoded and re-encoded).
fn pixel_flood() -> Vec<u8> {
    let pixels = ImageBuffer::from_fn(4096, 4096, |x, y| {
        Rgb([(x / 64) as u16 * 1000, (y / 64) as u16 * 1000, 30_000])
    });
    encode(&DynamicImage::ImageRgb16(pixels), ImageFormat::Png)
}

/// A status line of /proc/self/status, in bytes (`VmRSS`, `VmHWM`).
fn memory(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status
        .lines()
        .find(|l| l.starts_with(field))
        .unwrap_or_else(|| panic!("{field} in /proc/self/status"));
    let kb: u64 = line.split_whitespace().nth(1).unwrap().parse().unwrap();
    kb * 1024
}

/// Spends the whole balance, as if every credit had gone on images.
async fn spend_everything(app: &TestApp, email: &str) {
    let user_id = app.user_id(email).await;
    let balance = ledger::balance(&app.db, &user_id).await.unwrap();
    let held = reserve(&app.db, &user_id, balance, "Image generation").await;
    assert!(ledger::settle(&app.db, &held.id).await.unwrap());
    assert_eq!(
        ledger::balance(&app.db, &user_id).await.unwrap(),
        Credits::ZERO
    );
}

#[tokio::test]
async fn thirty_parallel_pixel_floods_stay_under_500_mb_and_each_get_a_clear_4xx() {
    let flood = data_url("image/png", &pixel_flood());
    assert!(flood.len() < 2 * MB as usize, "a small upload");
    let app = TestApp::spawn().await;
    let paying = Arc::new(app.signed_in_user("paying").await);
    let broke = Arc::new(app.signed_in_user("broke").await);
    spend_everything(&app, "broke@example.com").await;
    for client in [&paying, &broke] {
        client.csrf_token().await;
    }

    // Peak memory is sampled while the requests run (VmHWM also counts the
    // building of the test picture above).
    let running = Arc::new(AtomicBool::new(true));
    let sampler = {
        let running = running.clone();
        tokio::spawn(async move {
            let mut peak = 0;
            while running.load(Ordering::Relaxed) {
                peak = peak.max(memory("VmRSS:"));
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            peak
        })
    };
    let requests: Vec<_> = (0..30)
        .map(|i| {
            let client = if i % 2 == 0 { &paying } else { &broke }.clone();
            let body = with_photo(&flood);
            tokio::spawn(async move {
                let response = client.generate(&body).await;
                let status = response.status();
                let body: Value = response.json().await.unwrap();
                (
                    i % 2 == 0,
                    status,
                    body["message"].as_str().unwrap().to_owned(),
                )
            })
        })
        .collect();
    let mut answers = Vec::new();
    for request in requests {
        answers.push(request.await.unwrap());
    }
    running.store(false, Ordering::Relaxed);
    let peak = sampler.await.unwrap();

    for (paying, status, message) in answers {
        if paying {
            assert_eq!(status, StatusCode::BAD_REQUEST);
            assert_eq!(message, UPLOAD_TOO_MUCH_DATA);
        } else {
            assert_eq!(status, StatusCode::PAYMENT_REQUIRED);
            assert_eq!(message, NOT_ENOUGH_CREDITS);
        }
    }
    assert!(peak < 500 * MB, "peak RSS {} MB", peak / MB);
    let high_water = memory("VmHWM:");
    assert!(high_water < 500 * MB, "VmHWM {} MB", high_water / MB);
    assert_eq!(balance(&paying).await, 10.0);
    assert_eq!(balance(&broke).await, 0.0);
}

#[tokio::test]
async fn an_account_that_cannot_pay_is_refused_before_its_photo_is_read() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("penniless").await;
    spend_everything(&app, "penniless@example.com").await;
    // Even a photo that could not be read answers 402: it was never looked at.
    let unreadable = data_url("image/png", &png(64, 64)[..100]);
    let response = client.generate(&with_photo(&unreadable)).await;
    assert_eq!(
        error_message(response, StatusCode::PAYMENT_REQUIRED).await,
        NOT_ENOUGH_CREDITS
    );
}

#[tokio::test]
async fn a_retry_with_its_key_is_still_replayed_once_the_balance_is_spent() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("retrier").await;
    let body = with_photo(&data_url("image/png", &png(120, 80)));
    let first = client.generate_with_key(&body, "photo-1").await;
    assert_eq!(first.status(), StatusCode::CREATED);
    let first: Value = first.json().await.unwrap();
    spend_everything(&app, "retrier@example.com").await;
    let again = client.generate_with_key(&body, "photo-1").await;
    assert_eq!(again.status(), StatusCode::CREATED);
    assert_eq!(again.headers()["idempotent-replayed"], "true");
    let again: Value = again.json().await.unwrap();
    assert_eq!(again["id"], first["id"]);
}

#[tokio::test]
async fn a_large_photo_is_reduced_to_a_working_copy_before_it_is_sent() {
    let server = MockServer::start().await;
    answer(&server, EDITS, image_answer(&png(1024, 1024))).await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let client = app.signed_in_user("photographer").await;
    let photo = encode(&picture(4096, 3072), ImageFormat::Jpeg);
    generate_ok(&client, with_photo(&data_url("image/jpeg", &photo))).await;
    let requests = provider_calls(&server).await;
    let sent = &requests[0].body;
    let start = sent
        .windows(8)
        .position(|w| w == b"\x89PNG\r\n\x1a\n")
        .expect("a PNG was sent");
    let (width, height) = image::ImageReader::new(std::io::Cursor::new(&sent[start..]))
        .with_guessed_format()
        .unwrap()
        .into_dimensions()
        .unwrap();
    assert_eq!((width, height), (WORKING_SIDE, WORKING_SIDE * 3 / 4));
}

async fn provider_answers(picture: Vec<u8>, name: &str) -> (TestApp, TestClient, String) {
    let server = MockServer::start().await;
    answer(&server, GENERATIONS, image_answer(&picture)).await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let client = app.signed_in_user(name).await;
    let response = client.generate(&low_square(PROMPT)).await;
    let message = error_message(response, StatusCode::BAD_GATEWAY).await;
    (app, client, message)
}

#[tokio::test]
async fn a_40_megapixel_answer_from_the_image_service_is_refused_and_refunded() {
    // 8000x5000, grey: cheap to make, 40 million pixels to decode.
    let huge = encode(&DynamicImage::new_luma8(8000, 5000), ImageFormat::Png);
    let (app, client, message) = provider_answers(huge, "vera").await;
    assert_eq!(
        message,
        format!("{IMAGE_TOO_LARGE}. Your credits were refunded.")
    );
    assert_eq!(balance(&client).await, 10.0);
    assert_refunded(&app, "vera@example.com").await;
}

#[tokio::test]
async fn an_answer_too_big_to_decode_is_refused_and_refunded() {
    // Within 4096 a side, but 16 bits per channel: 72 MiB of pixels.
    let deep = encode(&DynamicImage::new_rgb16(4096, 3072), ImageFormat::Png);
    let (app, client, message) = provider_answers(deep, "walt").await;
    assert_eq!(
        message,
        format!("{IMAGE_TOO_LARGE}. Your credits were refunded.")
    );
    assert_eq!(balance(&client).await, 10.0);
    assert_refunded(&app, "walt@example.com").await;
}
