//! Two-step sign-in with an authenticator app: turning it on (a secret to
//! scan, confirmed by a first code, and ten recovery codes shown once),
//! checking a code at sign-in or before a change to the account, a fresh
//! set of recovery codes, and turning it off with a code. Codes are throttled per account, and each
//! works once: an app's code is spent with its 30-second step, a recovery
//! code for good.

use super::accounts::{AccountError, Accounts};
use super::throttles;
use super::tokens;
use super::totp;
use crate::store::throttle;
use crate::store::two_factor;
use crate::store::users::User;
use std::net::IpAddr;

/// The name authenticator apps list the account under.
pub const ISSUER: &str = "Cardsmith";
pub const WRONG_CODE: &str = "This code is not right. Check your authenticator app and try again";
/// A recovery code is spent once: a wrong one may be one used before.
pub const WRONG_RECOVERY_CODE: &str =
    "This recovery code is not right, or it was used already. Each one works once";
pub const CODE_MISSING: &str = "Enter the 6-digit code from your authenticator app";
pub const ALREADY_ON: &str = "Two-step sign-in is already on";
pub const NOT_STARTED: &str = "Start setting up two-step sign-in first";
pub const NOT_ON: &str = "Two-step sign-in is not on";

/// What the account holder adds to their authenticator app.
pub struct Setup {
    /// The secret in base32, for typing in by hand.
    pub secret: String,
    /// The `otpauth://` link the QR code holds.
    pub uri: String,
}

/// Whether two-step sign-in is on, and how many recovery codes are unused.
pub struct Status {
    pub enabled: bool,
    pub recovery_codes_left: u64,
}

impl Accounts {
    pub async fn two_factor_status(&self, user: &User) -> Result<Status, AccountError> {
        let enabled = two_factor::is_on(&self.db, &user.id).await?;
        let recovery_codes_left = if enabled {
            two_factor::recovery_codes_left(&self.db, &user.id).await?
        } else {
            0
        };
        Ok(Status {
            enabled,
            recovery_codes_left,
        })
    }

    /// A new secret for the authenticator app, after the current password;
    /// it takes effect only once `confirm_two_factor` sees a code from it.
    /// Starting again replaces an unconfirmed secret.
    pub async fn start_two_factor(
        &self,
        user: &User,
        addr: IpAddr,
        current_password: &str,
    ) -> Result<Setup, AccountError> {
        self.check_current_password(user, addr, current_password)
            .await?;
        let secret = totp::new_secret();
        if !two_factor::start(&self.db, &user.id, &secret).await? {
            return Err(AccountError::Conflict(ALREADY_ON));
        }
        Ok(Setup {
            secret: totp::base32(&secret),
            uri: totp::otpauth_uri(ISSUER, &user.email, &secret),
        })
    }

    /// Turns two-step sign-in on with a first code from the app, and
    /// answers the ten recovery codes (only their hashes are kept).
    pub async fn confirm_two_factor(
        &self,
        user: &User,
        typed: &str,
    ) -> Result<Vec<String>, AccountError> {
        let factor = match two_factor::find(&self.db, &user.id).await? {
            None => return Err(AccountError::Conflict(NOT_STARTED)),
            Some(factor) if factor.confirmed => return Err(AccountError::Conflict(ALREADY_ON)),
            Some(factor) => factor,
        };
        let code = totp::parse_code(typed).ok_or(AccountError::field("code", CODE_MISSING))?;
        let throttle_key = take_code_attempt(self, &user.id).await?;
        let Some(step) = totp::matching_step(&factor.secret, code, now_step()) else {
            return Err(AccountError::field("code", WRONG_CODE));
        };
        let (codes, hashes) = new_recovery_codes();
        if !two_factor::confirm(&self.db, &user.id, step, &hashes).await? {
            return Err(AccountError::Conflict(ALREADY_ON));
        }
        throttle::clear(&self.db, &throttle_key).await?;
        tracing::info!(user_id = %user.id, "two-step sign-in turned on");
        self.notify_later(
            user,
            "Two-step sign-in is on for your Cardsmith account",
            "Two-step sign-in is now on for your Cardsmith account: signing in asks for a code\n\
             from your authenticator app after your password.",
        );
        Ok(codes)
    }

    /// A fresh set of ten recovery codes in place of the old ones (used or
    /// not), with a current code or a recovery code.
    pub async fn renew_recovery_codes(
        &self,
        user: &User,
        typed: &str,
    ) -> Result<Vec<String>, AccountError> {
        if !self.check_code_if_on(&user.id, typed).await? {
            return Err(AccountError::Conflict(NOT_ON));
        }
        let (codes, hashes) = new_recovery_codes();
        two_factor::renew_recovery_codes(&self.db, &user.id, &hashes).await?;
        tracing::info!(user_id = %user.id, "recovery codes renewed");
        self.notify_later(
            user,
            "New recovery codes for your Cardsmith account",
            "New recovery codes were made for your Cardsmith account. The earlier ones no\n\
             longer work.",
        );
        Ok(codes)
    }

