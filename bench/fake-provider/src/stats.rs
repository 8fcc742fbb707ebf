//! What `GET /stats` reports: counters the image requests keep.

use axum::http::Version;
use serde_json::{Value, json};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::time::Instant;

#[derive(Default)]
pub struct Stats {
    answered: AtomicU64,
    in_flight: AtomicU64,
    peak_in_flight: AtomicU64,
    http1_requests: AtomicU64,
    http2_requests: AtomicU64,
    connections: AtomicU64,
    /// When the first and the latest image requests arrived: how long the
    /// server took to get a burst of generations as far as the provider.
    arrivals: Mutex<Option<(Instant, Instant)>>,
}

/// Counts a request in flight until dropped.
pub struct InFlight<'a>(&'a Stats);

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Relaxed);
    }
}

impl Stats {
    pub fn connection_opened(&self) {
        self.connections.fetch_add(1, Relaxed);
    }

    pub fn image_request(&self, version: Version) -> InFlight<'_> {
        let now = Instant::now();
        let mut arrivals = self.arrivals.lock().expect("not poisoned");
        *arrivals = Some((arrivals.map_or(now, |(first, _)| first), now));
        drop(arrivals);
        let by_version = match version {
            Version::HTTP_2 => &self.http2_requests,
            _ => &self.http1_requests,
        };
        by_version.fetch_add(1, Relaxed);
        let in_flight = self.in_flight.fetch_add(1, Relaxed) + 1;
        self.peak_in_flight.fetch_max(in_flight, Relaxed);
        InFlight(self)
    }

    pub fn answered(&self) {
        self.answered.fetch_add(1, Relaxed);
    }

    pub fn report(&self) -> Value {
        let spread = self
            .arrivals
            .lock()
            .expect("not poisoned")
            .map(|(first, last)| ((last - first).as_secs_f64() * 1000.0).round() / 1000.0);
        json!({
            "answered": self.answered.load(Relaxed),
            "in_flight": self.in_flight.load(Relaxed),
            "peak_in_flight": self.peak_in_flight.load(Relaxed),
            "http1_requests": self.http1_requests.load(Relaxed),
            "http2_requests": self.http2_requests.load(Relaxed),
            "connections": self.connections.load(Relaxed),
            "arrival_spread_s": spread,
        })
    }
}
