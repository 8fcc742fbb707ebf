//! The names of the files a generation may write, kept on its reservation,
//! so that work a crash interrupted leaves no file behind once refunded.

use sea_orm_migration::prelude::*;

use super::{add_text_columns, drop_columns};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        add_text_columns(m, "reservations", &["files"]).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop_columns(m, "reservations", &["files"]).await
    }
}
