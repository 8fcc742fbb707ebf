//! Group cards: the cards, their invitations and their messages.
//!
//! Every change to a card's messages first passes a gate: one conditional
//! update of the card's own row that only succeeds while the card takes that
//! change (still collecting, before the deadline, under the signer limit).
//! The gate's row lock orders it against the sealing of the card, which is a
//! conditional update of the same row, so a message either makes it into
//! the card that is sent, whole, or is refused; never half, never after.

use super::due_work::{self, DueWork};
use super::entities::{group_card, group_invite, group_message};
use super::now;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, ExprTrait, Query};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbErr,
    EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait,
};

pub use super::entities::group_card::GroupCardStatus;

pub type GroupCard = group_card::Model;
pub type Invite = group_invite::Model;
pub type Message = group_message::Model;

/// A stored signature's strokes; a damaged one reads as none.
pub fn strokes(message: &Message) -> Vec<Vec<[u16; 2]>> {
    serde_json::from_str(&message.signature).unwrap_or_default()
}

/// A group card to store.
pub struct NewGroupCard {
    pub id: String,
    pub user_id: String,
    pub image_id: String,
    pub title: String,
    pub organiser_name: String,
    pub recipient_name: String,
    pub recipient_email: String,
    pub time_zone: String,
    pub local_deadline: String,
    pub deadline_at: DateTime<Utc>,
    pub local_send_at: String,
    pub due_at: DateTime<Utc>,
    pub hide_messages: bool,
    pub share_token_hash: String,
}

pub async fn create(db: &DatabaseConnection, card: NewGroupCard) -> Result<GroupCard, DbErr> {
    let at = now();
    group_card::ActiveModel {
        id: Set(card.id),
        user_id: Set(card.user_id),
        image_id: Set(card.image_id),
        title: Set(card.title),
        organiser_name: Set(card.organiser_name),
        recipient_name: Set(card.recipient_name),
        recipient_email: Set(card.recipient_email),
        time_zone: Set(card.time_zone),
        local_deadline: Set(card.local_deadline),
        deadline_at: Set(card.deadline_at),
        local_send_at: Set(card.local_send_at),
        due_at: Set(card.due_at),
        hide_messages: Set(card.hide_messages),
        share_version: Set(0),
        share_token_hash: Set(Some(card.share_token_hash)),
        status: Set(GroupCardStatus::Collecting),
        message_count: Set(0),
        version: Set(0),
        send_id: Set(None),
        lease_until: Set(None),
        attempts: Set(0),
        created_at: Set(at),
        sent_at: Set(None),
    }
    .insert(db)
    .await
}

/// A user's group cards, newest first.
pub async fn list_for_user(
    db: &DatabaseConnection,
    user_id: &str,
) -> Result<Vec<GroupCard>, DbErr> {
    group_card::Entity::find()
        .filter(group_card::Column::UserId.eq(user_id))
        .order_by_desc(group_card::Column::CreatedAt)
        .order_by_desc(group_card::Column::Id)
        .all(db)
        .await
}

pub async fn find_for_user(
    db: &DatabaseConnection,
    user_id: &str,
    id: &str,
) -> Result<Option<GroupCard>, DbErr> {
    group_card::Entity::find_by_id(id)
        .filter(group_card::Column::UserId.eq(user_id))
        .one(db)
        .await
}

pub async fn find(db: &impl ConnectionTrait, id: &str) -> Result<Option<GroupCard>, DbErr> {
    group_card::Entity::find_by_id(id).one(db).await
}

pub async fn find_by_share_hash(
    db: &DatabaseConnection,
    token_hash: &str,
) -> Result<Option<GroupCard>, DbErr> {
    group_card::Entity::find()
        .filter(group_card::Column::ShareTokenHash.eq(token_hash))
        .one(db)
        .await
}

/// The group card a send carries, if it carries one.
pub async fn find_by_send(
    db: &DatabaseConnection,
    send_id: &str,
) -> Result<Option<GroupCard>, DbErr> {
    group_card::Entity::find()
        .filter(group_card::Column::SendId.eq(send_id))
        .one(db)
        .await
}

