//! The provider's model list (`GET /models`): which models it serves and,
//! on OpenAI, the date each deprecated one shuts down. Self-hosted servers
//! may not have the endpoint at all; that is an answer, not an error.

use std::time::Duration;

use reqwest::header::{AUTHORIZATION, HeaderValue};
use reqwest::{Client, StatusCode, Url};
use serde::Deserialize;

use crate::error::{ImageApiError, describe_transport_error, sanitize_message};

/// One entry of the list. Only `id` is required; OpenAI adds `shutdown_date`
/// (`YYYY-MM-DD`, or null while none is announced) to every model.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ListedModel {
    pub id: String,
    #[serde(default)]
    pub shutdown_date: Option<String>,
    /// The model to move to, where the list names one.
    #[serde(default)]
    pub replacement: Option<String>,
}

/// What the provider said about its models.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ModelList {
    Listed(Vec<ListedModel>),
    /// The server has no model list (404, 405 or 501): nothing can be known.
    NotOffered,
}

impl ModelList {
    /// The entry of `model`, compared as the providers do: exactly.
    pub fn find(&self, model: &str) -> Option<&ListedModel> {
        match self {
            ModelList::Listed(models) => models.iter().find(|entry| entry.id == model),
            ModelList::NotOffered => None,
        }
    }
}

#[derive(Deserialize)]
struct ListAnswer {
    data: Vec<ListedModel>,
}

/// Reads one provider's model list. Cheap to keep: it holds a small pool.
pub struct ModelCatalog {
    http: Client,
    url: Url,
    api_key: Option<String>,
}

/// A model list is one small page; a provider slower than this is unwell.
const LIST_TIMEOUT: Duration = Duration::from_secs(10);
/// OpenAI's list is some 100 models in 20 KB; anything far larger is not one.
const MAX_LIST_BYTES: usize = 4 * 1024 * 1024;

impl ModelCatalog {
    /// `base_url` is the API root with its version, as for the images client.
    pub fn new(base_url: &str, api_key: Option<&str>) -> Result<Self, ImageApiError> {
        let invalid = |why: String| ImageApiError::InvalidConfig(why);
        let base = base_url.trim().trim_end_matches('/');
        let url = Url::parse(&format!("{base}/models"))
            .map_err(|e| invalid(format!("base URL {base:?}: {e}")))?;
        if !matches!(url.scheme(), "http" | "https") {
            return Err(invalid(format!(
                "base URL scheme {:?} is not http(s)",
                url.scheme()
            )));
        }
        let http = Client::builder()
            .timeout(LIST_TIMEOUT)
            .user_agent(concat!("cardsmith/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| invalid(format!("HTTP client: {}", describe_transport_error(e))))?;
        let api_key = api_key
            .map(str::trim)
            .filter(|key| !key.is_empty())
            .map(str::to_owned);
        Ok(ModelCatalog { http, url, api_key })
    }

    /// The list, or `NotOffered` when the server has no such endpoint.
    #[tracing::instrument(name = "openai_images.list_models", skip_all)]
    pub async fn list(&self) -> Result<ModelList, ImageApiError> {
        let mut request = self.http.get(self.url.clone());
        if let Some(key) = &self.api_key {
            let mut bearer = HeaderValue::from_str(&format!("Bearer {key}")).map_err(|_| {
                ImageApiError::InvalidConfig("the API key has characters not allowed".into())
            })?;
            bearer.set_sensitive(true);
            request = request.header(AUTHORIZATION, bearer);
        }
        let response = request.send().await.map_err(|err| match err.is_timeout() {
            true => ImageApiError::Timeout,
            false => ImageApiError::Connect(describe_transport_error(err)),
        })?;
        let status = response.status();
        if matches!(
            status,
            StatusCode::NOT_FOUND | StatusCode::METHOD_NOT_ALLOWED | StatusCode::NOT_IMPLEMENTED
        ) {
            return Ok(ModelList::NotOffered);
        }
        let body = read_bounded(response).await?;
        if !status.is_success() {
            let text = String::from_utf8_lossy(&body);
            return Err(ImageApiError::Upstream {
                status: status.as_u16(),
                message: sanitize_message(&upstream_message(&text), self.api_key.as_deref()),
            });
        }
        let answer: ListAnswer = serde_json::from_slice(&body).map_err(|_| {
            ImageApiError::InvalidResponse("the model list is not the expected JSON".into())
        })?;
        Ok(ModelList::Listed(answer.data))
    }
}

async fn read_bounded(mut response: reqwest::Response) -> Result<Vec<u8>, ImageApiError> {
    let mut body = Vec::new();
    while let Some(chunk) = response
        .chunk()
        .await
        .map_err(|err| ImageApiError::Connect(describe_transport_error(err)))?
    {
        if body.len() + chunk.len() > MAX_LIST_BYTES {
            return Err(ImageApiError::InvalidResponse(
                "the model list is too large".into(),
            ));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// `error.message` of an OpenAI-style error body, else the text itself.
fn upstream_message(text: &str) -> String {
    serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .and_then(|json| json["error"]["message"].as_str().map(str::to_owned))
        .unwrap_or_else(|| text.chars().take(200).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_parse_with_and_without_a_shutdown_date() {
        let body = r#"{"object":"list","data":[
            {"id":"old","object":"model","created":1,"owned_by":"system","shutdown_date":"2026-12-01"},
            {"id":"new","object":"model","created":2,"owned_by":"system","shutdown_date":null},
            {"id":"local"}
        ]}"#;
        let list = ModelList::Listed(serde_json::from_str::<ListAnswer>(body).unwrap().data);
        assert_eq!(
            list.find("old").unwrap().shutdown_date.as_deref(),
            Some("2026-12-01")
        );
        assert_eq!(list.find("new").unwrap().shutdown_date, None);
        assert!(list.find("local").is_some());
        assert!(list.find("Old").is_none(), "ids are compared exactly");
        assert!(ModelList::NotOffered.find("old").is_none());
    }

    #[test]
    fn a_bad_base_url_is_refused() {
        assert!(ModelCatalog::new("ftp://host/v1", None).is_err());
        assert!(ModelCatalog::new("not a url", None).is_err());
        assert!(ModelCatalog::new("http://127.0.0.1:9/v1/", Some(" ")).is_ok());
    }
}
