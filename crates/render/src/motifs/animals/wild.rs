//! Foxes, bears, deer, lions, pandas, elephants and dinosaurs.

use super::{eyes, feet, ink, legs, pointed_ear};
use crate::color::{darken, lighten, rgb};
use crate::draw::Painter;
use crate::motifs::{Paints, Spot};
use crate::rng::Rng;
use tiny_skia::Color;

/// A fox: orange coat, black socks, pointed ears and a white-tipped brush.
pub(crate) fn fox(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let coat = c.coat(rgb(0xE8742A));
    let white = rgb(0xFFF6EC);
    let socks = rgb(0x3B2A24);
    let tail = [
        (-34.0, -38.0),
        (-56.0, -36.0),
        (-72.0, -50.0),
        (-78.0, -70.0),
        (-72.0, -90.0),
        (-62.0, -84.0),
        (-58.0, -66.0),
        (-48.0, -54.0),
        (-34.0, -52.0),
    ];
    p.fill(&pen.blob(&tail), coat);
    let tip = [
        (-79.0, -72.0),
        (-74.0, -93.0),
        (-62.0, -86.0),
        (-66.0, -76.0),
    ];
    p.fill(&pen.blob(&tip), white);
    let back = [-30.0, -18.0];
    let front = [20.0, 32.0];
    legs(p, &pen, &back, -32.0, 8.0, darken(coat, 0.1));
    legs(p, &pen, &front, -32.0, 8.0, coat);
    feet(p, &pen, &back, 13.0, 8.0, socks);
    feet(p, &pen, &front, 13.0, 8.0, socks);
    p.fill(&pen.ellipse(-2.0, -40.0, 40.0, 17.0), coat);
    p.fill_flat(&pen.ellipse(28.0, -40.0, 11.0, 13.0), white);
    let head = pen.sub(36.0, -64.0, 20.0);
    for side in [-1.0, 1.0] {
        pointed_ear(p, &head, side, 0.95, coat, socks);
    }
    let face = [
        (-1.15, -0.3),
        (-0.8, -0.78),
        (0.0, -0.88),
        (0.8, -0.78),
        (1.15, -0.3),
        (0.7, 0.45),
        (0.0, 0.95),
        (-0.7, 0.45),
    ];
    p.fill(&head.blob(&face), coat);
    let cheeks = [
        (-1.08, -0.12),
        (-0.5, 0.16),
        (0.0, 0.32),
        (0.5, 0.16),
        (1.08, -0.12),
        (0.6, 0.52),
        (0.0, 0.96),
        (-0.6, 0.52),
    ];
    p.fill_flat(&head.blob(&cheeks), white);
    p.fill_flat(&head.circle(0.0, 0.84, 0.14), ink());
    eyes(p, &head, 0.4, -0.16, 0.12, c.asleep);
}

/// A brown bear on all fours, round ears and a pale muzzle.
pub(crate) fn bear(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let coat = c.coat(rgb(0x8A5A3B));
    let pale = lighten(coat, 0.45);
    legs(p, &pen, &[-34.0, -20.0], -30.0, 14.0, darken(coat, 0.12));
    legs(p, &pen, &[12.0, 28.0], -30.0, 14.0, coat);
    p.fill(&pen.circle(-47.0, -52.0, 5.0), coat);
    p.fill(&pen.ellipse(-6.0, -42.0, 42.0, 26.0), coat);
    let head = pen.sub(34.0, -62.0, 22.0);
    round_ears(p, &head, 0.72, coat, pale);
    p.fill(&head.circle(0.0, 0.0, 1.0), coat);
    p.fill(&head.ellipse(0.0, 0.4, 0.48, 0.36), pale);
    p.fill_flat(&head.oval(0.0, 0.24, 0.2, 0.14, 0.0), ink());
    eyes(p, &head, 0.38, -0.16, 0.12, c.asleep);
}

fn round_ears(
    p: &mut Painter,
    head: &crate::draw::pen::Pen,
    apart: f32,
    outer: Color,
    inner: Color,
) {
    for side in [-1.0, 1.0] {
        p.fill(&head.circle(side * apart, -0.72, 0.32), outer);
        p.fill_flat(&head.circle(side * apart, -0.72, 0.17), inner);
    }
}

