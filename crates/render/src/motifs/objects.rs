//! Books, candles, lanterns, umbrellas, guitars, cameras, music notes,
//! crowns, envelopes and clocks.

use super::cake::flame;
use super::{Paints, Spot};
use crate::color::{darken, gold, lighten, rgb, with_alpha};
use crate::draw::Painter;
use crate::rng::Rng;

/// An open book, pages lined with text.
pub(crate) fn book(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let cover = c.main(c.accent(2));
    p.fill(
        &pen.rrect(-68.0, -64.0, 136.0, 60.0, 4.0),
        darken(cover, 0.1),
    );
    let paper = rgb(0xFFF9EE);
    for side in [-1.0f32, 1.0] {
        let page = [
            (side * 2.0, -8.0),
            (side * 30.0, -14.0),
            (side * 62.0, -10.0),
            (side * 62.0, -60.0),
            (side * 30.0, -66.0),
            (side * 2.0, -56.0),
        ];
        p.fill(
            &pen.poly(&page),
            if side < 0.0 {
                paper
            } else {
                darken(paper, 0.04)
            },
        );
        for k in 0..6 {
            let y = -54.0 + k as f32 * 7.0;
            let line = pen.line((side * 10.0, y), (side * 52.0, y - 2.0));
            p.stroke_px(&line, with_alpha(rgb(0x8A8098), 0.6), pen.len(1.4));
        }
    }
    p.stroke_px(
        &pen.line((0.0, -58.0), (0.0, -6.0)),
        darken(paper, 0.2),
        pen.len(1.5),
    );
}

pub(crate) fn candle(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let (x, y) = pen.at(0.0, -78.0);
    p.glow((x, y), pen.len(40.0), with_alpha(rgb(0xFFD27A), 0.35));
    p.fill(&pen.ellipse(0.0, -4.0, 24.0, 5.0), gold());
    let wax = c.main(rgb(0xFFF3DC));
    p.fill(&pen.rrect(-12.0, -64.0, 24.0, 60.0, 3.0), wax);
    p.fill_flat(&pen.rrect(-12.0, -64.0, 7.0, 18.0, 3.5), lighten(wax, 0.3));
    p.stroke_px(
        &pen.line((0.0, -64.0), (0.0, -70.0)),
        rgb(0x3A2E2A),
        pen.len(1.5),
    );
    flame(p, x, y + pen.len(10.0), pen.len(9.0));
}

pub(crate) fn lantern(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let metal = c.main(rgb(0x3E4A52));
    let (x, y) = pen.at(0.0, -46.0);
    p.glow((x, y), pen.len(48.0), with_alpha(rgb(0xFFD27A), 0.4));
    p.stroke_px(&pen.circle(0.0, -90.0, 7.0), metal, pen.len(2.5));
    p.fill(
        &pen.poly(&[(-19.0, -74.0), (0.0, -86.0), (19.0, -74.0)]),
        metal,
    );
    p.fill(&pen.rrect(-15.0, -74.0, 30.0, 56.0, 3.0), rgb(0xFFE3A0));
    flame(p, x, y + pen.len(14.0), pen.len(9.0));
    for bar in [-15.0f32, 0.0, 15.0] {
        p.stroke_px(&pen.line((bar, -74.0), (bar, -18.0)), metal, pen.len(2.0));
    }
    p.fill(&pen.rrect(-20.0, -20.0, 40.0, 9.0, 2.0), metal);
    p.fill(&pen.rect(-16.0, -11.0, 32.0, 11.0), darken(metal, 0.2));
}

