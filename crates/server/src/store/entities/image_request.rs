use sea_orm::entity::prelude::*;

/// A generation request sent with an `Idempotency-Key`, claimed before any
/// credits move so that a retry or a concurrent duplicate is not charged twice.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "image_requests")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub idempotency_key: String,
    /// Hash of the request's options and photo: the same key with a different
    /// request is refused.
    pub fingerprint: String,
    /// Changes when an abandoned claim is taken over, so the abandoned attempt
    /// can no longer complete or release it.
    pub attempt: String,
    /// pending or done
    pub status: String,
    pub image_id: Option<String>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
