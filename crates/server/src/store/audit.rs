//! The audit log: appended to, read, never changed (the table's triggers
//! refuse updates and deletes, whoever asks).

use super::entities::audit_entry::{self, AuditOutcome};
use super::now;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, Set,
};

pub type AuditEntry = audit_entry::Model;

/// Who acted: a staff member, the server's command line, or the service.
#[derive(Debug, Clone)]
pub struct Actor {
    pub id: Option<String>,
    pub label: String,
}

impl Actor {
    pub fn staff(user_id: &str, email: &str) -> Actor {
        Actor {
            id: Some(user_id.to_owned()),
            label: email.to_owned(),
        }
    }

    pub fn command_line() -> Actor {
        Actor {
            id: None,
            label: "server command line".into(),
        }
    }

    pub fn automatic() -> Actor {
        Actor {
            id: None,
            label: "automatic".into(),
        }
    }
}

/// An entry to append. `before` and `after` are the values the action
/// changed, as JSON.
pub struct NewEntry<'a> {
    pub actor: &'a Actor,
    pub action: &'a str,
    pub target_user_id: Option<&'a str>,
    pub reason: &'a str,
    pub outcome: AuditOutcome,
    pub before: Option<serde_json::Value>,
    pub after: Option<serde_json::Value>,
}

/// Appends inside the caller's transaction, so an action and its entry
/// commit together or not at all.
pub async fn append(db: &impl ConnectionTrait, entry: NewEntry<'_>) -> Result<AuditEntry, DbErr> {
    audit_entry::ActiveModel {
        at: Set(now()),
        actor_id: Set(entry.actor.id.clone()),
        actor: Set(entry.actor.label.clone()),
        action: Set(entry.action.to_owned()),
        target_user_id: Set(entry.target_user_id.map(str::to_owned)),
        reason: Set(entry.reason.to_owned()),
        outcome: Set(entry.outcome),
        before_json: Set(entry.before.map(|value| value.to_string())),
        after_json: Set(entry.after.map(|value| value.to_string())),
        ..Default::default()
    }
    .insert(db)
    .await
}

/// What to show of the log; every part is optional.
#[derive(Debug, Default, Clone)]
pub struct Filter {
    pub target_user_id: Option<String>,
    pub actor_id: Option<String>,
    pub action: Option<String>,
    /// Entries older than this id (the next page).
    pub before_id: Option<i64>,
}

impl Filter {
    fn condition(&self) -> Condition {
        let mut condition = Condition::all();
        if let Some(target) = &self.target_user_id {
            condition = condition.add(audit_entry::Column::TargetUserId.eq(target.as_str()));
        }
        if let Some(actor) = &self.actor_id {
            condition = condition.add(audit_entry::Column::ActorId.eq(actor.as_str()));
        }
        if let Some(action) = &self.action {
            condition = condition.add(audit_entry::Column::Action.eq(action.as_str()));
        }
        if let Some(before) = self.before_id {
            condition = condition.add(audit_entry::Column::Id.lt(before));
        }
        condition
    }
}

/// The newest `limit` entries that match, newest first.
pub async fn newest(
    db: &impl ConnectionTrait,
    filter: &Filter,
    limit: u64,
) -> Result<Vec<AuditEntry>, DbErr> {
    audit_entry::Entity::find()
        .filter(filter.condition())
        .order_by_desc(audit_entry::Column::Id)
        .limit(limit)
        .all(db)
        .await
}

pub async fn count(db: &impl ConnectionTrait, filter: &Filter) -> Result<u64, DbErr> {
    audit_entry::Entity::find()
        .filter(filter.condition())
        .count(db)
        .await
}
