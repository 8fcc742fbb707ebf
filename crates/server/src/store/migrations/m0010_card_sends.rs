//! Cards sent by email: one row per send (the card, the sender's words and
//! the time), one per recipient (the delivery, its link and what became of
//! it), and the addresses that asked never to receive a card again.

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
                .table("card_sends")
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(string("image_id"))
                .col(string("sender_name"))
                .col(text("message"))
                .col(string("time_zone"))
                // The wall-clock time the sender chose, kept for editing.
                .col(string_null("local_send_at"))
                .col(timestamp_with_time_zone("due_at"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone_null("cancelled_at"))
                .take(),
        )
        .await?;
        m.create_index(index(
            "card_sends",
            "idx_card_sends_user",
            &["user_id", "created_at"],
        ))
        .await?;
        m.create_table(
            Table::create()
                .table("card_deliveries")
                .col(string("id").primary_key())
                .col(string("send_id"))
                .col(string("user_id"))
                .col(string("recipient_name"))
                .col(string("recipient_email"))
                .col(string_uniq("token_hash"))
                // scheduled, sent, failed or cancelled.
                .col(string("status"))
                .col(timestamp_with_time_zone("due_at"))
                .col(integer("attempts"))
                // Held by the instance delivering it; lapsed means it died.
                .col(timestamp_with_time_zone_null("lease_until"))
                // The Message-ID every attempt of this delivery uses.
                .col(string("message_id"))
                .col(text_null("failure"))
                .col(timestamp_with_time_zone_null("sent_at"))
                .col(timestamp_with_time_zone_null("opened_at"))
                .col(text_null("thanks"))
                .col(timestamp_with_time_zone_null("thanked_at"))
                .col(timestamp_with_time_zone("created_at"))
                .take(),
        )
        .await?;
        m.create_index(index(
            "card_deliveries",
            "idx_card_deliveries_due",
            &["status", "due_at"],
        ))
        .await?;
        m.create_index(index(
            "card_deliveries",
            "idx_card_deliveries_send",
            &["send_id"],
        ))
        .await?;
        m.create_index(index(
            "card_deliveries",
            "idx_card_deliveries_user",
            &["user_id", "created_at"],
        ))
        .await?;
        m.create_table(
            Table::create()
                .table("email_unsubscribes")
                .col(string("email").primary_key())
                .col(timestamp_with_time_zone("created_at"))
                .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["email_unsubscribes", "card_deliveries", "card_sends"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
