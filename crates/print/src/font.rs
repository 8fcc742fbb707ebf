//! The one embedded font and the measurements taken with it.
//!
//! Widths are measured with rustybuzz, the shaper krilla itself draws with, and
//! with the same buffer set-up, so a measured run is exactly as wide as the
//! drawn one. All widths are in em (font units / units per em) so a text is
//! shaped once and then scaled to any size.

use rustybuzz::{Direction, Face, UnicodeBuffer};

use crate::PrintError;

/// DejaVu Sans: open licence (see assets/LICENSE-DejaVu.txt) and wide script
/// coverage, Latin, Greek, Cyrillic, Hebrew and Arabic among them.
static DEJAVU_SANS: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");

/// The font for krilla to embed (subset) in the PDF.
pub fn pdf_font() -> Result<krilla::text::Font, PrintError> {
    krilla::text::Font::new(DEJAVU_SANS.into(), 0).ok_or(PrintError::Font)
}

/// Measures text as krilla will draw it.
pub struct Shaper {
    face: Face<'static>,
    units_per_em: f32,
}

impl Shaper {
    pub fn new() -> Result<Self, PrintError> {
        let face = Face::from_slice(DEJAVU_SANS, 0).ok_or(PrintError::Font)?;
        let units_per_em = face.units_per_em() as f32;
        Ok(Self { face, units_per_em })
    }

    /// Whether the font can draw `c`. Invisible format characters (joiners,
    /// direction marks, variation selectors) count as drawable: the shaper
    /// uses them and shows nothing for them.
    pub fn can_draw(&self, c: char) -> bool {
        c.is_whitespace()
            || matches!(c, '\u{ad}' | '\u{61c}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}'
                | '\u{2060}'..='\u{2069}' | '\u{fe00}'..='\u{fe0f}' | '\u{e0100}'..='\u{e01ef}')
            || self.face.glyph_index(c).is_some()
    }

    /// Height above the baseline that lines are spaced for, in em.
    pub fn ascender(&self) -> f32 {
        f32::from(self.face.ascender()) / self.units_per_em
    }

    /// Depth below the baseline (positive), in em.
    pub fn descender(&self) -> f32 {
        -f32::from(self.face.descender()) / self.units_per_em
    }

    /// Advance width of a single-direction run, in em.
    pub fn width(&self, text: &str, rtl: bool) -> f32 {
        let direction = if rtl {
            Direction::RightToLeft
        } else {
            Direction::LeftToRight
        };
        let output = rustybuzz::shape(&self.face, &[], self.buffer(text, Some(direction)));
        output
            .glyph_positions()
            .iter()
            .map(|p| p.x_advance as f32)
            .sum::<f32>()
            / self.units_per_em
    }

    /// The shaping clusters of a text in logical order, as (byte offset where
    /// the cluster starts, width in em). A word too long for a line is broken
    /// between clusters so that no accent is torn from its letter.
    pub fn clusters(&self, text: &str) -> Vec<(usize, f32)> {
        let output = rustybuzz::shape(&self.face, &[], self.buffer(text, None));
        let mut clusters: Vec<(usize, f32)> = output
            .glyph_infos()
            .iter()
            .zip(output.glyph_positions())
            .map(|(info, pos)| {
                (
                    info.cluster as usize,
                    pos.x_advance as f32 / self.units_per_em,
                )
            })
            .collect();
        // Right-to-left output comes in visual order; put it back in logical order.
        clusters.sort_by_key(|&(start, _)| start);
        clusters.dedup_by(|later, earlier| {
            let same = later.0 == earlier.0;
            if same {
                earlier.1 += later.1;
            }
            same
        });
        clusters
    }

    fn buffer(&self, text: &str, direction: Option<Direction>) -> UnicodeBuffer {
        let mut buffer = UnicodeBuffer::new();
        buffer.push_str(text);
        buffer.guess_segment_properties();
        if let Some(direction) = direction {
            buffer.set_direction(direction);
        }
        buffer
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_font_covers_the_scripts_cards_are_written_in() {
        let shaper = Shaper::new().unwrap();
        for text in [
            "Happy birthday, Zoë",
            "С днём рождения",
            "Χρόνια πολλά",
            "מזל טוב",
            "عيد ميلاد سعيد",
        ] {
            for c in text.chars().filter(|c| !c.is_whitespace()) {
                assert!(
                    shaper.face.glyph_index(c).is_some(),
                    "no glyph for {c:?} in {text}"
                );
            }
        }
    }

    #[test]
    fn emoji_and_chinese_are_not_drawable_but_joiners_are() {
        let shaper = Shaper::new().unwrap();
        assert!(!shaper.can_draw('🎉') && !shaper.can_draw('生'));
        assert!(
            ['\u{200d}', '\u{fe0f}', '\u{200f}', ' ', 'ß']
                .iter()
                .all(|&c| shaper.can_draw(c))
        );
    }

    #[test]
    fn measured_width_scales_with_the_text() {
        let shaper = Shaper::new().unwrap();
        let one = shaper.width("Hello", false);
        assert!(one > 2.0 && one < 4.0, "{one}");
        assert!((shaper.width("HelloHello", false) - 2.0 * one).abs() < 0.05);
        let clusters: f32 = shaper.clusters("Hello").iter().map(|c| c.1).sum();
        assert!((clusters - one).abs() < 1e-4);
    }
}
