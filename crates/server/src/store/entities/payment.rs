use sea_orm::entity::prelude::*;

/// One checkout session we opened, whatever the provider: the record that
/// fulfilment keeps up to date.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "payments")]
pub struct Model {
    /// The provider's checkout session id: unique, so a payment is recorded once.
    #[sea_orm(primary_key, auto_increment = false)]
    pub session_id: String,
    /// demo or stripe
    pub provider: String,
    pub user_id: String,
    pub package_id: String,
    /// What the package cost when the checkout was opened, in cents.
    pub amount_cents: i64,
    pub currency: String,
    /// open, paid, canceled or failed
    pub status: String,
    /// Why a payment could not be credited (amount mismatch, unknown package…).
    pub failure_reason: Option<String>,
    /// The provider's payment (Stripe's `pi_…`), which refunds and disputes name.
    pub payment_intent: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
