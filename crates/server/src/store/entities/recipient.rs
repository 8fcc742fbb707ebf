use chrono::{DateTime, Duration, Utc};
use sea_orm::Condition;
use sea_orm::entity::prelude::*;

/// One recipient of a sent card: the email to them, the card page's link
/// (only its SHA-256 is kept), and whether it was opened and thanked. (The
/// table keeps its first name, `card_deliveries`: older instances still read
/// it during a rolling upgrade.)
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "card_deliveries")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub send_id: String,
    pub user_id: String,
    pub recipient_name: String,
    pub recipient_email: String,
    #[sea_orm(unique)]
    pub token_hash: String,
    pub status: RecipientStatus,
    pub due_at: DateTimeUtc,
    pub attempts: i32,
    pub lease_until: Option<DateTimeUtc>,
    pub message_id: String,
    pub failure: Option<String>,
    pub sent_at: Option<DateTimeUtc>,
    pub opened_at: Option<DateTimeUtc>,
    pub thanks: Option<String>,
    pub thanked_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    /// The last time the sender sent it again.
    pub resent_at: Option<DateTimeUtc>,
}

/// Where the email to a recipient stands, stored as its lower-case name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum RecipientStatus {
    /// Waiting for its time, or for another attempt.
    #[sea_orm(string_value = "scheduled")]
    Scheduled,
    #[sea_orm(string_value = "sent")]
    Sent,
    /// Given up, with the reason in `failure`.
    #[sea_orm(string_value = "failed")]
    Failed,
    #[sea_orm(string_value = "cancelled")]
    Cancelled,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

/// How long after one re-send the next may go.
pub const RESEND_INTERVAL: Duration = Duration::days(1);

// Each rule below is written twice side by side, for a row in hand and as a
// query filter, so the API's flags and the store's updates cannot drift.
impl Model {
    /// Still scheduled and never attempted or claimed: nothing of it can
    /// have reached the recipient.
    pub fn is_untouched(&self) -> bool {
        self.status == RecipientStatus::Scheduled
            && self.attempts == 0
            && self.lease_until.is_none()
    }

    /// [`Model::is_untouched`] as a filter.
    pub fn untouched() -> Condition {
        Condition::all()
            .add(Column::Status.eq(RecipientStatus::Scheduled))
            .add(Column::Attempts.eq(0))
            .add(Column::LeaseUntil.is_null())
    }

    /// Whether it can be sent again at `now`: sent or failed, never opened,
    /// and not sent again in the last [`RESEND_INTERVAL`].
    pub fn can_resend(&self, now: DateTime<Utc>) -> bool {
        matches!(self.status, RecipientStatus::Sent | RecipientStatus::Failed)
            && self.opened_at.is_none()
            && self.resent_at.is_none_or(|at| at < now - RESEND_INTERVAL)
    }

    /// [`Model::can_resend`] as a filter.
    pub fn resendable(now: DateTime<Utc>) -> Condition {
        Condition::all()
            .add(Column::Status.is_in([RecipientStatus::Sent, RecipientStatus::Failed]))
            .add(Column::OpenedAt.is_null())
            .add(
                Condition::any()
                    .add(Column::ResentAt.is_null())
                    .add(Column::ResentAt.lt(now - RESEND_INTERVAL)),
            )
    }
}
