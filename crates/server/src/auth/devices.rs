//! Where the account is signed in: one entry per live session, with the
//! browser and system it was opened from, and signing any of them out.

use super::accounts::{AccountError, Accounts};
use crate::store::sessions;
use cardsmith_domain::devices;
use chrono::{DateTime, Utc};

/// Hex characters of a session's token hash that name it to its owner: the
/// hash is not a credential (the cookie holds the token itself), and 64 bits
/// tell one account's sessions apart.
const DEVICE_ID_CHARS: usize = 16;

/// One signed-in session as its owner sees it.
pub struct Device {
    pub id: String,
    pub browser: &'static str,
    pub system: &'static str,
    pub signed_in_at: DateTime<Utc>,
    /// Refreshed every few minutes of use, not on every request.
    pub last_seen_at: DateTime<Utc>,
    /// The session asking.
    pub current: bool,
}

impl Accounts {
    /// The account's live sessions: the one asking first, then the others
    /// most recently used first.
    pub async fn devices(
        &self,
        user_id: &str,
        current_session: &str,
    ) -> Result<Vec<Device>, AccountError> {
        let mut sessions = sessions::list_for_user(&self.db, user_id).await?;
        sessions.sort_by_key(|session| session.token_hash != current_session);
        Ok(sessions
            .into_iter()
            .map(|session| {
                let (browser, system) = devices::describe(session.user_agent.as_deref());
                Device {
                    id: device_id(&session.token_hash),
                    browser,
                    system,
                    signed_in_at: session.created_at,
                    last_seen_at: session.last_seen_at,
                    current: session.token_hash == current_session,
                }
            })
            .collect())
    }

    /// Signs out the account's session `device_id` (the current one too,
    /// if asked).
    pub async fn sign_out_device(
        &self,
        user_id: &str,
        device_id: &str,
    ) -> Result<(), AccountError> {
        let well_formed = device_id.len() == DEVICE_ID_CHARS
            && device_id
                .bytes()
                .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
        if !well_formed || !sessions::delete_by_prefix(&self.db, user_id, device_id).await? {
            return Err(AccountError::DeviceNotFound);
        }
        tracing::info!(%user_id, "a device was signed out");
        Ok(())
    }

    /// Signs out every session of the account but `current_session`;
    /// answers how many ended.
    pub async fn sign_out_other_devices(
        &self,
        user_id: &str,
        current_session: &str,
    ) -> Result<u64, AccountError> {
        let ended = sessions::delete_all_for_user(&self.db, user_id, Some(current_session)).await?;
        tracing::info!(%user_id, ended, "other devices were signed out");
        Ok(ended)
    }
}

fn device_id(token_hash: &str) -> String {
    token_hash.chars().take(DEVICE_ID_CHARS).collect()
}
