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
    pub status: RequestStatus,
    pub image_id: Option<String>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

/// Where a request with a key stands (`image_requests.status`, a string column).
#[derive(Clone, Copy, Debug, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum RequestStatus {
    /// Claimed, and being worked on (or abandoned, once not renewed).
    #[sea_orm(string_value = "pending")]
    Pending,
    /// It made its image.
    #[sea_orm(string_value = "done")]
    Done,
}
