//! The subjects a prompt can name, and how the renderer shows each one: one
//! table that the prompt reader, the scene composer and the scene
//! description all use, so what is read, drawn and described cannot drift.

mod table;
mod words;

pub(crate) use table::VOCABULARY;
pub(crate) use words::{Named, find, palette_colour};

use crate::motifs::Draw;

/// One subject: its stable name, the words that name it (singular; regular
/// plurals are matched too) and its part in a scene.
pub(crate) struct Entry {
    pub(crate) name: &'static str,
    pub(crate) words: &'static [&'static str],
    pub(crate) role: Role,
}

pub(crate) enum Role {
    /// Drawn as a motif and placed in the scene.
    Thing(Thing),
    /// Changes the backdrop and the ground.
    Place(Place),
    /// Changes the light and falls over the whole scene.
    Weather(Weather),
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Thing {
    pub(crate) draw: Draw,
    /// Width over height of the drawing.
    pub(crate) aspect: f32,
    pub(crate) stand: Stand,
    /// Trees and buildings: drawn large, behind smaller heroes.
    pub(crate) tall: bool,
}

/// Where a thing belongs in a scene.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stand {
    Ground,
    /// Flies or floats above the ground.
    Air,
    /// Swims or floats: needs water under it.
    Water,
    /// Sun, moon, rainbow: high in the sky unless it is the only subject.
    Sky,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Place {
    Lake,
    Sea,
    Beach,
    Mountain,
    Hills,
    Forest,
    River,
    Island,
    Desert,
    Garden,
    City,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Weather {
    Snow,
    Rain,
    /// Falling leaves and the season's colours.
    Autumn,
    /// Drifting blossom petals.
    Spring,
}

/// The entry called `name`; the scenes name the motifs they show this way.
pub(crate) fn entry(name: &str) -> Option<&'static Entry> {
    VOCABULARY.iter().find(|e| e.name == name)
}

impl std::fmt::Debug for Entry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

impl Entry {
    pub(crate) fn thing(&self) -> Option<Thing> {
        match self.role {
            Role::Thing(thing) => Some(thing),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_lowercase_and_every_word_is_lowercase() {
        for (i, e) in VOCABULARY.iter().enumerate() {
            assert_eq!(e.name, e.name.to_lowercase());
            assert!(
                VOCABULARY[i + 1..].iter().all(|o| o.name != e.name),
                "{} twice",
                e.name
            );
            for w in e.words {
                assert_eq!(*w, w.to_lowercase(), "{}", e.name);
            }
        }
        assert!(VOCABULARY.len() >= 80, "{} subjects", VOCABULARY.len());
    }

    #[test]
    fn no_word_names_two_subjects() {
        let mut seen = std::collections::HashMap::new();
        for e in VOCABULARY {
            for w in e.words {
                if let Some(other) = seen.insert(*w, e.name) {
                    panic!("{w:?} names both {other} and {}", e.name);
                }
            }
        }
    }
}
