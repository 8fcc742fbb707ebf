//! The rules of a group card: one card that many people sign from a link
//! before it is sent. The organiser's settings (title, recipient, deadline
//! and send time, in the recipient's time zone), the invitations, and what a
//! signer writes: a message, a name, a font, an ink colour and an optional
//! signature drawn as vector strokes.

use crate::account::{Email, FieldErrors, parse_person_name};
use crate::sending::{self, LONGEST_WAIT, Tz, parse_local, parse_time_zone};
use chrono::{DateTime, Duration, NaiveDateTime, Utc};

pub const MAX_TITLE_CHARS: usize = 80;
pub const MAX_MESSAGE_CHARS: usize = 500;
/// Messages a card can hold, and so signers it can have.
pub const MAX_SIGNERS: u64 = 200;
/// Addresses one card can invite by email.
pub const MAX_INVITES: usize = 100;
pub const MAX_STROKES: usize = 50;
pub const MAX_SIGNATURE_POINTS: usize = 5_000;
/// A signature's coordinates run from 0 to this on both axes of a 3:1 pad.
pub const SIGNATURE_SCALE: u16 = 1000;
/// The shortest time signers get before the deadline.
pub const SHORTEST_SIGNING: Duration = Duration::minutes(10);

pub const TITLE_INVALID: &str = "Give the card a title of 1 to 80 characters";
pub const RECIPIENT_NAME_INVALID: &str = "Enter the recipient's name (up to 60 characters)";
pub const RECIPIENT_EMAIL_INVALID: &str = "Enter the recipient's email address";
pub const ORGANISER_NAME_INVALID: &str =
    "Enter your name as the recipient should see it (up to 60 characters)";
pub const DEADLINE_INVALID: &str = "Choose a date and time for the deadline";
pub const DEADLINE_TOO_SOON: &str = "Give signers at least 10 minutes";
pub const DEADLINE_AFTER_SEND: &str = "The deadline must be no later than the send time";
pub const SEND_AT_INVALID: &str = "Choose a date and time to send the card";
pub const SEND_AT_TOO_FAR: &str = "Cards can be scheduled up to one year ahead";
pub const TIME_ZONE_INVALID: &str = sending::TIME_ZONE_INVALID;
pub const INVITES_TOO_MANY: &str = "Invite at most 100 people by email";
pub const INVITE_INVALID: &str = "Each invitation needs a valid email address";
pub const MESSAGE_INVALID: &str = "Write a message of 1 to 500 characters";
pub const NAME_INVALID: &str = "Enter your name (up to 60 characters)";
pub const COLOUR_INVALID: &str = "Choose one of the ink colours";
pub const SIGNATURE_INVALID: &str =
    "The signature is too detailed or malformed. Clear it and sign again";
pub const SIGNER_EMAIL_INVALID: &str = "Enter a valid email address, or leave it empty";

/// The ink colours a signer can write in: names as stored, with their sRGB.
pub const COLOURS: [(&str, [u8; 3]); 6] = [
    ("ink", [43, 34, 49]),
    ("navy", [33, 58, 110]),
    ("forest", [31, 94, 62]),
    ("berry", [168, 36, 74]),
    ("plum", [103, 48, 130]),
    ("copper", [156, 84, 30]),
];

/// The ink colour's sRGB, for a stored name; unknown names read as ink.
pub fn colour_rgb(name: &str) -> [u8; 3] {
    COLOURS
        .iter()
        .find(|(known, _)| *known == name)
        .map_or(COLOURS[0].1, |(_, rgb)| *rgb)
}

/// What the organiser's form holds, before any checks.
pub struct RawGroupCard<'a> {
    pub title: &'a str,
    pub recipient_name: &'a str,
    pub recipient_email: &'a str,
    pub organiser_name: &'a str,
    /// `YYYY-MM-DDTHH:MM` in `time_zone`.
    pub deadline: &'a str,
    /// `YYYY-MM-DDTHH:MM` in `time_zone`.
    pub send_at: &'a str,
    pub time_zone: &'a str,
}

/// A checked group card's settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupCardPlan {
    pub title: String,
    pub recipient_name: String,
    pub recipient_email: Email,
    pub organiser_name: String,
    pub time_zone: Tz,
    pub local_deadline: NaiveDateTime,
    pub deadline: DateTime<Utc>,
    pub local_send_at: NaiveDateTime,
    pub send_at: DateTime<Utc>,
}

