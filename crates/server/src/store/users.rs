//! Accounts: creation (with the signup bonus) and look-ups.

use super::entities::user;
use super::ledger::{self, Grant, LotSource};
use super::{is_unique_violation, new_id, now};
use cardsmith_domain::Credits;
use cardsmith_domain::account::{Email, Username};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, Set,
    TransactionTrait,
};

pub const SIGNUP_BONUS: Credits = Credits::whole(10);

pub type User = user::Model;

#[derive(Debug, thiserror::Error)]
pub enum CreateUserError {
    #[error("email taken")]
    EmailTaken,
    #[error("username taken")]
    UsernameTaken,
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

/// Creates the account and grants the signup bonus in one transaction.
#[tracing::instrument(skip(db, password_hash), fields(username = username.as_str()))]
pub async fn create(
    db: &DatabaseConnection,
    username: &Username,
    email: &Email,
    password_hash: String,
) -> Result<User, CreateUserError> {
    if find_by_email(db, email.as_str())
        .await
        .map_err(anyhow::Error::from)?
        .is_some()
    {
        return Err(CreateUserError::EmailTaken);
    }
    if username_taken(db, username.as_str())
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
            username_key: Set(username.as_str().to_lowercase()),
            email: Set(email.as_str().to_owned()),
            password_hash: Set(password_hash),
            credits_tenths: Set(0),
            created_at: Set(now()),
        }
        .insert(&txn)
        .await?;
        let bonus = Grant {
            user_id: &user.id,
            amount: SIGNUP_BONUS,
            source: LotSource::SignupBonus,
            expires_at: None,
            payment_ref: None,
            description: "Signup bonus",
            amount_cents: None,
        };
        ledger::grant_in(&txn, bonus)
            .await
            .map_err(|err| match err {
                ledger::LedgerError::Db(db_err) => db_err,
                other => DbErr::Custom(other.to_string()),
            })?;
        txn.commit().await?;
        Ok::<_, DbErr>(user.id)
    }
    .await;
    match result {
        Ok(id) => Ok(find_by_id(db, &id)
            .await
            .map_err(anyhow::Error::from)?
            .expect("user just created")),
        // Two signups raced past the checks above: the unique index decides.
        Err(err) if is_unique_violation(&err) => {
            if find_by_email(db, email.as_str())
                .await
                .map_err(anyhow::Error::from)?
                .is_some()
            {
                Err(CreateUserError::EmailTaken)
            } else {
                Err(CreateUserError::UsernameTaken)
            }
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

async fn username_taken(db: &DatabaseConnection, username: &str) -> Result<bool, DbErr> {
    let found = user::Entity::find()
        .filter(user::Column::UsernameKey.eq(username.to_lowercase()))
        .one(db)
        .await?;
    Ok(found.is_some())
}

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
