//! Passkeys: the WebAuthn credentials an account signs in with (each with
//! its name and last use), and the state a ceremony keeps between its two
//! requests (the challenge the browser must sign), spent by the second.

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
                .table("passkeys")
                .col(string("id").primary_key())
                .col(string("user_id"))
                // Base64url, as the browser names it; one account per credential.
                .col(string("credential_id").unique_key())
                .col(string("name"))
                // webauthn-rs's `Passkey`: the public key and its signature counter.
                .col(text("credential_json"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone_null("last_used_at"))
                .take(),
        )
        .await?;
        m.create_index(index("passkeys", "idx_passkeys_user", &["user_id"]))
            .await?;
        m.create_table(
            Table::create()
                .table("passkey_ceremonies")
                .col(string("token_hash").primary_key())
                // Null for a sign-in: the passkey itself says whose it is.
                .col(string_null("user_id"))
                .col(string("purpose"))
                .col(text("state_json"))
                .col(timestamp_with_time_zone("expires_at"))
                .take(),
        )
        .await?;
        m.create_index(index(
            "passkey_ceremonies",
            "idx_passkey_ceremonies_expiry",
            &["expires_at"],
        ))
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["passkey_ceremonies", "passkeys"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
