//! Streamed answers, as OpenAI's Images API gives them to a request that
//! asks for partial images (`"stream": true` in the JSON of a generation, a
//! form field `stream` = `true` in an edit's multipart body): Server-Sent
//! Events, `--partials` of `image_generation.partial_image` (for edits
//! `image_edit.partial_image`), then one `image_generation.completed`
//! (`image_edit.completed`) with the image.
//!
//! Partial `i` (from 0) goes out `first + i * (delay - first) / partials`
//! seconds after the request arrived, `completed` at `delay`; with a delay
//! shorter than `first`, the partials and then `completed` all go out at
//! `delay`. Every event's text is made once at start and shared (`Bytes`) by
//! every answer: a stream holds only its schedule.

use crate::png;
use crate::stats::InFlight;
use axum::body::{Body, Bytes};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Value, json};
use std::convert::Infallible;
use std::time::Duration;
use tokio::time::Instant;

pub const MAX_PARTIALS: u32 = 3;

#[derive(Clone, Copy)]
pub enum Endpoint {
    Generations,
    Edits,
}

pub struct Streaming {
    first_partial: Duration,
    delay: Duration,
    generations: Events,
    edits: Events,
}

/// One endpoint's events, ready to send.
struct Events {
    partials: Vec<Bytes>,
    completed: Bytes,
}

impl Streaming {
    /// `partials` (1 to MAX_PARTIALS) coarser pictures of the gradient the
    /// completed image (`image`, base64) shows, `side` pixels square too.
    pub fn new(
        partials: u32,
        first_partial: Duration,
        delay: Duration,
        side: u32,
        image: &str,
    ) -> Streaming {
        // Squares of a quarter of the side, then an eighth, a sixteenth.
        let partial_images: Vec<String> = (0..partials)
            .map(|index| STANDARD.encode(png::blocky(side, side >> (2 + index))))
            .collect();
        Streaming {
            first_partial,
            delay,
            generations: Events::new("image_generation", &partial_images, image),
            edits: Events::new("image_edit", &partial_images, image),
        }
    }

    pub fn first_partial(&self) -> Duration {
        self.first_partial
    }

    pub fn partials(&self) -> usize {
        self.generations.partials.len()
    }

    /// When partial `index` is due, after the request arrived.
    fn partial_at(&self, index: usize) -> Duration {
        if self.delay <= self.first_partial {
            return self.delay;
        }
        let spread = (self.delay - self.first_partial) * index as u32 / self.partials() as u32;
        self.first_partial + spread
    }

