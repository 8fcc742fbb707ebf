//! Fulfilment: the one place a payment becomes credits.
//!
//! Called by the webhook and by the return page, in any order and any number
//! of times. It asks the provider (never the caller) whether the session is
//! paid, checks the amount, currency and package, then grants the lot and
//! marks the payment paid in one transaction. The lot's `payment_ref` is the
//! session id under a unique constraint, so whichever call comes first
//! credits and every other one is a no-op.

use super::provider::{ProviderError, ProviderSession, SessionState};
use super::{Payments, verify};
use crate::store::ledger::{self, Grant, LedgerError, LotSource};
use crate::store::payments::{self as records, NewPayment, PaymentRecordStatus};
use crate::store::{is_unique_violation, now};
use cardsmith_domain::Credits;
use sea_orm::{DbErr, TransactionTrait};
use serde::Serialize;
use utoipa::ToSchema;

/// Where a payment stands, as the return page shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PaymentStatus {
    Paid,
    Unpaid,
    Canceled,
    Failed,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fulfilment {
    pub status: PaymentStatus,
    /// True once this session's credits are on the balance (by this call or an earlier one).
    pub credited: bool,
    /// What the provider says was paid, else what the checkout asked for.
    pub amount_cents: Option<i64>,
}

#[derive(Debug, thiserror::Error)]
pub enum FulfilError {
    #[error("the payment provider knows no checkout session {0}")]
    UnknownSession(String),
    #[error(transparent)]
    Provider(#[from] ProviderError),
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// Credits a paid session once; see the module comment.
#[tracing::instrument(skip(payments))]
pub async fn fulfil(payments: &Payments, session_id: &str) -> Result<Fulfilment, FulfilError> {
    let db = &payments.db;
    let recorded = records::find(db, session_id).await?;
    if let Some(paid) = recorded
        .as_ref()
        .filter(|p| p.status == PaymentRecordStatus::Paid)
    {
        return Ok(done(PaymentStatus::Paid, true, Some(paid.amount_cents)));
    }
    let session = payments
        .provider()
        .session(session_id)
        .await?
        .ok_or_else(|| FulfilError::UnknownSession(session_id.to_owned()))?;
    let amount = session
        .amount_cents
        .or(recorded.as_ref().map(|p| p.amount_cents));
    match session.state {
        SessionState::Open => {
            let failed = recorded.is_some_and(|p| p.status == PaymentRecordStatus::Failed);
            let status = if failed {
                PaymentStatus::Failed
            } else {
                PaymentStatus::Unpaid
            };
            Ok(done(status, false, amount))
        }
        SessionState::Canceled => {
            record_outcome(payments, &session, PaymentRecordStatus::Canceled, None).await?;
            Ok(done(PaymentStatus::Canceled, false, amount))
        }
        SessionState::Paid => match verify::check(db, &session, recorded.as_ref()).await? {
            Ok(checked) => credit(payments, &session, checked).await,
            Err(problem) => {
                tracing::warn!(session_id, problem = %problem, "paid checkout session not credited");
                record_outcome(
                    payments,
                    &session,
                    PaymentRecordStatus::Failed,
                    Some(&problem),
                )
                .await?;
                Ok(done(PaymentStatus::Failed, false, amount))
            }
        },
    }
}

/// Records a payment the provider reports as failed (a delayed payment method
/// that bounced). A paid payment is never marked failed.
pub async fn record_failed(payments: &Payments, session: &ProviderSession) -> Result<(), DbErr> {
    tracing::warn!(session_id = %session.id, "payment failed");
    record_outcome(
        payments,
        session,
        PaymentRecordStatus::Failed,
        Some("the payment failed"),
    )
    .await
}

/// Grants the lot and marks the payment paid in one transaction (which, like
/// every ledger transaction, starts with a write; see `store::ledger`).
async fn credit(
    payments: &Payments,
    session: &ProviderSession,
    checked: verify::Checked,
) -> Result<Fulfilment, FulfilError> {
    let db = &payments.db;
    let paid_at = session.paid_at.unwrap_or_else(now);
    let package = &checked.package;
    let description = format!("Purchased {} credits ({})", package.credits, package.name);
    let grant = Grant {
        user_id: &checked.user_id,
        amount: Credits::whole(package.credits),
        source: LotSource::Purchase,
        expires_at: Some(paid_at + chrono::Duration::days(i64::from(package.validity_days))),
        payment_ref: Some(&session.id),
        description: &description,
        amount_cents: Some(checked.amount_cents),
    };
    let txn = db.begin().await?;
    let granted = match ledger::grant_in(&txn, grant).await {
        Ok(outcome) => outcome,
        Err(err) => {
            // Released before anything else writes (SQLite has one writer).
            txn.rollback().await?;
            return match err {
                // A simultaneous call inserted the same payment_ref first.
                LedgerError::Db(err) if is_unique_violation(&err) => {
                    Ok(done(PaymentStatus::Paid, true, Some(checked.amount_cents)))
                }
                LedgerError::UnknownUser => {
                    let problem = "the account that paid no longer exists";
                    tracing::warn!(session_id = %session.id, problem, "paid checkout session not credited");
                    record_outcome(
                        payments,
                        session,
                        PaymentRecordStatus::Failed,
                        Some(problem),
                    )
                    .await?;
                    Ok(done(
                        PaymentStatus::Failed,
                        false,
                        Some(checked.amount_cents),
                    ))
                }
                other => Err(ledger_error(other).into()),
            };
        }
    };
    records::create_if_missing(&txn, new_payment(payments, session, &checked)).await?;
    records::mark_paid(&txn, &session.id, session.payment_intent.as_deref()).await?;
    match txn.commit().await {
        Ok(()) => {}
        Err(err) if is_unique_violation(&err) => {}
        Err(err) => return Err(err.into()),
    }
    if let ledger::GrantOutcome::Granted { balance } = granted {
        tracing::info!(session_id = %session.id, user_id = %checked.user_id,
            credits = package.credits, balance = %balance, "payment credited");
    }
    Ok(done(PaymentStatus::Paid, true, Some(checked.amount_cents)))
}

/// Records a non-paid outcome, creating the payment row first when the
/// session reached us only through the provider.
async fn record_outcome(
    payments: &Payments,
    session: &ProviderSession,
    status: PaymentRecordStatus,
    reason: Option<&str>,
) -> Result<(), DbErr> {
    let db = &payments.db;
    if let (Some(user_id), Some(package_id)) = (&session.user_id, &session.package_id) {
        let new = NewPayment {
            session_id: &session.id,
            provider: payments.mode().provider_name(),
            user_id,
            package_id,
            amount_cents: session.amount_cents.unwrap_or(0),
            currency: session.currency.as_deref().unwrap_or(super::CURRENCY),
        };
        records::create_if_missing(db, new).await?;
    }
    records::mark_unpaid(db, &session.id, status, reason).await
}

fn new_payment<'a>(
    payments: &Payments,
    session: &'a ProviderSession,
    checked: &'a verify::Checked,
) -> NewPayment<'a> {
    NewPayment {
        session_id: &session.id,
        provider: payments.mode().provider_name(),
        user_id: &checked.user_id,
        package_id: &checked.package.id,
        amount_cents: checked.amount_cents,
        currency: super::CURRENCY,
    }
}

fn done(status: PaymentStatus, credited: bool, amount_cents: Option<i64>) -> Fulfilment {
    Fulfilment {
        status,
        credited,
        amount_cents,
    }
}

fn ledger_error(err: LedgerError) -> DbErr {
    match err {
        LedgerError::Db(err) => err,
        other => DbErr::Custom(other.to_string()),
    }
}
