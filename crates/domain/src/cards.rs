//! Greeting cards as the wizard describes them: an occasion, an art style, a
//! description and the exact words on the card, and the one place where
//! they become the picture's prompt.

use crate::account::FieldErrors;

pub const CATEGORY_INVALID: &str = "Please choose one of the card categories";
pub const STYLE_INVALID: &str = "Please choose one of the art styles";
pub const DESCRIPTION_TOO_LONG: &str = "Description must be at most 500 characters";
pub const TEXT_TOO_LONG: &str = "Card text must be at most 200 characters";
pub const TEXT_MISSING: &str = "Please enter the text for your card, or turn text off";

pub const MAX_DESCRIPTION_CHARS: usize = 500;
pub const MAX_TEXT_CHARS: usize = 200;

/// The occasion a card is for (spec §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Category {
    Birthday,
    Anniversary,
    Wedding,
    Graduation,
    ThankYou,
    GetWell,
    NewBaby,
    Sympathy,
}

impl Category {
    pub const ALL: [Category; 8] = [
        Category::Birthday,
        Category::Anniversary,
        Category::Wedding,
        Category::Graduation,
        Category::ThankYou,
        Category::GetWell,
        Category::NewBaby,
        Category::Sympathy,
    ];

    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        Category::ALL
            .into_iter()
            .find(|category| category.as_str() == raw)
            .ok_or(CATEGORY_INVALID)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Category::Birthday => "birthday",
            Category::Anniversary => "anniversary",
            Category::Wedding => "wedding",
            Category::Graduation => "graduation",
            Category::ThankYou => "thank_you",
            Category::GetWell => "get_well",
            Category::NewBaby => "new_baby",
            Category::Sympathy => "sympathy",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Category::Birthday => "Birthday",
            Category::Anniversary => "Anniversary",
            Category::Wedding => "Wedding",
            Category::Graduation => "Graduation",
            Category::ThankYou => "Thank You",
            Category::GetWell => "Get Well",
            Category::NewBaby => "New Baby",
            Category::Sympathy => "Sympathy",
        }
    }

    /// How the occasion reads in the prompt ("a greeting card for …"); the
    /// wizard's data module keeps the same phrases.
    pub fn prompt_phrase(self) -> &'static str {
        match self {
            Category::Birthday => "a joyful birthday celebration",
            Category::Anniversary => "a romantic anniversary celebration",
            Category::Wedding => "an elegant wedding celebration",
            Category::Graduation => "a proud graduation celebration",
            Category::ThankYou => "a heartfelt thank-you",
            Category::GetWell => "a cheerful get-well-soon wish",
            Category::NewBaby => "a gentle welcome for a new baby",
            Category::Sympathy => "a comforting message of sympathy",
        }
    }
}

/// The look of the art (spec §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ArtStyle {
    Watercolor,
    Cartoon,
    Photorealistic,
    Abstract,
    Minimalist,
    Vintage,
}

impl ArtStyle {
    pub const ALL: [ArtStyle; 6] = [
        ArtStyle::Watercolor,
        ArtStyle::Cartoon,
        ArtStyle::Photorealistic,
        ArtStyle::Abstract,
        ArtStyle::Minimalist,
        ArtStyle::Vintage,
    ];

    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        ArtStyle::ALL
            .into_iter()
            .find(|style| style.as_str() == raw)
            .ok_or(STYLE_INVALID)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            ArtStyle::Watercolor => "watercolor",
            ArtStyle::Cartoon => "cartoon",
            ArtStyle::Photorealistic => "photorealistic",
            ArtStyle::Abstract => "abstract",
            ArtStyle::Minimalist => "minimalist",
            ArtStyle::Vintage => "vintage",
        }
    }

    /// The style as an image model understands it.
    pub fn prompt_wording(self) -> &'static str {
        match self {
            ArtStyle::Watercolor => "a soft watercolor painting with gentle washes of colour",
            ArtStyle::Cartoon => "a bright, friendly cartoon illustration with bold outlines",
            ArtStyle::Photorealistic => "a photorealistic scene with natural light and fine detail",
            ArtStyle::Abstract => "an abstract composition of shapes and vivid colour",
            ArtStyle::Minimalist => "a minimalist design with clean lines and generous white space",
            ArtStyle::Vintage => "a vintage illustration with muted tones and a printed texture",
        }
    }
}

/// A card, checked: what the wizard sends, with its words exactly as typed
/// (only trimmed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardSpec {
    pub category: Category,
    pub style: ArtStyle,
    pub description: String,
    /// The words on the card; `None` for a card without text.
    pub text: Option<String>,
}