    /// The answer to a request that arrived at `arrived` and asked to
    /// stream: the events, each at its time. `in_flight` counts the request
    /// until the stream ends or is dropped.
    pub fn answer(&self, endpoint: Endpoint, arrived: Instant, in_flight: InFlight) -> Response {
        let events = match endpoint {
            Endpoint::Generations => &self.generations,
            Endpoint::Edits => &self.edits,
        };
        let mut schedule: Vec<(Duration, Bytes, bool)> = events
            .partials
            .iter()
            .enumerate()
            .map(|(index, event)| (self.partial_at(index), event.clone(), true))
            .collect();
        schedule.push((self.delay, events.completed.clone(), false));
        in_flight.stats().stream_started();
        let start = (schedule.into_iter(), in_flight);
        let stream = futures::stream::unfold(start, move |(mut schedule, in_flight)| async move {
            let (at, event, partial) = schedule.next()?;
            tokio::time::sleep_until(arrived + at).await;
            if partial {
                in_flight.stats().partial_sent();
            } else {
                in_flight.stats().stream_completed();
            }
            Some((Ok::<_, Infallible>(event), (schedule, in_flight)))
        });
        (
            [
                (header::CONTENT_TYPE, "text/event-stream"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            Body::from_stream(stream),
        )
            .into_response()
    }
}

impl Events {
    fn new(prefix: &str, partial_images: &[String], image: &str) -> Events {
        let partials = partial_images
            .iter()
            .enumerate()
            .map(|(index, partial)| {
                let kind = format!("{prefix}.partial_image");
                let mut data = fields(&kind, partial);
                data["partial_image_index"] = index.into();
                event(&kind, &data)
            })
            .collect();
        let kind = format!("{prefix}.completed");
        let mut data = fields(&kind, image);
        data["usage"] = json!({
            "total_tokens": 100, "input_tokens": 50, "output_tokens": 50,
            "input_tokens_details": { "text_tokens": 50, "image_tokens": 0 },
        });
        Events {
            partials,
            completed: event(&kind, &data),
        }
    }
}

/// What every event of OpenAI's carries.
fn fields(kind: &str, b64_json: &str) -> Value {
    json!({
        "type": kind, "b64_json": b64_json, "size": "1024x1024", "quality": "low",
        "background": "opaque", "output_format": "png", "created_at": 1_700_000_000,
    })
}

fn event(kind: &str, data: &Value) -> Bytes {
    Bytes::from(format!("event: {kind}\ndata: {data}\n\n"))
}

/// Whether the request asks for a streamed answer. A generation's JSON is
/// parsed; an edit's multipart body (with the photos in it) is only scanned
/// for a part named `stream` whose value is `true`.
pub fn asks_to_stream(endpoint: Endpoint, body: &[u8]) -> bool {
    match endpoint {
        Endpoint::Generations => serde_json::from_slice::<Value>(body)
            .is_ok_and(|request| request.get("stream") == Some(&Value::Bool(true))),
        Endpoint::Edits => form_field_is_true(body, b"name=\"stream\""),
    }
}

fn form_field_is_true(body: &[u8], name: &[u8]) -> bool {
    let Some(at) = find(body, name) else {
        return false;
    };
    let rest = &body[at + name.len()..];
    // The part's headers end with an empty line; its value follows.
    find(rest, b"\r\n\r\n").is_some_and(|end| rest[end + 4..].starts_with(b"true"))
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack
        .windows(needle.len())
        .position(|window| window == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn streaming(partials: u32, first: f64, delay: f64) -> Streaming {
        Streaming::new(
            partials,
            Duration::from_secs_f64(first),
            Duration::from_secs_f64(delay),
            64,
            "aW1hZ2U=",
        )
    }

    #[test]
    fn partials_are_spread_from_the_first_until_the_delay() {
        let two = streaming(2, 1.0, 10.0);
        assert_eq!(two.partial_at(0), Duration::from_secs_f64(1.0));
        assert_eq!(two.partial_at(1), Duration::from_secs_f64(5.5));
        let late = streaming(3, 1.0, 0.5);
        assert_eq!(late.partial_at(2), Duration::from_secs_f64(0.5));
    }

    #[test]
    fn a_generation_streams_when_its_json_says_so() {
        let asks = |body: &str| asks_to_stream(Endpoint::Generations, body.as_bytes());
        assert!(asks(
            r#"{"prompt":"a fox","stream":true,"partial_images":2}"#
        ));
        assert!(!asks(r#"{"prompt":"a fox","stream":false}"#));
        assert!(!asks(r#"{"prompt":"\"stream\":true"}"#));
        assert!(!asks("not json"));
    }

    #[test]
    fn an_edit_streams_when_its_form_says_so() {
        let form = |value: &str| {
            format!(
                "--b\r\nContent-Disposition: form-data; name=\"prompt\"\r\n\r\na fox\r\n\
                 --b\r\nContent-Disposition: form-data; name=\"stream\"\r\n\r\n{value}\r\n--b--\r\n"
            )
        };
        assert!(asks_to_stream(Endpoint::Edits, form("true").as_bytes()));
        assert!(!asks_to_stream(Endpoint::Edits, form("false").as_bytes()));
        assert!(!asks_to_stream(Endpoint::Edits, b"--b--\r\n"));
    }

    #[test]
    fn events_are_openai_s() {
        let events = Events::new("image_edit", &["cGFydA==".into()], "aW1hZ2U=");
        let text = String::from_utf8(events.partials[0].to_vec()).unwrap();
        assert!(
            text.starts_with("event: image_edit.partial_image\ndata: {"),
            "{text}"
        );
        assert!(text.ends_with("}\n\n"));
        let data: Value = serde_json::from_str(&text.lines().nth(1).unwrap()[6..]).unwrap();
        assert_eq!(data["type"], "image_edit.partial_image");
        assert_eq!(data["partial_image_index"], 0);
        assert_eq!(data["b64_json"], "cGFydA==");
        let text = String::from_utf8(events.completed.to_vec()).unwrap();
        assert!(text.starts_with("event: image_edit.completed\n"), "{text}");
        assert!(text.contains("\"usage\":{"));
    }
}
