//! What sending needed after its first cut: the font of a card's inside
//! message, a card disabled after a report, when a delivery was last sent
//! again; and the dates a user wants to be reminded of.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{add_text_columns, drop_columns, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // classic, modern or handwritten; none reads as classic.
        add_text_columns(m, "card_sends", &["font"]).await?;
        let mut reported = timestamp_with_time_zone_null("reported_at");
        m.alter_table(
            Table::alter()
                .table("card_sends")
                .add_column(&mut reported)
                .take(),
        )
        .await?;
        let mut resent = timestamp_with_time_zone_null("resent_at");
        m.alter_table(
            Table::alter()
                .table("card_deliveries")
                .add_column(&mut resent)
                .take(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("reminders")
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(string("name"))
                .col(string("relationship"))
                // birthday, anniversary or other.
                .col(string("occasion"))
                .col(integer("month"))
                .col(integer("day"))
                .col(string("time_zone"))
                .col(integer("days_before"))
                .col(boolean("enabled"))
                // The next instant the reminder email is due (09:00 local).
                .col(timestamp_with_time_zone("remind_at"))
                .col(timestamp_with_time_zone_null("lease_until"))
                .col(timestamp_with_time_zone_null("last_sent_at"))
                .col(timestamp_with_time_zone("created_at"))
                .take(),
        )
        .await?;
        m.create_index(index("reminders", "idx_reminders_user", &["user_id"]))
            .await?;
        m.create_index(index(
            "reminders",
            "idx_reminders_due",
            &["enabled", "remind_at"],
        ))
        .await?;
        // An account listed here gets no reminder emails at all.
        m.create_table(
            Table::create()
                .table("reminder_pauses")
                .col(string("user_id").primary_key())
                .col(timestamp_with_time_zone("created_at"))
                .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["reminder_pauses", "reminders"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        drop_columns(m, "card_deliveries", &["resent_at"]).await?;
        drop_columns(m, "card_sends", &["reported_at", "font"]).await
    }
}
