//! Greeting cards: an image made by the card wizard keeps its occasion, art
//! style and exact words beside the prompt.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 3] = ["card_category", "card_style", "card_text"];

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
