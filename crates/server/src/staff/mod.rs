//! The operator console's service: who is staff, finding and reading
//! accounts, the actions staff take on them, and the audit log that records
//! each of those actions (and each one refused) in the action's own
//! transaction.

pub mod actions;
pub mod command_line;
pub mod moderation;
pub mod overview;
pub mod roles;
pub mod search;
pub mod settings;

use crate::auth::throttles::{self, ThrottleError};
use crate::store::audit::{self, Actor, AuditEntry, NewEntry};
use crate::store::entities::audit_entry::AuditOutcome;
use crate::store::entities::staff_member::StaffRole;
use crate::store::ledger::LedgerError;
use crate::store::throttle::{self, Limit};
use crate::store::users::{self, User};
use crate::store::{account_data, sessions, staff};
use chrono::{DateTime, Duration, Utc};
use roles::Action;
use sea_orm::{ConnectionTrait, DatabaseConnection, DbErr};
use settings::StaffSettings;

/// How long a proved second factor lets a staff session use the console.
pub const SECOND_FACTOR_FRESH_FOR: Duration = Duration::hours(12);
/// The longest reason kept with an action.
pub const LONGEST_REASON: usize = 500;

pub const REASON_REQUIRED: &str = "Say why: every console action needs a reason";
pub const REASON_TOO_LONG: &str = "Keep the reason under 500 characters";
pub const NOT_YOUR_ROLE: &str = "Your role does not allow this; ask an admin";
pub const NOT_ON_YOURSELF: &str = "Staff cannot act on their own account; ask another staff member";
pub const UNKNOWN_ACCOUNT: &str = "No account has this id";

