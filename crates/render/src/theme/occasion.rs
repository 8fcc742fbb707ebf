//! What the card is for, read from the prompt's words.

/// The occasion decides the motifs, the palette and the default headline.
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
    (
        Occasion::Winter,
        &["winter", "snow", "frost", "ice ", "icy"],
    ),
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

    /// A second line under the occasion's own greeting.
    pub(crate) fn default_subline(self) -> Option<&'static str> {
        Some(match self {
            Occasion::Birthday => "Wishing you a wonderful day",
            Occasion::Wedding => "Congratulations on your wedding",
            Occasion::Anniversary => "Here's to many more years together",
            Occasion::Valentine => "You have my heart",
            Occasion::Love => "Thinking of you",
            Occasion::Christmas => "Wishing you joy and peace",
            Occasion::Holiday => "Warm wishes for the season",
            Occasion::Winter => "Stay warm and cozy",
            Occasion::Graduation => "The future is yours",
            Occasion::Congratulations => "You did it!",
            Occasion::ThankYou => "From the bottom of my heart",
            Occasion::GetWell => "Sending healing thoughts your way",
            Occasion::Baby => "Congratulations on your new arrival",
            Occasion::Sympathy => "Thinking of you with love",
            Occasion::General => return None,
        })
    }

    /// The headline printed when the prompt does not quote one.
    pub(crate) fn default_headline(self) -> Option<&'static str> {
        Some(match self {
            Occasion::Birthday => "Happy Birthday",
            Occasion::Wedding => "Happily Ever After",
            Occasion::Anniversary => "Happy Anniversary",
            Occasion::Valentine => "Be My Valentine",
            Occasion::Love => "With Love",
            Occasion::Christmas => "Merry Christmas",
            Occasion::Holiday => "Happy Holidays",
            Occasion::Winter => "Warm Winter Wishes",
            Occasion::Graduation => "Congratulations, Graduate!",
            Occasion::Congratulations => "Congratulations",
            Occasion::ThankYou => "Thank You",
            Occasion::GetWell => "Get Well Soon",
            Occasion::Baby => "Welcome, Little One",
            Occasion::Sympathy => "With Deepest Sympathy",
            Occasion::General => return None,
        })
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

    #[test]
    fn only_general_images_have_no_default_headline() {
        assert_eq!(Occasion::General.default_headline(), None);
        assert_eq!(Occasion::ThankYou.default_headline(), Some("Thank You"));
    }
}
