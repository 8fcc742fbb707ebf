use sea_orm::entity::prelude::*;

/// A webhook event handled once: Stripe may deliver the same event again.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_events")]
pub struct Model {
    /// Stripe's `evt_…` id.
    #[sea_orm(primary_key, auto_increment = false)]
    pub event_id: String,
    pub event_type: String,
    pub received_at: DateTimeUtc,
    /// The verified body, kept until handled so the work survives a restart.
    pub payload: Option<String>,
    /// None while the event still waits to be handled.
    pub handled_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
