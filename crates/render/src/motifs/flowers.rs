//! Flowers on their stems: each kind with its own head, so a tulip reads
//! as a tulip and a sunflower as a sunflower.

use super::botanical::{self, Bloom};
use super::{Paints, Spot};
use crate::color::{darken, lighten, rgb};
use crate::draw::Painter;
use crate::draw::pen::Pen;
use crate::rng::Rng;
use tiny_skia::Color;

/// A stem from the base up to `top`, gently bent.
pub(super) fn stem(p: &mut Painter, pen: &Pen, top: (f32, f32), width: f32, green: Color) {
    let bend = (top.0 * 0.5 + 3.0, top.1 * 0.55);
    p.stroke_px(
        &pen.curve((0.0, 0.0), bend, top),
        darken(green, 0.1),
        pen.len(width),
    );
}

/// A leaf growing from a local point at `degrees`.
pub(crate) fn leaf_at(
    p: &mut Painter,
    pen: &Pen,
    at: (f32, f32),
    len: f32,
    degrees: f32,
    green: Color,
) {
    let (x, y) = pen.at(at.0, at.1);
    botanical::leaf(p, x, y, pen.len(len), pen.angle(degrees), green);
}

/// A bloom of `kind` with its heart at a local point.
pub(super) fn bloom(
    p: &mut Painter,
    pen: &Pen,
    at: (f32, f32),
    r: f32,
    colour: Color,
    kind: Bloom,
    rng: &mut Rng,
) {
    let (x, y) = pen.at(at.0, at.1);
    botanical::flower(p, x, y, pen.len(r), colour, kind, rng.range(0.0, 1.0));
}

pub(crate) fn sunflower(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let green = c.palette.foliage;
    stem(p, &pen, (0.0, -72.0), 4.5, green);
    leaf_at(p, &pen, (1.0, -26.0), 26.0, -150.0, green);
    leaf_at(p, &pen, (0.0, -44.0), 24.0, -25.0, green);
    let yellow = c.main(rgb(0xFFC21A));
    for k in 0..18 {
        let a = k as f32 * 20.0;
        p.fill(
            &pen.petal((0.0, -76.0), 23.0, 9.0, a + 10.0, 0.75),
            darken(yellow, 0.1),
        );
        p.fill(&pen.petal((0.0, -76.0), 21.0, 8.0, a, 0.75), yellow);
    }
    p.fill(&pen.circle(0.0, -76.0, 11.0), rgb(0x6B3E1F));
    for (x, y) in [
        (-4.0, -79.0),
        (3.0, -80.0),
        (-1.0, -74.0),
        (5.0, -73.0),
        (-5.0, -72.0),
    ] {
        p.fill_flat(&pen.circle(x, y, 1.4), rgb(0x9C6A3A));
    }
}

pub(crate) fn rose(p: &mut Painter, s: &Spot, c: &Paints, rng: &mut Rng) {
    let pen = s.pen();
    let green = c.palette.foliage;
    stem(p, &pen, (0.0, -62.0), 3.5, green);
    for y in [-16.0f32, -34.0, -50.0] {
        let side = if y == -34.0 { -1.0 } else { 1.0 };
        let thorn = [
            (side * 1.5, y),
            (side * 6.0, y - 1.0),
            (side * 1.5, y - 4.0),
        ];
        p.fill_flat(&pen.poly(&thorn), darken(green, 0.2));
    }
    leaf_at(p, &pen, (1.0, -24.0), 20.0, -30.0, green);
    leaf_at(p, &pen, (0.0, -40.0), 18.0, -150.0, green);
    bloom(
        p,
        &pen,
        (0.0, -76.0),
        23.0,
        c.main(rgb(0xD7263D)),
        Bloom::Rose,
        rng,
    );
}

