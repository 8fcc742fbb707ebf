//! The operator console: who is staff (granted on the server, never over the
//! web), the append-only audit log of what staff and the service itself did
//! to accounts, when a session last proved its second factor, and which
//! accounts are suspended.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{drop_columns, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Refuses any change to a written audit entry, on either engine.
const SQLITE_GUARDS: [&str; 2] = [
    "CREATE TRIGGER audit_entries_no_update BEFORE UPDATE ON audit_entries \
     BEGIN SELECT RAISE(ABORT, 'audit entries are append-only'); END",
    "CREATE TRIGGER audit_entries_no_delete BEFORE DELETE ON audit_entries \
     BEGIN SELECT RAISE(ABORT, 'audit entries are append-only'); END",
];
const POSTGRES_GUARDS: [&str; 2] = [
    "CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS \
     $$ BEGIN RAISE EXCEPTION 'audit entries are append-only'; END $$",
    "CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries \
     FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only()",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("staff_members")
                .col(string("user_id").primary_key())
                .col(string("role"))
                .col(timestamp_with_time_zone("granted_at"))
                .take(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("audit_entries")
                .col(big_pk_auto("id"))
                .col(timestamp_with_time_zone("at"))
                // Null for the service itself (an automatic suspension) and
                // for the server's command line.
                .col(string_null("actor_id"))
                // Who it was at the time: a staff member's address, "server
                // command line" or "automatic".
                .col(string("actor"))
                .col(string("action"))
                .col(string_null("target_user_id"))
                .col(text("reason"))
                // "done", or "refused" for an attempt beyond the actor's role.
                .col(string("outcome"))
                .col(text_null("before_json"))
                .col(text_null("after_json"))
                .take(),
        )
        .await?;
        m.create_index(index(
            "audit_entries",
            "idx_audit_entries_target",
            &["target_user_id", "id"],
        ))
        .await?;
        let guards = match m.get_database_backend() {
            sea_orm::DbBackend::Postgres => POSTGRES_GUARDS,
            _ => SQLITE_GUARDS,
        };
        for statement in guards {
            m.get_connection().execute_unprepared(statement).await?;
        }
        let mut second_factor_at = timestamp_with_time_zone_null("second_factor_at");
        m.alter_table(
            Table::alter()
                .table("sessions")
                .add_column(&mut second_factor_at)
                .take(),
        )
        .await?;
        let mut suspended_at = timestamp_with_time_zone_null("suspended_at");
        m.alter_table(
            Table::alter()
                .table("users")
                .add_column(&mut suspended_at)
                .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop_columns(m, "users", &["suspended_at"]).await?;
        drop_columns(m, "sessions", &["second_factor_at"]).await?;
        for table in ["audit_entries", "staff_members"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        if m.get_database_backend() == sea_orm::DbBackend::Postgres {
            m.get_connection()
                .execute_unprepared("DROP FUNCTION audit_entries_append_only()")
                .await?;
        }
        Ok(())
    }
}
