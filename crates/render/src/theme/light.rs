//! The time of day a prompt asks for, which sets the sky and the light.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Light {
    /// No time named: the occasion's own sky.
    Day,
    Dawn,
    Noon,
    Sunset,
    Dusk,
    Night,
}

/// Word stems per time of day; the first named in the prompt wins.
const RULES: &[(Light, &[&str])] = &[
    (Light::Sunset, &["sunset", "sundown", "golden hour"]),
    (Light::Dawn, &["sunrise", "dawn", "daybreak", "morning"]),
    (Light::Dusk, &["dusk", "twilight", "evening"]),
    (
        Light::Night,
        &[
            "night",
            "midnight",
            "starry",
            "starlit",
            "moonlit",
            "outer space",
            "galax",
        ],
    ),
    (Light::Noon, &["noon", "midday", "summer"]),
];

impl Light {
    /// `words` as from `super::normalise`.
    pub(crate) fn detect(words: &str) -> Light {
        RULES
            .iter()
            .flat_map(|(light, stems)| {
                stems
                    .iter()
                    .filter_map(move |stem| first_word_at(words, stem).map(|at| (at, *light)))
            })
            .min_by_key(|(at, _)| *at)
            .map_or(Light::Day, |(_, light)| light)
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            Light::Day => "day",
            Light::Dawn => "dawn",
            Light::Noon => "noon",
            Light::Sunset => "sunset",
            Light::Dusk => "dusk",
            Light::Night => "night",
        }
    }

    /// The sun sits on the horizon.
    pub(crate) fn low_sun(self) -> bool {
        matches!(self, Light::Dawn | Light::Sunset)
    }

    pub(crate) fn starry(self) -> bool {
        matches!(self, Light::Night | Light::Dusk)
    }
}

/// Where `stem` first starts a word of `words`.
fn first_word_at(words: &str, stem: &str) -> Option<usize> {
    words
        .match_indices(stem)
        .map(|(i, _)| i)
        .find(|&i| i > 0 && words.as_bytes()[i - 1] == b' ')
}

#[cfg(test)]
mod tests {
    use super::super::normalise;
    use super::*;

    #[test]
    fn reads_the_time_of_day() {
        let cases = [
            ("a cabin by a lake at sunset", Light::Sunset),
            ("misty dawn over the hills", Light::Dawn),
            ("a starry night", Light::Night),
            ("an owl at dusk", Light::Dusk),
            ("a beach at noon", Light::Noon),
            ("a fox in the snow", Light::Day),
            ("a minimalist design with generous white space", Light::Day),
        ];
        for (prompt, light) in cases {
            assert_eq!(Light::detect(&normalise(prompt)), light, "{prompt}");
        }
    }
}
