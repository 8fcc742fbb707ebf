//! The words printed on the card: a phrase the prompt quotes, else the
//! occasion's greeting, plus an optional dedication line.

const MAX_HEADLINE_CHARS: usize = 48;

/// The first quoted phrase, e.g. `text "Happy 30th, Sam!"` or `saying “Love you”`.
pub(crate) fn quoted_phrase(prompt: &str) -> Option<String> {
    const PAIRS: [(char, char); 4] = [('"', '"'), ('“', '”'), ('«', '»'), ('„', '“')];
    let (start, open, close) = prompt.char_indices().find_map(|(i, c)| {
        PAIRS
            .iter()
            .find(|(o, _)| *o == c)
            .map(|(o, cl)| (i, *o, *cl))
    })?;
    let rest = &prompt[start + open.len_utf8()..];
    let end = rest.find(close)?;
    let phrase = rest[..end].split_whitespace().collect::<Vec<_>>().join(" ");
    if phrase.is_empty() {
        return None;
    }
    Some(truncate(&phrase))
}

fn truncate(phrase: &str) -> String {
    if phrase.chars().count() <= MAX_HEADLINE_CHARS {
        return phrase.to_string();
    }
    let cut: String = phrase.chars().take(MAX_HEADLINE_CHARS - 1).collect();
    let at_word = cut.rfind(' ').filter(|&i| i > MAX_HEADLINE_CHARS / 2);
    format!(
        "{}…",
        at_word.map_or(cut.as_str(), |i| &cut[..i]).trim_end()
    )
}

/// "for my sister" becomes "For a wonderful sister": a dedication under the headline.
pub(crate) fn dedication(words: &str) -> Option<String> {
    const PEOPLE: &[&str] = &[
        "sister",
        "brother",
        "mom",
        "mum",
        "mother",
        "dad",
        "father",
        "grandma",
        "grandpa",
        "grandmother",
        "grandfather",
        "wife",
        "husband",
        "daughter",
        "son",
        "friend",
        "best friend",
        "aunt",
        "uncle",
        "teacher",
        "boss",
        "team",
        "colleague",
        "partner",
        "girlfriend",
        "boyfriend",
        "nana",
        "niece",
        "nephew",
        "cousin",
    ];
    let after = words.split(" for my ").nth(1)?;
    let person = PEOPLE
        .iter()
        .filter(|p| after.starts_with(&format!("{p} ")))
        .max_by_key(|p| p.len())?;
    Some(format!("For a wonderful {person}"))
}

#[cfg(test)]
mod tests {
    use super::super::normalise;
    use super::*;

    #[test]
    fn finds_straight_and_curly_quoted_phrases() {
        let q = quoted_phrase(r#"birthday card with text "Happy 30th, Sam!" and balloons"#);
        assert_eq!(q.as_deref(), Some("Happy 30th, Sam!"));
        assert_eq!(
            quoted_phrase("say “We   love you”").as_deref(),
            Some("We love you")
        );
        assert_eq!(quoted_phrase("no quotes here"), None);
        assert_eq!(quoted_phrase(r#"empty "" quote"#), None);
        assert_eq!(quoted_phrase(r#"unterminated "quote"#), None);
    }

    #[test]
    fn long_phrases_are_cut_at_a_word() {
        let long = format!("\"{}\"", "word ".repeat(30));
        let q = quoted_phrase(&long).unwrap();
        assert!(q.chars().count() <= MAX_HEADLINE_CHARS);
        assert!(q.ends_with("word…"));
    }

    #[test]
    fn dedication_names_the_recipient() {
        let words = normalise("A birthday card with balloons for my sister");
        assert_eq!(
            dedication(&words).as_deref(),
            Some("For a wonderful sister")
        );
        let words = normalise("for my best friend!");
        assert_eq!(
            dedication(&words).as_deref(),
            Some("For a wonderful best friend")
        );
        assert_eq!(dedication(&normalise("for my sisterhood")), None);
        assert_eq!(dedication(&normalise("thank you card")), None);
    }
}
