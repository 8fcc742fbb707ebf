//! What `GET /stats` reports: counters the image requests keep.

use axum::http::Version;
use serde_json::{Value, json};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex};
use std::time::Instant;

#[derive(Default)]
pub struct Stats {
    answered: AtomicU64,
    in_flight: AtomicU64,
    peak_in_flight: AtomicU64,
    http1_requests: AtomicU64,
    http2_requests: AtomicU64,
    connections: AtomicU64,
    /// Answers given as a stream of events (`"stream": true`), the partial
    /// images sent in them, and the streams that got as far as `completed`.
    streamed: AtomicU64,
    partials_sent: AtomicU64,
    streams_completed: AtomicU64,
    /// When the image requests arrived: how long the server took to get a
    /// burst of generations as far as the provider.
    arrivals: Mutex<Option<Arrivals>>,
}

#[derive(Clone, Copy)]
struct Arrivals {
    first: Instant,
    latest: Instant,
    /// The first request that arrived while none was in flight: the start
    /// of the latest burst.
    burst: Instant,
}

/// Counts a request in flight until dropped: at the end of the handler, or
/// of the streamed answer (finished, or dropped when the client left).
pub struct InFlight(Arc<Stats>);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Relaxed);
    }
}

impl InFlight {
    pub fn stats(&self) -> &Stats {
        &self.0
    }
}

impl Stats {
    pub fn connection_opened(&self) {
        self.connections.fetch_add(1, Relaxed);
    }

    pub fn image_request(self: &Arc<Self>, version: Version) -> InFlight {
        let now = Instant::now();
        let mut arrivals = self.arrivals.lock().expect("not poisoned");
        let idle = self.in_flight.load(Relaxed) == 0;
        *arrivals = Some(match *arrivals {
            None => Arrivals {
                first: now,
                latest: now,
                burst: now,
            },
            Some(seen) => Arrivals {
                latest: now,
                burst: if idle { now } else { seen.burst },
                ..seen
            },
        });
        drop(arrivals);
        let by_version = match version {
            Version::HTTP_2 => &self.http2_requests,
            _ => &self.http1_requests,
        };
        by_version.fetch_add(1, Relaxed);
        let in_flight = self.in_flight.fetch_add(1, Relaxed) + 1;
        self.peak_in_flight.fetch_max(in_flight, Relaxed);
        InFlight(self.clone())
    }

    pub fn answered(&self) {
        self.answered.fetch_add(1, Relaxed);
    }

    pub fn stream_started(&self) {
        self.streamed.fetch_add(1, Relaxed);
    }

    pub fn partial_sent(&self) {
        self.partials_sent.fetch_add(1, Relaxed);
    }

    /// The `completed` event went out: the stream's image is answered.
    pub fn stream_completed(&self) {
        self.streams_completed.fetch_add(1, Relaxed);
        self.answered();
    }

    pub fn report(&self) -> Value {
        let arrivals = *self.arrivals.lock().expect("not poisoned");
        let seconds =
            |from: Instant, to: Instant| ((to - from).as_secs_f64() * 1000.0).round() / 1000.0;
        let spread = arrivals.map(|a| seconds(a.first, a.latest));
        let burst_spread = arrivals.map(|a| seconds(a.burst, a.latest));
        json!({
            "answered": self.answered.load(Relaxed),
            "in_flight": self.in_flight.load(Relaxed),
            "peak_in_flight": self.peak_in_flight.load(Relaxed),
            "http1_requests": self.http1_requests.load(Relaxed),
            "http2_requests": self.http2_requests.load(Relaxed),
            "connections": self.connections.load(Relaxed),
            "arrival_spread_s": spread,
            // The same since the provider last had nothing in flight.
            "burst_arrival_spread_s": burst_spread,
            "streamed": self.streamed.load(Relaxed),
            "partials_sent": self.partials_sent.load(Relaxed),
            "streams_completed": self.streams_completed.load(Relaxed),
        })
    }
}
