//! The colours of a text layer: the letters' ink, the halo around them and
//! the scrim behind them, chosen from the scheme and the art under the text.
//!
//! The scrim is only as strong as the words need: just a veil where the art
//! already contrasts with the ink, more where it does not, until the letters
//! stand out from their surroundings by `TARGET` (WCAG's ratio for large
//! text, with a margin). Gold comes in two tones, bright on dark art and
//! deep on light art, so it never needs a dark band over a light card.

use super::TextScheme;
use image::RgbaImage;
use tiny_skia::Color;

#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Ink {
    /// The letters' fill from the top of each line to its bottom: a slight
    /// fall-off in tone reads as printed ink rather than flat pixels.
    pub(crate) face: [Color; 3],
    /// Around the letters and behind them: the opposite of the ink.
    pub(crate) halo: Color,
    /// The strongest the scrim gets, at the text.
    pub(crate) scrim: f32,
    /// How strongly the halo's glow covers the art next to the letters (of 255).
    pub(crate) glow: u32,
}

/// The contrast ratio the scrim aims for between the letters and the art.
const TARGET: f32 = 3.4;
/// The faintest veil behind any text, and the most the scrim may cover.
const VEIL: f32 = 0.1;
const MOST_SCRIM: f32 = 0.36;
/// The glow's strength where the scrim need not help, and where it cannot
/// help enough.
const GLOW: (f32, f32) = (170.0, 240.0);

impl Ink {
    fn new(face: [u32; 3], halo: u32) -> Ink {
        Ink {
            face: face.map(crate::color::rgb),
            halo: crate::color::rgb(halo),
            scrim: VEIL,
            glow: GLOW.0 as u32,
        }
    }

    fn light() -> Ink {
        Ink::new([0xFFFFFF, 0xFDF9F1, 0xEEE5D6], 0x120E1A)
    }

    fn dark() -> Ink {
        Ink::new([0x3A3048, 0x2A2236, 0x1A1422], 0xFFFCF5)
    }

    /// Foil-like for dark art: a pale highlight at the top of each line,
    /// deep gold below, on a dark halo.
    fn gold() -> Ink {
        Ink::new([0xFFEDB0, 0xEBC15E, 0xB98232], 0x1C1418)
    }

    /// Gold for light art: an old-gold ink deep enough to read on pale
    /// paper, on a cream halo.
    fn antique_gold() -> Ink {
        Ink::new([0xC8963A, 0x9A6A16, 0x6E470F], 0xFFF6E2)
    }

    /// The face's relative luminance, its middle tone weighing most.
    fn face_luminance(&self) -> f32 {
        let [top, mid, bottom] = self.face.map(relative_luminance);
        0.25 * top + 0.5 * mid + 0.25 * bottom
    }

    /// The scrim that lifts the contrast between the face and `art` (its
    /// mean colour) to `TARGET`, if any within reach.
    fn scrim_needed(&self, art: Color) -> Option<f32> {
        let face = self.face_luminance();
        (0..=100).map(|i| i as f32 / 100.0).find(|&s| {
            let under = relative_luminance(crate::color::mix(art, self.halo, s));
            ratio(face, under) >= TARGET
        })
    }
}

/// The ink for `scheme` over the art in `area` (left, top, right, bottom in
/// pixels). `Auto` and `Gold` take whichever of their two tones needs the
/// lighter scrim there.
pub(crate) fn choose(scheme: TextScheme, art: &RgbaImage, area: [u32; 4]) -> Ink {
    let under = mean_colour(art, area);
    let candidates = match scheme {
        TextScheme::Light => vec![Ink::light()],
        TextScheme::Dark => vec![Ink::dark()],
        TextScheme::Gold => vec![Ink::gold(), Ink::antique_gold()],
        TextScheme::Auto => vec![Ink::dark(), Ink::light()],
    };
    let need = |ink: &Ink| ink.scrim_needed(under).unwrap_or(2.0);
    let mut ink = candidates
        .into_iter()
        .min_by(|a, b| need(a).total_cmp(&need(b)))
        .unwrap_or_else(Ink::light);
    let needed = need(&ink);
    ink.scrim = needed.clamp(VEIL, MOST_SCRIM);
    // Where the scrim alone would have to cover the art, the glow round
    // each letter does more of the work.
    let shortfall = (needed / MOST_SCRIM).clamp(0.0, 1.0);
    ink.glow = (GLOW.0 + (GLOW.1 - GLOW.0) * shortfall) as u32;
    ink
}

