//! How each art style treats every shape it draws: outlines, shading,
//! shadows, washes and what happens to colours.

use crate::color::{adjust, darken, lighten, luminance, mix, rgb, with_alpha};
use crate::theme::{ArtStyle, Palette};
use tiny_skia::Color;

#[derive(Debug, Clone, Copy)]
pub(crate) struct Look {
    /// Ink lines around every body: colour and width in units.
    pub(crate) outline: Option<(Color, f32)>,
    /// Light-to-dark gradient across a body, for volume.
    pub(crate) shade: f32,
    /// Opacity of a shadow under large bodies (0 = none).
    pub(crate) shadow: f32,
    /// The shadow is soft and falls further, as in a photograph.
    pub(crate) soft_shadow: bool,
    /// Watercolour: translucent layered washes with darker pooled edges.
    pub(crate) wash: bool,
    /// Gradients become flat colour.
    pub(crate) flat: bool,
    pub(crate) treat: Treat,
}

/// What a style does to the colours it is given.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Treat {
    Keep,
    /// Richer colour (cartoon).
    Saturate(f32),
    /// Faded inks on aged paper (vintage).
    Age,
    /// Every colour snapped to the nearest of a few (minimalist).
    /// The first three for the subjects, the rest (pale) for the scenery.
    Limit([Color; 6]),
    /// Shapes become geometric forms in these colours (abstract).
    Geometric([Color; 5]),
}

impl Look {
    pub(crate) fn new(art: ArtStyle, palette: &Palette) -> Look {
        let ink_line = darken(mix(palette.ink, Color::BLACK, 0.5), 0.3);
        let plain = Look {
            outline: None,
            shade: 0.0,
            shadow: 0.0,
            soft_shadow: false,
            wash: false,
            flat: false,
            treat: Treat::Keep,
        };
        match art {
            ArtStyle::Illustrated => Look {
                shade: 0.22,
                shadow: 0.10,
                ..plain
            },
            ArtStyle::Watercolor => Look {
                wash: true,
                ..plain
            },
            ArtStyle::Cartoon => Look {
                outline: Some((rgb(0x1E1A22), 5.5)),
                flat: true,
                treat: Treat::Saturate(1.35),
                ..plain
            },
            ArtStyle::Minimalist => Look {
                flat: true,
                treat: Treat::Limit(minimal_colours(palette)),
                ..plain
            },
            ArtStyle::Abstract => Look {
                flat: true,
                treat: Treat::Geometric(palette.accents),
                ..plain
            },
            ArtStyle::Vintage => Look {
                outline: Some((with_alpha(ink_line, 0.6), 1.8)),
                shade: 0.12,
                treat: Treat::Age,
                ..plain
            },
            ArtStyle::Photorealistic => Look {
                shade: 0.5,
                shadow: 0.2,
                soft_shadow: true,
                ..plain
            },
        }
    }

    pub(crate) fn recolour(&self, color: Color) -> Color {
        let alpha = color.alpha();
        let out = match self.treat {
            Treat::Keep => return color,
            Treat::Saturate(by) => adjust(color, by, 0.5, 0.0),
            Treat::Age => mix(adjust(color, 0.55, 0.6, 0.15), rgb(0xB89A72), 0.3),
            Treat::Limit(colours) => nearest(color, &colours[..3]),
            Treat::Geometric(colours) => {
                // The same colour always maps to the same accent.
                let key = (color.red() * 7.0 + color.green() * 13.0 + color.blue() * 29.0) * 10.0;
                let pick = colours[key as usize % colours.len()];
                if luminance(color) > 0.9 {
                    lighten(pick, 0.6)
                } else {
                    pick
                }
            }
        };
        with_alpha(out, alpha)
    }
}

impl Look {
    /// A colour for scenery (land, water, far hills): on a minimalist card
    /// only the pale tints, so the subjects keep the strong colours.
    pub(crate) fn recolour_scenery(&self, color: Color) -> Color {
        match self.treat {
            Treat::Limit(colours) => with_alpha(nearest(color, &colours[3..]), color.alpha()),
            _ => self.recolour(color),
        }
    }
}

/// Two colours that stand out from the paper and the ink for the subjects
/// (never the paper's own white, so white lilies still show), and the
/// faintest tints of the three for the scenery, which stays nearly paper.
fn minimal_colours(palette: &Palette) -> [Color; 6] {
    let paper = luminance(palette.sky_top);
    let mut distinct = palette
        .accents
        .iter()
        .copied()
        .filter(|c| (luminance(*c) - paper).abs() > 0.15);
    let first = distinct.next().unwrap_or(palette.accents[0]);
    let second = distinct.next().unwrap_or(palette.accents[2]);
    [
        first,
        second,
        darken(palette.ink, 0.1),
        mix(palette.sky_top, first, 0.2),
        mix(palette.sky_top, second, 0.2),
        mix(palette.sky_top, palette.ink, 0.1),
    ]
}

/// The colour of `options` closest to `color`, weighing lightness most.
fn nearest(color: Color, options: &[Color]) -> Color {
    let distance = |o: &Color| {
        let dl = luminance(*o) - luminance(color);
        let dr = o.red() - color.red();
        let dg = o.green() - color.green();
        let db = o.blue() - color.blue();
        3.0 * dl * dl + dr * dr + dg * dg + db * db
    };
    options
        .iter()
        .copied()
        .min_by(|a, b| distance(a).total_cmp(&distance(b)))
        .unwrap_or(color)
}
