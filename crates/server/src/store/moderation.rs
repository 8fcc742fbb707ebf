//! The moderation queue and the strikes it hands out. Every decision is a
//! conditional update from "open", so an item is decided once however many
//! staff press the button at the same moment.

use super::entities::account_strike;
use super::entities::moderation_item::{self, ModerationKind, ModerationStatus};
use super::{new_id, now};
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, ExprTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};

pub type ModerationItem = moderation_item::Model;

/// The longest prompt kept with a flagged generation.
const LONGEST_PROMPT: usize = 4_000;

/// Puts a reported card in the queue, or counts one more report on the
/// item it already has (reopening one that was restored).
pub async fn record_report(
    db: &impl ConnectionTrait,
    user_id: &str,
    send_id: &str,
    image_id: &str,
    at: DateTime<Utc>,
) -> Result<(), DbErr> {
    let item = moderation_item::ActiveModel {
        send_id: Set(Some(send_id.to_owned())),
        image_id: Set(Some(image_id.to_owned())),
        ..reported(ModerationKind::ReportedCard, user_id, at)
    };
    count_report(db, item, moderation_item::Column::SendId, at).await
}

/// Puts a reported message of a group card in the queue (under its
/// organiser's account), or counts one more report on its item.
pub async fn record_message_report(
    db: &impl ConnectionTrait,
    user_id: &str,
    message_id: &str,
    at: DateTime<Utc>,
) -> Result<(), DbErr> {
    let item = moderation_item::ActiveModel {
        group_message_id: Set(Some(message_id.to_owned())),
        ..reported(ModerationKind::ReportedMessage, user_id, at)
    };
    count_report(db, item, moderation_item::Column::GroupMessageId, at).await
}

/// A new open item with its first report and nothing reported in it yet.
fn reported(
    kind: ModerationKind,
    user_id: &str,
    at: DateTime<Utc>,
) -> moderation_item::ActiveModel {
    moderation_item::ActiveModel {
        id: Set(new_id()),
        kind: Set(kind),
        user_id: Set(user_id.to_owned()),
        send_id: Set(None),
        image_id: Set(None),
        group_message_id: Set(None),
        prompt: Set(None),
        reports: Set(1),
        status: Set(ModerationStatus::Open),
        created_at: Set(at),
        last_reported_at: Set(at),
        decided_at: Set(None),
        decided_by: Set(None),
    }
}

/// Inserts `item`, or, when an item with the same `key` (unique) exists,
/// counts one more report on it and opens it again.
async fn count_report(
    db: &impl ConnectionTrait,
    item: moderation_item::ActiveModel,
    key: moderation_item::Column,
    at: DateTime<Utc>,
) -> Result<(), DbErr> {
    use moderation_item::Column;
    let counted = OnConflict::column(key)
        .value(
            Column::Reports,
            Expr::col((moderation_item::Entity, Column::Reports)).add(1),
        )
        .value(Column::Status, ModerationStatus::Open)
        .value(Column::LastReportedAt, at)
        .value(Column::DecidedAt, None::<DateTime<Utc>>)
        .value(Column::DecidedBy, None::<String>)
        .to_owned();
    moderation_item::Entity::insert(item)
        .on_conflict(counted)
        .exec_without_returning(db)
        .await?;
    Ok(())
}

/// Records a prompt the provider refused. An account has one open item for
/// its refusals, holding the latest prompt and their count, so a run of
/// refused prompts is one thing to judge and the queue stays bounded.
pub async fn record_refusal(
    db: &impl ConnectionTrait,
    user_id: &str,
    prompt: &str,
) -> Result<(), DbErr> {
    use moderation_item::Column;
    let at = now();
    let prompt: String = prompt.chars().take(LONGEST_PROMPT).collect();
    let counted = moderation_item::Entity::update_many()
        .col_expr(Column::Reports, Expr::col(Column::Reports).add(1))
        .col_expr(Column::Prompt, Expr::value(prompt.clone()))
        .col_expr(Column::LastReportedAt, Expr::value(at))
        .filter(Column::UserId.eq(user_id))
        .filter(Column::Kind.eq(ModerationKind::FlaggedGeneration))
        .filter(Column::Status.eq(ModerationStatus::Open))
        .exec(db)
        .await?;
    if counted.rows_affected > 0 {
        return Ok(());
    }
    moderation_item::Entity::insert(moderation_item::ActiveModel {
        prompt: Set(Some(prompt)),
        ..reported(ModerationKind::FlaggedGeneration, user_id, at)
    })
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// Which part of the queue to read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QueueView {
    /// Waiting for a decision, most recently reported first.
    Open,
    /// Restored or removed, most recently decided first.
    Decided,
}

