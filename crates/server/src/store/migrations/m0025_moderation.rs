//! The moderation queue: cards reported by their recipients and generations
//! the image provider refused, each waiting for staff to restore or remove
//! it; and the strikes an account collects for what was removed.

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
                .table("moderation_items")
                .col(string("id").primary_key())
                // "reported_card" or "flagged_generation".
                .col(string("kind"))
                // Whose card or request it is: the account a removal strikes.
                .col(string("user_id"))
                // A reported card: the send its recipients reported, and its image.
                .col(string_null("send_id"))
                .col(string_null("image_id"))
                // A flagged generation: the latest prompt the provider refused.
                .col(text_null("prompt"))
                // Reports of the card, or refusals of the account's prompts.
                .col(integer("reports").default(1))
                // "open", "restored" or "removed".
                .col(string("status"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("last_reported_at"))
                .col(timestamp_with_time_zone_null("decided_at"))
                .col(string_null("decided_by"))
                .take(),
        )
        .await?;
        // One item per reported send: a second report counts on the first.
        m.create_index(
            index(
                "moderation_items",
                "idx_moderation_items_send",
                &["send_id"],
            )
            .unique()
            .take(),
        )
        .await?;
        m.create_index(index(
            "moderation_items",
            "idx_moderation_items_queue",
            &["status", "last_reported_at"],
        ))
        .await?;
        m.create_index(index(
            "moderation_items",
            "idx_moderation_items_user",
            &["user_id", "kind", "status"],
        ))
        .await?;
        // Beside the account rather than on it: the session lookup reads
        // every users column on each request, and strikes are rare.
        m.create_table(
            Table::create()
                .table("account_strikes")
                .col(string("user_id").primary_key())
                .col(integer("strikes"))
                .col(timestamp_with_time_zone("last_struck_at"))
                .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["account_strikes", "moderation_items"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
