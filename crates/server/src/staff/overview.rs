//! The console's overview: how the service is doing today, over 7 days and
//! over 30. The figures come from the database, which every instance shares
//! and a restart keeps (the metrics endpoint's counters are neither), and
//! the models' standing from the model watch of this instance.

use crate::payments::CURRENCY;
use crate::providers::models::{ModelReport, ModelRole, ModelStatus, ModelWatch};
use crate::store::console_stats::{self, Money, PerDay};
use chrono::{DateTime, Duration, NaiveDate, Utc};
use sea_orm::{DatabaseConnection, DbErr};

/// The days the overview covers, today included.
pub const DAYS: usize = 30;
/// An email not handed over this long after it was recorded has failed.
const DELIVERY_GIVEN_UP_AFTER: Duration = Duration::minutes(5);

/// One figure for each of the last [`DAYS`] UTC days, oldest first and
/// today last; a day without any is 0.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Daily(Vec<i64>);

impl Daily {
    fn from_rows(first_day: NaiveDate, rows: &PerDay) -> Daily {
        let mut values = vec![0; DAYS];
        for (day, value) in rows {
            if let Some(slot) = slot_of(first_day, *day) {
                values[slot] += value;
            }
        }
        Daily(values)
    }

    pub fn values(&self) -> &[i64] {
        &self.0
    }

    pub fn today(&self) -> i64 {
        self.last(1)
    }

    /// The sum of the last `days` days.
    pub fn last(&self, days: usize) -> i64 {
        self.0.iter().rev().take(days).sum()
    }
}

fn slot_of(first_day: NaiveDate, day: NaiveDate) -> Option<usize> {
    usize::try_from((day - first_day).num_days())
        .ok()
        .filter(|slot| *slot < DAYS)
}

/// Money in one currency, in its minor units (cents).
pub struct Revenue {
    pub currency: String,
    pub paid: Daily,
    /// Refunded, or held back by a dispute.
    pub returned: Daily,
}

impl Revenue {
    /// Paid less returned, day by day.
    pub fn net(&self) -> Daily {
        let values = self.paid.0.iter().zip(&self.returned.0);
        Daily(values.map(|(paid, returned)| paid - returned).collect())
    }
}

/// What the service owes in credits, in tenths.
pub struct Outstanding {
    /// Left in every lot that has not expired, now.
    pub now_tenths: i64,
    /// What all balances held at the end of each day, by the ledger.
    pub day_end_tenths: Daily,
}

/// One of the product's models: a remote provider's, with its latest
/// report, or none where the work is done inside the binary.
pub enum ConfiguredModel {
    Remote(ModelReport),
    /// Images from the built-in designer, messages from the bundled library.
    BuiltIn(ModelRole),
}

pub struct Figures {
    /// When they were counted; the last day is this one's.
    pub at: DateTime<Utc>,
    pub first_day: NaiveDate,
    pub sign_ups: Daily,
    pub generations_made: Daily,
    pub generations_failed: Daily,
    /// Credits given back for failed generations, in tenths.
    pub generations_refunded_tenths: Daily,
    /// Generations that failed while being made (see
    /// `console_stats::failed_while_made`).
    pub provider_errors: Daily,
    /// One entry per currency, the one payments are taken in first.
    pub revenue: Vec<Revenue>,
    pub credits_outstanding: Outstanding,
    pub emails_sent: Daily,
    pub emails_failed: Daily,
    pub models: Vec<ConfiguredModel>,
}

#[derive(Clone)]
pub struct Overview {
    db: DatabaseConnection,
    /// The statuses the model watch keeps up to date: one per model that a
    /// remote provider serves.
    models: Vec<ModelStatus>,
}

impl Overview {
    /// Reads the statuses `watch` keeps up to date; a model it does not
    /// watch is made inside the binary.
    pub fn new(db: DatabaseConnection, watch: &ModelWatch) -> Self {
        let models = watch.models.iter().map(|watched| watched.status.clone());
        Overview {
            db,
            models: models.collect(),
        }
    }

    pub async fn figures(&self) -> Result<Figures, DbErr> {
        self.figures_at(Utc::now()).await
    }

