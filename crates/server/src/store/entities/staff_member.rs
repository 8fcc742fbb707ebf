use sea_orm::entity::prelude::*;

/// An account that may use the operator console, and with which rights.
/// Rows are written only by the server's command line.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "staff_members")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: String,
    pub role: StaffRole,
    pub granted_at: DateTimeUtc,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum StaffRole {
    /// Reads accounts, resends confirmations, makes small grants and works
    /// the moderation queue.
    #[sea_orm(string_value = "support")]
    Support,
    /// Everything support does, plus refunds, suspensions, deletions and
    /// larger grants.
    #[sea_orm(string_value = "admin")]
    Admin,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
