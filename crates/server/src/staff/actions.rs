//! What staff change on an account. Each change and its audit entry
//! commit in one transaction: there is no change without its entry.

use super::roles::Action;
use super::{Console, StaffCaller, StaffError, append_done};
use crate::store::account_deletions::{self, Doomed};
use crate::store::entities::staff_member::StaffRole;
use crate::store::ledger::{self, Grant, GrantOutcome, LedgerError, LotSource};
use crate::store::{api_keys, now, sessions, users};
use cardsmith_domain::Credits;
use sea_orm::TransactionTrait;
use serde_json::json;

pub const ALREADY_SUSPENDED: &str = "This account is already suspended";
pub const NOT_SUSPENDED: &str = "This account is not suspended";
/// The longest a granted lot may last before it expires.
pub const LONGEST_EXPIRY_DAYS: u32 = 3_650;

/// Credits to give an account as a lot of their own.
pub struct CreditGrant<'a> {
    pub credits: u32,
    /// None never expires.
    pub expires_in_days: Option<u32>,
    pub reason: &'a str,
}

impl Console {
    /// Adds a lot of credits, up to the caller's role's limit per action.
    pub async fn grant_credits(
        &self,
        caller: &StaffCaller,
        target_id: &str,
        grant: CreditGrant<'_>,
    ) -> Result<Credits, StaffError> {
        let limit = match caller.role {
            StaffRole::Support => self.settings.support_grant_limit,
            StaffRole::Admin => self.settings.admin_grant_limit,
        };
        if grant.credits == 0 || grant.credits > self.settings.admin_grant_limit {
            return Err(StaffError::Invalid(format!(
                "Grant between 1 and {} credits",
                self.settings.admin_grant_limit
            )));
        }
        if grant
            .expires_in_days
            .is_some_and(|days| days == 0 || days > LONGEST_EXPIRY_DAYS)
        {
            return Err(StaffError::Invalid(format!(
                "An expiry is 1 to {LONGEST_EXPIRY_DAYS} days away"
            )));
        }
        let target = self
            .authorize(caller, Action::GrantCredits, target_id, grant.reason)
            .await?;
        if grant.credits > limit {
            self.refuse(caller, Action::GrantCredits, &target.id, grant.reason)
                .await?;
            return Err(StaffError::NotAllowed(super::NOT_YOUR_ROLE));
        }
        let amount = Credits::whole(i64::from(grant.credits));
        let expires_at = grant
            .expires_in_days
            .map(|days| now() + chrono::Duration::days(i64::from(days)));
        let txn = self.db.begin().await?;
        let outcome = ledger::grant_in(
            &txn,
            Grant {
                user_id: &target.id,
                amount,
                source: LotSource::StaffGrant,
                expires_at,
                payment_ref: None,
                description: "Credits from Cardsmith support",
                amount_cents: None,
            },
        )
        .await?;
        let GrantOutcome::Granted { balance } = outcome else {
            unreachable!("a grant without a payment reference is never a repeat");
        };
        append_done(
            &txn,
            caller,
            Action::GrantCredits,
            &target,
            grant.reason,
            Some(json!({ "balance": (balance - amount).to_string() })),
            json!({
                "balance": balance.to_string(),
                "granted": amount.to_string(),
                "expiresAt": expires_at,
            }),
        )
        .await?;
        txn.commit().await?;
        Ok(balance)
    }

    /// Takes whole credits off the balance through the ledger (a grant made
    /// twice, credits given by mistake); never more than the balance holds.
    pub async fn deduct_credits(
        &self,
        caller: &StaffCaller,
        target_id: &str,
        credits: u32,
        reason: &str,
    ) -> Result<Credits, StaffError> {
        let most = self.settings.admin_grant_limit;
        if credits == 0 || credits > most {
            return Err(StaffError::Invalid(format!(
                "Deduct between 1 and {most} credits"
            )));
        }
        let action = Action::DeductCredits;
        let target = self.authorize(caller, action, target_id, reason).await?;
        let amount = Credits::whole(i64::from(credits));
        let txn = self.db.begin().await?;
        let description = "Credits removed by Cardsmith support";
        let balance = match ledger::deduct_in(&txn, &target.id, amount, description).await {
            Ok(balance) => balance,
            Err(LedgerError::Insufficient { balance }) => {
                return Err(StaffError::Invalid(format!(
                    "The balance holds only {balance} credits"
                )));
            }
            Err(err) => return Err(err.into()),
        };
        append_done(
            &txn,
            caller,
            action,
            &target,
            reason,
            Some(json!({ "balance": (balance + amount).to_string() })),
            json!({ "balance": balance.to_string(), "deducted": amount.to_string() }),
        )
        .await?;
        txn.commit().await?;
        Ok(balance)
    }