pub async fn find_invite_by_hash(
    db: &DatabaseConnection,
    token_hash: &str,
) -> Result<Option<Invite>, DbErr> {
    group_invite::Entity::find()
        .filter(group_invite::Column::TokenHash.eq(token_hash))
        .one(db)
        .await
}

pub async fn find_message_by_edit_hash(
    db: &DatabaseConnection,
    token_hash: &str,
) -> Result<Option<Message>, DbErr> {
    group_message::Entity::find()
        .filter(group_message::Column::EditTokenHash.eq(token_hash))
        .one(db)
        .await
}

/// One of a card's messages.
pub async fn find_message(
    db: &DatabaseConnection,
    card_id: &str,
    message_id: &str,
) -> Result<Option<Message>, DbErr> {
    group_message::Entity::find_by_id(message_id)
        .filter(group_message::Column::GroupCardId.eq(card_id))
        .one(db)
        .await
}

/// A card's messages in the order they were signed.
pub async fn messages(db: &impl ConnectionTrait, card_id: &str) -> Result<Vec<Message>, DbErr> {
    group_message::Entity::find()
        .filter(group_message::Column::GroupCardId.eq(card_id))
        .order_by_asc(group_message::Column::CreatedAt)
        .order_by_asc(group_message::Column::Id)
        .all(db)
        .await
}

/// A card's invitations in the order they were made.
pub async fn invites(db: &DatabaseConnection, card_id: &str) -> Result<Vec<Invite>, DbErr> {
    group_invite::Entity::find()
        .filter(group_invite::Column::GroupCardId.eq(card_id))
        .order_by_asc(group_invite::Column::CreatedAt)
        .order_by_asc(group_invite::Column::Email)
        .all(db)
        .await
}

/// The invitations of several cards at once.
pub async fn invites_of(db: &DatabaseConnection, card_ids: &[&str]) -> Result<Vec<Invite>, DbErr> {
    group_invite::Entity::find()
        .filter(group_invite::Column::GroupCardId.is_in(card_ids.iter().copied()))
        .all(db)
        .await
}

/// Why a card did not take a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// It was sent (or is being sent), or was called off.
    NotCollecting,
    /// The deadline for new messages passed.
    PastDeadline,
    /// It holds as many messages as a card can.
    Full,
    /// Nothing matched: no such message, invitation or card.
    Missing,
    /// The invitation was used to sign already.
    AlreadySigned,
    /// More invitations than a card can have.
    TooManyInvites,
}

/// What the store was asked to do, and whether it was done.
pub type Gated<T> = Result<Result<T, Refusal>, DbErr>;

/// Lets one change to a card's messages through, or says why not: a
/// conditional update of the card's row, the first write of the change's
/// transaction (so SQLite takes its write lock before anything is read).
async fn pass_gate(
    txn: &impl ConnectionTrait,
    card_id: &str,
    change: Change,
    at: DateTime<Utc>,
) -> Result<Result<(), Refusal>, DbErr> {
    let mut update = group_card::Entity::update_many()
        .col_expr(
            group_card::Column::Version,
            Expr::col(group_card::Column::Version).add(1),
        )
        .filter(group_card::Column::Id.eq(card_id))
        .filter(group_card::Column::Status.eq(GroupCardStatus::Collecting));
    match change {
        Change::Add { max } => {
            update = update
                .col_expr(
                    group_card::Column::MessageCount,
                    Expr::col(group_card::Column::MessageCount).add(1),
                )
                .filter(group_card::Column::DeadlineAt.gt(at))
                .filter(group_card::Column::MessageCount.lt(max));
        }
        Change::Remove => {
            update = update.col_expr(
                group_card::Column::MessageCount,
                Expr::col(group_card::Column::MessageCount).sub(1),
            );
        }
        Change::Edit => {}
    }
    if update.exec(txn).await?.rows_affected == 1 {
        return Ok(Ok(()));
    }
    let Some(card) = find(txn, card_id).await? else {
        return Ok(Err(Refusal::Missing));
    };
    Ok(Err(if card.status != GroupCardStatus::Collecting {
        Refusal::NotCollecting
    } else if card.deadline_at <= at {
        Refusal::PastDeadline
    } else {
        Refusal::Full
    }))
}

