use std::borrow::Cow;
use std::fmt;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde::Deserialize;
use serde_json::Value;

use crate::error::ImageApiError;
use crate::retry::classify_error_event;
use crate::stream::SseEvent;

/// A rough picture of the image being made, streamed before the finished one.
#[derive(Clone, PartialEq, Eq)]
pub struct PartialImage {
    /// 0 for the first partial image, counting up.
    pub index: u32,
    /// The image file, decoded from base64.
    pub bytes: Vec<u8>,
    /// `png`, `jpeg` or `webp`, as the provider says.
    pub output_format: Option<String>,
}

/// Keeps image bytes out of logs.
impl fmt::Debug for PartialImage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PartialImage")
            .field("index", &self.index)
            .field("bytes", &format_args!("<{} bytes>", self.bytes.len()))
            .field("output_format", &self.output_format)
            .finish()
    }
}

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
    decode_base64(encoded).map_err(invalid)
}

fn decode_base64(encoded: &str) -> Result<Vec<u8>, &'static str> {
    let bytes = STANDARD
        .decode(encoded.trim())
        .map_err(|_| "image data is not valid base64")?;
    if bytes.is_empty() {
        return Err("empty image data");
    }
    Ok(bytes)
}

/// What one event of a streamed answer means for the image being made.
#[derive(Debug)]
pub(crate) enum StreamStep {
    Partial(PartialImage),
    /// The finished image's bytes.
    Completed(Vec<u8>),
    /// Nothing to act on (an event type this client does not know, an
    /// unusable partial image): read on.
    Skip,
}

/// The fields of the Images API's stream events that matter here.
#[derive(Deserialize)]
struct ImageEvent<'a> {
    #[serde(rename = "type")]
    kind: Option<String>,
    #[serde(borrow)]
    b64_json: Option<Base64<'a>>,
    partial_image_index: Option<u32>,
    output_format: Option<String>,
    error: Option<Value>,
}

/// Base64 text borrowed from the event rather than copied, as it is a whole
/// image (serde borrows a `Cow` only as a field of its own, not in an `Option`).
#[derive(Deserialize)]
struct Base64<'a>(#[serde(borrow)] Cow<'a, str>);

/// Reads one event of a streamed answer. `partials_seen` numbers a partial
/// image whose event has no index. An error event, or an event that is not
/// JSON, ends the stream with an error.
pub(crate) fn read_stream_event(
    event: &SseEvent,
    partials_seen: u32,
    api_key: Option<&str>,
) -> Result<StreamStep, ImageApiError> {
    if event.name.as_deref() == Some("error") {
        return Err(classify_error_event(&event.data, api_key));
    }
    let parsed: ImageEvent = serde_json::from_slice(&event.data).map_err(|_| {
        ImageApiError::InvalidResponse("an event in the stream is not image event JSON".into())
    })?;
    let kind = parsed.kind.as_deref().or(event.name.as_deref());
    if kind == Some("error") || parsed.error.as_ref().is_some_and(|e| !e.is_null()) {
        return Err(classify_error_event(&event.data, api_key));
    }
    match kind {
        Some("image_generation.partial_image" | "image_edit.partial_image") => {
            Ok(partial_image(parsed, partials_seen))
        }
        Some("image_generation.completed" | "image_edit.completed") => {
            let Base64(encoded) = parsed.b64_json.ok_or_else(|| {
                ImageApiError::InvalidResponse("no image data in the answer".into())
            })?;
            let bytes = decode_base64(&encoded)
                .map_err(|why| ImageApiError::InvalidResponse(why.into()))?;
            Ok(StreamStep::Completed(bytes))
        }
        other => {
            tracing::debug!(event = ?other, "skipped a stream event of an unknown type");
            Ok(StreamStep::Skip)
        }
    }
}

