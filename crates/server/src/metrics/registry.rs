//! The counters themselves and their rendering in the Prometheus text format
//! (version 0.0.4).

use super::{CreditFlow, Outcome, ProviderErrorKind};
use cardsmith_domain::Credits;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, RwLock};
use std::time::Duration;

/// Upper bounds of the latency buckets, in seconds: a millisecond for a
/// cached read up to the minutes an image may take.
const BUCKETS: [f64; 15] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 120.0,
];

#[derive(Default)]
struct Histogram {
    /// Observations per bucket (not cumulative); the last slot is past every bound.
    buckets: [AtomicU64; BUCKETS.len() + 1],
    sum_micros: AtomicU64,
}

impl Histogram {
    fn observe(&self, elapsed: Duration) {
        let secs = elapsed.as_secs_f64();
        let slot = BUCKETS
            .iter()
            .position(|bound| secs <= *bound)
            .unwrap_or(BUCKETS.len());
        self.buckets[slot].fetch_add(1, Relaxed);
        self.sum_micros
            .fetch_add(elapsed.as_micros() as u64, Relaxed);
    }
}

/// One route's answers: counts per status class (1xx to 5xx) and latency.
#[derive(Default)]
struct RouteStats {
    by_class: [AtomicU64; 5],
    latency: Histogram,
}

#[derive(Default)]
pub struct Registry {
    /// Keyed by method, then route template (e.g. `GET`, `/api/images/{id}`):
    /// two levels, so a lookup borrows both and allocates nothing.
    routes: RwLock<HashMap<String, HashMap<String, Arc<RouteStats>>>>,
    generations: [AtomicU64; Outcome::ALL.len()],
    provider_errors: [AtomicU64; ProviderErrorKind::ALL.len()],
    credit_tenths: [AtomicU64; CreditFlow::ALL.len()],
    emails_sent: AtomicU64,
    emails_failed: AtomicU64,
    /// The configured models, by role then name: what their provider said.
    models: RwLock<BTreeMap<(String, String), ModelGauges>>,
}

/// What the last check of one model found.
#[derive(Clone, Copy)]
struct ModelGauges {
    /// Usable or not; `None` when the provider could not say.
    available: Option<bool>,
    /// Days to its announced shutdown (negative once past).
    shutdown_days: Option<i64>,
}

impl Registry {
    /// One answered request. `route` is the route's template, never the raw
    /// path, so ids and probes cannot grow the set of series.
    pub fn request(&self, method: &str, route: &str, status: u16, elapsed: Duration) {
        let stats = self.route(method, route);
        let class = usize::from(status / 100).clamp(1, 5) - 1;
        stats.by_class[class].fetch_add(1, Relaxed);
        stats.latency.observe(elapsed);
    }

    fn route(&self, method: &str, route: &str) -> Arc<RouteStats> {
        let routes = self.routes.read().expect("metrics lock");
        if let Some(stats) = routes.get(method).and_then(|by_route| by_route.get(route)) {
            return stats.clone();
        }
        drop(routes);
        self.routes
            .write()
            .expect("metrics lock")
            .entry(method.to_owned())
            .or_default()
            .entry(route.to_owned())
            .or_default()
            .clone()
    }

    pub fn generation(&self, outcome: Outcome) {
        self.generations[outcome as usize].fetch_add(1, Relaxed);
    }

    pub fn provider_error(&self, kind: ProviderErrorKind) {
        self.provider_errors[kind as usize].fetch_add(1, Relaxed);
    }

    pub fn credits(&self, flow: CreditFlow, amount: Credits) {
        let tenths = u64::try_from(amount.tenths()).unwrap_or(0);
        self.credit_tenths[flow as usize].fetch_add(tenths, Relaxed);
    }

    pub fn email(&self, sent: bool) {
        let counter = if sent {
            &self.emails_sent
        } else {
            &self.emails_failed
        };
        counter.fetch_add(1, Relaxed);
    }

    /// The latest check of a configured model. A model replaced in the
    /// configuration goes with a restart, so the set stays small.
    pub fn model(
        &self,
        role: &str,
        model: &str,
        available: Option<bool>,
        shutdown_days: Option<i64>,
    ) {
        self.models.write().expect("metrics lock").insert(
            (role.to_owned(), model.to_owned()),
            ModelGauges {
                available,
                shutdown_days,
            },
        );
    }

    #[cfg(test)]
    fn generations_of(&self, outcome: Outcome) -> u64 {
        self.generations[outcome as usize].load(Relaxed)
    }
}

