use sea_orm::entity::prelude::*;

/// The server's half of a WebAuthn ceremony in progress.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "passkey_ceremonies")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub token_hash: String,
    /// The account adding or confirming with a passkey; none for a sign-in.
    pub user_id: Option<String>,
    pub purpose: String,
    pub state_json: String,
    pub expires_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
