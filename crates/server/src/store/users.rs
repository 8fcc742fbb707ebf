//! Accounts: creation (with the signup bonus) and look-ups.

use super::entities::user;
use super::ledger::{self, Grant, GrantOutcome, LotSource};
use super::sessions::NewSession;
use super::{new_id, now, violates_unique};
use cardsmith_domain::Credits;
use cardsmith_domain::account::{Email, Username};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbErr,
    EntityTrait, QueryFilter, Set, TransactionTrait,
};

pub const SIGNUP_BONUS: Credits = Credits::whole(10);

pub type User = user::Model;

#[derive(Debug, thiserror::Error)]
pub enum CreateUserError {
    #[error("email taken")]
    EmailTaken,
    #[error("username taken")]
    UsernameTaken,
    /// Committed, but a connection still reading an older snapshot (after
    /// a disk error) cannot see it yet: the client should try again.
    #[error("the new account cannot be read back yet")]
    NotReadBack,
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

/// Whether a new account receives the signup bonus with its creation, or
/// later, when its address is confirmed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bonus {
    Now,
    OnConfirmation,
}

/// Creates the account, and in the same transaction grants the signup bonus
/// when `bonus` says so and opens `first_session`
/// when given: a sign-up either happens whole, signed in, or not at all.
#[tracing::instrument(skip(db, password_hash, first_session), fields(username = username.as_str()))]
pub async fn create(
    db: &DatabaseConnection,
    username: &Username,
    display_name: Option<&str>,
    email: &Email,
    password_hash: String,
    bonus: Bonus,
    first_session: Option<NewSession<'_>>,
) -> Result<User, CreateUserError> {
    if find_by_email(db, email.as_str())
        .await
        .map_err(anyhow::Error::from)?
        .is_some()
    {
        return Err(CreateUserError::EmailTaken);
    }
    if username_taken(db, username)
        .await
        .map_err(anyhow::Error::from)?
    {
        return Err(CreateUserError::UsernameTaken);
    }
    let result = async {
        let txn = db.begin().await?;
        let user = user::ActiveModel {
            id: Set(new_id()),
            username: Set(username.as_str().to_owned()),
            username_key: Set(username.key()),
            email: Set(email.as_str().to_owned()),
            password_hash: Set(password_hash),
            credits_tenths: Set(0),
            created_at: Set(now()),
            email_verified_at: Set(None),
            gallery_version: Set(0),
            display_name: Set(display_name.map(str::to_owned)),
            deleted_at: Set(None),
            suspended_at: Set(None),
        }
        .insert(&txn)
        .await?;
        if bonus == Bonus::Now {
            grant_signup_bonus(&txn, &user.id, "Signup bonus").await?;
        }
        if let Some(session) = first_session {
            super::sessions::create(&txn, &session, &user.id).await?;
        }
        txn.commit().await?;
        Ok::<_, DbErr>(user.id)
    }
    .await;
    match result {
        Ok(id) => find_by_id(db, &id)
            .await
            .map_err(anyhow::Error::from)?
            .ok_or(CreateUserError::NotReadBack),
        // Two signups raced past the checks above: the unique index decides.
        Err(err) if violates_unique(&err, "users", "email") => Err(CreateUserError::EmailTaken),
        Err(err) if violates_unique(&err, "users", "username_key") => {
            Err(CreateUserError::UsernameTaken)
        }
        Err(err) => Err(anyhow::Error::from(err)
            .context("Failed to create the account")
            .into()),
    }
}

pub async fn find_by_id(db: &DatabaseConnection, id: &str) -> Result<Option<User>, DbErr> {
    user::Entity::find_by_id(id).one(db).await
}

pub async fn find_by_email(db: &DatabaseConnection, email: &str) -> Result<Option<User>, DbErr> {
    user::Entity::find()
        .filter(user::Column::Email.eq(email.to_lowercase()))
        .one(db)
        .await
}

/// Grants the signup bonus unless the account already received it: the bonus
/// lot names the account, and the ledger grants one lot per name.
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn grant_signup_bonus(
    txn: &DatabaseTransaction,
    user_id: &str,
    description: &str,
) -> Result<bool, DbErr> {
    let payment_ref = format!("signup-bonus:{user_id}");
    let bonus = Grant {
        user_id,
        amount: SIGNUP_BONUS,
        source: LotSource::SignupBonus,
        expires_at: None,
        payment_ref: Some(&payment_ref),
        description,
        amount_cents: None,
    };
    match ledger::grant_in(txn, bonus).await {
        Ok(GrantOutcome::Granted { .. }) => Ok(true),
        Ok(GrantOutcome::AlreadyGranted) => Ok(false),
        Err(ledger::LedgerError::Db(err)) => Err(err),
        Err(other) => Err(DbErr::Custom(other.to_string())),
    }
}

/// Marks the address confirmed; false if it already was.
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn confirm_email(db: &impl ConnectionTrait, user_id: &str) -> Result<bool, DbErr> {
    let result = user::Entity::update_many()
        .col_expr(user::Column::EmailVerifiedAt, Expr::value(now()))
        .filter(user::Column::Id.eq(user_id))
        .filter(user::Column::EmailVerifiedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// Gives the account a new, confirmed address; false if another account
/// holds it (the unique index decides, so two changes racing for one
/// address cannot both win).
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn change_email(
    db: &impl ConnectionTrait,
    user_id: &str,
    new_email: &str,
) -> Result<bool, DbErr> {
    let changed = user::Entity::update_many()
        .col_expr(user::Column::Email, Expr::value(new_email))
        .col_expr(user::Column::EmailVerifiedAt, Expr::value(now()))
        .filter(user::Column::Id.eq(user_id))
        .exec(db)
        .await;
    match changed {
        Ok(_) => Ok(true),
        Err(err) if violates_unique(&err, "users", "email") => Ok(false),
        Err(err) => Err(err),
    }
}

async fn username_taken(db: &DatabaseConnection, username: &Username) -> Result<bool, DbErr> {
    let found = user::Entity::find()
        .filter(user::Column::UsernameKey.eq(username.key()))
        .one(db)
        .await?;
    Ok(found.is_some())
}

/// Suspends the account (`at`) or lifts its suspension (`None`); false when
/// it already was so, which makes two staff doing it at once one change.
pub async fn set_suspended(
    db: &impl ConnectionTrait,
    user_id: &str,
    at: Option<chrono::DateTime<chrono::Utc>>,
) -> Result<bool, DbErr> {
    let current_state = match at {
        Some(_) => user::Column::SuspendedAt.is_null(),
        None => user::Column::SuspendedAt.is_not_null(),
    };
    let result = user::Entity::update_many()
        .col_expr(user::Column::SuspendedAt, Expr::value(at))
        .filter(user::Column::Id.eq(user_id))
        .filter(current_state)
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn set_password_hash(
    db: &DatabaseConnection,
    user_id: &str,
    hash: String,
) -> Result<(), DbErr> {
    user::Entity::update_many()
        .col_expr(user::Column::PasswordHash, Expr::value(hash))
        .filter(user::Column::Id.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}
