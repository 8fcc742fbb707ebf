//! Suggested words for a card: free, but limited per account (per address
//! for visitors, per card for a group card's signers), since each request
//! may call a text model.

use crate::auth::throttles::{self, ThrottleError};
use crate::providers::text::{MessageRequest, MessageWriter};
use sea_orm::DatabaseConnection;
use std::net::IpAddr;

/// Who asks, for the limit.
pub enum Asker<'a> {
    Account(&'a str),
    Visitor(IpAddr),
    /// Someone signing the group card with this id, through any of its links.
    GroupCard(&'a str),
}

pub struct Suggestions {
    db: DatabaseConnection,
    writer: MessageWriter,
}

impl Suggestions {
    pub fn new(db: DatabaseConnection, writer: MessageWriter) -> Self {
        Suggestions { db, writer }
    }

    /// Messages from the chat model when one is configured, else (and
    /// whenever it fails) from the bundled library.
    pub async fn suggest(
        &self,
        asker: Asker<'_>,
        request: &MessageRequest<'_>,
    ) -> Result<Vec<String>, ThrottleError> {
        let (key, limit, message) = match asker {
            Asker::Account(user_id) => (
                throttles::suggestions_key(user_id),
                throttles::CARD_SUGGESTIONS,
                "Too many suggestions asked for",
            ),
            Asker::Visitor(addr) => (
                throttles::suggestions_key(&addr.to_string()),
                throttles::CARD_SUGGESTIONS,
                "Too many suggestions asked for",
            ),
            Asker::GroupCard(group_card_id) => (
                throttles::group_card_suggestions_key(group_card_id),
                throttles::GROUP_CARD_SUGGESTIONS,
                "Many suggestions were asked for on this card just now",
            ),
        };
        throttles::take(&self.db, &key, limit, message).await?;
        Ok(self.writer.suggest(request).await)
    }
}
