use sea_orm::entity::prelude::*;

/// A date the user wants to be reminded of, some days ahead, every year.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "reminders")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub name: String,
    pub relationship: String,
    /// `birthday`, `anniversary` or `other`.
    pub occasion: String,
    pub month: i32,
    pub day: i32,
    pub time_zone: String,
    pub days_before: i32,
    pub enabled: bool,
    /// When the next reminder email is due.
    pub remind_at: DateTimeUtc,
    pub lease_until: Option<DateTimeUtc>,
    /// Claims of this year's reminder so far; it is given up after a few.
    pub attempts: i32,
    pub last_sent_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
