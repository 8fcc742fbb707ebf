//! Deleting an account, in two parts. `begin` does at once, in one
//! transaction, what must not wait: the account can no longer sign in, its
//! sessions and API keys stop working, its scheduled cards and dates to
//! remember are cancelled, and its email and username are free again. The
//! rest (files, images, sent cards, keys' rows) is erased by a durable job
//! (`auth::erasure`) that claims the queued deletion like any due work and
//! calls `erase_rows` and `finish` here.

use super::due_work::{self, DueWork};
use super::entities::email;
use super::entities::{
    account_deletion, api_daily_usage, api_key, image_request, recipient, reminder, reminder_pause,
    reservation, retired_card_link, send, session, user,
};
use super::ledger::ReservationStatus;
use super::{now, one_time_tokens, sends, throttle};
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, DatabaseConnection, DatabaseTransaction, DbErr,
    EntityTrait, QueryFilter, QuerySelect, Set, TransactionTrait,
};

pub type AccountDeletion = account_deletion::Model;

/// The account to delete, as it is before the deletion.
pub struct Doomed<'a> {
    pub user_id: &'a str,
    pub email: &'a str,
    /// The name its confirmation email greets.
    pub name: &'a str,
}

/// Deletes the account now and queues the erasure of its data; false if
/// it was already deleted (two requests at once make one deletion).
#[tracing::instrument(skip_all, fields(user_id = %doomed.user_id), err)]
pub async fn begin(db: &DatabaseConnection, doomed: Doomed<'_>) -> Result<bool, DbErr> {
    let txn = db.begin().await?;
    let deleted = begin_in(&txn, doomed).await?;
    if deleted {
        txn.commit().await?;
    } else {
        txn.rollback().await?;
    }
    Ok(deleted)
}

/// [`begin`] inside the caller's transaction (the console's, which records
/// the deletion in the audit log in the same commit). On false nothing was
/// written.
pub async fn begin_in(txn: &DatabaseTransaction, doomed: Doomed<'_>) -> Result<bool, DbErr> {
    let at = now();
    let user_id = doomed.user_id;
    // The placeholder keeps the unique columns unique and matches no
    // address or username anyone can type (neither may contain a colon).
    let placeholder = format!("deleted:{user_id}");
    let won = user::Entity::update_many()
        .col_expr(user::Column::DeletedAt, Expr::value(at))
        .col_expr(user::Column::Email, Expr::value(placeholder.as_str()))
        .col_expr(user::Column::Username, Expr::value(String::new()))
        .col_expr(user::Column::UsernameKey, Expr::value(placeholder.as_str()))
        .col_expr(user::Column::PasswordHash, Expr::value(String::new()))
        .col_expr(user::Column::DisplayName, Expr::value(None::<String>))
        .col_expr(
            user::Column::EmailVerifiedAt,
            Expr::value(None::<DateTime<Utc>>),
        )
        .filter(user::Column::Id.eq(user_id))
        .filter(user::Column::DeletedAt.is_null())
        .exec(txn)
        .await?
        .rows_affected
        == 1;
    if !won {
        return Ok(false);
    }
    session::Entity::delete_many()
        .filter(session::Column::UserId.eq(user_id))
        .exec(txn)
        .await?;
    api_key::Entity::update_many()
        .col_expr(api_key::Column::RevokedAt, Expr::value(at))
        .filter(api_key::Column::UserId.eq(user_id))
        .filter(api_key::Column::RevokedAt.is_null())
        .exec(txn)
        .await?;
    sends::cancel_all_for_user(txn, user_id, at).await?;
    super::group_cards::cancel_all_for_user(txn, user_id).await?;
    reminder::Entity::delete_many()
        .filter(reminder::Column::UserId.eq(user_id))
        .exec(txn)
        .await?;
    reminder_pause::Entity::delete_many()
        .filter(reminder_pause::Column::UserId.eq(user_id))
        .exec(txn)
        .await?;
    one_time_tokens::delete_all(txn, user_id).await?;
    super::two_factor::remove(txn, user_id).await?;
    super::passkeys::remove_all(txn, user_id).await?;
    super::passkey_ceremonies::delete_all_for_user(txn, user_id).await?;
    // A deleted account holds no console rights (its audit entries stay).
    super::staff::revoke(txn, user_id).await?;
    super::data_exports::forget_unstored(txn, user_id).await?;
    account_deletion::ActiveModel {
        user_id: Set(user_id.to_owned()),
        email: Set(Some(doomed.email.to_owned())),
        username: Set(Some(doomed.name.to_owned())),
        forfeited_tenths: Set(0),
        requested_at: Set(at),
        lease_until: Set(None),
        attempts: Set(0),
        notified_at: Set(None),
        finished_at: Set(None),
    }
    .insert(txn)
    .await?;
    Ok(true)
}

