//! Cardsmith's tools for AI assistants, over the Model Context Protocol
//! (streamable HTTP at `/mcp`, with the official SDK, rmcp).
//!
//! A third adapter beside `api` and `v1`: each tool calls the service its
//! `/v1` endpoint calls, so it is validated, charged and made idempotent the
//! same way. Its callers are `/v1`'s: the same bearer keys and tier limits
//! (`v1::caller`, where every HTTP request counts), and its failures carry
//! `/v1`'s error codes.

mod account;
mod caller;
mod failure;
mod gallery;
mod generation;
mod sends;
mod tools;

use crate::http::state::AppState;
use crate::http::v1::caller::authenticate;
use axum::Router;
use axum::middleware::from_fn_with_state;
use rmcp::transport::streamable_http_server::session::never::NeverSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use std::sync::Arc;

pub const PATH: &str = "/mcp";

/// The endpoint behind `/v1`'s key check and rate limits (a refused key
/// gets its 401 with `WWW-Authenticate: Bearer`, which MCP clients read).
pub fn router(state: AppState) -> Router<AppState> {
    let service = StreamableHttpService::new(
        tools::CardsmithTools::factory(state.clone()),
        Arc::new(NeverSessionManager::default()),
        transport_config(),
    );
    Router::new()
        .route_service(PATH, service)
        .route_layer(from_fn_with_state(state, authenticate))
}

/// Stateless, answered in JSON: no session lives in one process, so any
/// instance serves any call, and a tool's answer is one plain response.
///
/// Host checks are off. They keep DNS-rebinding pages away from keyless
/// servers on a developer's machine; here every call needs a key such a page
/// never has, and the site answers under names only its deployment knows.
fn transport_config() -> StreamableHttpServerConfig {
    StreamableHttpServerConfig::default()
        .with_legacy_session_mode(false)
        .with_json_response(true)
        .disable_allowed_hosts()
}
