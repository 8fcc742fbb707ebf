//! A group card's messages its recipient reported: taken off the card at
//! once, then put back or deleted by staff. Moderation works on sent cards,
//! so these changes do not pass the signing gate (`group_cards`): nobody
//! signs or edits a sent card.

use super::entities::{group_card, group_message};
use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, ExprTrait, QueryFilter};

/// Marks a message of `card_id` as reported, unless the organiser hid it
/// (then nobody could see it to report it). Answers whether the message is
/// on the card and reported now, by this report or an earlier one.
pub async fn report(
    db: &impl ConnectionTrait,
    card_id: &str,
    message_id: &str,
    at: DateTime<Utc>,
) -> Result<bool, DbErr> {
    use group_message::Column;
    group_message::Entity::update_many()
        .col_expr(
            Column::ReportedAt,
            Expr::col(Column::ReportedAt).if_null(at),
        )
        .filter(Column::Id.eq(message_id))
        .filter(Column::GroupCardId.eq(card_id))
        .filter(Column::HiddenAt.is_null())
        .exec(db)
        .await
        .map(|updated| updated.rows_affected == 1)
}

/// Puts a reported message back on its card.
pub async fn clear(db: &impl ConnectionTrait, message_id: &str) -> Result<(), DbErr> {
    group_message::Entity::update_many()
        .col_expr(
            group_message::Column::ReportedAt,
            Expr::value(None::<DateTime<Utc>>),
        )
        .filter(group_message::Column::Id.eq(message_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Deletes a reported message for good, and counts it off its card;
/// answers its photo's key, for the file to go once this is committed.
pub async fn remove(db: &impl ConnectionTrait, message_id: &str) -> Result<Option<String>, DbErr> {
    let Some(message) = group_message::Entity::find_by_id(message_id)
        .one(db)
        .await?
    else {
        return Ok(None);
    };
    group_message::Entity::delete_by_id(message_id)
        .exec(db)
        .await?;
    group_card::Entity::update_many()
        .col_expr(
            group_card::Column::MessageCount,
            Expr::col(group_card::Column::MessageCount).sub(1),
        )
        .filter(group_card::Column::Id.eq(message.group_card_id))
        .filter(group_card::Column::MessageCount.gt(0))
        .exec(db)
        .await?;
    Ok(message.photo_key)
}

/// A reported message and the card it is on, for staff to judge; none once
/// it was deleted.
pub async fn find(
    db: &impl ConnectionTrait,
    message_id: &str,
) -> Result<Option<(group_message::Model, group_card::Model)>, DbErr> {
    let Some(message) = group_message::Entity::find_by_id(message_id)
        .one(db)
        .await?
    else {
        return Ok(None);
    };
    let card = group_card::Entity::find_by_id(&message.group_card_id)
        .one(db)
        .await?;
    Ok(card.map(|card| (message, card)))
}
