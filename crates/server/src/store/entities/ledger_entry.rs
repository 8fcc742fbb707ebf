use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "ledger_entries")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: String,
    pub kind: EntryKind,
    pub description: String,
    pub delta_tenths: i64,
    /// Money paid, in cents, for purchases.
    pub amount_cents: Option<i64>,
    /// The reservation or payment this entry belongs to.
    pub reference: Option<String>,
    pub created_at: DateTimeUtc,
}

/// What a ledger entry records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum EntryKind {
    /// Free credits: the signup bonus.
    #[sea_orm(string_value = "grant")]
    Grant,
    #[sea_orm(string_value = "purchase")]
    Purchase,
    /// Credits taken out for work that may still fail.
    #[sea_orm(string_value = "reserve")]
    Reserve,
    /// A reservation given back.
    #[sea_orm(string_value = "refund")]
    Refund,
    /// A lot written off at its expiry.
    #[sea_orm(string_value = "expire")]
    Expire,
    /// Credits of a refunded or disputed payment taken back.
    #[sea_orm(string_value = "clawback")]
    Clawback,
    /// Credits staff took off the account.
    #[sea_orm(string_value = "deduct")]
    Deduct,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