/// A partial image is only a preview: one that cannot be decoded is skipped,
/// the finished image may still come.
fn partial_image(event: ImageEvent<'_>, partials_seen: u32) -> StreamStep {
    let index = event.partial_image_index.unwrap_or(partials_seen);
    let decoded = event
        .b64_json
        .as_ref()
        .ok_or("no image data")
        .and_then(|Base64(encoded)| decode_base64(encoded));
    match decoded {
        Ok(bytes) => StreamStep::Partial(PartialImage {
            index,
            bytes,
            output_format: event.output_format,
        }),
        Err(why) => {
            tracing::debug!(index, why, "skipped an unusable partial image");
            StreamStep::Skip
        }
    }
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

    fn sse(name: Option<&str>, data: &str) -> SseEvent {
        SseEvent {
            name: name.map(str::to_owned),
            data: data.as_bytes().to_vec(),
        }
    }

    fn step(name: Option<&str>, data: &str) -> Result<StreamStep, ImageApiError> {
        read_stream_event(&sse(name, data), 5, None)
    }

    #[test]
    fn stream_events_give_partials_then_the_finished_image() {
        let partial = step(
            Some("image_edit.partial_image"),
            r#"{"type":"image_edit.partial_image","b64_json":"aGk=","partial_image_index":1,"output_format":"webp"}"#,
        );
        let Ok(StreamStep::Partial(partial)) = partial else {
            panic!("{partial:?}");
        };
        assert_eq!(partial.index, 1);
        assert_eq!(partial.bytes, b"hi");
        assert_eq!(partial.output_format.as_deref(), Some("webp"));
        // The type may come from the event name alone; a missing index counts on.
        let unnamed = step(
            Some("image_generation.partial_image"),
            r#"{"b64_json":"aGk="}"#,
        );
        assert!(
            matches!(&unnamed, Ok(StreamStep::Partial(p)) if p.index == 5 && p.output_format.is_none()),
            "{unnamed:?}"
        );
        let done = step(
            None,
            r#"{"type":"image_generation.completed","b64_json":"aGVsbG8=","usage":{"total_tokens":1}}"#,
        );
        assert!(
            matches!(&done, Ok(StreamStep::Completed(b)) if b == b"hello"),
            "{done:?}"
        );
    }

    #[test]
    fn unusable_partials_and_unknown_events_are_skipped() {
        for (name, data) in [
            (
                None,
                r#"{"type":"image_generation.partial_image","b64_json":"%%%"}"#,
            ),
            (None, r#"{"type":"image_generation.partial_image"}"#),
            (
                None,
                r#"{"type":"image_generation.partial_image","b64_json":""}"#,
            ),
            (Some("keepalive"), r#"{}"#),
            (None, r#"{"type":"image_generation.something_new"}"#),
        ] {
            let read = step(name, data);
            assert!(matches!(read, Ok(StreamStep::Skip)), "{data}: {read:?}");
        }
    }

    #[test]
    fn errors_and_malformed_events_end_the_stream() {
        let invalid = |name, data| match step(name, data) {
            Err(ImageApiError::InvalidResponse(why)) => why,
            other => panic!("{data}: {other:?}"),
        };
        assert!(
            invalid(Some("image_generation.completed"), "{not json")
                .contains("not image event JSON")
        );
        assert_eq!(
            invalid(
                None,
                r#"{"type":"image_generation.completed","b64_json":"%%%"}"#
            ),
            "image data is not valid base64"
        );
        assert_eq!(
            invalid(None, r#"{"type":"image_generation.completed"}"#),
            "no image data in the answer"
        );
        let error = r#"{"type":"error","error":{"message":"boom","type":"server_error","code":null,"param":null}}"#;
        assert_eq!(
            invalid(Some("error"), error),
            "an error in the stream: boom"
        );
        assert_eq!(invalid(None, error), "an error in the stream: boom");
        assert_eq!(
            invalid(Some("error"), "plain words"),
            "an error in the stream: plain words"
        );
        let top_level = r#"{"error":{"code":"moderation_blocked","message":"no"}}"#;
        assert!(matches!(
            step(None, top_level),
            Err(ImageApiError::ContentPolicy)
        ));
    }

    #[test]
    fn partial_image_debug_shows_size_not_content() {
        let partial = PartialImage {
            index: 0,
            bytes: vec![1; 1000],
            output_format: Some("png".into()),
        };
        assert!(format!("{partial:?}").contains("<1000 bytes>"));
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
