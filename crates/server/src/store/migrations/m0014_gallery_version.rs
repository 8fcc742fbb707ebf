//! A per-user gallery version, raised with every image stored or deleted, so
//! the gallery's match counts can be remembered until the gallery changes.

use sea_orm_migration::prelude::*;

use super::drop_columns;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table("users")
                .add_column(
                    ColumnDef::new("gallery_version")
                        .big_integer()
                        .not_null()
                        .default(0),
                )
                .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop_columns(m, "users", &["gallery_version"]).await
    }
}
