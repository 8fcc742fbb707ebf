//! `list_images` and `edit_card_text`: `GET /v1/images` and
//! `PATCH /v1/images/{id}/text`, by those handlers themselves, so each tool
//! checks and answers as its endpoint does.

use super::caller::Caller;
use super::failure::{ToolResult, answer, from_v1};
use super::tools::CardsmithTools;
use crate::http::extract::json::ApiJson;
use crate::http::schema::cards::EditTextRequest;
use crate::http::v1::images::{self, ListParams};
use axum::Extension;
use axum::extract::{Path, Query, State};
use rmcp::handler::server::wrapper::Parameters;
use rmcp::{tool, tool_router};
use schemars::JsonSchema;
use serde::Deserialize;

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListImagesArgs {
    /// From 1 (default) to 1000000.
    pub page: Option<u64>,
    /// Images per page: 1 to 50 (default 20).
    pub limit: Option<u64>,
    /// Case-insensitive words to find in the prompts.
    pub search: Option<String>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EditCardTextArgs {
    /// The card's image id (from create_card or list_images).
    pub image_id: String,
    /// The new words, up to 200 characters; empty leaves the card without
    /// words, absent keeps the words it has.
    pub text: Option<String>,
    /// top, middle or bottom; absent keeps the current position.
    pub position: Option<String>,
    /// auto, light, dark or gold; absent keeps the current colours.
    pub scheme: Option<String>,
}

#[tool_router(router = gallery_tools, vis = "pub(super)")]
impl CardsmithTools {
    #[tool(
        description = "List the account's images and cards, newest first, with links, \
        a page at a time; optionally only those whose prompt contains the search words."
    )]
    async fn list_images(
        &self,
        Caller(caller): Caller,
        Parameters(args): Parameters<ListImagesArgs>,
    ) -> ToolResult {
        let params = ListParams {
            page: args.page.map(|page| page.to_string()),
            limit: args.limit.map(|limit| limit.to_string()),
            search: args.search,
        };
        let page = images::list(
            State(self.state.clone()),
            Extension(caller),
            Ok(Query(params)),
        );
        answer(from_v1(page.await)?)
    }

    #[tool(
        description = "Change the words on one of the account's cards, free: no \
        credits, no image model. Returns the card with its link."
    )]
    async fn edit_card_text(
        &self,
        Caller(caller): Caller,
        Parameters(args): Parameters<EditCardTextArgs>,
    ) -> ToolResult {
        let request = EditTextRequest {
            text: args.text,
            position: args.position,
            scheme: args.scheme,
        };
        let card = images::edit_text(
            State(self.state.clone()),
            Extension(caller),
            Path(args.image_id.trim().to_owned()),
            Ok(ApiJson(request)),
        );
        answer(from_v1(card.await)?)
    }
}
