//! Sweets, bells, baby things, teddy bears, snowmen, baubles and candy
//! canes.

use super::{Paints, Spot, gloss};
use crate::color::{darken, gold, lighten, rgb};
use crate::draw::Painter;
use crate::rng::Rng;
use tiny_skia::Color;

/// A swirled lollipop on a stick.
pub(crate) fn lollipop(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    p.stroke_px(
        &pen.line((0.0, -50.0), (0.0, 0.0)),
        rgb(0xF4F1EA),
        pen.len(4.0),
    );
    p.fill(&pen.circle(0.0, -72.0, 25.0), c.main(c.accent(0)));
    let swirl: Vec<(f32, f32)> = (0..=30)
        .map(|i| {
            let t = i as f32 / 30.0;
            let a = t * 2.2 * std::f32::consts::TAU;
            (21.0 * t * a.cos(), -72.0 + 21.0 * t * a.sin())
        })
        .collect();
    p.stroke_px(&pen.wave(&swirl), Color::WHITE, pen.len(4.0));
}

/// A golden bell tied with a red bow and holly.
pub(crate) fn bell(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let metal = c.main(gold());
    p.fill(&pen.circle(0.0, -14.0, 7.0), darken(metal, 0.25));
    let body = [
        (0.0, -90.0),
        (18.0, -84.0),
        (24.0, -60.0),
        (30.0, -32.0),
        (42.0, -22.0),
        (-42.0, -22.0),
        (-30.0, -32.0),
        (-24.0, -60.0),
        (-18.0, -84.0),
    ];
    p.fill(&pen.blob(&body), metal);
    p.fill(&pen.ellipse(0.0, -23.0, 42.0, 6.0), darken(metal, 0.15));
    for deg in [-172.0, -8.0] {
        p.fill(
            &pen.petal((0.0, -88.0), 22.0, 13.0, deg, 0.9),
            rgb(0x4E9A4A),
        );
    }
    for deg in [-140.0, -40.0] {
        p.fill(
            &pen.petal((0.0, -90.0), 17.0, 12.0, deg, 0.95),
            rgb(0xD62828),
        );
    }
    p.fill(&pen.circle(0.0, -90.0, 4.5), darken(rgb(0xD62828), 0.15));
}

pub(crate) fn rattle(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let handle = c.accent(0);
    p.stroke_px(&pen.circle(0.0, -9.0, 8.0), handle, pen.len(4.0));
    p.fill(&pen.rrect(-5.0, -52.0, 10.0, 38.0, 5.0), handle);
    p.fill(&pen.ellipse(0.0, -50.0, 12.0, 4.0), darken(handle, 0.15));
    let ball = c.main(c.accent(1));
    p.fill(&pen.circle(0.0, -74.0, 25.0), ball);
    for (x, y) in [(-10.0, -82.0), (10.0, -70.0), (-6.0, -62.0), (12.0, -88.0)] {
        p.fill_flat(&pen.star(x, y, 5.0, 2.2, 5), lighten(ball, 0.5));
    }
}

/// A baby's pram: hood, basket, handle and wheels.
pub(crate) fn pram(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let body = c.main(c.accent(0));
    let dark = rgb(0x3A3440);
    p.stroke_px(
        &pen.wave(&[(34.0, -50.0), (46.0, -70.0), (56.0, -80.0)]),
        dark,
        pen.len(3.0),
    );
    for x in [-26.0f32, 26.0] {
        p.stroke_px(&pen.line((x * 0.5, -40.0), (x, -14.0)), dark, pen.len(2.5));
    }
    for x in [-26.0, 26.0] {
        p.fill(&pen.circle(x, -12.0, 12.0), dark);
        p.fill(&pen.circle(x, -12.0, 4.0), rgb(0xC9CDD3));
    }
    p.fill(&pen.wedge(0.0, -52.0, 38.0, 0.0, 180.0), body);
    p.fill(
        &pen.wedge(-3.0, -54.0, 36.0, 180.0, 270.0),
        darken(body, 0.15),
    );
    for deg in [200.0f32, 225.0, 250.0] {
        let a = deg.to_radians();
        p.stroke_px(
            &pen.line(
                (-3.0, -54.0),
                (-3.0 + 36.0 * a.cos(), -54.0 + 36.0 * a.sin()),
            ),
            darken(body, 0.3),
            pen.len(1.2),
        );
    }
    p.fill_flat(&pen.rect(-38.0, -52.0, 76.0, 4.0), lighten(body, 0.4));
}

