use sea_orm::entity::prelude::*;

/// One thing staff or the service did to an account, or tried to. The
/// table refuses updates and deletes (triggers in its migration).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "audit_entries")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub at: DateTimeUtc,
    /// The staff member's account; `None` for the service itself and the
    /// server's command line.
    pub actor_id: Option<String>,
    /// Who it was at the time, in words.
    pub actor: String,
    pub action: String,
    pub target_user_id: Option<String>,
    pub reason: String,
    pub outcome: AuditOutcome,
    pub before_json: Option<String>,
    pub after_json: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum AuditOutcome {
    #[sea_orm(string_value = "done")]
    Done,
    /// Beyond the actor's role: nothing changed.
    #[sea_orm(string_value = "refused")]
    Refused,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
