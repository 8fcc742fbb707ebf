//! Every throttle (sign-in, email flows, card suggestions), with its limit and the key
//! it counts under, in one place.
//!
//! Sign-in has a hard limit per account *and* address, so an attacker guessing
//! one account locks out only themselves, never the account's owner nor the
//! other people behind the same address. Failures are also counted per address
//! (across accounts) and per account (across addresses); past a much higher
//! threshold every attempt is slowed down, and correct credentials still work.

use crate::store::throttle::{self, Limit};
use chrono::Duration;
use sea_orm::{DatabaseConnection, DbErr};
use std::net::IpAddr;

/// Wrong guesses one address may make at one account.
pub const LOGIN: Limit = Limit {
    max: 10,
    window: Duration::minutes(15),
};
/// Failures per address or per account after which sign-in slows down.
pub const SLOWDOWN_AFTER_FAILURES: u64 = 50;
pub const SLOWDOWN: std::time::Duration = std::time::Duration::from_secs(2);
/// Reset emails per address: more is refused with a 429.
pub const RESET_EMAILS_PER_ADDRESS: Limit = Limit {
    max: 10,
    window: Duration::hours(1),
};
/// Reset emails per account: more are quietly not sent, so the answer never
/// tells whether an account exists.
pub const RESET_EMAILS_PER_ACCOUNT: Limit = Limit {
    max: 3,
    window: Duration::hours(1),
};
/// Confirmation emails a signed-in user may ask for again.
pub const VERIFICATION_EMAILS_PER_ACCOUNT: Limit = Limit {
    max: 3,
    window: Duration::hours(1),
};

/// Email-change links a signed-in user may ask for.
pub const EMAIL_CHANGES_PER_ACCOUNT: Limit = Limit {
    max: 3,
    window: Duration::hours(1),
};

/// Codes (authenticator or recovery) one account may try, from anywhere:
/// a million six-digit codes must not be guessable by spreading the tries
/// over many addresses. A right code starts the count afresh.
pub const SECOND_FACTOR_CODES: Limit = Limit {
    max: 10,
    window: Duration::minutes(15),
};

/// Passkey ceremonies begun per address (sign-in) or per account
/// (confirmation): each is a row kept until it is answered or expires.
pub const PASSKEY_CEREMONIES: Limit = Limit {
    max: 60,
    window: Duration::minutes(15),
};

/// Message suggestions per account (per address for visitors): free, but
/// each may one day call a text model.
pub const CARD_SUGGESTIONS: Limit = Limit {
    max: 60,
    window: Duration::minutes(10),
};

/// Message suggestions through one group card's links, from all its
/// signers together: enough for a card that many people sign at once.
pub const GROUP_CARD_SUGGESTIONS: Limit = Limit {
    max: 100,
    window: Duration::minutes(10),
};

/// Sign-ups per address, per hour (`CARDSMITH_SIGNUPS_PER_HOUR`).
pub fn signups(per_hour: usize) -> Limit {
    Limit {
        max: per_hour,
        window: Duration::hours(1),
    }
}

/// The keys of the throttles an account has of its own.
pub fn verification_emails_key(user_id: &str) -> String {
    format!("verification-email:{user_id}")
}

pub fn reset_emails_key(user_id: &str) -> String {
    format!("reset-account:{user_id}")
}

pub fn second_factor_key(user_id: &str) -> String {
    format!("second-factor:{user_id}")
}

pub fn email_changes_key(user_id: &str) -> String {
    format!("email-change:{user_id}")
}

pub fn passkey_confirmations_key(user_id: &str) -> String {
    format!("passkey-confirm:{user_id}")
}

pub fn suggestions_key(asker: &str) -> String {
    format!("suggestions:{asker}")
}

pub fn group_card_suggestions_key(group_card_id: &str) -> String {
    format!("suggestions:group:{group_card_id}")
}

/// Wrong passwords for the address `email`, from any address.
fn failed_passwords_key(email: &str) -> String {
    format!("login-failures-account:{email}")
}

/// One of an account's own throttles, as the console shows it.
pub struct AccountThrottle {
    pub name: &'static str,
    pub key: String,
    pub limit: Limit,
    /// Past the limit the attempt is slowed down, not refused.
    pub slows_only: bool,
}