#[derive(Debug, thiserror::Error)]
pub enum StaffError {
    /// Beyond the caller's role, or on their own account (recorded).
    #[error("{0}")]
    NotAllowed(&'static str),
    #[error("{UNKNOWN_ACCOUNT}")]
    UnknownAccount,
    /// Something else the call names does not exist.
    #[error("{0}")]
    NotFound(&'static str),
    /// What is wrong with the request.
    #[error("{0}")]
    Invalid(String),
    /// The account is already in the state asked for.
    #[error("{0}")]
    Conflict(&'static str),
    #[error(transparent)]
    Ledger(#[from] LedgerError),
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// A staff member making a console call.
#[derive(Debug, Clone)]
pub struct StaffCaller {
    pub user_id: String,
    pub email: String,
    pub role: StaffRole,
}

impl StaffCaller {
    fn actor(&self) -> Actor {
        Actor::staff(&self.user_id, &self.email)
    }
}

/// An account as the console's account page shows it.
pub struct AccountRecord {
    pub data: account_data::AccountData,
    pub staff_role: Option<StaffRole>,
    pub audit: Vec<AuditEntry>,
    /// How much of each of its own throttles the account has used.
    pub throttles: Vec<ThrottleUse>,
}

/// One of an account's throttles and its count in the current window.
pub struct ThrottleUse {
    pub throttle: throttles::AccountThrottle,
    pub used: u64,
}

#[derive(Clone)]
pub struct Console {
    db: DatabaseConnection,
    settings: StaffSettings,
}

impl Console {
    pub fn new(db: DatabaseConnection, settings: StaffSettings) -> Self {
        Console { db, settings }
    }

    pub fn settings(&self) -> StaffSettings {
        self.settings
    }

    /// Counts a console call against the staff member's rate limit.
    pub async fn count_request(&self, user_id: &str) -> Result<(), ThrottleError> {
        let limit = Limit {
            max: self.settings.requests_per_minute as usize,
            window: Duration::minutes(1),
        };
        throttles::take(
            &self.db,
            &format!("console:{user_id}"),
            limit,
            "Too many console requests",
        )
        .await
    }

    pub async fn role_of(&self, user_id: &str) -> Result<Option<StaffRole>, DbErr> {
        staff::role_of(&self.db, user_id).await
    }

    /// Until when the session's second factor counts for the console, or
    /// `None` when it must be proved again.
    pub async fn second_factor_until(
        &self,
        session_hash: &str,
    ) -> Result<Option<DateTime<Utc>>, DbErr> {
        let proved = sessions::second_factor_at(&self.db, session_hash).await?;
        Ok(proved
            .map(|at| at + SECOND_FACTOR_FRESH_FOR)
            .filter(|until| *until > crate::store::now()))
    }

    /// An account with everything the console shows about it.
    pub async fn account(&self, user_id: &str) -> Result<AccountRecord, StaffError> {
        let data = account_data::read(&self.db, user_id)
            .await?
            .ok_or(StaffError::UnknownAccount)?;
        let filter = audit::Filter {
            target_user_id: Some(user_id.to_owned()),
            ..Default::default()
        };
        let mut throttles = Vec::new();
        for throttle in throttles::account_throttles(&data.user.id, &data.user.email) {
            let used = throttle::count(&self.db, &throttle.key, throttle.limit.window).await?;
            throttles.push(ThrottleUse { throttle, used });
        }
        Ok(AccountRecord {
            staff_role: staff::role_of(&self.db, user_id).await?,
            audit: audit::newest(&self.db, &filter, 50).await?,
            data,
            throttles,
        })
    }

    /// The newest audit entries that match `filter`, and how many match.
    pub async fn audit_log(
        &self,
        filter: &audit::Filter,
        limit: u64,
    ) -> Result<(Vec<AuditEntry>, u64), DbErr> {
        let entries = audit::newest(&self.db, filter, limit).await?;
        let total = audit::count(
            &self.db,
            &audit::Filter {
                before_id: None,
                ..filter.clone()
            },
        )
        .await?;
        Ok((entries, total))
    }

    /// Checks that `caller` may take `action` on the account `target_id`,
    /// for `reason`, and returns the account. A refusal is recorded.
    pub async fn authorize(
        &self,
        caller: &StaffCaller,
        action: Action,
        target_id: &str,
        reason: &str,
    ) -> Result<User, StaffError> {
        let reason = checked_reason(reason)?;
        let target = users::find_by_id(&self.db, target_id)
            .await?
            .filter(|user| user.deleted_at.is_none())
            .ok_or(StaffError::UnknownAccount)?;
        let refusal = if !action.allowed_for(caller.role) {
            Some(NOT_YOUR_ROLE)
        } else if target.id == caller.user_id {
            Some(NOT_ON_YOURSELF)
        } else {
            None
        };
        if let Some(why) = refusal {
            self.refuse(caller, action, &target.id, reason).await?;
            return Err(StaffError::NotAllowed(why));
        }
        Ok(target)
    }

    /// Records a refused attempt.
    async fn refuse(
        &self,
        caller: &StaffCaller,
        action: Action,
        target_id: &str,
        reason: &str,
    ) -> Result<(), DbErr> {
        tracing::warn!(staff = %caller.user_id, action = action.name(), "console action refused");
        audit::append(
            &self.db,
            NewEntry {
                actor: &caller.actor(),
                action: action.name(),
                target_user_id: Some(target_id),
                reason,
                outcome: AuditOutcome::Refused,
                before: None,
                after: None,
            },
        )
        .await?;
        Ok(())
    }

    /// Records an action done outside the database (an email sent).
    pub async fn record(
        &self,
        caller: &StaffCaller,
        action: Action,
        target: &User,
        reason: &str,
        after: serde_json::Value,
    ) -> Result<(), DbErr> {
        append_done(&self.db, caller, action, target, reason, None, after).await
    }
}

/// Appends a done action's entry, inside the action's transaction where it
/// has one. `before` and `after` are the values it changed.
async fn append_done(
    db: &impl ConnectionTrait,
    caller: &StaffCaller,
    action: Action,
    target: &User,
    reason: &str,
    before: Option<serde_json::Value>,
    after: serde_json::Value,
) -> Result<(), DbErr> {
    audit::append(
        db,
        NewEntry {
            actor: &caller.actor(),
            action: action.name(),
            target_user_id: Some(&target.id),
            reason: reason.trim(),
            outcome: AuditOutcome::Done,
            before,
            after: Some(after),
        },
    )
    .await?;
    Ok(())
}

pub fn outcome_name(outcome: AuditOutcome) -> &'static str {
    match outcome {
        AuditOutcome::Done => "done",
        AuditOutcome::Refused => "refused",
    }
}

fn checked_reason(reason: &str) -> Result<&str, StaffError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(StaffError::Invalid(REASON_REQUIRED.into()));
    }
    if reason.chars().count() > LONGEST_REASON {
        return Err(StaffError::Invalid(REASON_TOO_LONG.into()));
    }
    Ok(reason)
}
