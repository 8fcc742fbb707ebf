use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub username: String,
    /// The username's confusables skeleton: names that look alike collide.
    #[sea_orm(unique)]
    pub username_key: String,
    /// Stored lower-cased: emails are compared without case.
    #[sea_orm(unique)]
    pub email: String,
    pub password_hash: String,
    /// The balance in tenths; always equal to the sum of live lots, changed only by the ledger.
    pub credits_tenths: i64,
    pub created_at: DateTimeUtc,
    /// When the address was confirmed; accounts from before confirmation
    /// existed count as confirmed when they were made.
    pub email_verified_at: Option<DateTimeUtc>,
    /// Raised with every image stored or deleted (see `store::gallery_counts`).
    pub gallery_version: i64,
    /// The name cards are signed with; `None` means the username.
    pub display_name: Option<String>,
    /// When the account was deleted; the row then keeps only its id.
    pub deleted_at: Option<DateTimeUtc>,
    /// When staff (or the strike rule) suspended the account: it cannot sign
    /// in, its API keys are refused and its scheduled sends wait.
    pub suspended_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// The name the account's cards come from: its display name, or else
    /// its username.
    pub fn signature(&self) -> &str {
        self.display_name.as_deref().unwrap_or(&self.username)
    }
}
