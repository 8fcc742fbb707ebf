//! Dogs, cats, rabbits, mice, hedgehogs and squirrels.

use super::{blush, eye, eyes, ink, legs, pointed_ear, whiskers};
use crate::color::{darken, lighten, rgb};
use crate::draw::Painter;
use crate::motifs::{Paints, Spot};
use crate::rng::Rng;

/// A dog standing side on, its face turned to us: floppy ears, a collar.
pub(crate) fn dog(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let coat = c.coat(rgb(0xD9A55B));
    let ears = darken(coat, 0.32);
    let tail = [(-42.0, -44.0), (-54.0, -54.0), (-58.0, -72.0)];
    p.stroke_px(&pen.wave(&tail), coat, pen.len(7.0));
    legs(p, &pen, &[-36.0, -22.0], -32.0, 10.0, darken(coat, 0.1));
    legs(p, &pen, &[10.0, 24.0], -32.0, 10.0, coat);
    p.fill(&pen.ellipse(-8.0, -40.0, 38.0, 19.0), coat);
    let head = pen.sub(30.0, -64.0, 23.0);
    p.fill(&head.rrect(-0.7, 0.7, 1.4, 0.28, 0.14), c.accent(0));
    p.fill(&head.ellipse(0.0, 0.0, 1.0, 0.92), coat);
    p.fill(&head.ellipse(0.0, 0.45, 0.55, 0.42), lighten(coat, 0.5));
    for side in [-1.0, 1.0] {
        p.fill(&head.oval(side * 0.9, 0.1, 0.3, 0.7, side * -16.0), ears);
    }
    p.fill(&head.oval(0.0, 0.24, 0.24, 0.16, 0.0), ink());
    if !c.asleep {
        p.fill_flat(&head.ellipse(0.0, 0.72, 0.14, 0.12), rgb(0xF27C8E));
    }
    let mouth = head.wave(&[(-0.24, 0.5), (0.0, 0.6), (0.24, 0.5)]);
    p.stroke_px(&mouth, ink(), head.len(0.05));
    eyes(p, &head, 0.38, -0.18, 0.12, c.asleep);
}

/// A cat sitting upright: pointed ears, whiskers, a long curling tail.
pub(crate) fn cat(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let coat = c.coat(rgb(0x9AA3AE));
    let stripe = darken(coat, 0.22);
    let tail = [(20.0, -6.0), (44.0, -4.0), (54.0, -18.0), (50.0, -38.0)];
    p.stroke_px(&pen.wave(&tail), coat, pen.len(8.0));
    let body = [
        (-24.0, 0.0),
        (-28.0, -20.0),
        (-18.0, -44.0),
        (0.0, -50.0),
        (18.0, -44.0),
        (28.0, -20.0),
        (24.0, 0.0),
    ];
    p.fill(&pen.blob(&body), coat);
    let chest = [
        (-9.0, -6.0),
        (-11.0, -26.0),
        (0.0, -40.0),
        (11.0, -26.0),
        (9.0, -6.0),
    ];
    p.fill_flat(&pen.blob(&chest), lighten(coat, 0.6));
    for x in [-10.0, 10.0] {
        p.fill(&pen.ellipse(x, -4.0, 8.0, 5.0), lighten(coat, 0.5));
    }
    let head = pen.sub(0.0, -66.0, 22.0);
    for side in [-1.0, 1.0] {
        pointed_ear(p, &head, side, 1.0, coat, rgb(0xF4A7B5));
    }
    p.fill(&head.ellipse(0.0, 0.0, 1.1, 0.92), coat);
    for x in [-0.18, 0.0, 0.18] {
        p.stroke_px(&head.line((x, -0.9), (x, -0.6)), stripe, head.len(0.07));
    }
    eyes(p, &head, 0.42, -0.05, 0.14, c.asleep);
    let nose = head.poly(&[(-0.12, 0.25), (0.12, 0.25), (0.0, 0.38)]);
    p.fill_flat(&nose, rgb(0xE8808F));
    whiskers(p, &head, (0.0, 0.38), 0.55);
    blush(p, &head, 0.62, 0.35, 0.16);
}

/// A rabbit sitting up facing us, long ears raised.
pub(crate) fn rabbit(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let coat = c.coat(rgb(0xD9CBBE));
    let inner = rgb(0xF4B4C0);
    p.fill(&pen.ellipse(0.0, -22.0, 30.0, 23.0), coat);
    p.fill_flat(&pen.ellipse(0.0, -18.0, 16.0, 15.0), lighten(coat, 0.6));
    for x in [-16.0, 16.0] {
        p.fill(&pen.ellipse(x, -3.0, 11.0, 5.0), lighten(coat, 0.3));
    }
    for side in [-1.0f32, 1.0] {
        p.fill(&pen.oval(side * 9.0, -78.0, 7.0, 21.0, side * 10.0), coat);
        p.fill_flat(&pen.oval(side * 9.0, -77.0, 3.5, 15.0, side * 10.0), inner);
    }
    let head = pen.sub(0.0, -52.0, 18.0);
    p.fill(&head.ellipse(0.0, 0.0, 1.1, 0.95), coat);
    eyes(p, &head, 0.45, -0.1, 0.15, c.asleep);
    p.fill_flat(&head.ellipse(0.0, 0.28, 0.13, 0.1), inner);
    p.fill_flat(&head.rect(-0.09, 0.45, 0.18, 0.16), lighten(coat, 0.7));
    whiskers(p, &head, (0.0, 0.32), 0.55);
    blush(p, &head, 0.6, 0.35, 0.16);
}

