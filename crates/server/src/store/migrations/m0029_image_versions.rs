//! Revisions: an image made from another in words links to the image it
//! came from, keeps the words that asked for it, and names the first image
//! of its line, so every version of an image is one indexed look-up. Every
//! new image records its seed, so a revision can keep the arrangement of
//! the image it came from.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::big_integer_null;

use super::{add_text_columns, drop_columns, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 3] = ["revised_from", "revision", "version_root"];
const INDEX: &str = "idx_images_version_root";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        add_text_columns(m, "images", &COLUMNS).await?;
        let mut seed = big_integer_null("seed");
        m.alter_table(Table::alter().table("images").add_column(&mut seed).take())
            .await?;
        m.create_index(index("images", INDEX, &["user_id", "version_root"]))
            .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(Index::drop().name(INDEX).table("images").to_owned())
            .await?;
        drop_columns(m, "images", &COLUMNS).await?;
        drop_columns(m, "images", &["seed"]).await
    }
}