/// Every throttle counted per account, with the key it counts under.
pub fn account_throttles(user_id: &str, email: &str) -> Vec<AccountThrottle> {
    let refused = |name, key, limit| AccountThrottle {
        name,
        key,
        limit,
        slows_only: false,
    };
    vec![
        AccountThrottle {
            name: "Wrong passwords",
            key: failed_passwords_key(email),
            limit: Limit {
                max: SLOWDOWN_AFTER_FAILURES as usize,
                window: LOGIN.window,
            },
            slows_only: true,
        },
        refused(
            "Wrong two-step codes",
            second_factor_key(user_id),
            SECOND_FACTOR_CODES,
        ),
        refused(
            "Password reset emails",
            reset_emails_key(user_id),
            RESET_EMAILS_PER_ACCOUNT,
        ),
        refused(
            "Confirmation emails",
            verification_emails_key(user_id),
            VERIFICATION_EMAILS_PER_ACCOUNT,
        ),
        refused(
            "Email changes",
            email_changes_key(user_id),
            EMAIL_CHANGES_PER_ACCOUNT,
        ),
        refused(
            "Passkey confirmations",
            passkey_confirmations_key(user_id),
            PASSKEY_CEREMONIES,
        ),
        refused(
            "Card message suggestions",
            suggestions_key(user_id),
            CARD_SUGGESTIONS,
        ),
    ]
}

/// An attempt refused by a throttle, or one that could not be counted.
#[derive(Debug, thiserror::Error)]
pub enum ThrottleError {
    /// Over the limit: what was refused and when to try again, in words and
    /// in seconds.
    #[error("{message}")]
    TooMany {
        message: String,
        retry_after_secs: u64,
    },
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// Counts an attempt under `key`; over `limit` it is refused with a message
/// that starts with `what`.
pub async fn take(
    db: &DatabaseConnection,
    key: &str,
    limit: Limit,
    what: &str,
) -> Result<(), ThrottleError> {
    match throttle::take(db, key, limit).await? {
        None => Ok(()),
        Some(wait) => Err(too_many(what, wait)),
    }
}

/// Counts an attempt under `key` and says whether it stayed within `limit`.
pub async fn within(db: &DatabaseConnection, key: &str, limit: Limit) -> Result<bool, DbErr> {
    Ok(throttle::take(db, key, limit).await?.is_none())
}

fn too_many(what: &str, wait: Duration) -> ThrottleError {
    let minutes = (wait.num_seconds() + 59) / 60;
    let unit = if minutes == 1 { "minute" } else { "minutes" };
    ThrottleError::TooMany {
        message: format!("{what}. Try again in {minutes} {unit}."),
        retry_after_secs: wait.num_seconds().max(1) as u64,
    }
}

/// One sign-in attempt (a login, or the current-password check of a password
/// change), counted before the password is verified.
pub struct LoginAttempt<'a> {
    db: &'a DatabaseConnection,
    pair_key: String,
    address_key: String,
    account_key: String,
}

impl<'a> LoginAttempt<'a> {
    /// Counts the attempt, refuses it past the hard limit, and waits first
    /// when the address or the account has failed very often.
    pub async fn begin(
        db: &'a DatabaseConnection,
        email: &str,
        addr: IpAddr,
    ) -> Result<LoginAttempt<'a>, ThrottleError> {
        let attempt = LoginAttempt {
            db,
            pair_key: format!("login:{email}|{addr}"),
            address_key: format!("login-failures-address:{addr}"),
            account_key: failed_passwords_key(email),
        };
        take(
            db,
            &attempt.pair_key,
            LOGIN,
            "Too many failed login attempts",
        )
        .await?;
        let address_failures = throttle::count(db, &attempt.address_key, LOGIN.window).await?;
        let account_failures = throttle::count(db, &attempt.account_key, LOGIN.window).await?;
        if address_failures.max(account_failures) >= SLOWDOWN_AFTER_FAILURES {
            tracing::warn!(%addr, "sign-in slowed down after many failures");
            tokio::time::sleep(SLOWDOWN).await;
        }
        Ok(attempt)
    }

    /// The password was right: this account and address start afresh.
    pub async fn succeeded(self) -> Result<(), DbErr> {
        throttle::clear(self.db, &self.pair_key).await
    }

    /// The password was wrong: the attempt stays counted, and so does a
    /// failure for the address and for the account.
    pub async fn failed(self) -> Result<(), DbErr> {
        throttle::record(self.db, &self.address_key).await?;
        throttle::record(self.db, &self.account_key).await?;
        Ok(())
    }
}
