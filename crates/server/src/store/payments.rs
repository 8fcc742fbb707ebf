//! The checkout sessions we opened and what became of them. The session id is
//! the primary key, so each payment has exactly one row.

use super::entities::payment;
pub use super::entities::payment::{PaymentRecordStatus, ProviderName};
use super::now;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set,
};

pub type Payment = payment::Model;

/// A checkout just opened with a provider.
pub struct NewPayment<'a> {
    pub session_id: &'a str,
    pub provider: ProviderName,
    pub user_id: &'a str,
    pub package_id: &'a str,
    pub amount_cents: i64,
    pub currency: &'a str,
}

#[tracing::instrument(skip_all)]
pub async fn create(db: &impl ConnectionTrait, new: NewPayment<'_>) -> Result<Payment, DbErr> {
    row(new, now()).insert(db).await
}

/// Records a session that reached us only through the provider (a webhook for
/// a checkout whose row is missing); an existing row is left as it is.
#[tracing::instrument(skip_all)]
pub async fn create_if_missing(
    db: &impl ConnectionTrait,
    new: NewPayment<'_>,
) -> Result<(), DbErr> {
    // A conflict only means another request recorded it first.
    payment::Entity::insert(row(new, now()))
        .on_conflict_do_nothing()
        .exec_without_returning(db)
        .await?;
    Ok(())
}

pub async fn find(db: &impl ConnectionTrait, session_id: &str) -> Result<Option<Payment>, DbErr> {
    payment::Entity::find_by_id(session_id).one(db).await
}

/// The payment whose provider-side payment is `payment_intent`.
pub async fn find_by_payment_intent(
    db: &impl ConnectionTrait,
    payment_intent: &str,
) -> Result<Option<Payment>, DbErr> {
    payment::Entity::find()
        .filter(payment::Column::PaymentIntent.eq(payment_intent))
        .one(db)
        .await
}

/// Marks the payment paid (inside the transaction that credits it), with the
/// provider's payment id that later refunds and disputes will name.
#[tracing::instrument(skip(db), err)]
pub async fn mark_paid(
    db: &impl ConnectionTrait,
    session_id: &str,
    payment_intent: Option<&str>,
) -> Result<(), DbErr> {
    payment::Entity::update_many()
        .col_expr(
            payment::Column::Status,
            Expr::value(PaymentRecordStatus::Paid),
        )
        .col_expr(
            payment::Column::PaymentIntent,
            Expr::value(payment_intent.map(str::to_owned)),
        )
        .col_expr(payment::Column::FailureReason, Expr::value(None::<String>))
        .col_expr(payment::Column::UpdatedAt, Expr::value(now()))
        .filter(payment::Column::SessionId.eq(session_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Records an outcome other than paid. A paid payment keeps its status: its
/// credits were granted and nothing undoes that here.
#[tracing::instrument(skip_all, fields(session_id = %session_id))]
pub async fn mark_unpaid(
    db: &impl ConnectionTrait,
    session_id: &str,
    status: PaymentRecordStatus,
    reason: Option<&str>,
) -> Result<(), DbErr> {
    payment::Entity::update_many()
        .col_expr(payment::Column::Status, Expr::value(status))
        .col_expr(
            payment::Column::FailureReason,
            Expr::value(reason.map(str::to_owned)),
        )
        .col_expr(payment::Column::UpdatedAt, Expr::value(now()))
        .filter(payment::Column::SessionId.eq(session_id))
        .filter(payment::Column::Status.ne(PaymentRecordStatus::Paid))
        .exec(db)
        .await?;
    Ok(())
}

fn row(new: NewPayment<'_>, at: chrono::DateTime<chrono::Utc>) -> payment::ActiveModel {
    payment::ActiveModel {
        session_id: Set(new.session_id.to_owned()),
        provider: Set(new.provider),
        user_id: Set(new.user_id.to_owned()),
        package_id: Set(new.package_id.to_owned()),
        amount_cents: Set(new.amount_cents),
        currency: Set(new.currency.to_owned()),
        status: Set(PaymentRecordStatus::Open),
        failure_reason: Set(None),
        payment_intent: Set(None),
        created_at: Set(at),
        updated_at: Set(at),
    }
}

/// The packages the user paid for since `since` (one entry per payment).
pub async fn paid_packages_since(
    db: &impl ConnectionTrait,
    user_id: &str,
    since: chrono::DateTime<chrono::Utc>,
) -> Result<Vec<String>, DbErr> {
    use sea_orm::QuerySelect;
    payment::Entity::find()
        .select_only()
        .column(payment::Column::PackageId)
        .filter(payment::Column::UserId.eq(user_id))
        .filter(payment::Column::Status.eq(PaymentRecordStatus::Paid))
        .filter(payment::Column::UpdatedAt.gte(since))
        .into_tuple()
        .all(db)
        .await
}
