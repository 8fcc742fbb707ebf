//! Guitars, cameras and music notes.

use super::{Paints, Spot};
use crate::color::{darken, lighten, rgb, with_alpha};
use crate::draw::Painter;
use crate::rng::Rng;
use tiny_skia::Color;

pub(crate) fn guitar(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let wood = c.main(rgb(0xC7773A));
    let dark = rgb(0x4A2E20);
    p.fill(&pen.rect(-3.0, -94.0, 6.0, 56.0), dark);
    p.fill(&pen.rrect(-5.5, -100.0, 11.0, 12.0, 2.0), dark);
    let body = [
        (0.0, -60.0),
        (13.0, -56.0),
        (12.0, -42.0),
        (20.0, -26.0),
        (16.0, -6.0),
        (0.0, -1.0),
        (-16.0, -6.0),
        (-20.0, -26.0),
        (-12.0, -42.0),
        (-13.0, -56.0),
    ];
    p.fill(&pen.blob(&body), wood);
    p.fill_flat(&pen.circle(0.0, -34.0, 5.5), dark);
    p.fill_flat(&pen.rect(-6.0, -16.0, 12.0, 3.0), dark);
    for x in [-1.6f32, 0.0, 1.6] {
        p.stroke_px(
            &pen.line((x, -96.0), (x, -14.0)),
            with_alpha(rgb(0xF5F0E6), 0.8),
            pen.len(0.5),
        );
    }
}

pub(crate) fn camera(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let body = c.main(rgb(0x3A3A44));
    p.fill(&pen.rrect(-30.0, -78.0, 34.0, 14.0, 3.0), body);
    p.fill(&pen.rrect(-62.0, -68.0, 124.0, 62.0, 9.0), body);
    p.fill_flat(&pen.rect(-62.0, -50.0, 124.0, 22.0), lighten(body, 0.15));
    for (r, colour) in [
        (25.0, rgb(0xC9CDD3)),
        (18.0, rgb(0x22222A)),
        (10.0, rgb(0x3F5F8F)),
    ] {
        p.fill(&pen.circle(0.0, -38.0, r), colour);
    }
    p.fill_flat(&pen.circle(-4.0, -42.0, 3.0), with_alpha(Color::WHITE, 0.8));
    p.fill(&pen.rect(32.0, -62.0, 18.0, 9.0), rgb(0xF4F4F0));
    p.fill(&pen.rrect(40.0, -76.0, 12.0, 8.0, 2.0), rgb(0xD64545));
}

/// Two beamed quavers.
pub(crate) fn music(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let ink = c.main(darken(c.accent(3), 0.35));
    for (x, y) in [(-26.0, -20.0), (18.0, -30.0)] {
        p.fill(&pen.oval(x, y, 13.0, 9.0, -20.0), ink);
        p.stroke_px(
            &pen.line((x + 11.0, y - 3.0), (x + 11.0, y - 66.0)),
            ink,
            pen.len(4.0),
        );
    }
    p.fill(
        &pen.poly(&[(-17.0, -86.0), (31.0, -96.0), (31.0, -84.0), (-17.0, -74.0)]),
        ink,
    );
}
