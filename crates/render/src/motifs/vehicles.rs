//! Kites, bicycles, cars, boats, aeroplanes, trains and hot-air balloons.

use super::{Paints, Spot};
use crate::color::{darken, lighten, rgb};
use crate::draw::Painter;
use crate::draw::pen::Pen;
use crate::rng::Rng;
use tiny_skia::Color;

fn tyre() -> Color {
    rgb(0x2E2A30)
}

/// A wheel with a tyre and a silver hub.
fn wheel(p: &mut Painter, pen: &Pen, (x, y): (f32, f32), r: f32) {
    p.fill(&pen.circle(x, y, r), tyre());
    p.fill(&pen.circle(x, y, 0.45 * r), rgb(0xC9CDD3));
}

pub(crate) fn bicycle(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let frame = c.main(c.accent(0));
    for x in [-46.0f32, 46.0] {
        p.stroke_px(&pen.circle(x, -26.0, 24.0), tyre(), pen.len(4.0));
        for k in 0..8 {
            let a = (k as f32 * 22.5).to_radians();
            let (dx, dy) = (22.0 * a.cos(), 22.0 * a.sin());
            p.stroke_px(
                &pen.line((x - dx, -26.0 - dy), (x + dx, -26.0 + dy)),
                rgb(0xB9BDC4),
                pen.len(0.7),
            );
        }
    }
    let (rear, crank, seat, head, front) = (
        (-46.0, -26.0),
        (-4.0, -26.0),
        (-14.0, -62.0),
        (34.0, -60.0),
        (46.0, -26.0),
    );
    for (a, b) in [
        (rear, crank),
        (crank, seat),
        (seat, rear),
        (crank, head),
        (seat, head),
        (head, front),
    ] {
        p.stroke_px(&pen.line(a, b), frame, pen.len(3.6));
    }
    p.fill(&pen.ellipse(-16.0, -67.0, 10.0, 3.5), tyre());
    p.stroke_px(
        &pen.wave(&[head, (32.0, -72.0), (42.0, -76.0)]),
        tyre(),
        pen.len(3.0),
    );
    p.stroke_px(
        &pen.line((-10.0, -32.0), (2.0, -20.0)),
        tyre(),
        pen.len(2.5),
    );
}

pub(crate) fn car(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let paint = c.main(rgb(0xE0413A));
    p.fill(
        &pen.poly(&[(-54.0, -46.0), (-36.0, -82.0), (30.0, -82.0), (56.0, -46.0)]),
        paint,
    );
    p.fill(&pen.rrect(-90.0, -50.0, 180.0, 34.0, 12.0), paint);
    let glass = rgb(0xBFE3FF);
    p.fill(
        &pen.poly(&[(-46.0, -50.0), (-32.0, -76.0), (-4.0, -76.0), (-4.0, -50.0)]),
        glass,
    );
    p.fill(
        &pen.poly(&[(4.0, -50.0), (4.0, -76.0), (26.0, -76.0), (46.0, -50.0)]),
        glass,
    );
    p.stroke_px(
        &pen.line((0.0, -48.0), (0.0, -20.0)),
        darken(paint, 0.25),
        pen.len(1.2),
    );
    p.fill(&pen.ellipse(84.0, -38.0, 5.0, 4.0), rgb(0xFFE48A));
    p.fill(&pen.rect(-90.0, -44.0, 5.0, 7.0), rgb(0xB02A2A));
    for x in [-52.0, 52.0] {
        wheel(p, &pen, (x, -16.0), 16.0);
    }
}

/// A sailing boat: red hull, white sails and a pennant.
pub(crate) fn boat(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let hull = c.main(rgb(0xC8413A));
    p.stroke_px(
        &pen.line((0.0, -24.0), (0.0, -98.0)),
        rgb(0x6B4A2A),
        pen.len(2.5),
    );
    p.fill(
        &pen.poly(&[(0.0, -98.0), (0.0, -90.0), (14.0, -94.0)]),
        c.accent(1),
    );
    p.fill(
        &pen.poly(&[(4.0, -90.0), (4.0, -30.0), (42.0, -30.0)]),
        rgb(0xFDFBF6),
    );
    p.fill(
        &pen.poly(&[(-4.0, -82.0), (-4.0, -30.0), (-36.0, -30.0)]),
        rgb(0xF1E8D8),
    );
    p.fill(
        &pen.poly(&[(-50.0, -26.0), (50.0, -26.0), (36.0, 0.0), (-36.0, 0.0)]),
        hull,
    );
    p.fill_flat(&pen.rect(-46.0, -20.0, 90.0, 4.0), lighten(hull, 0.5));
}

/// A steam locomotive puffing smoke.
pub(crate) fn train(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let paint = c.main(c.accent(0));
    let iron = rgb(0x2E3440);
    for (x, y, r) in [(34.0, -90.0, 6.0), (22.0, -94.0, 5.0), (10.0, -95.0, 4.0)] {
        p.fill(&pen.circle(x, y, r), rgb(0xE4E7EC));
    }
    p.fill(
        &pen.poly(&[(28.0, -64.0), (24.0, -84.0), (40.0, -84.0), (36.0, -64.0)]),
        iron,
    );
    p.fill(&pen.rect(-82.0, -32.0, 132.0, 10.0), iron);
    p.fill(&pen.rrect(-46.0, -66.0, 92.0, 38.0, 17.0), iron);
    p.fill(&pen.wedge(-4.0, -65.0, 9.0, 180.0, 360.0), rgb(0xE0B13A));
    p.fill(&pen.rect(-82.0, -84.0, 38.0, 56.0), paint);
    p.fill(&pen.rect(-90.0, -90.0, 54.0, 8.0), darken(paint, 0.2));
    p.fill(&pen.rrect(-74.0, -74.0, 22.0, 20.0, 3.0), rgb(0xFFE3A0));
    p.fill(
        &pen.poly(&[(46.0, -30.0), (66.0, -4.0), (46.0, -4.0)]),
        darken(paint, 0.2),
    );
    for (x, r) in [(-62.0, 17.0), (-22.0, 14.0), (14.0, 14.0)] {
        p.fill(&pen.circle(x, -r, r), paint);
        p.fill(&pen.circle(x, -r, 0.4 * r), iron);
    }
    p.stroke_px(
        &pen.line((-62.0, -14.0), (14.0, -12.0)),
        rgb(0xC9CDD3),
        pen.len(3.0),
    );
}
