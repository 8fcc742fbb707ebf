use sea_orm::entity::prelude::*;

/// One signer's message on a group card.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "group_messages")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub group_card_id: String,
    /// Signed through this personal invitation.
    pub invite_id: Option<String>,
    /// The signer's browser: a hash of its visitor cookie.
    pub device_hash: Option<String>,
    /// The hash of the personal edit link's token.
    #[sea_orm(unique)]
    pub edit_token_hash: String,
    pub name: String,
    pub text: String,
    /// classic, modern or handwritten.
    pub font: String,
    /// One of the domain's ink colours.
    pub colour: String,
    /// Vector strokes as JSON: `[[[x, y], ...], ...]`.
    pub signature: String,
    /// The signer's photo in the image store, and its size in pixels.
    pub photo_key: Option<String>,
    pub photo_width: Option<i32>,
    pub photo_height: Option<i32>,
    /// Where the signer gets their edit link and the recipient's thanks.
    pub email: Option<String>,
    /// Hidden by the organiser: kept, but not on the card.
    pub hidden_at: Option<DateTimeUtc>,
    /// Reported by the recipient: off the card until staff restore it.
    pub reported_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
