//! Every email sent is recorded here first, then delivered (SMTP or files).

use super::entities::email;
use super::now;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, Set,
};

pub type Email = email::Model;

#[tracing::instrument(skip_all)]
pub async fn record(
    db: &DatabaseConnection,
    to: &str,
    subject: &str,
    body: &str,
) -> Result<Email, DbErr> {
    email::ActiveModel {
        to_address: Set(to.to_owned()),
        subject: Set(subject.to_owned()),
        body_text: Set(body.to_owned()),
        created_at: Set(now()),
        sent_at: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await
}

#[tracing::instrument(skip_all)]
pub async fn mark_sent(db: &DatabaseConnection, id: i64) -> Result<(), DbErr> {
    email::Entity::update_many()
        .col_expr(email::Column::SentAt, Expr::value(now()))
        .filter(email::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}
