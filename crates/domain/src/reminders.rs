//! Dates to remember: a person's birthday, an anniversary or another yearly
//! date, and when to remind the user of it (some days before, at 09:00 in
//! the date's time zone).

use crate::account::FieldErrors;
use crate::sending::{local_to_utc, parse_time_zone};
use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveTime, Utc};
use chrono_tz::Tz;

pub const OCCASIONS: [&str; 3] = ["birthday", "anniversary", "other"];
pub const MAX_NAME_CHARS: usize = 60;
pub const MAX_RELATIONSHIP_CHARS: usize = 40;
pub const DEFAULT_DAYS_BEFORE: u32 = 7;
pub const MAX_DAYS_BEFORE: u32 = 60;
/// The most dates one account keeps.
pub const MAX_REMINDERS: u64 = 100;
/// The local time a reminder email goes out.
const REMIND_HOUR: u32 = 9;

pub const NAME_INVALID: &str = "Enter a name of 1 to 60 characters";
pub const RELATIONSHIP_INVALID: &str = "The relationship must be at most 40 characters";
pub const OCCASION_INVALID: &str = "Choose birthday, anniversary or other";
pub const DATE_INVALID: &str = "Choose a day that exists in that month";
pub const DAYS_BEFORE_INVALID: &str = "Choose from 0 to 60 days before";
pub const TIME_ZONE_INVALID: &str = "Choose a time zone from the list";

/// A checked date to remember.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reminder {
    pub name: String,
    pub relationship: String,
    pub occasion: &'static str,
    pub month: u32,
    pub day: u32,
    pub zone: Tz,
    pub days_before: u32,
}

/// What the form sends.
pub struct RawReminder<'a> {
    pub name: &'a str,
    pub relationship: &'a str,
    pub occasion: &'a str,
    pub month: u32,
    pub day: u32,
    pub time_zone: &'a str,
    pub days_before: Option<u32>,
}

impl Reminder {
    /// Checks every field and reports all problems at once.
    pub fn parse(raw: RawReminder<'_>) -> Result<Reminder, FieldErrors> {
        let mut errors = FieldErrors::new();
        let name = raw.name.trim();
        let name_ok = (1..=MAX_NAME_CHARS).contains(&name.chars().count())
            && !name.chars().any(char::is_control);
        if !name_ok {
            errors.insert("name", NAME_INVALID);
        }
        let relationship = raw.relationship.trim();
        if relationship.chars().count() > MAX_RELATIONSHIP_CHARS
            || relationship.chars().any(char::is_control)
        {
            errors.insert("relationship", RELATIONSHIP_INVALID);
        }
        let occasion = OCCASIONS.into_iter().find(|o| *o == raw.occasion.trim());
        if occasion.is_none() {
            errors.insert("occasion", OCCASION_INVALID);
        }
        // 2024 is a leap year: 29 February is a date to remember.
        if NaiveDate::from_ymd_opt(2024, raw.month, raw.day).is_none() {
            errors.insert("day", DATE_INVALID);
        }
        let zone = parse_time_zone(raw.time_zone);
        if zone.is_none() {
            errors.insert("timeZone", TIME_ZONE_INVALID);
        }
        let days_before = raw.days_before.unwrap_or(DEFAULT_DAYS_BEFORE);
        if days_before > MAX_DAYS_BEFORE {
            errors.insert("daysBefore", DAYS_BEFORE_INVALID);
        }
        match (occasion, zone) {
            (Some(occasion), Some(zone)) if errors.is_empty() => Ok(Reminder {
                name: name.to_owned(),
                relationship: relationship.to_owned(),
                occasion,
                month: raw.month,
                day: raw.day,
                zone,
                days_before,
            }),
            _ => Err(errors),
        }
    }

