//! Cupcakes, pizza, ice cream, cookies, doughnuts, pies and picnics.

use super::{Paints, Spot};
use crate::color::{darken, lighten, rgb};
use crate::draw::Painter;
use crate::draw::pen::Pen;
use crate::rng::Rng;
use tiny_skia::{Path, PathBuilder};

/// A disc with a hole: the outer edge one way round, the hole the other,
/// so the hole stays empty under the nonzero fill rule.
pub(crate) fn ring(
    pen: &Pen,
    (x, y): (f32, f32),
    outer: f32,
    inner: f32,
    wobble: f32,
) -> Option<Path> {
    let mut pb = PathBuilder::new();
    for (r, turn) in [(outer, 1.0f32), (inner, -1.0)] {
        for i in 0..=64 {
            let a = turn * i as f32 / 64.0 * std::f32::consts::TAU;
            let rr = r * (1.0 + wobble * (9.0 * a).sin());
            let (px, py) = pen.at(x + rr * a.cos(), y + rr * a.sin() * 0.92);
            if i == 0 {
                pb.move_to(px, py)
            } else {
                pb.line_to(px, py)
            }
        }
        pb.close();
    }
    pb.finish()
}

fn sprinkles(p: &mut Painter, pen: &Pen, c: &Paints, spots: &[(f32, f32)], rng: &mut Rng) {
    for (i, &(x, y)) in spots.iter().enumerate() {
        let turn = rng.range(-60.0, 60.0);
        p.fill_flat(&pen.oval(x, y, 3.2, 1.1, turn), c.accent(i + 1));
    }
}

pub(crate) fn cupcake(p: &mut Painter, s: &Spot, c: &Paints, rng: &mut Rng) {
    let pen = s.pen();
    let wrapper = lighten(c.accent(2), 0.2);
    p.fill(
        &pen.poly(&[(-26.0, -40.0), (26.0, -40.0), (19.0, 0.0), (-19.0, 0.0)]),
        wrapper,
    );
    for x in [-15.0f32, -5.0, 5.0, 15.0] {
        p.stroke_px(
            &pen.line((x, -38.0), (x * 0.75, -2.0)),
            darken(wrapper, 0.15),
            pen.len(1.2),
        );
    }
    let icing = c.main(rgb(0xF7A8C4));
    for (y, rx, ry) in [(-46.0, 31.0, 11.0), (-58.0, 25.0, 10.0), (-69.0, 17.0, 8.0)] {
        p.fill(&pen.ellipse(0.0, y, rx, ry), icing);
    }
    p.fill(&pen.petal((0.0, -72.0), 12.0, 10.0, -90.0, 0.8), icing);
    sprinkles(
        p,
        &pen,
        c,
        &[
            (-16.0, -48.0),
            (10.0, -52.0),
            (-6.0, -62.0),
            (14.0, -62.0),
            (-2.0, -44.0),
        ],
        rng,
    );
    p.stroke_px(
        &pen.curve((0.0, -88.0), (2.0, -96.0), (8.0, -99.0)),
        rgb(0x4E7A3A),
        pen.len(1.5),
    );
    p.fill(&pen.circle(0.0, -86.0, 7.0), rgb(0xD7263D));
}

/// A whole pizza with one slice lifted out.
pub(crate) fn pizza(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let crust = rgb(0xD99A4E);
    let cheese = c.main(rgb(0xFFD166));
    let pepperoni = rgb(0xC8413A);
    p.fill(&pen.ellipse(0.0, -30.0, 52.0, 28.0), crust);
    p.fill_flat(&pen.ellipse(0.0, -31.0, 45.0, 23.0), cheese);
    for (x, y) in [
        (-24.0, -34.0),
        (4.0, -42.0),
        (22.0, -28.0),
        (-6.0, -20.0),
        (-30.0, -22.0),
    ] {
        p.fill(&pen.ellipse(x, y, 7.0, 4.5), pepperoni);
    }
    for (x, y, deg) in [(12.0, -36.0, 20.0), (-14.0, -28.0, -30.0)] {
        p.fill_flat(&pen.oval(x, y, 4.0, 2.0, deg), rgb(0x4E9A4A));
    }
    p.fill(
        &pen.poly(&[(-8.0, -62.0), (28.0, -98.0), (42.0, -74.0)]),
        cheese,
    );
    p.stroke_px(&pen.line((28.0, -98.0), (42.0, -74.0)), crust, pen.len(5.0));
    p.fill(&pen.ellipse(20.0, -76.0, 5.0, 3.5), pepperoni);
    p.fill(&pen.petal((4.0, -66.0), 10.0, 5.0, 95.0, 0.8), cheese);
}

pub(crate) fn ice_cream(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let cone = rgb(0xE3B26A);
    p.fill(
        &pen.poly(&[(-17.0, -52.0), (17.0, -52.0), (0.0, 0.0)]),
        cone,
    );
    for k in 0..4 {
        let t = k as f32 * 10.0;
        p.stroke_px(
            &pen.line((-15.0 + t, -50.0), (-5.0 + t * 0.5, -20.0)),
            darken(cone, 0.2),
            pen.len(1.0),
        );
        p.stroke_px(
            &pen.line((15.0 - t, -50.0), (5.0 - t * 0.5, -20.0)),
            darken(cone, 0.2),
            pen.len(1.0),
        );
    }
    p.fill(&pen.circle(0.0, -61.0, 17.0), c.main(rgb(0xF7A8C4)));
    p.fill(&pen.circle(0.0, -80.0, 14.0), rgb(0xA8E6CF));
    p.fill(&pen.circle(0.0, -95.0, 4.5), rgb(0xD7263D));
}

/// A chocolate-chip cookie with a bite taken out.
pub(crate) fn cookie(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let dough = c.main(rgb(0xD9A066));
    let outline: Vec<(f32, f32)> = (0..48)
        .map(|i| {
            let a = i as f32 / 48.0 * std::f32::consts::TAU;
            let bite = (a - 5.6).abs() < 0.35;
            let r = if bite {
                34.0
            } else {
                45.0 + 1.5 * (7.0 * a).sin()
            };
            (r * a.cos(), -50.0 + r * a.sin())
        })
        .collect();
    p.fill(&pen.poly(&outline), dough);
    for (x, y) in [
        (-18.0, -62.0),
        (8.0, -70.0),
        (-4.0, -44.0),
        (20.0, -42.0),
        (-22.0, -32.0),
        (4.0, -24.0),
    ] {
        p.fill_flat(&pen.oval(x, y, 4.5, 3.5, 20.0), rgb(0x5A3424));
    }
}

pub(crate) fn donut(p: &mut Painter, s: &Spot, c: &Paints, rng: &mut Rng) {
    let pen = s.pen();
    p.fill(&ring(&pen, (0.0, -48.0), 46.0, 15.0, 0.0), rgb(0xE0A96D));
    p.fill(
        &ring(&pen, (0.0, -50.0), 39.0, 18.0, 0.04),
        c.main(rgb(0xF49AC1)),
    );
    let spots = [
        (-26.0, -60.0),
        (20.0, -70.0),
        (28.0, -40.0),
        (-20.0, -30.0),
        (2.0, -78.0),
        (-30.0, -46.0),
        (6.0, -24.0),
    ];
    sprinkles(p, &pen, c, &spots, rng);
}
