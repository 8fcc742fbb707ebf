//! Idempotency keys of generation requests. A key is claimed before any
//! credits move; the unique (user, key) index makes a concurrent duplicate
//! fail to claim, so it cannot be charged a second time.

use super::entities::image_request::{self, RequestStatus};
use super::{is_unique_violation, new_id, now};
use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait,
    QueryFilter, Set,
};

/// The right to run one request: the row and this attempt's token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    pub id: String,
    pub attempt: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClaimOutcome {
    /// Run the request.
    Claimed(Claim),
    /// The key already made this image: answer with it, charge nothing.
    Completed { image_id: String },
    /// The first request with this key is still running.
    InProgress,
    /// The key was used for a different request.
    KeyReused,
}

/// Claims `key` for `user_id`. A pending claim last touched before
/// `abandoned_before` belongs to an attempt that died, and is taken over.
#[tracing::instrument(skip_all, fields(user_id = %user_id))]
pub async fn claim(
    db: &DatabaseConnection,
    user_id: &str,
    key: &str,
    fingerprint: &str,
    abandoned_before: DateTime<Utc>,
) -> Result<ClaimOutcome, DbErr> {
    // A claim released between our insert and our look-up frees the key, so
    // the insert is tried again (a couple of times is plenty).
    for _ in 0..3 {
        let attempt = new_id();
        let id = new_id();
        let inserted = image_request::ActiveModel {
            id: Set(id.clone()),
            user_id: Set(user_id.to_owned()),
            idempotency_key: Set(key.to_owned()),
            fingerprint: Set(fingerprint.to_owned()),
            attempt: Set(attempt.clone()),
            status: Set(RequestStatus::Pending),
            image_id: Set(None),
            updated_at: Set(now()),
        }
        .insert(db)
        .await;
        match inserted {
            Ok(_) => return Ok(ClaimOutcome::Claimed(Claim { id, attempt })),
            Err(err) if is_unique_violation(&err) => {}
            Err(err) => return Err(err),
        }
        let Some(existing) = image_request::Entity::find()
            .filter(image_request::Column::UserId.eq(user_id))
            .filter(image_request::Column::IdempotencyKey.eq(key))
            .one(db)
            .await?
        else {
            continue;
        };
        if existing.fingerprint != fingerprint {
            return Ok(ClaimOutcome::KeyReused);
        }
        if existing.status == RequestStatus::Done {
            return match existing.image_id {
                Some(image_id) => Ok(ClaimOutcome::Completed { image_id }),
                None => Err(DbErr::Custom("A completed request has no image".into())),
            };
        }
        if existing.updated_at >= abandoned_before {
            return Ok(ClaimOutcome::InProgress);
        }
        return take_over(db, &existing, abandoned_before).await;
    }
    Ok(ClaimOutcome::InProgress)
}

/// Gives an abandoned claim a new attempt token; only one taker can win.
async fn take_over(
    db: &DatabaseConnection,
    abandoned: &image_request::Model,
    abandoned_before: DateTime<Utc>,
) -> Result<ClaimOutcome, DbErr> {
    let attempt = new_id();
    let result = image_request::Entity::update_many()
        .col_expr(image_request::Column::Attempt, Expr::value(attempt.clone()))
        .col_expr(image_request::Column::UpdatedAt, Expr::value(now()))
        .filter(image_request::Column::Id.eq(abandoned.id.as_str()))
        .filter(image_request::Column::Attempt.eq(abandoned.attempt.as_str()))
        .filter(image_request::Column::Status.eq(RequestStatus::Pending))
        .filter(image_request::Column::UpdatedAt.lt(abandoned_before))
        .exec(db)
        .await?;
    if result.rows_affected == 1 {
        let id = abandoned.id.clone();
        Ok(ClaimOutcome::Claimed(Claim { id, attempt }))
    } else {
        Ok(ClaimOutcome::InProgress)
    }
}

/// Whether `key` is on record for `user_id`, finished or not.
pub async fn exists(db: &DatabaseConnection, user_id: &str, key: &str) -> Result<bool, DbErr> {
    let found = image_request::Entity::find()
        .filter(image_request::Column::UserId.eq(user_id))
        .filter(image_request::Column::IdempotencyKey.eq(key))
        .one(db)
        .await?;
    Ok(found.is_some())
}

/// Records the image the claim made, inside the transaction that stores the
/// image, so a finished request always answers with its image.
#[tracing::instrument(skip_all, fields(image_id = %image_id))]
pub async fn complete_in(
    txn: &impl ConnectionTrait,
    claim: &Claim,
    image_id: &str,
) -> Result<(), DbErr> {
    let result = image_request::Entity::update_many()
        .col_expr(
            image_request::Column::Status,
            Expr::value(RequestStatus::Done),
        )
        .col_expr(image_request::Column::ImageId, Expr::value(image_id))
        .col_expr(image_request::Column::UpdatedAt, Expr::value(now()))
        .filter(image_request::Column::Id.eq(claim.id.as_str()))
        .filter(image_request::Column::Attempt.eq(claim.attempt.as_str()))
        .filter(image_request::Column::Status.eq(RequestStatus::Pending))
        .exec(txn)
        .await?;
    if result.rows_affected != 1 {
        return Err(DbErr::Custom(
            "The idempotency claim was taken over by a later attempt".into(),
        ));
    }
    Ok(())
}

/// Shows that `claims` are still being worked on, so none is taken over as
/// abandoned; renewed together with the reservations' leases. A claim taken
/// over meanwhile has a new attempt token, and is left alone.
#[tracing::instrument(skip_all, fields(count = claims.len()))]
pub async fn touch(db: &DatabaseConnection, claims: &[Claim]) -> Result<(), DbErr> {
    // Attempt tokens are random, so matching each row's id and attempt
    // against the two lists matches exactly the rows of these claims.
    let ids = claims.iter().map(|claim| claim.id.as_str());
    let attempts = claims.iter().map(|claim| claim.attempt.as_str());
    image_request::Entity::update_many()
        .col_expr(image_request::Column::UpdatedAt, Expr::value(now()))
        .filter(image_request::Column::Id.is_in(ids))
        .filter(image_request::Column::Attempt.is_in(attempts))
        .filter(image_request::Column::Status.eq(RequestStatus::Pending))
        .exec(db)
        .await?;
    Ok(())
}

/// Frees the key after a failed attempt, so the request may be retried.
#[tracing::instrument(skip_all)]
pub async fn release(db: &DatabaseConnection, claim: &Claim) -> Result<(), DbErr> {
    image_request::Entity::delete_many()
        .filter(image_request::Column::Id.eq(claim.id.as_str()))
        .filter(image_request::Column::Attempt.eq(claim.attempt.as_str()))
        .filter(image_request::Column::Status.eq(RequestStatus::Pending))
        .exec(db)
        .await?;
    Ok(())
}

/// Forgets keys last used before `before`; returns how many.
#[tracing::instrument(skip_all)]
pub async fn delete_older_than(
    db: &DatabaseConnection,
    before: DateTime<Utc>,
) -> Result<u64, DbErr> {
    let result = image_request::Entity::delete_many()
        .filter(image_request::Column::UpdatedAt.lt(before))
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}
