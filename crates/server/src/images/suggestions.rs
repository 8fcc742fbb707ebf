//! Suggested words for a card: free, but limited per account (per address
//! for visitors), since each request may call a text model.

use crate::auth::throttles::{self, ThrottleError};
use crate::providers::text::{MessageRequest, MessageWriter};
use sea_orm::DatabaseConnection;
use std::net::IpAddr;

/// Who asks, for the limit.
pub enum Asker<'a> {
    Account(&'a str),
    Visitor(IpAddr),
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
        let key = match asker {
            Asker::Account(user_id) => throttles::suggestions_key(user_id),
            Asker::Visitor(addr) => throttles::suggestions_key(&addr.to_string()),
        };
        let message = "Too many suggestions asked for";
        throttles::take(&self.db, &key, throttles::CARD_SUGGESTIONS, message).await?;
        Ok(self.writer.suggest(request).await)
    }
}
