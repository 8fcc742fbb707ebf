//! The deployment environment, and reading `CARDSMITH_*` variables: one
//! parser per kind, so every settings module reads a flag, a number or a
//! choice the same way, and an error names the variable. Blank variables
//! count as unset.

use crate::secret::Secret;
use anyhow::{Context, bail};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Environment {
    Development,
    Production,
}

/// Environment variables, read through a function so tests can supply them.
pub struct EnvVars<'a> {
    get: &'a dyn Fn(&str) -> Option<String>,
}

impl<'a> EnvVars<'a> {
    pub fn new(get: &'a dyn Fn(&str) -> Option<String>) -> Self {
        EnvVars { get }
    }

    pub fn text(&self, name: &str) -> Option<String> {
        (self.get)(name).filter(|value| !value.trim().is_empty())
    }

    pub fn secret(&self, name: &str) -> Option<Secret> {
        self.text(name).map(Secret::new)
    }

    /// `true`/`false`, `1`/`0`, `yes`/`no` or `on`/`off`, in any case.
    pub fn flag(&self, name: &str) -> anyhow::Result<Option<bool>> {
        let Some(value) = self.text(name) else {
            return Ok(None);
        };
        match value.trim().to_lowercase().as_str() {
            "true" | "1" | "yes" | "on" => Ok(Some(true)),
            "false" | "0" | "no" | "off" => Ok(Some(false)),
            _ => bail!("{name} must be true or false, not {value}"),
        }
    }

    pub fn number<T: FromStr>(&self, name: &str) -> anyhow::Result<Option<T>> {
        self.text(name)
            .map(|value| {
                value
                    .trim()
                    .parse()
                    .ok()
                    .with_context(|| format!("{name} must be a whole number, not {value}"))
            })
            .transpose()
    }

    /// One of an enum's lower-case names.
    pub fn choice<T: DeserializeOwned>(&self, name: &str) -> anyhow::Result<Option<T>> {
        self.text(name)
            .map(|value| {
                let quoted = serde_json::Value::String(value.trim().to_lowercase());
                serde_json::from_value(quoted)
                    .with_context(|| format!("{name} has an unknown value: {value}"))
            })
            .transpose()
    }
}

/// Overwrites `slot` when the variable was set.
pub fn set<T>(slot: &mut T, value: Option<T>) {
    if let Some(value) = value {
        *slot = value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |name| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| value.to_string())
        }
    }

    #[test]
    fn every_kind_parses_one_way_and_names_the_variable() {
        let get = vars(&[
            ("ON", "True"),
            ("OFF", "no"),
            ("BAD", "maybe"),
            ("N", " 42 "),
            ("BLANK", "  "),
            ("ENV", "Production"),
        ]);
        let env = EnvVars::new(&get);
        assert_eq!(env.flag("ON").unwrap(), Some(true));
        assert_eq!(env.flag("OFF").unwrap(), Some(false));
        assert!(env.flag("BAD").unwrap_err().to_string().contains("BAD"));
        assert_eq!(env.number::<u64>("N").unwrap(), Some(42));
        assert!(env.number::<u64>("ON").is_err());
        assert_eq!(env.text("BLANK"), None);
        assert_eq!(env.flag("MISSING").unwrap(), None);
        assert_eq!(
            env.choice::<Environment>("ENV").unwrap(),
            Some(Environment::Production)
        );
        assert!(env.choice::<Environment>("N").is_err());
    }
}
