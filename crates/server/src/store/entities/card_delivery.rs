use sea_orm::entity::prelude::*;

/// One recipient of a sent card: the email's delivery, the card page's
/// link (only its SHA-256 is kept), and whether it was opened and thanked.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "card_deliveries")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub send_id: String,
    pub user_id: String,
    pub recipient_name: String,
    pub recipient_email: String,
    #[sea_orm(unique)]
    pub token_hash: String,
    /// `scheduled`, `sent`, `failed` or `cancelled`.
    pub status: String,
    pub due_at: DateTimeUtc,
    pub attempts: i32,
    pub lease_until: Option<DateTimeUtc>,
    pub message_id: String,
    pub failure: Option<String>,
    pub sent_at: Option<DateTimeUtc>,
    pub opened_at: Option<DateTimeUtc>,
    pub thanks: Option<String>,
    pub thanked_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    /// The last time the sender sent it again.
    pub resent_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
