//! A card's words are a layer over its art: the art is kept under its own
//! key so the words can be set again, with where they sit and their colours.

use sea_orm_migration::prelude::*;

use super::{add_text_columns, drop_columns};

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 3] = ["art_key", "card_text_position", "card_text_scheme"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        add_text_columns(m, "images", &COLUMNS).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop_columns(m, "images", &COLUMNS).await
    }
}