impl GroupCardPlan {
    /// Checks every field and reports all problems at once.
    pub fn parse(raw: RawGroupCard<'_>, now: DateTime<Utc>) -> Result<Self, FieldErrors> {
        let mut errors = FieldErrors::new();
        let title = parse_title(raw.title).map_err(|m| errors.insert("title", m));
        let recipient_name = parse_person_name(raw.recipient_name)
            .ok_or_else(|| errors.insert("recipientName", RECIPIENT_NAME_INVALID));
        let recipient_email = Email::parse(raw.recipient_email)
            .map_err(|_| errors.insert("recipientEmail", RECIPIENT_EMAIL_INVALID));
        let organiser_name = parse_person_name(raw.organiser_name)
            .ok_or_else(|| errors.insert("organiserName", ORGANISER_NAME_INVALID));
        let zone = parse_time_zone(raw.time_zone)
            .ok_or_else(|| errors.insert("timeZone", TIME_ZONE_INVALID));
        let deadline = parse_local(raw.deadline.trim())
            .ok_or_else(|| errors.insert("deadline", DEADLINE_INVALID));
        let send_at =
            parse_local(raw.send_at.trim()).ok_or_else(|| errors.insert("sendAt", SEND_AT_INVALID));
        let (Ok(title), Ok(recipient_name), Ok(recipient_email), Ok(organiser_name)) =
            (title, recipient_name, recipient_email, organiser_name)
        else {
            return Err(errors);
        };
        let (Ok(zone), Ok(local_deadline), Ok(local_send_at)) = (zone, deadline, send_at) else {
            return Err(errors);
        };
        let deadline = sending::local_to_utc(local_deadline, zone);
        let send_at = sending::local_to_utc(local_send_at, zone);
        if deadline < now + SHORTEST_SIGNING {
            errors.insert("deadline", DEADLINE_TOO_SOON);
        } else if deadline > send_at {
            errors.insert("deadline", DEADLINE_AFTER_SEND);
        }
        if send_at > now + LONGEST_WAIT {
            errors.insert("sendAt", SEND_AT_TOO_FAR);
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(GroupCardPlan {
            title,
            recipient_name,
            recipient_email,
            organiser_name,
            time_zone: zone,
            local_deadline,
            deadline,
            local_send_at,
            send_at,
        })
    }
}

pub fn parse_title(raw: &str) -> Result<String, &'static str> {
    let title = raw.trim();
    let length = title.chars().count();
    if (1..=MAX_TITLE_CHARS).contains(&length) && !title.chars().any(char::is_control) {
        Ok(title.to_owned())
    } else {
        Err(TITLE_INVALID)
    }
}

/// Up to [`MAX_INVITES`] addresses, lower-cased, each once (repeats are
/// dropped: inviting twice is not an error).
pub fn parse_invites(raw: &[String]) -> Result<Vec<Email>, &'static str> {
    if raw.len() > MAX_INVITES {
        return Err(INVITES_TOO_MANY);
    }
    let mut emails: Vec<Email> = Vec::with_capacity(raw.len());
    for address in raw {
        let email = Email::parse(address).map_err(|_| INVITE_INVALID)?;
        if !emails.contains(&email) {
            emails.push(email);
        }
    }
    Ok(emails)
}

/// A signature: strokes of points on a 3:1 pad, each coordinate from 0 to
/// [`SIGNATURE_SCALE`].
pub type Strokes = Vec<Vec<(u16, u16)>>;

/// What a signer's form holds, before any checks.
pub struct RawMessage<'a> {
    pub text: &'a str,
    pub name: &'a str,
    pub font: Option<&'a str>,
    pub colour: Option<&'a str>,
    /// Each stroke a list of `[x, y]`.
    pub signature: &'a [Vec<[i64; 2]>],
    pub email: Option<&'a str>,
}

/// A checked message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignedMessage {
    pub text: String,
    pub name: String,
    pub font: &'static str,
    pub colour: &'static str,
    pub signature: Strokes,
    pub email: Option<Email>,
}

