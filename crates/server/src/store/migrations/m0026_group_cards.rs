//! Group cards: a card many people sign from a link before it is sent. One
//! row per card (its settings, its share link and where it stands), one per
//! person invited by email (their personal link and the reminders they were
//! sent), and one per message signed.

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
                .table("group_cards")
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(string("image_id"))
                .col(string("title"))
                .col(string("organiser_name"))
                .col(string("recipient_name"))
                .col(string("recipient_email"))
                .col(string("time_zone"))
                // The wall-clock times the organiser chose, kept for showing.
                .col(string("local_deadline"))
                .col(timestamp_with_time_zone("deadline_at"))
                .col(string("local_send_at"))
                .col(timestamp_with_time_zone("due_at"))
                // Signers see only their own messages until the card is sent.
                .col(boolean("hide_messages"))
                // Counts rotations; the share token is derived from it.
                .col(integer("share_version"))
                // None while the share link is closed.
                .col(string_null("share_token_hash"))
                // collecting, sealed, sent or cancelled.
                .col(string("status"))
                .col(integer("message_count"))
                // Grows with every change to the messages: drawn pages are kept by it.
                .col(integer("version"))
                .col(string_null("send_id"))
                // Held by the instance sending it; lapsed means it died.
                .col(timestamp_with_time_zone_null("lease_until"))
                .col(integer("attempts"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone_null("sent_at"))
                .take(),
        )
        .await?;
        m.create_index(index(
            "group_cards",
            "idx_group_cards_user",
            &["user_id", "created_at"],
        ))
        .await?;
        m.create_index(index(
            "group_cards",
            "idx_group_cards_due",
            &["status", "due_at"],
        ))
        .await?;
        m.create_index(
            index(
                "group_cards",
                "idx_group_cards_share",
                &["share_token_hash"],
            )
            .unique()
            .take(),
        )
        .await?;
        m.create_index(index("group_cards", "idx_group_cards_send", &["send_id"]))
            .await?;
        m.create_table(
            Table::create()
                .table("group_invites")
                .col(string("id").primary_key())
                .col(string("group_card_id"))
                .col(string("email"))
                .col(string_uniq("token_hash"))
                // Automatic reminders sent: at most two.
                .col(integer("reminders_sent"))
                .col(timestamp_with_time_zone_null("last_reminded_at"))
                // The person asked for no more reminders about this card.
                .col(timestamp_with_time_zone_null("stopped_at"))
                .col(timestamp_with_time_zone("created_at"))
                .take(),
        )
        .await?;
        m.create_index(
            index(
                "group_invites",
                "idx_group_invites_card_email",
                &["group_card_id", "email"],
            )
            .unique()
            .take(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("group_messages")
                .col(string("id").primary_key())
                .col(string("group_card_id"))
                // Signed through a personal invitation: one message per invitation.
                .col(string_null("invite_id"))
                // The signer's browser (a hash of its visitor cookie).
                .col(string_null("device_hash"))
                .col(string_uniq("edit_token_hash"))
                .col(string("name"))
                .col(text("text"))
                .col(string("font"))
                .col(string("colour"))
                // Vector strokes as JSON: [[[x, y], ...], ...].
                .col(text("signature"))
                .col(string_null("email"))
                .col(timestamp_with_time_zone_null("hidden_at"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .take(),
        )
        .await?;
        m.create_index(
            index(
                "group_messages",
                "idx_group_messages_invite",
                &["invite_id"],
            )
            .unique()
            .take(),
        )
        .await?;
        m.create_index(index(
            "group_messages",
            "idx_group_messages_card",
            &["group_card_id", "created_at"],
        ))
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["group_messages", "group_invites", "group_cards"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
