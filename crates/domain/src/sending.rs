//! The rules of sending a card by email: who receives it, what the sender
//! writes inside, and when it leaves, as a wall-clock time in a named time
//! zone (the recipient's, usually), converted with the real zone rules.

use crate::account::{Email, FieldErrors, parse_person_name};
use chrono::offset::LocalResult;
use chrono::{DateTime, Duration, NaiveDateTime, Offset, TimeZone, Utc};
pub use chrono_tz::Tz;

pub const MAX_RECIPIENTS: usize = 10;
pub const MAX_MESSAGE_CHARS: usize = 1000;
pub const MAX_THANKS_CHARS: usize = 500;
/// How far ahead a card may be scheduled.
pub const LONGEST_WAIT: Duration = Duration::days(366);

pub const RECIPIENTS_MISSING: &str = "Add at least one recipient";
pub const RECIPIENTS_TOO_MANY: &str = "A card can go to at most 10 recipients at once";
pub const RECIPIENT_INVALID: &str =
    "Each recipient needs a name of up to 60 characters and a valid email address";
pub const RECIPIENT_REPEATED: &str = "Each email address can receive the card once";
pub const MESSAGE_TOO_LONG: &str = "The message must be at most 1,000 characters";
pub const SENDER_NAME_INVALID: &str =
    "Enter your name as the recipient should see it (up to 60 characters)";
pub const TIME_ZONE_INVALID: &str = "Choose a time zone from the list";
pub const SEND_AT_INVALID: &str = "Choose a date and time";
pub const SEND_AT_PAST: &str = "Choose a time in the future";
pub const SEND_AT_TOO_FAR: &str = "Cards can be scheduled up to one year ahead";
pub const THANKS_INVALID: &str = "Write a thank-you of 1 to 500 characters";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recipient {
    pub name: String,
    pub email: Email,
}

/// When a card leaves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SendTime {
    Now,
    /// `local` in `zone`, which is the instant `utc`.
    At {
        local: NaiveDateTime,
        zone: Tz,
        utc: DateTime<Utc>,
    },
}

impl SendTime {
    /// The instant the card is due.
    pub fn due(&self, now: DateTime<Utc>) -> DateTime<Utc> {
        match self {
            SendTime::Now => now,
            SendTime::At { utc, .. } => *utc,
        }
    }
}

/// A checked request to send a card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SendPlan {
    pub recipients: Vec<Recipient>,
    pub message: String,
    pub sender_name: String,
    pub time: SendTime,
}

/// What the form sends, before any checks.
pub struct RawSend<'a> {
    /// (name, email) pairs.
    pub recipients: &'a [(String, String)],
    pub message: &'a str,
    pub sender_name: &'a str,
    /// `YYYY-MM-DDTHH:MM` (seconds allowed) in `time_zone`, or none for now.
    pub send_at: Option<&'a str>,
    /// An IANA zone name such as `America/New_York`.
    pub time_zone: &'a str,
}

impl SendPlan {
    /// Checks every field and reports all problems at once.
    pub fn parse(raw: RawSend<'_>, now: DateTime<Utc>) -> Result<SendPlan, FieldErrors> {
        let mut errors = FieldErrors::new();
        let recipients =
            parse_recipients(raw.recipients).map_err(|m| errors.insert("recipients", m));
        let message = raw.message.trim();
        if message.chars().count() > MAX_MESSAGE_CHARS {
            errors.insert("message", MESSAGE_TOO_LONG);
        }
        let sender_name = parse_person_name(raw.sender_name)
            .ok_or_else(|| errors.insert("senderName", SENDER_NAME_INVALID));
        let time = parse_time(raw.send_at, raw.time_zone, now)
            .map_err(|(field, m)| errors.insert(field, m));
        match (recipients, sender_name, time) {
            (Ok(recipients), Ok(sender_name), Ok(time)) if errors.is_empty() => Ok(SendPlan {
                recipients,
                message: message.to_owned(),
                sender_name,
                time,
            }),
            _ => Err(errors),
        }
    }
}

fn parse_recipients(raw: &[(String, String)]) -> Result<Vec<Recipient>, &'static str> {
    if raw.is_empty() {
        return Err(RECIPIENTS_MISSING);
    }
    if raw.len() > MAX_RECIPIENTS {
        return Err(RECIPIENTS_TOO_MANY);
    }
    let mut recipients: Vec<Recipient> = Vec::with_capacity(raw.len());
    for (name, email) in raw {
        let name = parse_person_name(name).ok_or(RECIPIENT_INVALID)?;
        let email = Email::parse(email).map_err(|_| RECIPIENT_INVALID)?;
        if recipients.iter().any(|r| r.email == email) {
            return Err(RECIPIENT_REPEATED);
        }
        recipients.push(Recipient { name, email });
    }
    Ok(recipients)
}

