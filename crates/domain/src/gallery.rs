//! The gallery's category filters (spec §5): each category is a list of
//! keywords, and an image belongs to it when its prompt contains any of them.

pub const FILTER_INVALID: &str = "Filter must be one of all, greeting_cards, invitations or art";

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

    /// Lower-case words matched anywhere in the prompt, ignoring case.
    pub fn keywords(self) -> &'static [&'static str] {
        match self {
            GalleryFilter::GreetingCards => {
                &["greeting", "card", "birthday", "holiday", "celebration"]
            }
            GalleryFilter::Invitations => &["invitation", "wedding", "event", "party", "ceremony"],
            GalleryFilter::Art => &["art", "painting", "abstract", "creative", "design"],
        }
    }

    /// Whether a prompt belongs to this category (the rule the database query
    /// applies, spelled out for callers that filter in memory).
    pub fn matches(self, prompt: &str) -> bool {
        let prompt = prompt.to_lowercase();
        self.keywords().iter().any(|word| prompt.contains(word))
    }
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
}