#[derive(Clone, Copy)]
enum Change {
    /// A new message, up to `max` on the card.
    Add {
        max: i32,
    },
    Edit,
    Remove,
}

/// A message to store.
pub struct NewMessage {
    pub id: String,
    pub card_id: String,
    pub invite_id: Option<String>,
    pub device_hash: Option<String>,
    pub edit_token_hash: String,
    pub fields: MessageFields,
}

/// What a signer writes, as stored.
#[derive(Clone)]
pub struct MessageFields {
    pub name: String,
    pub text: String,
    pub font: String,
    pub colour: String,
    /// JSON strokes.
    pub signature: String,
    pub email: Option<String>,
    pub photo: PhotoChange,
}

/// A signer's photo file in the image store, and its size in pixels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredPhoto {
    pub key: String,
    pub width: i32,
    pub height: i32,
}

/// What a change does to a message's photo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PhotoChange {
    Keep,
    Remove,
    Set(StoredPhoto),
}

impl PhotoChange {
    /// The new photo's key and size; none when it is removed or was never set.
    fn columns(&self) -> (Option<String>, Option<i32>, Option<i32>) {
        match self {
            PhotoChange::Set(photo) => (
                Some(photo.key.clone()),
                Some(photo.width),
                Some(photo.height),
            ),
            PhotoChange::Keep | PhotoChange::Remove => (None, None, None),
        }
    }
}

/// A message as changed, and the photo it no longer holds (for the caller
/// to remove from the store once the change is made).
pub struct Edited {
    pub message: Message,
    pub dropped_photo: Option<String>,
}

/// Adds a message while the card takes new ones (collecting, before its
/// deadline, under `max` messages); one per invitation.
pub async fn sign(db: &DatabaseConnection, message: NewMessage, max: i32) -> Gated<Message> {
    let txn = db.begin().await?;
    let at = now();
    if let Err(refusal) = pass_gate(&txn, &message.card_id, Change::Add { max }, at).await? {
        txn.rollback().await?;
        return Ok(Err(refusal));
    }
    let fields = message.fields;
    let (photo_key, photo_width, photo_height) = fields.photo.columns();
    let inserted = group_message::ActiveModel {
        id: Set(message.id),
        group_card_id: Set(message.card_id),
        invite_id: Set(message.invite_id),
        device_hash: Set(message.device_hash),
        edit_token_hash: Set(message.edit_token_hash),
        name: Set(fields.name),
        text: Set(fields.text),
        font: Set(fields.font),
        colour: Set(fields.colour),
        signature: Set(fields.signature),
        email: Set(fields.email),
        photo_key: Set(photo_key),
        photo_width: Set(photo_width),
        photo_height: Set(photo_height),
        hidden_at: Set(None),
        reported_at: Set(None),
        created_at: Set(at),
        updated_at: Set(at),
    }
    .insert(&txn)
    .await;
    match inserted {
        Ok(stored) => {
            txn.commit().await?;
            Ok(Ok(stored))
        }
        Err(err) if super::is_unique_violation(&err) => {
            txn.rollback().await?;
            Ok(Err(Refusal::AlreadySigned))
        }
        Err(err) => Err(err),
    }
}

