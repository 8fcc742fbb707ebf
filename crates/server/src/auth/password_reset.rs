//! Forgot password: an emailed one-time link, valid for an hour, that sets a
//! new password and signs out everywhere.

use super::accounts::{AccountError, Accounts};
use super::{throttles, tokens};
use crate::store::one_time_tokens::{self, Purpose};
use crate::store::users::User;
use crate::store::{sessions, users};
use cardsmith_domain::account::{Email, Password};
use std::net::IpAddr;

impl Accounts {
    /// Emails a reset link to the account of `email`, if there is one. Too
    /// many requests from one address are refused; too many for one account
    /// are quietly not sent, and the email goes out after this returns, so
    /// neither the answer nor its timing tells whether the account exists.
    pub async fn request_password_reset(
        &self,
        addr: IpAddr,
        email: &str,
    ) -> Result<(), AccountError> {
        let email = Email::parse(email).map_err(|m| AccountError::field("email", m))?;
        throttles::take(
            &self.db,
            &format!("reset-address:{addr}"),
            throttles::RESET_EMAILS_PER_ADDRESS,
            "Too many password reset requests",
        )
        .await?;
        let accounts = self.clone();
        tokio::spawn(async move {
            if let Err(err) = accounts.send_reset_link(&email).await {
                tracing::error!(error = ?err, "failed to send a password reset email");
            }
        });
        Ok(())
    }

    async fn send_reset_link(&self, email: &Email) -> anyhow::Result<()> {
        let Some(user) = users::find_by_email(&self.db, email.as_str()).await? else {
            tracing::info!("password reset requested for an unknown email");
            return Ok(());
        };
        let key = throttles::reset_emails_key(&user.id);
        if !throttles::within(&self.db, &key, throttles::RESET_EMAILS_PER_ACCOUNT).await? {
            tracing::warn!(user_id = %user.id, "password reset emails throttled");
            return Ok(());
        }
        self.email_reset_link(&user).await
    }

    /// Emails `user` a reset link at once, for support helping them; counted
    /// in the same hourly limit as the links people ask for themselves.
    pub async fn send_password_reset_for(&self, user: &User) -> Result<(), AccountError> {
        throttles::take(
            &self.db,
            &throttles::reset_emails_key(&user.id),
            throttles::RESET_EMAILS_PER_ACCOUNT,
            "Too many password reset emails for this account",
        )
        .await?;
        Ok(self.email_reset_link(user).await?)
    }

    async fn email_reset_link(&self, user: &User) -> anyhow::Result<()> {
        let token = tokens::new_token();
        let token_hash = tokens::hash(&token);
        one_time_tokens::create(&self.db, Purpose::PasswordReset, &token_hash, &user.id).await?;
        let link = format!("{}/reset-password?token={token}", self.public_url);
        let body = format!(
            "Hello,\n\nSomeone asked to reset the password of your Cardsmith account.\n\
             Open this link within one hour to choose a new password:\n\n{link}\n\n\
             If it wasn't you, ignore this email: your password stays as it is.\n\nThe Cardsmith team\n"
        );
        let subject = "Reset your Cardsmith password";
        self.mailer
            .send(&self.db, &user.email, subject, &body)
            .await
    }

    /// Sets a new password with a token from the email, and signs out every
    /// session of the account.
    pub async fn reset_password(&self, token: &str, password: &str) -> Result<(), AccountError> {
        Password::parse(password).map_err(|m| AccountError::field("password", m))?;
        if token.is_empty() || token.len() > 128 {
            return Err(AccountError::ResetLinkInvalid);
        }
        let token_hash = tokens::hash(token);
        // Check and hash before spending the token, so a rejected password
        // or a failure cannot burn the link.
        let owner = one_time_tokens::usable_owner(&self.db, Purpose::PasswordReset, &token_hash);
        let owner = match owner.await? {
            Some(user_id) => users::find_by_id(&self.db, &user_id).await?,
            None => None,
        };
        let owner = owner.ok_or(AccountError::ResetLinkInvalid)?;
        let password = Password::parse_new(password, &owner.username, &owner.email)
            .map_err(|m| AccountError::field("password", m))?;
        let hash = self.passwords.hash(password.expose()).await?;
        let spent = one_time_tokens::consume(&self.db, Purpose::PasswordReset, &token_hash);
        let user_id = spent.await?.ok_or(AccountError::ResetLinkInvalid)?;
        users::set_password_hash(&self.db, &user_id, hash).await?;
        one_time_tokens::revoke_after_new_password(&self.db, &user_id).await?;
        let ended = sessions::delete_all_for_user(&self.db, &user_id, None).await?;
        tracing::info!(%user_id, sessions_ended = ended, "password reset");
        Ok(())
    }
}
