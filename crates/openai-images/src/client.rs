use std::fmt;
use std::time::Duration;

use reqwest::header::{AUTHORIZATION, CONTENT_TYPE, HeaderMap, HeaderValue};
use reqwest::{Client, Response, Url};

use crate::config::OpenAiImagesConfig;
use crate::dialect::Dialect;
use crate::error::{ImageApiError, answer_read_error, describe_transport_error};
use crate::request::{ImageRequest, edit_form, generation_body};
use crate::response::{PartialImage, StreamStep, decode_image, read_stream_event};
use crate::retry::{Verdict, backoff, classify_error_answer, retry_after};
use crate::stream::EventStream;

/// What `generate_streaming` hands each partial image to.
type OnPartial<'a> = dyn Fn(PartialImage) + Send + Sync + 'a;

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
    ///
    /// A request with `partial_images` set is streamed all the same; its
    /// partial images are dropped. See [`Self::generate_streaming`].
    pub async fn generate(&self, req: &ImageRequest) -> Result<Vec<u8>, ImageApiError> {
        self.generate_streaming(req, &|_| {}).await
    }

    /// [`Self::generate`], handing each partial image to `on_partial` as it
    /// arrives, when the request asks for some (`partial_images`) and the
    /// provider streams them. Fewer than asked, or none, may come.
    ///
    /// Retries as `generate` does, while no answer has started. Once a
    /// success answer has started streaming, nothing is retried (the provider
    /// may already be charging for the image): an error event, a stream that
    /// ends before the finished image, a malformed event, a broken connection
    /// or the timeout fail the call. A provider that does not stream answers
    /// with the image alone, as without `partial_images`.
    #[tracing::instrument(name = "openai_images.generate", skip_all,
        fields(model = %self.model, edit = req.photo.is_some(), partials = req.partial_images))]
    pub async fn generate_streaming(
        &self,
        req: &ImageRequest,
        on_partial: &OnPartial<'_>,
    ) -> Result<Vec<u8>, ImageApiError> {
        let mut attempt = 0;
        loop {
            let (error, hint) = match self.attempt(req, on_partial).await {
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

    async fn attempt(
        &self,
        req: &ImageRequest,
        on_partial: &OnPartial<'_>,
    ) -> Result<Vec<u8>, Verdict> {
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
        if status.is_success() && is_event_stream(&response) {
            return self
                .read_image_stream(response, on_partial)
                .await
                .map_err(Verdict::Fail);
        }
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

    /// Reads a streamed answer up to its finished image, handing on each
    /// partial image as it comes. Partials are not kept: each is passed on
    /// and dropped.
    async fn read_image_stream(
        &self,
        response: Response,
        on_partial: &OnPartial<'_>,
    ) -> Result<Vec<u8>, ImageApiError> {
        let mut events = EventStream::new(response);
        let mut partials = 0;
        while let Some(event) = events.next().await? {
            match read_stream_event(&event, partials, self.api_key.as_deref())? {
                StreamStep::Partial(partial) => {
                    tracing::debug!(
                        index = partial.index,
                        bytes = partial.bytes.len(),
                        "partial image"
                    );
                    partials += 1;
                    on_partial(partial);
                }
                // Whatever may follow (nothing, from OpenAI) is not waited for.
                StreamStep::Completed(image) => return Ok(image),
                StreamStep::Skip => {}
            }
        }
        Err(ImageApiError::InvalidResponse(
            "the stream ended before the image was finished".into(),
        ))
    }
}

/// Whether the answer is Server-Sent Events. A server that ignores `stream`
/// answers plain JSON, which is read as it always was.
fn is_event_stream(response: &Response) -> bool {
    let Some(content_type) = response.headers().get(CONTENT_TYPE) else {
        return false;
    };
    let essence = content_type.to_str().unwrap_or_default().split(';').next();
    essence.is_some_and(|mime| mime.trim().eq_ignore_ascii_case("text/event-stream"))
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
    Verdict::Fail(answer_read_error(err))
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