/// One page of the queue and how many items that part holds.
pub async fn page(
    db: &impl ConnectionTrait,
    view: QueueView,
    offset: u64,
    limit: u64,
) -> Result<(Vec<ModerationItem>, u64), DbErr> {
    use moderation_item::Column;
    let query = match view {
        QueueView::Open => moderation_item::Entity::find()
            .filter(Column::Status.eq(ModerationStatus::Open))
            .order_by_desc(Column::LastReportedAt),
        QueueView::Decided => moderation_item::Entity::find()
            .filter(Column::Status.ne(ModerationStatus::Open))
            .order_by_desc(Column::DecidedAt),
    };
    let total = query.clone().count(db).await?;
    let items = query
        .order_by_asc(Column::Id)
        .offset(offset)
        .limit(limit)
        .all(db)
        .await?;
    Ok((items, total))
}

pub async fn find(db: &impl ConnectionTrait, id: &str) -> Result<Option<ModerationItem>, DbErr> {
    moderation_item::Entity::find_by_id(id).one(db).await
}

/// Moves an open item to `status`; false when it was decided already.
pub async fn decide(
    db: &impl ConnectionTrait,
    id: &str,
    status: ModerationStatus,
    decided_by: &str,
    at: DateTime<Utc>,
) -> Result<bool, DbErr> {
    use moderation_item::Column;
    let decided = moderation_item::Entity::update_many()
        .col_expr(Column::Status, Expr::value(status))
        .col_expr(Column::DecidedAt, Expr::value(at))
        .col_expr(Column::DecidedBy, Expr::value(decided_by))
        .filter(Column::Id.eq(id))
        .filter(Column::Status.eq(ModerationStatus::Open))
        .exec(db)
        .await?;
    Ok(decided.rows_affected == 1)
}

/// Adds a strike to the account and returns how many it now has.
pub async fn strike(
    db: &impl ConnectionTrait,
    user_id: &str,
    at: DateTime<Utc>,
) -> Result<u32, DbErr> {
    use account_strike::Column;
    let first = account_strike::ActiveModel {
        user_id: Set(user_id.to_owned()),
        strikes: Set(1),
        last_struck_at: Set(at),
    };
    let one_more = OnConflict::column(Column::UserId)
        .value(
            Column::Strikes,
            Expr::col((account_strike::Entity, Column::Strikes)).add(1),
        )
        .value(Column::LastStruckAt, at)
        .to_owned();
    account_strike::Entity::insert(first)
        .on_conflict(one_more)
        .exec_without_returning(db)
        .await?;
    strikes_of(db, user_id).await
}

pub async fn strikes_of(db: &impl ConnectionTrait, user_id: &str) -> Result<u32, DbErr> {
    let strikes: Option<i32> = account_strike::Entity::find_by_id(user_id)
        .select_only()
        .column(account_strike::Column::Strikes)
        .into_tuple()
        .one(db)
        .await?;
    Ok(strikes.map_or(0, |strikes| u32::try_from(strikes).unwrap_or(0)))
}

/// Forgets an erased account's items and strikes.
pub async fn erase_for_user(db: &impl ConnectionTrait, user_id: &str) -> Result<(), DbErr> {
    moderation_item::Entity::delete_many()
        .filter(moderation_item::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    account_strike::Entity::delete_many()
        .filter(account_strike::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}
