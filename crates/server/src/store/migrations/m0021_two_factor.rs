//! Two-step sign-in: an account's authenticator secret (unconfirmed until
//! a first code proves the app has it), its recovery codes (hashed), and
//! the short-lived token that carries a sign-in from the password to the code.

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
                .table("totp_factors")
                .col(string("user_id").primary_key())
                .col(string("secret_hex"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone_null("confirmed_at"))
                // The 30-second step of the last code accepted: no code of
                // that step or an earlier one works again.
                .col(big_integer_null("last_step"))
                .take(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("recovery_codes")
                .col(string("code_hash").primary_key())
                .col(string("user_id"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone_null("used_at"))
                .take(),
        )
        .await?;
        m.create_index(index(
            "recovery_codes",
            "idx_recovery_codes_user",
            &["user_id"],
        ))
        .await?;
        m.create_table(
            Table::create()
                .table("sign_in_challenges")
                .col(string("token_hash").primary_key())
                .col(string("user_id"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("expires_at"))
                .col(timestamp_with_time_zone_null("used_at"))
                .take(),
        )
        .await?;
        m.create_index(index(
            "sign_in_challenges",
            "idx_sign_in_challenges_user",
            &["user_id"],
        ))
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["sign_in_challenges", "recovery_codes", "totp_factors"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
