//! Butterflies, bees, ladybirds and snails.

use super::{eye, ink};
use crate::color::{darken, lighten, rgb, with_alpha};
use crate::draw::Painter;
use crate::motifs::{Paints, Spot};
use crate::rng::Rng;
use tiny_skia::Color;

/// A butterfly seen from above, wings open.
pub(crate) fn butterfly(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let wing = c.main(c.accent(3));
    let spot = c.accent(1);
    for side in [-1.0f32, 1.0] {
        p.fill(
            &pen.oval(side * 27.0, -66.0, 27.0, 19.0, side * -30.0),
            wing,
        );
        p.fill(
            &pen.oval(side * 21.0, -34.0, 19.0, 14.0, side * 30.0),
            darken(wing, 0.1),
        );
        p.fill_flat(&pen.circle(side * 32.0, -70.0, 7.0), spot);
        p.fill_flat(&pen.circle(side * 22.0, -32.0, 5.0), lighten(spot, 0.3));
        let feeler = pen.curve(
            (side * 2.0, -76.0),
            (side * 4.0, -92.0),
            (side * 13.0, -97.0),
        );
        p.stroke_px(&feeler, ink(), pen.len(1.2));
        p.fill_flat(&pen.circle(side * 13.0, -97.0, 2.2), ink());
    }
    p.fill(&pen.ellipse(0.0, -48.0, 4.5, 25.0), rgb(0x3A2E2A));
    p.fill(&pen.circle(0.0, -74.0, 5.0), rgb(0x3A2E2A));
}

/// A striped bumblebee with glassy wings.
pub(crate) fn bee(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let yellow = c.main(rgb(0xFFC928));
    let black = rgb(0x3A2E2A);
    let glass = with_alpha(rgb(0xEAF6FF), 0.85);
    p.fill(&pen.oval(-10.0, -74.0, 14.0, 21.0, -20.0), glass);
    p.fill(
        &pen.poly(&[(-35.0, -46.0), (-48.0, -42.0), (-35.0, -37.0)]),
        black,
    );
    let (rx, ry) = (36.0f32, 25.0f32);
    p.fill(&pen.ellipse(0.0, -42.0, rx, ry), yellow);
    for x in [-20.0f32, -4.0, 12.0] {
        let h = 2.0 * ry * (1.0 - (x / rx).powi(2)).sqrt() * 0.97;
        p.fill_flat(&pen.rect(x - 4.5, -42.0 - h / 2.0, 9.0, h), black);
    }
    p.fill(&pen.oval(8.0, -76.0, 12.0, 19.0, 15.0), glass);
    for dx in [0.0f32, 8.0] {
        let feeler = pen.curve(
            (36.0 + dx * 0.2, -58.0),
            (40.0 + dx, -70.0),
            (48.0 + dx, -72.0),
        );
        p.stroke_px(&feeler, black, pen.len(1.3));
    }
    p.fill(&pen.circle(34.0, -46.0, 14.0), black);
    p.fill_flat(&pen.circle(39.0, -49.0, 4.5), Color::WHITE);
    eye(p, &pen, (40.0, -49.0), 2.4, c.asleep);
}

/// A ladybird from above: red shell, black head and spots.
pub(crate) fn ladybug(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let red = c.main(rgb(0xE0413A));
    let black = rgb(0x241C1C);
    for side in [-1.0f32, 1.0] {
        for y in [-62.0, -44.0, -26.0] {
            let leg = pen.line((side * 30.0, y), (side * 50.0, y + 6.0));
            p.stroke_px(&leg, black, pen.len(2.5));
        }
    }
    p.fill(&pen.circle(0.0, -80.0, 16.0), black);
    for side in [-1.0, 1.0] {
        p.fill_flat(&pen.circle(side * 7.0, -86.0, 3.0), Color::WHITE);
    }
    p.fill(&pen.ellipse(0.0, -40.0, 40.0, 38.0), red);
    p.stroke_px(&pen.line((0.0, -77.0), (0.0, -3.0)), black, pen.len(2.0));
    for (x, y, r) in [
        (-18.0, -58.0, 7.0),
        (18.0, -58.0, 7.0),
        (-24.0, -34.0, 6.0),
        (24.0, -34.0, 6.0),
        (-12.0, -16.0, 5.0),
        (12.0, -16.0, 5.0),
    ] {
        p.fill_flat(&pen.circle(x, y, r), black);
    }
    p.fill_flat(
        &pen.ellipse(-16.0, -64.0, 6.0, 3.0),
        with_alpha(Color::WHITE, 0.5),
    );
}

/// A snail: a spiral shell on a soft body with eye stalks.
pub(crate) fn snail(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let body = rgb(0xEBD3A0);
    let shell = c.main(rgb(0xD98545));
    for (base, tip) in [
        ((48.0, -36.0), (46.0, -60.0)),
        ((56.0, -34.0), (62.0, -57.0)),
    ] {
        p.stroke_px(&pen.line(base, tip), darken(body, 0.1), pen.len(2.5));
        p.fill_flat(&pen.circle(tip.0, tip.1, 3.2), ink());
    }
    let slug = [
        (-66.0, 0.0),
        (-60.0, -8.0),
        (20.0, -10.0),
        (40.0, -24.0),
        (50.0, -40.0),
        (60.0, -36.0),
        (58.0, -16.0),
        (44.0, -2.0),
    ];
    p.fill(&pen.blob(&slug), body);
    p.fill(&pen.circle(-10.0, -42.0, 32.0), shell);
    let spiral: Vec<(f32, f32)> = (0..=40)
        .map(|i| {
            let t = i as f32 / 40.0;
            let a = t * 2.6 * std::f32::consts::TAU;
            let r = 3.0 + 24.0 * t;
            (-10.0 + r * a.cos(), -42.0 + r * a.sin())
        })
        .collect();
    p.stroke_px(&pen.wave(&spiral), darken(shell, 0.3), pen.len(2.2));
    p.stroke_px(&pen.arc(50.0, -28.0, 5.0, 30.0, 120.0), ink(), pen.len(1.2));
}
