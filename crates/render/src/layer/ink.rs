//! The colours of a text layer: the letters' ink, the halo around them and
//! the scrim behind them, chosen from the scheme and, for `Auto`, the art.

use super::TextScheme;
use crate::color::{luminance, rgb};
use image::RgbaImage;
use tiny_skia::Color;

/// Art brighter than this on average under the text gets dark ink.
const LIGHT_ART: f32 = 0.55;

#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Ink {
    /// The letters' fill from the top of each line to its bottom: a slight
    /// fall-off in tone reads as printed ink rather than flat pixels.
    pub(crate) face: [Color; 3],
    /// Around the letters and behind the band: the opposite of the ink.
    pub(crate) halo: Color,
    /// The strongest the scrim gets, at the text: just a veil where the art
    /// already contrasts with the ink, heavier where it does not.
    pub(crate) scrim: f32,
}

/// The scrim's strength over art that already contrasts with the ink, and
/// over art as bright as the ink (or as dark).
const SCRIM_RANGE: (f32, f32) = (0.14, 0.46);

impl Ink {
    fn light() -> Ink {
        Ink {
            face: [rgb(0xFFFFFF), rgb(0xFDF9F1), rgb(0xEEE5D6)],
            halo: rgb(0x120E1A),
            scrim: SCRIM_RANGE.0,
        }
    }

    fn dark() -> Ink {
        Ink {
            face: [rgb(0x3A3048), rgb(0x2A2236), rgb(0x1A1422)],
            halo: rgb(0xFFFCF5),
            scrim: SCRIM_RANGE.0,
        }
    }

    /// Foil-like: a pale highlight at the top of each line, deep gold below.
    fn gold() -> Ink {
        Ink {
            face: [rgb(0xFFEDB0), rgb(0xEBC15E), rgb(0xB98232)],
            halo: rgb(0x26160A),
            scrim: SCRIM_RANGE.0,
        }
    }
}

/// The ink for `scheme`; `Auto` takes whichever of light and dark stands out
/// more from the art in `area` (left, top, right, bottom in pixels), and the
/// scrim grows with how little the art there contrasts with the ink.
pub(crate) fn choose(scheme: TextScheme, art: &RgbaImage, area: [u32; 4]) -> Ink {
    let luma = mean_luma(art, area);
    let mut ink = match scheme {
        TextScheme::Light => Ink::light(),
        TextScheme::Dark => Ink::dark(),
        TextScheme::Gold => Ink::gold(),
        TextScheme::Auto if luma > LIGHT_ART => Ink::dark(),
        TextScheme::Auto => Ink::light(),
    };
    // Light ink clashes with bright art, dark ink (light halo) with dark art.
    let clash = if luminance(ink.halo) > 0.5 {
        1.0 - luma
    } else {
        luma
    };
    let t = ((clash - 0.3) / 0.6).clamp(0.0, 1.0);
    let (least, most) = SCRIM_RANGE;
    ink.scrim = least + (most - least) * t * t * (3.0 - 2.0 * t);
    ink
}

/// Mean brightness (0..1) of `area`, transparent pixels counting as the white
/// a card is usually shown on. Every other pixel of every other row is plenty.
fn mean_luma(art: &RgbaImage, [left, top, right, bottom]: [u32; 4]) -> f32 {
    let right = right.min(art.width());
    let bottom = bottom.min(art.height());
    let (mut sum, mut count) = (0.0f64, 0u32);
    for y in (top..bottom).step_by(2) {
        for x in (left..right).step_by(2) {
            let [r, g, b, a] = art.get_pixel(x, y).0;
            let luma = (0.299 * f64::from(r) + 0.587 * f64::from(g) + 0.114 * f64::from(b)) / 255.0;
            let alpha = f64::from(a) / 255.0;
            sum += luma * alpha + (1.0 - alpha);
            count += 1;
        }
    }
    if count == 0 {
        return 1.0;
    }
    (sum / f64::from(count)) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(value: u8) -> RgbaImage {
        RgbaImage::from_pixel(64, 64, image::Rgba([value, value, value, 255]))
    }

    #[test]
    fn auto_takes_dark_ink_on_light_art_and_light_ink_on_dark_art() {
        let all = [0, 0, 64, 64];
        assert_eq!(
            choose(TextScheme::Auto, &plain(255), all).face,
            Ink::dark().face
        );
        assert_eq!(
            choose(TextScheme::Auto, &plain(0), all).face,
            Ink::light().face
        );
        // Transparent art counts as the white it is usually shown on.
        let clear = RgbaImage::new(64, 64);
        assert_eq!(choose(TextScheme::Auto, &clear, all).face, Ink::dark().face);
    }

    #[test]
    fn the_scrim_is_heavier_where_the_art_clashes_with_the_ink() {
        let all = [0, 0, 64, 64];
        let on_white = choose(TextScheme::Light, &plain(255), all);
        let on_black = choose(TextScheme::Light, &plain(0), all);
        assert!(on_white.scrim > 2.0 * on_black.scrim);
        let auto = choose(TextScheme::Auto, &plain(255), all);
        assert_eq!(auto.scrim, SCRIM_RANGE.0);
        assert_eq!(
            choose(TextScheme::Gold, &plain(0), all).face,
            Ink::gold().face
        );
    }
}
