//! Dates to remember: the user's list, and the job that emails a reminder
//! some days before each date with a link that opens the card wizard set to
//! the occasion and the person's name. Reminders of a paused account are
//! moved on to their next year without an email, and so is one whose email
//! failed too often.

use crate::providers::email::Mailer;
use crate::store::reminders::{self, Reminder, ReminderFields};
use crate::store::users;
use cardsmith_domain::account::FieldErrors;
use cardsmith_domain::reminders::{self as rules, RawReminder};
use cardsmith_domain::sending::Tz;
use chrono::{DateTime, Duration, NaiveDate, Utc};
use sea_orm::{DatabaseConnection, DbErr};

pub const NOT_FOUND: &str = "Date not found";
pub const TOO_MANY: &str = "You can keep up to 100 dates";
const LEASE: Duration = Duration::minutes(2);
const BATCH: u64 = 50;
/// A reminder whose email failed is tried again after this long, until its
/// day or its last attempt.
const RETRY: Duration = Duration::minutes(15);
/// Attempts at one year's reminder email (about two hours of retries); after
/// the last, that year's is given up, as a card is after its last attempt.
pub const MAX_ATTEMPTS: i32 = 8;

/// The reminder form, before any checks.
pub struct ReminderForm {
    pub name: String,
    pub relationship: String,
    pub occasion: String,
    pub month: u32,
    pub day: u32,
    pub time_zone: String,
    pub days_before: Option<u32>,
    pub enabled: bool,
}

/// Why a date could not be kept or changed.
#[derive(Debug, thiserror::Error)]
pub enum ReminderError {
    #[error("{NOT_FOUND}")]
    NotFound,
    #[error("{TOO_MANY}")]
    TooMany,
    /// Fields of the form, each with what is wrong with it.
    #[error("the date is invalid")]
    Invalid(FieldErrors),
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// Dates to remember and their emails, with the handles that takes.
#[derive(Clone)]
pub struct Reminders {
    db: DatabaseConnection,
    mailer: Mailer,
    /// The site's address, for the links in the emails.
    public_url: String,
}

impl Reminders {
    pub fn new(db: DatabaseConnection, mailer: Mailer, public_url: String) -> Self {
        Reminders {
            db,
            mailer,
            public_url,
        }
    }

    /// The user's dates and whether every reminder is switched off.
    pub async fn list(&self, user_id: &str) -> Result<(Vec<Reminder>, bool), ReminderError> {
        let dates = reminders::list(&self.db, user_id).await?;
        Ok((dates, reminders::is_paused(&self.db, user_id).await?))
    }

    pub async fn create(
        &self,
        user_id: &str,
        form: ReminderForm,
    ) -> Result<Reminder, ReminderError> {
        let fields = fields(&form, Utc::now())?;
        if reminders::count(&self.db, user_id).await? >= rules::MAX_REMINDERS {
            return Err(ReminderError::TooMany);
        }
        Ok(reminders::insert(&self.db, user_id, fields).await?)
    }

    pub async fn update(
        &self,
        user_id: &str,
        id: &str,
        form: ReminderForm,
    ) -> Result<Reminder, ReminderError> {
        let fields = fields(&form, Utc::now())?;
        reminders::update(&self.db, user_id, id, fields)
            .await?
            .ok_or(ReminderError::NotFound)
    }

    pub async fn delete(&self, user_id: &str, id: &str) -> Result<(), ReminderError> {
        if !reminders::delete(&self.db, user_id, id).await? {
            return Err(ReminderError::NotFound);
        }
        Ok(())
    }

    pub async fn set_paused(&self, user_id: &str, paused: bool) -> Result<(), ReminderError> {
        Ok(reminders::set_paused(&self.db, user_id, paused).await?)
    }

