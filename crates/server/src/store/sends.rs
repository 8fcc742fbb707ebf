//! Cards sent by email: sends and their recipients, the exactly-once claim
//! of due recipients by whichever instance gets there first, and the list of
//! addresses that asked never to receive a card again.

use super::due_work::{self, DueWork};
use super::entities::{email_unsubscribe, recipient, send};
use super::now;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, SimpleExpr};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection,
    DatabaseTransaction, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    Set, TransactionTrait,
};

pub use super::entities::recipient::RecipientStatus;

pub type Send = send::Model;
pub type Recipient = recipient::Model;
/// A send with its recipients, in the order they were entered.
pub type SendWithRecipients = (Send, Vec<Recipient>);

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
    /// The stored hash of a recipient's card-page token, from its id.
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
) -> Result<SendWithRecipients, CreateSendError> {
    let txn = db.begin().await?;
    match create_in(&txn, send, per_day).await {
        Ok(created) => {
            txn.commit().await?;
            Ok(created)
        }
        Err(err) => {
            txn.rollback().await?;
            Err(err)
        }
    }
}

/// [`create`] inside the caller's transaction, which it leaves open.
pub async fn create_in(
    txn: &DatabaseTransaction,
    send: NewSend<'_>,
    per_day: u64,
) -> Result<SendWithRecipients, CreateSendError> {
    super::serialise_on(txn, &limit_key(send.user_id)).await?;
    let at = now();
    let stored = send::ActiveModel {
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
    .insert(txn)
    .await?;
    let recipients = insert_recipients(txn, &stored, &send, at).await?;
    if !within_daily_limit(txn, send.user_id, at, per_day).await? {
        return Err(CreateSendError::DailyLimit);
    }
    Ok((stored, recipients))
}

fn limit_key(user_id: &str) -> String {
    format!("card-sends:{user_id}")
}

async fn insert_recipients(
    txn: &DatabaseTransaction,
    stored: &Send,
    send: &NewSend<'_>,
    at: DateTime<Utc>,
) -> Result<Vec<Recipient>, DbErr> {
    let mut recipients = Vec::with_capacity(send.recipients.len());
    // A microsecond apart, so listing by creation keeps the order they were entered in.
    for ((name, email), order) in send.recipients.iter().zip(0..) {
        let id = uuid::Uuid::new_v4().to_string();
        let token_hash = (send.token_hash_for)(&id);
        let recipient = recipient::ActiveModel {
            message_id: Set(format!("<card-{id}@{}>", send.mail_domain)),
            id: Set(id),
            send_id: Set(stored.id.clone()),
            user_id: Set(send.user_id.to_owned()),
            recipient_name: Set(name.clone()),
            recipient_email: Set(email.clone()),
            token_hash: Set(token_hash),
            status: Set(RecipientStatus::Scheduled),
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
        recipients.push(recipient);
    }
    Ok(recipients)
}

/// Whether the account's recipients of the last 24 hours, counting what
/// this transaction added, stay within `per_day`.
async fn within_daily_limit(
    txn: &DatabaseTransaction,
    user_id: &str,
    at: DateTime<Utc>,
    per_day: u64,
) -> Result<bool, DbErr> {
    let recent = recipient::Entity::find()
        .filter(recipient::Column::UserId.eq(user_id))
        .filter(recipient::Column::CreatedAt.gt(at - Duration::days(1)))
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

/// Replaces a scheduled send's words, time and recipients. Only an editable
/// send can change ([`Send::is_editable`]): its recipients are deleted on
/// exactly the condition [`Recipient::untouched`], and the edit is undone
/// when a courier got to one first.
#[tracing::instrument(skip_all, fields(send_id = %send_id), err)]
pub async fn edit(
    db: &DatabaseConnection,
    send_id: &str,
    send: NewSend<'_>,
    per_day: u64,
) -> Result<SendWithRecipients, EditSendError> {
    let txn = db.begin().await?;
    super::serialise_on(&txn, &limit_key(send.user_id)).await?;
    let Some(stored) = send::Entity::find_by_id(send_id)
        .filter(send::Column::UserId.eq(send.user_id))
        .one(&txn)
        .await?
    else {
        return Err(EditSendError::NotEditable);
    };
    let existing = recipient::Entity::find()
        .filter(recipient::Column::SendId.eq(send_id))
        .count(&txn)
        .await?;
    let deleted = recipient::Entity::delete_many()
        .filter(recipient::Column::SendId.eq(send_id))
        .filter(Recipient::untouched())
        .exec(&txn)
        .await?
        .rows_affected;
    if deleted != existing || !stored.is_open() {
        txn.rollback().await?;
        return Err(EditSendError::NotEditable);
    }
    let mut changed: send::ActiveModel = stored.into();
    changed.sender_name = Set(send.sender_name.to_owned());
    changed.message = Set(send.message.to_owned());
    changed.font = Set(Some(send.font.to_owned()));
    changed.time_zone = Set(send.time_zone.to_owned());
    changed.local_send_at = Set(send.local_send_at.clone());
    changed.due_at = Set(send.due_at);
    let stored = changed.update(&txn).await?;
    let at = now();
    let recipients = insert_recipients(&txn, &stored, &send, at).await?;
    if !within_daily_limit(&txn, send.user_id, at, per_day).await? {
        txn.rollback().await?;
        return Err(EditSendError::DailyLimit);
    }
    txn.commit().await?;
    Ok((stored, recipients))
}

/// Cancels a send: its recipients not yet claimed are never mailed (a
/// courier holding one checks the send again before mailing). Answers how
/// many recipients were stopped.
pub async fn cancel(
    db: &DatabaseConnection,
    send_id: &str,
    at: DateTime<Utc>,
) -> Result<u64, DbErr> {
    let sends = send::Column::Id.eq(send_id);
    cancel_matching(db, sends, recipient::Column::SendId.eq(send_id), at).await
}

/// Cancels every send of the account, as `cancel` does one (a deleted
/// account's cards are never mailed).
pub async fn cancel_all_for_user(
    db: &impl ConnectionTrait,
    user_id: &str,
    at: DateTime<Utc>,
) -> Result<u64, DbErr> {
    let sends = send::Column::UserId.eq(user_id);
    cancel_matching(db, sends, recipient::Column::UserId.eq(user_id), at).await
}

async fn cancel_matching(
    db: &impl ConnectionTrait,
    sends: SimpleExpr,
    recipients: SimpleExpr,
    at: DateTime<Utc>,
) -> Result<u64, DbErr> {
    send::Entity::update_many()
        .col_expr(send::Column::CancelledAt, Expr::value(at))
        .filter(sends)
        .filter(send::Column::CancelledAt.is_null())
        .exec(db)
        .await?;
    let stopped = recipient::Entity::update_many()
        .col_expr(
            recipient::Column::Status,
            Expr::value(RecipientStatus::Cancelled),
        )
        .filter(recipients)
        .filter(recipient::Column::Status.eq(RecipientStatus::Scheduled))
        .filter(
            Condition::any()
                .add(recipient::Column::LeaseUntil.is_null())
                .add(recipient::Column::LeaseUntil.lt(at)),
        )
        .exec(db)
        .await?;
    Ok(stopped.rows_affected)
}

/// Disables a reported card for every recipient, stops what is left to
/// send, and puts the card in the moderation queue (or counts the report on
/// its item there), all at once.
pub async fn report(db: &DatabaseConnection, send: &Send, at: DateTime<Utc>) -> Result<(), DbErr> {
    let txn = db.begin().await?;
    send::Entity::update_many()
        .col_expr(send::Column::ReportedAt, Expr::value(at))
        .filter(send::Column::Id.eq(send.id.as_str()))
        .filter(send::Column::ReportedAt.is_null())
        .exec(&txn)
        .await?;
    cancel_matching(
        &txn,
        send::Column::Id.eq(send.id.as_str()),
        recipient::Column::SendId.eq(send.id.as_str()),
        at,
    )
    .await?;
    super::moderation::record_report(&txn, &send.user_id, &send.id, &send.image_id, at).await?;
    txn.commit().await
}

/// Turns a reported card's link back on (staff restored it). Recipients
/// whose email the report stopped stay stopped.
pub async fn clear_report(db: &impl ConnectionTrait, send_id: &str) -> Result<(), DbErr> {
    send::Entity::update_many()
        .col_expr(send::Column::ReportedAt, Expr::value(None::<DateTime<Utc>>))
        .filter(send::Column::Id.eq(send_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Puts a recipient who may be sent the card again
/// ([`Recipient::can_resend`]) back in line to go out now, as a new message.
/// False when it may not.
pub async fn resend(
    db: &DatabaseConnection,
    recipient_id: &str,
    message_id: &str,
    at: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let updated = recipient::Entity::update_many()
        .col_expr(
            recipient::Column::Status,
            Expr::value(RecipientStatus::Scheduled),
        )
        .col_expr(recipient::Column::DueAt, Expr::value(at))
        .col_expr(recipient::Column::Attempts, Expr::value(0))
        .col_expr(recipient::Column::Failure, Expr::value(None::<String>))
        .col_expr(recipient::Column::MessageId, Expr::value(message_id))
        .col_expr(recipient::Column::ResentAt, Expr::value(at))
        .filter(recipient::Column::Id.eq(recipient_id))
        .filter(Recipient::resendable(at))
        .exec(db)
        .await?;
    Ok(updated.rows_affected == 1)
}

/// A user's sends, newest first, each with its recipients, and how many
/// sends the user has in all.
pub async fn list_for_user(
    db: &DatabaseConnection,
    user_id: &str,
    page: u64,
    per_page: u64,
) -> Result<(Vec<SendWithRecipients>, u64), DbErr> {
    let query = send::Entity::find()
        .filter(send::Column::UserId.eq(user_id))
        .order_by_desc(send::Column::CreatedAt)
        .order_by_desc(send::Column::Id);
    let total = query.clone().count(db).await?;
    let sends = query
        .offset((page - 1).saturating_mul(per_page))
        .limit(per_page)
        .all(db)
        .await?;
    let ids: Vec<&str> = sends.iter().map(|send| send.id.as_str()).collect();
    let mut recipients = recipient::Entity::find()
        .filter(recipient::Column::SendId.is_in(ids))
        .order_by_asc(recipient::Column::CreatedAt)
        .order_by_asc(recipient::Column::RecipientEmail)
        .all(db)
        .await?;
    let listed = sends
        .into_iter()
        .map(|send| {
            let (own, rest) = recipients.drain(..).partition(|r| r.send_id == send.id);
            recipients = rest;
            (send, own)
        })
        .collect();
    Ok((listed, total))
}

/// One of a user's sends with its recipients.
pub async fn find_for_user(
    db: &DatabaseConnection,
    user_id: &str,
    send_id: &str,
) -> Result<Option<SendWithRecipients>, DbErr> {
    let Some(send) = send::Entity::find_by_id(send_id)
        .filter(send::Column::UserId.eq(user_id))
        .one(db)
        .await?
    else {
        return Ok(None);
    };
    let recipients = recipient::Entity::find()
        .filter(recipient::Column::SendId.eq(send_id))
        .order_by_asc(recipient::Column::CreatedAt)
        .order_by_asc(recipient::Column::RecipientEmail)
        .all(db)
        .await?;
    Ok(Some((send, recipients)))
}

/// The recipient a card page's token belongs to.
pub async fn find_by_token_hash(
    db: &DatabaseConnection,
    token_hash: &str,
) -> Result<Option<Recipient>, DbErr> {
    recipient::Entity::find()
        .filter(recipient::Column::TokenHash.eq(token_hash))
        .one(db)
        .await
}

/// Records the first time the recipient opened the card page.
pub async fn mark_opened(
    db: &DatabaseConnection,
    id: &str,
    at: DateTime<Utc>,
) -> Result<(), DbErr> {
    recipient::Entity::update_many()
        .col_expr(recipient::Column::OpenedAt, Expr::value(at))
        .filter(recipient::Column::Id.eq(id))
        .filter(recipient::Column::OpenedAt.is_null())
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
    let updated = recipient::Entity::update_many()
        .col_expr(recipient::Column::Thanks, Expr::value(thanks))
        .col_expr(recipient::Column::ThankedAt, Expr::value(at))
        .filter(recipient::Column::Id.eq(id))
        .filter(recipient::Column::Thanks.is_null())
        .exec(db)
        .await?;
    Ok(updated.rows_affected == 1)
}

/// Due recipients that no live instance holds, each now leased to the
/// caller and counted as an attempt (see [`due_work::claim_due`]).
pub async fn claim_due(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
    lease: Duration,
    limit: u64,
) -> Result<Vec<Recipient>, DbErr> {
    due_work::claim_due::<recipient::Entity>(db, now, lease, limit).await
}

impl DueWork for recipient::Entity {
    const ID: recipient::Column = recipient::Column::Id;
    const DUE_AT: recipient::Column = recipient::Column::DueAt;
    const LEASE_UNTIL: recipient::Column = recipient::Column::LeaseUntil;
    const ATTEMPTS: recipient::Column = recipient::Column::Attempts;

    /// Scheduled, and not from a suspended account: those wait until the
    /// suspension is lifted.
    fn waiting() -> Condition {
        Condition::all()
            .add(recipient::Column::Status.eq(RecipientStatus::Scheduled))
            .add(due_work::of_active_account(recipient::Column::UserId))
    }

    fn id(row: &Recipient) -> &str {
        &row.id
    }

    fn claimed(row: Recipient, lease_until: DateTime<Utc>) -> Recipient {
        Recipient {
            lease_until: Some(lease_until),
            attempts: row.attempts + 1,
            ..row
        }
    }
}

/// Records a recipient's email as sent and releases its lease.
pub async fn mark_sent(db: &DatabaseConnection, id: &str, at: DateTime<Utc>) -> Result<(), DbErr> {
    finish(db, id, RecipientStatus::Sent, None, Some(at)).await
}

/// Gives a recipient up, with the reason the sender will see.
pub async fn mark_failed(db: &DatabaseConnection, id: &str, reason: &str) -> Result<(), DbErr> {
    finish(db, id, RecipientStatus::Failed, Some(reason), None).await
}

async fn finish(
    db: &DatabaseConnection,
    id: &str,
    status: RecipientStatus,
    failure: Option<&str>,
    sent_at: Option<DateTime<Utc>>,
) -> Result<(), DbErr> {
    recipient::Entity::update_many()
        .col_expr(recipient::Column::Status, Expr::value(status))
        .col_expr(recipient::Column::Failure, Expr::value(failure))
        .col_expr(recipient::Column::SentAt, Expr::value(sent_at))
        .col_expr(
            recipient::Column::LeaseUntil,
            Expr::value(None::<DateTime<Utc>>),
        )
        .filter(recipient::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Puts a recipient back in line after a failed attempt, to be tried again
/// at `retry_at` by any instance.
pub async fn retry_at(
    db: &DatabaseConnection,
    id: &str,
    retry_at: DateTime<Utc>,
    reason: &str,
) -> Result<(), DbErr> {
    recipient::Entity::update_many()
        .col_expr(recipient::Column::DueAt, Expr::value(retry_at))
        .col_expr(recipient::Column::Failure, Expr::value(reason))
        .col_expr(
            recipient::Column::LeaseUntil,
            Expr::value(None::<DateTime<Utc>>),
        )
        .filter(recipient::Column::Id.eq(id))
        .filter(recipient::Column::Status.eq(RecipientStatus::Scheduled))
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
    send::Entity::find_by_id(id).one(db).await
}

/// Takes a recipient out of line for good, without sending it.
pub async fn mark_cancelled(db: &DatabaseConnection, id: &str) -> Result<(), DbErr> {
    finish(db, id, RecipientStatus::Cancelled, None, None).await
}

pub async fn find_recipient(db: &DatabaseConnection, id: &str) -> Result<Option<Recipient>, DbErr> {
    recipient::Entity::find_by_id(id).one(db).await
}

pub async fn is_unsubscribed(db: &DatabaseConnection, email: &str) -> Result<bool, DbErr> {
    Ok(email_unsubscribe::Entity::find_by_id(email)
        .one(db)
        .await?
        .is_some())
}
