//! Cards sent by email: sends and their deliveries, the exactly-once claim
//! of due deliveries by whichever instance gets there first, and the list of
//! addresses that asked never to receive a card again.

use super::entities::{card_delivery, card_send, email_unsubscribe};
use super::now;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, ExprTrait, LockBehavior, LockType};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection,
    DatabaseTransaction, DbBackend, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, TransactionTrait,
};

pub type Send = card_send::Model;
pub type Delivery = card_delivery::Model;

pub const SCHEDULED: &str = "scheduled";
pub const SENT: &str = "sent";
pub const FAILED: &str = "failed";
pub const CANCELLED: &str = "cancelled";

/// A send to store, with one `(name, email)` per recipient.
pub struct NewSend<'a> {
    pub user_id: &'a str,
    pub image_id: &'a str,
    pub sender_name: &'a str,
    pub message: &'a str,
    /// classic, modern or handwritten.
    pub font: &'a str,
    pub time_zone: &'a str,
    pub local_send_at: Option<String>,
    pub due_at: DateTime<Utc>,
    pub recipients: Vec<(String, String)>,
    /// The stored hash of a delivery's card-page token, from its id.
    pub token_hash_for: &'a (dyn Fn(&str) -> String + Sync),
    /// Message-IDs end in this domain (the site's host).
    pub mail_domain: &'a str,
}

#[derive(Debug, thiserror::Error)]
pub enum CreateSendError {
    #[error("the account reached its recipients for the day")]
    DailyLimit,
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// Stores a send unless the account would then have sent to more than
/// `per_day` recipients in the last 24 hours. Sends of one account are
/// serialised (SQLite's write lock taken by the insert, a PostgreSQL
/// advisory lock), so parallel requests cannot pass the limit together.
#[tracing::instrument(skip_all, fields(user_id = %send.user_id), err)]
pub async fn create(
    db: &DatabaseConnection,
    send: NewSend<'_>,
    per_day: u64,
) -> Result<(Send, Vec<Delivery>), CreateSendError> {
    let txn = db.begin().await?;
    super::serialise_on(&txn, &limit_key(send.user_id)).await?;
    let at = now();
    let stored = card_send::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(send.user_id.to_owned()),
        image_id: Set(send.image_id.to_owned()),
        sender_name: Set(send.sender_name.to_owned()),
        message: Set(send.message.to_owned()),
        font: Set(Some(send.font.to_owned())),
        time_zone: Set(send.time_zone.to_owned()),
        local_send_at: Set(send.local_send_at.clone()),
        due_at: Set(send.due_at),
        created_at: Set(at),
        cancelled_at: Set(None),
        reported_at: Set(None),
    }
    .insert(&txn)
    .await?;
    let deliveries = insert_deliveries(&txn, &stored, &send, at).await?;
    if !within_daily_limit(&txn, send.user_id, at, per_day).await? {
        txn.rollback().await?;
        return Err(CreateSendError::DailyLimit);
    }
    txn.commit().await?;
    Ok((stored, deliveries))
}

fn limit_key(user_id: &str) -> String {
    format!("card-sends:{user_id}")
}

async fn insert_deliveries(
    txn: &DatabaseTransaction,
    stored: &Send,
    send: &NewSend<'_>,
    at: DateTime<Utc>,
) -> Result<Vec<Delivery>, DbErr> {
    let mut deliveries = Vec::with_capacity(send.recipients.len());
    // A microsecond apart, so listing by creation keeps the order they were entered in.
    for ((name, email), order) in send.recipients.iter().zip(0..) {
        let id = uuid::Uuid::new_v4().to_string();
        let token_hash = (send.token_hash_for)(&id);
        let delivery = card_delivery::ActiveModel {
            message_id: Set(format!("<card-{id}@{}>", send.mail_domain)),
            id: Set(id),
            send_id: Set(stored.id.clone()),
            user_id: Set(send.user_id.to_owned()),
            recipient_name: Set(name.clone()),
            recipient_email: Set(email.clone()),
            token_hash: Set(token_hash),
            status: Set(SCHEDULED.to_owned()),
            due_at: Set(send.due_at),
            attempts: Set(0),
            lease_until: Set(None),
            failure: Set(None),
            sent_at: Set(None),
            opened_at: Set(None),
            thanks: Set(None),
            thanked_at: Set(None),
            created_at: Set(at + Duration::microseconds(order)),
            resent_at: Set(None),
        }
        .insert(txn)
        .await?;
        deliveries.push(delivery);
    }
    Ok(deliveries)
}

