use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "reservations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub amount_tenths: i64,
    /// JSON list of [lot id, tenths] drawn, so a refund returns credits to the same lots.
    pub draws: String,
    pub status: ReservationStatus,
    pub description: String,
    pub created_at: DateTimeUtc,
    pub finished_at: Option<DateTimeUtc>,
    /// The instance (its boot id) doing the work.
    pub owner: Option<String>,
    /// The owner renews this while it works; once it has passed, any instance
    /// refunds the reservation as interrupted work.
    pub lease_until: Option<DateTimeUtc>,
    /// Space-separated names of the files the work may write (see
    /// `ImageKey::named`), removed if it is refunded as interrupted.
    pub files: Option<String>,
}

/// Where the reserved credits stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum ReservationStatus {
    /// Out of the balance while the work runs.
    #[sea_orm(string_value = "pending")]
    Pending,
    /// Spent for good: the work was kept.
    #[sea_orm(string_value = "settled")]
    Settled,
    /// Given back to the lots they came from.
    #[sea_orm(string_value = "refunded")]
    Refunded,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
