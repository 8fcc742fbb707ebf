//! Colours per occasion, softened or intensified by the requested style and
//! shifted by art-style and colour words.

use super::{ArtStyle, Occasion};
use crate::Style;
use crate::color::{adjust, mix, rgb};
use tiny_skia::Color;

#[derive(Debug, Clone)]
pub(crate) struct Palette {
    pub(crate) sky_top: Color,
    pub(crate) sky_bottom: Color,
    /// Headline fill and the colour of its soft second tone.
    pub(crate) ink: Color,
    pub(crate) ink_accent: Color,
    /// Motif colours, most prominent first.
    pub(crate) accents: [Color; 5],
    pub(crate) foliage: Color,
    /// Highlights, icing, snow, card frames.
    pub(crate) paper: Color,
}

struct Base {
    sky: [u32; 2],
    ink: [u32; 2],
    accents: [u32; 5],
    foliage: u32,
    paper: u32,
}

fn base(occasion: Occasion, night: bool) -> Base {
    use Occasion::*;
    let (sky, ink, accents, foliage, paper) = match occasion {
        Birthday => (
            [0xFFF4E6, 0xFFDCEB],
            [0x5B2A86, 0xFF4F79],
            [0xFF4F79, 0xFFB627, 0x2EC4D6, 0x8E6CEF, 0xFF8C42],
            0x4CAF50,
            0xFFFFFF,
        ),
        Love | Valentine | Anniversary => (
            [0xFFF1F3, 0xF9CFD9],
            [0x9D174D, 0xE63946],
            [0xE63946, 0xFF7AA2, 0xC9184A, 0xF4A6B8, 0xD4A373],
            0x6A994E,
            0xFFFFFF,
        ),
        Wedding => (
            [0xFFFBF5, 0xF1E4D3],
            [0x7A5C3A, 0xC9A227],
            [0xE8A0B4, 0xC9A227, 0xA3B18A, 0xFFF7F0, 0xD98C9A],
            0x7C9A6D,
            0xFFFFFF,
        ),
        Christmas | Holiday => (
            [0x0D2344, 0x2F5F8F],
            [0xFFFFFF, 0xF2C14E],
            [0xD62828, 0xF2C14E, 0x2D6A4F, 0xF8F9FA, 0x52B788],
            0x1F6B45,
            0xF8FBFF,
        ),
        Winter => (
            [0xD6E8F7, 0xA3C6E6],
            [0x1D3557, 0x457B9D],
            [0x457B9D, 0xA8DADC, 0xFFFFFF, 0x1D3557, 0x7FB3D5],
            0x2F6B5A,
            0xFFFFFF,
        ),
        Graduation => (
            [0xFFF8E7, 0xFCE3B0],
            [0x1F2A44, 0xE09F00],
            [0xF2B705, 0x1F2A44, 0x2A9D8F, 0xE76F51, 0x4EA8DE],
            0x2A9D8F,
            0xFFFFFF,
        ),
        Congratulations => (
            [0xF6EDFF, 0xFFE2F0],
            [0x5A189A, 0xFF4D8D],
            [0xFFC300, 0xFF4D8D, 0x7B2CBF, 0x00B4D8, 0xFF7B00],
            0x2A9D8F,
            0xFFFFFF,
        ),
        ThankYou => (
            [0xFDF6EC, 0xF7DCCF],
            [0x8C3B4A, 0xE07A5F],
            [0xF28482, 0xF6BD60, 0xB5838D, 0xF5CAC3, 0xE07A5F],
            0x6B9080,
            0xFFFFFF,
        ),
        GetWell => (
            [0xFFFBE6, 0xDFF3E4],
            [0x2E7D4F, 0xFF9A3C],
            [0xFFC93C, 0xFF9A3C, 0xF7A1C4, 0x5AA9E6, 0xB28DFF],
            0x5FA868,
            0xFFFFFF,
        ),
        Baby => (
            [0xE6F2FF, 0xFFEAF2],
            [0x5D6FA8, 0xF28DB2],
            [0xA7D8F0, 0xF9C6D3, 0xFFE3A3, 0xC8B6FF, 0xB9F3E4],
            0x9BC9A5,
            0xFFFFFF,
        ),
        Sympathy => (
            [0xF3F4EF, 0xDCE3DA],
            [0x44544F, 0x7D8F87],
            [0xFFFFFF, 0xC9B8D3, 0x8FA39A, 0xE9E4DA, 0xB7C4B5],
            0x6F8F7A,
            0xFFFFFF,
        ),
        General if !night => (
            [0xFFF7EC, 0xE4F0FB],
            [0x2B2D42, 0xEF476F],
            [0xEF476F, 0xFFB703, 0x219EBC, 0x8E6CEF, 0xFB8500],
            0x2A9D8F,
            0xFFFFFF,
        ),
        General => (
            [0x1E1548, 0x5A2A82],
            [0xFFFFFF, 0xFFB703],
            [0xFFB703, 0xFF006E, 0x3A86FF, 0x8ECAE6, 0xFB8500],
            0x2A9D8F,
            0xFFFFFF,
        ),
    };
    Base {
        sky,
        ink,
        accents,
        foliage,
        paper,
    }
}

