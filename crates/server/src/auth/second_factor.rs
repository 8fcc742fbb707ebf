//! Proving a second factor again in a signed-in session: the operator
//! console asks staff for it every twelve hours.

use super::accounts::{AccountError, Accounts};
use super::passkeys::PasskeyAnswer;
use crate::store::users::User;
use crate::store::{passkeys, sessions, two_factor};

pub const NO_SECOND_FACTOR: &str =
    "Turn on two-step sign-in or add a passkey under Account Settings first";

/// What the account holder proves with.
pub enum SecondFactor<'a> {
    /// A code from the authenticator app, or a recovery code.
    Code(&'a str),
    Passkey(PasskeyAnswer<'a>),
}

/// Which second factors an account has.
pub struct SecondFactors {
    pub authenticator_app: bool,
    pub passkeys: bool,
}

impl Accounts {
    pub async fn second_factors(&self, user: &User) -> Result<SecondFactors, AccountError> {
        Ok(SecondFactors {
            authenticator_app: two_factor::is_on(&self.db, &user.id).await?,
            passkeys: !passkeys::list(&self.db, &user.id).await?.is_empty(),
        })
    }

    /// Checks the factor (codes throttled as at sign-in) and records the
    /// proof on the session `session_hash`.
    pub async fn prove_second_factor(
        &self,
        user: &User,
        session_hash: &str,
        factor: SecondFactor<'_>,
    ) -> Result<(), AccountError> {
        match factor {
            SecondFactor::Code(code) => {
                if !self.check_code_if_on(&user.id, code).await? {
                    return Err(AccountError::Conflict(NO_SECOND_FACTOR));
                }
            }
            SecondFactor::Passkey(answer) => self.check_passkey_confirmation(user, answer).await?,
        }
        sessions::mark_second_factor(&self.db, session_hash).await?;
        Ok(())
    }
}
