//! Cabins, castles, lighthouses, windmills and tents: buildings that
//! stand on the scene's ground.

use super::{Paints, Spot};
use crate::color::{darken, lighten, rgb, with_alpha};
use crate::draw::Painter;
use crate::draw::pen::Pen;
use crate::rng::Rng;
use tiny_skia::Color;

/// Warm lamplight in a window.
fn window(p: &mut Painter, pen: &Pen, x: f32, y: f32, w: f32, h: f32, frame: Color) {
    p.fill(&pen.rect(x, y, w, h), rgb(0xFFD27A));
    p.stroke_px(
        &pen.line((x + w / 2.0, y), (x + w / 2.0, y + h)),
        frame,
        pen.len(1.4),
    );
    p.stroke_px(
        &pen.line((x, y + h / 2.0), (x + w, y + h / 2.0)),
        frame,
        pen.len(1.4),
    );
}

/// A log cabin with a chimney, lit windows and, in snow, a white roof.
pub(crate) fn cabin(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let wood = c.main(rgb(0x9C6640));
    let roof = rgb(0x7A3B2E);
    p.fill(&pen.rect(20.0, -90.0, 10.0, 26.0), rgb(0x8A8078));
    p.fill(&pen.rect(-40.0, -52.0, 80.0, 52.0), wood);
    for k in 1..6 {
        let y = -52.0 + k as f32 * 8.7;
        p.stroke_px(
            &pen.line((-40.0, y), (40.0, y)),
            darken(wood, 0.25),
            pen.len(1.1),
        );
        for x in [-40.0, 40.0] {
            p.fill_flat(&pen.circle(x, y - 4.3, 3.6), lighten(wood, 0.2));
        }
    }
    p.fill(
        &pen.poly(&[(-51.0, -49.0), (0.0, -88.0), (51.0, -49.0)]),
        roof,
    );
    if c.snowy {
        let snow = [
            (-51.0, -49.0),
            (0.0, -88.0),
            (51.0, -49.0),
            (45.0, -47.0),
            (0.0, -80.0),
            (-45.0, -47.0),
        ];
        p.fill(&pen.poly(&snow), rgb(0xF8FBFF));
    }
    p.fill(&pen.rrect(-8.0, -30.0, 16.0, 30.0, 3.0), darken(wood, 0.35));
    p.fill_flat(&pen.circle(4.0, -15.0, 1.4), rgb(0xF2C14E));
    for x in [-32.0, 18.0] {
        window(p, &pen, x, -40.0, 14.0, 14.0, darken(wood, 0.4));
    }
}

/// A fairy-tale castle: two towers with pointed roofs and a gate.
pub(crate) fn castle(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let stone = c.main(rgb(0xC2BCCB));
    let roof = c.accent(0);
    let dark = rgb(0x4A3F55);
    p.fill(&pen.rect(-14.0, -84.0, 28.0, 30.0), darken(stone, 0.05));
    p.fill(
        &pen.poly(&[(-17.0, -84.0), (0.0, -100.0), (17.0, -84.0)]),
        c.accent(3),
    );
    p.fill(&pen.rect(-34.0, -60.0, 68.0, 60.0), stone);
    for k in 0..7 {
        p.fill(&pen.rect(-34.0 + k as f32 * 10.0, -66.0, 6.0, 7.0), stone);
    }
    for x in [-50.0, 28.0] {
        p.fill(&pen.rect(x, -76.0, 22.0, 76.0), darken(stone, 0.1));
        p.fill(
            &pen.poly(&[(x - 3.0, -76.0), (x + 11.0, -98.0), (x + 25.0, -76.0)]),
            roof,
        );
        p.fill(&pen.rrect(x + 7.0, -60.0, 8.0, 13.0, 4.0), dark);
    }
    p.fill(&pen.rrect(-11.0, -28.0, 22.0, 28.0, 11.0), dark);
    p.fill_flat(&pen.rrect(-5.0, -78.0, 10.0, 14.0, 5.0), rgb(0xFFD27A));
}

