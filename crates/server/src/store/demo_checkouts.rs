//! The demo payment provider's own sessions: what Stripe would store for a
//! real payment, kept in our database so the demo works offline.

use super::entities::demo_checkout;
pub use super::entities::demo_checkout::DemoCheckoutStatus;
use super::now;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, Set,
};

pub type DemoCheckout = demo_checkout::Model;

pub struct NewDemoCheckout<'a> {
    pub user_id: &'a str,
    pub package_id: &'a str,
    pub amount_cents: i64,
    pub currency: &'a str,
}

#[tracing::instrument(skip_all)]
pub async fn create(
    db: &DatabaseConnection,
    new: NewDemoCheckout<'_>,
) -> Result<DemoCheckout, DbErr> {
    demo_checkout::ActiveModel {
        id: Set(new_session_id()),
        user_id: Set(new.user_id.to_owned()),
        package_id: Set(new.package_id.to_owned()),
        amount_cents: Set(new.amount_cents),
        currency: Set(new.currency.to_owned()),
        status: Set(DemoCheckoutStatus::Open),
        created_at: Set(now()),
        completed_at: Set(None),
    }
    .insert(db)
    .await
}

pub async fn find(db: &DatabaseConnection, id: &str) -> Result<Option<DemoCheckout>, DbErr> {
    demo_checkout::Entity::find_by_id(id).one(db).await
}

/// What finishing a demo checkout did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Completion {
    /// It was open and now has the outcome asked for.
    Completed,
    /// It already had that outcome: nothing changed.
    AlreadyDone,
    /// It had already finished the other way.
    Conflict,
    NotFound,
}

/// Moves an open checkout to `outcome` (paid or canceled), once: the status
/// guard in the update decides between two simultaneous calls.
#[tracing::instrument(skip_all)]
pub async fn complete(
    db: &DatabaseConnection,
    id: &str,
    outcome: DemoCheckoutStatus,
) -> Result<Completion, DbErr> {
    let updated = demo_checkout::Entity::update_many()
        .col_expr(demo_checkout::Column::Status, Expr::value(outcome))
        .col_expr(demo_checkout::Column::CompletedAt, Expr::value(now()))
        .filter(demo_checkout::Column::Id.eq(id))
        .filter(demo_checkout::Column::Status.eq(DemoCheckoutStatus::Open))
        .exec(db)
        .await?;
    if updated.rows_affected == 1 {
        return Ok(Completion::Completed);
    }
    Ok(match find(db, id).await? {
        None => Completion::NotFound,
        Some(found) if found.status == outcome => Completion::AlreadyDone,
        Some(_) => Completion::Conflict,
    })
}

/// `demo_` and a random UUID in hex (122 random bits): unguessable, and safe in a URL path.
fn new_session_id() -> String {
    format!("demo_{}", uuid::Uuid::new_v4().simple())
}
