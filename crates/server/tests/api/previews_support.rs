//! Reading a watched generation's Server-Sent Events in the tests.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use reqwest::StatusCode;
use serde_json::Value;

/// The events of a finished stream: (name, data as JSON).
pub async fn events(response: reqwest::Response) -> Vec<(String, Value)> {
    assert_eq!(response.status(), StatusCode::OK);
    let kind = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(kind.starts_with("text/event-stream"), "{kind}");
    let text = response.text().await.unwrap();
    text.split("\n\n")
        .filter_map(|block| {
            let mut name = None;
            let mut data = String::new();
            for line in block.lines() {
                if let Some(value) = line.strip_prefix("event:") {
                    name = Some(value.trim().to_owned());
                } else if let Some(value) = line.strip_prefix("data:") {
                    data.push_str(value.trim_start());
                }
            }
            Some((name?, serde_json::from_str(&data).unwrap()))
        })
        .collect()
}

/// The bytes of a preview event's `data:` URL.
pub fn preview_bytes(data: &Value) -> Vec<u8> {
    let url = data["image"].as_str().unwrap();
    let (kind, encoded) = url.split_once(";base64,").expect("a base64 data: URL");
    assert!(kind.starts_with("data:image/"), "{kind}");
    STANDARD.decode(encoded).unwrap()
}
