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

/// A style's own name, or a word no other style would use.
const NAMES: &[(ArtStyle, &[&str])] = &[
    (ArtStyle::Watercolor, &["watercolo", "aquarel", "gouache"]),
    (ArtStyle::Cartoon, &["cartoon", "comic", "kawaii"]),
    (ArtStyle::Minimalist, &["minimalis", "minimal "]),
    (ArtStyle::Vintage, &["vintage", "retro", "antique"]),
    (ArtStyle::Abstract, &["abstract", "geometric"]),
    (
        ArtStyle::Photorealistic,
        &["photoreal", "photograph", "realistic", "lifelike"],
    ),
];

/// Words that lean towards a style when none is named: "a simple card" is
/// minimalist, unless the prompt asks for watercolour.
const HINTS: &[(ArtStyle, &[&str])] = &[
    (ArtStyle::Watercolor, &["painted", "painterly"]),
    (ArtStyle::Cartoon, &["doodle", "cute ", "playful"]),
    (ArtStyle::Minimalist, &["simple", "clean ", "line art"]),
    (
        ArtStyle::Vintage,
        &["old fashioned", "classic", "nostalgic"],
    ),
    (ArtStyle::Abstract, &["modern art"]),
    (ArtStyle::Photorealistic, &["3d "]),
];

impl ArtStyle {
    /// The style named first in the prompt, else the first hinted at.
    pub(crate) fn detect(words: &str) -> ArtStyle {
        first_named(words, NAMES)
            .or_else(|| first_named(words, HINTS))
            .unwrap_or(ArtStyle::Illustrated)
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            ArtStyle::Illustrated => "illustrated",
            ArtStyle::Watercolor => "watercolor",
            ArtStyle::Cartoon => "cartoon",
            ArtStyle::Minimalist => "minimalist",
            ArtStyle::Vintage => "vintage",
            ArtStyle::Abstract => "abstract",
            ArtStyle::Photorealistic => "photorealistic",
        }
    }
}

fn first_named(words: &str, rules: &[(ArtStyle, &[&str])]) -> Option<ArtStyle> {
    rules
        .iter()
        .flat_map(|(style, stems)| {
            stems.iter().filter_map(move |stem| {
                words
                    .match_indices(stem)
                    .find(|(i, _)| *i > 0 && words.as_bytes()[i - 1] == b' ')
                    .map(|(i, _)| (i, *style))
            })
        })
        .min_by_key(|(i, _)| *i)
        .map(|(_, style)| style)
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
            (
                "A greeting card for an elegant wedding celebration, as a photorealistic scene",
                ArtStyle::Photorealistic,
            ),
            (
                "a watercolor painting of a vintage car",
                ArtStyle::Watercolor,
            ),
            ("a simple wedding card", ArtStyle::Minimalist),
            ("an elegant anniversary card", ArtStyle::Illustrated),
        ];
        for (prompt, expected) in cases {
            assert_eq!(ArtStyle::detect(&normalise(prompt)), expected, "{prompt}");
        }
    }
}