/// The registry's figures, plus the ones read from the database at scrape
/// time (`reservations_pending`, shared by every instance; left out when the
/// database could not be read).
pub fn render(registry: &Registry, reservations_pending: Option<u64>) -> String {
    let mut out = String::with_capacity(8 * 1024);
    render_requests(registry, &mut out);
    let generations = Outcome::ALL.map(|outcome| {
        let value = registry.generations[outcome as usize].load(Relaxed);
        (outcome.as_str(), value.to_string())
    });
    counters(
        &mut out,
        "cardsmith_generations_total",
        "Generations by how they ended.",
        "outcome",
        &generations,
    );
    let provider_errors = ProviderErrorKind::ALL.map(|kind| {
        let value = registry.provider_errors[kind as usize].load(Relaxed);
        (kind.as_str(), value.to_string())
    });
    counters(
        &mut out,
        "cardsmith_provider_errors_total",
        "Image provider failures by kind.",
        "kind",
        &provider_errors,
    );
    if let Some(pending) = reservations_pending {
        header(
            &mut out,
            "cardsmith_reservations_pending",
            "gauge",
            "Generations holding reserved credits while they run, on every instance.",
        );
        let _ = writeln!(out, "cardsmith_reservations_pending {pending}");
    }
    let credits = CreditFlow::ALL.map(|flow| {
        let tenths = registry.credit_tenths[flow as usize].load(Relaxed);
        (flow.as_str(), format!("{}.{}", tenths / 10, tenths % 10))
    });
    counters(
        &mut out,
        "cardsmith_credits_total",
        "Credits granted (bought or given), spent and refunded.",
        "flow",
        &credits,
    );
    let emails = [
        ("sent", registry.emails_sent.load(Relaxed).to_string()),
        ("failed", registry.emails_failed.load(Relaxed).to_string()),
    ];
    counters(
        &mut out,
        "cardsmith_emails_total",
        "Emails handed to the mail server or outbox, and attempts that failed.",
        "result",
        &emails,
    );
    render_models(registry, &mut out);
    out
}

fn render_models(registry: &Registry, out: &mut String) {
    let models = registry.models.read().expect("metrics lock");
    let labels = |(role, model): &(String, String)| {
        format!("role=\"{}\",model=\"{}\"", escape(role), escape(model))
    };
    header(
        out,
        "cardsmith_model_available",
        "gauge",
        "1 while the provider serves the configured model, 0 once it is shut down or missing.",
    );
    for (key, gauges) in models.iter() {
        if let Some(available) = gauges.available {
            let _ = writeln!(
                out,
                "cardsmith_model_available{{{}}} {}",
                labels(key),
                u8::from(available)
            );
        }
    }
    header(
        out,
        "cardsmith_model_shutdown_days",
        "gauge",
        "Days until the provider shuts the configured model down (negative once past); absent while none is announced.",
    );
    for (key, gauges) in models.iter() {
        if let Some(days) = gauges.shutdown_days {
            let _ = writeln!(
                out,
                "cardsmith_model_shutdown_days{{{}}} {days}",
                labels(key)
            );
        }
    }
}

/// A counter with one series per value of its one label.
fn counters(out: &mut String, name: &str, help: &str, label: &str, series: &[(&str, String)]) {
    header(out, name, "counter", help);
    for (value_of_label, value) in series {
        let _ = writeln!(out, "{name}{{{label}=\"{value_of_label}\"}} {value}");
    }
}

fn render_requests(registry: &Registry, out: &mut String) {
    let routes = registry.routes.read().expect("metrics lock");
    let mut series: Vec<((&str, &str), &RouteStats)> = routes
        .iter()
        .flat_map(|(method, by_route)| {
            by_route
                .iter()
                .map(move |(route, stats)| ((method.as_str(), route.as_str()), stats.as_ref()))
        })
        .collect();
    series.sort_by_key(|(key, _)| *key);
    header(
        out,
        "cardsmith_http_requests_total",
        "counter",
        "HTTP requests answered, by route and status class.",
    );
    for (key, stats) in &series {
        let labels = route_labels(*key);
        for (class, count) in stats.by_class.iter().enumerate() {
            let count = count.load(Relaxed);
            if count > 0 {
                let _ = writeln!(
                    out,
                    "cardsmith_http_requests_total{{{labels},status=\"{}xx\"}} {count}",
                    class + 1
                );
            }
        }
    }
    header(
        out,
        "cardsmith_http_request_duration_seconds",
        "histogram",
        "Time to answer, by route.",
    );
    for (key, stats) in &series {
        let labels = route_labels(*key);
        let latency = &stats.latency;
        let mut cumulative = 0;
        for (slot, bound) in BUCKETS.iter().enumerate() {
            cumulative += latency.buckets[slot].load(Relaxed);
            let _ = writeln!(
                out,
                "cardsmith_http_request_duration_seconds_bucket{{{labels},le=\"{bound}\"}} {cumulative}"
            );
        }
        cumulative += latency.buckets[BUCKETS.len()].load(Relaxed);
        let sum = latency.sum_micros.load(Relaxed) as f64 / 1e6;
        let _ = writeln!(
            out,
            "cardsmith_http_request_duration_seconds_bucket{{{labels},le=\"+Inf\"}} {cumulative}\n\
             cardsmith_http_request_duration_seconds_sum{{{labels}}} {sum}\n\
             cardsmith_http_request_duration_seconds_count{{{labels}}} {cumulative}"
        );
    }
}

