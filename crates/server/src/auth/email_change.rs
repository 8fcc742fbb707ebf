//! Changing the account's email address: the current password (or a
//! passkey), then a
//! one-time link to the new address (and a notice to the old one). The
//! address changes only when the link is opened (`verification.rs`), and
//! the link proves the new address, so it arrives confirmed.

use super::accounts::{AccountError, Accounts};
use super::passkeys::Proof;
use super::throttles;
use super::tokens;
use crate::store::email_changes;
use crate::store::one_time_tokens::{self, Purpose};
use crate::store::users::{self, User};
use cardsmith_domain::account::Email;
use std::net::IpAddr;

pub const EMAIL_UNCHANGED: &str = "This is already your email address";
pub const EMAIL_TAKEN: &str = "An account with this email already exists";

impl Accounts {
    /// Emails a link that moves the account to `new_email`, after checking
    /// the `proof` (the current password, counted against sign-in's
    /// throttle from `addr`, or a passkey). Earlier links of the account
    /// stop working.
    pub async fn request_email_change(
        &self,
        user: &User,
        addr: IpAddr,
        proof: Proof<'_>,
        new_email: &str,
    ) -> Result<Email, AccountError> {
        let new_email = Email::parse(new_email).map_err(|m| AccountError::field("newEmail", m))?;
        if new_email.as_str() == user.email {
            return Err(AccountError::field("newEmail", EMAIL_UNCHANGED));
        }
        self.check_proof(user, addr, proof).await?;
        if users::find_by_email(&self.db, new_email.as_str())
            .await?
            .is_some()
        {
            return Err(AccountError::EmailTaken);
        }
        throttles::take(
            &self.db,
            &throttles::email_changes_key(&user.id),
            throttles::EMAIL_CHANGES_PER_ACCOUNT,
            "Too many email changes asked for",
        )
        .await?;
        one_time_tokens::revoke_all(&self.db, Purpose::EmailChange, &user.id).await?;
        let token = tokens::new_token();
        let token_hash = tokens::hash(&token);
        email_changes::create(&self.db, &token_hash, &user.id, new_email.as_str()).await?;
        self.send_change_emails(user, &new_email, &token).await?;
        tracing::info!(user_id = %user.id, "email change asked for");
        Ok(new_email)
    }

    async fn send_change_emails(
        &self,
        user: &User,
        new_email: &Email,
        token: &str,
    ) -> anyhow::Result<()> {
        let link = format!("{}/verify-email?token={token}", self.public_url);
        let name = user.signature();
        let confirm = format!(
            "Hello {name},\n\nPlease confirm that this is the new email address of your Cardsmith\n\
             account by opening this link within 24 hours:\n\n{link}\n\n\
             Until you do, your account keeps its current address.\n\
             If you did not ask for this, ignore this email.\n\nThe Cardsmith team\n"
        );
        let subject = "Confirm your new Cardsmith email address";
        self.mailer
            .send(&self.db, new_email.as_str(), subject, &confirm)
            .await?;
        let notice = format!(
            "Hello {name},\n\nSomeone signed in to your Cardsmith account asked to change its email\n\
             address to {new}. Nothing changes unless the link sent to that address\n\
             is opened.\n\nIf this wasn't you, change your password now: {url}/dashboard#account-settings\n\n\
             The Cardsmith team\n",
            new = new_email.as_str(),
            url = self.public_url,
        );
        let subject = "Your Cardsmith email address is being changed";
        self.mailer
            .send(&self.db, &user.email, subject, &notice)
            .await
    }

    /// Spends an email-change link and moves its account to the address it
    /// was made for; `None` if the link is not one (unknown, used, expired).
    pub(super) async fn apply_email_change(
        &self,
        txn: &impl sea_orm::ConnectionTrait,
        token_hash: &str,
    ) -> Result<Option<(String, String)>, AccountError> {
        let Some((user_id, new_email)) = email_changes::consume(txn, token_hash).await? else {
            return Ok(None);
        };
        if !users::change_email(txn, &user_id, &new_email).await? {
            return Err(AccountError::EmailTaken);
        }
        Ok(Some((user_id, new_email)))
    }
}