    /// Turns two-step sign-in off, with a current code or a recovery code.
    pub async fn disable_two_factor(&self, user: &User, typed: &str) -> Result<(), AccountError> {
        if !self.check_code_if_on(&user.id, typed).await? {
            return Err(AccountError::Conflict(NOT_ON));
        }
        two_factor::remove(&self.db, &user.id).await?;
        tracing::info!(user_id = %user.id, "two-step sign-in turned off");
        self.notify_later(
            user,
            "Two-step sign-in is off for your Cardsmith account",
            "Two-step sign-in has been turned off for your Cardsmith account: signing in asks\n\
             for your password only.",
        );
        Ok(())
    }

    /// Checks a code if the account has two-step sign-in on, and answers
    /// whether it is on (false: there was nothing to check). The code is six
    /// digits from the app (not one used before) or an unused recovery code,
    /// which is spent. Wrong codes are throttled per account, from any address.
    pub(super) async fn check_code_if_on(
        &self,
        user_id: &str,
        typed: &str,
    ) -> Result<bool, AccountError> {
        let factor = two_factor::find(&self.db, user_id).await?;
        let Some(factor) = factor.filter(|factor| factor.confirmed) else {
            return Ok(false);
        };
        if typed.trim().is_empty() {
            return Err(AccountError::field("code", CODE_MISSING));
        }
        let throttle_key = take_code_attempt(self, user_id).await?;
        let (accepted, wrong) = match totp::parse_code(typed) {
            Some(code) => {
                let accepted = match totp::matching_step(&factor.secret, code, now_step()) {
                    Some(step) => two_factor::spend_step(&self.db, user_id, step).await?,
                    None => false,
                };
                (accepted, WRONG_CODE)
            }
            None => {
                let hash = recovery_hash(typed);
                let spent = two_factor::spend_recovery_code(&self.db, user_id, &hash).await?;
                // Ten letters and digits is a recovery code's shape; anything
                // else was most likely a mistyped app code.
                let shaped_as_recovery =
                    typed.chars().filter(char::is_ascii_alphanumeric).count() == 10;
                let wrong = if shaped_as_recovery {
                    WRONG_RECOVERY_CODE
                } else {
                    WRONG_CODE
                };
                (spent, wrong)
            }
        };
        if !accepted {
            tracing::info!(user_id = %user_id, "wrong second-step code");
            return Err(AccountError::field("code", wrong));
        }
        throttle::clear(&self.db, &throttle_key).await?;
        Ok(true)
    }

    /// Emails the account holder about a change to how they sign in,
    /// without making the request wait for the mail server.
    pub(super) fn notify_later(&self, user: &User, subject: &'static str, what: &'static str) {
        let accounts = self.clone();
        let (to, name) = (user.email.clone(), user.signature().to_owned());
        tokio::spawn(async move {
            let body = format!(
                "Hello {name},\n\n{what}\n\nIf this wasn't you, change your password now: \
                 {url}/dashboard#account-settings\n\nThe Cardsmith team\n",
                url = accounts.public_url,
            );
            if let Err(err) = accounts
                .mailer
                .send(&accounts.db, &to, subject, &body)
                .await
            {
                tracing::error!(error = ?err, "failed to send a sign-in change notice");
            }
        });
    }
}

/// Counts a code attempt against the account (refused past the limit) and
/// answers the throttle's key, to clear once a code is right.
async fn take_code_attempt(accounts: &Accounts, user_id: &str) -> Result<String, AccountError> {
    let key = throttles::second_factor_key(user_id);
    throttles::take(
        &accounts.db,
        &key,
        throttles::SECOND_FACTOR_CODES,
        "Too many wrong codes",
    )
    .await?;
    Ok(key)
}

/// Ten new recovery codes, and the hashes that are all the database keeps.
fn new_recovery_codes() -> (Vec<String>, Vec<String>) {
    let codes: Vec<String> = (0..totp::RECOVERY_CODES)
        .map(|_| totp::new_recovery_code())
        .collect();
    let hashes = codes.iter().map(|c| recovery_hash(c)).collect();
    (codes, hashes)
}

fn recovery_hash(typed: &str) -> String {
    tokens::hash(&totp::normalise_recovery_code(typed))
}

fn now_step() -> i64 {
    totp::step_at(chrono::Utc::now().timestamp())
}
