use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

fn ts(name: &'static str) -> ColumnDef {
    timestamp_with_time_zone(name)
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("users")
                .col(string("id").primary_key())
                .col(string("username"))
                .col(string_uniq("username_key"))
                .col(string_uniq("email"))
                .col(string("password_hash"))
                .col(big_integer("credits_tenths").default(0))
                .col(ts("created_at"))
                .check(Expr::col("credits_tenths").gte(0))
                .take(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("sessions")
                .col(string("token_hash").primary_key())
                .col(string("user_id"))
                .col(ts("created_at"))
                .col(ts("last_seen_at"))
                .col(ts("expires_at"))
                .take(),
        )
        .await?;
        m.create_index(index("sessions", "idx_sessions_user", &["user_id"]))
            .await?;
        m.create_table(
            Table::create()
                .table("credit_lots")
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(string("source"))
                .col(big_integer("granted_tenths"))
                .col(big_integer("remaining_tenths"))
                .col(timestamp_with_time_zone_null("expires_at"))
                .col(boolean("expired").default(false))
                .col(string_null("payment_ref").unique_key())
                .col(ts("created_at"))
                .check(Expr::col("remaining_tenths").gte(0))
                .take(),
        )
        .await?;
        m.create_index(index("credit_lots", "idx_credit_lots_user", &["user_id"]))
            .await?;
        m.create_table(
            Table::create()
                .table("ledger_entries")
                .col(big_pk_auto("id"))
                .col(string("user_id"))
                .col(string("kind"))
                .col(string("description"))
                .col(big_integer("delta_tenths"))
                .col(big_integer_null("amount_cents"))
                .col(string_null("reference"))
                .col(ts("created_at"))
                .take(),
        )
        .await?;
        m.create_index(index(
            "ledger_entries",
            "idx_ledger_user",
            &["user_id", "id"],
        ))
        .await?;
        m.create_table(
            Table::create()
                .table("reservations")
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(big_integer("amount_tenths"))
                .col(text("draws"))
                .col(string("status"))
                .col(string("description"))
                .col(ts("created_at"))
                .col(timestamp_with_time_zone_null("finished_at"))
                .take(),
        )
        .await?;
        m.create_index(index(
            "reservations",
            "idx_reservations_status",
            &["status"],
        ))
        .await?;
        m.create_table(
            Table::create()
                .table("credit_packages")
                .col(string("id").primary_key())
                .col(string("name"))
                .col(big_integer("price_cents"))
                .col(big_integer("credits"))
                .col(text("description"))
                .col(text("features"))
                .col(integer("validity_days"))
                .col(boolean("popular"))
                .col(integer("sort_order"))
                .take(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("password_reset_tokens")
                .col(string("token_hash").primary_key())
                .col(string("user_id"))
                .col(ts("created_at"))
                .col(ts("expires_at"))
                .col(timestamp_with_time_zone_null("used_at"))
                .take(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("email_outbox")
                .col(big_pk_auto("id"))
                .col(string("to_address"))
                .col(string("subject"))
                .col(text("body_text"))
                .col(ts("created_at"))
                .col(timestamp_with_time_zone_null("sent_at"))
                .take(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("login_attempts")
                .col(big_pk_auto("id"))
                .col(string("throttle_key"))
                .col(ts("created_at"))
                .take(),
        )
        .await?;
        m.create_index(index(
            "login_attempts",
            "idx_login_attempts_key",
            &["throttle_key", "created_at"],
        ))
        .await?;
        m.create_table(
            Table::create()
                .table("app_settings")
                .col(string("key").primary_key())
                .col(text("value"))
                .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            "app_settings",
            "login_attempts",
            "email_outbox",
            "password_reset_tokens",
            "credit_packages",
            "reservations",
            "ledger_entries",
            "credit_lots",
            "sessions",
            "users",
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
