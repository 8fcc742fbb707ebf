use sea_orm::entity::prelude::*;

/// A key to the public API. The key itself is shown once; only its SHA-256
/// is kept (keys are long and random, so a fast hash is safe).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "api_keys")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub name: String,
    /// The key's first characters (`cs_live_AbCd`), to tell keys apart.
    pub prefix: String,
    #[sea_orm(unique)]
    pub key_hash: String,
    pub created_at: DateTimeUtc,
    pub last_used_at: Option<DateTimeUtc>,
    pub revoked_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
