use std::fmt;
use std::time::Duration;

use reqwest::header::{AUTHORIZATION, HeaderMap, HeaderValue};
use reqwest::{Client, Url};

use crate::config::OpenAiImagesConfig;
use crate::dialect::Dialect;
use crate::error::{ImageApiError, describe_transport_error};
use crate::request::{ImageRequest, edit_form, generation_body};
use crate::response::decode_image;
use crate::retry::{Verdict, backoff, classify_error_answer, retry_after};

/// Connecting should be quick even when generating is slow.
const MAX_CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Idle connections kept open to the provider. Over HTTP/1.1 every generation
/// in flight holds a connection of its own, some 30 KB of buffers and state;
/// kept idle after a burst of 5,000, they would hold 150 MB for the pool's
/// 90 s. Opening a connection again costs little next to a generation's
/// seconds, and over HTTP/2 (OpenAI's) one connection carries them all.
const MAX_IDLE_CONNECTIONS: usize = 32;

/// A client for one OpenAI-compatible Images API and one model. Cheap to share
/// behind an `Arc`; it keeps a connection pool.
pub struct OpenAiImages {
    http: Client,
    generations_url: Url,
    edits_url: Url,
    model: String,
    api_key: Option<String>,
    max_retries: u32,
    retry_base_delay: Duration,
    dialect: Dialect,
}

impl OpenAiImages {
    pub fn new(cfg: OpenAiImagesConfig) -> Result<Self, ImageApiError> {
        let invalid = |why: String| ImageApiError::InvalidConfig(why);
        let model = cfg.model.trim().to_owned();
        if model.is_empty() {
            return Err(invalid("no model name".into()));
        }
        if cfg.timeout.is_zero() {
            return Err(invalid("the timeout must be above zero".into()));
        }
        let base = cfg.base_url.trim().trim_end_matches('/');
        let endpoint = |name: &str| {
            let url = Url::parse(&format!("{base}/{name}"))
                .map_err(|e| invalid(format!("base URL {base:?}: {e}")))?;
            match url.scheme() {
                "http" | "https" => Ok(url),
                other => Err(invalid(format!("base URL scheme {other:?} is not http(s)"))),
            }
        };
        let generations_url = endpoint("images/generations")?;
        let edits_url = endpoint("images/edits")?;

        let api_key = cfg.usable_api_key().map(str::to_owned);
        let mut headers = HeaderMap::new();
        if let Some(key) = &api_key {
            let mut bearer = HeaderValue::from_str(&format!("Bearer {key}")).map_err(|_| {
                invalid("the API key has characters not allowed in a header".into())
            })?;
            // Keeps the key out of reqwest's own debug output.
            bearer.set_sensitive(true);
            headers.insert(AUTHORIZATION, bearer);
        }
        let mut builder = Client::builder()
            .default_headers(headers)
            .timeout(cfg.timeout)
            .connect_timeout(cfg.timeout.min(MAX_CONNECT_TIMEOUT))
            .pool_max_idle_per_host(MAX_IDLE_CONNECTIONS)
            .user_agent(concat!("cardsmith/", env!("CARGO_PKG_VERSION")));
        if cfg.http2_prior_knowledge {
            builder = builder.http2_prior_knowledge();
        }
        let http = builder
            .build()
            .map_err(|e| invalid(format!("HTTP client: {}", describe_transport_error(e))))?;

        Ok(Self {
            http,
            generations_url,
            edits_url,
            model,
            api_key,
            max_retries: cfg.max_retries,
            retry_base_delay: cfg.retry_base_delay,
            dialect: cfg.dialect,
        })
    }

    /// The configured model name.
    pub fn model(&self) -> &str {
        &self.model
    }

    /// The kind of server spoken to.
    pub fn dialect(&self) -> Dialect {
        self.dialect
    }

    /// Makes one image and returns its decoded bytes (the format asked for with
    /// gpt-image models; PNG from DALL·E). A request with a photo is sent as an edit.
    ///
    /// Rate limits, 5xx answers and failed connections are retried up to
    /// `max_retries` times with exponential back-off. A timed-out attempt is not
    /// retried: the user has already waited the full timeout.
    #[tracing::instrument(name = "openai_images.generate", skip_all,
        fields(model = %self.model, edit = req.photo.is_some()))]
    pub async fn generate(&self, req: &ImageRequest) -> Result<Vec<u8>, ImageApiError> {
        let mut attempt = 0;
        loop {
            let (error, hint) = match self.attempt(req).await {
                Ok(image) => return Ok(image),
                Err(Verdict::Fail(error)) => return Err(error),
                Err(Verdict::Retry { error, retry_after }) => (error, retry_after),
            };
            if attempt >= self.max_retries {
                tracing::warn!(attempts = attempt + 1, %error, "image request failed");
                return Err(error);
            }
            let delay = backoff(self.retry_base_delay, attempt, hint);
            tracing::info!(attempt = attempt + 1, ?delay, %error, "retrying image request");
            tokio::time::sleep(delay).await;
            attempt += 1;
        }
    }

    async fn attempt(&self, req: &ImageRequest) -> Result<Vec<u8>, Verdict> {
        let request = match &req.photo {
            None => {
                let body = generation_body(self.dialect, &self.model, req);
                self.http.post(self.generations_url.clone()).json(&body)
            }
            Some(photo) => {
                // A multipart form is consumed by sending, so each attempt builds its own.
                let form =
                    edit_form(self.dialect, &self.model, req, photo).map_err(Verdict::Fail)?;
                self.http.post(self.edits_url.clone()).multipart(form)
            }
        };
        let response = request.send().await.map_err(send_failure)?;
        let status = response.status();
        let wait_hint = retry_after(response.headers());
        let body = response.bytes().await.map_err(read_failure)?;
        if status.is_success() {
            return decode_image(&body).map_err(Verdict::Fail);
        }
        Err(classify_error_answer(
            status,
            &body,
            wait_hint,
            self.api_key.as_deref(),
        ))
    }
}

/// The request did not get an answer.
fn send_failure(err: reqwest::Error) -> Verdict {
    if err.is_timeout() {
        return Verdict::Fail(ImageApiError::Timeout);
    }
    let retryable = err.is_connect() || err.is_request();
    let error = ImageApiError::Connect(describe_transport_error(err));
    match retryable {
        true => Verdict::Retry {
            error,
            retry_after: None,
        },
        false => Verdict::Fail(error),
    }
}

/// The answer broke off. Not retried: the upstream may already have made (and
/// charged for) the image.
fn read_failure(err: reqwest::Error) -> Verdict {
    if err.is_timeout() {
        return Verdict::Fail(ImageApiError::Timeout);
    }
    Verdict::Fail(ImageApiError::Connect(describe_transport_error(err)))
}

impl fmt::Debug for OpenAiImages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OpenAiImages")
            .field("generations_url", &self.generations_url.as_str())
            .field("model", &self.model)
            .field("api_key", &self.api_key.as_ref().map(|_| "[redacted]"))
            .field("max_retries", &self.max_retries)
            .finish_non_exhaustive()
    }
}