    async fn figures_at(&self, at: DateTime<Utc>) -> Result<Figures, DbErr> {
        let db = &self.db;
        let first_day = at.date_naive() - Duration::days(DAYS as i64 - 1);
        let since = first_day.and_time(chrono::NaiveTime::MIN).and_utc();
        let daily = |rows: &PerDay| Daily::from_rows(first_day, rows);
        let generations = console_stats::generations(db, since).await?;
        let emails = console_stats::emails(db, since, at - DELIVERY_GIVEN_UP_AFTER).await?;
        let paid = console_stats::paid(db, since).await?;
        let returned = console_stats::returned(db, since).await?;
        Ok(Figures {
            at,
            first_day,
            sign_ups: daily(&console_stats::sign_ups(db, since).await?),
            generations_made: daily(&generations.made),
            generations_failed: daily(&generations.failed),
            generations_refunded_tenths: daily(&generations.refunded_tenths),
            provider_errors: daily(&console_stats::failed_while_made(db, since).await?),
            revenue: revenue(first_day, &paid, &returned),
            credits_outstanding: Outstanding {
                now_tenths: console_stats::credits_outstanding(db, at).await?,
                day_end_tenths: day_end_balances(first_day, since, db).await?,
            },
            emails_sent: daily(&emails.sent),
            emails_failed: daily(&emails.failed),
            models: self.models(),
        })
    }

    /// The image model, then the text model.
    fn models(&self) -> Vec<ConfiguredModel> {
        let reports: Vec<ModelReport> = self.models.iter().map(ModelStatus::get).collect();
        [ModelRole::Image, ModelRole::Text]
            .into_iter()
            .map(
                |role| match reports.iter().find(|report| report.role == role) {
                    Some(report) => ConfiguredModel::Remote(report.clone()),
                    None => ConfiguredModel::BuiltIn(role),
                },
            )
            .collect()
    }
}

/// The running sum of the ledger: what all balances held at each day's end.
async fn day_end_balances(
    first_day: NaiveDate,
    since: DateTime<Utc>,
    db: &DatabaseConnection,
) -> Result<Daily, DbErr> {
    let moves = console_stats::balance_moves(db, since).await?;
    let mut held = moves.before;
    let per_day = Daily::from_rows(first_day, &moves.per_day);
    Ok(Daily(
        per_day
            .0
            .iter()
            .map(|delta| {
                held += delta;
                held
            })
            .collect(),
    ))
}

/// Paid and returned money per currency; the currency payments are taken in
/// is always there, so a service without sales shows its zeros.
fn revenue(first_day: NaiveDate, paid: &[Money], returned: &[Money]) -> Vec<Revenue> {
    let mut currencies: Vec<&str> = vec![CURRENCY];
    for money in paid.iter().chain(returned) {
        if !currencies.contains(&money.currency.as_str()) {
            currencies.push(&money.currency);
        }
    }
    let in_currency = |rows: &[Money], currency: &str| {
        let rows: PerDay = rows
            .iter()
            .filter(|money| money.currency == currency)
            .map(|money| (money.day, money.minor_units))
            .collect();
        Daily::from_rows(first_day, &rows)
    };
    currencies
        .into_iter()
        .map(|currency| Revenue {
            currency: currency.to_owned(),
            paid: in_currency(paid, currency),
            returned: in_currency(returned, currency),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn days_without_rows_are_zero_and_days_outside_are_left_out() {
        let first = day("2026-03-01");
        let rows = vec![
            (day("2026-02-28"), 9),
            (day("2026-03-01"), 1),
            (day("2026-03-24"), 2),
            (day("2026-03-30"), 3),
            (day("2026-03-31"), 9),
        ];
        let daily = Daily::from_rows(first, &rows);
        assert_eq!(daily.values().len(), DAYS);
        assert_eq!(daily.values()[0], 1);
        assert_eq!(daily.today(), 3);
        assert_eq!(daily.last(7), 5);
        assert_eq!(daily.last(DAYS), 6);
    }

    #[test]
    fn revenue_is_kept_per_currency_with_the_sales_currency_first() {
        let first = day("2026-03-01");
        let money = |currency: &str, minor_units| Money {
            currency: currency.into(),
            day: day("2026-03-30"),
            minor_units,
        };
        let revenue = revenue(
            first,
            &[money("eur", 500), money(CURRENCY, 1499)],
            &[money(CURRENCY, 499)],
        );
        let currencies: Vec<&str> = revenue.iter().map(|r| r.currency.as_str()).collect();
        assert_eq!(currencies, [CURRENCY, "eur"]);
        assert_eq!(revenue[0].net().today(), 1000);
        assert_eq!(revenue[1].net().today(), 500);
    }
}
