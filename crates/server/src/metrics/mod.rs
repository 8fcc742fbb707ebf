//! Counters and histograms for `GET /metrics`, in the Prometheus text format.
//!
//! One registry per process, like a logger: the flows that count (HTTP,
//! generation, the ledger, email) record into it without being handed a
//! handle. Every figure is this instance's since it started; a scraper sums
//! instances. Recording is a few atomic adds, and a read lock to find a
//! route's entry, so it costs nothing a request would notice.

pub mod settings;

mod registry;

pub use registry::{Registry, render};

use std::sync::LazyLock;

static REGISTRY: LazyLock<Registry> = LazyLock::new(Registry::default);

pub fn registry() -> &'static Registry {
    &REGISTRY
}

/// How a generation ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Succeeded,
    /// Not enough credits: nothing was reserved.
    Refused,
    /// Reserved, failed, refunded.
    Failed,
    /// The same idempotency key answered from the stored result.
    Replayed,
}

impl Outcome {
    pub const ALL: [Outcome; 4] = [
        Outcome::Succeeded,
        Outcome::Refused,
        Outcome::Failed,
        Outcome::Replayed,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Succeeded => "succeeded",
            Outcome::Refused => "refused",
            Outcome::Failed => "failed",
            Outcome::Replayed => "replayed",
        }
    }
}

/// Why the image provider let a generation down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProviderErrorKind {
    ContentPolicy,
    Timeout,
    /// An error answer, or one that was not a usable image.
    Failed,
    /// Our side of the call went wrong (logged in full).
    Internal,
}

impl ProviderErrorKind {
    pub const ALL: [ProviderErrorKind; 4] = [
        ProviderErrorKind::ContentPolicy,
        ProviderErrorKind::Timeout,
        ProviderErrorKind::Failed,
        ProviderErrorKind::Internal,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ProviderErrorKind::ContentPolicy => "content_policy",
            ProviderErrorKind::Timeout => "timeout",
            ProviderErrorKind::Failed => "failed",
            ProviderErrorKind::Internal => "internal",
        }
    }
}

/// Which way credits moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CreditFlow {
    /// Bought or given (sign-up bonus).
    Granted,
    /// Settled for a generation.
    Spent,
    /// Given back after a failed or interrupted generation.
    Refunded,
}

impl CreditFlow {
    pub const ALL: [CreditFlow; 3] = [CreditFlow::Granted, CreditFlow::Spent, CreditFlow::Refunded];

    pub fn as_str(self) -> &'static str {
        match self {
            CreditFlow::Granted => "granted",
            CreditFlow::Spent => "spent",
            CreditFlow::Refunded => "refunded",
        }
    }
}
