//! The console's errors as answers.

use super::AppError;
use crate::staff::StaffError;

impl From<StaffError> for AppError {
    fn from(err: StaffError) -> Self {
        match err {
            StaffError::NotAllowed(message) => AppError::Forbidden(message.into()),
            StaffError::UnknownAccount => AppError::NotFound(crate::staff::UNKNOWN_ACCOUNT.into()),
            StaffError::NotFound(message) => AppError::NotFound(message.into()),
            StaffError::Invalid(message) => AppError::validation(message),
            StaffError::Conflict(message) => AppError::Conflict {
                message: message.into(),
                field: "account",
            },
            StaffError::Ledger(err) => AppError::Internal(err.into()),
            StaffError::Db(err) => err.into(),
        }
    }
}
