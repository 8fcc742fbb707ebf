//! `list_images` and `edit_card_text`: the gallery service `GET /v1/images`
//! and `PATCH /v1/images/{id}/text` call.

use super::caller::Caller;
use super::failure::{ToolResult, answer};
use super::image_link::ImageLink;
use super::tools::CardsmithTools;
use crate::http::error::AppError;
use crate::http::pagination::{DEFAULT_LIMIT, MAX_PAGE, PAGE_INVALID, Pagination};
use crate::http::schema::cards::EditTextRequest;
use crate::http::v1::images::LIMIT_INVALID;
use crate::store::images::ListQuery;
use rmcp::handler::server::wrapper::Parameters;
use rmcp::{tool, tool_router};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// `GET /v1/images`'s largest page.
const MAX_LIMIT: u64 = 50;

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

#[derive(Serialize)]
pub struct ImagePage {
    /// Newest first.
    pub images: Vec<ImageLink>,
    pub pagination: Pagination,
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
        let page = args.page.unwrap_or(1);
        if !(1..=MAX_PAGE).contains(&page) {
            return Err(AppError::validation(PAGE_INVALID).into());
        }
        let limit = args.limit.unwrap_or(DEFAULT_LIMIT);
        if !(1..=MAX_LIMIT).contains(&limit) {
            return Err(AppError::validation(LIMIT_INVALID).into());
        }
        let query = ListQuery {
            user_id: &caller.user_id,
            search: args.search.as_deref().map(str::trim),
            filter: None,
            page,
            limit,
        };
        let found = self.state.gallery.list(&query).await?;
        let public_url = self.state.pages.public_url();
        answer(ImagePage {
            images: found
                .images
                .into_iter()
                .map(|image| ImageLink::new(image, public_url))
                .collect(),
            pagination: Pagination::new(found.total, page, limit),
        })
    }

    #[tool(
        description = "Change the words on one of the account's cards, free: no \
        credits, no image model. Returns the card's new link."
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
        let image = self
            .state
            .gallery
            .edit_words(&caller.user_id, args.image_id.trim(), |current| {
                request.words(current)
            })
            .await?;
        answer(ImageLink::new(image, self.state.pages.public_url()))
    }
}
