//! Generated images and the idempotency keys of generation requests.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("images")
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(text("prompt"))
                .col(string("quality"))
                .col(string("size"))
                .col(string("output_format"))
                .col(big_integer("credit_cost_tenths"))
                .col(string_uniq("file_key"))
                .col(timestamp_with_time_zone("created_at"))
                .take(),
        )
        .await?;
        // The gallery lists one user's images, newest first.
        m.create_index(index(
            "images",
            "idx_images_user_created",
            &["user_id", "created_at"],
        ))
        .await?;
        m.create_table(
            Table::create()
                .table("image_requests")
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(string("idempotency_key"))
                .col(string("fingerprint"))
                .col(string("attempt"))
                .col(string("status"))
                .col(string_null("image_id"))
                .col(timestamp_with_time_zone("updated_at"))
                .take(),
        )
        .await?;
        // Claimed before any credits move: a concurrent duplicate fails here.
        m.create_index(
            index(
                "image_requests",
                "idx_image_requests_user_key",
                &["user_id", "idempotency_key"],
            )
            .unique()
            .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["image_requests", "images"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
