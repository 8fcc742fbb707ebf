use sea_orm::entity::prelude::*;

/// A checkout on the built-in demo payment page: the demo provider's own
/// record, playing the part Stripe plays for real payments.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "demo_checkouts")]
pub struct Model {
    /// `demo_` and 32 random hex digits.
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub package_id: String,
    pub amount_cents: i64,
    pub currency: String,
    pub status: DemoCheckoutStatus,
    pub created_at: DateTimeUtc,
    pub completed_at: Option<DateTimeUtc>,
}

/// Where a demo checkout stands: open until the buyer pays or cancels, once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum DemoCheckoutStatus {
    #[sea_orm(string_value = "open")]
    Open,
    #[sea_orm(string_value = "paid")]
    Paid,
    #[sea_orm(string_value = "canceled")]
    Canceled,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
