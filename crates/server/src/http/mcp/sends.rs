//! `send_card`: the web app's sends service (`POST /api/sends`), with its
//! rules: a confirmed email address, 1 to 10 recipients, the daily limit,
//! now or at a wall-clock time in a time zone. Free.

use super::caller::Caller;
use super::failure::{ToolResult, answer};
use super::tools::CardsmithTools;
use crate::sending::sends::{SendForm, SendWithCard};
use chrono::{DateTime, Utc};
use rmcp::handler::server::wrapper::Parameters;
use rmcp::{tool, tool_router};
use schemars::JsonSchema;
use sea_orm::ActiveEnum;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SendCardArgs {
    /// The card (or image) to send: one of the account's, by id.
    pub image_id: String,
    /// 1 to 10 people, each address once.
    pub recipients: Vec<RecipientArg>,
    /// The name the recipients see, 1 to 60 characters.
    pub sender_name: String,
    /// Shown inside the card: up to 1,000 characters.
    #[serde(default)]
    pub message: String,
    /// classic (default), modern or handwritten.
    pub font: Option<String>,
    /// `YYYY-MM-DDTHH:MM` in time_zone, up to a year ahead; absent sends now.
    pub send_at: Option<String>,
    /// An IANA zone such as America/New_York: the recipients' own.
    pub time_zone: String,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RecipientArg {
    /// 1 to 60 characters.
    pub name: String,
    pub email: String,
}

/// What was scheduled: when it goes out, and to whom.
#[derive(Serialize)]
pub struct Scheduled {
    pub send_id: String,
    pub image_id: String,
    /// The instant it goes (or went) out.
    pub due_at: DateTime<Utc>,
    pub time_zone: String,
    pub recipients: Vec<RecipientState>,
}

#[derive(Serialize)]
pub struct RecipientState {
    pub name: String,
    pub email: String,
    /// scheduled, sent or failed (more follow as the email goes out).
    pub status: String,
}

impl From<SendWithCard> for Scheduled {
    fn from(sent: SendWithCard) -> Self {
        Scheduled {
            send_id: sent.send.id,
            image_id: sent.send.image_id,
            due_at: sent.send.due_at,
            time_zone: sent.send.time_zone,
            recipients: sent
                .recipients
                .into_iter()
                .map(|recipient| RecipientState {
                    status: recipient.status.to_value(),
                    name: recipient.recipient_name,
                    email: recipient.recipient_email,
                })
                .collect(),
        }
    }
}

#[tool_router(router = send_tools, vis = "pub(super)")]
impl CardsmithTools {
    #[tool(
        description = "Email one of the account's cards to 1 to 10 people, now or at \
        a local time in their time zone; each gets a private link to the card. Free; \
        needs an account whose email address is confirmed."
    )]
    async fn send_card(
        &self,
        Caller(caller): Caller,
        Parameters(args): Parameters<SendCardArgs>,
    ) -> ToolResult {
        let form = SendForm {
            recipients: args
                .recipients
                .into_iter()
                .map(|recipient| (recipient.name, recipient.email))
                .collect(),
            message: args.message,
            sender_name: args.sender_name,
            font: args.font,
            send_at: args.send_at,
            time_zone: args.time_zone,
        };
        let sent = self
            .state
            .sends
            .send(&caller.user_id, args.image_id.trim(), form)
            .await?;
        answer(Scheduled::from(sent))
    }
}
