//! Horses, unicorns, sheep, pigs and cows.

use super::{blush, eye, eyes, feet, ink, legs, pointed_ear};
use crate::color::{darken, rgb};
use crate::draw::Painter;
use crate::draw::pen::Pen;
use crate::motifs::{Paints, Spot};
use crate::rng::Rng;
use tiny_skia::Color;

/// A horse side on: long legs and neck, a flowing mane and tail.
pub(crate) fn horse(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let coat = c.coat(rgb(0x8B5A3C));
    equine(p, &s.pen(), coat, &[rgb(0x4A2E20)], c.asleep);
}

/// A white horse with a golden horn and a rainbow mane.
pub(crate) fn unicorn(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    // Shrunk a little so the horn still fits the spot.
    let pen = s.pen().sub(0.0, 0.0, 0.86);
    let coat = c.coat(rgb(0xFBF7FF));
    let mane = [rgb(0xFF8FB1), rgb(0xFFD166), rgb(0x7FD8BE), rgb(0x9F8CFF)];
    equine(p, &pen, coat, &mane, c.asleep);
    let horn = pen.poly(&[(29.0, -96.0), (35.0, -95.0), (42.0, -116.0)]);
    p.fill(&horn, rgb(0xF2C14E));
    for k in 0..3 {
        let y = -99.0 - 5.0 * k as f32;
        let x = 31.0 + 2.0 * k as f32;
        p.stroke_px(
            &pen.line((x, y), (x + 4.0, y - 1.0)),
            rgb(0xC9962E),
            pen.len(0.8),
        );
    }
}

fn equine(p: &mut Painter, pen: &Pen, coat: Color, mane: &[Color], asleep: bool) {
    for (i, colour) in mane.iter().enumerate() {
        let d = i as f32 * 2.5;
        let tail = [(-40.0, -58.0 + d), (-50.0 - d, -42.0), (-46.0 - d, -18.0)];
        p.stroke_px(&pen.wave(&tail), *colour, pen.len(6.0));
    }
    let hooves = [-32.0, -24.0, 14.0, 22.0];
    legs(p, pen, &hooves[..2], -46.0, 7.0, darken(coat, 0.1));
    legs(p, pen, &hooves[2..], -46.0, 7.0, coat);
    feet(p, pen, &hooves, 5.0, 7.5, darken(coat, 0.55));
    p.fill(&pen.ellipse(-8.0, -50.0, 34.0, 15.0), coat);
    p.fill(
        &pen.poly(&[(8.0, -60.0), (24.0, -50.0), (36.0, -82.0), (24.0, -93.0)]),
        coat,
    );
    let head = [
        (22.0, -92.0),
        (31.0, -98.0),
        (40.0, -92.0),
        (56.0, -76.0),
        (54.0, -68.0),
        (44.0, -66.0),
        (30.0, -78.0),
    ];
    p.fill(&pen.blob(&head), coat);
    p.fill(
        &pen.poly(&[(25.0, -92.0), (27.0, -100.0), (32.0, -94.0)]),
        coat,
    );
    for (i, colour) in mane.iter().enumerate() {
        let d = i as f32 * 3.0;
        let strand = [
            (26.0 - d * 0.3, -96.0),
            (16.0 - d, -82.0),
            (10.0 - d, -62.0),
        ];
        p.stroke_px(&pen.wave(&strand), *colour, pen.len(6.0));
    }
    p.fill_flat(&pen.circle(52.0, -72.0, 1.6), ink());
    eye(p, pen, (37.0, -86.0), 2.6, asleep);
}

/// A fluffy sheep: scalloped wool, a dark face and legs.
pub(crate) fn sheep(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let wool = c.coat(rgb(0xF4F1EA));
    let face = rgb(0x3E3A3A);
    legs(p, &pen, &[-28.0, -14.0, 12.0, 26.0], -30.0, 6.0, face);
    let fleece: Vec<(f32, f32)> = (0..24)
        .map(|i| {
            let a = i as f32 / 24.0 * std::f32::consts::TAU;
            let r = if i % 2 == 0 { 1.0 } else { 1.12 };
            (-6.0 + 40.0 * r * a.cos(), -46.0 + 24.0 * r * a.sin())
        })
        .collect();
    p.fill(&pen.blob(&fleece), wool);
    let head = pen.sub(36.0, -52.0, 14.0);
    for side in [-1.0f32, 1.0] {
        p.fill(&head.oval(side * 1.0, -0.2, 0.5, 0.22, side * 20.0), face);
    }
    p.fill(&head.ellipse(0.0, 0.1, 0.75, 1.0), face);
    for x in [-0.45, 0.0, 0.45] {
        p.fill(&head.circle(x, -0.85 + 0.12 * x.abs(), 0.4), wool);
    }
    light_eyes(p, &head, 0.32, 0.05, 0.15, c.asleep);
}