/// A deer with antlers: slim legs, a white tail and a long gentle face.
pub(crate) fn deer(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let coat = c.coat(rgb(0xB77B4A));
    let cream = rgb(0xF5E6CF);
    let antler = rgb(0x8C6A4A);
    let hooves = [-28.0, -20.0, 4.0, 12.0];
    legs(p, &pen, &hooves, -42.0, 5.5, coat);
    feet(p, &pen, &hooves, 4.0, 5.5, ink());
    p.fill(&pen.ellipse(-36.0, -54.0, 4.0, 6.0), cream);
    p.fill(&pen.ellipse(-8.0, -48.0, 27.0, 13.0), coat);
    p.fill(
        &pen.poly(&[(6.0, -58.0), (18.0, -52.0), (24.0, -72.0), (14.0, -76.0)]),
        coat,
    );
    let head = pen.sub(19.0, -76.0, 10.0);
    for side in [-1.0f32, 1.0] {
        let beam = head.wave(&[(side * 0.4, -0.9), (side * 0.9, -1.7), (side * 1.5, -2.35)]);
        p.stroke_px(&beam, antler, head.len(0.22));
        for (from, to) in [((0.75, -1.5), (0.35, -2.2)), ((1.2, -2.0), (1.9, -2.1))] {
            let tine = head.line((side * from.0, from.1), (side * to.0, to.1));
            p.stroke_px(&tine, antler, head.len(0.18));
        }
        p.fill(
            &head.oval(side * 1.15, -0.55, 0.62, 0.28, side * 22.0),
            coat,
        );
        p.fill_flat(
            &head.oval(side * 1.15, -0.55, 0.36, 0.14, side * 22.0),
            cream,
        );
    }
    p.fill(&head.ellipse(0.0, 0.0, 0.85, 1.15), coat);
    p.fill_flat(&head.ellipse(0.0, 0.62, 0.52, 0.46), cream);
    p.fill_flat(&head.circle(0.0, 0.78, 0.2), ink());
    eyes(p, &head, 0.42, -0.15, 0.15, c.asleep);
}

/// A lion: golden coat, a big russet mane and a tufted tail.
pub(crate) fn lion(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let coat = c.coat(rgb(0xE3A23B));
    let mane = rgb(0xB8561E);
    let tail = [(-42.0, -46.0), (-60.0, -36.0), (-66.0, -54.0)];
    p.stroke_px(&pen.wave(&tail), coat, pen.len(4.0));
    p.fill(&pen.circle(-66.0, -57.0, 5.5), mane);
    legs(p, &pen, &[-34.0, -20.0], -30.0, 11.0, darken(coat, 0.1));
    legs(p, &pen, &[14.0, 28.0], -30.0, 11.0, coat);
    p.fill(&pen.ellipse(-6.0, -42.0, 40.0, 19.0), coat);
    let head = pen.sub(32.0, -60.0, 17.0);
    let ruff: Vec<(f32, f32)> = (0..28)
        .map(|i| {
            let a = i as f32 / 28.0 * std::f32::consts::TAU;
            let r = if i % 2 == 0 { 1.8 } else { 1.5 };
            (r * a.cos(), r * a.sin())
        })
        .collect();
    p.fill(&head.blob(&ruff), mane);
    round_ears(p, &head, 0.72, coat, lighten(coat, 0.3));
    p.fill(&head.circle(0.0, 0.0, 1.0), coat);
    p.fill(&head.ellipse(0.0, 0.42, 0.5, 0.36), lighten(coat, 0.5));
    p.fill_flat(
        &head.poly(&[(-0.2, 0.15), (0.2, 0.15), (0.0, 0.36)]),
        rgb(0x5A3424),
    );
    eyes(p, &head, 0.38, -0.16, 0.12, c.asleep);
}

/// A panda: white with black legs, shoulders, ears and eye patches.
pub(crate) fn panda(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let white = rgb(0xF7F5F0);
    let black = c.coat(rgb(0x2B2B2E));
    legs(p, &pen, &[-32.0, -18.0, 12.0, 26.0], -30.0, 13.0, black);
    p.fill(&pen.ellipse(-6.0, -42.0, 38.0, 24.0), white);
    p.fill(&pen.oval(16.0, -44.0, 10.0, 23.0, 18.0), black);
    let head = pen.sub(32.0, -62.0, 21.0);
    for side in [-1.0, 1.0] {
        p.fill(&head.circle(side * 0.78, -0.75, 0.3), black);
    }
    p.fill(&head.ellipse(0.0, 0.0, 1.05, 0.95), white);
    for side in [-1.0f32, 1.0] {
        p.fill_flat(
            &head.oval(side * 0.4, -0.02, 0.24, 0.33, side * -25.0),
            black,
        );
        if c.asleep {
            let lid = head.arc(side * 0.4, -0.08, 0.12, 25.0, 155.0);
            p.stroke_px(&lid, Color::WHITE, head.len(0.05));
        } else {
            p.fill_flat(&head.circle(side * 0.4, -0.06, 0.1), Color::WHITE);
            p.fill_flat(&head.circle(side * 0.4, -0.04, 0.055), ink());
        }
    }
    p.fill_flat(&head.oval(0.0, 0.34, 0.17, 0.11, 0.0), black);
}