/// Replaces a message's words, name, font, colour, signature and email, and
/// keeps, replaces or removes its photo, until the card is sent.
pub async fn edit_message(
    db: &DatabaseConnection,
    card_id: &str,
    message_id: &str,
    fields: MessageFields,
) -> Gated<Edited> {
    let txn = db.begin().await?;
    if let Err(refusal) = pass_gate(&txn, card_id, Change::Edit, now()).await? {
        txn.rollback().await?;
        return Ok(Err(refusal));
    }
    // The gate holds the card's row, so no other change to its messages
    // runs until this one ends: the photo read here is the one replaced.
    let dropped_photo = match fields.photo {
        PhotoChange::Keep => None,
        PhotoChange::Remove | PhotoChange::Set(_) => group_message::Entity::find_by_id(message_id)
            .filter(group_message::Column::GroupCardId.eq(card_id))
            .one(&txn)
            .await?
            .and_then(|m| m.photo_key),
    };
    let mut update = group_message::Entity::update_many();
    if fields.photo != PhotoChange::Keep {
        let (key, width, height) = fields.photo.columns();
        update = update
            .col_expr(group_message::Column::PhotoKey, Expr::value(key))
            .col_expr(group_message::Column::PhotoWidth, Expr::value(width))
            .col_expr(group_message::Column::PhotoHeight, Expr::value(height));
    }
    let updated = update
        .col_expr(group_message::Column::Name, Expr::value(fields.name))
        .col_expr(group_message::Column::Text, Expr::value(fields.text))
        .col_expr(group_message::Column::Font, Expr::value(fields.font))
        .col_expr(group_message::Column::Colour, Expr::value(fields.colour))
        .col_expr(
            group_message::Column::Signature,
            Expr::value(fields.signature),
        )
        .col_expr(group_message::Column::Email, Expr::value(fields.email))
        .col_expr(group_message::Column::UpdatedAt, Expr::value(now()))
        .filter(group_message::Column::Id.eq(message_id))
        .filter(group_message::Column::GroupCardId.eq(card_id))
        .exec(&txn)
        .await?;
    let edited = finish_message_change(txn, updated.rows_affected, message_id).await?;
    Ok(edited.map(|message| Edited {
        message,
        dropped_photo,
    }))
}

/// Hides a message from the card or shows it again (the organiser's call),
/// until the card is sent.
pub async fn set_hidden(
    db: &DatabaseConnection,
    card_id: &str,
    message_id: &str,
    hidden: bool,
) -> Gated<Message> {
    let txn = db.begin().await?;
    let at = now();
    if let Err(refusal) = pass_gate(&txn, card_id, Change::Edit, at).await? {
        txn.rollback().await?;
        return Ok(Err(refusal));
    }
    let updated = group_message::Entity::update_many()
        .col_expr(
            group_message::Column::HiddenAt,
            Expr::value(hidden.then_some(at)),
        )
        .filter(group_message::Column::Id.eq(message_id))
        .filter(group_message::Column::GroupCardId.eq(card_id))
        .exec(&txn)
        .await?;
    finish_message_change(txn, updated.rows_affected, message_id).await
}

async fn finish_message_change(
    txn: sea_orm::DatabaseTransaction,
    rows_affected: u64,
    message_id: &str,
) -> Gated<Message> {
    if rows_affected != 1 {
        txn.rollback().await?;
        return Ok(Err(Refusal::Missing));
    }
    let message = group_message::Entity::find_by_id(message_id)
        .one(&txn)
        .await?;
    txn.commit().await?;
    Ok(message.ok_or(Refusal::Missing))
}

/// Deletes a message (its signer's or the organiser's call), until the card
/// is sent; answers the message as it was, for its photo to be removed.
pub async fn delete_message(
    db: &DatabaseConnection,
    card_id: &str,
    message_id: &str,
) -> Gated<Message> {
    let txn = db.begin().await?;
    if let Err(refusal) = pass_gate(&txn, card_id, Change::Remove, now()).await? {
        txn.rollback().await?;
        return Ok(Err(refusal));
    }
    let Some(message) = group_message::Entity::find_by_id(message_id)
        .filter(group_message::Column::GroupCardId.eq(card_id))
        .one(&txn)
        .await?
    else {
        txn.rollback().await?;
        return Ok(Err(Refusal::Missing));
    };
    let deleted = group_message::Entity::delete_many()
        .filter(group_message::Column::Id.eq(message_id))
        .filter(group_message::Column::GroupCardId.eq(card_id))
        .exec(&txn)
        .await?;
    if deleted.rows_affected != 1 {
        txn.rollback().await?;
        return Ok(Err(Refusal::Missing));
    }
    txn.commit().await?;
    Ok(Ok(message))
}

/// An invitation to store.
pub struct NewInvite {
    pub id: String,
    pub email: String,
    pub token_hash: String,
}