/// Whether the account's recipients of the last 24 hours, counting what
/// this transaction added, stay within `per_day`.
async fn within_daily_limit(
    txn: &DatabaseTransaction,
    user_id: &str,
    at: DateTime<Utc>,
    per_day: u64,
) -> Result<bool, DbErr> {
    let recent = card_delivery::Entity::find()
        .filter(card_delivery::Column::UserId.eq(user_id))
        .filter(card_delivery::Column::CreatedAt.gt(at - Duration::days(1)))
        .count(txn)
        .await?;
    Ok(recent <= per_day)
}

#[derive(Debug, thiserror::Error)]
pub enum EditSendError {
    #[error("the card is already on its way")]
    NotEditable,
    #[error("the account reached its recipients for the day")]
    DailyLimit,
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// Replaces a scheduled send's words, time and recipients. Only a send none
/// of whose deliveries was attempted or claimed can change: the deliveries
/// are deleted on exactly that condition, and the edit is undone when a
/// courier got to one first.
#[tracing::instrument(skip_all, fields(send_id = %send_id), err)]
pub async fn edit(
    db: &DatabaseConnection,
    send_id: &str,
    send: NewSend<'_>,
    per_day: u64,
) -> Result<(Send, Vec<Delivery>), EditSendError> {
    let txn = db.begin().await?;
    super::serialise_on(&txn, &limit_key(send.user_id)).await?;
    let Some(stored) = card_send::Entity::find_by_id(send_id)
        .filter(card_send::Column::UserId.eq(send.user_id))
        .one(&txn)
        .await?
    else {
        return Err(EditSendError::NotEditable);
    };
    let existing = card_delivery::Entity::find()
        .filter(card_delivery::Column::SendId.eq(send_id))
        .count(&txn)
        .await?;
    let deleted = card_delivery::Entity::delete_many()
        .filter(card_delivery::Column::SendId.eq(send_id))
        .filter(card_delivery::Column::Status.eq(SCHEDULED))
        .filter(card_delivery::Column::Attempts.eq(0))
        .filter(card_delivery::Column::LeaseUntil.is_null())
        .exec(&txn)
        .await?
        .rows_affected;
    if deleted != existing || stored.cancelled_at.is_some() || stored.reported_at.is_some() {
        txn.rollback().await?;
        return Err(EditSendError::NotEditable);
    }
    let mut changed: card_send::ActiveModel = stored.into();
    changed.sender_name = Set(send.sender_name.to_owned());
    changed.message = Set(send.message.to_owned());
    changed.font = Set(Some(send.font.to_owned()));
    changed.time_zone = Set(send.time_zone.to_owned());
    changed.local_send_at = Set(send.local_send_at.clone());
    changed.due_at = Set(send.due_at);
    let stored = changed.update(&txn).await?;
    let at = now();
    let deliveries = insert_deliveries(&txn, &stored, &send, at).await?;
    if !within_daily_limit(&txn, send.user_id, at, per_day).await? {
        txn.rollback().await?;
        return Err(EditSendError::DailyLimit);
    }
    txn.commit().await?;
    Ok((stored, deliveries))
}

/// Cancels a send: its deliveries not yet claimed never go out (a courier
/// holding one checks the send again before mailing). Answers how many
/// deliveries were stopped.
pub async fn cancel(
    db: &DatabaseConnection,
    send_id: &str,
    at: DateTime<Utc>,
) -> Result<u64, DbErr> {
    card_send::Entity::update_many()
        .col_expr(card_send::Column::CancelledAt, Expr::value(at))
        .filter(card_send::Column::Id.eq(send_id))
        .filter(card_send::Column::CancelledAt.is_null())
        .exec(db)
        .await?;
    let stopped = card_delivery::Entity::update_many()
        .col_expr(card_delivery::Column::Status, Expr::value(CANCELLED))
        .filter(card_delivery::Column::SendId.eq(send_id))
        .filter(card_delivery::Column::Status.eq(SCHEDULED))
        .filter(
            Condition::any()
                .add(card_delivery::Column::LeaseUntil.is_null())
                .add(card_delivery::Column::LeaseUntil.lt(at)),
        )
        .exec(db)
        .await?;
    Ok(stopped.rows_affected)
}

/// Disables a reported card for every recipient and stops what is left to send.
pub async fn report(
    db: &DatabaseConnection,
    send_id: &str,
    at: DateTime<Utc>,
) -> Result<(), DbErr> {
    card_send::Entity::update_many()
        .col_expr(card_send::Column::ReportedAt, Expr::value(at))
        .filter(card_send::Column::Id.eq(send_id))
        .filter(card_send::Column::ReportedAt.is_null())
        .exec(db)
        .await?;
    cancel(db, send_id, at).await?;
    Ok(())
}

/// Puts a sent or failed delivery that was never opened back in line to go
/// out now, as a new message, at most once a day. False when it may not.
pub async fn resend(
    db: &DatabaseConnection,
    delivery_id: &str,
    message_id: &str,
    at: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let updated = card_delivery::Entity::update_many()
        .col_expr(card_delivery::Column::Status, Expr::value(SCHEDULED))
        .col_expr(card_delivery::Column::DueAt, Expr::value(at))
        .col_expr(card_delivery::Column::Attempts, Expr::value(0))
        .col_expr(card_delivery::Column::Failure, Expr::value(None::<String>))
        .col_expr(card_delivery::Column::MessageId, Expr::value(message_id))
        .col_expr(card_delivery::Column::ResentAt, Expr::value(at))
        .filter(card_delivery::Column::Id.eq(delivery_id))
        .filter(card_delivery::Column::Status.is_in([SENT, FAILED]))
        .filter(card_delivery::Column::OpenedAt.is_null())
        .filter(
            Condition::any()
                .add(card_delivery::Column::ResentAt.is_null())
                .add(card_delivery::Column::ResentAt.lt(at - RESEND_INTERVAL)),
        )
        .exec(db)
        .await?;
    Ok(updated.rows_affected == 1)
}

/// How long after one re-send the next may go.
pub const RESEND_INTERVAL: Duration = Duration::days(1);

/// A user's sends, newest first, each with its deliveries, and how many
/// sends the user has in all.
pub async fn list_for_user(
    db: &DatabaseConnection,
    user_id: &str,
    page: u64,
    per_page: u64,
) -> Result<(Vec<(Send, Vec<Delivery>)>, u64), DbErr> {
    let query = card_send::Entity::find()
        .filter(card_send::Column::UserId.eq(user_id))
        .order_by_desc(card_send::Column::CreatedAt)
        .order_by_desc(card_send::Column::Id);
    let total = query.clone().count(db).await?;
    let sends = query
        .offset((page - 1).saturating_mul(per_page))
        .limit(per_page)
        .all(db)
        .await?;
    let ids: Vec<&str> = sends.iter().map(|send| send.id.as_str()).collect();
    let mut deliveries = card_delivery::Entity::find()
        .filter(card_delivery::Column::SendId.is_in(ids))
        .order_by_asc(card_delivery::Column::CreatedAt)
        .order_by_asc(card_delivery::Column::RecipientEmail)
        .all(db)
        .await?;
    let listed = sends
        .into_iter()
        .map(|send| {
            let (own, rest) = deliveries.drain(..).partition(|d| d.send_id == send.id);
            deliveries = rest;
            (send, own)
        })
        .collect();
    Ok((listed, total))
}

/// One of a user's sends with its deliveries.
pub async fn find_for_user(
    db: &DatabaseConnection,
    user_id: &str,
    send_id: &str,
) -> Result<Option<(Send, Vec<Delivery>)>, DbErr> {
    let Some(send) = card_send::Entity::find_by_id(send_id)
        .filter(card_send::Column::UserId.eq(user_id))
        .one(db)
        .await?
    else {
        return Ok(None);
    };
    let deliveries = card_delivery::Entity::find()
        .filter(card_delivery::Column::SendId.eq(send_id))
        .order_by_asc(card_delivery::Column::CreatedAt)
        .order_by_asc(card_delivery::Column::RecipientEmail)
        .all(db)
        .await?;
    Ok(Some((send, deliveries)))
}

/// The delivery a card page's token belongs to.
pub async fn find_by_token_hash(
    db: &DatabaseConnection,
    token_hash: &str,
) -> Result<Option<Delivery>, DbErr> {
    card_delivery::Entity::find()
        .filter(card_delivery::Column::TokenHash.eq(token_hash))
        .one(db)
        .await
}

/// Records the first time the recipient opened the card page.
pub async fn mark_opened(
    db: &DatabaseConnection,
    id: &str,
    at: DateTime<Utc>,
) -> Result<(), DbErr> {
    card_delivery::Entity::update_many()
        .col_expr(card_delivery::Column::OpenedAt, Expr::value(at))
        .filter(card_delivery::Column::Id.eq(id))
        .filter(card_delivery::Column::OpenedAt.is_null())
        .exec(db)
        .await?;
    Ok(())
}

/// Keeps the recipient's one thank-you; false when there already is one.
pub async fn thank(
    db: &DatabaseConnection,
    id: &str,
    thanks: &str,
    at: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let updated = card_delivery::Entity::update_many()
        .col_expr(card_delivery::Column::Thanks, Expr::value(thanks))
        .col_expr(card_delivery::Column::ThankedAt, Expr::value(at))
        .filter(card_delivery::Column::Id.eq(id))
        .filter(card_delivery::Column::Thanks.is_null())
        .exec(db)
        .await?;
    Ok(updated.rows_affected == 1)
}

/// Due deliveries that no live instance holds, each now leased to the
/// caller until `now + lease` and counted as an attempt. Two instances
/// never claim the same delivery: the lease is taken by a conditional update
/// that only one claim can win, and on PostgreSQL a claim also skips the
/// rows another claim has locked rather than wait for them. (SQLite's
/// updates run one at a time outside a transaction, so a read lock is never
/// upgraded under a competing writer.)
pub async fn claim_due(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
    lease: Duration,
    limit: u64,
) -> Result<Vec<Delivery>, DbErr> {
    let due = card_delivery::Entity::find()
        .filter(claimable(now))
        .order_by_asc(card_delivery::Column::DueAt)
        .limit(limit);
    if db.get_database_backend() != DbBackend::Postgres {
        let candidates = due.all(db).await?;
        return take_leases(db, candidates, now, lease).await;
    }
    let txn = db.begin().await?;
    let candidates = due
        .lock_with_behavior(LockType::Update, LockBehavior::SkipLocked)
        .all(&txn)
        .await?;
    let claimed = take_leases(&txn, candidates, now, lease).await?;
    txn.commit().await?;
    Ok(claimed)
}

async fn take_leases(
    db: &impl ConnectionTrait,
    candidates: Vec<Delivery>,
    now: DateTime<Utc>,
    lease: Duration,
) -> Result<Vec<Delivery>, DbErr> {
    let lease_until = now + lease;
    let mut claimed = Vec::with_capacity(candidates.len());
    for candidate in candidates {
        let won = card_delivery::Entity::update_many()
            .col_expr(card_delivery::Column::LeaseUntil, Expr::value(lease_until))
            .col_expr(
                card_delivery::Column::Attempts,
                Expr::col(card_delivery::Column::Attempts).add(1),
            )
            .filter(card_delivery::Column::Id.eq(&candidate.id))
            .filter(claimable(now))
            .exec(db)
            .await?
            .rows_affected
            == 1;
        if won {
            claimed.push(Delivery {
                lease_until: Some(lease_until),
                attempts: candidate.attempts + 1,
                ..candidate
            });
        }
    }
    Ok(claimed)
}

fn claimable(now: DateTime<Utc>) -> Condition {
    Condition::all()
        .add(card_delivery::Column::Status.eq(SCHEDULED))
        .add(card_delivery::Column::DueAt.lte(now))
        .add(
            Condition::any()
                .add(card_delivery::Column::LeaseUntil.is_null())
                .add(card_delivery::Column::LeaseUntil.lt(now)),
        )
}

/// Records a delivery as sent and releases its lease.
pub async fn mark_sent(db: &DatabaseConnection, id: &str, at: DateTime<Utc>) -> Result<(), DbErr> {
    finish(db, id, SENT, None, Some(at)).await
}

/// Gives a delivery up, with the reason the sender will see.
pub async fn mark_failed(db: &DatabaseConnection, id: &str, reason: &str) -> Result<(), DbErr> {
    finish(db, id, FAILED, Some(reason), None).await
}

async fn finish(
    db: &DatabaseConnection,
    id: &str,
    status: &str,
    failure: Option<&str>,
    sent_at: Option<DateTime<Utc>>,
) -> Result<(), DbErr> {
    card_delivery::Entity::update_many()
        .col_expr(card_delivery::Column::Status, Expr::value(status))
        .col_expr(card_delivery::Column::Failure, Expr::value(failure))
        .col_expr(card_delivery::Column::SentAt, Expr::value(sent_at))
        .col_expr(
            card_delivery::Column::LeaseUntil,
            Expr::value(None::<DateTime<Utc>>),
        )
        .filter(card_delivery::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Puts a delivery back in line after a failed attempt, to be tried again
/// at `retry_at` by any instance.
pub async fn retry_at(
    db: &DatabaseConnection,
    id: &str,
    retry_at: DateTime<Utc>,
    reason: &str,
) -> Result<(), DbErr> {
    card_delivery::Entity::update_many()
        .col_expr(card_delivery::Column::DueAt, Expr::value(retry_at))
        .col_expr(card_delivery::Column::Failure, Expr::value(reason))
        .col_expr(
            card_delivery::Column::LeaseUntil,
            Expr::value(None::<DateTime<Utc>>),
        )
        .filter(card_delivery::Column::Id.eq(id))
        .filter(card_delivery::Column::Status.eq(SCHEDULED))
        .exec(db)
        .await?;
    Ok(())
}

/// Remembers that `email` wants no more cards.
pub async fn unsubscribe(db: &DatabaseConnection, email: &str) -> Result<(), DbErr> {
    email_unsubscribe::Entity::insert(email_unsubscribe::ActiveModel {
        email: Set(email.to_owned()),
        created_at: Set(now()),
    })
    .on_conflict_do_nothing()
    .exec(db)
    .await?;
    Ok(())
}

pub async fn find_send(db: &DatabaseConnection, id: &str) -> Result<Option<Send>, DbErr> {
    card_send::Entity::find_by_id(id).one(db).await
}

/// Takes a delivery out of line for good, without sending it.
pub async fn mark_cancelled(db: &DatabaseConnection, id: &str) -> Result<(), DbErr> {
    finish(db, id, CANCELLED, None, None).await
}

pub async fn find_delivery(db: &DatabaseConnection, id: &str) -> Result<Option<Delivery>, DbErr> {
    card_delivery::Entity::find_by_id(id).one(db).await
}

pub async fn is_unsubscribed(db: &DatabaseConnection, email: &str) -> Result<bool, DbErr> {
    Ok(email_unsubscribe::Entity::find_by_id(email)
        .one(db)
        .await?
        .is_some())
}
