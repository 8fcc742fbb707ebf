//! Confirming an email address: the emailed one-time link, and the signup
//! bonus, which may wait for it.

use crate::auth::tokens;
use crate::providers::email::Mailer;
use crate::store::one_time_tokens::{self, Purpose};
use crate::store::users::{self, User};
use sea_orm::{DatabaseConnection, DbErr, TransactionTrait};
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

/// Emails `user` a fresh confirmation link; earlier links keep working
/// until they expire or one of them is used.
pub async fn send_link(
    db: &DatabaseConnection,
    mailer: &Mailer,
    public_url: &str,
    bonus: SignupBonus,
    user: &User,
) -> anyhow::Result<()> {
    let token = tokens::new_token();
    one_time_tokens::create(
        db,
        Purpose::EmailVerification,
        &tokens::hash(&token),
        &user.id,
    )
    .await?;
    let link = format!("{public_url}/verify-email?token={token}");
    let bonus_line = match bonus {
        SignupBonus::Verified => "Your 10 free credits are added as soon as you confirm.\n\n",
        SignupBonus::Signup => "",
    };
    let body = format!(
        "Hello {name},\n\nWelcome to Cardsmith! Please confirm your email address by opening\n\
         this link within 48 hours:\n\n{link}\n\n{bonus_line}\
         If you did not create a Cardsmith account, ignore this email.\n\nThe Cardsmith team\n",
        name = user.signature(),
    );
    mailer
        .send(
            db,
            &user.email,
            "Confirm your Cardsmith email address",
            &body,
        )
        .await
}

/// What opening a confirmation link did.
#[derive(Debug, PartialEq, Eq)]
pub enum Confirmation {
    /// The address of this account is now confirmed.
    Confirmed { user_id: String },
    /// A link of an account whose address is already confirmed (a link
    /// opened twice, or an older link after a newer one).
    AlreadyConfirmed,
    /// Unknown, or used or expired while the address is still unconfirmed.
    Invalid,
}

/// Spends the link, marks the address confirmed and grants the signup bonus
/// if the account has not had it, all in one transaction.
pub async fn confirm(db: &DatabaseConnection, token: &str) -> Result<Confirmation, DbErr> {
    let token_hash = tokens::hash(token);
    let txn = db.begin().await?;
    let Some(user_id) =
        one_time_tokens::consume(&txn, Purpose::EmailVerification, &token_hash).await?
    else {
        drop(txn);
        return spent_link(db, &token_hash).await;
    };
    users::confirm_email(&txn, &user_id).await?;
    if users::grant_signup_bonus(&txn, &user_id, BONUS_ON_CONFIRMATION).await? {
        tracing::info!(%user_id, "signup bonus granted on confirmation");
    }
    txn.commit().await?;
    Ok(Confirmation::Confirmed { user_id })
}

/// A link that cannot be spent: harmless to open again once its account
/// is confirmed.
async fn spent_link(db: &DatabaseConnection, token_hash: &str) -> Result<Confirmation, DbErr> {
    let Some(user_id) = one_time_tokens::owner(db, Purpose::EmailVerification, token_hash).await?
    else {
        return Ok(Confirmation::Invalid);
    };
    let confirmed = users::find_by_id(db, &user_id)
        .await?
        .is_some_and(|user| user.email_verified_at.is_some());
    Ok(if confirmed {
        Confirmation::AlreadyConfirmed
    } else {
        Confirmation::Invalid
    })
}
