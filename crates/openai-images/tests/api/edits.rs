use std::collections::HashMap;

use cardsmith_openai_images::{ImageApiError, Photo};
use wiremock::MockServer;
use wiremock::ResponseTemplate;

use crate::helpers::*;

const PHOTO_BYTES: &[u8] = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01 photo \r\n-- not a boundary";

fn photo() -> Photo {
    Photo {
        bytes: PHOTO_BYTES.to_vec(),
        mime: "image/jpeg".into(),
        filename: "grandma.jpg".into(),
    }
}

fn text_fields(parts: &[(String, FormPart)]) -> HashMap<String, String> {
    parts
        .iter()
        .filter(|(name, _)| name != "image")
        .map(|(name, part)| (name.clone(), part.text()))
        .collect()
}

#[tokio::test]
async fn a_photo_turns_the_request_into_a_multipart_edit() {
    let server = MockServer::start().await;
    answer_always(&server, EDITS, image_answer(IMAGE_BYTES)).await;
    let mut req = request("Turn this photo into a birthday card");
    req.photo = Some(photo());
    req.style = Some("vivid".into());

    let image = client(&server, "gpt-image-1.5")
        .generate(&req)
        .await
        .unwrap();

    assert_eq!(image, IMAGE_BYTES);
    let requests = received(&server).await;
    assert_eq!(requests.len(), 1);
    let sent = &requests[0];
    assert_eq!(sent.url.path(), EDITS);
    assert_eq!(sent.headers["authorization"], format!("Bearer {API_KEY}"));
    let content_type = sent.headers["content-type"].to_str().unwrap();
    assert!(
        content_type.starts_with("multipart/form-data; boundary="),
        "{content_type}"
    );

    let parts = multipart_parts(sent);
    let expected: HashMap<String, String> = [
        ("model", "gpt-image-1.5"),
        (
            "prompt",
            "Turn this photo into a birthday card Style: vivid, hyper-real and dramatic colours.",
        ),
        ("size", "1024x1024"),
        ("quality", "medium"),
        ("output_format", "png"),
        ("n", "1"),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.to_owned()))
    .collect();
    assert_eq!(text_fields(&parts), expected);

    let images: Vec<&FormPart> = parts
        .iter()
        .filter(|(name, _)| name == "image")
        .map(|(_, part)| part)
        .collect();
    assert_eq!(images.len(), 1);
    let image_part = images[0];
    assert!(
        image_part
            .headers
            .contains(r#"name="image"; filename="grandma.jpg""#),
        "{}",
        image_part.headers
    );
    assert!(
        image_part
            .headers
            .to_lowercase()
            .contains("content-type: image/jpeg"),
        "{}",
        image_part.headers
    );
    assert_eq!(image_part.content, PHOTO_BYTES);
}

#[tokio::test]
async fn edits_carry_compression_and_background_when_set() {
    let server = MockServer::start().await;
    answer_always(&server, EDITS, image_answer(IMAGE_BYTES)).await;
    let mut req = request("Make the background transparent");
    req.photo = Some(Photo {
        mime: "image/webp".into(),
        filename: "cat.webp".into(),
        ..photo()
    });
    req.output_format = "webp".into();
    req.output_compression = Some(55);
    req.background = Some("transparent".into());

    client(&server, "gpt-image-1.5")
        .generate(&req)
        .await
        .unwrap();

    let parts = multipart_parts(&received(&server).await[0]);
    let fields = text_fields(&parts);
    assert_eq!(fields["output_format"], "webp");
    assert_eq!(fields["output_compression"], "55");
    assert_eq!(fields["background"], "transparent");
    assert!(!fields.contains_key("style"));
    let (_, image_part) = parts.iter().find(|(name, _)| name == "image").unwrap();
    assert!(
        image_part
            .headers
            .to_lowercase()
            .contains("content-type: image/webp")
    );
}

#[tokio::test]
async fn an_edit_asked_to_keep_faces_sends_input_fidelity_as_a_form_field() {
    let server = MockServer::start().await;
    answer_always(&server, EDITS, image_answer(IMAGE_BYTES)).await;
    let mut req = request("Grandma in a garden of roses");
    req.photo = Some(photo());
    req.input_fidelity = Some("high".into());

    client(&server, "gpt-image-1.5")
        .generate(&req)
        .await
        .unwrap();

    let fields = text_fields(&multipart_parts(&received(&server).await[0]));
    assert_eq!(fields["input_fidelity"], "high");
}

#[tokio::test]
async fn a_retried_edit_sends_the_whole_photo_again() {
    let server = MockServer::start().await;
    answer_first(&server, EDITS, 1, ResponseTemplate::new(503)).await;
    answer_always(&server, EDITS, image_answer(IMAGE_BYTES)).await;
    let mut req = request("Paint this as a watercolour");
    req.photo = Some(photo());

    let image = client(&server, "gpt-image-1.5")
        .generate(&req)
        .await
        .unwrap();

    assert_eq!(image, IMAGE_BYTES);
    let requests = received(&server).await;
    assert_eq!(requests.len(), 2);
    for sent in &requests {
        let parts = multipart_parts(sent);
        let (_, image_part) = parts.iter().find(|(name, _)| name == "image").unwrap();
        assert_eq!(image_part.content, PHOTO_BYTES);
    }
}

#[tokio::test]
async fn an_edit_refused_by_moderation_is_a_content_policy_error() {
    let server = MockServer::start().await;
    let refusal = error_answer(
        400,
        Some("moderation_blocked"),
        "Rejected by the safety system.",
    );
    answer_always(&server, EDITS, refusal).await;
    let mut req = request("Something not allowed");
    req.photo = Some(photo());

    let err = client(&server, "gpt-image-1.5")
        .generate(&req)
        .await
        .unwrap_err();

    assert!(matches!(err, ImageApiError::ContentPolicy), "{err:?}");
    assert_eq!(received(&server).await.len(), 1);
}
