//! Things that fly: kites, aeroplanes and hot-air balloons.

use super::{Paints, Spot};
use crate::color::{darken, lighten, rgb};
use crate::draw::Painter;
use crate::rng::Rng;

pub(crate) fn kite(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let tail = [(0.0, -30.0), (8.0, -20.0), (-4.0, -10.0), (6.0, 0.0)];
    p.stroke_px(&pen.wave(&tail), rgb(0x5A4A3A), pen.len(1.2));
    for (i, &(x, y)) in tail[1..].iter().enumerate() {
        for deg in [0.0, 180.0] {
            p.fill(
                &pen.petal((x, y), 6.0, 5.0, deg + 20.0, 0.9),
                c.accent(i + 1),
            );
        }
    }
    let (top, right, bottom, left, mid) = (
        (0.0, -100.0),
        (30.0, -72.0),
        (0.0, -30.0),
        (-30.0, -72.0),
        (0.0, -72.0),
    );
    let main = c.main(c.accent(0));
    for (i, tri) in [
        [top, right, mid],
        [right, bottom, mid],
        [bottom, left, mid],
        [left, top, mid],
    ]
    .iter()
    .enumerate()
    {
        p.fill(
            &pen.poly(tri),
            if i % 2 == 0 {
                main
            } else {
                lighten(main, 0.35)
            },
        );
    }
    p.stroke_px(&pen.line(top, bottom), darken(main, 0.3), pen.len(1.2));
    p.stroke_px(&pen.line(left, right), darken(main, 0.3), pen.len(1.2));
}

pub(crate) fn airplane(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let body = c.main(rgb(0xF4F6FA));
    let stripe = c.accent(0);
    p.fill(
        &pen.poly(&[
            (-56.0, -62.0),
            (-76.0, -94.0),
            (-62.0, -94.0),
            (-38.0, -62.0),
        ]),
        stripe,
    );
    let fuselage = [
        (-72.0, -58.0),
        (-50.0, -66.0),
        (40.0, -67.0),
        (66.0, -60.0),
        (76.0, -50.0),
        (62.0, -42.0),
        (-50.0, -42.0),
        (-72.0, -50.0),
    ];
    p.fill(&pen.blob(&fuselage), body);
    p.fill_flat(&pen.rect(-60.0, -52.0, 118.0, 4.0), stripe);
    for k in 0..7 {
        p.fill_flat(
            &pen.circle(-30.0 + k as f32 * 11.0, -58.0, 2.6),
            rgb(0x5A7FA8),
        );
    }
    p.fill(
        &pen.poly(&[(-10.0, -48.0), (22.0, -48.0), (-2.0, -14.0), (-20.0, -14.0)]),
        darken(body, 0.12),
    );
    p.fill(
        &pen.poly(&[
            (-64.0, -54.0),
            (-48.0, -54.0),
            (-60.0, -40.0),
            (-70.0, -40.0),
        ]),
        darken(body, 0.12),
    );
}

pub(crate) fn hot_air_balloon(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let rope = rgb(0x6B4A2A);
    for side in [-1.0f32, 1.0] {
        p.stroke_px(
            &pen.line((side * 11.0, -30.0), (side * 8.0, -14.0)),
            rope,
            pen.len(1.2),
        );
    }
    p.fill(&pen.rrect(-10.0, -15.0, 20.0, 15.0, 2.0), rgb(0xC8914A));
    let envelope = [
        (0.0, -100.0),
        (28.0, -92.0),
        (37.0, -68.0),
        (30.0, -44.0),
        (12.0, -28.0),
        (-12.0, -28.0),
        (-30.0, -44.0),
        (-37.0, -68.0),
        (-28.0, -92.0),
    ];
    p.fill(&pen.blob(&envelope), c.main(c.accent(0)));
    let gore = [
        (0.0, -100.0),
        (13.0, -92.0),
        (16.0, -68.0),
        (11.0, -44.0),
        (4.0, -29.0),
        (-4.0, -29.0),
        (-11.0, -44.0),
        (-16.0, -68.0),
        (-13.0, -92.0),
    ];
    p.fill(&pen.blob(&gore), c.accent(1));
    p.fill_flat(
        &pen.rect(-30.0, -46.0, 60.0, 4.0),
        lighten(c.accent(3), 0.2),
    );
}
