use sea_orm::entity::prelude::*;

/// One checkout session we opened, whatever the provider: the record that
/// fulfilment keeps up to date.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "payments")]
pub struct Model {
    /// The provider's checkout session id: unique, so a payment is recorded once.
    #[sea_orm(primary_key, auto_increment = false)]
    pub session_id: String,
    pub provider: ProviderName,
    pub user_id: String,
    pub package_id: String,
    /// What the package cost when the checkout was opened, in cents.
    pub amount_cents: i64,
    pub currency: String,
    pub status: PaymentRecordStatus,
    /// Why a payment could not be credited (amount mismatch, unknown package…).
    pub failure_reason: Option<String>,
    /// The provider's payment (Stripe's `pi_…`), which refunds and disputes name.
    pub payment_intent: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

/// Who took (or was to take) the money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum ProviderName {
    #[sea_orm(string_value = "demo")]
    Demo,
    #[sea_orm(string_value = "stripe")]
    Stripe,
}

/// What became of a checkout we opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum PaymentRecordStatus {
    /// Not paid (yet).
    #[sea_orm(string_value = "open")]
    Open,
    /// Paid and credited.
    #[sea_orm(string_value = "paid")]
    Paid,
    #[sea_orm(string_value = "canceled")]
    Canceled,
    /// Paid but not credited (see `failure_reason`), or a payment that bounced.
    #[sea_orm(string_value = "failed")]
    Failed,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
