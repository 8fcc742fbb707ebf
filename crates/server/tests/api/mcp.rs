//! The MCP endpoint over real HTTP, as any MCP client posts to it: `/v1`'s
//! keys, and tools charged and made idempotent as `/v1`'s endpoints are.

use crate::helpers::TestApp;
use crate::v1_support::spawn_generous;
use reqwest::{StatusCode, header};
use serde_json::{Value, json};

/// A stateless MCP client: each JSON-RPC request is one POST to `/mcp`.
struct Mcp {
    url: String,
    key: Option<String>,
    http: reqwest::Client,
}

impl Mcp {
    async fn for_new_user(app: &TestApp, name: &str) -> Mcp {
        let user = app.verified_user(name).await;
        let key = user.new_api_key("assistant").await;
        Mcp::with_key(app, Some(&key))
    }

    fn with_key(app: &TestApp, key: Option<&str>) -> Mcp {
        Mcp {
            url: format!("{}/mcp", app.base_url),
            key: key.map(str::to_owned),
            http: reqwest::Client::new(),
        }
    }

    async fn post(&self, method: &str, params: Value) -> reqwest::Response {
        let mut request = self
            .http
            .post(&self.url)
            .header(header::ACCEPT, "application/json, text/event-stream")
            .json(&json!({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}));
        if let Some(key) = &self.key {
            request = request.bearer_auth(key);
        }
        request.send().await.expect("mcp request")
    }

    /// A JSON-RPC request's `result`.
    async fn result(&self, method: &str, params: Value) -> Value {
        let response = self.post(method, params).await;
        assert_eq!(response.status(), StatusCode::OK);
        let body: Value = response.json().await.unwrap();
        assert!(body["error"].is_null(), "{body}");
        body["result"].clone()
    }

    /// A tool's answer: `Ok(structured content)`, or `Err` of a tool error's.
    async fn call(&self, tool: &str, arguments: Value) -> Result<Value, Value> {
        let params = json!({"name": tool, "arguments": arguments});
        let result = self.result("tools/call", params).await;
        let content = result["structuredContent"].clone();
        match result["isError"].as_bool() {
            Some(true) => Err(content),
            _ => Ok(content),
        }
    }

    async fn credits(&self) -> f64 {
        let account = self.call("get_credits", json!({})).await.unwrap();
        account["credits"].as_f64().unwrap()
    }
}

#[tokio::test]
async fn a_missing_or_unknown_key_is_refused_with_a_bearer_challenge() {
    let app = spawn_generous().await;
    for key in [None, Some("cs_live_not_a_key")] {
        let response = Mcp::with_key(&app, key).post("tools/list", json!({})).await;
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED, "key {key:?}");
        let challenge = response.headers()[header::WWW_AUTHENTICATE]
            .to_str()
            .unwrap();
        assert!(challenge.starts_with("Bearer"), "{challenge}");
    }
}

#[tokio::test]
async fn the_tools_are_listed_with_schemas_and_counted_against_the_tier() {
    let app = spawn_generous().await;
    let mcp = Mcp::for_new_user(&app, "lena").await;
    let response = mcp.post("tools/list", json!({})).await;
    assert_eq!(response.headers()["x-ratelimit-limit"], "1000");
    let listed: Value = response.json().await.unwrap();
    let tools = listed["result"]["tools"].as_array().unwrap();
    let mut names: Vec<_> = tools
        .iter()
        .map(|tool| tool["name"].as_str().unwrap())
        .collect();
    names.sort_unstable();
    let expected = [
        "create_card",
        "edit_card_text",
        "generate_image",
        "get_credits",
        "list_images",
        "send_card",
    ];
    assert_eq!(names, expected);
    let generate = tools
        .iter()
        .find(|tool| tool["name"] == "generate_image")
        .unwrap();
    let schema = &generate["inputSchema"];
    assert_eq!(schema["required"], json!(["prompt"]));
    assert!(
        schema["properties"]["idempotency_key"].is_object(),
        "{schema}"
    );
}

#[tokio::test]
async fn an_overspend_is_a_tool_error_with_v1s_code_and_charges_nothing() {
    let app = spawn_generous().await;
    let mcp = Mcp::for_new_user(&app, "omar").await;
    let dear =
        json!({"prompt": "A castle above the clouds", "quality": "high", "size": "1536x1024"});
    let error = mcp.call("generate_image", dear).await.unwrap_err();
    assert_eq!(error["code"], "insufficient_credits", "{error}");
    assert!(error["message"].as_str().unwrap().len() > 10, "{error}");
    assert_eq!(mcp.credits().await, 10.0);
}

#[tokio::test]
async fn a_repeated_idempotency_key_gives_the_first_image_charged_once() {
    let app = spawn_generous().await;
    let mcp = Mcp::for_new_user(&app, "ines").await;
    let args = json!({"prompt": "A fox in the snow at dusk", "quality": "low", "idempotency_key": "fox-1"});
    let first = mcp.call("generate_image", args.clone()).await.unwrap();
    let again = mcp.call("generate_image", args).await.unwrap();
    assert_eq!(first["image"]["id"], again["image"]["id"]);
    assert_eq!(first["replayed"], false);
    assert_eq!(again["replayed"], true);
    assert_eq!(again["credits"], 9);
    assert_eq!(mcp.credits().await, 9.0);
    let url = first["image"]["imageUrl"].as_str().unwrap();
    assert!(url.starts_with(&app.base_url), "an absolute link: {url}");
    assert_eq!(reqwest::get(url).await.unwrap().status(), StatusCode::OK);
}

#[tokio::test]
async fn bad_arguments_are_tool_errors_with_v1s_codes_and_charge_nothing() {
    let app = spawn_generous().await;
    let mcp = Mcp::for_new_user(&app, "omar").await;
    let refusals = [
        (
            "generate_image",
            json!({"prompt": "A cat"}),
            "invalid_request",
        ),
        (
            "generate_image",
            json!({"prompt": "A fox in the snow at dusk", "idempotency_key": "has space"}),
            "invalid_request",
        ),
        (
            "create_card",
            json!({"category": "halloween", "style": "watercolor"}),
            "invalid_request",
        ),
        ("list_images", json!({"limit": 51}), "invalid_request"),
        (
            "edit_card_text",
            json!({"image_id": "no-such-card", "text": "Hi"}),
            "not_found",
        ),
        (
            "send_card",
            json!({"image_id": "no-such-card", "recipients": [{"name": "Bo", "email": "bo@example.com"}],
                "sender_name": "Omar", "time_zone": "UTC"}),
            "not_found",
        ),
    ];
    for (tool, arguments, code) in refusals {
        let error = mcp.call(tool, arguments.clone()).await.unwrap_err();
        assert_eq!(error["code"], code, "{tool} {arguments}: {error}");
    }
    // The short prompt is named as /v1 names it.
    let short = mcp
        .call("generate_image", json!({"prompt": "A cat"}))
        .await
        .unwrap_err();
    assert_eq!(short["message"], "prompt must be at least 10 characters");
    assert_eq!(mcp.credits().await, 10.0);
}
