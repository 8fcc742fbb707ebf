//! The MCP server: Cardsmith's tools, one router per concern (each in its
//! own file), and what the assistant is told about them.

use crate::http::state::AppState;
use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::model::{Implementation, ServerCapabilities, ServerConfig};
use rmcp::{ServerHandler, tool_handler};

const INSTRUCTIONS: &str = "Cardsmith makes AI images and greeting cards with exact text, \
    paid from the account's Cardsmith credits, and emails cards to people. Generating costs \
    credits (by quality and size, as on cardsmith's pricing page); editing a card's text, \
    listing images, sending and checking credits are free. Show images by their imageUrl. \
    Pass an idempotency_key to retry a generation safely: the same key and arguments never \
    charge twice. A failed tool answers {code, message} with the public API's error codes.";

#[derive(Clone)]
pub struct CardsmithTools {
    pub(super) state: AppState,
    tools: ToolRouter<Self>,
}

impl CardsmithTools {
    /// Serves each call (the transport is stateless); the tool list and its
    /// schemas are built once, here.
    pub fn factory(state: AppState) -> impl Fn() -> std::io::Result<Self> + Send + Sync + 'static {
        let tools = Self::generation_tools()
            + Self::gallery_tools()
            + Self::send_tools()
            + Self::account_tools();
        move || {
            Ok(CardsmithTools {
                state: state.clone(),
                tools: tools.clone(),
            })
        }
    }
}

#[tool_handler(router = self.tools)]
impl ServerHandler for CardsmithTools {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("cardsmith", env!("CARGO_PKG_VERSION")))
            .with_instructions(INSTRUCTIONS)
    }
}
