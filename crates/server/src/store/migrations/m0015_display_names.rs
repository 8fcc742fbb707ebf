//! The name an account signs its cards with, chosen at sign-up; none means
//! the username stands in.

use sea_orm_migration::prelude::*;

use super::{add_text_columns, drop_columns};

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 1] = ["display_name"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        add_text_columns(m, "users", &COLUMNS).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop_columns(m, "users", &COLUMNS).await
    }
}
