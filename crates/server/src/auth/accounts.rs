//! Accounts: signing up, signing in (with a second step when two-step
//! sign-in is on) and out, changing the password, and the account's summary
//! figures. Sign-ups and sign-ins are throttled and every
//! sign-in opens a fresh session; the cookie that carries it is the web
//! layer's business.

use super::password::PasswordHasher;
use super::relying_party;
use super::throttles::{self, LoginAttempt, ThrottleError};
use super::tokens;
use super::verification::SignupBonus;
use crate::providers::email::Mailer;
use crate::store::one_time_tokens::{self, Purpose};
use crate::store::sessions::NewSession;
use crate::store::users::{self, Bonus, CreateUserError, User};
use crate::store::{ledger, sessions, two_factor};
use cardsmith_domain::Credits;
use cardsmith_domain::account::{Email, FieldErrors, NewAccount, PASSWORD_TOO_SHORT, Password};
use sea_orm::{DatabaseConnection, DbErr};
use std::net::IpAddr;
use std::sync::Arc;
use webauthn_rs::prelude::Webauthn;

pub const INVALID_LOGIN: &str = "Invalid email or password";
pub const WRONG_CURRENT_PASSWORD: &str = "Your current password is incorrect";
pub const RESET_LINK_INVALID: &str = "This reset link is invalid or has expired.";
pub const CONFIRMATION_LINK_INVALID: &str = "This confirmation link is invalid or has expired.";
pub const ALREADY_CONFIRMED: &str = "Your email address is already confirmed.";
pub const DEVICE_NOT_FOUND: &str = "This device is already signed out.";
pub const SUSPENDED: &str =
    "This account is suspended. Write to support if you think this is a mistake.";
pub const SIGN_IN_EXPIRED: &str = "Your sign-in has expired. Please log in again.";

