//! Each session keeps the browser's user agent, so the account can list
//! where it is signed in (browser and system, never more).

use sea_orm_migration::prelude::*;

use super::{add_text_columns, drop_columns};

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 1] = ["user_agent"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        add_text_columns(m, "sessions", &COLUMNS).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop_columns(m, "sessions", &COLUMNS).await
    }
}