/// Queued deletions no live instance is erasing, each now leased to the
/// caller (see [`due_work::claim_due`]).
pub async fn claim_due(
    db: &DatabaseConnection,
    at: DateTime<Utc>,
    lease: Duration,
    limit: u64,
) -> Result<Vec<AccountDeletion>, DbErr> {
    due_work::claim_due::<account_deletion::Entity>(db, at, lease, limit).await
}

impl DueWork for account_deletion::Entity {
    const ID: account_deletion::Column = account_deletion::Column::UserId;
    const DUE_AT: account_deletion::Column = account_deletion::Column::RequestedAt;
    const LEASE_UNTIL: account_deletion::Column = account_deletion::Column::LeaseUntil;
    const ATTEMPTS: account_deletion::Column = account_deletion::Column::Attempts;

    fn waiting() -> Condition {
        Condition::all().add(account_deletion::Column::FinishedAt.is_null())
    }

    fn id(row: &AccountDeletion) -> &str {
        &row.user_id
    }

    fn claimed(row: AccountDeletion, lease_until: DateTime<Utc>) -> AccountDeletion {
        AccountDeletion {
            lease_until: Some(lease_until),
            attempts: row.attempts + 1,
            ..row
        }
    }
}

/// Holds the deletion until `until`: renews the lease of the instance
/// erasing it, or lets it be claimed again from then (its account still has
/// work under way, or a step failed).
pub async fn hold_until(
    db: &DatabaseConnection,
    user_id: &str,
    until: DateTime<Utc>,
) -> Result<(), DbErr> {
    account_deletion::Entity::update_many()
        .col_expr(account_deletion::Column::LeaseUntil, Expr::value(until))
        .filter(account_deletion::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Notes that the confirmation email is done with, so a retried erasure
/// does not send it twice.
pub async fn mark_notified(db: &DatabaseConnection, user_id: &str) -> Result<(), DbErr> {
    account_deletion::Entity::update_many()
        .col_expr(account_deletion::Column::NotifiedAt, Expr::value(now()))
        .filter(account_deletion::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Notes the credits written off, for the confirmation email.
pub async fn record_forfeit(
    db: &DatabaseConnection,
    user_id: &str,
    tenths: i64,
) -> Result<(), DbErr> {
    account_deletion::Entity::update_many()
        .col_expr(
            account_deletion::Column::ForfeitedTenths,
            Expr::value(tenths),
        )
        .filter(account_deletion::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Erases, in one transaction, the account's rows that hold no files: its
/// sent cards (their links are kept as retired, so they answer 410) and the
/// records of their emails, API keys and their use, remembered idempotency
/// keys, the names of the files its generations wrote, throttle counts, and
/// the emails sent to its address. Images go first, file by file, in the
/// job; ledger and payment rows stay, naming only the account's id.
/// `card_subject` is the subject a card email from a sender name had, so the
/// records of the cards the account mailed go too.
#[tracing::instrument(skip_all, fields(user_id = %deletion.user_id), err)]
pub async fn erase_rows(
    db: &DatabaseConnection,
    deletion: &AccountDeletion,
    card_subject: impl Fn(&str) -> String,
) -> Result<(), DbErr> {
    let user_id = deletion.user_id.as_str();
    let at = now();
    let txn = db.begin().await?;
    super::moderation::erase_for_user(&txn, user_id).await?;
    super::group_cards::erase_for_user(&txn, user_id).await?;
    let sends = send::Entity::find()
        .filter(send::Column::UserId.eq(user_id))
        .all(&txn)
        .await?;
    for sent in &sends {
        let addresses: Vec<String> = recipient::Entity::find()
            .select_only()
            .column(recipient::Column::RecipientEmail)
            .filter(recipient::Column::SendId.eq(sent.id.as_str()))
            .into_tuple()
            .all(&txn)
            .await?;
        email::Entity::delete_many()
            .filter(email::Column::ToAddress.is_in(addresses))
            .filter(email::Column::Subject.eq(card_subject(&sent.sender_name)))
            .exec(&txn)
            .await?;
    }
    let links: Vec<String> = recipient::Entity::find()
        .select_only()
        .column(recipient::Column::TokenHash)
        .filter(recipient::Column::UserId.eq(user_id))
        .into_tuple()
        .all(&txn)
        .await?;
    for token_hash in links {
        let retired = retired_card_link::ActiveModel {
            token_hash: Set(token_hash),
            retired_at: Set(at),
        };
        retired_card_link::Entity::insert(retired)
            .on_conflict(
                OnConflict::column(retired_card_link::Column::TokenHash)
                    .do_nothing()
                    .to_owned(),
            )
            .exec_without_returning(&txn)
            .await?;
    }
    recipient::Entity::delete_many()
        .filter(recipient::Column::UserId.eq(user_id))
        .exec(&txn)
        .await?;
    send::Entity::delete_many()
        .filter(send::Column::UserId.eq(user_id))
        .exec(&txn)
        .await?;
    api_key::Entity::delete_many()
        .filter(api_key::Column::UserId.eq(user_id))
        .exec(&txn)
        .await?;
    api_daily_usage::Entity::delete_many()
        .filter(api_daily_usage::Column::UserId.eq(user_id))
        .exec(&txn)
        .await?;
    image_request::Entity::delete_many()
        .filter(image_request::Column::UserId.eq(user_id))
        .exec(&txn)
        .await?;
    // The names of the files its finished work wrote (kept for refunds
    // of interrupted work only; none of the account's is under way now).
    reservation::Entity::update_many()
        .col_expr(reservation::Column::Files, Expr::value(None::<String>))
        .filter(reservation::Column::UserId.eq(user_id))
        .filter(reservation::Column::Status.ne(ReservationStatus::Pending))
        .exec(&txn)
        .await?;
    throttle::forget_naming(&txn, user_id).await?;
    if let Some(address) = &deletion.email {
        throttle::forget_naming(&txn, address).await?;
        email::Entity::delete_many()
            .filter(email::Column::ToAddress.eq(address.as_str()))
            .exec(&txn)
            .await?;
    }
    txn.commit().await
}

/// Closes the deletion and drops the last personal details it held.
pub async fn finish(db: &DatabaseConnection, user_id: &str) -> Result<(), DbErr> {
    account_deletion::Entity::update_many()
        .col_expr(account_deletion::Column::FinishedAt, Expr::value(now()))
        .col_expr(account_deletion::Column::Email, Expr::value(None::<String>))
        .col_expr(
            account_deletion::Column::Username,
            Expr::value(None::<String>),
        )
        .col_expr(
            account_deletion::Column::LeaseUntil,
            Expr::value(None::<DateTime<Utc>>),
        )
        .filter(account_deletion::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Whether a card link's card was erased with its sender's account.
pub async fn is_retired_link(db: &DatabaseConnection, token_hash: &str) -> Result<bool, DbErr> {
    Ok(retired_card_link::Entity::find_by_id(token_hash)
        .one(db)
        .await?
        .is_some())
}
