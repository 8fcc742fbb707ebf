use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub username: String,
    /// Lower-cased username: usernames are unique regardless of case.
    #[sea_orm(unique)]
    pub username_key: String,
    /// Stored lower-cased: emails are compared without case.
    #[sea_orm(unique)]
    pub email: String,
    pub password_hash: String,
    /// The balance in tenths; always equal to the sum of live lots, changed only by the ledger.
    pub credits_tenths: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