impl CardSpec {
    /// Checks every field and reports all problems at once.
    pub fn parse(
        category: &str,
        style: &str,
        description: &str,
        include_text: bool,
        text: &str,
    ) -> Result<CardSpec, FieldErrors> {
        let mut errors = FieldErrors::new();
        let category = Category::parse(category).map_err(|m| errors.insert("category", m));
        let style = ArtStyle::parse(style).map_err(|m| errors.insert("style", m));
        let description = description.trim();
        if description.chars().count() > MAX_DESCRIPTION_CHARS {
            errors.insert("description", DESCRIPTION_TOO_LONG);
        }
        let text = text.trim();
        if include_text && text.is_empty() {
            errors.insert("cardText", TEXT_MISSING);
        }
        if include_text && text.chars().count() > MAX_TEXT_CHARS {
            errors.insert("cardText", TEXT_TOO_LONG);
        }
        match (category, style) {
            (Ok(category), Ok(style)) if errors.is_empty() => Ok(CardSpec {
                category,
                style,
                description: description.to_owned(),
                text: include_text.then(|| text.to_owned()),
            }),
            _ => Err(errors),
        }
    }

    /// The picture's prompt. Image models garble lettering, so the art is
    /// always asked for without words; a card's text is set on it afterwards
    /// as a layer, exactly as typed, and the art leaves room for it.
    pub fn prompt(&self) -> String {
        let mut prompt = format!(
            "A greeting card for {}, as {}.",
            self.category.prompt_phrase(),
            self.style.prompt_wording()
        );
        if !self.description.is_empty() {
            prompt.push_str(&format!(" {}", sentence(&self.description)));
        }
        if self.text.is_some() {
            prompt.push_str(ROOM_FOR_TEXT);
        }
        prompt.push_str(NO_LETTERING);
        prompt
    }
}

/// What the art of a card shows, read from its prompt: the prompt without
/// the instructions meant for the image model (alt text for the picture).
pub fn art_description(prompt: &str) -> String {
    prompt
        .replace(ROOM_FOR_TEXT, "")
        .replace(NO_LETTERING, "")
        .trim()
        .to_owned()
}

const ROOM_FOR_TEXT: &str =
    " Leave a calm, uncluttered area near the bottom for a printed message.";
const NO_LETTERING: &str = " No words or lettering anywhere on the card.";

/// A description as a sentence of the prompt: a full stop unless it has one.
fn sentence(text: &str) -> String {
    if text.ends_with(['.', '!', '?']) {
        text.to_owned()
    } else {
        format!("{text}.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_category_and_style_reads_into_the_prompt() {
        for category in Category::ALL {
            for style in ArtStyle::ALL {
                let card =
                    CardSpec::parse(category.as_str(), style.as_str(), "", false, "").unwrap();
                let prompt = card.prompt();
                assert!(prompt.contains(category.prompt_phrase()), "{prompt}");
                assert!(prompt.contains(style.prompt_wording()), "{prompt}");
                assert!(prompt.ends_with("No words or lettering anywhere on the card."));
            }
        }
    }

    #[test]
    fn the_words_are_kept_exactly_and_out_of_the_picture() {
        let card = CardSpec::parse(
            "birthday",
            "watercolor",
            "  A cat with a party hat  ",
            true,
            "  С днём рождения, Аня!  ",
        )
        .unwrap();
        assert_eq!(card.text.as_deref(), Some("С днём рождения, Аня!"));
        assert_eq!(
            card.prompt(),
            "A greeting card for a joyful birthday celebration, as a soft watercolor painting \
             with gentle washes of colour. A cat with a party hat. Leave a calm, uncluttered \
             area near the bottom for a printed message. No words or lettering anywhere on the card."
        );
    }

    #[test]
    fn the_art_description_leaves_out_the_instructions_to_the_model() {
        let card = CardSpec::parse(
            "birthday",
            "watercolor",
            "A cat with a party hat",
            true,
            "Hi",
        )
        .unwrap();
        assert_eq!(
            art_description(&card.prompt()),
            "A greeting card for a joyful birthday celebration, as a soft watercolor painting \
             with gentle washes of colour. A cat with a party hat."
        );
    }

    #[test]
    fn bad_fields_are_all_reported() {
        let errors = CardSpec::parse("party", "oil", &"x".repeat(501), true, "").unwrap_err();
        assert_eq!(errors.get("category"), Some(&CATEGORY_INVALID));
        assert_eq!(errors.get("style"), Some(&STYLE_INVALID));
        assert_eq!(errors.get("description"), Some(&DESCRIPTION_TOO_LONG));
        assert_eq!(errors.get("cardText"), Some(&TEXT_MISSING));
        let long = CardSpec::parse("wedding", "vintage", "", true, &"x".repeat(201)).unwrap_err();
        assert_eq!(long.get("cardText"), Some(&TEXT_TOO_LONG));
        let off = CardSpec::parse("wedding", "vintage", "", false, &"x".repeat(500)).unwrap();
        assert_eq!(
            off.text, None,
            "text that is turned off is not checked or kept"
        );
    }
}
