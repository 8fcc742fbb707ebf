//! What each staff role may do.

use crate::store::entities::staff_member::StaffRole;

/// Something staff can do to an account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    ResendVerification,
    SendPasswordReset,
    GrantCredits,
    SignOutDevices,
    RevokeApiKeys,
    Suspend,
    LiftSuspension,
    Refund,
    RestoreModerationItem,
    RemoveModerationItem,
    DeleteAccount,
    DeductCredits,
}

impl Action {
    /// Its name in the audit log.
    pub fn name(self) -> &'static str {
        match self {
            Action::ResendVerification => "resend_verification",
            Action::SendPasswordReset => "send_password_reset",
            Action::GrantCredits => "grant_credits",
            Action::SignOutDevices => "sign_out_devices",
            Action::RevokeApiKeys => "revoke_api_keys",
            Action::Suspend => "suspend",
            Action::LiftSuspension => "lift_suspension",
            Action::Refund => "refund_payment",
            Action::RestoreModerationItem => "restore_moderation_item",
            Action::RemoveModerationItem => "remove_moderation_item",
            Action::DeleteAccount => "delete_account",
            Action::DeductCredits => "deduct_credits",
        }
    }

    /// Support helps customers with what only emails them or gives them a
    /// little, and works the moderation queue; what takes something away
    /// from an account directly is for admins.
    pub fn allowed_for(self, role: StaffRole) -> bool {
        match self {
            Action::ResendVerification
            | Action::SendPasswordReset
            | Action::GrantCredits
            | Action::RestoreModerationItem
            | Action::RemoveModerationItem => true,
            Action::SignOutDevices
            | Action::RevokeApiKeys
            | Action::Suspend
            | Action::LiftSuspension
            | Action::Refund
            | Action::DeleteAccount
            | Action::DeductCredits => role == StaffRole::Admin,
        }
    }
}

pub fn role_name(role: StaffRole) -> &'static str {
    match role {
        StaffRole::Support => "support",
        StaffRole::Admin => "admin",
    }
}

pub fn parse_role(text: &str) -> Option<StaffRole> {
    match text {
        "support" => Some(StaffRole::Support),
        "admin" => Some(StaffRole::Admin),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn support_cannot_take_anything_away() {
        for action in [
            Action::Suspend,
            Action::SignOutDevices,
            Action::RevokeApiKeys,
            Action::DeleteAccount,
            Action::DeductCredits,
        ] {
            assert!(!action.allowed_for(StaffRole::Support));
            assert!(action.allowed_for(StaffRole::Admin));
        }
        assert!(Action::GrantCredits.allowed_for(StaffRole::Support));
        assert_eq!(parse_role("admin"), Some(StaffRole::Admin));
        assert_eq!(parse_role("root"), None);
    }
}