/// Why an account could not be made, signed in or changed.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    /// Fields of the form, each with what is wrong with it.
    #[error("the form is invalid")]
    Invalid(FieldErrors),
    #[error(transparent)]
    Throttled(#[from] ThrottleError),
    #[error(transparent)]
    Create(#[from] CreateUserError),
    /// Wrong email or password, said the same way whether or not the
    /// account exists.
    #[error("{INVALID_LOGIN}")]
    InvalidLogin,
    /// A password reset link that is unknown, used or expired.
    #[error("{RESET_LINK_INVALID}")]
    ResetLinkInvalid,
    /// An email confirmation link that is unknown, used or expired.
    #[error("{CONFIRMATION_LINK_INVALID}")]
    ConfirmationLinkInvalid,
    /// A new confirmation link asked for by an account already confirmed.
    #[error("{ALREADY_CONFIRMED}")]
    AlreadyConfirmed,
    /// The new address belongs to another account.
    #[error("{}", super::email_change::EMAIL_TAKEN)]
    EmailTaken,
    /// No session of this account has that id (signed out already).
    #[error("{DEVICE_NOT_FOUND}")]
    DeviceNotFound,
    /// A passkey sign-in that does not count: expired, replayed, unknown
    /// or refused by the checks.
    #[error("{0}")]
    PasskeySignInRefused(&'static str),
    /// Passkeys are off on this site, or the account has as many as it may.
    #[error("{0}")]
    PasskeyConflict(&'static str),
    /// The account has no passkey with that id (removed already).
    #[error("{}", super::passkeys::NOT_FOUND)]
    PasskeyNotFound,
    /// Staff suspended the account: it cannot sign in.
    #[error("{SUSPENDED}")]
    Suspended,
    /// The second step of a sign-in came after its ten minutes, or twice.
    #[error("{SIGN_IN_EXPIRED}")]
    SignInExpired,
    /// The request does not fit the account's state (two-step sign-in
    /// already on, or not started).
    #[error("{0}")]
    Conflict(&'static str),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
    #[error(transparent)]
    Db(#[from] DbErr),
}

impl AccountError {
    pub(super) fn field(name: &'static str, message: &'static str) -> Self {
        AccountError::Invalid(FieldErrors::from([(name, message)]))
    }
}

/// Where a sign-up or sign-in comes from: the address it is throttled by,
/// and the browser its session is listed under.
#[derive(Clone, Copy)]
pub struct Client<'a> {
    pub addr: IpAddr,
    pub user_agent: Option<&'a str>,
}

/// The sign-up form, before any checks.
pub struct SignUp<'a> {
    pub username: &'a str,
    pub display_name: Option<&'a str>,
    pub email: &'a str,
    pub password: &'a str,
}

/// An account just signed in, with its new session's token (for the
/// browser only: the database keeps its hash).
pub struct SignedIn {
    pub user: User,
    pub token: String,
}

/// What a right password leads to: a session, or, when two-step sign-in is
/// on, a challenge to hand back with the code (`finish_log_in`).
pub enum LogIn {
    /// Boxed: an account is far larger than a challenge.
    SignedIn(Box<SignedIn>),
    CodeNeeded {
        challenge: String,
    },
}

/// An account's figures besides its balance.
pub struct Figures {
    /// Generations paid for; deleting an image later does not lower it.
    pub images_generated: u64,
    /// Credits spent on images, refunds deducted.
    pub credits_used: Credits,
}

/// The configuration's rules for accounts.
pub struct AccountRules {
    /// When a new account receives its signup bonus.
    pub signup_bonus: SignupBonus,
    /// Sign-ups one address may make in an hour.
    pub signups_per_hour: usize,
    /// Where the links in account emails point.
    pub public_url: String,
}

/// Accounts, with the handles they take: the database, the password hasher,
/// the mailer (confirmation and reset links) and the configuration's rules.
/// Password resets live in `password_reset.rs` and email confirmation in
/// `verification.rs`, as more of this service's methods.
#[derive(Clone)]
pub struct Accounts {
    pub(super) db: DatabaseConnection,
    pub(super) passwords: PasswordHasher,
    pub(super) mailer: Mailer,
    pub(super) signup_bonus: SignupBonus,
    signups_per_hour: usize,
    pub(super) public_url: String,
    /// `None` where passkeys cannot work (a site on a bare IP address).
    pub(super) relying_party: Option<Arc<Webauthn>>,
}

impl Accounts {
    pub fn new(
        rules: AccountRules,
        db: DatabaseConnection,
        passwords: PasswordHasher,
        mailer: Mailer,
    ) -> Self {
        Accounts {
            db,
            passwords,
            mailer,
            signup_bonus: rules.signup_bonus,
            signups_per_hour: rules.signups_per_hour,
            relying_party: relying_party::for_public_url(&rules.public_url).map(Arc::new),
            public_url: rules.public_url,
        }
    }

    /// Creates an account from `addr`, signed in, and emails it a
    /// confirmation link without making the new user wait for the mail server.
    pub async fn sign_up(
        &self,
        client: Client<'_>,
        form: SignUp<'_>,
    ) -> Result<SignedIn, AccountError> {
        let account =
            NewAccount::parse(form.username, form.display_name, form.email, form.password)
                .map_err(AccountError::Invalid)?;
        throttles::take(
            &self.db,
            &format!("signup:{}", client.addr),
            throttles::signups(self.signups_per_hour),
            "Too many sign-ups from your network",
        )
        .await?;
        let hash = self.passwords.hash(account.password.expose()).await?;
        let token = tokens::new_token();
        let user = users::create(
            &self.db,
            &account.username,
            account.display_name.as_deref(),
            &account.email,
            hash,
            match self.signup_bonus {
                SignupBonus::Signup => Bonus::Now,
                SignupBonus::Verified => Bonus::OnConfirmation,
            },
            Some(NewSession {
                token_hash: &tokens::hash(&token),
                user_agent: client.user_agent,
                second_factor: false,
            }),
        )
        .await?;
        tracing::info!(user_id = %user.id, "account created");
        self.send_confirmation_later(user.clone());
        Ok(SignedIn { user, token })
    }

    /// Signs in from `client`, ending the caller's `replaced` session (a
    /// session token's hash) if any; or, for an account with two-step
    /// sign-in, answers the challenge that `finish_log_in` takes with a code.
    pub async fn log_in(
        &self,
        client: Client<'_>,
        email: &str,
        password: &str,
        replaced: Option<String>,
    ) -> Result<LogIn, AccountError> {
        let email = Email::parse(email).map_err(|m| AccountError::field("email", m))?;
        if password.chars().count() < 8 {
            return Err(AccountError::field("password", PASSWORD_TOO_SHORT));
        }
        let attempt = LoginAttempt::begin(&self.db, email.as_str(), client.addr).await?;
        let user = users::find_by_email(&self.db, email.as_str()).await?;
        let stored = user.as_ref().map(|u| u.password_hash.as_str());
        if !self.passwords.verify(password, stored).await? {
            attempt.failed().await?;
            tracing::info!("login failed");
            return Err(AccountError::InvalidLogin);
        }
        let user = user.expect("verified passwords belong to an account");
        attempt.succeeded().await?;
        if two_factor::is_on(&self.db, &user.id).await? {
            let challenge = tokens::new_token();
            let hash = tokens::hash(&challenge);
            one_time_tokens::create(&self.db, Purpose::SignInChallenge, &hash, &user.id).await?;
            return Ok(LogIn::CodeNeeded { challenge });
        }
        Ok(LogIn::SignedIn(Box::new(
            self.open_session(client, user, replaced, false).await?,
        )))
    }

    /// The second step of a sign-in: the challenge `log_in` answered and a
    /// code from the authenticator app (or a recovery code). A wrong code
    /// may be corrected; the challenge is spent by the right one.
    pub async fn finish_log_in(
        &self,
        client: Client<'_>,
        challenge: &str,
        code: &str,
        replaced: Option<String>,
    ) -> Result<SignedIn, AccountError> {
        let hash = tokens::hash(challenge);
        let owner =
            one_time_tokens::usable_owner(&self.db, Purpose::SignInChallenge, &hash).await?;
        let Some(user_id) = owner else {
            return Err(AccountError::SignInExpired);
        };
        // Turned off since the password step: that sign-in starts again.
        if !self.check_code_if_on(&user_id, code).await? {
            return Err(AccountError::SignInExpired);
        }
        if !one_time_tokens::claim(&self.db, Purpose::SignInChallenge, &hash).await? {
            return Err(AccountError::SignInExpired);
        }
        let user = users::find_by_id(&self.db, &user_id)
            .await?
            .filter(|user| user.deleted_at.is_none())
            .ok_or(AccountError::SignInExpired)?;
        self.open_session(client, user, replaced, true).await
    }

    /// A new session (and token) for `user`, ending the caller's `replaced` one.
    pub(super) async fn open_session(
        &self,
        client: Client<'_>,
        user: User,
        replaced: Option<String>,
        second_factor: bool,
    ) -> Result<SignedIn, AccountError> {
        if user.suspended_at.is_some() {
            return Err(AccountError::Suspended);
        }
        if let Some(old) = replaced {
            sessions::delete(&self.db, &old).await?;
        }
        let token = tokens::new_token();
        let session = NewSession {
            token_hash: &tokens::hash(&token),
            user_agent: client.user_agent,
            second_factor,
        };
        sessions::create(&self.db, &session, &user.id).await?;
        Ok(SignedIn { user, token })
    }

    /// Ends the session whose token has this hash.
    pub async fn log_out(&self, session_hash: &str) -> Result<(), AccountError> {
        Ok(sessions::delete(&self.db, session_hash).await?)
    }

    /// Sets a new password after checking the current one (from `addr`),
    /// and signs out every session of the account but `kept_session`.
    pub async fn change_password(
        &self,
        user: &User,
        kept_session: &str,
        addr: IpAddr,
        current_password: &str,
        new_password: &str,
    ) -> Result<(), AccountError> {
        let new_password = Password::parse_new(new_password, &user.username, &user.email)
            .map_err(|m| AccountError::field("newPassword", m))?;
        self.check_current_password(user, addr, current_password)
            .await?;
        let hash = self.passwords.hash(new_password.expose()).await?;
        users::set_password_hash(&self.db, &user.id, hash).await?;
        one_time_tokens::revoke_after_new_password(&self.db, &user.id).await?;
        let ended = sessions::delete_all_for_user(&self.db, &user.id, Some(kept_session)).await?;
        tracing::info!(sessions_ended = ended, "password changed");
        Ok(())
    }

    /// Checks a signed-in user's password before a change to the account,
    /// counted in sign-in's throttle: a stolen session must not become a
    /// way around it.
    pub(super) async fn check_current_password(
        &self,
        user: &User,
        addr: IpAddr,
        password: &str,
    ) -> Result<(), AccountError> {
        let attempt = LoginAttempt::begin(&self.db, &user.email, addr).await?;
        if !self
            .passwords
            .verify(password, Some(&user.password_hash))
            .await?
        {
            attempt.failed().await?;
            return Err(AccountError::field(
                "currentPassword",
                WRONG_CURRENT_PASSWORD,
            ));
        }
        Ok(attempt.succeeded().await?)
    }

    pub async fn figures(&self, user_id: &str) -> Result<Figures, AccountError> {
        Ok(Figures {
            images_generated: ledger::generations(&self.db, user_id).await?,
            credits_used: ledger::spent(&self.db, user_id).await?,
        })
    }
}
