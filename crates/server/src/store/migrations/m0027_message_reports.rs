//! A recipient can report one message on a group card: it is hidden from
//! the card at once and waits in the moderation queue, one item per message.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let mut reported = timestamp_with_time_zone_null("reported_at");
        m.alter_table(
            Table::alter()
                .table("group_messages")
                .add_column(&mut reported)
                .take(),
        )
        .await?;
        let mut message = string_null("group_message_id");
        m.alter_table(
            Table::alter()
                .table("moderation_items")
                .add_column(&mut message)
                .take(),
        )
        .await?;
        // One item per reported message: a second report counts on the first.
        m.create_index(
            index(
                "moderation_items",
                "idx_moderation_items_group_message",
                &["group_message_id"],
            )
            .unique()
            .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(
            Index::drop()
                .name("idx_moderation_items_group_message")
                .table("moderation_items")
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table("moderation_items")
                .drop_column("group_message_id")
                .take(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table("group_messages")
                .drop_column("reported_at")
                .take(),
        )
        .await
    }
}
