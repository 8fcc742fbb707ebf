//! A signer may add a small photo to their message: the stored file's key
//! and its size, which the inside pages' layout needs without reading it.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 3] = ["photo_key", "photo_width", "photo_height"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite adds a single column at a time.
        for name in COLUMNS {
            let mut column = if name == "photo_key" {
                string_null(name)
            } else {
                integer_null(name)
            };
            m.alter_table(
                Table::alter()
                    .table("group_messages")
                    .add_column(&mut column)
                    .take(),
            )
            .await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for name in COLUMNS {
            m.alter_table(
                Table::alter()
                    .table("group_messages")
                    .drop_column(name)
                    .take(),
            )
            .await?;
        }
        Ok(())
    }
}
