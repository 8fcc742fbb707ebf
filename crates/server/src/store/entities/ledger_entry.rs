use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "ledger_entries")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: String,
    /// grant, purchase, reserve, refund or expire
    pub kind: String,
    pub description: String,
    pub delta_tenths: i64,
    /// Money paid, in cents, for purchases.
    pub amount_cents: Option<i64>,
    /// The reservation or payment this entry belongs to.
    pub reference: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
