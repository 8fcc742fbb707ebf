//! Email verification: when an address was confirmed, one-time confirmation
//! links, and username keys that make look-alike names collide.

use cardsmith_domain::account::Username;
use sea_orm::{ConnectionTrait, FromQueryResult};
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;
use std::collections::HashSet;

use super::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(FromQueryResult)]
struct UserName {
    id: String,
    username: String,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let mut column = timestamp_with_time_zone_null("email_verified_at");
        m.alter_table(Table::alter().table("users").add_column(&mut column).take())
            .await?;
        // Accounts from before verification existed count as confirmed.
        m.get_connection()
            .execute_unprepared("UPDATE users SET email_verified_at = created_at")
            .await?;
        m.create_table(
            Table::create()
                .table("email_verifications")
                .col(string("token_hash").primary_key())
                .col(string("user_id"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("expires_at"))
                .col(timestamp_with_time_zone_null("used_at"))
                .take(),
        )
        .await?;
        m.create_index(index(
            "email_verifications",
            "idx_email_verifications_user",
            &["user_id"],
        ))
        .await?;
        rekey_usernames(m).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table("email_verifications").to_owned())
            .await?;
        m.alter_table(
            Table::alter()
                .table("users")
                .drop_column("email_verified_at")
                .take(),
        )
        .await
    }
}

/// Recomputes every username key as a confusables skeleton. Keys are first
/// set to the (unique) ids so that no update collides with a key not yet
/// rewritten; an older account that already looks like another keeps a key
/// of its own, so both stay usable.
async fn rekey_usernames(m: &SchemaManager<'_>) -> Result<(), DbErr> {
    let db = m.get_connection();
    let backend = db.get_database_backend();
    let select = Query::select()
        .columns(["id", "username"])
        .from("users")
        .order_by("created_at", Order::Asc)
        .order_by("id", Order::Asc)
        .take();
    let users = UserName::find_by_statement(backend.build(&select))
        .all(db)
        .await?;
    db.execute_unprepared("UPDATE users SET username_key = id")
        .await?;
    let mut taken = HashSet::new();
    for user in users {
        let skeleton = Username::parse(&user.username)
            .map(|name| name.key())
            .unwrap_or_else(|_| user.username.to_lowercase());
        let key = if taken.insert(skeleton.clone()) {
            skeleton
        } else {
            format!("{skeleton}#{}", user.id)
        };
        let update = Query::update()
            .table("users")
            .value("username_key", key)
            .and_where(Expr::col("id").eq(user.id))
            .take();
        db.execute(&update).await?;
    }
    Ok(())
}
