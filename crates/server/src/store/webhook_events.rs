//! Webhook events as they arrive: recorded once, verified body and all, then
//! handled after the provider has had its answer. An event still waiting
//! (the instance stopped, or the work failed) is handled again later.

use super::entities::webhook_event;
use super::now;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};

/// Records a verified event. False when it was recorded before: a redelivery.
#[tracing::instrument(skip(db, payload), err)]
pub async fn receive(
    db: &DatabaseConnection,
    event_id: &str,
    event_type: &str,
    payload: &str,
) -> Result<bool, DbErr> {
    let row = webhook_event::ActiveModel {
        event_id: Set(event_id.to_owned()),
        event_type: Set(event_type.to_owned()),
        received_at: Set(now()),
        payload: Set(Some(payload.to_owned())),
        handled_at: Set(None),
    };
    let inserted = webhook_event::Entity::insert(row)
        .on_conflict_do_nothing()
        .exec_without_returning(db)
        .await?;
    Ok(matches!(inserted, sea_orm::TryInsertResult::Inserted(1)))
}

/// The event's work is done; its body is no longer needed.
#[tracing::instrument(skip(db), err)]
pub async fn mark_handled(db: &DatabaseConnection, event_id: &str) -> Result<(), DbErr> {
    webhook_event::Entity::update_many()
        .col_expr(webhook_event::Column::HandledAt, Expr::value(now()))
        .col_expr(webhook_event::Column::Payload, Expr::value(None::<String>))
        .filter(webhook_event::Column::EventId.eq(event_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Events received before `before` and not handled yet, oldest first, with
/// their bodies and when they arrived.
pub async fn waiting(
    db: &DatabaseConnection,
    before: DateTime<Utc>,
    limit: u64,
) -> Result<Vec<webhook_event::Model>, DbErr> {
    webhook_event::Entity::find()
        .filter(webhook_event::Column::HandledAt.is_null())
        .filter(webhook_event::Column::ReceivedAt.lt(before))
        .order_by_asc(webhook_event::Column::ReceivedAt)
        .limit(limit)
        .all(db)
        .await
}