/// A mouse side on: round ears, pointed nose, a long thin tail.
pub(crate) fn mouse(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let coat = c.coat(rgb(0xA7A2A9));
    let pink = rgb(0xF2A5B4);
    let tail = [
        (-38.0, -10.0),
        (-58.0, -6.0),
        (-68.0, -20.0),
        (-62.0, -40.0),
    ];
    p.stroke_px(&pen.wave(&tail), pink, pen.len(3.0));
    let body = [
        (-42.0, -8.0),
        (-42.0, -32.0),
        (-22.0, -50.0),
        (8.0, -50.0),
        (32.0, -36.0),
        (52.0, -14.0),
        (30.0, -4.0),
        (-20.0, -2.0),
    ];
    for x in [-20.0, 22.0] {
        p.fill(&pen.ellipse(x, -3.0, 8.0, 4.0), pink);
    }
    p.fill(&pen.blob(&body), coat);
    p.fill(&pen.circle(14.0, -52.0, 15.0), coat);
    p.fill_flat(&pen.circle(14.0, -52.0, 9.0), pink);
    p.fill_flat(&pen.circle(52.0, -14.0, 4.0), ink());
    eye(p, &pen, (34.0, -30.0), 4.0, c.asleep);
    whiskers(p, &pen.sub(46.0, -16.0, 20.0), (0.0, 0.0), 0.7);
}

/// A hedgehog: a dome of spines, a pointed pale face and a black nose.
pub(crate) fn hedgehog(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let spines = c.coat(rgb(0x7A5A43));
    let face = rgb(0xF1D9B6);
    let points: Vec<(f32, f32)> = (0..=36)
        .map(|i| {
            let a = std::f32::consts::PI * (1.0 + i as f32 / 36.0);
            let r = if i % 2 == 0 { 56.0 } else { 68.0 };
            (-8.0 + r * a.cos() * 0.95, r * a.sin() * 1.25)
        })
        .collect();
    for x in [-30.0, 20.0] {
        p.fill(&pen.ellipse(x, -3.0, 8.0, 4.0), darken(face, 0.2));
    }
    p.fill(&pen.poly(&points), spines);
    let muzzle = [
        (18.0, -2.0),
        (22.0, -36.0),
        (44.0, -34.0),
        (66.0, -12.0),
        (60.0, -4.0),
    ];
    p.fill(&pen.blob(&muzzle), face);
    p.fill_flat(&pen.circle(64.0, -10.0, 5.0), ink());
    eye(p, &pen, (42.0, -22.0), 3.5, c.asleep);
}

/// A squirrel sitting up with a nut, its bushy tail curled over its back.
pub(crate) fn squirrel(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let coat = c.coat(rgb(0xC0622F));
    let cream = rgb(0xF6DFC0);
    let tail = [
        (-6.0, -6.0),
        (-30.0, -16.0),
        (-44.0, -44.0),
        (-40.0, -76.0),
        (-22.0, -96.0),
        (-4.0, -92.0),
        (-8.0, -76.0),
        (-22.0, -62.0),
        (-18.0, -34.0),
    ];
    p.fill(&pen.blob(&tail), darken(coat, 0.05));
    p.fill(&pen.ellipse(8.0, -28.0, 19.0, 25.0), coat);
    p.fill_flat(&pen.ellipse(14.0, -26.0, 10.0, 17.0), cream);
    p.fill(&pen.ellipse(4.0, -3.0, 12.0, 5.0), coat);
    let nut = pen.sub(26.0, -40.0, 7.0);
    p.fill(&nut.ellipse(0.0, 0.4, 1.0, 1.1), rgb(0x9C6B3A));
    p.fill(&nut.rrect(-1.1, -0.9, 2.2, 0.9, 0.4), rgb(0x6B4A2A));
    let head = pen.sub(18.0, -62.0, 15.0);
    pointed_ear(p, &head, -1.0, 0.8, coat, darken(coat, 0.2));
    p.fill(&head.ellipse(0.0, 0.0, 1.0, 0.9), coat);
    p.fill_flat(&head.ellipse(0.45, 0.35, 0.45, 0.35), cream);
    p.fill_flat(&head.circle(0.95, 0.15, 0.14), ink());
    eye(p, &head, (0.35, -0.2), 0.16, c.asleep);
}
