//! Greeting cards: an image made by the card wizard keeps its occasion, art
//! style and exact words beside the prompt.

use sea_orm_migration::prelude::*;

use super::{add_text_columns, drop_columns};

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 3] = ["card_category", "card_style", "card_text"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        add_text_columns(m, "images", &COLUMNS).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop_columns(m, "images", &COLUMNS).await
    }
}
