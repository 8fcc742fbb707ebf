//! Pies and picnics.

use super::{Paints, Spot};
use crate::color::{darken, lighten, rgb, with_alpha};
use crate::draw::Painter;
use crate::rng::Rng;

/// A lattice pie in its dish.
pub(crate) fn pie(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let crust = c.main(rgb(0xE3A857));
    p.fill(
        &pen.poly(&[(-64.0, -26.0), (64.0, -26.0), (54.0, 0.0), (-54.0, 0.0)]),
        rgb(0x8FB3C9),
    );
    p.fill(&pen.ellipse(0.0, -28.0, 62.0, 18.0), rgb(0xB03A48));
    for k in -3..=3 {
        let x = k as f32 * 15.0;
        let h = 17.0 * (1.0 - (x / 62.0).powi(2)).max(0.0).sqrt();
        p.stroke_px(
            &pen.line((x, -28.0 - h), (x, -28.0 + h)),
            crust,
            pen.len(4.5),
        );
    }
    for k in -1..=1 {
        let y = -28.0 + k as f32 * 8.0;
        let w = 62.0 * (1.0 - ((y + 28.0) / 18.0).powi(2)).max(0.0).sqrt();
        p.stroke_px(&pen.line((-w, y), (w, y)), crust, pen.len(4.5));
    }
    p.stroke_px(
        &pen.ellipse(0.0, -28.0, 62.0, 18.0),
        darken(crust, 0.1),
        pen.len(5.0),
    );
    for x in [-14.0f32, 0.0, 14.0] {
        let steam = pen.wave(&[
            (x, -50.0),
            (x + 4.0, -62.0),
            (x - 3.0, -74.0),
            (x + 2.0, -86.0),
        ]);
        p.stroke_px(&steam, with_alpha(rgb(0xFFFFFF), 0.7), pen.len(2.0));
    }
}

/// A gingham blanket with a wicker basket and an apple.
pub(crate) fn picnic(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let check = c.main(rgb(0xD64545));
    let corner = |u: f32, v: f32| {
        let y = -36.0 * v;
        let half = 88.0 - 22.0 * v;
        (half * (2.0 * u - 1.0), y)
    };
    p.fill(
        &pen.poly(&[
            corner(0.0, 0.0),
            corner(1.0, 0.0),
            corner(1.0, 1.0),
            corner(0.0, 1.0),
        ]),
        rgb(0xFFF8F0),
    );
    let band = with_alpha(check, 0.55);
    for k in 0..8 {
        let (u0, u1) = (k as f32 / 8.0, (k as f32 + 0.5) / 8.0);
        p.fill_flat(
            &pen.poly(&[
                corner(u0, 0.0),
                corner(u1, 0.0),
                corner(u1, 1.0),
                corner(u0, 1.0),
            ]),
            band,
        );
    }
    for k in 0..4 {
        let (v0, v1) = (k as f32 / 4.0, (k as f32 + 0.5) / 4.0);
        p.fill_flat(
            &pen.poly(&[
                corner(0.0, v0),
                corner(1.0, v0),
                corner(1.0, v1),
                corner(0.0, v1),
            ]),
            band,
        );
    }
    let wicker = rgb(0xC8914A);
    p.stroke_px(
        &pen.arc(20.0, -52.0, 20.0, 180.0, 360.0),
        darken(wicker, 0.2),
        pen.len(4.0),
    );
    p.fill(&pen.rrect(-4.0, -54.0, 48.0, 34.0, 5.0), wicker);
    for y in [-46.0f32, -38.0, -30.0] {
        p.stroke_px(
            &pen.line((-2.0, y), (42.0, y)),
            darken(wicker, 0.2),
            pen.len(1.2),
        );
    }
    p.fill(
        &pen.rrect(-7.0, -58.0, 54.0, 8.0, 3.0),
        lighten(wicker, 0.1),
    );
    p.fill(&pen.circle(-40.0, -24.0, 9.0), rgb(0xD7263D));
    p.fill_flat(
        &pen.petal((-40.0, -33.0), 8.0, 4.0, -40.0, 0.7),
        rgb(0x4E9A4A),
    );
}
