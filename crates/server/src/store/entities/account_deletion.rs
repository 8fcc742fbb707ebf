use sea_orm::entity::prelude::*;

/// An account deleted by its owner, whose data is still being erased.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "account_deletions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: String,
    /// Where the confirmation goes; erased with the rest.
    pub email: Option<String>,
    /// The name the confirmation greets; erased with the rest.
    pub username: Option<String>,
    /// The unspent credits written off, in tenths.
    pub forfeited_tenths: i64,
    pub requested_at: DateTimeUtc,
    pub lease_until: Option<DateTimeUtc>,
    pub attempts: i32,
    /// When the confirmation email went out (or was given up).
    pub notified_at: Option<DateTimeUtc>,
    pub finished_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
