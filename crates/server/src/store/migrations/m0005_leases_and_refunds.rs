//! Reservations held under a renewable lease by the instance doing the work,
//! payment intents and taken-back lots for refunds and disputes, and webhook
//! events kept until they are handled.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per ALTER TABLE.
        let columns = [
            ("reservations", string_null("owner")),
            ("reservations", timestamp_with_time_zone_null("lease_until")),
            ("payments", string_null("payment_intent")),
            (
                "credit_lots",
                big_integer("owed_back_tenths").default(0).take(),
            ),
            (
                "credit_lots",
                big_integer("taken_back_tenths").default(0).take(),
            ),
            ("webhook_events", text_null("payload")),
            (
                "webhook_events",
                timestamp_with_time_zone_null("handled_at"),
            ),
        ];
        for (table, mut column) in columns {
            m.alter_table(Table::alter().table(table).add_column(&mut column).take())
                .await?;
        }
        let db = m.get_connection();
        // Work pending from before leases counts as leased until it started.
        db.execute_unprepared("UPDATE reservations SET lease_until = created_at")
            .await?;
        // Events recorded before were recorded once handled.
        db.execute_unprepared("UPDATE webhook_events SET handled_at = received_at")
            .await?;
        // The sweep looks for lapsed leases of pending work.
        m.create_index(index(
            "reservations",
            "idx_reservations_status_lease",
            &["status", "lease_until"],
        ))
        .await?;
        // Refunds and disputes name the payment intent, not the session.
        m.create_index(index(
            "payments",
            "idx_payments_payment_intent",
            &["payment_intent"],
        ))
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for name in [
            "idx_reservations_status_lease",
            "idx_payments_payment_intent",
        ] {
            m.drop_index(Index::drop().name(name).to_owned()).await?;
        }
        let columns = [
            ("reservations", "owner"),
            ("reservations", "lease_until"),
            ("payments", "payment_intent"),
            ("credit_lots", "owed_back_tenths"),
            ("credit_lots", "taken_back_tenths"),
            ("webhook_events", "payload"),
            ("webhook_events", "handled_at"),
        ];
        for (table, column) in columns {
            m.alter_table(Table::alter().table(table).drop_column(column).take())
                .await?;
        }
        Ok(())
    }
}
