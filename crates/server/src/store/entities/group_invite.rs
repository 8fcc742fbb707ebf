use sea_orm::entity::prelude::*;

/// Someone the organiser invited by email to sign a group card, with a
/// personal link (only its SHA-256 is kept) and the reminders they got.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "group_invites")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub group_card_id: String,
    pub email: String,
    #[sea_orm(unique)]
    pub token_hash: String,
    /// Automatic reminders sent so far: at most two.
    pub reminders_sent: i32,
    pub last_reminded_at: Option<DateTimeUtc>,
    /// The person asked for no more reminders about this card.
    pub stopped_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
