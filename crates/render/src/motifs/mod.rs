//! Individual illustrated objects. Each draws at a given position and size
//! through the painter, so the art style's treatment applies to all of them.

pub(crate) mod achievement;
pub(crate) mod botanical;
pub(crate) mod cake;
pub(crate) mod celebration;
pub(crate) mod love;
pub(crate) mod sky;
pub(crate) mod winter;

use crate::draw::Painter;
use crate::draw::shapes;
use tiny_skia::Color;

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
