//! The public API: API keys (only their hashes are kept) and each account's
//! request count per day, so daily limits survive a restart.

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
                .table("api_keys")
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(string("name"))
                .col(string("prefix"))
                .col(string_uniq("key_hash"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone_null("last_used_at"))
                .col(timestamp_with_time_zone_null("revoked_at"))
                .take(),
        )
        .await?;
        m.create_index(index("api_keys", "idx_api_keys_user", &["user_id"]))
            .await?;
        m.create_table(
            Table::create()
                .table("api_daily_usage")
                .col(string("user_id"))
                .col(string("day"))
                .col(big_integer("requests"))
                .primary_key(Index::create().col("user_id").col("day"))
                .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table("api_daily_usage").to_owned())
            .await?;
        m.drop_table(Table::drop().table("api_keys").to_owned())
            .await
    }
}
