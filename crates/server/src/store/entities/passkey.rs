use sea_orm::entity::prelude::*;

/// A passkey an account signs in with.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "passkeys")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    /// Base64url, as the browser names the credential.
    #[sea_orm(unique)]
    pub credential_id: String,
    pub name: String,
    /// webauthn-rs's `Passkey` as JSON: the public key and its counter.
    pub credential_json: String,
    pub created_at: DateTimeUtc,
    pub last_used_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
