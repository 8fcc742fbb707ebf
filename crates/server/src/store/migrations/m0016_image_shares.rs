//! An image its owner has shared has a page of its own, `/s/{token}`; the
//! token is unguessable and removed when sharing is turned off.

use sea_orm_migration::prelude::*;

use super::{add_text_columns, drop_columns, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 1] = ["share_token"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        add_text_columns(m, "images", &COLUMNS).await?;
        m.create_index(
            index("images", "idx_images_share_token", &["share_token"])
                .unique()
                .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(Index::drop().name("idx_images_share_token").to_owned())
            .await?;
        drop_columns(m, "images", &COLUMNS).await
    }
}
