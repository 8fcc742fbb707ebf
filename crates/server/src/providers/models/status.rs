//! What the provider's model list says about one configured model, judged on
//! a given day. Pure: the watch asks, this decides.

use cardsmith_openai_images::{ListedModel, ModelList};
use chrono::NaiveDate;
use std::fmt;
use std::sync::{Arc, RwLock};

/// A shutdown this close is warned about every day.
pub const WARN_WITHIN_DAYS: i64 = 30;

/// Which of the product's models it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ModelRole {
    Image,
    Text,
}

impl ModelRole {
    pub fn as_str(self) -> &'static str {
        match self {
            ModelRole::Image => "image",
            ModelRole::Text => "text",
        }
    }
}

/// A model's standing with its provider.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ModelState {
    /// Not asked yet, or the provider keeps no model list.
    Unknown,
    /// The model list could not be read; the model may still work.
    Unreachable(String),
    /// Served, with no shutdown announced.
    Active,
    /// Served until `shutdown`.
    Retiring { shutdown: NaiveDate, days_left: i64 },
    /// Its shutdown date has come.
    ShutDown { shutdown: NaiveDate },
    /// The provider does not list it: retired, misspelt, or not for this key.
    Missing,
    /// Not listed, by a server that draws with its own model whatever the
    /// request names (the name is only a label there).
    Unlisted,
}

/// One model and what is known of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelReport {
    pub role: ModelRole,
    pub model: String,
    pub state: ModelState,
    /// The model to move to, where the provider's list names one.
    pub replacement: Option<String>,
}

impl ModelReport {
    pub fn unknown(role: ModelRole, model: &str) -> Self {
        ModelReport {
            role,
            model: model.to_owned(),
            state: ModelState::Unknown,
            replacement: None,
        }
    }

    /// False once the provider has said the model is gone: generating with
    /// it would fail, so nothing is sent.
    pub fn usable(&self) -> bool {
        !matches!(
            self.state,
            ModelState::ShutDown { .. } | ModelState::Missing
        )
    }

    /// Days until the shutdown, negative once it has passed.
    pub fn shutdown_days(&self, today: NaiveDate) -> Option<i64> {
        match self.state {
            ModelState::Retiring { shutdown, .. } | ModelState::ShutDown { shutdown } => {
                Some((shutdown - today).num_days())
            }
            _ => None,
        }
    }
}

/// Judges `model` by the provider's list on `today`. `name_decides` is false
/// for servers that draw with their own model whatever the request names.
pub fn assess(
    role: ModelRole,
    model: &str,
    list: &ModelList,
    today: NaiveDate,
    name_decides: bool,
) -> ModelReport {
    let mut report = ModelReport::unknown(role, model);
    let ModelList::Listed(_) = list else {
        return report;
    };
    let Some(entry) = list.find(model) else {
        report.state = match name_decides {
            true => ModelState::Missing,
            false => ModelState::Unlisted,
        };
        return report;
    };
    report.replacement = entry.replacement.clone().filter(|r| !r.trim().is_empty());
    report.state = match shutdown_date(entry) {
        None => ModelState::Active,
        Some(shutdown) if shutdown <= today => ModelState::ShutDown { shutdown },
        Some(shutdown) => ModelState::Retiring {
            shutdown,
            days_left: (shutdown - today).num_days(),
        },
    };
    report
}

/// The date in `shutdown_date`; a value that is not a date counts as none.
fn shutdown_date(entry: &ListedModel) -> Option<NaiveDate> {
    let raw = entry.shutdown_date.as_deref()?.trim();
    // OpenAI writes `YYYY-MM-DD`; a full timestamp's date part is read too.
    NaiveDate::parse_from_str(raw.get(..10)?, "%Y-%m-%d").ok()
}

impl fmt::Display for ModelReport {
    /// One sentence for the log, `cardsmith doctor` and the operator.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let model = &self.model;
        match &self.state {
            ModelState::Unknown => {
                write!(f, "{model}: not checked (the provider keeps no model list)")?
            }
            ModelState::Unreachable(why) => {
                write!(f, "{model}: the model list could not be read ({why})")?
            }
            ModelState::Active => write!(f, "{model}: available, no shutdown date announced")?,
            ModelState::Retiring {
                shutdown,
                days_left,
            } => write!(
                f,
                "{model}: available, shuts down on {shutdown} (in {days_left} days)"
            )?,
            ModelState::ShutDown { shutdown } => {
                write!(f, "{model}: shut down by its provider on {shutdown}")?
            }
            ModelState::Missing => write!(f, "{model}: not offered by the provider")?,
            ModelState::Unlisted => write!(
                f,
                "{model}: not in the server's model list; the server draws with its own model"
            )?,
        }
        if let Some(replacement) = &self.replacement {
            write!(f, "; the provider names {replacement} as its replacement")?;
        }
        Ok(())
    }
}

