//! How an image is named to the person who made it: the words they gave
//! (never the instructions added for the image model) and a file name they
//! will recognise in their downloads folder ("birthday-card-for-mina").

use crate::cards::{ArtStyle, Category, art_description};
use unicode_normalization::UnicodeNormalization;

/// The longest file-name stem, cut at a word boundary.
const MAX_STEM_CHARS: usize = 60;
/// A card's own description adds at most this many words to its file name.
const DESCRIPTION_WORDS_IN_NAME: usize = 6;

/// What is known about a stored image, as read from its row.
pub struct ImageFacts<'a> {
    pub prompt: &'a str,
    /// Set for a card made by the wizard.
    pub card: Option<CardFacts<'a>>,
}

pub struct CardFacts<'a> {
    pub category: Category,
    pub style: Option<ArtStyle>,
    pub text: Option<&'a str>,
}

impl ImageFacts<'_> {
    /// The customer's own words: a free-form image's prompt, or a card's
    /// description, or for a card without one, its occasion ("Sympathy card").
    pub fn description(&self) -> String {
        match &self.card {
            None => self.prompt.trim().to_owned(),
            Some(card) => card
                .own_description(self.prompt)
                .unwrap_or_else(|| format!("{} card", card.category.name())),
        }
    }

    /// A file name without its extension, ASCII only: "thank-you-card-for-sam",
    /// "birthday-card-a-cat-with-a-party-hat", "a-red-fox-in-the-snow".
    pub fn file_stem(&self) -> String {
        let Some(card) = &self.card else {
            return bounded(slug_words(self.prompt).into_iter(), "image");
        };
        let base = format!("{}-card", card.category.as_str().replace('_', "-"));
        let rest: Vec<String> = match card.text.and_then(addressee).map(|name| slug_words(&name)) {
            Some(name) if !name.is_empty() => {
                vec!["for".to_owned()].into_iter().chain(name).collect()
            }
            _ => card
                .own_description(self.prompt)
                .map(|description| slug_words(&description))
                .unwrap_or_default()
                .into_iter()
                .take(DESCRIPTION_WORDS_IN_NAME)
                .collect(),
        };
        bounded(std::iter::once(base).chain(rest), "card")
    }
}

impl CardFacts<'_> {
    /// The description the customer typed, read back out of the prompt the
    /// wizard made from it (`CardSpec::prompt`); `None` when they gave none.
    fn own_description(&self, prompt: &str) -> Option<String> {
        let rest = art_description(prompt);
        let opening = self.style.map(|style| {
            format!(
                "A greeting card for {}, as {}.",
                self.category.prompt_phrase(),
                style.prompt_wording()
            )
        });
        // A prompt in an older wording is shown whole, less the instructions.
        let own = match opening.and_then(|opening| rest.strip_prefix(&opening)) {
            Some(own) => own.trim().to_owned(),
            None => rest,
        };
        (!own.is_empty()).then_some(own)
    }
}

/// The person a card's words address, if they name one: "Dear Sam," or
/// "Happy 30th, Sam!" give "Sam"; "Thinking of you" gives none.
fn addressee(text: &str) -> Option<String> {
    let first_line = text.lines().next()?.trim();
    let first_sentence = first_line.split(['!', '.', '?']).next()?;
    let candidate = match first_sentence.strip_prefix("Dear ") {
        Some(rest) => rest.split(',').next()?,
        None => first_sentence.rsplit_once(',')?.1,
    };
    let name = candidate
        .trim()
        .trim_end_matches(['!', '.', '?', '…', ','])
        .trim();
    let words: Vec<&str> = name.split_whitespace().collect();
    let looks_like_a_name = (1..=3).contains(&words.len())
        && name.chars().count() <= 30
        && words
            .iter()
            .all(|word| word.chars().next().is_some_and(char::is_uppercase));
    looks_like_a_name.then(|| name.to_owned())
}

