//! Checkout sessions, demo checkouts and the webhook events already handled.

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
                .table("payments")
                .col(string("session_id").primary_key())
                .col(string("provider"))
                .col(string("user_id"))
                .col(string("package_id"))
                .col(big_integer("amount_cents"))
                .col(string("currency"))
                .col(string("status"))
                .col(text_null("failure_reason"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .take(),
        )
        .await?;
        m.create_index(index("payments", "idx_payments_user", &["user_id"]))
            .await?;
        m.create_table(
            Table::create()
                .table("demo_checkouts")
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(string("package_id"))
                .col(big_integer("amount_cents"))
                .col(string("currency"))
                .col(string("status"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone_null("completed_at"))
                .take(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("webhook_events")
                .col(string("event_id").primary_key())
                .col(string("event_type"))
                .col(timestamp_with_time_zone("received_at"))
                .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["webhook_events", "demo_checkouts", "payments"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
