//! What the card is for, read from the prompt's words.

/// The occasion decides the scene and the palette.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Occasion {
    Birthday,
    Wedding,
    Anniversary,
    Valentine,
    Love,
    Christmas,
    Holiday,
    Winter,
    Graduation,
    Congratulations,
    ThankYou,
    GetWell,
    Baby,
    Sympathy,
    General,
}

/// Word stems per occasion, most specific occasion first: "congratulations on
/// your wedding" is a wedding card, "thank you for the birthday gift" a thank-you.
const RULES: &[(Occasion, &[&str])] = &[
    (
        Occasion::Sympathy,
        &[
            "sympathy",
            "condolence",
            "bereave",
            "memorial",
            "in memory",
            "passed away",
            "loss of",
            "grief",
            "mourning",
            "funeral",
        ],
    ),
    (
        Occasion::Baby,
        &[
            "baby",
            "newborn",
            "new born",
            "new arrival",
            "it's a boy",
            "it's a girl",
            "welcome little",
        ],
    ),
    (
        Occasion::ThankYou,
        &["thank", "grateful", "gratitude", "appreciat"],
    ),
    (
        Occasion::GetWell,
        &["get well", "feel better", "recover", "speedy"],
    ),
    (
        Occasion::Wedding,
        &["wedding", "married", "bride", "groom", "newlywed", "engage"],
    ),
    (Occasion::Anniversary, &["anniversar"]),
    (Occasion::Valentine, &["valentine"]),
    (
        Occasion::Graduation,
        &["graduat", "diploma", "commencement", "class of"],
    ),
    (Occasion::Birthday, &["birthday", "bday", "b day"]),
    (
        Occasion::Christmas,
        &["christmas", "xmas", "santa", "noel", "nativity"],
    ),
    (
        Occasion::Holiday,
        &[
            "holiday",
            "season's greetings",
            "festive",
            "hanukkah",
            "new year",
        ],
    ),
    (
        Occasion::Congratulations,
        &[
            "congrat",
            "promotion",
            "achievement",
            "well done",
            "new job",
        ],
    ),
    (
        Occasion::Love,
        &[
            "love ",
            "loved ",
            "loving",
            "romantic",
            "romance",
            "sweetheart",
        ],
    ),
    (Occasion::Winter, &["winter", "frost", "icy"]),
];

impl Occasion {
    /// `words` is the prompt as normalised by `super::normalise`: lower case,
    /// punctuation as spaces, padded with a space at each end, so a stem
    /// preceded by a space only matches at the start of a word.
    pub(crate) fn detect(words: &str) -> Occasion {
        RULES
            .iter()
            .find(|(_, stems)| stems.iter().any(|stem| super::has_word(words, stem)))
            .map_or(Occasion::General, |(occasion, _)| *occasion)
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            Occasion::Birthday => "birthday",
            Occasion::Wedding => "wedding",
            Occasion::Anniversary => "anniversary",
            Occasion::Valentine => "valentine",
            Occasion::Love => "love",
            Occasion::Christmas => "christmas",
            Occasion::Holiday => "holiday",
            Occasion::Winter => "winter",
            Occasion::Graduation => "graduation",
            Occasion::Congratulations => "congratulations",
            Occasion::ThankYou => "thank you",
            Occasion::GetWell => "get well",
            Occasion::Baby => "baby",
            Occasion::Sympathy => "sympathy",
            Occasion::General => "general",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_each_occasion_from_everyday_wording() {
        let cases = [
            (
                "a birthday card with balloons for my sister",
                Occasion::Birthday,
            ),
            ("christmas card with snowy pine trees", Occasion::Christmas),
            ("thank you card with flowers", Occasion::ThankYou),
            ("congratulations graduate, vivid", Occasion::Graduation),
            ("congrats on the promotion!", Occasion::Congratulations),
            ("a lovely mountain lake", Occasion::General),
            ("for her graduation day", Occasion::Graduation),
            ("congratulations on your wedding", Occasion::Wedding),
            ("our 10th anniversary", Occasion::Anniversary),
            ("a valentine for my love", Occasion::Valentine),
            ("welcome the new baby", Occasion::Baby),
            ("sympathy card with lilies", Occasion::Sympathy),
            ("snowy winter landscape", Occasion::Winter),
            ("a fox sleeping in the snow", Occasion::General),
            ("happy holidays from our team", Occasion::Holiday),
            ("get well soon, grandpa", Occasion::GetWell),
            ("a cat riding a bicycle", Occasion::General),
        ];
        for (prompt, expected) in cases {
            assert_eq!(
                Occasion::detect(&super::super::normalise(prompt)),
                expected,
                "{prompt}"
            );
        }
    }
}
