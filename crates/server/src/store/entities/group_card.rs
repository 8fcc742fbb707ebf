use sea_orm::entity::prelude::*;

/// A card many people sign from a link before it is sent to one recipient.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "group_cards")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// The organiser, whose card it is.
    pub user_id: String,
    pub image_id: String,
    pub title: String,
    /// The name the recipient sees the card from.
    pub organiser_name: String,
    pub recipient_name: String,
    pub recipient_email: String,
    /// The IANA zone both times were chosen in.
    pub time_zone: String,
    /// `2026-12-01T17:00` in `time_zone`.
    pub local_deadline: String,
    pub deadline_at: DateTimeUtc,
    pub local_send_at: String,
    pub due_at: DateTimeUtc,
    /// Signers see only their own messages until the card is sent.
    pub hide_messages: bool,
    /// Counts rotations of the share link; its token is derived from it.
    pub share_version: i32,
    /// None while the share link is closed.
    pub share_token_hash: Option<String>,
    pub status: GroupCardStatus,
    pub message_count: i32,
    /// Grows with every change to the messages.
    pub version: i32,
    /// The send that carries it, once it went.
    pub send_id: Option<String>,
    pub lease_until: Option<DateTimeUtc>,
    pub attempts: i32,
    pub created_at: DateTimeUtc,
    pub sent_at: Option<DateTimeUtc>,
}

/// Where a group card stands, stored as its lower-case name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum GroupCardStatus {
    /// Open to signers (until the deadline) and waiting for its send time.
    #[sea_orm(string_value = "collecting")]
    Collecting,
    /// Its messages are final and it is being sent.
    #[sea_orm(string_value = "sealed")]
    Sealed,
    /// Handed to the courier as a send to the recipient.
    #[sea_orm(string_value = "sent")]
    Sent,
    /// The organiser called it off.
    #[sea_orm(string_value = "cancelled")]
    Cancelled,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