/// Adds invitations to a collecting card, skipping addresses invited
/// already, while the card has at most `max` in all. Answers the new ones.
pub async fn add_invites(
    db: &DatabaseConnection,
    card_id: &str,
    invites: Vec<NewInvite>,
    max: usize,
) -> Gated<Vec<Invite>> {
    let txn = db.begin().await?;
    let at = now();
    if let Err(refusal) = pass_gate(&txn, card_id, Change::Edit, at).await? {
        txn.rollback().await?;
        return Ok(Err(refusal));
    }
    let existing = group_invite::Entity::find()
        .filter(group_invite::Column::GroupCardId.eq(card_id))
        .all(&txn)
        .await?;
    let fresh: Vec<NewInvite> = invites
        .into_iter()
        .filter(|invite| !existing.iter().any(|e| e.email == invite.email))
        .collect();
    if existing.len() + fresh.len() > max {
        txn.rollback().await?;
        return Ok(Err(Refusal::TooManyInvites));
    }
    let mut added = Vec::with_capacity(fresh.len());
    for (invite, order) in fresh.into_iter().zip(0..) {
        let stored = group_invite::ActiveModel {
            id: Set(invite.id),
            group_card_id: Set(card_id.to_owned()),
            email: Set(invite.email),
            token_hash: Set(invite.token_hash),
            reminders_sent: Set(0),
            last_reminded_at: Set(None),
            stopped_at: Set(None),
            // A microsecond apart, so listing by creation keeps their order.
            created_at: Set(at + Duration::microseconds(order)),
        }
        .insert(&txn)
        .await?;
        added.push(stored);
    }
    txn.commit().await?;
    Ok(Ok(added))
}

/// Gives the card a new share link (`token_hash` of `version`), which also
/// opens a closed one; the old link stops working. Only while collecting.
pub async fn set_share_link(
    db: &DatabaseConnection,
    card_id: &str,
    link: Option<(i32, String)>,
) -> Result<bool, DbErr> {
    let mut update = group_card::Entity::update_many()
        .filter(group_card::Column::Id.eq(card_id))
        .filter(group_card::Column::Status.eq(GroupCardStatus::Collecting));
    update = match link {
        Some((version, hash)) => update
            .col_expr(group_card::Column::ShareVersion, Expr::value(version))
            .col_expr(group_card::Column::ShareTokenHash, Expr::value(hash)),
        None => update.col_expr(
            group_card::Column::ShareTokenHash,
            Expr::value(None::<String>),
        ),
    };
    Ok(update.exec(db).await?.rows_affected == 1)
}

/// Moves the send time to now (the organiser's "Send now").
pub async fn send_now(
    db: &DatabaseConnection,
    card_id: &str,
    at: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let updated = group_card::Entity::update_many()
        .col_expr(group_card::Column::DueAt, Expr::value(at))
        .filter(group_card::Column::Id.eq(card_id))
        .filter(group_card::Column::Status.eq(GroupCardStatus::Collecting))
        .exec(db)
        .await?;
    Ok(updated.rows_affected == 1)
}

/// Calls off a card that has not gone.
pub async fn cancel(db: &DatabaseConnection, card_id: &str) -> Result<bool, DbErr> {
    let updated = group_card::Entity::update_many()
        .col_expr(
            group_card::Column::Status,
            Expr::value(GroupCardStatus::Cancelled),
        )
        .col_expr(
            group_card::Column::ShareTokenHash,
            Expr::value(None::<String>),
        )
        .filter(group_card::Column::Id.eq(card_id))
        .filter(group_card::Column::Status.eq(GroupCardStatus::Collecting))
        .exec(db)
        .await?;
    Ok(updated.rows_affected == 1)
}

/// Closes the card to every change: from here on its messages are final.
/// False when it was not collecting (sealed by another instance already, or
/// called off).
pub async fn seal(db: &DatabaseConnection, card_id: &str) -> Result<bool, DbErr> {
    let updated = group_card::Entity::update_many()
        .col_expr(
            group_card::Column::Status,
            Expr::value(GroupCardStatus::Sealed),
        )
        .filter(group_card::Column::Id.eq(card_id))
        .filter(group_card::Column::Status.eq(GroupCardStatus::Collecting))
        .exec(db)
        .await?;
    Ok(updated.rows_affected == 1)
}

