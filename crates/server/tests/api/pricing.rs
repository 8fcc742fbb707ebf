//! `GET /api/pricing`: the one price table and the generation defaults.

use crate::helpers::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

#[tokio::test]
async fn the_price_table_defaults_and_expected_times_are_served() {
    let app = TestApp::spawn().await;
    let response = app.client.pricing().await;
    assert_eq!(response.status(), StatusCode::OK);
    let pricing: Value = response.json().await.unwrap();
    let row = |low: Value, other: Value| json!({ "1024x1024": low, "1024x1536": other, "1536x1024": other, "auto": other });
    assert_eq!(pricing["costs"]["low"], row(json!(1), json!(1.5)));
    assert_eq!(pricing["costs"]["medium"], row(json!(4), json!(6)));
    assert_eq!(pricing["costs"]["high"], row(json!(15), json!(23)));
    assert_eq!(pricing["costs"]["auto"], row(json!(6), json!(8)));
    assert_eq!(
        pricing["defaults"],
        json!({ "size": "1024x1024", "quality": "medium", "outputFormat": "png",
            "style": "vivid", "outputCompression": 80 })
    );
    for quality in ["low", "medium", "high", "auto"] {
        let seconds = pricing["expectedSeconds"][quality].as_u64().unwrap();
        assert!(
            (1..=10).contains(&seconds),
            "the built-in renderer is quick"
        );
    }
    let site: Value = app.client.site().await.json().await.unwrap();
    assert_eq!(site["imageProviderName"], "the Cardsmith built-in renderer");
}
