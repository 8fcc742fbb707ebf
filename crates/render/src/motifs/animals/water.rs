//! Fish, whales, dolphins, turtles and frogs.

use super::{blush, eye, ink};
use crate::color::{darken, lighten, rgb, with_alpha};
use crate::draw::Painter;
use crate::motifs::{Paints, Spot};
use crate::rng::Rng;
use tiny_skia::Color;

/// A goldfish: fan tail, fins, a big eye and a few bubbles.
pub(crate) fn fish(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let scales = c.main(rgb(0xFF8C42));
    let fin = darken(scales, 0.12);
    p.fill(
        &pen.blob(&[
            (-28.0, -50.0),
            (-72.0, -82.0),
            (-60.0, -50.0),
            (-72.0, -18.0),
        ]),
        fin,
    );
    p.fill(&pen.petal((2.0, -74.0), 28.0, 14.0, -160.0, 0.8), fin);
    p.fill(&pen.petal((2.0, -26.0), 24.0, 12.0, 160.0, 0.8), fin);
    p.fill(&pen.ellipse(8.0, -50.0, 44.0, 28.0), scales);
    p.fill_flat(&pen.ellipse(12.0, -38.0, 28.0, 11.0), lighten(scales, 0.3));
    p.stroke_px(
        &pen.arc(44.0, -50.0, 17.0, 130.0, 230.0),
        darken(scales, 0.2),
        pen.len(1.6),
    );
    for (x, y) in [(-4.0, -58.0), (8.0, -64.0), (-10.0, -46.0), (2.0, -50.0)] {
        p.stroke_px(
            &pen.arc(x, y, 6.0, 120.0, 240.0),
            darken(scales, 0.14),
            pen.len(1.2),
        );
    }
    p.fill_flat(&pen.circle(34.0, -56.0, 7.0), Color::WHITE);
    eye(p, &pen, (35.0, -56.0), 4.0, c.asleep);
    for (x, y, r) in [(62.0, -78.0, 4.0), (68.0, -92.0, 3.0)] {
        p.stroke_px(
            &pen.circle(x, y, r),
            with_alpha(Color::WHITE, 0.8),
            pen.len(1.0),
        );
    }
}

/// A blue whale with a striped belly and a spout of water.
pub(crate) fn whale(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let blue = c.main(rgb(0x4A7FC1));
    let spray = rgb(0xBFE3FF);
    for dx in [-10.0f32, 0.0, 10.0] {
        let jet = pen.curve((50.0, -80.0), (50.0 + dx * 0.3, -92.0), (50.0 + dx, -99.0));
        p.stroke_px(&jet, spray, pen.len(3.0));
    }
    for angle in [-150.0, -100.0] {
        p.fill(&pen.petal((-70.0, -46.0), 26.0, 14.0, angle, 0.8), blue);
    }
    let body = [
        (-72.0, -44.0),
        (-50.0, -26.0),
        (-10.0, -10.0),
        (40.0, -8.0),
        (82.0, -20.0),
        (92.0, -46.0),
        (80.0, -70.0),
        (50.0, -80.0),
        (10.0, -72.0),
        (-30.0, -54.0),
    ];
    p.fill(&pen.blob(&body), blue);
    p.fill_flat(&pen.ellipse(44.0, -20.0, 40.0, 9.0), lighten(blue, 0.55));
    for x in [20.0f32, 34.0, 48.0, 62.0] {
        p.stroke_px(
            &pen.line((x, -26.0), (x + 2.0, -13.0)),
            lighten(blue, 0.3),
            pen.len(1.2),
        );
    }
    p.fill(
        &pen.petal((30.0, -30.0), 20.0, 10.0, 150.0, 0.8),
        darken(blue, 0.12),
    );
    eye(p, &pen, (62.0, -44.0), 3.2, c.asleep);
    p.stroke_px(
        &pen.arc(74.0, -40.0, 10.0, 60.0, 120.0),
        ink(),
        pen.len(1.4),
    );
}

