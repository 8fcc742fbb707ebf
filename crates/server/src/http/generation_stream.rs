//! Watching a generation: with `Accept: text/event-stream`, the answer to a
//! generation request becomes a stream of Server-Sent Events as soon as the
//! first preview is ready: `preview` events (`{"index", "image"}`, the image
//! a `data:` URL), then one `done` event carrying the same JSON as the 201
//! answer, or one `error` event carrying the error's JSON and its `status`.
//! An answer ready before any preview (a refusal, a failure, a replayed
//! idempotency key, a provider that shows none) is the ordinary JSON answer.
//!
//! The web API asks with the `Accept` header, `/v1` with `"stream": true`
//! in the body (as OpenAI's own API does); both answer with these events,
//! each in its own JSON shape.
//!
//! The stream is on the request itself rather than on a second channel: the
//! generation already runs in a task of its own to the end, so a client that
//! leaves mid-stream still finds the image in its gallery, and there is no
//! job id to look up on another instance. Previews are relayed and dropped:
//! the channel holds only the latest one.

use crate::http::error::AppError;
use crate::http::extract::accept::accepts;
use crate::images::revise::RevisionOrder;
use crate::images::{Generated, GenerationError, Generator, Order};
use crate::providers::image::{Preview, Previews};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use futures::Stream;
use serde_json::{Value, json};
use std::convert::Infallible;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// Largest error body read back to put in an `error` event.
const MAX_ERROR_BYTES: usize = 64 * 1024;

type Making = JoinHandle<Result<Generated, GenerationError>>;

/// Whether the client asked to watch previews: `Accept: text/event-stream`.
pub fn wants_previews(headers: &HeaderMap) -> bool {
    accepts(headers, header::ACCEPT, &["text/event-stream"])
}

/// What can be watched being made: a new image, or a revision of one.
pub enum Watchable {
    New(Order),
    Revision(RevisionOrder),
}

impl From<Order> for Watchable {
    fn from(order: Order) -> Self {
        Watchable::New(order)
    }
}

impl From<RevisionOrder> for Watchable {
    fn from(order: RevisionOrder) -> Self {
        Watchable::Revision(order)
    }
}

impl Watchable {
    /// Makes it, showing previews where given.
    pub async fn make(
        self,
        generator: Generator,
        previews: Option<Previews>,
    ) -> Result<Generated, GenerationError> {
        match self {
            Watchable::New(order) => generator.generate(Order { previews, ..order }).await,
            Watchable::Revision(order) => {
                generator.revise(RevisionOrder { previews, ..order }).await
            }
        }
    }
}

/// Makes `job` with previews: the ordinary answer (made by `answer`, for
/// the image or the error) when it is ready before any preview, else the
/// event stream.
pub async fn watched<A>(generator: Generator, job: impl Into<Watchable>, answer: A) -> Response
where
    A: Fn(Result<Generated, AppError>) -> Response + Send + Sync + 'static,
{
    let (previews, mut receiver) = Previews::channel();
    let job = job.into();
    let mut making: Making = tokio::spawn(job.make(generator, Some(previews)));
    tokio::select! {
        biased;
        finished = &mut making => return answer(outcome(finished)),
        changed = receiver.changed() => {
            if changed.is_err() {
                // Made without a single preview.
                return answer(outcome((&mut making).await));
            }
        }
    }
    let mut response = Sse::new(events(receiver, making, answer))
        .keep_alive(KeepAlive::default())
        .into_response();
    // Proxies must pass each event on at once rather than buffer the answer.
    response
        .headers_mut()
        .insert("x-accel-buffering", HeaderValue::from_static("no"));
    response
}

/// What the generation task came to.
fn outcome(
    finished: Result<Result<Generated, GenerationError>, tokio::task::JoinError>,
) -> Result<Generated, AppError> {
    finished
        .map_err(join_failed)
        .and_then(|made| made.map_err(AppError::from))
}

enum Watch<A> {
    Open {
        receiver: watch::Receiver<Option<Preview>>,
        making: Making,
        answer: A,
        /// The receiver holds a preview not yet sent.
        fresh: bool,
    },
    Closed,
}

fn events<A>(
    receiver: watch::Receiver<Option<Preview>>,
    making: Making,
    answer: A,
) -> impl Stream<Item = Result<Event, Infallible>>
where
    A: Fn(Result<Generated, AppError>) -> Response + Send + Sync + 'static,
{
    let start = Watch::Open {
        receiver,
        making,
        answer,
        fresh: true,
    };
    futures::stream::unfold(start, |watch| async move {
        let Watch::Open {
            mut receiver,
            mut making,
            answer,
            fresh,
        } = watch
        else {
            return None;
        };
        if fresh && let Some(event) = preview_event(&mut receiver) {
            let next = Watch::Open {
                receiver,
                making,
                answer,
                fresh: false,
            };
            return Some((Ok(event), next));
        }
        let finished = tokio::select! {
            biased;
            finished = &mut making => finished,
            changed = receiver.changed() => match changed {
                Ok(()) => {
                    let event = preview_event(&mut receiver);
                    let next = Watch::Open { receiver, making, answer, fresh: false };
                    let event = event.unwrap_or_else(|| Event::default().comment(""));
                    return Some((Ok(event), next));
                }
                Err(_) => (&mut making).await,
            },
        };
        let response = answer(outcome(finished));
        Some((Ok(final_event(response).await), Watch::Closed))
    })
}

/// The latest preview as an event; none once it was sent.
fn preview_event(receiver: &mut watch::Receiver<Option<Preview>>) -> Option<Event> {
    let preview = receiver.borrow_and_update().clone()?;
    let image = format!(
        "data:{};base64,{}",
        preview.content_type,
        STANDARD.encode(&preview.bytes)
    );
    let data = json!({ "index": preview.index, "image": image });
    Some(Event::default().event("preview").data(data.to_string()))
}

/// `done` with the answer's JSON, or `error` with the error's JSON and status.
async fn final_event(response: Response) -> Event {
    let status = response.status();
    let body = axum::body::to_bytes(response.into_body(), MAX_ERROR_BYTES)
        .await
        .ok()
        .and_then(|bytes| serde_json::from_slice::<Value>(&bytes).ok())
        .unwrap_or_else(|| json!({ "success": false }));
    if status.is_success() {
        return Event::default().event("done").data(body.to_string());
    }
    let mut body = body;
    if let Some(fields) = body.as_object_mut() {
        fields.insert("status".into(), json!(status.as_u16()));
    }
    Event::default().event("error").data(body.to_string())
}

fn join_failed(err: tokio::task::JoinError) -> AppError {
    AppError::Internal(anyhow::Error::new(err).context("The generation task failed"))
}
