//! The staff member behind a console call, as the staff gate found them
//! (see `middleware::staff_gate`). Only console routes take it.

use crate::http::error::AppError;
use crate::http::state::AppState;
use crate::staff::StaffCaller;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use chrono::{DateTime, Utc};

#[derive(Debug, Clone)]
pub struct StaffSession {
    pub caller: StaffCaller,
    /// The session's token hash: proving the second factor marks it.
    pub session_hash: String,
    /// Until when its second factor counts; `None` when it must be proved.
    pub second_factor_until: Option<DateTime<Utc>>,
}

impl FromRequestParts<AppState> for StaffSession {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _: &AppState) -> Result<Self, AppError> {
        parts
            .extensions
            .get::<StaffSession>()
            .cloned()
            .ok_or_else(crate::http::pages::no_such_endpoint)
    }
}
