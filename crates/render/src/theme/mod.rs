//! Reads a prompt into everything the scene needs: occasion, art style,
//! palette, requested motifs and the words to print.

mod art;
mod headline;
mod occasion;
mod palette;

pub(crate) use art::ArtStyle;
pub(crate) use occasion::Occasion;
pub(crate) use palette::Palette;

use crate::Style;

/// Things a prompt can ask to see by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Motif {
    Balloon,
    Cake,
    Gift,
    Confetti,
    Heart,
    Ring,
    Flower,
    Leaf,
    Lily,
    Snowflake,
    Tree,
    Star,
    Cap,
    Cloud,
    Moon,
    Sun,
}

pub(crate) const ALL_MOTIFS: &[Motif] = &[
    Motif::Balloon,
    Motif::Cake,
    Motif::Gift,
    Motif::Confetti,
    Motif::Heart,
    Motif::Ring,
    Motif::Flower,
    Motif::Leaf,
    Motif::Lily,
    Motif::Snowflake,
    Motif::Tree,
    Motif::Star,
    Motif::Cap,
    Motif::Cloud,
    Motif::Moon,
    Motif::Sun,
];

const MOTIF_WORDS: &[(Motif, &[&str])] = &[
    (Motif::Balloon, &["balloon"]),
    (Motif::Cake, &["cake", "cupcake", "candle"]),
    (Motif::Gift, &["gift", "present"]),
    (Motif::Confetti, &["confetti", "party", "celebrat"]),
    (Motif::Heart, &["heart"]),
    (Motif::Ring, &["ring ", "rings "]),
    (
        Motif::Flower,
        &[
            "flower", "floral", "rose", "bouquet", "blossom", "tulip", "daisy", "peony", "garden",
        ],
    ),
    (
        Motif::Leaf,
        &[
            "leaf",
            "leaves",
            "eucalyptus",
            "fern",
            "botanical",
            "autumn",
        ],
    ),
    (Motif::Lily, &["lily", "lilies"]),
    (Motif::Snowflake, &["snow"]),
    (Motif::Tree, &["tree", "pine", "forest", "fir "]),
    (Motif::Star, &["star", "sparkl", "twinkl", "night"]),
    (Motif::Cap, &["cap ", "mortarboard"]),
    (Motif::Cloud, &["cloud"]),
    (Motif::Moon, &["moon"]),
    (Motif::Sun, &["sun ", "sunny", "sunshine", "summer"]),
];

#[derive(Debug, Clone)]
pub(crate) struct Theme {
    pub(crate) occasion: Occasion,
    pub(crate) art: ArtStyle,
    pub(crate) palette: Palette,
    pub(crate) headline: Option<String>,
    /// A smaller line under the headline.
    pub(crate) subline: Option<String>,
    /// Motifs the prompt names, in the order of `MOTIF_WORDS`.
    pub(crate) requested: Vec<Motif>,
}

impl Theme {
    pub(crate) fn from_prompt(prompt: &str, style: Style) -> Theme {
        let words = normalise(prompt);
        let occasion = Occasion::detect(&words);
        let art = ArtStyle::detect(&words);
        let quoted = headline::quoted_phrase(prompt);
        // A dedication ("for my sister") beats the occasion's stock second line,
        // which only accompanies the stock greeting.
        let subline = headline::dedication(&words).or_else(|| {
            quoted
                .is_none()
                .then(|| occasion.default_subline().map(str::to_string))
                .flatten()
        });
        let headline = quoted.or_else(|| occasion.default_headline().map(str::to_string));
        let requested = MOTIF_WORDS
            .iter()
            .filter(|(_, stems)| stems.iter().any(|stem| has_word(&words, stem)))
            .map(|(motif, _)| *motif)
            .collect();
        Theme {
            occasion,
            art,
            palette: Palette::new(
                occasion,
                style,
                art,
                palette::colour_word(&words),
                is_night(&words),
            ),
            subline: headline.as_ref().and(subline),
            headline,
            requested,
        }
    }
}

impl Theme {
    /// The card's words replace whatever the prompt suggested, untouched:
    /// no stock greeting, no dedication line, no shortening.
    pub(crate) fn letter_exactly(&mut self, text: &str) {
        let text = text.trim();
        self.headline = (!text.is_empty()).then(|| text.to_owned());
        self.subline = None;
    }
}

fn is_night(words: &str) -> bool {
    const NIGHT: &[&str] = &[
        "night", "space", "star", "moon", "galax", "cosmic", "midnight", "evening", "dark ",
    ];
    NIGHT.iter().any(|stem| has_word(words, stem))
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

    #[test]
    fn theme_reads_occasion_style_motifs_and_words() {
        let theme = Theme::from_prompt(
            r#"Watercolor birthday card with balloons and a cake, text "Happy 30th, Sam!""#,
            Style::Vivid,
        );
        assert_eq!(theme.occasion, Occasion::Birthday);
        assert_eq!(theme.art, ArtStyle::Watercolor);
        assert_eq!(theme.headline.as_deref(), Some("Happy 30th, Sam!"));
        assert_eq!(theme.subline, None, "a quoted headline stands alone");
        assert!(
            theme.requested.contains(&Motif::Balloon) && theme.requested.contains(&Motif::Cake)
        );
        assert!(!theme.requested.contains(&Motif::Snowflake));
    }

    #[test]
    fn sublines_prefer_the_dedication_over_the_stock_line() {
        let theme = Theme::from_prompt("Thank you card with flowers", Style::Vivid);
        assert_eq!(
            theme.subline.as_deref(),
            Some("From the bottom of my heart")
        );
        let theme = Theme::from_prompt("birthday card for my dad", Style::Vivid);
        assert_eq!(theme.subline.as_deref(), Some("For a wonderful dad"));
    }

    #[test]
    fn general_images_carry_no_text_unless_quoted() {
        let theme = Theme::from_prompt("a fox in a forest at night", Style::Natural);
        assert_eq!(theme.occasion, Occasion::General);
        assert_eq!(theme.headline, None);
        assert_eq!(theme.subline, None);
        assert!(theme.requested.contains(&Motif::Tree) && theme.requested.contains(&Motif::Star));
    }

    #[test]
    fn general_images_get_a_night_sky_only_when_asked() {
        let night = Theme::from_prompt("a castle under the stars", Style::Vivid).palette;
        let day = Theme::from_prompt("a castle by the sea", Style::Vivid).palette;
        assert!(night.is_dark());
        assert!(!day.is_dark());
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
        assert_eq!(theme.subline, None);
        theme.letter_exactly("  ");
        assert_eq!(theme.headline, None, "a card without words");
    }
}
