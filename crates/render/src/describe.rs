//! The renderer's own account of a render: what it draws, read from the
//! same plan the composer draws from, so the two cannot disagree.

use crate::color::rgb_hex;
use crate::scene::plan::Centre;
use crate::scene::{arrange, scene_for};
use crate::theme::{ArtStyle, Theme};
use crate::vocab::{self, Role};

/// What a render shows. Names are stable lower-case strings: the
/// vocabulary's names for subjects and places (see `vocabulary()`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SceneDescription {
    /// What the prompt reads as: "birthday", "christmas", "general", ...
    pub occasion: &'static str,
    /// "watercolor", "cartoon", "minimalist", "vintage", "abstract",
    /// "photorealistic", or "illustrated" when no style is named.
    pub style: &'static str,
    /// "day", "dawn", "noon", "sunset", "dusk" or "night".
    pub time_of_day: &'static str,
    /// The sky's colours, top and bottom, as "#rrggbb".
    pub sky: [String; 2],
    /// Places the backdrop shows ("lake", "mountain"), including those a
    /// subject implies (a boat needs the sea).
    pub backdrop: Vec<&'static str>,
    /// The subjects in the middle of the card, first named first; empty when
    /// the occasion's own design or a photo is the centrepiece.
    pub hero: Vec<&'static str>,
    /// Everything shown by name, each once: the hero, the subjects around
    /// it, the sky, the weather, the places and the occasion's own motifs.
    pub motifs: Vec<&'static str>,
    /// The motifs are drawn as geometric shapes rather than objects.
    pub abstracted: bool,
    /// An uploaded photo is mounted in the middle.
    pub photo: bool,
    /// The words lettered on the art, if any.
    pub lettering: Option<String>,
    /// A calm band is kept at the bottom for words set later.
    pub room_for_words: bool,
}

pub(crate) fn describe(theme: &Theme, width: u32, height: u32, photo: bool) -> SceneDescription {
    let scene = scene_for(theme.occasion);
    let (_, plan) = arrange(theme, width, height, photo);
    let mut motifs: Vec<&'static str> = Vec::new();
    let mut add = |names: &[&'static str]| {
        for name in names {
            if !motifs.contains(name) {
                motifs.push(name);
            }
        }
    };
    let mut hero: Vec<&'static str> = plan.heroes.iter().map(|h| h.entry.name).collect();
    hero.dedup();
    add(&hero);
    match plan.centre {
        Centre::Scene(_) => add(scene.features()),
        Centre::Accent(_) => add(scene.accent_shows()),
        Centre::Photo(_) => add(scene.accent_shows()),
        Centre::Subjects => {}
    }
    let around: Vec<&'static str> = plan.placed().map(|p| p.entry.name).collect();
    add(&around);
    if !plan.accents.is_empty() {
        add(scene.accent_shows());
    }
    let weather: Vec<&'static str> = plan.weather.iter().flat_map(|w| weather_name(*w)).collect();
    add(&weather);
    let backdrop: Vec<&'static str> = plan.places.iter().flat_map(|p| place_name(*p)).collect();
    add(&backdrop);
    if plan.starry {
        add(&["star"]);
    }
    SceneDescription {
        occasion: theme.occasion.name(),
        style: theme.art.name(),
        time_of_day: theme.light.name(),
        sky: [
            rgb_hex(theme.palette.sky_top),
            rgb_hex(theme.palette.sky_bottom),
        ],
        backdrop,
        hero,
        motifs,
        abstracted: theme.art == ArtStyle::Abstract,
        photo,
        lettering: theme.headline.clone(),
        room_for_words: theme.room_for_words,
    }
}

fn place_name(place: vocab::Place) -> Option<&'static str> {
    vocab::VOCABULARY
        .iter()
        .find(|e| matches!(e.role, Role::Place(p) if p == place))
        .map(|e| e.name)
}