fn header(out: &mut String, name: &str, kind: &str, help: &str) {
    let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} {kind}");
}

fn route_labels((method, route): (&str, &str)) -> String {
    format!("method=\"{}\",route=\"{}\"", escape(method), escape(route))
}

/// Label values escape backslash, double quote and newline.
fn escape(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_are_counted_per_route_and_class_with_cumulative_buckets() {
        let registry = Registry::default();
        registry.request("GET", "/api/images/{id}", 200, Duration::from_millis(3));
        registry.request("GET", "/api/images/{id}", 404, Duration::from_millis(40));
        registry.request("GET", "/api/images/{id}", 200, Duration::from_secs(500));
        let text = render(&registry, Some(2));
        let labels = "method=\"GET\",route=\"/api/images/{id}\"";
        assert!(text.contains(&format!(
            "cardsmith_http_requests_total{{{labels},status=\"2xx\"}} 2"
        )));
        assert!(text.contains(&format!(
            "cardsmith_http_requests_total{{{labels},status=\"4xx\"}} 1"
        )));
        assert!(!text.contains("status=\"5xx\""));
        let bucket = |le: &str| {
            format!("cardsmith_http_request_duration_seconds_bucket{{{labels},le=\"{le}\"}} ")
        };
        assert!(text.contains(&format!("{}0\n", bucket("0.0025"))));
        assert!(text.contains(&format!("{}1\n", bucket("0.005"))));
        assert!(text.contains(&format!("{}2\n", bucket("0.05"))));
        assert!(text.contains(&format!("{}2\n", bucket("120"))));
        assert!(text.contains(&format!("{}3\n", bucket("+Inf"))));
        assert!(text.contains(&format!(
            "cardsmith_http_request_duration_seconds_count{{{labels}}} 3\n"
        )));
        assert!(text.contains("cardsmith_reservations_pending 2\n"));
    }

    #[test]
    fn credits_keep_their_tenths_and_outcomes_their_own_counters() {
        let registry = Registry::default();
        registry.credits(CreditFlow::Spent, Credits::from_tenths(15));
        registry.credits(CreditFlow::Spent, Credits::from_tenths(10));
        registry.generation(Outcome::Failed);
        registry.provider_error(ProviderErrorKind::Timeout);
        registry.email(false);
        let text = render(&registry, None);
        assert!(!text.contains("reservations_pending"));
        assert!(text.contains("cardsmith_credits_total{flow=\"spent\"} 2.5\n"));
        assert!(text.contains("cardsmith_credits_total{flow=\"granted\"} 0.0\n"));
        assert!(text.contains("cardsmith_generations_total{outcome=\"failed\"} 1\n"));
        assert_eq!(registry.generations_of(Outcome::Succeeded), 0);
        assert!(text.contains("cardsmith_provider_errors_total{kind=\"timeout\"} 1\n"));
        assert!(text.contains("cardsmith_emails_total{result=\"failed\"} 1\n"));
    }

    #[test]
    fn models_have_an_availability_and_a_shutdown_gauge() {
        let registry = Registry::default();
        registry.model("image", "gpt-image-1.5", Some(false), Some(-1));
        registry.model("text", "small", Some(true), None);
        registry.model("text", "local", None, None);
        let text = render(&registry, None);
        assert!(
            text.contains("cardsmith_model_available{role=\"image\",model=\"gpt-image-1.5\"} 0\n")
        );
        assert!(text.contains("cardsmith_model_available{role=\"text\",model=\"small\"} 1\n"));
        assert!(
            !text.contains("model=\"local\"} "),
            "unknown is left out: {text}"
        );
        assert!(text.contains(
            "cardsmith_model_shutdown_days{role=\"image\",model=\"gpt-image-1.5\"} -1\n"
        ));
        assert!(!text.contains("cardsmith_model_shutdown_days{role=\"text\""));
    }

    #[test]
    fn label_values_are_escaped() {
        assert_eq!(escape("a\"b\\c\nd"), "a\\\"b\\\\c\\nd");
    }
}