/// Records the send that carries a sealed card, in the transaction that
/// created it; false (and the caller rolls back) when it was recorded already.
pub async fn mark_sent_in(
    txn: &impl ConnectionTrait,
    card_id: &str,
    send_id: &str,
    at: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let updated = group_card::Entity::update_many()
        .col_expr(
            group_card::Column::Status,
            Expr::value(GroupCardStatus::Sent),
        )
        .col_expr(group_card::Column::SendId, Expr::value(send_id))
        .col_expr(group_card::Column::SentAt, Expr::value(at))
        .col_expr(
            group_card::Column::LeaseUntil,
            Expr::value(None::<DateTime<Utc>>),
        )
        .filter(group_card::Column::Id.eq(card_id))
        .filter(group_card::Column::Status.eq(GroupCardStatus::Sealed))
        .exec(txn)
        .await?;
    Ok(updated.rows_affected == 1)
}

/// Due cards that no live instance holds, each now leased to the caller.
pub async fn claim_due(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
    lease: Duration,
    limit: u64,
) -> Result<Vec<GroupCard>, DbErr> {
    due_work::claim_due::<group_card::Entity>(db, now, lease, limit).await
}

impl DueWork for group_card::Entity {
    const ID: group_card::Column = group_card::Column::Id;
    const DUE_AT: group_card::Column = group_card::Column::DueAt;
    const LEASE_UNTIL: group_card::Column = group_card::Column::LeaseUntil;
    const ATTEMPTS: group_card::Column = group_card::Column::Attempts;

    /// Collecting, or sealed by an instance that stopped before sending;
    /// not from a suspended account: those wait until it is lifted.
    fn waiting() -> Condition {
        Condition::all()
            .add(
                group_card::Column::Status
                    .is_in([GroupCardStatus::Collecting, GroupCardStatus::Sealed]),
            )
            .add(due_work::of_active_account(group_card::Column::UserId))
    }

    fn id(row: &GroupCard) -> &str {
        &row.id
    }

    fn claimed(row: GroupCard, lease_until: DateTime<Utc>) -> GroupCard {
        GroupCard {
            lease_until: Some(lease_until),
            attempts: row.attempts + 1,
            ..row
        }
    }
}

/// Collecting cards whose deadline is within `ahead` of `now` and still to
/// come: the ones whose invitations may be due a reminder.
async fn closing_soon(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
    ahead: Duration,
) -> Result<Vec<GroupCard>, DbErr> {
    group_card::Entity::find()
        .filter(group_card::Column::Status.eq(GroupCardStatus::Collecting))
        .filter(group_card::Column::DeadlineAt.gt(now))
        .filter(group_card::Column::DeadlineAt.lte(now + ahead))
        .all(db)
        .await
}

/// The invitations an automatic reminder may be due to, each with its card:
/// of collecting cards whose deadline is within `ahead` and still to come,
/// not signed, not stopped, with fewer than two automatic reminders, and
/// quiet for `quiet` since invited or last reminded. Asked on every poll, so
/// all of it is filtered here rather than read and sorted out.
pub async fn reminder_candidates(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
    ahead: Duration,
    quiet: Duration,
) -> Result<Vec<(Invite, GroupCard)>, DbErr> {
    let cards = closing_soon(db, now, ahead).await?;
    if cards.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<&str> = cards.iter().map(|card| card.id.as_str()).collect();
    let signed = Query::select()
        .column(group_message::Column::InviteId)
        .from(group_message::Entity)
        .and_where(group_message::Column::GroupCardId.is_in(ids.iter().copied()))
        .and_where(group_message::Column::InviteId.is_not_null())
        .to_owned();
    let quiet_since = now - quiet;
    let invites = group_invite::Entity::find()
        .filter(group_invite::Column::GroupCardId.is_in(ids.iter().copied()))
        .filter(group_invite::Column::RemindersSent.lt(2))
        .filter(group_invite::Column::StoppedAt.is_null())
        .filter(group_invite::Column::CreatedAt.lte(quiet_since))
        .filter(
            Condition::any()
                .add(group_invite::Column::LastRemindedAt.is_null())
                .add(group_invite::Column::LastRemindedAt.lte(quiet_since)),
        )
        .filter(group_invite::Column::Id.not_in_subquery(signed))
        .all(db)
        .await?;
    Ok(invites
        .into_iter()
        .filter_map(|invite| {
            let card = cards.iter().find(|card| card.id == invite.group_card_id)?;
            Some((invite, card.clone()))
        })
        .collect())
}

