//! Archives of an account's data: each row is one archive being made,
//! made, or given up, and at most one per account is being made at a time
//! (a partial unique index both databases enforce).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("data_exports")
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(timestamp_with_time_zone("requested_at"))
                .col(timestamp_with_time_zone_null("lease_until"))
                .col(integer("attempts").default(0))
                .col(timestamp_with_time_zone_null("ready_at"))
                .col(timestamp_with_time_zone_null("failed_at"))
                .col(timestamp_with_time_zone_null("expires_at"))
                .col(text_null("archive_key"))
                .col(big_integer_null("size_bytes"))
                .take(),
        )
        .await?;
        m.get_connection()
            .execute_unprepared(
                "CREATE UNIQUE INDEX data_exports_one_in_the_making ON data_exports (user_id) \
                 WHERE ready_at IS NULL AND failed_at IS NULL",
            )
            .await?;
        m.create_index(
            Index::create()
                .name("data_exports_user")
                .table("data_exports")
                .col("user_id")
                .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table("data_exports").to_owned())
            .await
    }
}