    /// Emails the reminders due at `now`; answers how many went out.
    pub async fn remind_due(&self, now: DateTime<Utc>) -> anyhow::Result<usize> {
        let mut sent = 0;
        for due in reminders::claim_due(&self.db, now, LEASE, BATCH).await? {
            let rule = rule_of(&due);
            let date = rule.date_of_reminder(due.remind_at);
            let (_, next_year) = rule.next(due.remind_at);
            if reminders::is_paused(&self.db, &due.user_id).await? || date < now.date_naive() {
                reminders::advance(&self.db, &due.id, next_year, None).await?;
                continue;
            }
            match self.email(&due, date).await {
                Ok(()) => {
                    reminders::advance(&self.db, &due.id, next_year, Some(now)).await?;
                    sent += 1;
                }
                Err(error) => {
                    tracing::warn!(reminder_id = %due.id, attempt = due.attempts, error = %format!("{error:#}"), "reminder email failed");
                    if due.attempts >= MAX_ATTEMPTS {
                        reminders::advance(&self.db, &due.id, next_year, None).await?;
                    } else {
                        reminders::retry_after(&self.db, &due.id, now + RETRY).await?;
                    }
                }
            }
        }
        Ok(sent)
    }

    async fn email(&self, due: &Reminder, date: NaiveDate) -> anyhow::Result<()> {
        let Some(user) = users::find_by_id(&self.db, &due.user_id).await? else {
            return Ok(());
        };
        let base = self.public_url.trim_end_matches('/');
        let occasion = match due.occasion.as_str() {
            "birthday" => format!("{}'s birthday", due.name),
            "anniversary" => format!("{}'s anniversary", due.name),
            _ => format!("{}'s day", due.name),
        };
        let when = date.format("%A %-d %B");
        let subject = format!("{occasion} is on {when}");
        let body = format!(
            "Hello {user},\n\n{occasion} is on {when}. Make a card and send it to arrive on the day:\n\
             {link}\n\n--\nYou asked Cardsmith to remind you {days} days before. \
             Change or switch off reminders: {base}/reminders\n",
            user = user.signature(),
            link = wizard_link(base, due),
            days = due.days_before,
        );
        self.mailer
            .send(&self.db, &user.email, &subject, &body)
            .await
    }
}

/// The card wizard, set to the occasion and the person's name.
pub fn wizard_link(base: &str, due: &Reminder) -> String {
    let name: String = url::form_urlencoded::byte_serialize(due.name.as_bytes()).collect();
    match due.occasion.as_str() {
        "birthday" | "anniversary" => {
            format!("{base}/create?category={}&name={name}", due.occasion)
        }
        _ => format!("{base}/create?name={name}"),
    }
}

fn fields(form: &ReminderForm, now: DateTime<Utc>) -> Result<ReminderFields, ReminderError> {
    let rule = rules::Reminder::parse(RawReminder {
        name: &form.name,
        relationship: &form.relationship,
        occasion: &form.occasion,
        month: form.month,
        day: form.day,
        time_zone: &form.time_zone,
        days_before: form.days_before,
    })
    .map_err(ReminderError::Invalid)?;
    let (_, remind_at) = rule.next(now);
    Ok(ReminderFields {
        name: rule.name,
        relationship: rule.relationship,
        occasion: rule.occasion.to_owned(),
        month: rule.month as i32,
        day: rule.day as i32,
        time_zone: rule.zone.name().to_owned(),
        days_before: rule.days_before as i32,
        enabled: form.enabled,
        remind_at,
    })
}

/// A stored date as the domain's rule (stored dates were checked when saved).
fn rule_of(due: &Reminder) -> rules::Reminder {
    rules::Reminder {
        name: due.name.clone(),
        relationship: due.relationship.clone(),
        occasion: "other",
        month: u32::try_from(due.month).unwrap_or(1),
        day: u32::try_from(due.day).unwrap_or(1),
        zone: due.time_zone.parse::<Tz>().unwrap_or(Tz::UTC),
        days_before: u32::try_from(due.days_before).unwrap_or(rules::DEFAULT_DAYS_BEFORE),
    }
}