pub(crate) fn umbrella(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let cloth = c.main(c.accent(0));
    p.stroke_px(
        &pen.line((0.0, -60.0), (0.0, -10.0)),
        rgb(0x5A4A3A),
        pen.len(3.0),
    );
    p.stroke_px(
        &pen.arc(7.0, -10.0, 7.0, 0.0, 180.0),
        rgb(0x5A4A3A),
        pen.len(3.0),
    );
    let mut edge: Vec<(f32, f32)> = (0..=24)
        .map(|i| {
            let a = (180.0 + 180.0 * i as f32 / 24.0f32).to_radians();
            (48.0 * a.cos(), -56.0 + 42.0 * a.sin())
        })
        .collect();
    for k in (0..4).rev() {
        let (x0, x1) = (-48.0 + 24.0 * (k + 1) as f32, -48.0 + 24.0 * k as f32);
        for i in 1..=8 {
            let t = i as f32 / 8.0;
            let x = x0 + (x1 - x0) * t;
            edge.push((x, -56.0 - 7.0 * (t * std::f32::consts::PI).sin()));
        }
    }
    p.fill(&pen.poly(&edge), cloth);
    for x in [-24.0f32, 0.0, 24.0] {
        p.stroke_px(
            &pen.curve((0.0, -98.0), (x * 0.5, -84.0), (x, -58.0)),
            darken(cloth, 0.2),
            pen.len(1.5),
        );
    }
    p.stroke_px(
        &pen.line((0.0, -98.0), (0.0, -102.0)),
        rgb(0x5A4A3A),
        pen.len(3.0),
    );
}

pub(crate) fn crown(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let metal = c.main(gold());
    let points = [
        (-50.0, -10.0),
        (-58.0, -72.0),
        (-29.0, -42.0),
        (0.0, -86.0),
        (29.0, -42.0),
        (58.0, -72.0),
        (50.0, -10.0),
    ];
    p.fill(&pen.poly(&points), metal);
    p.fill(&pen.rect(-50.0, -24.0, 100.0, 16.0), darken(metal, 0.12));
    for (i, x) in [-30.0f32, 0.0, 30.0].into_iter().enumerate() {
        p.fill(&pen.circle(x, -16.0, 5.5), c.accent(i * 2));
    }
    for &(x, y) in &points[1..6] {
        if y < -60.0 {
            p.fill(&pen.circle(x, y - 4.0, 5.0), lighten(metal, 0.2));
        }
    }
}

/// A sealed envelope with a heart on the flap.
pub(crate) fn envelope(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let paper = c.main(rgb(0xFFF6E6));
    p.fill(&pen.rect(-66.0, -84.0, 132.0, 80.0), paper);
    let fold = darken(paper, 0.18);
    p.stroke_px(&pen.line((-66.0, -4.0), (-8.0, -44.0)), fold, pen.len(1.5));
    p.stroke_px(&pen.line((66.0, -4.0), (8.0, -44.0)), fold, pen.len(1.5));
    p.fill(
        &pen.poly(&[(-66.0, -84.0), (0.0, -38.0), (66.0, -84.0)]),
        darken(paper, 0.06),
    );
    let heart = pen.sub(0.0, -42.0, 9.0);
    let shape = [
        (0.0, 0.9),
        (-1.2, -0.2),
        (-0.6, -0.75),
        (0.0, -0.25),
        (0.6, -0.75),
        (1.2, -0.2),
    ];
    p.fill(&heart.blob(&shape), c.accent(0));
}

/// An alarm clock with two bells.
pub(crate) fn clock(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let case = c.main(c.accent(0));
    for side in [-1.0f32, 1.0] {
        p.stroke_px(
            &pen.line((side * 24.0, -14.0), (side * 32.0, -1.0)),
            darken(case, 0.3),
            pen.len(4.0),
        );
        p.fill(&pen.circle(side * 28.0, -86.0, 12.0), darken(case, 0.1));
    }
    p.fill(&pen.circle(0.0, -50.0, 40.0), case);
    p.fill(&pen.circle(0.0, -50.0, 32.0), rgb(0xFFFDF7));
    for k in 0..12 {
        let a = (k as f32 * 30.0).to_radians();
        let (dx, dy) = (a.cos(), a.sin());
        p.stroke_px(
            &pen.line(
                (26.0 * dx, -50.0 + 26.0 * dy),
                (30.0 * dx, -50.0 + 30.0 * dy),
            ),
            rgb(0x3A3440),
            pen.len(1.6),
        );
    }
    p.stroke_px(
        &pen.line((0.0, -50.0), (0.0, -72.0)),
        rgb(0x3A3440),
        pen.len(2.6),
    );
    p.stroke_px(
        &pen.line((0.0, -50.0), (15.0, -43.0)),
        rgb(0x3A3440),
        pen.len(2.6),
    );
    p.fill_flat(&pen.circle(0.0, -50.0, 3.0), rgb(0xD64545));
}
