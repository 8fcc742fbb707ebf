//! `get_credits`: what `GET /v1/account` answers (balance, tier, limits and
//! today's usage), by that handler itself, so the two never drift apart.

use super::caller::Caller;
use super::failure::{ToolResult, answer, from_v1};
use super::tools::CardsmithTools;
use crate::http::v1::account;
use axum::Extension;
use axum::extract::State;
use rmcp::{tool, tool_router};

#[tool_router(router = account_tools, vis = "pub(super)")]
impl CardsmithTools {
    #[tool(
        description = "The account's credit balance, its API tier, that tier's rate \
        limits and today's usage."
    )]
    async fn get_credits(&self, Caller(caller): Caller) -> ToolResult {
        let account = account::get(State(self.state.clone()), Extension(caller));
        answer(from_v1(account.await)?)
    }
}
