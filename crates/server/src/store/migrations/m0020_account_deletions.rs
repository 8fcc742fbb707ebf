//! Deleting an account: the user row keeps only its id and when it was
//! deleted, a durable queue row drives the erasure of everything else, and
//! the card links the account sent stay known as gone (410) after their
//! rows are erased.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::drop_columns;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let mut deleted_at = timestamp_with_time_zone_null("deleted_at");
        m.alter_table(
            Table::alter()
                .table("users")
                .add_column(&mut deleted_at)
                .take(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("account_deletions")
                .col(string("user_id").primary_key())
                // Kept only until the confirmation email is out and the
                // erasure is done, then set to NULL.
                .col(text_null("email"))
                .col(text_null("username"))
                .col(big_integer("forfeited_tenths").default(0))
                .col(timestamp_with_time_zone("requested_at"))
                .col(timestamp_with_time_zone_null("lease_until"))
                .col(integer("attempts").default(0))
                .col(timestamp_with_time_zone_null("notified_at"))
                .col(timestamp_with_time_zone_null("finished_at"))
                .take(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("retired_card_links")
                .col(string("token_hash").primary_key())
                .col(timestamp_with_time_zone("retired_at"))
                .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table("retired_card_links").to_owned())
            .await?;
        m.drop_table(Table::drop().table("account_deletions").to_owned())
            .await?;
        drop_columns(m, "users", &["deleted_at"]).await
    }
}
