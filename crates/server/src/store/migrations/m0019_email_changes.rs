//! A change of an account's email address waits for a one-time link sent
//! to the new address; the row keeps the address until the link is opened.

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
                .table("email_changes")
                .col(string("token_hash").primary_key())
                .col(string("user_id"))
                .col(string("new_email"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("expires_at"))
                .col(timestamp_with_time_zone_null("used_at"))
                .take(),
        )
        .await?;
        m.create_index(index(
            "email_changes",
            "idx_email_changes_user",
            &["user_id"],
        ))
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table("email_changes").to_owned())
            .await
    }
}
