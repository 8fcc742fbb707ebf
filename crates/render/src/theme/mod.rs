//! Reads a prompt into everything the scene needs: occasion, art style,
//! time of day, palette, the subjects it names and the words to letter.
//!
//! Only words the prompt quotes are lettered: the renderer never adds a
//! greeting of its own.

mod art;
mod base;
mod colour_words;
mod headline;
mod light;
mod occasion;
mod palette;

pub(crate) use art::ArtStyle;
pub(crate) use colour_words::{colour_named, palette_colour_named};
pub(crate) use light::Light;
pub(crate) use occasion::Occasion;
pub(crate) use palette::Palette;

use crate::Style;
use crate::vocab::{self, Named, Role, Weather};

#[derive(Debug, Clone)]
pub(crate) struct Theme {
    pub(crate) occasion: Occasion,
    pub(crate) art: ArtStyle,
    pub(crate) light: Light,
    pub(crate) palette: Palette,
    /// The words lettered on the card: a phrase the prompt quotes, or the
    /// card's own words.
    pub(crate) headline: Option<String>,
    /// The card's words are set on the art later (`card_text: Some("")`):
    /// the art keeps the text layer's place calm.
    pub(crate) room_for_words: bool,
    /// The subjects the prompt names, first named first.
    pub(crate) named: Vec<Named>,
    /// "A sleeping fox": animals close their eyes.
    pub(crate) asleep: bool,
}

impl Theme {
    pub(crate) fn from_prompt(prompt: &str, style: Style) -> Theme {
        let words = normalise(prompt);
        let occasion = Occasion::detect(&words);
        let art = ArtStyle::detect(&words);
        // Words inside the quoted lettering are not things to draw.
        let named = vocab::find(&headline::without_quotes(prompt));
        let light = match Light::detect(&words) {
            Light::Day if is_night_sky(&named, occasion) => Light::Night,
            light => light,
        };
        let weather = |w: Weather| {
            named
                .iter()
                .any(|n| matches!(n.entry.role, Role::Weather(x) if x == w))
        };
        let autumn = weather(Weather::Autumn);
        let (rain, snow) = (weather(Weather::Rain), weather(Weather::Snow));
        let colour = vocab::palette_colour(&headline::without_quotes(prompt));
        Theme {
            occasion,
            art,
            light,
            palette: Palette::new(occasion, style, art, colour, light, autumn)
                .weathered(rain, snow),
            headline: headline::quoted_phrase(prompt),
            room_for_words: false,
            named,
            asleep: ["asleep", "sleep", "napping", "dozing", "dreaming"]
                .iter()
                .any(|stem| has_word(&words, stem)),
        }
    }

    /// The card's words replace whatever the prompt quoted, untouched; no
    /// words at all means the words come later, on their own layer.
    pub(crate) fn letter_exactly(&mut self, text: &str) {
        let text = text.trim();
        self.headline = (!text.is_empty()).then(|| text.to_owned());
        self.room_for_words = text.is_empty();
    }
}

/// A free-form picture of the moon or the stars is a night sky.
fn is_night_sky(named: &[Named], occasion: Occasion) -> bool {
    occasion == Occasion::General
        && named
            .iter()
            .any(|n| matches!(n.entry.name, "moon" | "star"))
}

/// Lower case, every character other than a letter, digit or apostrophe
/// turned into a space, and a space at each end, so `has_word` can match
/// stems at word starts with a plain substring search.
pub(crate) fn normalise(prompt: &str) -> String {
    let mut out = String::with_capacity(prompt.len() + 2);
    out.push(' ');
    for c in prompt.chars().flat_map(char::to_lowercase) {
        let keep = c.is_alphanumeric() || c == '\'' || c == '’';
        out.push(if c == '’' {
            '\''
        } else if keep {
            c
        } else {
            ' '
        });
    }
    out.push(' ');
    out
}

/// True when `stem` starts a word of `words` (a string from `normalise`).
pub(crate) fn has_word(words: &str, stem: &str) -> bool {
    words
        .match_indices(stem)
        .any(|(i, _)| i > 0 && words.as_bytes()[i - 1] == b' ')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(theme: &Theme) -> Vec<&'static str> {
        theme.named.iter().map(|n| n.entry.name).collect()
    }

    #[test]
    fn theme_reads_occasion_style_subjects_and_quoted_words() {
        let theme = Theme::from_prompt(
            r#"Watercolor birthday card with balloons and a cake, text "Happy 30th, Sam!""#,
            Style::Vivid,
        );
        assert_eq!(theme.occasion, Occasion::Birthday);
        assert_eq!(theme.art, ArtStyle::Watercolor);
        assert_eq!(theme.headline.as_deref(), Some("Happy 30th, Sam!"));
        assert_eq!(names(&theme), ["balloon", "cake"]);
    }

    #[test]
    fn no_words_are_lettered_unless_quoted() {
        for prompt in [
            "Thank you card with flowers",
            "birthday card for my dad",
            "Christmas card with snowy pine trees",
            "a red fox sleeping in snow under a pine tree",
        ] {
            let theme = Theme::from_prompt(prompt, Style::Vivid);
            assert_eq!(theme.headline, None, "{prompt}");
        }
        let quoted = Theme::from_prompt(r#"a card saying "Merry Christmas""#, Style::Vivid);
        assert_eq!(quoted.headline.as_deref(), Some("Merry Christmas"));
    }

    #[test]
    fn quoted_words_are_not_drawn() {
        let theme = Theme::from_prompt(r#"a card with a dog saying "Bear hugs""#, Style::Vivid);
        assert_eq!(names(&theme), ["dog"]);
    }

    #[test]
    fn general_images_get_a_night_sky_only_when_asked() {
        let night = Theme::from_prompt("a castle under the stars", Style::Vivid);
        let day = Theme::from_prompt("a castle by the sea", Style::Vivid);
        assert!(night.palette.is_dark() && night.light == Light::Night);
        assert!(!day.palette.is_dark());
    }

    #[test]
    fn word_matching_respects_word_starts() {
        let words = normalise("Snowy pine-trees!");
        assert_eq!(words, " snowy pine trees  ");
        assert!(has_word(&words, "snow"));
        assert!(has_word(&words, "tree"));
        assert!(!has_word(&words, "now"));
    }

    #[test]
    fn style_changes_the_palette() {
        let vivid = Theme::from_prompt("birthday", Style::Vivid).palette;
        let natural = Theme::from_prompt("birthday", Style::Natural).palette;
        let saturation = |c| crate::color::to_hsl(c).1;
        assert!(saturation(vivid.accents[0]) > saturation(natural.accents[0]));
    }

    #[test]
    fn a_cards_words_are_lettered_exactly_and_alone() {
        let long = "Wishing you a year as bright as your smile, full of long walks, good books, \
                    warm coffee and the people you love most. Happy birthday, dear Aunt Rosa!";
        let mut theme = Theme::from_prompt("birthday card for my aunt", Style::Vivid);
        theme.letter_exactly(long);
        assert_eq!(theme.headline.as_deref(), Some(long));
        assert!(!theme.room_for_words);
        theme.letter_exactly("  ");
        assert_eq!(theme.headline, None, "a card without words");
        assert!(theme.room_for_words, "its words come later");
    }
}