/// A dolphin leaping in an arc.
pub(crate) fn dolphin(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let grey = c.main(rgb(0x7FA6C9));
    for angle in [100.0, 160.0] {
        p.fill(&pen.petal((-66.0, -30.0), 20.0, 10.0, angle, 0.8), grey);
    }
    p.fill(
        &pen.poly(&[(-8.0, -76.0), (2.0, -97.0), (12.0, -78.0)]),
        darken(grey, 0.1),
    );
    let body = [
        (-68.0, -30.0),
        (-48.0, -60.0),
        (-10.0, -80.0),
        (30.0, -78.0),
        (56.0, -62.0),
        (74.0, -54.0),
        (56.0, -48.0),
        (30.0, -56.0),
        (-6.0, -58.0),
        (-40.0, -42.0),
        (-60.0, -22.0),
    ];
    p.fill(&pen.blob(&body), grey);
    p.fill_flat(&pen.ellipse(20.0, -58.0, 26.0, 4.0), lighten(grey, 0.45));
    p.fill(
        &pen.petal((20.0, -60.0), 18.0, 9.0, 125.0, 0.8),
        darken(grey, 0.15),
    );
    eye(p, &pen, (44.0, -66.0), 2.6, c.asleep);
}

/// A turtle: a patterned dome shell, a smiling head out in front.
pub(crate) fn turtle(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let skin = rgb(0x9CCB6A);
    let shell = c.main(rgb(0x4C9A5A));
    for (x, y) in [(-40.0, -6.0), (-20.0, -4.0), (22.0, -4.0), (42.0, -6.0)] {
        p.fill(&pen.ellipse(x, y, 9.0, 6.0), skin);
    }
    p.fill(&pen.petal((-50.0, -14.0), 14.0, 7.0, 170.0, 0.8), skin);
    p.fill(&pen.ellipse(52.0, -20.0, 12.0, 8.0), skin);
    p.fill(&pen.circle(64.0, -28.0, 13.0), skin);
    let dome = [
        (-50.0, -12.0),
        (-44.0, -42.0),
        (-20.0, -62.0),
        (10.0, -64.0),
        (38.0, -44.0),
        (48.0, -12.0),
    ];
    p.fill(&pen.blob(&dome), shell);
    let plate = lighten(shell, 0.25);
    for (x, y, r) in [(0.0, -38.0, 12.0), (-27.0, -30.0, 9.0), (26.0, -30.0, 9.0)] {
        let hex: Vec<(f32, f32)> = (0..6)
            .map(|k| {
                let a = (k as f32 * 60.0 + 30.0).to_radians();
                (x + r * a.cos(), y + r * a.sin())
            })
            .collect();
        p.fill_flat(&pen.poly(&hex), plate);
    }
    p.fill(
        &pen.rrect(-54.0, -16.0, 106.0, 8.0, 4.0),
        darken(shell, 0.15),
    );
    eye(p, &pen, (68.0, -32.0), 2.6, c.asleep);
    p.stroke_px(&pen.arc(66.0, -28.0, 6.0, 40.0, 110.0), ink(), pen.len(1.2));
}

/// A green frog sitting: eyes on top, a wide smile.
pub(crate) fn frog(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let green = c.main(rgb(0x5DBB63));
    for side in [-1.0, 1.0] {
        p.fill(
            &pen.ellipse(side * 36.0, -12.0, 16.0, 10.0),
            darken(green, 0.12),
        );
        p.fill(
            &pen.ellipse(side * 46.0, -3.0, 10.0, 3.5),
            darken(green, 0.12),
        );
    }
    p.fill(&pen.ellipse(0.0, -28.0, 40.0, 26.0), green);
    p.fill_flat(&pen.ellipse(0.0, -18.0, 26.0, 15.0), rgb(0xE4F2A8));
    for side in [-1.0, 1.0] {
        p.fill(&pen.ellipse(side * 14.0, -3.0, 8.0, 4.0), green);
        p.fill(&pen.circle(side * 18.0, -52.0, 13.0), green);
        p.fill_flat(&pen.circle(side * 18.0, -53.0, 9.0), Color::WHITE);
        eye(p, &pen, (side * 18.0, -53.0), 5.0, c.asleep);
    }
    p.stroke_px(
        &pen.arc(0.0, -44.0, 18.0, 35.0, 145.0),
        darken(green, 0.45),
        pen.len(1.8),
    );
    blush(p, &pen.sub(0.0, -34.0, 20.0), 1.2, 0.05, 0.3);
}
