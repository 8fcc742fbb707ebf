//! Cards sent by email: sends and their deliveries, the exactly-once claim
//! of due deliveries by whichever instance gets there first, and the list of
//! addresses that asked never to receive a card again.

use super::entities::{card_delivery, card_send, email_unsubscribe};
use super::now;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, ExprTrait, LockBehavior, LockType};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbBackend,
    DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set,
    TransactionTrait,
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
    super::serialise_on(&txn, &format!("card-sends:{}", send.user_id)).await?;
    let at = now();
    let stored = card_send::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(send.user_id.to_owned()),
        image_id: Set(send.image_id.to_owned()),
        sender_name: Set(send.sender_name.to_owned()),
        message: Set(send.message.to_owned()),
        time_zone: Set(send.time_zone.to_owned()),
        local_send_at: Set(send.local_send_at),
        due_at: Set(send.due_at),
        created_at: Set(at),
        cancelled_at: Set(None),
    }
    .insert(&txn)
    .await?;
    let mut deliveries = Vec::with_capacity(send.recipients.len());
    for (name, email) in send.recipients {
        let id = uuid::Uuid::new_v4().to_string();
        let token_hash = (send.token_hash_for)(&id);
        let delivery = card_delivery::ActiveModel {
            message_id: Set(format!("<card-{id}@{}>", send.mail_domain)),
            id: Set(id),
            send_id: Set(stored.id.clone()),
            user_id: Set(send.user_id.to_owned()),
            recipient_name: Set(name),
            recipient_email: Set(email),
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
            created_at: Set(at),
        }
        .insert(&txn)
        .await?;
        deliveries.push(delivery);
    }
    let recent = card_delivery::Entity::find()
        .filter(card_delivery::Column::UserId.eq(send.user_id))
        .filter(card_delivery::Column::CreatedAt.gt(at - Duration::days(1)))
        .count(&txn)
        .await?;
    if recent > per_day {
        txn.rollback().await?;
        return Err(CreateSendError::DailyLimit);
    }
    txn.commit().await?;
    Ok((stored, deliveries))
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
