//! Finding accounts for the console.

use super::Console;
use crate::auth::tokens;
use crate::store::account_search::{self, MatchedBy};
use crate::store::users::User;
use sea_orm::DbErr;

/// The shortest query searched: shorter ones match too much of every address.
pub const SHORTEST_QUERY: usize = 3;

impl Console {
    /// Accounts the query names (see `store::account_search`). A card link
    /// may be pasted whole: its token is the last part of its path.
    pub async fn find_accounts(&self, query: &str) -> Result<Vec<(User, MatchedBy)>, DbErr> {
        let query = query.trim();
        if query.chars().count() < SHORTEST_QUERY {
            return Ok(Vec::new());
        }
        let token = query
            .trim_end_matches('/')
            .rsplit('/')
            .next()
            .unwrap_or(query);
        let found = account_search::find(&self.db, query, &tokens::hash(token)).await?;
        Ok(found)
    }
}