/// Lower-case ASCII words of `text`, accents folded ("Zoë" → "zoe").
fn slug_words(text: &str) -> Vec<String> {
    text.nfkd()
        .filter(char::is_ascii)
        .collect::<String>()
        .to_ascii_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Words joined by hyphens up to `MAX_STEM_CHARS`, cut at a word boundary
/// (a single very long word is cut inside); `fallback` when there are none.
fn bounded(words: impl Iterator<Item = String>, fallback: &str) -> String {
    let mut stem = String::new();
    for word in words {
        let needed = word.len() + usize::from(!stem.is_empty());
        if stem.len() + needed > MAX_STEM_CHARS {
            if stem.is_empty() {
                stem = word[..MAX_STEM_CHARS].to_owned();
            }
            break;
        }
        if !stem.is_empty() {
            stem.push('-');
        }
        stem.push_str(&word);
    }
    if stem.is_empty() {
        fallback.to_owned()
    } else {
        stem
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::CardSpec;

    fn card_facts<'a>(spec: &'a CardSpec) -> CardFacts<'a> {
        CardFacts {
            category: spec.category,
            style: Some(spec.style),
            text: spec.text.as_deref(),
        }
    }

    #[test]
    fn a_cards_description_is_the_customers_own_for_every_occasion_and_style() {
        for category in Category::ALL {
            for style in ArtStyle::ALL {
                let spec = CardSpec::parse(
                    category.as_str(),
                    style.as_str(),
                    "Our dog Biscuit in a field of sunflowers.",
                    true,
                    "Hi",
                )
                .unwrap();
                let prompt = spec.prompt();
                let facts = ImageFacts {
                    prompt: &prompt,
                    card: Some(card_facts(&spec)),
                };
                assert_eq!(
                    facts.description(),
                    "Our dog Biscuit in a field of sunflowers."
                );
            }
        }
    }

    #[test]
    fn a_card_without_a_description_is_called_by_its_occasion() {
        let spec = CardSpec::parse("sympathy", "watercolor", "", false, "").unwrap();
        let prompt = spec.prompt();
        let facts = ImageFacts {
            prompt: &prompt,
            card: Some(card_facts(&spec)),
        };
        assert_eq!(facts.description(), "Sympathy card");
        assert_eq!(facts.file_stem(), "sympathy-card");
        assert!(!facts.description().contains("No words"));
    }

    #[test]
    fn files_are_named_after_the_card_and_whom_it_is_for() {
        let cases = [
            (
                "birthday",
                "Happy birthday, Mina!",
                "",
                "birthday-card-for-mina",
            ),
            (
                "thank_you",
                "Dear Sam, thank you for everything",
                "",
                "thank-you-card-for-sam",
            ),
            (
                "new_baby",
                "Welcome, Zoë Anne",
                "",
                "new-baby-card-for-zoe-anne",
            ),
            (
                "birthday",
                "Have the best day ever",
                "A cat with a party hat and three balloons in the sky",
                "birthday-card-a-cat-with-a-party-hat",
            ),
            (
                "get_well",
                "Get well soon, my dear friend",
                "",
                "get-well-card",
            ),
            ("birthday", "С днём рождения, Аня!", "", "birthday-card"),
        ];
        for (category, text, description, expected) in cases {
            let spec = CardSpec::parse(category, "cartoon", description, true, text).unwrap();
            let prompt = spec.prompt();
            let facts = ImageFacts {
                prompt: &prompt,
                card: Some(card_facts(&spec)),
            };
            assert_eq!(facts.file_stem(), expected, "{text}");
        }
    }

    #[test]
    fn free_form_images_are_named_by_their_prompt() {
        let facts = ImageFacts {
            prompt: "A red fox sleeping in snow, under a pine tree!",
            card: None,
        };
        assert_eq!(
            facts.description(),
            "A red fox sleeping in snow, under a pine tree!"
        );
        assert_eq!(
            facts.file_stem(),
            "a-red-fox-sleeping-in-snow-under-a-pine-tree"
        );
        let long = ImageFacts {
            prompt: &"word ".repeat(40),
            card: None,
        };
        assert!(long.file_stem().len() <= MAX_STEM_CHARS);
        assert!(long.file_stem().ends_with("word"));
        let unnamed = ImageFacts {
            prompt: "🎂🎈",
            card: None,
        };
        assert_eq!(unnamed.file_stem(), "image");
        let one_long_word = ImageFacts {
            prompt: &"x".repeat(200),
            card: None,
        };
        assert_eq!(one_long_word.file_stem(), "x".repeat(MAX_STEM_CHARS));
    }

    #[test]
    fn a_card_from_an_older_prompt_wording_keeps_its_whole_art_description() {
        let facts = ImageFacts {
            prompt: "Birthday card, cartoon style. A cat. No words or lettering anywhere on the card.",
            card: Some(CardFacts {
                category: Category::Birthday,
                style: Some(ArtStyle::Cartoon),
                text: None,
            }),
        };
        assert_eq!(facts.description(), "Birthday card, cartoon style. A cat.");
    }
}
