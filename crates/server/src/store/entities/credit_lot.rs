use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "credit_lots")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub source: LotSource,
    pub granted_tenths: i64,
    pub remaining_tenths: i64,
    /// None never expires (the signup bonus).
    pub expires_at: Option<DateTimeUtc>,
    /// Set once the expiry job has written this lot off.
    pub expired: bool,
    /// The checkout session that paid for it: unique, so a payment credits once.
    #[sea_orm(unique)]
    pub payment_ref: Option<String>,
    /// How much of it a refund or dispute of its payment asks back.
    pub owed_back_tenths: i64,
    /// How much of that was taken back; the rest had been spent. Credits that
    /// return to the lot later (a refunded reservation) go towards the rest.
    pub taken_back_tenths: i64,
    pub created_at: DateTimeUtc,
}

/// Where a lot of credits came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum LotSource {
    #[sea_orm(string_value = "signup_bonus")]
    SignupBonus,
    #[sea_orm(string_value = "purchase")]
    Purchase,
    /// Given by staff from the operator console.
    #[sea_orm(string_value = "staff_grant")]
    StaffGrant,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