    /// Suspends the account (and signs it out everywhere), or lifts its
    /// suspension.
    pub async fn set_suspended(
        &self,
        caller: &StaffCaller,
        target_id: &str,
        suspended: bool,
        reason: &str,
    ) -> Result<(), StaffError> {
        let action = if suspended {
            Action::Suspend
        } else {
            Action::LiftSuspension
        };
        let target = self.authorize(caller, action, target_id, reason).await?;
        let at = suspended.then(now);
        let txn = self.db.begin().await?;
        if !users::set_suspended(&txn, &target.id, at).await? {
            return Err(StaffError::Conflict(if suspended {
                ALREADY_SUSPENDED
            } else {
                NOT_SUSPENDED
            }));
        }
        let ended = if suspended {
            sessions::delete_all_for_user(&txn, &target.id, None).await?
        } else {
            0
        };
        append_done(
            &txn,
            caller,
            action,
            &target,
            reason,
            Some(json!({ "suspended": !suspended })),
            json!({ "suspended": suspended, "sessionsEnded": ended }),
        )
        .await?;
        txn.commit().await?;
        Ok(())
    }

    /// Ends every session of the account; how many there were.
    pub async fn sign_out_everywhere(
        &self,
        caller: &StaffCaller,
        target_id: &str,
        reason: &str,
    ) -> Result<u64, StaffError> {
        let action = Action::SignOutDevices;
        let target = self.authorize(caller, action, target_id, reason).await?;
        let txn = self.db.begin().await?;
        let ended = sessions::delete_all_for_user(&txn, &target.id, None).await?;
        let after = json!({ "sessionsEnded": ended });
        append_done(&txn, caller, action, &target, reason, None, after).await?;
        txn.commit().await?;
        Ok(ended)
    }

    /// Revokes every live API key of the account; how many there were.
    pub async fn revoke_api_keys(
        &self,
        caller: &StaffCaller,
        target_id: &str,
        reason: &str,
    ) -> Result<u64, StaffError> {
        let action = Action::RevokeApiKeys;
        let target = self.authorize(caller, action, target_id, reason).await?;
        let txn = self.db.begin().await?;
        let revoked = api_keys::revoke_all(&txn, &target.id).await?;
        let after = json!({ "keysRevoked": revoked });
        append_done(&txn, caller, action, &target, reason, None, after).await?;
        txn.commit().await?;
        Ok(revoked)
    }

    /// Deletes the account as its owner's own deletion does: at once it
    /// can no longer sign in and its address is free; its data is erased in
    /// the background and it is told by email. The audit entry keeps only
    /// the account's id.
    pub async fn delete_account(
        &self,
        caller: &StaffCaller,
        target_id: &str,
        reason: &str,
    ) -> Result<(), StaffError> {
        let action = Action::DeleteAccount;
        let target = self.authorize(caller, action, target_id, reason).await?;
        let txn = self.db.begin().await?;
        let doomed = Doomed {
            user_id: &target.id,
            email: &target.email,
            name: target.signature(),
        };
        if !account_deletions::begin_in(&txn, doomed).await? {
            return Err(StaffError::UnknownAccount);
        }
        let before = Some(json!({ "deleted": false }));
        let after = json!({ "deleted": true });
        append_done(&txn, caller, action, &target, reason, before, after).await?;
        txn.commit().await?;
        tracing::info!(user_id = %target.id, staff = %caller.user_id, "account deleted by staff");
        Ok(())
    }
}
