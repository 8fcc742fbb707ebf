use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "images")]
pub struct Model {
    /// A random UUID.
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub prompt: String,
    /// low, medium, high or auto: what was asked for and charged.
    pub quality: String,
    /// What was made, e.g. 1024x1536 (an `auto` request records the real size).
    pub size: String,
    /// png, jpeg or webp: the real format of the stored file.
    pub output_format: String,
    pub credit_cost_tenths: i64,
    /// The storage key of the file; its thumbnail's key derives from it.
    #[sea_orm(unique)]
    pub file_key: String,
    pub created_at: DateTimeUtc,
    /// For a greeting card: its occasion (`birthday`…), art style and exact words.
    pub card_category: Option<String>,
    pub card_style: Option<String>,
    pub card_text: Option<String>,
    /// A card's art without its words, when the words are set on a copy
    /// (`file_key`); `None` means the file is the art.
    pub art_key: Option<String>,
    /// top, middle or bottom, and auto, light, dark or gold: how the words sit.
    pub card_text_position: Option<String>,
    pub card_text_scheme: Option<String>,
    /// Set while the owner shares the image: its page is `/s/{share_token}`.
    #[sea_orm(unique)]
    pub share_token: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
