//! The account a tool works for: the `ApiCaller` that `/v1`'s key check put
//! on the HTTP request, which rmcp hands each tool call with the request's
//! parts.

use crate::http::v1::caller::ApiCaller;
use axum::http::request::Parts;
use rmcp::ErrorData;
use rmcp::handler::server::common::{AsRequestContext, FromContextPart};

/// A tool's argument that names the calling account.
pub struct Caller(pub ApiCaller);

impl<C: AsRequestContext> FromContextPart<C> for Caller {
    fn from_context_part(context: &mut C) -> Result<Self, ErrorData> {
        context
            .as_request_context()
            .extensions
            .get::<Parts>()
            .and_then(|parts| parts.extensions.get::<ApiCaller>())
            .cloned()
            .map(Caller)
            // Only a route without the key check could get here.
            .ok_or_else(|| ErrorData::internal_error("no authenticated caller", None))
    }
}
