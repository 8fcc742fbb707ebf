//! A card's words are a layer over its art: the art is kept under its own
//! key so the words can be set again, with where they sit and their colours.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 3] = ["art_key", "card_text_position", "card_text_scheme"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per ALTER TABLE.
        for name in COLUMNS {
            let mut column = text_null(name);
            m.alter_table(
                Table::alter()
                    .table("images")
                    .add_column(&mut column)
                    .take(),
            )
            .await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for name in COLUMNS {
            m.alter_table(Table::alter().table("images").drop_column(name).take())
                .await?;
        }
        Ok(())
    }
}
