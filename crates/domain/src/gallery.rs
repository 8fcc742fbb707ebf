//! The gallery's category filters (spec §5): each category is a list of
//! keywords, and an image belongs to it when its prompt has one of them as a
//! whole word. Plurals count ("paintings" is a painting, "parties" a party);
//! a keyword inside another word does not ("party" is not art).

pub const FILTER_INVALID: &str = "Filter must be one of all, greeting_cards, invitations or art";

/// The characters that end a word in a prompt. The database query turns
/// each into a space and looks for ` form `, so this list is the whole rule:
/// keep it to characters that read the same in SQL string literals.
pub const WORD_SEPARATORS: &[char] = &[
    ' ', '\t', '\n', '\r', ',', '.', '!', '?', ';', ':', '(', ')', '[', ']', '{', '}', '"', '\'',
    '-', '/', '&', '+', '*', '#', '~', '—', '–', '‘', '’', '“', '”', '…',
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GalleryFilter {
    GreetingCards,
    Invitations,
    Art,
}

impl GalleryFilter {
    /// `all` or an empty value means no filter.
    pub fn parse(raw: &str) -> Result<Option<Self>, &'static str> {
        match raw.trim() {
            "" | "all" => Ok(None),
            "greeting_cards" => Ok(Some(GalleryFilter::GreetingCards)),
            "invitations" => Ok(Some(GalleryFilter::Invitations)),
            "art" => Ok(Some(GalleryFilter::Art)),
            _ => Err(FILTER_INVALID),
        }
    }

    /// The spec's lower-case keywords of the category.
    pub fn keywords(self) -> &'static [&'static str] {
        match self {
            GalleryFilter::GreetingCards => {
                &["greeting", "card", "birthday", "holiday", "celebration"]
            }
            GalleryFilter::Invitations => &["invitation", "wedding", "event", "party", "ceremony"],
            GalleryFilter::Art => &["art", "painting", "abstract", "creative", "design"],
        }
    }

    /// Every word that counts as one of the keywords: each keyword and its
    /// plurals.
    pub fn word_forms(self) -> Vec<String> {
        self.keywords()
            .iter()
            .flat_map(|word| forms(word))
            .collect()
    }

    /// Whether a prompt belongs to this category (the rule the database query
    /// applies, spelled out for callers that filter in memory).
    pub fn matches(self, prompt: &str) -> bool {
        let forms = self.word_forms();
        prompt
            .to_lowercase()
            .split(WORD_SEPARATORS)
            .any(|word| forms.iter().any(|form| form == word))
    }
}

/// "card" -> card, cards, cardes; "party" -> also parties.
fn forms(word: &str) -> Vec<String> {
    let mut forms = vec![word.to_owned(), format!("{word}s"), format!("{word}es")];
    if let Some(stem) = word.strip_suffix('y') {
        forms.push(format!("{stem}ies"));
    }
    forms
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_and_unknown_names_are_refused() {
        assert_eq!(GalleryFilter::parse(""), Ok(None));
        assert_eq!(GalleryFilter::parse("all"), Ok(None));
        assert_eq!(
            GalleryFilter::parse("greeting_cards"),
            Ok(Some(GalleryFilter::GreetingCards))
        );
        assert_eq!(
            GalleryFilter::parse("invitations"),
            Ok(Some(GalleryFilter::Invitations))
        );
        assert_eq!(GalleryFilter::parse("art"), Ok(Some(GalleryFilter::Art)));
        assert_eq!(GalleryFilter::parse("photos"), Err(FILTER_INVALID));
        assert_eq!(GalleryFilter::parse("ART"), Err(FILTER_INVALID));
    }

    #[test]
    fn prompts_match_their_category_keywords_ignoring_case() {
        assert!(GalleryFilter::GreetingCards.matches("A HOLIDAY scene"));
        assert!(GalleryFilter::Invitations.matches("Dinner Party at eight"));
        assert!(GalleryFilter::Art.matches("An abstract sunrise"));
        assert!(!GalleryFilter::Art.matches("A quiet lake at dawn"));
        assert!(!GalleryFilter::Invitations.matches("A birthday cake"));
    }

    #[test]
    fn keywords_match_whole_words_and_their_plurals_only() {
        assert!(!GalleryFilter::Art.matches("Birthday party invitation"));
        assert!(!GalleryFilter::Art.matches("A smart cat at the start"));
        assert!(GalleryFilter::Art.matches("Three paintings of pears"));
        assert!(GalleryFilter::Art.matches("Pop-art poster"));
        assert!(GalleryFilter::Art.matches("Street art, Berlin"));
        assert!(GalleryFilter::Art.matches("“Art” in quotes"));
        assert!(GalleryFilter::Invitations.matches("Garden parties!"));
        assert!(GalleryFilter::GreetingCards.matches("Holiday greetings from the mountains"));
        assert!(GalleryFilter::GreetingCards.matches("Two cards\nfor mum"));
        assert!(!GalleryFilter::GreetingCards.matches("A cardigan on a chair"));
        assert!(!GalleryFilter::Invitations.matches("An eventful day"));
    }
}