impl SignedMessage {
    pub fn parse(raw: RawMessage<'_>) -> Result<Self, FieldErrors> {
        let mut errors = FieldErrors::new();
        let text = parse_message(raw.text).map_err(|m| errors.insert("text", m));
        let name = parse_person_name(raw.name).ok_or_else(|| errors.insert("name", NAME_INVALID));
        let font = sending::parse_font(raw.font).map_err(|m| errors.insert("font", m));
        let colour = parse_colour(raw.colour).map_err(|m| errors.insert("colour", m));
        let signature = parse_signature(raw.signature).map_err(|m| errors.insert("signature", m));
        let email = match raw.email.map(str::trim).filter(|e| !e.is_empty()) {
            None => Ok(None),
            Some(email) => Email::parse(email)
                .map(Some)
                .map_err(|_| errors.insert("email", SIGNER_EMAIL_INVALID)),
        };
        match (text, name, font, colour, signature, email) {
            (Ok(text), Ok(name), Ok(font), Ok(colour), Ok(signature), Ok(email)) => {
                Ok(SignedMessage {
                    text,
                    name,
                    font,
                    colour,
                    signature,
                    email,
                })
            }
            _ => Err(errors),
        }
    }
}

/// 1 to 500 characters after trimming, in any script; line breaks are kept,
/// other control characters are not allowed.
pub fn parse_message(raw: &str) -> Result<String, &'static str> {
    let text = raw.trim().replace("\r\n", "\n");
    let length = text.chars().count();
    let clean = !text.chars().any(|c| c.is_control() && c != '\n');
    if (1..=MAX_MESSAGE_CHARS).contains(&length) && clean {
        Ok(text)
    } else {
        Err(MESSAGE_INVALID)
    }
}

/// One of [`COLOURS`]; none means ink.
pub fn parse_colour(raw: Option<&str>) -> Result<&'static str, &'static str> {
    let wanted = raw.map_or("ink", str::trim);
    COLOURS
        .iter()
        .map(|(name, _)| *name)
        .find(|name| *name == wanted)
        .ok_or(COLOUR_INVALID)
}

/// At most [`MAX_STROKES`] strokes and [`MAX_SIGNATURE_POINTS`] points in
/// all, every coordinate on the pad; an empty signature is none.
pub fn parse_signature(raw: &[Vec<[i64; 2]>]) -> Result<Strokes, &'static str> {
    if raw.len() > MAX_STROKES {
        return Err(SIGNATURE_INVALID);
    }
    let points: usize = raw.iter().map(Vec::len).sum();
    if points > MAX_SIGNATURE_POINTS {
        return Err(SIGNATURE_INVALID);
    }
    let on_pad = |value: i64| u16::try_from(value).ok().filter(|v| *v <= SIGNATURE_SCALE);
    raw.iter()
        .filter(|stroke| !stroke.is_empty())
        .map(|stroke| {
            stroke
                .iter()
                .map(|[x, y]| Some((on_pad(*x)?, on_pad(*y)?)))
                .collect::<Option<Vec<_>>>()
                .ok_or(SIGNATURE_INVALID)
        })
        .collect()
}

/// When the automatic reminders go to invited people who have not signed:
/// three days and one day before the deadline.
pub const REMINDERS_BEFORE_DEADLINE: [Duration; 2] = [Duration::days(3), Duration::days(1)];

