//! Penguins, flamingos and hens: birds that stand.

use super::{blush, eye, eyes, ink};
use crate::color::{darken, rgb};
use crate::draw::Painter;
use crate::motifs::{Paints, Spot};
use crate::rng::Rng;

/// A penguin standing: dark back, white front, orange beak and feet.
pub(crate) fn penguin(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let dark = c.main(rgb(0x27303B));
    let orange = rgb(0xF59E2E);
    for side in [-1.0f32, 1.0] {
        p.fill(&pen.ellipse(side * 10.0, -3.0, 8.0, 3.5), orange);
        p.fill(
            &pen.oval(side * 27.0, -44.0, 7.0, 20.0, side * -20.0),
            darken(dark, 0.2),
        );
    }
    p.fill(&pen.ellipse(0.0, -48.0, 28.0, 46.0), dark);
    p.fill_flat(&pen.ellipse(0.0, -38.0, 20.0, 33.0), rgb(0xFAFAF7));
    for side in [-1.0, 1.0] {
        p.fill_flat(&pen.circle(side * 8.0, -70.0, 10.0), rgb(0xFAFAF7));
    }
    let face = pen.sub(0.0, -70.0, 10.0);
    eyes(p, &face, 0.8, -0.1, 0.3, c.asleep);
    p.fill(
        &pen.poly(&[(-5.0, -64.0), (5.0, -64.0), (0.0, -56.0)]),
        orange,
    );
    blush(p, &face, 1.1, 0.55, 0.3);
}

/// A flamingo on one leg, neck in an S.
pub(crate) fn flamingo(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let pink = c.main(rgb(0xF48FB1));
    let leg = darken(pink, 0.15);
    p.stroke_px(&pen.line((2.0, -46.0), (2.0, 0.0)), leg, pen.len(2.5));
    p.stroke_px(
        &pen.wave(&[(-2.0, -46.0), (-12.0, -30.0), (2.0, -30.0)]),
        leg,
        pen.len(2.5),
    );
    p.fill(&pen.ellipse(5.0, -1.5, 6.0, 1.8), leg);
    let neck = [(12.0, -60.0), (22.0, -72.0), (12.0, -86.0), (17.0, -96.0)];
    p.stroke_px(&pen.wave(&neck), pink, pen.len(4.5));
    let body = [
        (-30.0, -66.0),
        (-18.0, -48.0),
        (4.0, -44.0),
        (18.0, -52.0),
        (14.0, -64.0),
        (-6.0, -68.0),
    ];
    p.fill(&pen.blob(&body), pink);
    p.fill(
        &pen.petal((8.0, -56.0), 26.0, 14.0, -172.0, 0.8),
        darken(pink, 0.12),
    );
    p.fill(&pen.circle(18.0, -94.0, 5.5), pink);
    p.fill(
        &pen.poly(&[(21.0, -97.0), (30.0, -93.0), (29.0, -86.0), (23.0, -91.0)]),
        rgb(0xF6E7D8),
    );
    p.fill_flat(
        &pen.poly(&[(28.0, -90.0), (30.0, -93.0), (29.0, -86.0)]),
        ink(),
    );
    eye(p, &pen, (18.0, -96.0), 1.5, c.asleep);
}

/// A white hen: red comb and wattle, yellow beak and legs.
pub(crate) fn chicken(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let white = c.main(rgb(0xFFFDF7));
    let yellow = rgb(0xF2B134);
    let red = rgb(0xE0413A);
    for x in [-6.0f32, 8.0] {
        p.stroke_px(&pen.line((x, -20.0), (x, -1.0)), yellow, pen.len(2.5));
        p.stroke_px(
            &pen.line((x - 5.0, 0.0), (x + 6.0, 0.0)),
            yellow,
            pen.len(2.0),
        );
    }
    for angle in [-120.0, -145.0, -168.0] {
        p.fill(
            &pen.petal((-24.0, -50.0), 26.0, 11.0, angle, 0.75),
            darken(white, 0.06),
        );
    }
    let body = [
        (-34.0, -50.0),
        (-28.0, -24.0),
        (0.0, -16.0),
        (26.0, -26.0),
        (30.0, -50.0),
        (20.0, -66.0),
        (-10.0, -58.0),
    ];
    p.fill(&pen.blob(&body), white);
    p.fill(
        &pen.petal((8.0, -40.0), 26.0, 14.0, -175.0, 0.8),
        darken(white, 0.08),
    );
    for (x, y) in [(18.0, -83.0), (24.0, -86.0), (30.0, -83.0)] {
        p.fill(&pen.circle(x, y, 5.0), red);
    }
    p.fill(&pen.circle(24.0, -70.0, 14.0), white);
    p.fill(
        &pen.poly(&[(36.0, -73.0), (46.0, -68.0), (36.0, -64.0)]),
        yellow,
    );
    p.fill(&pen.ellipse(35.0, -59.0, 3.0, 5.0), red);
    eye(p, &pen, (28.0, -73.0), 2.4, c.asleep);
}