/// The typefaces a card's inside message can be set in.
pub const FONTS: [&str; 3] = ["classic", "modern", "handwritten"];
pub const FONT_INVALID: &str = "Choose classic, modern or handwritten";

/// The inside message's font; none means classic.
pub fn parse_font(raw: Option<&str>) -> Result<&'static str, &'static str> {
    let wanted = raw.map_or("classic", str::trim);
    FONTS
        .into_iter()
        .find(|font| *font == wanted)
        .ok_or(FONT_INVALID)
}

pub fn parse_time_zone(raw: &str) -> Option<Tz> {
    raw.trim().parse::<Tz>().ok()
}

fn parse_time(
    send_at: Option<&str>,
    time_zone: &str,
    now: DateTime<Utc>,
) -> Result<SendTime, (&'static str, &'static str)> {
    let zone = parse_time_zone(time_zone).ok_or(("timeZone", TIME_ZONE_INVALID))?;
    let Some(raw) = send_at.map(str::trim).filter(|raw| !raw.is_empty()) else {
        return Ok(SendTime::Now);
    };
    let local = parse_local(raw).ok_or(("sendAt", SEND_AT_INVALID))?;
    let utc = local_to_utc(local, zone);
    if utc <= now {
        return Err(("sendAt", SEND_AT_PAST));
    }
    if utc > now + LONGEST_WAIT {
        return Err(("sendAt", SEND_AT_TOO_FAR));
    }
    Ok(SendTime::At { local, zone, utc })
}

/// `2026-12-24T09:00`, as a `datetime-local` input gives it, or with seconds.
pub fn parse_local(raw: &str) -> Option<NaiveDateTime> {
    NaiveDateTime::parse_from_str(raw, "%Y-%m-%dT%H:%M")
        .or_else(|_| NaiveDateTime::parse_from_str(raw, "%Y-%m-%dT%H:%M:%S"))
        .ok()
}

/// The instant a wall-clock time names in `zone`. When clocks go back and
/// the time happens twice, the first is meant; when clocks go forward and
/// it never happens, the card goes when the clock reaches the same minutes
/// past the jump (02:30 on a spring-forward night in New York is 03:30).
pub fn local_to_utc(local: NaiveDateTime, zone: Tz) -> DateTime<Utc> {
    match zone.from_local_datetime(&local) {
        LocalResult::Single(time) => time.with_timezone(&Utc),
        LocalResult::Ambiguous(first, _) => first.with_timezone(&Utc),
        LocalResult::None => {
            // Read the time with the offset in force before the jump. No
            // zone's gap is anywhere near four hours long.
            let before = zone.from_local_datetime(&(local - Duration::hours(4)));
            let offset = before
                .earliest()
                .map_or(Utc.fix(), |time| time.offset().fix());
            (local - Duration::seconds(offset.local_minus_utc().into())).and_utc()
        }
    }
}