pub(crate) fn tulip(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let green = c.palette.foliage;
    stem(p, &pen, (0.0, -60.0), 3.5, green);
    p.fill(&pen.petal((0.0, -2.0), 52.0, 14.0, -68.0, 0.6), green);
    p.fill(
        &pen.petal((0.0, -2.0), 46.0, 13.0, -118.0, 0.6),
        darken(green, 0.08),
    );
    let petals = c.main(rgb(0xF25C7A));
    let cup = [
        (-17.0, -80.0),
        (-18.0, -62.0),
        (-10.0, -54.0),
        (0.0, -52.0),
        (10.0, -54.0),
        (18.0, -62.0),
        (17.0, -80.0),
        (8.0, -71.0),
        (0.0, -86.0),
        (-8.0, -71.0),
    ];
    p.fill(&pen.blob(&cup), petals);
    let middle = [(-7.0, -72.0), (0.0, -86.0), (7.0, -72.0), (0.0, -54.0)];
    p.fill(&pen.blob(&middle), lighten(petals, 0.15));
}

pub(crate) fn daisy(p: &mut Painter, s: &Spot, c: &Paints, rng: &mut Rng) {
    let pen = s.pen();
    let green = c.palette.foliage;
    stem(p, &pen, (0.0, -72.0), 3.0, green);
    leaf_at(p, &pen, (1.0, -28.0), 20.0, -35.0, green);
    bloom(
        p,
        &pen,
        (0.0, -74.0),
        25.0,
        c.main(rgb(0xFFFFFF)),
        Bloom::Daisy,
        rng,
    );
}

pub(crate) fn lily(p: &mut Painter, s: &Spot, c: &Paints, rng: &mut Rng) {
    let pen = s.pen();
    let green = c.palette.foliage;
    stem(p, &pen, (0.0, -70.0), 3.5, green);
    leaf_at(p, &pen, (0.0, -20.0), 30.0, -60.0, green);
    leaf_at(p, &pen, (0.0, -30.0), 28.0, -125.0, green);
    let (x, y) = pen.at(0.0, -74.0);
    botanical::lily(
        p,
        x,
        y,
        pen.len(26.0),
        c.main(rgb(0xFFFBF4)),
        rng.range(0.0, 1.0),
    );
}

pub(crate) fn poppy(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let green = c.palette.foliage;
    stem(p, &pen, (0.0, -66.0), 2.5, green);
    leaf_at(p, &pen, (0.0, -22.0), 18.0, -40.0, green);
    let red = c.main(rgb(0xE63B2E));
    for (x, y, r) in [
        (-12.0, -76.0, 15.0),
        (12.0, -76.0, 15.0),
        (-8.0, -68.0, 14.0),
        (8.0, -68.0, 14.0),
    ] {
        p.fill(&pen.circle(x, y, r), red);
    }
    p.fill(&pen.circle(0.0, -72.0, 7.0), rgb(0x241C1C));
    for k in 0..8 {
        let a = (k as f32 * 45.0).to_radians();
        p.fill_flat(
            &pen.circle(10.0 * a.cos(), -72.0 + 10.0 * a.sin(), 1.4),
            rgb(0x241C1C),
        );
    }
}

pub(crate) fn lavender(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let green = c.palette.foliage;
    let purple = c.main(rgb(0x9B7BD4));
    for (dx, h) in [
        (-22.0f32, 80.0f32),
        (-10.0, 92.0),
        (0.0, 98.0),
        (11.0, 90.0),
        (22.0, 78.0),
    ] {
        let top = (dx, -h);
        p.stroke_px(
            &pen.line((dx * 0.2, 0.0), top),
            darken(green, 0.1),
            pen.len(1.6),
        );
        for k in 0..7 {
            let t = k as f32 / 7.0;
            let y = -h + 2.0 + t * 0.38 * h;
            let x = dx * (1.0 - 0.8 * (y / -h - 1.0).abs()) + if k % 2 == 0 { -2.2 } else { 2.2 };
            p.fill(
                &pen.ellipse(x, y, 2.6, 3.6),
                if k % 3 == 0 {
                    lighten(purple, 0.2)
                } else {
                    purple
                },
            );
        }
    }
}
