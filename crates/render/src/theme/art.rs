//! The art-style words a prompt may carry, each mapped to a drawing treatment.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ArtStyle {
    /// Clean flat illustration with soft shading: the house style.
    Illustrated,
    Watercolor,
    Cartoon,
    Minimalist,
    Vintage,
    Abstract,
    Photorealistic,
}

const RULES: &[(ArtStyle, &[&str])] = &[
    (
        ArtStyle::Watercolor,
        &["watercolo", "aquarel", "painted", "painterly", "gouache"],
    ),
    (
        ArtStyle::Cartoon,
        &["cartoon", "comic", "doodle", "kawaii", "cute ", "playful"],
    ),
    (
        ArtStyle::Minimalist,
        &["minimal", "simple", "clean ", "elegant", "line art"],
    ),
    (
        ArtStyle::Vintage,
        &[
            "vintage",
            "retro",
            "antique",
            "old fashioned",
            "classic",
            "nostalgic",
        ],
    ),
    (ArtStyle::Abstract, &["abstract", "geometric", "modern art"]),
    (
        ArtStyle::Photorealistic,
        &["photoreal", "realistic", "photograph", "lifelike", "3d "],
    ),
];

impl ArtStyle {
    pub(crate) fn detect(words: &str) -> ArtStyle {
        RULES
            .iter()
            .find(|(_, stems)| stems.iter().any(|stem| super::has_word(words, stem)))
            .map_or(ArtStyle::Illustrated, |(style, _)| *style)
    }
}

#[cfg(test)]
mod tests {
    use super::super::normalise;
    use super::*;

    #[test]
    fn detects_art_styles() {
        let cases = [
            (
                "Christmas card with snowy pine trees, watercolor",
                ArtStyle::Watercolor,
            ),
            ("a cartoon birthday cake", ArtStyle::Cartoon),
            ("minimalist thank you note", ArtStyle::Minimalist),
            ("retro 70s birthday", ArtStyle::Vintage),
            ("abstract shapes", ArtStyle::Abstract),
            ("photorealistic roses", ArtStyle::Photorealistic),
            ("Thank you card with flowers", ArtStyle::Illustrated),
        ];
        for (prompt, expected) in cases {
            assert_eq!(ArtStyle::detect(&normalise(prompt)), expected, "{prompt}");
        }
    }
}