/// Eyes on a dark face: white with a dark pupil.
fn light_eyes(p: &mut Painter, face: &Pen, apart: f32, y: f32, r: f32, asleep: bool) {
    for side in [-1.0, 1.0] {
        if asleep {
            let lid = face.arc(side * apart, y - 0.7 * r, r, 25.0, 155.0);
            p.stroke_px(&lid, Color::WHITE, face.len(0.4 * r));
        } else {
            p.fill_flat(&face.circle(side * apart, y, r), Color::WHITE);
            p.fill_flat(&face.circle(side * apart, y + 0.2 * r, 0.55 * r), ink());
        }
    }
}

/// A pink pig: a round snout, floppy ears and a curly tail.
pub(crate) fn pig(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let skin = c.coat(rgb(0xF4A6B5));
    let deep = darken(skin, 0.18);
    p.stroke_px(
        &pen.arc(-50.0, -50.0, 6.0, -40.0, 260.0),
        deep,
        pen.len(2.5),
    );
    legs(p, &pen, &[-32.0, -18.0], -28.0, 10.0, deep);
    legs(p, &pen, &[14.0, 28.0], -28.0, 10.0, skin);
    p.fill(&pen.ellipse(-6.0, -40.0, 42.0, 25.0), skin);
    let head = pen.sub(36.0, -50.0, 20.0);
    for side in [-1.0, 1.0] {
        pointed_ear(p, &head, side, 0.95, skin, deep);
    }
    p.fill(&head.circle(0.0, 0.0, 1.0), skin);
    p.fill(&head.ellipse(0.0, 0.35, 0.42, 0.3), deep);
    for side in [-1.0, 1.0] {
        p.fill_flat(
            &head.ellipse(side * 0.14, 0.35, 0.07, 0.12),
            darken(skin, 0.5),
        );
    }
    eyes(p, &head, 0.42, -0.25, 0.11, c.asleep);
    blush(p, &head, 0.68, 0.25, 0.16);
}

/// A black and white cow: patches, horns and a pink muzzle.
pub(crate) fn cow(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let white = rgb(0xFAF8F2);
    let patch = c.coat(rgb(0x2F2B2B));
    let pink = rgb(0xF2B8B5);
    p.stroke_px(
        &pen.wave(&[(-46.0, -54.0), (-52.0, -40.0), (-52.0, -28.0)]),
        white,
        pen.len(3.0),
    );
    p.fill(&pen.ellipse(-52.0, -26.0, 3.5, 5.0), patch);
    let hooves = [-32.0, -20.0, 14.0, 28.0];
    legs(p, &pen, &hooves, -32.0, 9.0, white);
    feet(p, &pen, &hooves, 5.0, 9.0, patch);
    p.fill(&pen.ellipse(-6.0, -46.0, 42.0, 21.0), white);
    for (x, y, rx, ry) in [
        (-22.0, -52.0, 11.0, 8.0),
        (6.0, -40.0, 9.0, 7.0),
        (-38.0, -40.0, 5.0, 6.0),
    ] {
        p.fill_flat(&pen.ellipse(x, y, rx, ry), patch);
    }
    let head = pen.sub(36.0, -62.0, 18.0);
    for side in [-1.0f32, 1.0] {
        p.fill(
            &head.petal(
                (side * 0.45, -0.8),
                0.65,
                0.3,
                if side < 0.0 { -125.0 } else { -55.0 },
                0.7,
            ),
            rgb(0xEFE2C0),
        );
        p.fill(&head.oval(side * 1.0, -0.35, 0.45, 0.2, side * 15.0), white);
    }
    p.fill(&head.ellipse(0.0, 0.0, 0.85, 1.0), white);
    p.fill_flat(&head.ellipse(0.35, -0.45, 0.35, 0.3), patch);
    p.fill(&head.ellipse(0.0, 0.62, 0.72, 0.42), pink);
    for side in [-1.0, 1.0] {
        p.fill_flat(
            &head.ellipse(side * 0.25, 0.62, 0.08, 0.12),
            darken(pink, 0.4),
        );
    }
    eyes(p, &head, 0.38, -0.1, 0.12, c.asleep);
}
