//! "Suggest a message": the bundled library of original card messages, by
//! occasion and tone, with the recipient's name put in when one is given.

use crate::cards::Category;
use std::collections::HashMap;
use std::sync::LazyLock;

pub const TONE_INVALID: &str = "Tone must be warm, funny, formal or short";
pub const MAX_NAME_CHARS: usize = 40;

/// How a message sounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tone {
    Warm,
    Funny,
    Formal,
    Short,
}

impl Tone {
    pub const ALL: [Tone; 4] = [Tone::Warm, Tone::Funny, Tone::Formal, Tone::Short];

    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        Tone::ALL
            .into_iter()
            .find(|tone| tone.as_str() == raw)
            .ok_or(TONE_INVALID)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Tone::Warm => "warm",
            Tone::Funny => "funny",
            Tone::Formal => "formal",
            Tone::Short => "short",
        }
    }
}

/// category → tone → messages, where `{name}` stands for the recipient.
type Library = HashMap<String, HashMap<String, Vec<String>>>;

static LIBRARY: LazyLock<Library> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../data/card-messages.json"))
        .expect("the bundled message library is valid JSON")
});

/// The library's messages for `category` in `tone`, addressed to `name`
/// when it is given (and not blank).
pub fn suggestions(category: Category, tone: Tone, name: Option<&str>) -> Vec<String> {
    let name = name.map(str::trim).filter(|name| !name.is_empty());
    LIBRARY
        .get(category.as_str())
        .and_then(|tones| tones.get(tone.as_str()))
        .map(|messages| messages.iter().map(|m| address(m, name)).collect())
        .unwrap_or_default()
}

/// Puts the name in, or takes the placeholder out cleanly: the library
/// writes it only as `{name}, …` at the start or `, {name}` before a
/// punctuation mark.
fn address(message: &str, name: Option<&str>) -> String {
    if let Some(name) = name {
        return message.replace("{name}", name);
    }
    if let Some(rest) = message.strip_prefix("{name}, ") {
        let mut chars = rest.chars();
        return chars
            .next()
            .map(|first| first.to_uppercase().chain(chars).collect())
            .unwrap_or_default();
    }
    message.replace(", {name}", "")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_category_has_at_least_three_per_tone_and_twelve_in_all() {
        for category in Category::ALL {
            let mut total = 0;
            for tone in Tone::ALL {
                let found = suggestions(category, tone, None);
                assert!(found.len() >= 3, "{category:?} {tone:?}");
                total += found.len();
            }
            assert!(total >= 12, "{category:?}");
        }
    }

    #[test]
    fn the_name_goes_in_or_leaves_no_trace() {
        assert_eq!(
            address("Happy birthday, {name}!", Some("Sam")),
            "Happy birthday, Sam!"
        );
        assert_eq!(address("Happy birthday, {name}!", None), "Happy birthday!");
        assert_eq!(
            address("{name}, here's to your best year yet.", None),
            "Here's to your best year yet."
        );
        for category in Category::ALL {
            for tone in Tone::ALL {
                for message in suggestions(category, tone, Some("  ")) {
                    assert!(
                        !message.contains('{') && !message.contains(" ,"),
                        "{message}"
                    );
                    assert!(
                        message.starts_with(|c: char| !c.is_lowercase()),
                        "{message}"
                    );
                }
                let named = suggestions(category, tone, Some("Mina"));
                assert!(named.iter().all(|m| m.chars().count() <= 200));
            }
        }
        let addressed = suggestions(Category::Birthday, Tone::Warm, Some("Mina"));
        assert!(addressed.iter().any(|m| m.contains("Mina")));
    }
}