/// A thank-you note from a recipient: 1 to 500 characters after trimming.
pub fn parse_thanks(raw: &str) -> Result<String, &'static str> {
    let text = raw.trim();
    let length = text.chars().count();
    if (1..=MAX_THANKS_CHARS).contains(&length) {
        Ok(text.to_owned())
    } else {
        Err(THANKS_INVALID)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fonts_are_one_of_three_and_default_to_classic() {
        assert_eq!(parse_font(None), Ok("classic"));
        assert_eq!(parse_font(Some(" handwritten ")), Ok("handwritten"));
        assert_eq!(parse_font(Some("Comic Sans")), Err(FONT_INVALID));
    }

    fn utc(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text)
            .unwrap()
            .with_timezone(&Utc)
    }

    fn local(text: &str) -> NaiveDateTime {
        parse_local(text).unwrap()
    }

    fn raw<'a>(recipients: &'a [(String, String)], send_at: Option<&'a str>) -> RawSend<'a> {
        RawSend {
            recipients,
            message: "  Happy birthday!  ",
            sender_name: " Ana ",
            send_at,
            time_zone: "America/New_York",
        }
    }

    fn people(count: usize) -> Vec<(String, String)> {
        (0..count)
            .map(|i| (format!("Friend {i}"), format!("friend{i}@example.com")))
            .collect()
    }

    #[test]
    fn new_york_nine_am_follows_daylight_saving_time() {
        let ny = chrono_tz::America::New_York;
        // The day before clocks go forward (EST, UTC-5), the day itself
        // (EDT, UTC-4), and the day clocks go back (EST again).
        assert_eq!(
            local_to_utc(local("2026-03-07T09:00"), ny),
            utc("2026-03-07T14:00:00Z")
        );
        assert_eq!(
            local_to_utc(local("2026-03-08T09:00"), ny),
            utc("2026-03-08T13:00:00Z")
        );
        assert_eq!(
            local_to_utc(local("2026-11-01T09:00"), ny),
            utc("2026-11-01T14:00:00Z")
        );
    }

    #[test]
    fn skipped_and_repeated_times_have_one_answer() {
        let ny = chrono_tz::America::New_York;
        // 02:30 never happens on 8 March 2026: 03:30 EDT.
        assert_eq!(
            local_to_utc(local("2026-03-08T02:30"), ny),
            utc("2026-03-08T07:30:00Z")
        );
        // 01:30 happens twice on 1 November 2026: the first, still EDT.
        assert_eq!(
            local_to_utc(local("2026-11-01T01:30"), ny),
            utc("2026-11-01T05:30:00Z")
        );
        // A zone with a half-hour offset and no daylight saving time.
        let kolkata = chrono_tz::Asia::Kolkata;
        assert_eq!(
            local_to_utc(local("2026-06-01T09:00:00"), kolkata),
            utc("2026-06-01T03:30:00Z")
        );
    }

    #[test]
    fn a_good_plan_is_trimmed_and_scheduled() {
        let now = utc("2026-11-24T12:00:00Z");
        let recipients = people(2);
        let plan = SendPlan::parse(raw(&recipients, Some("2026-12-24T09:00")), now).unwrap();
        assert_eq!(plan.message, "Happy birthday!");
        assert_eq!(plan.sender_name, "Ana");
        assert_eq!(plan.recipients[1].email.as_str(), "friend1@example.com");
        assert_eq!(plan.time.due(now), utc("2026-12-24T14:00:00Z"));
        let now_plan = SendPlan::parse(raw(&recipients, None), now).unwrap();
        assert_eq!(now_plan.time, SendTime::Now);
    }

    #[test]
    fn every_bad_field_is_reported() {
        let now = utc("2026-11-24T12:00:00Z");
        type Case = (
            Vec<(String, String)>,
            Option<&'static str>,
            &'static str,
            &'static str,
        );
        let cases: [Case; 7] = [
            (vec![], None, "recipients", RECIPIENTS_MISSING),
            (people(11), None, "recipients", RECIPIENTS_TOO_MANY),
            (
                vec![("A".into(), "not-an-email".into())],
                None,
                "recipients",
                RECIPIENT_INVALID,
            ),
            (
                vec![(" ".into(), "a@example.com".into())],
                None,
                "recipients",
                RECIPIENT_INVALID,
            ),
            (
                vec![
                    ("A".into(), "a@example.com".into()),
                    ("B".into(), "A@Example.com".into()),
                ],
                None,
                "recipients",
                RECIPIENT_REPEATED,
            ),
            (people(1), Some("2026-11-24T06:59"), "sendAt", SEND_AT_PAST),
            (
                people(1),
                Some("2027-11-26T09:00"),
                "sendAt",
                SEND_AT_TOO_FAR,
            ),
        ];
        for (recipients, send_at, field, message) in cases {
            let errors = SendPlan::parse(raw(&recipients, send_at), now).unwrap_err();
            assert_eq!(
                errors.get(field),
                Some(&message),
                "{recipients:?} {send_at:?}"
            );
        }
        let recipients = people(1);
        let mut bad = raw(&recipients, Some("tomorrow"));
        bad.time_zone = "Mars/Olympus";
        bad.sender_name = "Line\nbreak";
        let long = "x".repeat(1001);
        bad.message = &long;
        let errors = SendPlan::parse(bad, now).unwrap_err();
        assert_eq!(errors.get("timeZone"), Some(&TIME_ZONE_INVALID));
        assert_eq!(errors.get("senderName"), Some(&SENDER_NAME_INVALID));
        assert_eq!(errors.get("message"), Some(&MESSAGE_TOO_LONG));
    }

    #[test]
    fn thanks_are_short_and_not_empty() {
        assert_eq!(parse_thanks("  Thank you!  ").unwrap(), "Thank you!");
        assert!(parse_thanks("   ").is_err());
        assert!(parse_thanks(&"x".repeat(501)).is_err());
    }
}
