//! Dates to remember and the claim of due reminders: like a card's
//! recipients, a due reminder is leased by one instance with a conditional
//! update, so each goes out once however many instances look.

use super::due_work::{self, DueWork};
use super::entities::{reminder, reminder_pause};
use super::now;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, DatabaseConnection, DbErr, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder, Set,
};

pub type Reminder = reminder::Model;

/// A date's fields as the user set them, and its next reminder.
pub struct ReminderFields {
    pub name: String,
    pub relationship: String,
    pub occasion: String,
    pub month: i32,
    pub day: i32,
    pub time_zone: String,
    pub days_before: i32,
    pub enabled: bool,
    pub remind_at: DateTime<Utc>,
}

pub async fn list(db: &DatabaseConnection, user_id: &str) -> Result<Vec<Reminder>, DbErr> {
    reminder::Entity::find()
        .filter(reminder::Column::UserId.eq(user_id))
        .order_by_asc(reminder::Column::Month)
        .order_by_asc(reminder::Column::Day)
        .order_by_asc(reminder::Column::Name)
        .all(db)
        .await
}

pub async fn count(db: &DatabaseConnection, user_id: &str) -> Result<u64, DbErr> {
    reminder::Entity::find()
        .filter(reminder::Column::UserId.eq(user_id))
        .count(db)
        .await
}

pub async fn insert(
    db: &DatabaseConnection,
    user_id: &str,
    fields: ReminderFields,
) -> Result<Reminder, DbErr> {
    reminder::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(user_id.to_owned()),
        name: Set(fields.name),
        relationship: Set(fields.relationship),
        occasion: Set(fields.occasion),
        month: Set(fields.month),
        day: Set(fields.day),
        time_zone: Set(fields.time_zone),
        days_before: Set(fields.days_before),
        enabled: Set(fields.enabled),
        remind_at: Set(fields.remind_at),
        lease_until: Set(None),
        attempts: Set(0),
        last_sent_at: Set(None),
        created_at: Set(now()),
    }
    .insert(db)
    .await
}

/// Changes one of the user's dates; none when there is no such date.
pub async fn update(
    db: &DatabaseConnection,
    user_id: &str,
    id: &str,
    fields: ReminderFields,
) -> Result<Option<Reminder>, DbErr> {
    let Some(found) = find(db, user_id, id).await? else {
        return Ok(None);
    };
    let mut changed: reminder::ActiveModel = found.into();
    changed.name = Set(fields.name);
    changed.relationship = Set(fields.relationship);
    changed.occasion = Set(fields.occasion);
    changed.month = Set(fields.month);
    changed.day = Set(fields.day);
    changed.time_zone = Set(fields.time_zone);
    changed.days_before = Set(fields.days_before);
    changed.enabled = Set(fields.enabled);
    changed.remind_at = Set(fields.remind_at);
    // A new date starts its attempts afresh.
    changed.attempts = Set(0);
    Ok(Some(changed.update(db).await?))
}

pub async fn find(
    db: &DatabaseConnection,
    user_id: &str,
    id: &str,
) -> Result<Option<Reminder>, DbErr> {
    reminder::Entity::find_by_id(id)
        .filter(reminder::Column::UserId.eq(user_id))
        .one(db)
        .await
}

pub async fn delete(db: &DatabaseConnection, user_id: &str, id: &str) -> Result<bool, DbErr> {
    let deleted = reminder::Entity::delete_many()
        .filter(reminder::Column::Id.eq(id))
        .filter(reminder::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(deleted.rows_affected == 1)
}

pub async fn is_paused(db: &DatabaseConnection, user_id: &str) -> Result<bool, DbErr> {
    Ok(reminder_pause::Entity::find_by_id(user_id)
        .one(db)
        .await?
        .is_some())
}

/// Switches every reminder of the account off (or back on).
pub async fn set_paused(db: &DatabaseConnection, user_id: &str, paused: bool) -> Result<(), DbErr> {
    if paused {
        reminder_pause::Entity::insert(reminder_pause::ActiveModel {
            user_id: Set(user_id.to_owned()),
            created_at: Set(now()),
        })
        .on_conflict_do_nothing()
        .exec(db)
        .await?;
    } else {
        reminder_pause::Entity::delete_by_id(user_id)
            .exec(db)
            .await?;
    }
    Ok(())
}

/// Due reminders no live instance holds, each now leased to the caller and
/// counted as an attempt (see [`due_work::claim_due`]).
pub async fn claim_due(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
    lease: Duration,
    limit: u64,
) -> Result<Vec<Reminder>, DbErr> {
    due_work::claim_due::<reminder::Entity>(db, now, lease, limit).await
}

impl DueWork for reminder::Entity {
    const ID: reminder::Column = reminder::Column::Id;
    const DUE_AT: reminder::Column = reminder::Column::RemindAt;
    const LEASE_UNTIL: reminder::Column = reminder::Column::LeaseUntil;
    const ATTEMPTS: reminder::Column = reminder::Column::Attempts;

    fn waiting() -> Condition {
        Condition::all().add(reminder::Column::Enabled.eq(true))
    }

    fn id(row: &Reminder) -> &str {
        &row.id
    }

    fn claimed(row: Reminder, lease_until: DateTime<Utc>) -> Reminder {
        Reminder {
            lease_until: Some(lease_until),
            attempts: row.attempts + 1,
            ..row
        }
    }
}

/// Moves a claimed reminder on to its next year, with no attempts yet, and
/// releases it; `sent_at` records an email that went out.
pub async fn advance(
    db: &DatabaseConnection,
    id: &str,
    next: DateTime<Utc>,
    sent_at: Option<DateTime<Utc>>,
) -> Result<(), DbErr> {
    let mut update = reminder::Entity::update_many()
        .col_expr(reminder::Column::RemindAt, Expr::value(next))
        .col_expr(reminder::Column::Attempts, Expr::value(0))
        .col_expr(
            reminder::Column::LeaseUntil,
            Expr::value(None::<DateTime<Utc>>),
        );
    if let Some(at) = sent_at {
        update = update.col_expr(reminder::Column::LastSentAt, Expr::value(at));
    }
    update.filter(reminder::Column::Id.eq(id)).exec(db).await?;
    Ok(())
}

/// Holds a reminder whose email failed until `until`, when it is tried again.
pub async fn retry_after(
    db: &DatabaseConnection,
    id: &str,
    until: DateTime<Utc>,
) -> Result<(), DbErr> {
    reminder::Entity::update_many()
        .col_expr(reminder::Column::LeaseUntil, Expr::value(until))
        .filter(reminder::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}
