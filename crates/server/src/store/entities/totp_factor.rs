use sea_orm::entity::prelude::*;

/// An account's authenticator-app secret; two-step sign-in is on once
/// `confirmed_at` is set.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "totp_factors")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: String,
    pub secret_hex: String,
    pub created_at: DateTimeUtc,
    pub confirmed_at: Option<DateTimeUtc>,
    /// The step of the last accepted code; codes of it or before are spent.
    pub last_step: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
