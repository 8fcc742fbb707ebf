//! Colour words: what a prompt's "blue" or "golden" means.

use crate::color::rgb;
use tiny_skia::Color;

/// Colour words, and whether each may set the palette's main colour
/// (black, white and silver only colour the thing they describe).
const COLOURS: &[(&str, u32, bool)] = &[
    ("pink", 0xFF6FA5, true),
    ("red", 0xE63946, true),
    ("crimson", 0xB8233A, true),
    ("scarlet", 0xE2362F, true),
    ("orange", 0xFF8C42, true),
    ("yellow", 0xFFD23F, true),
    ("gold", 0xE0B13A, true),
    ("golden", 0xE0B13A, true),
    ("green", 0x43AA8B, true),
    ("emerald", 0x2E9E6A, true),
    ("teal", 0x2A9D8F, true),
    ("turquoise", 0x35C4C0, true),
    ("blue", 0x3A86FF, true),
    ("navy", 0x1D3557, true),
    ("purple", 0x8E6CEF, true),
    ("violet", 0x7B4FD6, true),
    ("lilac", 0xB8A1E3, true),
    ("peach", 0xFFB38A, true),
    ("coral", 0xFF7F6B, true),
    ("brown", 0x8A5A3B, false),
    ("black", 0x2B2B2E, false),
    ("white", 0xFAFAF7, false),
    ("silver", 0xC9CDD3, false),
];

/// The colour a word names, if it may set the palette's main colour.
pub(crate) fn palette_colour_named(word: &str) -> Option<Color> {
    COLOURS
        .iter()
        .find(|(name, _, sets)| *sets && *name == word)
        .map(|(_, hex, _)| rgb(*hex))
}

/// The colour a single word names ("blue" in "a blue car").
pub(crate) fn colour_named(word: &str) -> Option<tiny_skia::Color> {
    COLOURS
        .iter()
        .find(|(name, _, _)| *name == word)
        .map(|(_, hex, _)| rgb(*hex))
}