impl Palette {
    /// `night` picks the dark sky for scenes without an occasion.
    pub(crate) fn new(
        occasion: Occasion,
        style: Style,
        art: ArtStyle,
        colour: Option<u32>,
        night: bool,
    ) -> Self {
        let b = base(occasion, night);
        let muted = occasion == Occasion::Sympathy;
        // Natural: gentler saturation drifting towards pastel. Vivid: richer.
        let (sat, target, pull) = match (style, muted) {
            (_, true) => (0.8, 0.7, 0.1),
            (Style::Natural, false) => (0.72, 0.7, 0.25),
            (Style::Vivid, false) => (1.15, 0.52, 0.1),
        };
        let sky_sat = if style == Style::Vivid && !muted {
            1.1
        } else {
            0.75
        };
        let mut palette = Palette {
            sky_top: adjust(rgb(b.sky[0]), sky_sat, 0.5, 0.0),
            sky_bottom: adjust(rgb(b.sky[1]), sky_sat, 0.5, 0.0),
            ink: rgb(b.ink[0]),
            ink_accent: adjust(rgb(b.ink[1]), sat, target, pull),
            accents: b.accents.map(|hex| adjust(rgb(hex), sat, target, pull)),
            foliage: adjust(rgb(b.foliage), sat.min(1.0), 0.45, pull),
            paper: rgb(b.paper),
        };
        if let Some(hex) = colour {
            palette.accents.rotate_right(1);
            palette.accents[0] = adjust(rgb(hex), sat, target, pull);
            palette.sky_bottom = mix(palette.sky_bottom, palette.accents[0], 0.18);
        }
        palette.apply_art(art);
        palette
    }

    fn apply_art(&mut self, art: ArtStyle) {
        match art {
            ArtStyle::Vintage => {
                // Faded inks on aged paper.
                let sepia = rgb(0xC8A97E);
                self.sky_top = mix(self.sky_top, rgb(0xF4E9D4), 0.55);
                self.sky_bottom = mix(self.sky_bottom, rgb(0xE6D2AF), 0.55);
                self.accents = self
                    .accents
                    .map(|c| mix(adjust(c, 0.7, 0.5, 0.1), sepia, 0.3));
                self.ink = mix(self.ink, rgb(0x5A3E2B), 0.5);
                self.foliage = mix(self.foliage, sepia, 0.3);
            }
            ArtStyle::Minimalist => {
                self.sky_top = mix(self.sky_top, Color::WHITE, 0.75);
                self.sky_bottom = mix(self.sky_bottom, Color::WHITE, 0.65);
                if crate::color::luminance(self.ink) > 0.6 {
                    self.ink = self.accents[0];
                    self.ink = crate::color::darken(self.ink, 0.45);
                }
            }
            _ => {}
        }
    }

    /// True when text on this background must be light to read well.
    pub(crate) fn is_dark(&self) -> bool {
        crate::color::luminance(mix(self.sky_top, self.sky_bottom, 0.5)) < 0.45
    }
}

/// A colour word in the prompt, as the hex colour it asks for.
pub(crate) fn colour_word(words: &str) -> Option<u32> {
    const COLOURS: &[(&str, u32)] = &[
        ("pink", 0xFF6FA5),
        ("red", 0xE63946),
        ("orange", 0xFF8C42),
        ("yellow", 0xFFD23F),
        ("gold", 0xE0B13A),
        ("green", 0x43AA8B),
        ("teal", 0x2A9D8F),
        ("blue", 0x3A86FF),
        ("navy", 0x1D3557),
        ("purple", 0x8E6CEF),
        ("lavender", 0xB8A1E3),
    ];
    COLOURS
        .iter()
        .find(|(name, _)| super::has_word(words, &format!("{name} ")))
        .map(|(_, hex)| *hex)
}
