//! The words printed on the card: only a phrase the prompt quotes.

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

/// The prompt with its quoted phrases blanked out.
pub(crate) fn without_quotes(prompt: &str) -> String {
    const OPEN: [char; 4] = ['"', '“', '«', '„'];
    const CLOSE: [char; 4] = ['"', '”', '»', '“'];
    let mut out = String::with_capacity(prompt.len());
    let mut closing: Option<char> = None;
    for c in prompt.chars() {
        match closing {
            Some(end) if c == end => closing = None,
            Some(_) => {}
            None => match OPEN.iter().position(|&o| o == c) {
                Some(i) => closing = Some(CLOSE[i]),
                None => out.push(c),
            },
        }
    }
    out
}

#[cfg(test)]
mod tests {
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
    fn quoted_phrases_can_be_left_out() {
        assert_eq!(
            without_quotes(r#"a dog saying "Bear hugs" and a cat"#),
            "a dog saying  and a cat"
        );
        assert_eq!(without_quotes("a “fox” den"), "a  den");
    }
}