/// A striped lighthouse with its lamp lit.
pub(crate) fn lighthouse(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let red = c.main(rgb(0xD64545));
    let half = |y: f32| 16.0 - 6.0 * (-y / 70.0);
    let beam = with_alpha(rgb(0xFFF3B0), 0.45);
    for dir in [-1.0f32, 1.0] {
        let ray = [(0.0, -82.0), (dir * 22.0, -92.0), (dir * 22.0, -74.0)];
        p.fill_flat(&pen.poly(&ray), beam);
    }
    p.fill(
        &pen.poly(&[(-16.0, 0.0), (16.0, 0.0), (10.0, -70.0), (-10.0, -70.0)]),
        rgb(0xFAF7F2),
    );
    for (y0, y1) in [(-14.0, -28.0), (-42.0, -56.0)] {
        let band = [
            (-half(y0), y0),
            (half(y0), y0),
            (half(y1), y1),
            (-half(y1), y1),
        ];
        p.fill_flat(&pen.poly(&band), red);
    }
    p.fill(&pen.rect(-14.0, -74.0, 28.0, 4.5), rgb(0x3A3440));
    p.fill(&pen.rect(-8.0, -88.0, 16.0, 14.0), rgb(0xFFE07A));
    p.fill(&pen.wedge(0.0, -88.0, 9.0, 180.0, 360.0), red);
    p.fill(&pen.rrect(-4.0, -12.0, 8.0, 12.0, 3.0), rgb(0x3A3440));
}

/// A windmill with four lattice sails.
pub(crate) fn windmill(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let wall = c.main(rgb(0xF2E6D0));
    let wood = rgb(0x7A5236);
    p.fill(
        &pen.poly(&[(-18.0, 0.0), (18.0, 0.0), (12.0, -58.0), (-12.0, -58.0)]),
        wall,
    );
    p.fill(
        &pen.poly(&[(-15.0, -57.0), (0.0, -75.0), (15.0, -57.0)]),
        rgb(0xA0463A),
    );
    p.fill(&pen.rrect(-5.0, -16.0, 10.0, 16.0, 5.0), wood);
    p.fill(&pen.circle(0.0, -40.0, 4.0), rgb(0x5A7FA8));
    for k in 0..4 {
        let a = (45.0 + k as f32 * 90.0f32).to_radians();
        let (dx, dy) = (a.cos(), a.sin());
        let (nx, ny) = (-dy, dx);
        let at =
            |along: f32, across: f32| (along * dx + across * nx, -64.0 + along * dy + across * ny);
        let blade = [at(6.0, 0.0), at(36.0, 0.0), at(36.0, 9.0), at(6.0, 9.0)];
        p.fill(&pen.poly(&blade), with_alpha(Color::WHITE, 0.9));
        for along in [14.0, 22.0, 30.0] {
            p.stroke_px(
                &pen.line(at(along, 0.0), at(along, 9.0)),
                wood,
                pen.len(1.0),
            );
        }
        p.stroke_px(&pen.line(at(0.0, 0.0), at(36.0, 0.0)), wood, pen.len(1.8));
    }
    p.fill(&pen.circle(0.0, -64.0, 3.5), wood);
}

/// A camping tent, its door open.
pub(crate) fn tent(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let canvas = c.main(rgb(0xE8743B));
    for dir in [-1.0f32, 1.0] {
        p.stroke_px(
            &pen.line((dir * 36.0, -30.0), (dir * 66.0, 0.0)),
            rgb(0x8A7A6A),
            pen.len(1.0),
        );
    }
    p.fill(
        &pen.poly(&[(-56.0, 0.0), (0.0, -80.0), (56.0, 0.0)]),
        canvas,
    );
    p.fill(
        &pen.poly(&[(0.0, -80.0), (-18.0, 0.0), (18.0, 0.0)]),
        darken(canvas, 0.15),
    );
    p.fill_flat(
        &pen.poly(&[(0.0, -54.0), (-11.0, 0.0), (11.0, 0.0)]),
        rgb(0x3A2A28),
    );
    p.stroke_px(
        &pen.line((0.0, -80.0), (0.0, -88.0)),
        rgb(0x6B4A2A),
        pen.len(2.0),
    );
}
