//! Individual illustrated objects. Each draws at a given position and size
//! through the painter, so the art style's treatment applies to all of them.
//!
//! Every subject of the vocabulary has a `Draw` function: it fills a box
//! `spot.size` tall (and `aspect` times as wide) standing on `spot.base`.

pub(crate) mod achievement;
pub(crate) mod animals;
pub(crate) mod botanical;
pub(crate) mod bouquets;
pub(crate) mod buildings;
pub(crate) mod cake;
pub(crate) mod celebration;
pub(crate) mod drinks;
pub(crate) mod festive;
pub(crate) mod flight;
pub(crate) mod flowers;
pub(crate) mod food;
pub(crate) mod fruit;
pub(crate) mod hobbies;
pub(crate) mod love;
pub(crate) mod objects;
pub(crate) mod picnic;
pub(crate) mod plants;
pub(crate) mod sky;
pub(crate) mod vehicles;
pub(crate) mod winter;

use crate::area::Area;
use crate::color::mix;
use crate::draw::Painter;
use crate::draw::pen::Pen;
use crate::draw::shapes;
use crate::rng::Rng;
use crate::theme::Palette;
use tiny_skia::Color;

/// Draws one subject in its spot.
pub(crate) type Draw = fn(&mut Painter, &Spot, &Paints, &mut Rng);

/// Where a subject stands and how large it is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Spot {
    pub(crate) x: f32,
    /// The bottom of the drawing.
    pub(crate) base: f32,
    /// The drawing's height in pixels.
    pub(crate) size: f32,
    /// 1 faces right, -1 faces left.
    pub(crate) facing: f32,
}

impl Spot {
    /// The largest spot of the given width:height `aspect` that fits `area`,
    /// standing on its bottom edge.
    pub(crate) fn fit(area: Area, aspect: f32, facing: f32) -> Spot {
        let size = area.h.min(area.w / aspect);
        Spot {
            x: area.cx(),
            base: area.bottom(),
            size,
            facing,
        }
    }

    pub(crate) fn pen(&self) -> Pen {
        Pen::new(self.x, self.base, self.size, self.facing)
    }

    /// The area the drawing covers for a given aspect.
    pub(crate) fn area(&self, aspect: f32) -> Area {
        let w = self.size * aspect;
        Area::new(self.x - w / 2.0, self.base - self.size, w, self.size)
    }
}

/// The colours a subject is drawn in.
pub(crate) struct Paints<'a> {
    pub(crate) palette: &'a Palette,
    /// A colour the prompt gives this subject ("a blue car").
    pub(crate) tint: Option<Color>,
    /// Animals close their eyes ("a sleeping fox").
    pub(crate) asleep: bool,
    /// Roofs and firs carry snow.
    pub(crate) snowy: bool,
}

impl Paints<'_> {
    /// The subject's main colour: the prompt's, else its own.
    pub(crate) fn main(&self, natural: Color) -> Color {
        self.tint.unwrap_or(natural)
    }

    /// An animal's coat: nudged towards the prompt's colour, since a
    /// "red fox" or a "golden retriever" is still a natural colour.
    pub(crate) fn coat(&self, natural: Color) -> Color {
        self.tint.map_or(natural, |t| mix(natural, t, 0.4))
    }

    pub(crate) fn accent(&self, i: usize) -> Color {
        self.palette.accents[i % 5]
    }
}

/// A glossy highlight: a small tilted white ellipse.
pub(crate) fn gloss(
    painter: &mut Painter,
    cx: f32,
    cy: f32,
    rx: f32,
    ry: f32,
    angle: f32,
    alpha: f32,
) {
    let spot = shapes::rotated(shapes::ellipse(cx, cy, rx, ry), cx, cy, angle);
    painter.fill_flat(&spot, crate::color::with_alpha(Color::WHITE, alpha));
}