fn weather_name(weather: vocab::Weather) -> Option<&'static str> {
    vocab::VOCABULARY
        .iter()
        .find(|e| matches!(e.role, Role::Weather(w) if w == weather))
        .map(|e| e.name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{OutputFormat, RenderRequest, Style};

    fn described(prompt: &str) -> SceneDescription {
        crate::describe(&RenderRequest {
            prompt,
            width: 1024,
            height: 1024,
            format: OutputFormat::Png,
            compression: None,
            transparent: false,
            style: Style::Vivid,
            seed: 1,
            photo: None,
            card_text: None,
        })
    }

    /// A regular English plural of the last word.
    fn plural(word: &str) -> String {
        let (lead, last) = word.rsplit_once(' ').map_or(("", word), |(l, w)| (l, w));
        let vowel_y = ["ay", "ey", "oy", "uy"].iter().any(|e| last.ends_with(e));
        let last = if last.ends_with('y') && !vowel_y {
            format!("{}ies", &last[..last.len() - 1])
        } else if last.ends_with(['s', 'x', 'z']) || last.ends_with("ch") || last.ends_with("sh") {
            format!("{last}es")
        } else if let Some(stem) = last.strip_suffix('f') {
            format!("{stem}ves")
        } else {
            format!("{last}s")
        };
        if lead.is_empty() {
            last
        } else {
            format!("{lead} {last}")
        }
    }

    /// Words that are already plural, or whose plural is listed beside them.
    const PLURAL_ALREADY: &[&str] = &[
        "mice",
        "cacti",
        "fungi",
        "snowmen",
        "sweets",
        "alps",
        "fall leaves",
        "bunch of flowers",
    ];

    #[test]
    fn every_vocabulary_word_is_drawn_singular_plural_and_in_any_case() {
        for entry in vocab::VOCABULARY {
            for word in entry.words {
                let mut forms = vec![
                    format!("a card with a {word}"),
                    format!("A CARD WITH A {}", word.to_uppercase()),
                ];
                if !PLURAL_ALREADY.contains(word) {
                    forms.push(format!("a card with {}", plural(word)));
                }
                for prompt in forms {
                    let motifs = described(&prompt).motifs;
                    assert!(
                        motifs.contains(&entry.name),
                        "{prompt:?} shows {motifs:?}, not {}",
                        entry.name
                    );
                }
            }
        }
    }

    #[test]
    fn times_of_day_and_colour_words_change_the_sky() {
        let lightness = |hex: &str| {
            let v = u32::from_str_radix(&hex[1..], 16).unwrap();
            ((v >> 16) + ((v >> 8) & 0xFF) + (v & 0xFF)) / 3
        };
        let day = described("a lake");
        let sunset = described("a lake at sunset");
        let night = described("a lake at night");
        let dawn = described("a lake at dawn");
        assert_eq!((sunset.time_of_day, night.time_of_day), ("sunset", "night"));
        assert_ne!(day.sky, sunset.sky);
        assert!(sunset.motifs.contains(&"sun") && night.motifs.contains(&"moon"));
        assert!(night.motifs.contains(&"star"), "a night sky has stars");
        assert!(
            lightness(&night.sky[0]) < 60,
            "night is dark: {:?}",
            night.sky
        );
        assert!(
            lightness(&dawn.sky[0]) > 200,
            "dawn is pale: {:?}",
            dawn.sky
        );
        assert_ne!(described("a lake, all in purple").sky, day.sky);
    }

    #[test]
    fn the_description_names_hero_backdrop_light_and_words() {
        let fox = described("A red fox sleeping in snow under a pine tree");
        assert_eq!(fox.hero, ["pine", "fox"]);
        assert!(fox.motifs.contains(&"snow"));
        assert_eq!(fox.lettering, None, "no words nobody asked for");
        let cabin = described("A cozy autumn cabin by a lake at sunset, watercolor");
        assert_eq!(cabin.hero, ["cabin"]);
        assert_eq!(cabin.backdrop, ["lake"]);
        assert_eq!((cabin.time_of_day, cabin.style), ("sunset", "watercolor"));
        assert!(cabin.motifs.contains(&"sun") && cabin.motifs.contains(&"autumn"));
        let quoted = described(r#"A birthday card saying "Happy 30th, Sam!", abstract"#);
        assert_eq!(quoted.lettering.as_deref(), Some("Happy 30th, Sam!"));
        assert!(quoted.abstracted && quoted.hero.is_empty());
        assert!(quoted.motifs.contains(&"cake"), "the occasion's own design");
    }
}
