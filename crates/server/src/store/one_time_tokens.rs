//! One-time links sent by email: confirming an address (valid for 48 hours),
//! resetting a password (valid for an hour) and confirming a new address
//! (valid for a day), and carrying a sign-in from its password to its
//! second step (valid for ten minutes, never emailed). Only the tokens'
//! hashes are stored, each purpose in its own table with the same columns
//! (an email change adds its address).

use super::entities::{email_change, email_verification, password_reset, sign_in_challenge};
use super::now;
use chrono::Duration;
use sea_orm::sea_query::{DynIden, Expr, ExprTrait, IntoIden, Query, SelectStatement};
use sea_orm::{ConnectionTrait, DbErr, DeriveIden};

/// What a token is for; each purpose has its own lifetime and table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    EmailVerification,
    PasswordReset,
    EmailChange,
    SignInChallenge,
}

impl Purpose {
    pub const ALL: [Purpose; 4] = [
        Purpose::EmailVerification,
        Purpose::PasswordReset,
        Purpose::EmailChange,
        Purpose::SignInChallenge,
    ];

    /// How long a token works after it is made.
    pub fn lifetime(self) -> Duration {
        match self {
            Purpose::EmailVerification => Duration::hours(48),
            Purpose::PasswordReset => Duration::hours(1),
            Purpose::EmailChange => Duration::hours(24),
            Purpose::SignInChallenge => Duration::minutes(10),
        }
    }

    fn table(self) -> DynIden {
        match self {
            Purpose::EmailVerification => email_verification::Entity.into_iden(),
            Purpose::PasswordReset => password_reset::Entity.into_iden(),
            Purpose::EmailChange => email_change::Entity.into_iden(),
            Purpose::SignInChallenge => sign_in_challenge::Entity.into_iden(),
        }
    }
}

/// The columns both tables share (see `entities::email_verification` and
/// `entities::password_reset`).
#[derive(DeriveIden, Clone, Copy)]
enum Column {
    TokenHash,
    UserId,
    CreatedAt,
    ExpiresAt,
    UsedAt,
}

/// Stores a new token (an email change's, which carries its address, is
/// made by `email_changes::create`).
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn create(
    db: &impl ConnectionTrait,
    purpose: Purpose,
    token_hash: &str,
    user_id: &str,
) -> Result<(), DbErr> {
    let at = now();
    let insert = Query::insert()
        .into_table(purpose.table())
        .columns([
            Column::TokenHash,
            Column::UserId,
            Column::CreatedAt,
            Column::ExpiresAt,
            Column::UsedAt,
        ])
        .values_panic([
            token_hash.into(),
            user_id.into(),
            at.into(),
            (at + purpose.lifetime()).into(),
            None::<chrono::DateTime<chrono::Utc>>.into(),
        ])
        .to_owned();
    db.execute(&insert).await?;
    Ok(())
}

/// Marks the token used and returns its account, if it was unused and
/// unexpired. The single conditional update makes a token work exactly once,
/// even when two requests race.
#[tracing::instrument(skip_all)]
pub async fn consume(
    db: &impl ConnectionTrait,
    purpose: Purpose,
    token_hash: &str,
) -> Result<Option<String>, DbErr> {
    if !claim(db, purpose, token_hash).await? {
        return Ok(None);
    }
    owner(db, purpose, token_hash).await
}

/// Marks the token used; false if it was used, expired or unknown. For a
/// caller that reads the token's row itself afterwards (`email_changes`).
pub async fn claim(
    db: &impl ConnectionTrait,
    purpose: Purpose,
    token_hash: &str,
) -> Result<bool, DbErr> {
    let at = now();
    let claim = Query::update()
        .table(purpose.table())
        .value(Column::UsedAt, at)
        .and_where(Expr::col(Column::TokenHash).eq(token_hash))
        .and_where(Expr::col(Column::UsedAt).is_null())
        .and_where(Expr::col(Column::ExpiresAt).gt(at))
        .to_owned();
    Ok(db.execute(&claim).await?.rows_affected() == 1)
}

/// The account a token was made for, used or not, expired or not.
pub async fn owner(
    db: &impl ConnectionTrait,
    purpose: Purpose,
    token_hash: &str,
) -> Result<Option<String>, DbErr> {
    user_of(db, &find(purpose, token_hash)).await
}

/// The account an unused, unexpired token belongs to, without spending it.
pub async fn usable_owner(
    db: &impl ConnectionTrait,
    purpose: Purpose,
    token_hash: &str,
) -> Result<Option<String>, DbErr> {
    let mut usable = find(purpose, token_hash);
    usable
        .and_where(Expr::col(Column::UsedAt).is_null())
        .and_where(Expr::col(Column::ExpiresAt).gt(now()));
    user_of(db, &usable).await
}

/// Spends every outstanding token of the account for `purpose`: after a
/// password reset or change, an older emailed reset link must not work.
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn revoke_all(
    db: &impl ConnectionTrait,
    purpose: Purpose,
    user_id: &str,
) -> Result<u64, DbErr> {
    let revoke = Query::update()
        .table(purpose.table())
        .value(Column::UsedAt, now())
        .and_where(Expr::col(Column::UserId).eq(user_id))
        .and_where(Expr::col(Column::UsedAt).is_null())
        .to_owned();
    Ok(db.execute(&revoke).await?.rows_affected())
}

/// Spends the tokens a new password makes void: older reset links, and
/// sign-ins waiting for their code (they got past the old password).
pub async fn revoke_after_new_password(
    db: &impl ConnectionTrait,
    user_id: &str,
) -> Result<(), DbErr> {
    for purpose in [Purpose::PasswordReset, Purpose::SignInChallenge] {
        revoke_all(db, purpose, user_id).await?;
    }
    Ok(())
}

fn find(purpose: Purpose, token_hash: &str) -> SelectStatement {
    Query::select()
        .column(Column::UserId)
        .from(purpose.table())
        .and_where(Expr::col(Column::TokenHash).eq(token_hash))
        .to_owned()
}

async fn user_of(
    db: &impl ConnectionTrait,
    select: &SelectStatement,
) -> Result<Option<String>, DbErr> {
    match db.query_one(select).await? {
        Some(row) => row.try_get_by_index(0).map(Some),
        None => Ok(None),
    }
}

/// Deletes every token of the account, whatever its purpose or state.
pub async fn delete_all(db: &impl ConnectionTrait, user_id: &str) -> Result<(), DbErr> {
    for purpose in Purpose::ALL {
        let delete = Query::delete()
            .from_table(purpose.table())
            .and_where(Expr::col(Column::UserId).eq(user_id))
            .to_owned();
        db.execute(&delete).await?;
    }
    Ok(())
}
