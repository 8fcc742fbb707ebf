//! Finds the subjects a prompt names: whole words, singular or plural, any
//! case, multi-word names ("hot air balloon") before their parts.

use super::{Entry, VOCABULARY};

/// A subject the prompt names, with a colour word just before it
/// ("blue car"), if any.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Named {
    pub(crate) entry: &'static Entry,
    pub(crate) colour: Option<tiny_skia::Color>,
    /// Named in the plural ("sunflowers").
    pub(crate) plural: bool,
}

/// Every subject `prompt` names, each once, in the order they are first
/// named: the first named is the one the picture is about.
pub(crate) fn find(prompt: &str) -> Vec<Named> {
    let tokens = tokens(prompt);
    let mut found: Vec<Named> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let Some((entry, len, plural)) = longest_match(&tokens[i..]) else {
            i += 1;
            continue;
        };
        if !found.iter().any(|n| std::ptr::eq(n.entry, entry)) {
            let colour = i
                .checked_sub(1)
                .and_then(|j| crate::theme::colour_named(&tokens[j]));
            found.push(Named {
                entry,
                colour,
                plural,
            });
        }
        i += len;
    }
    found
}

/// The first colour word that describes the picture rather than one
/// subject: "a red fox" has a red fox, "a red and gold card" a red palette.
pub(crate) fn palette_colour(prompt: &str) -> Option<tiny_skia::Color> {
    let tokens = tokens(prompt);
    (0..tokens.len()).find_map(|i| {
        let colour = crate::theme::palette_colour_named(&tokens[i])?;
        longest_match(&tokens[i + 1..]).is_none().then_some(colour)
    })
}

/// Lower-case words, possessives dropped ("fox's" reads as "fox").
fn tokens(prompt: &str) -> Vec<String> {
    crate::theme::normalise(prompt)
        .split_whitespace()
        .map(|w| {
            let w = w.trim_matches('\'');
            w.strip_suffix("'s").unwrap_or(w).to_owned()
        })
        .filter(|w| !w.is_empty())
        .collect()
}

/// The entry whose word (of the most tokens) starts `tokens`, how many
/// tokens that word spans, and whether it was in the plural.
fn longest_match(tokens: &[String]) -> Option<(&'static Entry, usize, bool)> {
    VOCABULARY
        .iter()
        .flat_map(|e| e.words.iter().map(move |w| (e, *w)))
        .filter_map(|(e, word)| {
            let parts: Vec<&str> = word.split(' ').collect();
            let (last, lead) = parts.split_last()?;
            let fits = tokens.len() >= parts.len()
                && lead.iter().zip(tokens).all(|(p, t)| p == t)
                && is_form_of(&tokens[lead.len()], last);
            fits.then(|| (e, parts.len(), tokens[lead.len()] != *last))
        })
        .max_by_key(|(_, len, _)| *len)
}

/// True when `token` is `word` or a regular plural of it: cats, foxes,
/// puppies, leaves, knives. Irregular plurals are listed as words.
fn is_form_of(token: &str, word: &str) -> bool {
    if token == word {
        return true;
    }
    if let Some(stem) = token.strip_suffix("ies")
        && word.strip_suffix('y') == Some(stem)
    {
        return true;
    }
    if let Some(stem) = token.strip_suffix("ves")
        && (word.strip_suffix('f') == Some(stem) || word.strip_suffix("fe") == Some(stem))
    {
        return true;
    }
    token.strip_suffix("es") == Some(word) || token.strip_suffix('s') == Some(word)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(prompt: &str) -> Vec<&'static str> {
        find(prompt).iter().map(|n| n.entry.name).collect()
    }

    #[test]
    fn plurals_cases_and_phrases() {
        assert!(is_form_of("foxes", "fox"));
        assert!(is_form_of("puppies", "puppy"));
        assert!(is_form_of("leaves", "leaf"));
        assert!(is_form_of("cats", "cat"));
        assert!(!is_form_of("cathedral", "cat"));
        assert_eq!(
            names("A RED FOX sleeping in snow under a pine tree"),
            ["fox", "snow", "pine"]
        );
        assert_eq!(
            names("Golden retriever Biscuit, sunflowers, picnic"),
            ["dog", "sunflower", "picnic"]
        );
        assert_eq!(
            names("hot air balloons and a balloon"),
            ["hot air balloon", "balloon"]
        );
    }

    #[test]
    fn a_colour_word_before_a_subject_tints_it() {
        let named = find("a blue car and a dog");
        assert!(named[0].colour.is_some());
        assert!(named[1].colour.is_none());
    }

    #[test]
    fn a_colour_word_on_a_subject_leaves_the_palette_alone() {
        assert!(palette_colour("a red fox in the snow").is_none());
        assert!(palette_colour("a red and gold card with a fox").is_some());
    }

    #[test]
    fn card_boilerplate_names_no_subject() {
        let boilerplate = "A greeting card for a joyful birthday celebration, as a minimalist \
            design with clean lines and generous white space. Leave a calm, uncluttered area \
            near the bottom for a printed message. No words or lettering anywhere on the card. \
            a photorealistic scene with natural light and fine detail, an abstract composition \
            of shapes and vivid colour, a vintage illustration with muted tones and a printed \
            texture, a bright, friendly cartoon illustration with bold outlines, a soft \
            watercolor painting with gentle washes of colour, a heartfelt thank-you, a gentle \
            welcome for a new baby, a comforting message of sympathy, a proud graduation";
        assert_eq!(names(boilerplate), Vec::<&str>::new());
    }
}