pub(crate) fn teddy_bear(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let fur = c.main(rgb(0xB07A4A));
    let pale = lighten(fur, 0.45);
    for side in [-1.0f32, 1.0] {
        p.fill(
            &pen.oval(side * 24.0, -40.0, 9.0, 16.0, side * -30.0),
            darken(fur, 0.06),
        );
        p.fill(&pen.ellipse(side * 18.0, -11.0, 13.0, 10.0), fur);
        p.fill_flat(&pen.ellipse(side * 18.0, -10.0, 7.0, 6.0), pale);
        p.fill(&pen.circle(side * 17.0, -86.0, 9.0), fur);
        p.fill_flat(&pen.circle(side * 17.0, -86.0, 4.5), pale);
    }
    p.fill(&pen.ellipse(0.0, -34.0, 24.0, 26.0), fur);
    p.fill_flat(&pen.ellipse(0.0, -30.0, 14.0, 16.0), pale);
    p.fill(&pen.circle(0.0, -70.0, 21.0), fur);
    p.fill(&pen.ellipse(0.0, -63.0, 10.0, 8.0), pale);
    p.fill_flat(&pen.oval(0.0, -66.0, 4.0, 3.0, 0.0), rgb(0x2E2320));
    for side in [-1.0f32, 1.0] {
        p.fill_flat(&pen.circle(side * 8.0, -75.0, 2.6), rgb(0x2E2320));
        p.fill(
            &pen.petal(
                (0.0, -50.0),
                9.0,
                8.0,
                if side < 0.0 { 180.0 } else { 0.0 },
                0.9,
            ),
            c.accent(0),
        );
    }
}

pub(crate) fn snowman(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let snow = rgb(0xFBFDFF);
    let twig = rgb(0x6B4A2A);
    for side in [-1.0f32, 1.0] {
        p.stroke_px(
            &pen.line((side * 13.0, -54.0), (side * 34.0, -70.0)),
            twig,
            pen.len(2.2),
        );
    }
    for (y, r) in [(-22.0, 22.0), (-52.0, 16.0), (-76.0, 12.0)] {
        p.fill(&pen.circle(0.0, y, r), snow);
    }
    let scarf = c.main(rgb(0xD62828));
    p.fill(&pen.rrect(-13.0, -66.0, 26.0, 6.0, 3.0), scarf);
    p.fill(&pen.rrect(5.0, -64.0, 6.0, 16.0, 2.0), scarf);
    let hat = rgb(0x2E2A30);
    p.fill(&pen.rect(-14.0, -88.0, 28.0, 3.5), hat);
    p.fill(&pen.rect(-9.0, -100.0, 18.0, 13.0), hat);
    p.fill(
        &pen.poly(&[(1.0, -77.0), (14.0, -74.0), (1.0, -73.0)]),
        rgb(0xF28C28),
    );
    for (x, y) in [
        (-4.0, -80.0),
        (4.0, -80.0),
        (0.0, -54.0),
        (0.0, -44.0),
        (0.0, -28.0),
    ] {
        p.fill_flat(&pen.circle(x, y, 1.8), hat);
    }
}

/// A round bauble hanging from its cap.
pub(crate) fn ornament(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let glass = c.main(c.accent(0));
    p.stroke_px(&pen.circle(0.0, -94.0, 4.5), gold(), pen.len(1.5));
    p.fill(&pen.rect(-8.0, -90.0, 16.0, 8.0), gold());
    p.fill(&pen.circle(0.0, -46.0, 40.0), glass);
    let zigzag: Vec<(f32, f32)> = (0..=12)
        .map(|i| {
            (
                -38.0 + i as f32 * 76.0 / 12.0,
                if i % 2 == 0 { -48.0 } else { -40.0 },
            )
        })
        .collect();
    p.stroke_px(&pen.wave(&zigzag), lighten(glass, 0.55), pen.len(3.0));
    let (x, y) = pen.at(-14.0, -62.0);
    gloss(p, x, y, pen.len(6.0), pen.len(11.0), 0.6, 0.55);
}

pub(crate) fn candy_cane(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let stripe = c.main(rgb(0xD62828));
    let mut spine: Vec<(f32, f32)> = vec![(10.0, 0.0), (10.0, -70.0)];
    spine.extend((1..=10).map(|i| {
        let a = (i as f32 * 18.0f32).to_radians();
        (-4.0 + 14.0 * a.cos(), -70.0 - 14.0 * a.sin())
    }));
    spine.push((-18.0, -60.0));
    p.stroke_px(&pen.wave(&spine), Color::WHITE, pen.len(10.0));
    for k in 0..7 {
        let y = -6.0 - k as f32 * 10.0;
        p.fill_flat(
            &pen.poly(&[(5.0, y), (15.0, y - 5.0), (15.0, y - 9.0), (5.0, y - 4.0)]),
            stripe,
        );
    }
    for &(x, y) in spine.iter().skip(3).step_by(3) {
        p.fill_flat(&pen.circle(x, y, 3.4), stripe);
    }
}