/// The latest report on one model, shared by the watch that writes it and
/// the provider that reads it before every call.
#[derive(Clone)]
pub struct ModelStatus(Arc<RwLock<ModelReport>>);

impl ModelStatus {
    pub fn new(role: ModelRole, model: &str) -> Self {
        ModelStatus(Arc::new(RwLock::new(ModelReport::unknown(role, model))))
    }

    /// Read before every call, so it copies nothing.
    pub fn usable(&self) -> bool {
        self.0.read().expect("model status lock").usable()
    }

    pub fn get(&self) -> ModelReport {
        self.0.read().expect("model status lock").clone()
    }

    pub fn set(&self, report: ModelReport) {
        *self.0.write().expect("model status lock") = report;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    fn listed(id: &str, shutdown: Option<&str>, replacement: Option<&str>) -> ModelList {
        ModelList::Listed(vec![ListedModel {
            id: id.into(),
            shutdown_date: shutdown.map(str::to_owned),
            replacement: replacement.map(str::to_owned),
        }])
    }

    #[test]
    fn each_state_follows_from_the_list_and_the_day() {
        let today = day("2026-11-27");
        let state = |list: &ModelList| assess(ModelRole::Image, "m", list, today, true).state;
        assert_eq!(state(&ModelList::NotOffered), ModelState::Unknown);
        assert_eq!(state(&listed("m", None, None)), ModelState::Active);
        assert_eq!(state(&listed("other", None, None)), ModelState::Missing);
        let own_model = assess(
            ModelRole::Image,
            "m",
            &listed("sd-cpp-local", None, None),
            today,
            false,
        );
        assert_eq!(own_model.state, ModelState::Unlisted);
        assert!(own_model.usable());
        assert_eq!(
            state(&listed("m", Some("2026-12-01"), None)),
            ModelState::Retiring {
                shutdown: day("2026-12-01"),
                days_left: 4
            }
        );
        assert_eq!(
            state(&listed("m", Some("2026-11-27"), None)),
            ModelState::ShutDown {
                shutdown: day("2026-11-27")
            },
            "the shutdown day itself is too late"
        );
        assert_eq!(state(&listed("m", Some("soon"), None)), ModelState::Active);
        assert_eq!(
            state(&listed("m", Some("2027-01-14T00:00:00Z"), None)),
            ModelState::Retiring {
                shutdown: day("2027-01-14"),
                days_left: 48
            }
        );
    }

    #[test]
    fn only_a_model_the_provider_has_given_up_is_unusable() {
        let today = day("2026-12-02");
        let report = |list: &ModelList| assess(ModelRole::Image, "m", list, today, true);
        assert!(report(&ModelList::NotOffered).usable());
        assert!(report(&listed("m", Some("2026-12-03"), None)).usable());
        assert!(!report(&listed("m", Some("2026-12-01"), None)).usable());
        assert!(!report(&listed("x", None, None)).usable());
        let mut unreachable = ModelReport::unknown(ModelRole::Text, "m");
        unreachable.state = ModelState::Unreachable("timed out".into());
        assert!(
            unreachable.usable(),
            "a provider that is slow to list may still draw"
        );
    }

    #[test]
    fn the_sentence_names_the_model_the_date_and_the_replacement() {
        let today = day("2026-12-02");
        let gone = assess(
            ModelRole::Image,
            "gpt-image-1.5",
            &listed("gpt-image-1.5", Some("2026-12-01"), Some("gpt-image-2")),
            today,
            true,
        );
        assert_eq!(
            gone.to_string(),
            "gpt-image-1.5: shut down by its provider on 2026-12-01; \
             the provider names gpt-image-2 as its replacement"
        );
        assert_eq!(gone.shutdown_days(today), Some(-1));
        let blank = assess(
            ModelRole::Image,
            "m",
            &listed("m", None, Some(" ")),
            today,
            true,
        );
        assert_eq!(blank.replacement, None);
    }
}
