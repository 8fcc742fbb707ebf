//! Printer's marks: where to cut and where to fold. All of them stay outside
//! the trimmed card so none is left on it, and clear of the art's bleed.

use krilla::color::rgb;
use krilla::geom::PathBuilder;
use krilla::paint::{Stroke, StrokeDash};
use krilla::surface::Surface;

use crate::layout::{Area, BLEED};

/// Gap between the trim line and the start of a mark; more than the bleed.
const OFFSET: f32 = BLEED + 3.0;
/// Length of a mark: long enough to line a ruler up with, short enough to
/// fit the half inch of margin US Letter leaves beside the card.
const LENGTH: f32 = 14.0;
/// A hairline; heavier marks would be visible if the cut is slightly off.
const WIDTH: f32 = 0.3;

/// Crop marks at the four corners of the card and fold ticks above and below
/// the centre line.
pub fn draw(surface: &mut Surface, card: &Area) {
    surface.set_fill(None);

    let mut crop = PathBuilder::new();
    for x in [card.left, card.right()] {
        for y in [card.top, card.bottom()] {
            // Outward from the card: left of the left edge, right of the right one.
            let dx = if x == card.left { -1.0 } else { 1.0 };
            let dy = if y == card.top { -1.0 } else { 1.0 };
            line(
                &mut crop,
                (x + dx * OFFSET, y),
                (x + dx * (OFFSET + LENGTH), y),
            );
            line(
                &mut crop,
                (x, y + dy * OFFSET),
                (x, y + dy * (OFFSET + LENGTH)),
            );
        }
    }
    stroke(surface, crop, None);

    let mut fold = PathBuilder::new();
    let x = card.centre_x();
    line(
        &mut fold,
        (x, card.top - OFFSET),
        (x, card.top - OFFSET - LENGTH),
    );
    line(
        &mut fold,
        (x, card.bottom() + OFFSET),
        (x, card.bottom() + OFFSET + LENGTH),
    );
    // Dashed, the usual sign for a fold as opposed to a cut.
    let dash = StrokeDash {
        array: vec![2.5, 2.0],
        offset: 0.0,
    };
    stroke(surface, fold, Some(dash));
}

fn line(path: &mut PathBuilder, from: (f32, f32), to: (f32, f32)) {
    path.move_to(from.0, from.1);
    path.line_to(to.0, to.1);
}

fn stroke(surface: &mut Surface, path: PathBuilder, dash: Option<StrokeDash>) {
    let Some(path) = path.finish() else { return };
    surface.set_stroke(Some(Stroke {
        paint: rgb::Color::black().into(),
        width: WIDTH,
        dash,
        ..Stroke::default()
    }));
    surface.draw_path(&path);
    surface.set_stroke(None);
}
