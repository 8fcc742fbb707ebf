use sea_orm::entity::prelude::*;

/// Something waiting for staff to judge: a card its recipients reported, or
/// an account's prompts the image provider refused.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "moderation_items")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub kind: ModerationKind,
    /// Whose card or prompt it is: the account a removal strikes.
    pub user_id: String,
    /// A reported card's send (one item per send).
    pub send_id: Option<String>,
    /// A reported card's image.
    pub image_id: Option<String>,
    /// A reported message of a group card (one item per message); the
    /// account is the card's organiser, whom a removal does not strike.
    pub group_message_id: Option<String>,
    /// A flagged generation's latest refused prompt.
    pub prompt: Option<String>,
    /// Reports of the card, or refusals of the account's prompts.
    pub reports: i32,
    pub status: ModerationStatus,
    pub created_at: DateTimeUtc,
    pub last_reported_at: DateTimeUtc,
    pub decided_at: Option<DateTimeUtc>,
    /// The staff member who decided, by address at the time.
    pub decided_by: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum ModerationKind {
    /// A recipient reported the card from its page; the link is off until restored.
    #[sea_orm(string_value = "reported_card")]
    ReportedCard,
    /// A recipient reported one signer's message on a group card; it is
    /// hidden until restored.
    #[sea_orm(string_value = "reported_message")]
    ReportedMessage,
    /// The provider's safety system refused the account's prompt or photo.
    #[sea_orm(string_value = "flagged_generation")]
    FlaggedGeneration,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum ModerationStatus {
    #[sea_orm(string_value = "open")]
    Open,
    /// Judged harmless: a card's link works again.
    #[sea_orm(string_value = "restored")]
    Restored,
    /// Judged against the rules: the card is deleted and the account struck.
    #[sea_orm(string_value = "removed")]
    Removed,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
