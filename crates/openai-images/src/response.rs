use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde_json::Value;

use crate::error::ImageApiError;

/// The image bytes inside a success answer: `data[0].b64_json`, base64-decoded.
pub(crate) fn decode_image(body: &[u8]) -> Result<Vec<u8>, ImageApiError> {
    let invalid = |why: &str| ImageApiError::InvalidResponse(why.to_owned());
    let json: Value = serde_json::from_slice(body).map_err(|_| invalid("not JSON"))?;
    let first = json["data"]
        .get(0)
        .ok_or_else(|| invalid("no image in the answer"))?;
    let Some(encoded) = first["b64_json"].as_str() else {
        // Some compatible servers ignore `response_format` and answer with a link.
        return Err(match first["url"].as_str() {
            Some(_) => invalid("an image link instead of image data"),
            None => invalid("no image data in the answer"),
        });
    };
    let bytes = STANDARD
        .decode(encoded.trim())
        .map_err(|_| invalid("image data is not valid base64"))?;
    if bytes.is_empty() {
        return Err(invalid("empty image data"));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reason(body: &str) -> String {
        match decode_image(body.as_bytes()) {
            Err(ImageApiError::InvalidResponse(why)) => why,
            other => panic!("expected InvalidResponse, got {other:?}"),
        }
    }

    #[test]
    fn decodes_the_first_image() {
        let body = r#"{"created":1,"data":[{"b64_json":"aGVsbG8="},{"b64_json":"eA=="}]}"#;
        assert_eq!(decode_image(body.as_bytes()).unwrap(), b"hello");
    }

    #[test]
    fn unusable_answers_are_explained() {
        assert_eq!(reason("<html>"), "not JSON");
        assert_eq!(reason(r#"{"data":[]}"#), "no image in the answer");
        assert_eq!(reason(r#"{"created":1}"#), "no image in the answer");
        assert_eq!(reason(r#"{"data":[{}]}"#), "no image data in the answer");
        assert_eq!(
            reason(r#"{"data":[{"url":"https://x/y.png"}]}"#),
            "an image link instead of image data"
        );
        assert_eq!(
            reason(r#"{"data":[{"b64_json":"%%%"}]}"#),
            "image data is not valid base64"
        );
        assert_eq!(reason(r#"{"data":[{"b64_json":""}]}"#), "empty image data");
    }
}
