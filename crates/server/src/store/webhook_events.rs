//! Webhook events already handled, so a redelivery is answered without
//! doing the work again.

use super::entities::webhook_event;
use super::now;
use sea_orm::{DatabaseConnection, DbErr, EntityTrait, Set};

pub async fn is_handled(db: &DatabaseConnection, event_id: &str) -> Result<bool, DbErr> {
    Ok(webhook_event::Entity::find_by_id(event_id)
        .one(db)
        .await?
        .is_some())
}

/// Remembers a handled event. Recording it twice is harmless: two deliveries
/// handled at the same moment both did idempotent work.
pub async fn record(
    db: &DatabaseConnection,
    event_id: &str,
    event_type: &str,
) -> Result<(), DbErr> {
    let row = webhook_event::ActiveModel {
        event_id: Set(event_id.to_owned()),
        event_type: Set(event_type.to_owned()),
        received_at: Set(now()),
    };
    webhook_event::Entity::insert(row)
        .on_conflict_do_nothing()
        .exec_without_returning(db)
        .await?;
    Ok(())
}
