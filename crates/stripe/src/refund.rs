//! A Stripe Refund, as far as Cardsmith reads it.

use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
pub struct Refund {
    /// `re_…`.
    pub id: String,
    /// In the smallest currency unit.
    pub amount: i64,
    /// `pending`, `requires_action`, `succeeded`, `failed` or `canceled`.
    pub status: Option<String>,
    pub payment_intent: Option<String>,
}

impl Refund {
    /// Stripe refused or gave up on it: no money goes back.
    pub fn failed(&self) -> bool {
        matches!(self.status.as_deref(), Some("failed" | "canceled"))
    }
}
