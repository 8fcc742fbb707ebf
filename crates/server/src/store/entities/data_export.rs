use sea_orm::entity::prelude::*;

/// An archive of an account's data: being made until `ready_at` or
/// `failed_at` is set.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "data_exports")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub requested_at: DateTimeUtc,
    /// Until when an instance is making it.
    pub lease_until: Option<DateTimeUtc>,
    pub attempts: i32,
    pub ready_at: Option<DateTimeUtc>,
    /// Set when it was given up after too many failed attempts.
    pub failed_at: Option<DateTimeUtc>,
    /// When a ready archive's file is removed.
    pub expires_at: Option<DateTimeUtc>,
    /// The storage key of the zip file, once stored.
    pub archive_key: Option<String>,
    pub size_bytes: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