/// WCAG relative luminance.
pub(crate) fn relative_luminance(c: Color) -> f32 {
    let linear = |v: f32| {
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(c.red()) + 0.7152 * linear(c.green()) + 0.0722 * linear(c.blue())
}

/// The WCAG contrast ratio between two relative luminances.
pub(crate) fn ratio(a: f32, b: f32) -> f32 {
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// The mean colour of `area`, transparent pixels counting as the white a
/// card is usually shown on. Every other pixel of every other row is plenty.
fn mean_colour(art: &RgbaImage, [left, top, right, bottom]: [u32; 4]) -> Color {
    let right = right.min(art.width());
    let bottom = bottom.min(art.height());
    let (mut sum, mut count) = ([0.0f64; 3], 0u32);
    for y in (top..bottom).step_by(2) {
        for x in (left..right).step_by(2) {
            let [r, g, b, a] = art.get_pixel(x, y).0;
            let alpha = f64::from(a) / 255.0;
            for (s, c) in sum.iter_mut().zip([r, g, b]) {
                *s += f64::from(c) / 255.0 * alpha + (1.0 - alpha);
            }
            count += 1;
        }
    }
    if count == 0 {
        return Color::WHITE;
    }
    let [r, g, b] = sum.map(|s| (s / f64::from(count)) as f32);
    Color::from_rgba(r, g, b, 1.0).unwrap_or(Color::WHITE)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(value: u8) -> RgbaImage {
        RgbaImage::from_pixel(64, 64, image::Rgba([value, value, value, 255]))
    }

    const ALL: [u32; 4] = [0, 0, 64, 64];

    #[test]
    fn auto_takes_dark_ink_on_light_art_and_light_ink_on_dark_art() {
        assert_eq!(
            choose(TextScheme::Auto, &plain(255), ALL).face,
            Ink::dark().face
        );
        assert_eq!(
            choose(TextScheme::Auto, &plain(0), ALL).face,
            Ink::light().face
        );
        // Transparent art counts as the white it is usually shown on.
        let clear = RgbaImage::new(64, 64);
        assert_eq!(choose(TextScheme::Auto, &clear, ALL).face, Ink::dark().face);
    }

    #[test]
    fn the_scrim_is_heavier_where_the_art_clashes_with_the_ink() {
        let on_white = choose(TextScheme::Light, &plain(255), ALL);
        let on_black = choose(TextScheme::Light, &plain(0), ALL);
        assert!(on_white.scrim > 2.0 * on_black.scrim);
        assert_eq!(on_black.scrim, VEIL, "contrasting art needs only a veil");
        assert!(on_white.glow > on_black.glow);
    }

    #[test]
    fn gold_is_bright_on_dark_art_and_deep_on_light_art() {
        assert_eq!(
            choose(TextScheme::Gold, &plain(0), ALL).face,
            Ink::gold().face
        );
        let on_light = choose(TextScheme::Gold, &plain(240), ALL);
        assert_eq!(on_light.face, Ink::antique_gold().face);
        assert!(
            relative_luminance(on_light.halo) > 0.9,
            "a light halo, not a brown band"
        );
        for grey in [0u8, 60, 120, 180, 240, 255] {
            let ink = choose(TextScheme::Gold, &plain(grey), ALL);
            let under = crate::color::mix(
                Color::from_rgba8(grey, grey, grey, 255),
                ink.halo,
                ink.scrim,
            );
            let contrast = ratio(ink.face_luminance(), relative_luminance(under));
            if ink.scrim < MOST_SCRIM {
                assert!(
                    contrast >= TARGET - 0.05,
                    "gold on grey {grey}: {contrast:.2}"
                );
            } else {
                assert_eq!(
                    ink.glow, GLOW.1 as u32,
                    "the glow makes up the rest on grey {grey}"
                );
            }
        }
    }
}