/// The time the `sent`-th automatic reminder (0 or 1) is due; none once both went.
pub fn reminder_due(deadline: DateTime<Utc>, sent: usize) -> Option<DateTime<Utc>> {
    REMINDERS_BEFORE_DEADLINE
        .get(sent)
        .map(|before| deadline - *before)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 20, 12, 0, 0).unwrap()
    }

    fn raw<'a>(deadline: &'a str, send_at: &'a str) -> RawGroupCard<'a> {
        RawGroupCard {
            title: " Farewell, Priya! ",
            recipient_name: "Priya",
            recipient_email: "Priya@Example.com",
            organiser_name: "Ana",
            deadline,
            send_at,
            time_zone: "Europe/London",
        }
    }

    #[test]
    fn a_card_needs_a_deadline_before_its_send_time_in_the_recipients_zone() {
        let plan =
            GroupCardPlan::parse(raw("2026-12-01T17:00", "2026-12-02T09:00"), now()).unwrap();
        assert_eq!(plan.title, "Farewell, Priya!");
        assert_eq!(plan.recipient_email.as_str(), "priya@example.com");
        assert_eq!(
            plan.deadline,
            Utc.with_ymd_and_hms(2026, 12, 1, 17, 0, 0).unwrap()
        );
        let errors =
            GroupCardPlan::parse(raw("2026-12-03T17:00", "2026-12-02T09:00"), now()).unwrap_err();
        assert_eq!(errors.get("deadline"), Some(&DEADLINE_AFTER_SEND));
        let errors =
            GroupCardPlan::parse(raw("2026-11-20T12:05", "2026-12-02T09:00"), now()).unwrap_err();
        assert_eq!(errors.get("deadline"), Some(&DEADLINE_TOO_SOON));
        let errors = GroupCardPlan::parse(raw("soon", "2028-01-01T09:00"), now()).unwrap_err();
        assert_eq!(errors.get("deadline"), Some(&DEADLINE_INVALID));
        let errors =
            GroupCardPlan::parse(raw("2026-12-01T17:00", "2028-01-01T09:00"), now()).unwrap_err();
        assert_eq!(errors.get("sendAt"), Some(&SEND_AT_TOO_FAR));
    }

    #[test]
    fn every_field_is_reported_at_once() {
        let errors = GroupCardPlan::parse(
            RawGroupCard {
                title: "",
                recipient_name: "",
                recipient_email: "nope",
                organiser_name: "",
                deadline: "x",
                send_at: "y",
                time_zone: "Mars/Olympus",
            },
            now(),
        )
        .unwrap_err();
        for field in [
            "title",
            "recipientName",
            "recipientEmail",
            "organiserName",
            "deadline",
            "sendAt",
            "timeZone",
        ] {
            assert!(errors.contains_key(field), "{field}: {errors:?}");
        }
    }

    #[test]
    fn messages_keep_any_script_and_their_line_breaks() {
        let arabic = "مع أطيب التمنيات\r\nبالتوفيق";
        assert_eq!(parse_message(arabic).unwrap(), "مع أطيب التمنيات\nبالتوفيق");
        assert_eq!(parse_message(&"a".repeat(500)).unwrap().len(), 500);
        assert_eq!(parse_message(&"a".repeat(501)), Err(MESSAGE_INVALID));
        assert_eq!(parse_message("   "), Err(MESSAGE_INVALID));
        assert_eq!(parse_message("bell\u{7}"), Err(MESSAGE_INVALID));
    }

    #[test]
    fn signatures_are_bounded_and_on_the_pad() {
        assert_eq!(parse_signature(&[]).unwrap(), Strokes::new());
        let stroke = vec![[0, 0], [1000, 1000], [500, 20]];
        assert_eq!(
            parse_signature(&[stroke.clone(), vec![]]).unwrap(),
            vec![vec![(0, 0), (1000, 1000), (500, 20)]]
        );
        assert_eq!(parse_signature(&[vec![[1001, 0]]]), Err(SIGNATURE_INVALID));
        assert_eq!(parse_signature(&[vec![[-1, 0]]]), Err(SIGNATURE_INVALID));
        let long = vec![[1, 1]; MAX_SIGNATURE_POINTS + 1];
        assert_eq!(parse_signature(&[long]), Err(SIGNATURE_INVALID));
        let many = vec![vec![[1, 1]]; MAX_STROKES + 1];
        assert_eq!(parse_signature(&many), Err(SIGNATURE_INVALID));
    }

    #[test]
    fn a_message_names_each_bad_field() {
        let errors = SignedMessage::parse(RawMessage {
            text: "",
            name: "",
            font: Some("comic"),
            colour: Some("neon"),
            signature: &[vec![[2000, 0]]],
            email: Some("not an email"),
        })
        .unwrap_err();
        assert_eq!(errors.len(), 6, "{errors:?}");
        let ok = SignedMessage::parse(RawMessage {
            text: "Good luck!",
            name: "Bo",
            font: None,
            colour: None,
            signature: &[],
            email: Some(" "),
        })
        .unwrap();
        assert_eq!((ok.font, ok.colour, ok.email), ("classic", "ink", None));
    }

    #[test]
    fn invites_drop_repeats_and_stop_at_a_hundred() {
        let emails =
            parse_invites(&["A@x.com".into(), "a@x.com".into(), "b@x.com".into()]).unwrap();
        assert_eq!(emails.len(), 2);
        let many: Vec<String> = (0..101).map(|i| format!("p{i}@x.com")).collect();
        assert_eq!(parse_invites(&many), Err(INVITES_TOO_MANY));
        assert_eq!(parse_invites(&["nope".into()]), Err(INVITE_INVALID));
    }

    #[test]
    fn reminders_are_three_days_then_one_day_before() {
        let deadline = now();
        assert_eq!(
            reminder_due(deadline, 0),
            Some(deadline - Duration::days(3))
        );
        assert_eq!(
            reminder_due(deadline, 1),
            Some(deadline - Duration::days(1))
        );
        assert_eq!(reminder_due(deadline, 2), None);
        assert_eq!(colour_rgb("navy"), [33, 58, 110]);
        assert_eq!(colour_rgb("unknown"), COLOURS[0].1);
    }
}