    /// The date's next occurrence whose reminder is still to come after
    /// `after`, and the instant of that reminder.
    pub fn next(&self, after: DateTime<Utc>) -> (NaiveDate, DateTime<Utc>) {
        let this_year = after.with_timezone(&self.zone).year();
        (this_year..)
            .map(|year| {
                let date = occurrence(year, self.month, self.day);
                let remind_on = date - Duration::days(self.days_before.into());
                let at = remind_on
                    .and_time(NaiveTime::from_hms_opt(REMIND_HOUR, 0, 0).unwrap_or_default());
                (date, local_to_utc(at, self.zone))
            })
            .find(|(_, at)| *at > after)
            .unwrap_or_else(|| unreachable!("some year's reminder is in the future"))
    }
}

impl Reminder {
    /// The date a reminder sent at `remind_at` is about: the first
    /// occurrence on or after that day in the date's time zone.
    pub fn date_of_reminder(&self, remind_at: DateTime<Utc>) -> NaiveDate {
        let day = remind_at.with_timezone(&self.zone).date_naive();
        (day.year()..)
            .map(|year| occurrence(year, self.month, self.day))
            .find(|date| *date >= day)
            .unwrap_or_else(|| unreachable!("some year's date is ahead"))
    }
}

/// The date in `year`; 29 February falls on the 28th in other years.
fn occurrence(year: i32, month: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(year, month, day)
        .or_else(|| NaiveDate::from_ymd_opt(year, month, day - 1))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utc(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text)
            .unwrap()
            .with_timezone(&Utc)
    }

    fn raw<'a>(month: u32, day: u32, days_before: Option<u32>) -> RawReminder<'a> {
        RawReminder {
            name: "Mia",
            relationship: "Sister",
            occasion: "birthday",
            month,
            day,
            time_zone: "America/New_York",
            days_before,
        }
    }

    #[test]
    fn the_reminder_is_days_before_at_nine_local() {
        let mia = Reminder::parse(raw(3, 15, None)).unwrap();
        let (date, at) = mia.next(utc("2026-01-01T00:00:00Z"));
        assert_eq!(date, NaiveDate::from_ymd_opt(2026, 3, 15).unwrap());
        // 8 March 2026, 09:00 EDT (clocks went forward that night).
        assert_eq!(at, utc("2026-03-08T13:00:00Z"));
        assert_eq!(mia.date_of_reminder(at), date);
        let (date, at) = mia.next(at);
        assert_eq!(date, NaiveDate::from_ymd_opt(2027, 3, 15).unwrap());
        assert_eq!(at, utc("2027-03-08T14:00:00Z"), "EST in 2027 on that day");
    }

    #[test]
    fn a_date_this_week_with_its_reminder_past_waits_for_next_year() {
        let mia = Reminder::parse(raw(3, 15, Some(7))).unwrap();
        let (date, _) = mia.next(utc("2026-03-10T12:00:00Z"));
        assert_eq!(date.year(), 2027);
        let same_day = Reminder::parse(raw(3, 15, Some(0))).unwrap();
        let (date, at) = same_day.next(utc("2026-03-10T12:00:00Z"));
        assert_eq!(date, NaiveDate::from_ymd_opt(2026, 3, 15).unwrap());
        assert_eq!(at, utc("2026-03-15T13:00:00Z"));
    }

    #[test]
    fn leap_day_birthdays_fall_on_the_28th_in_other_years() {
        let leap = Reminder::parse(raw(2, 29, Some(0))).unwrap();
        let (date, _) = leap.next(utc("2026-01-01T00:00:00Z"));
        assert_eq!(date, NaiveDate::from_ymd_opt(2026, 2, 28).unwrap());
        let (date, _) = leap.next(utc("2028-01-01T00:00:00Z"));
        assert_eq!(date, NaiveDate::from_ymd_opt(2028, 2, 29).unwrap());
    }

    #[test]
    fn every_field_is_checked() {
        let errors = Reminder::parse(RawReminder {
            name: " ",
            relationship: &"x".repeat(41),
            occasion: "wake",
            month: 2,
            day: 30,
            time_zone: "Mars/Olympus",
            days_before: Some(61),
        })
        .unwrap_err();
        assert_eq!(errors.len(), 6, "{errors:?}");
        assert!(Reminder::parse(raw(13, 1, None)).is_err());
    }
}
