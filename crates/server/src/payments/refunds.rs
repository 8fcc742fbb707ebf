//! Refunding a whole purchase from the operator console: the provider gives
//! the money back, then the purchase's credits are taken back exactly as a
//! `charge.refunded` webhook takes them (what is left of the lot; what was
//! spent is recorded as a shortfall). Both steps are idempotent per
//! checkout, so two staff refunding at once, or the webhook arriving after,
//! refund and take back once.

use super::Payments;
use super::provider::{PaymentToRefund, ProviderError};
use crate::store::entities::payment::PaymentRecordStatus;
use crate::store::ledger::{self, LedgerError, MoneyReturned, TakeBackOutcome};
use crate::store::payments::{self, Payment};
use cardsmith_domain::Credits;
use sea_orm::DbErr;

pub const NOT_PAID: &str = "Only a paid purchase can be refunded";
pub const OTHER_PROVIDER: &str =
    "This purchase was made with another payment provider than the one configured now";
pub const ALREADY_REFUNDED: &str = "This purchase was already refunded";

#[derive(Debug, thiserror::Error)]
pub enum RefundError {
    #[error("no such payment")]
    UnknownPayment,
    /// Not paid, paid through another provider, or refunded already.
    #[error("{0}")]
    Conflict(&'static str),
    #[error(transparent)]
    Provider(#[from] ProviderError),
    #[error(transparent)]
    Ledger(#[from] LedgerError),
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// A refund made: how many credits left the balance, and how many of the
/// purchase had been spent already.
#[derive(Debug, Clone)]
pub struct Refunded {
    pub taken_back: Credits,
    pub shortfall: Credits,
}

impl Payments {
    /// The payment recorded for a checkout.
    pub async fn payment(&self, session_id: &str) -> Result<Option<Payment>, DbErr> {
        payments::find(&self.db, session_id).await
    }

    /// Refunds the whole of a paid checkout and takes its credits back.
    pub async fn refund(&self, session_id: &str) -> Result<Refunded, RefundError> {
        let payment = payments::find(&self.db, session_id)
            .await?
            .ok_or(RefundError::UnknownPayment)?;
        if payment.status != PaymentRecordStatus::Paid {
            return Err(RefundError::Conflict(NOT_PAID));
        }
        if payment.provider != self.mode().provider_name() {
            return Err(RefundError::Conflict(OTHER_PROVIDER));
        }
        self.provider
            .refund(PaymentToRefund {
                session_id: &payment.session_id,
                payment_intent: payment.payment_intent.as_deref(),
                amount_cents: payment.amount_cents,
            })
            .await?;
        let returned = MoneyReturned {
            payment_ref: &payment.session_id,
            returned_cents: payment.amount_cents,
            paid_cents: payment.amount_cents,
            reason: "Payment refunded",
        };
        match ledger::take_back(&self.db, returned).await? {
            TakeBackOutcome::TakenBack { taken, shortfall } => {
                tracing::info!(%session_id, %taken, %shortfall, "purchase refunded");
                Ok(Refunded {
                    taken_back: taken,
                    shortfall,
                })
            }
            TakeBackOutcome::NothingNew => Err(RefundError::Conflict(ALREADY_REFUNDED)),
            // Paid but never credited: the money went back, nothing to take.
            TakeBackOutcome::UnknownPayment => Ok(Refunded {
                taken_back: Credits::from_tenths(0),
                shortfall: Credits::from_tenths(0),
            }),
        }
    }
}
