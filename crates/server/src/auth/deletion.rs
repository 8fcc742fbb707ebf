//! Deleting one's own account: the current password and a code when
//! two-step sign-in is on (or a passkey), and the username typed out, then the deletion itself (`store::account_deletions::begin`). The
//! erasure of the account's data follows in the background (`jobs::erasure`).

use super::accounts::{AccountError, Accounts};
use super::passkeys::Proof;
use crate::store::account_deletions::{self, Doomed};
use crate::store::users::User;
use std::net::IpAddr;

pub const USERNAME_MISMATCH: &str = "This does not match your username";

impl Accounts {
    /// Deletes the account after checking the `proof` (the current
    /// password, counted against sign-in's throttle from `addr`, with the
    /// code of two-step sign-in if it is on; or a passkey) and that
    /// `typed_username` is its username. True
    /// if this call deleted it; false if another request had just done so.
    pub async fn delete_account(
        &self,
        user: &User,
        addr: IpAddr,
        proof: Proof<'_>,
        typed_username: &str,
    ) -> Result<bool, AccountError> {
        // Exactly as shown: the typing is the confirmation, not a look-up.
        if typed_username.trim() != user.username {
            return Err(AccountError::field("username", USERNAME_MISMATCH));
        }
        self.check_proof(user, addr, proof).await?;
        let doomed = Doomed {
            user_id: &user.id,
            email: &user.email,
            name: user.signature(),
        };
        let deleted = account_deletions::begin(&self.db, doomed).await?;
        if deleted {
            tracing::info!(user_id = %user.id, "account deleted");
        }
        Ok(deleted)
    }
}