/// Moves an invitation's automatic reminders from `sent` to `now_sent`, if
/// `sent` is still its count: of several instances, one wins and sends it.
pub async fn claim_reminder(
    db: &DatabaseConnection,
    invite_id: &str,
    sent: i32,
    now_sent: i32,
    at: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let updated = group_invite::Entity::update_many()
        .col_expr(group_invite::Column::RemindersSent, Expr::value(now_sent))
        .col_expr(group_invite::Column::LastRemindedAt, Expr::value(at))
        .filter(group_invite::Column::Id.eq(invite_id))
        .filter(group_invite::Column::RemindersSent.eq(sent))
        .exec(db)
        .await?;
    Ok(updated.rows_affected == 1)
}

/// Records a reminder the organiser asked for.
pub async fn mark_reminded(
    db: &DatabaseConnection,
    invite_id: &str,
    at: DateTime<Utc>,
) -> Result<(), DbErr> {
    group_invite::Entity::update_many()
        .col_expr(group_invite::Column::LastRemindedAt, Expr::value(at))
        .filter(group_invite::Column::Id.eq(invite_id))
        .exec(db)
        .await?;
    Ok(())
}

/// The invited person wants no more reminders about this card.
pub async fn stop_reminders(
    db: &DatabaseConnection,
    invite_id: &str,
    at: DateTime<Utc>,
) -> Result<(), DbErr> {
    group_invite::Entity::update_many()
        .col_expr(group_invite::Column::StoppedAt, Expr::value(at))
        .filter(group_invite::Column::Id.eq(invite_id))
        .filter(group_invite::Column::StoppedAt.is_null())
        .exec(db)
        .await?;
    Ok(())
}

/// Calls off every collecting card of a deleted account at once: its links
/// stop working and nothing of it is sent.
pub async fn cancel_all_for_user(db: &impl ConnectionTrait, user_id: &str) -> Result<(), DbErr> {
    group_card::Entity::update_many()
        .col_expr(
            group_card::Column::Status,
            Expr::value(GroupCardStatus::Cancelled),
        )
        .col_expr(
            group_card::Column::ShareTokenHash,
            Expr::value(None::<String>),
        )
        .filter(group_card::Column::UserId.eq(user_id))
        .filter(
            group_card::Column::Status
                .is_in([GroupCardStatus::Collecting, GroupCardStatus::Sealed]),
        )
        .exec(db)
        .await?;
    Ok(())
}

/// Deletes a deleted account's group cards with their invitations and messages.
/// The photo files on the messages of a user's group cards.
pub async fn photo_keys_for_user(
    db: &impl ConnectionTrait,
    user_id: &str,
) -> Result<Vec<String>, DbErr> {
    let owned = Query::select()
        .column(group_card::Column::Id)
        .from(group_card::Entity)
        .and_where(group_card::Column::UserId.eq(user_id))
        .to_owned();
    let keys: Vec<Option<String>> = group_message::Entity::find()
        .select_only()
        .column(group_message::Column::PhotoKey)
        .filter(group_message::Column::GroupCardId.in_subquery(owned))
        .filter(group_message::Column::PhotoKey.is_not_null())
        .into_tuple()
        .all(db)
        .await?;
    Ok(keys.into_iter().flatten().collect())
}

pub async fn erase_for_user(db: &impl ConnectionTrait, user_id: &str) -> Result<(), DbErr> {
    let owned = Query::select()
        .column(group_card::Column::Id)
        .from(group_card::Entity)
        .and_where(group_card::Column::UserId.eq(user_id))
        .to_owned();
    group_message::Entity::delete_many()
        .filter(group_message::Column::GroupCardId.in_subquery(owned.clone()))
        .exec(db)
        .await?;
    group_invite::Entity::delete_many()
        .filter(group_invite::Column::GroupCardId.in_subquery(owned))
        .exec(db)
        .await?;
    group_card::Entity::delete_many()
        .filter(group_card::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}
