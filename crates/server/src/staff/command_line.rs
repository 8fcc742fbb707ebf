//! `cardsmith staff …`: the only way to give or take console rights. It
//! runs on the server, against its database, and is audited as the
//! server's command line.

use super::roles::{parse_role, role_name};
use crate::store::audit::{self, Actor, NewEntry};
use crate::store::entities::audit_entry::AuditOutcome;
use crate::store::{staff, users};
use anyhow::{Context, bail};
use sea_orm::{DatabaseConnection, TransactionTrait};
use serde_json::json;

/// Makes the account with `email` staff with `role`; what was done, in words.
pub async fn grant(db: &DatabaseConnection, email: &str, role: &str) -> anyhow::Result<String> {
    let Some(role) = parse_role(role) else {
        bail!("--role is support or admin, not {role:?}");
    };
    let user = live_account(db, email).await?;
    let before = staff::role_of(db, &user.id).await?;
    let txn = db.begin().await?;
    staff::grant(&txn, &user.id, role).await?;
    audit::append(
        &txn,
        NewEntry {
            actor: &Actor::command_line(),
            action: "grant_staff_role",
            target_user_id: Some(&user.id),
            reason: "cardsmith staff grant",
            outcome: AuditOutcome::Done,
            before: Some(json!({ "role": before.map(role_name) })),
            after: Some(json!({ "role": role_name(role) })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(format!("{} is now {}", user.email, role_name(role)))
}

/// Takes console rights from the account with `email`.
pub async fn revoke(db: &DatabaseConnection, email: &str) -> anyhow::Result<String> {
    let user = live_account(db, email).await?;
    let Some(before) = staff::role_of(db, &user.id).await? else {
        return Ok(format!("{} was not staff", user.email));
    };
    let txn = db.begin().await?;
    staff::revoke(&txn, &user.id).await?;
    audit::append(
        &txn,
        NewEntry {
            actor: &Actor::command_line(),
            action: "revoke_staff_role",
            target_user_id: Some(&user.id),
            reason: "cardsmith staff revoke",
            outcome: AuditOutcome::Done,
            before: Some(json!({ "role": role_name(before) })),
            after: Some(json!({ "role": null })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(format!("{} is no longer staff", user.email))
}

/// One line per staff member: address and role.
pub async fn list(db: &DatabaseConnection) -> anyhow::Result<String> {
    let mut lines = Vec::new();
    for member in staff::list(db).await? {
        let email = users::find_by_id(db, &member.user_id)
            .await?
            .map_or_else(|| member.user_id.clone(), |user| user.email);
        lines.push(format!("{email}\t{}", role_name(member.role)));
    }
    if lines.is_empty() {
        return Ok("No staff yet: cardsmith staff grant EMAIL --role admin".into());
    }
    Ok(lines.join("\n"))
}

async fn live_account(db: &DatabaseConnection, email: &str) -> anyhow::Result<users::User> {
    users::find_by_email(db, email.trim())
        .await
        .context("reading the account")?
        .filter(|user| user.deleted_at.is_none())
        .with_context(|| format!("no account has the address {email}"))
}
