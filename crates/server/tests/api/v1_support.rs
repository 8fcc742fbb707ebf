//! A client of the public API: one method per `/v1` endpoint, with a bearer
//! key and no cookies.

use crate::helpers::TestApp;
use cardsmith_server::public_api::settings::TierLimits;
use reqwest::{Method, Response};
use serde_json::Value;

pub struct V1Client {
    base_url: String,
    key: Option<String>,
    http: reqwest::Client,
}

impl V1Client {
    pub fn new(base_url: &str, key: &str) -> Self {
        V1Client {
            base_url: base_url.to_owned(),
            key: Some(key.to_owned()),
            http: reqwest::Client::new(),
        }
    }

    /// A caller without any key.
    pub fn anonymous(base_url: &str) -> Self {
        V1Client {
            base_url: base_url.to_owned(),
            key: None,
            http: reqwest::Client::new(),
        }
    }

    pub fn request(&self, method: Method, path: &str) -> reqwest::RequestBuilder {
        let request = self
            .http
            .request(method, format!("{}{path}", self.base_url));
        match &self.key {
            Some(key) => request.bearer_auth(key),
            None => request,
        }
    }

    async fn send(
        &self,
        method: Method,
        path: &str,
        body: Option<&Value>,
        key: Option<&str>,
    ) -> Response {
        let mut request = self.request(method, path);
        if let Some(body) = body {
            request = request.json(body);
        }
        if let Some(key) = key {
            request = request.header("idempotency-key", key);
        }
        request.send().await.expect("v1 request")
    }

    /// `POST /v1/images/generate`, with an `Idempotency-Key` when given.
    pub async fn generate_image(&self, body: &Value, idempotency_key: Option<&str>) -> Response {
        self.send(
            Method::POST,
            "/v1/images/generate",
            Some(body),
            idempotency_key,
        )
        .await
    }

    /// `POST /v1/images/{id}/revise`, with an `Idempotency-Key` when given.
    pub async fn revise_image(
        &self,
        id: &str,
        body: &Value,
        idempotency_key: Option<&str>,
    ) -> Response {
        let path = format!("/v1/images/{id}/revise");
        self.send(Method::POST, &path, Some(body), idempotency_key)
            .await
    }

    /// `GET /v1/images/{id}/versions`.
    pub async fn image_versions(&self, id: &str) -> Response {
        let path = format!("/v1/images/{id}/versions");
        self.send(Method::GET, &path, None, None).await
    }

    /// `POST /v1/cards/generate`.
    pub async fn generate_card(&self, body: &Value, idempotency_key: Option<&str>) -> Response {
        self.send(
            Method::POST,
            "/v1/cards/generate",
            Some(body),
            idempotency_key,
        )
        .await
    }

    /// `GET /v1/images` with `query` (`?page=2&limit=5`).
    pub async fn images(&self, query: &str) -> Response {
        self.send(Method::GET, &format!("/v1/images{query}"), None, None)
            .await
    }

    /// `GET /v1/images/{id}`.
    pub async fn image(&self, id: &str) -> Response {
        self.send(Method::GET, &format!("/v1/images/{id}"), None, None)
            .await
    }

    /// `DELETE /v1/images/{id}`.
    pub async fn delete_image(&self, id: &str) -> Response {
        self.send(Method::DELETE, &format!("/v1/images/{id}"), None, None)
            .await
    }

    /// `PATCH /v1/images/{id}/text`.
    pub async fn edit_text(&self, id: &str, body: &Value) -> Response {
        self.send(
            Method::PATCH,
            &format!("/v1/images/{id}/text"),
            Some(body),
            None,
        )
        .await
    }

    /// `GET /v1/images/options`.
    pub async fn image_options(&self) -> Response {
        self.send(Method::GET, "/v1/images/options", None, None)
            .await
    }

    /// `GET /v1/account`.
    pub async fn account(&self) -> Response {
        self.send(Method::GET, "/v1/account", None, None).await
    }
}

/// The error code of an enveloped failure, asserting the status first.
pub async fn error_code(response: Response, status: reqwest::StatusCode) -> String {
    let actual = response.status();
    let body: Value = response.json().await.expect("JSON");
    assert_eq!(actual, status, "{body}");
    assert_eq!(body["success"], false, "{body}");
    assert!(body["error"]["message"].is_string(), "{body}");
    body["error"]["code"].as_str().expect("a code").to_owned()
}

/// The `data` of an enveloped success, asserting the status first.
pub async fn data(response: Response, status: reqwest::StatusCode) -> Value {
    let actual = response.status();
    let body: Value = response.json().await.expect("JSON");
    assert_eq!(actual, status, "{body}");
    assert_eq!(body["success"], true, "{body}");
    body["data"].clone()
}

/// An app whose Free tier is generous enough for the calls of one test.
pub async fn spawn_generous() -> TestApp {
    TestApp::spawn_with(|config| {
        config.public_api.free = TierLimits {
            per_minute: 1_000,
            per_day: 10_000,
        };
    })
    .await
}
