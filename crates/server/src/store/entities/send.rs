use sea_orm::entity::prelude::*;

/// A card sent, or to be sent, by email to one or more recipients. (The
/// table keeps its first name: older instances still read it during a
/// rolling upgrade.)
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "card_sends")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub image_id: String,
    pub sender_name: String,
    pub message: String,
    /// The IANA zone the time was chosen in.
    pub time_zone: String,
    /// The chosen wall-clock time (`2026-12-24T09:00`); none for "now".
    pub local_send_at: Option<String>,
    pub due_at: DateTimeUtc,
    pub created_at: DateTimeUtc,
    pub cancelled_at: Option<DateTimeUtc>,
    /// classic, modern or handwritten; none reads as classic.
    pub font: Option<String>,
    /// Set when a recipient reported the card: its page is gone for everyone.
    pub reported_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// Neither cancelled nor reported: what is left of it may still go out.
    pub fn is_open(&self) -> bool {
        self.cancelled_at.is_none() && self.reported_at.is_none()
    }

    /// Whether its words, time and recipients can still change: it is open
    /// and none of its recipients was attempted or claimed.
    pub fn is_editable(&self, recipients: &[super::recipient::Model]) -> bool {
        self.is_open() && recipients.iter().all(super::recipient::Model::is_untouched)
    }
}
