//! Confirming an email address: the emailed one-time link, and the signup
//! bonus, which may wait for it.

use super::accounts::{AccountError, Accounts};
use super::throttles;
use crate::auth::tokens;
use crate::store::one_time_tokens::{self, Purpose};
use crate::store::users::{self, User};
use sea_orm::TransactionTrait;
use serde::Deserialize;

/// When a new account receives its free credits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SignupBonus {
    /// As soon as the account exists.
    Signup,
    /// Once the email address is confirmed, so that throwaway addresses
    /// cannot farm free credits.
    Verified,
}

/// The ledger's word for a bonus granted on confirmation.
pub const BONUS_ON_CONFIRMATION: &str = "Signup bonus: email address confirmed";

/// What opening a confirmation link did.
#[derive(Debug, PartialEq, Eq)]
pub enum Confirmation {
    /// The address of this account is now confirmed.
    Confirmed { user_id: String },
    /// The account's address is now `email`, confirmed.
    Changed { user_id: String, email: String },
    /// A link of an account whose address is already confirmed (a link
    /// opened twice, or an older link after a newer one).
    AlreadyConfirmed,
}

impl Accounts {
    /// Spends the link, marks the address confirmed and grants the signup
    /// bonus if the account has not had it, all in one transaction. Signed
    /// in or not, the token names the account. A link to a new address
    /// (`email_change.rs`) lands here too and moves the account to it.
    pub async fn confirm_email(&self, token: &str) -> Result<Confirmation, AccountError> {
        if token.is_empty() || token.len() > 128 {
            return Err(AccountError::ConfirmationLinkInvalid);
        }
        let token_hash = tokens::hash(token);
        let txn = self.db.begin().await?;
        let verified = one_time_tokens::consume(&txn, Purpose::EmailVerification, &token_hash);
        let (user_id, confirmation) = match verified.await? {
            Some(user_id) => {
                users::confirm_email(&txn, &user_id).await?;
                (user_id.clone(), Confirmation::Confirmed { user_id })
            }
            None => match self.apply_email_change(&txn, &token_hash).await? {
                Some((user_id, email)) => {
                    (user_id.clone(), Confirmation::Changed { user_id, email })
                }
                None => {
                    drop(txn);
                    return self.spent_link(&token_hash).await;
                }
            },
        };
        if users::grant_signup_bonus(&txn, &user_id, BONUS_ON_CONFIRMATION).await? {
            tracing::info!(%user_id, "signup bonus granted on confirmation");
        }
        txn.commit().await?;
        tracing::info!(%user_id, "email address confirmed");
        Ok(confirmation)
    }

    /// A link that cannot be spent: harmless to open again once its account
    /// is confirmed.
    async fn spent_link(&self, token_hash: &str) -> Result<Confirmation, AccountError> {
        let owner = one_time_tokens::owner(&self.db, Purpose::EmailVerification, token_hash);
        let Some(user_id) = owner.await? else {
            return Err(AccountError::ConfirmationLinkInvalid);
        };
        let confirmed = users::find_by_id(&self.db, &user_id)
            .await?
            .is_some_and(|user| user.email_verified_at.is_some());
        if confirmed {
            Ok(Confirmation::AlreadyConfirmed)
        } else {
            Err(AccountError::ConfirmationLinkInvalid)
        }
    }

    /// Emails `user` a new confirmation link, a few times an hour at most.
    pub async fn resend_confirmation(&self, user: &User) -> Result<(), AccountError> {
        if user.email_verified_at.is_some() {
            return Err(AccountError::AlreadyConfirmed);
        }
        throttles::take(
            &self.db,
            &throttles::verification_emails_key(&user.id),
            throttles::VERIFICATION_EMAILS_PER_ACCOUNT,
            "Too many confirmation emails",
        )
        .await?;
        Ok(self.send_confirmation(user).await?)
    }

    /// Sends the first link after sign-up in the background.
    pub(super) fn send_confirmation_later(&self, user: User) {
        let accounts = self.clone();
        tokio::spawn(async move {
            if let Err(err) = accounts.send_confirmation(&user).await {
                tracing::error!(error = ?err, user_id = %user.id, "failed to send the confirmation email");
            }
        });
    }

    /// Emails `user` a fresh confirmation link; earlier links keep working
    /// until they expire or one of them is used.
    async fn send_confirmation(&self, user: &User) -> anyhow::Result<()> {
        let token = tokens::new_token();
        one_time_tokens::create(
            &self.db,
            Purpose::EmailVerification,
            &tokens::hash(&token),
            &user.id,
        )
        .await?;
        let link = format!("{}/verify-email?token={token}", self.public_url);
        let bonus_line = match self.signup_bonus {
            SignupBonus::Verified => "Your 10 free credits are added as soon as you confirm.\n\n",
            SignupBonus::Signup => "",
        };
        let body = format!(
            "Hello {name},\n\nWelcome to Cardsmith! Please confirm your email address by opening\n\
             this link within 48 hours:\n\n{link}\n\n{bonus_line}\
             If you did not create a Cardsmith account, ignore this email.\n\nThe Cardsmith team\n",
            name = user.signature(),
        );
        let subject = "Confirm your Cardsmith email address";
        self.mailer
            .send(&self.db, &user.email, subject, &body)
            .await
    }
}
