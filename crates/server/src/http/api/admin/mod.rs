//! The operator console's API, `/api/admin`. Every path sits behind the
//! staff gate (`middleware::staff_gate`): for anyone who is not staff it
//! does not exist.

pub mod account_view;
pub mod accounts;
pub mod actions;
pub mod audit;
pub mod moderation;
pub mod overview;
pub mod session;

use serde::Deserialize;
use utoipa::ToSchema;

/// The body of an action that changes nothing but needs its reason.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReasonBody {
    /// Why, for the audit log: 1 to 500 characters.
    #[schema(min_length = 1, max_length = 500)]
    pub reason: String,
}
