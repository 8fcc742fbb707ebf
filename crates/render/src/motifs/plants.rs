//! Trees, palms, cacti, mushrooms, leaves, wreaths and pot plants.

use super::botanical;
use super::flowers::leaf_at;
use super::winter::{self, Dress};
use super::{Paints, Spot};
use crate::color::{darken, lighten, rgb, with_alpha};
use crate::draw::Painter;
use crate::rng::Rng;
use std::f32::consts::TAU;

/// A broadleaf tree: a round crown in the season's foliage.
pub(crate) fn tree(p: &mut Painter, s: &Spot, c: &Paints, rng: &mut Rng) {
    let pen = s.pen();
    let bark = rgb(0x7A5236);
    p.fill(
        &pen.poly(&[(-7.0, 0.0), (-4.0, -48.0), (4.0, -48.0), (7.0, 0.0)]),
        bark,
    );
    for dir in [-1.0f32, 1.0] {
        let branch = pen.line((0.0, -34.0), (dir * 14.0, -50.0));
        p.stroke_px(&branch, bark, pen.len(3.0));
    }
    let crown = c.main(c.palette.foliage);
    let outline: Vec<(f32, f32)> = (0..16)
        .map(|i| {
            let a = i as f32 / 16.0 * TAU;
            let r = if i % 2 == 0 { 1.0 } else { 0.88 } * rng.range(0.95, 1.05);
            (38.0 * r * a.cos(), -64.0 + 34.0 * r * a.sin())
        })
        .collect();
    p.fill(&pen.blob(&outline), crown);
    for (x, y, r) in [(-14.0, -76.0, 11.0), (12.0, -70.0, 9.0), (-4.0, -56.0, 8.0)] {
        p.fill_flat(&pen.circle(x, y, r), with_alpha(lighten(crown, 0.2), 0.7));
    }
}

/// A fir, snowy when the prompt asks for snow.
pub(crate) fn pine(p: &mut Painter, s: &Spot, c: &Paints, rng: &mut Rng) {
    let dress = if c.snowy { Dress::Snowy } else { Dress::Bare };
    let green = c.main(c.palette.foliage);
    winter::pine_at(p, s.x, s.base, s.size, green, dress, rng);
}

pub(crate) fn palm(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let bark = rgb(0x9C6B3A);
    let trunk = [(0.0, 0.0), (4.0, -30.0), (12.0, -56.0), (14.0, -74.0)];
    p.stroke_px(&pen.wave(&trunk), bark, pen.len(8.0));
    for k in 0..7 {
        let y = -8.0 - k as f32 * 9.5;
        let x = 1.0 + (k as f32 * 9.5 / 74.0).powf(1.3) * 13.0;
        p.stroke_px(
            &pen.line((x - 3.5, y), (x + 3.5, y - 1.0)),
            darken(bark, 0.25),
            pen.len(1.0),
        );
    }
    let green = c.main(c.palette.foliage);
    for (deg, len) in [
        (-175.0, 40.0),
        (-140.0, 38.0),
        (-100.0, 28.0),
        (-62.0, 36.0),
        (-25.0, 42.0),
        (8.0, 38.0),
        (160.0, 32.0),
    ] {
        let shade = if deg < -90.0 {
            darken(green, 0.08)
        } else {
            green
        };
        p.fill(&pen.petal((14.0, -76.0), len, 12.0, deg, 0.6), shade);
    }
    for (x, y) in [(10.0, -72.0), (17.0, -71.0), (13.0, -67.0)] {
        p.fill(&pen.circle(x, y, 3.8), rgb(0x6B4A2A));
    }
}

pub(crate) fn cactus(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let green = c.main(rgb(0x5FA35A));
    p.fill(&pen.rrect(-30.0, -64.0, 10.0, 30.0, 5.0), green);
    p.fill(&pen.rrect(-30.0, -42.0, 26.0, 10.0, 5.0), green);
    p.fill(&pen.rrect(20.0, -76.0, 10.0, 34.0, 5.0), green);
    p.fill(&pen.rrect(4.0, -50.0, 26.0, 10.0, 5.0), green);
    p.fill(&pen.rrect(-11.0, -90.0, 22.0, 90.0, 11.0), green);
    for x in [-4.0f32, 4.0] {
        p.stroke_px(
            &pen.line((x, -84.0), (x, -4.0)),
            darken(green, 0.15),
            pen.len(1.0),
        );
    }
    p.fill(&pen.circle(0.0, -92.0, 5.0), rgb(0xF27C9E));
}

pub(crate) fn mushroom(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let red = c.main(rgb(0xD9383A));
    let cream = rgb(0xF6E8D0);
    for (pen, big) in [
        (s.pen().sub(30.0, 0.0, 0.45), false),
        (s.pen().sub(-8.0, 0.0, 1.0), true),
    ] {
        p.fill(
            &pen.poly(&[(-9.0, 0.0), (-7.0, -50.0), (7.0, -50.0), (9.0, 0.0)]),
            cream,
        );
        let cap = [
            (-38.0, -46.0),
            (-34.0, -72.0),
            (-14.0, -90.0),
            (14.0, -90.0),
            (34.0, -72.0),
            (38.0, -46.0),
        ];
        p.fill(&pen.blob(&cap), red);
        p.fill_flat(&pen.ellipse(0.0, -47.0, 34.0, 5.0), darken(cream, 0.1));
        let spots: &[(f32, f32, f32)] = if big {
            &[
                (-18.0, -70.0, 6.0),
                (6.0, -80.0, 7.0),
                (22.0, -62.0, 5.0),
                (-4.0, -60.0, 4.0),
            ]
        } else {
            &[(-10.0, -70.0, 7.0), (12.0, -66.0, 7.0)]
        };
        for &(x, y, r) in spots {
            p.fill_flat(&pen.circle(x, y, r), cream);
        }
    }
}

/// Two leafy sprigs crossing.
pub(crate) fn leaf(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let green = c.main(c.palette.foliage);
    for (x, deg, len, bend) in [(-8.0, -102.0, 96.0, 0.12), (8.0, -68.0, 78.0, -0.1)] {
        let base = pen.at(x, 0.0);
        let shade = if x < 0.0 { green } else { lighten(green, 0.12) };
        botanical::sprig(p, base, pen.angle(deg), pen.len(len), shade, bend);
    }
}

pub(crate) fn wreath(p: &mut Painter, s: &Spot, c: &Paints, rng: &mut Rng) {
    let (x, y) = s.pen().at(0.0, -50.0);
    botanical::wreath(p, x, y, s.pen().len(37.0), c.palette, rng);
}

/// A leafy plant in a terracotta pot.
pub(crate) fn potted_plant(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let green = c.palette.foliage;
    for (deg, len) in [
        (-165.0, 44.0),
        (-135.0, 56.0),
        (-105.0, 62.0),
        (-75.0, 60.0),
        (-45.0, 54.0),
        (-15.0, 44.0),
    ] {
        leaf_at(p, &pen, (0.0, -32.0), len, deg, green);
    }
    let pot = c.main(rgb(0xC8663E));
    p.fill(
        &pen.poly(&[(-21.0, -30.0), (21.0, -30.0), (15.0, 0.0), (-15.0, 0.0)]),
        pot,
    );
    p.fill(&pen.rrect(-25.0, -36.0, 50.0, 9.0, 2.0), lighten(pot, 0.1));
}
