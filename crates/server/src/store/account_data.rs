//! Everything the database holds about one account, read at one moment,
//! for the archive of its data (`exports`). Secrets (password hash, key
//! hashes, session tokens, the second factor's key) stay out: the rows
//! that hold them are read as the fields that describe them.

use super::entities::{
    api_daily_usage, api_key, credit_lot, group_card, group_invite, group_message, image,
    ledger_entry, passkey, payment, recipient, reminder, send, session, user,
};
use sea_orm::{
    AccessMode, ColumnTrait, DatabaseConnection, DbBackend, DbErr, EntityTrait, IsolationLevel,
    QueryFilter, QueryOrder, TransactionTrait,
};

/// The account's rows, each list oldest first.
pub struct AccountData {
    pub user: user::Model,
    pub two_factor_on: bool,
    pub credit_lots: Vec<credit_lot::Model>,
    pub ledger: Vec<ledger_entry::Model>,
    pub payments: Vec<payment::Model>,
    pub images: Vec<image::Model>,
    pub sends: Vec<send::Model>,
    pub recipients: Vec<recipient::Model>,
    pub reminders: Vec<reminder::Model>,
    pub api_keys: Vec<api_key::Model>,
    pub api_use: Vec<api_daily_usage::Model>,
    pub sessions: Vec<session::Model>,
    pub passkeys: Vec<passkey::Model>,
    /// The group cards the account organised, with every invitation and
    /// message on them.
    pub group_cards: Vec<group_card::Model>,
    pub group_invites: Vec<group_invite::Model>,
    pub group_messages: Vec<group_message::Model>,
}

/// Reads the account's data in one read-only transaction, so the parts
/// agree with each other (on PostgreSQL a repeatable-read snapshot; SQLite's
/// read transactions are snapshots already). `None` for an unknown or
/// deleted account.
pub async fn read(db: &DatabaseConnection, user_id: &str) -> Result<Option<AccountData>, DbErr> {
    let txn = if db.get_database_backend() == DbBackend::Postgres {
        db.begin_with_config(
            Some(IsolationLevel::RepeatableRead),
            Some(AccessMode::ReadOnly),
        )
        .await?
    } else {
        db.begin().await?
    };
    let Some(user) = user::Entity::find_by_id(user_id)
        .filter(user::Column::DeletedAt.is_null())
        .one(&txn)
        .await?
    else {
        return Ok(None);
    };
    let group_cards = group_card::Entity::find()
        .filter(group_card::Column::UserId.eq(user_id))
        .order_by_asc(group_card::Column::CreatedAt)
        .all(&txn)
        .await?;
    let card_ids: Vec<&str> = group_cards.iter().map(|card| card.id.as_str()).collect();
    let data = AccountData {
        group_invites: group_invite::Entity::find()
            .filter(group_invite::Column::GroupCardId.is_in(card_ids.clone()))
            .order_by_asc(group_invite::Column::CreatedAt)
            .all(&txn)
            .await?,
        group_messages: group_message::Entity::find()
            .filter(group_message::Column::GroupCardId.is_in(card_ids))
            .order_by_asc(group_message::Column::CreatedAt)
            .all(&txn)
            .await?,
        group_cards,
        two_factor_on: super::two_factor::is_on(&txn, user_id).await?,
        credit_lots: credit_lot::Entity::find()
            .filter(credit_lot::Column::UserId.eq(user_id))
            .order_by_asc(credit_lot::Column::CreatedAt)
            .all(&txn)
            .await?,
        ledger: ledger_entry::Entity::find()
            .filter(ledger_entry::Column::UserId.eq(user_id))
            .order_by_asc(ledger_entry::Column::Id)
            .all(&txn)
            .await?,
        payments: payment::Entity::find()
            .filter(payment::Column::UserId.eq(user_id))
            .order_by_asc(payment::Column::CreatedAt)
            .all(&txn)
            .await?,
        images: image::Entity::find()
            .filter(image::Column::UserId.eq(user_id))
            .order_by_asc(image::Column::CreatedAt)
            .all(&txn)
            .await?,
        sends: send::Entity::find()
            .filter(send::Column::UserId.eq(user_id))
            .order_by_asc(send::Column::CreatedAt)
            .all(&txn)
            .await?,
        recipients: recipient::Entity::find()
            .filter(recipient::Column::UserId.eq(user_id))
            .order_by_asc(recipient::Column::CreatedAt)
            .all(&txn)
            .await?,
        reminders: reminder::Entity::find()
            .filter(reminder::Column::UserId.eq(user_id))
            .order_by_asc(reminder::Column::CreatedAt)
            .all(&txn)
            .await?,
        api_keys: api_key::Entity::find()
            .filter(api_key::Column::UserId.eq(user_id))
            .order_by_asc(api_key::Column::CreatedAt)
            .all(&txn)
            .await?,
        api_use: api_daily_usage::Entity::find()
            .filter(api_daily_usage::Column::UserId.eq(user_id))
            .order_by_asc(api_daily_usage::Column::Day)
            .all(&txn)
            .await?,
        sessions: session::Entity::find()
            .filter(session::Column::UserId.eq(user_id))
            .order_by_asc(session::Column::CreatedAt)
            .all(&txn)
            .await?,
        passkeys: passkey::Entity::find()
            .filter(passkey::Column::UserId.eq(user_id))
            .order_by_asc(passkey::Column::CreatedAt)
            .all(&txn)
            .await?,
        user,
    };
    txn.commit().await?;
    Ok(Some(data))
}
