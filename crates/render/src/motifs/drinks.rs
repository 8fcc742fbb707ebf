//! Coffee, tea, champagne and wine.

use super::{Paints, Spot};
use crate::color::{darken, lighten, rgb, with_alpha};
use crate::draw::Painter;
use crate::draw::pen::Pen;
use crate::rng::Rng;
use tiny_skia::Color;

/// Wisps of steam rising from `y`.
fn steam(p: &mut Painter, pen: &Pen, xs: &[f32], y: f32) {
    for &x in xs {
        let wisp = pen.wave(&[
            (x, y),
            (x + 4.0, y - 9.0),
            (x - 3.0, y - 18.0),
            (x + 2.0, y - 26.0),
        ]);
        p.stroke_px(&wisp, with_alpha(Color::WHITE, 0.75), pen.len(2.2));
    }
}

/// A mug of coffee with a latte heart.
pub(crate) fn coffee(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let mug = c.main(c.accent(2));
    p.fill(&pen.ellipse(-3.0, -2.0, 40.0, 4.0), darken(mug, 0.2));
    p.stroke_px(
        &pen.circle(26.0, -34.0, 13.0),
        darken(mug, 0.08),
        pen.len(7.0),
    );
    p.fill(&pen.rrect(-30.0, -66.0, 54.0, 64.0, 9.0), mug);
    p.fill_flat(&pen.ellipse(-3.0, -64.0, 24.0, 5.0), rgb(0x6B4226));
    let heart = pen.sub(-3.0, -64.0, 5.0);
    p.fill_flat(
        &heart.blob(&[
            (0.0, 0.8),
            (-1.2, -0.2),
            (-0.6, -0.7),
            (0.0, -0.2),
            (0.6, -0.7),
            (1.2, -0.2),
        ]),
        rgb(0xE9C9A0),
    );
    steam(p, &pen, &[-14.0, -3.0, 8.0], -74.0);
}

/// A round teapot pouring into a cup.
pub(crate) fn tea(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let china = c.main(rgb(0x7FB7BE));
    p.stroke_px(
        &pen.arc(-44.0, -40.0, 14.0, 90.0, 270.0),
        darken(china, 0.1),
        pen.len(5.0),
    );
    p.fill(
        &pen.poly(&[(12.0, -44.0), (38.0, -70.0), (44.0, -66.0), (20.0, -26.0)]),
        china,
    );
    p.fill(&pen.ellipse(-14.0, -38.0, 32.0, 28.0), china);
    for x in [-30.0, -14.0, 2.0] {
        p.fill_flat(&pen.circle(x, -38.0, 4.0), lighten(china, 0.5));
    }
    p.fill(&pen.ellipse(-14.0, -66.0, 16.0, 5.0), darken(china, 0.1));
    p.fill(&pen.circle(-14.0, -73.0, 4.0), darken(china, 0.15));
    let cup = pen.sub(50.0, 0.0, 1.0);
    p.fill(&cup.ellipse(0.0, -2.0, 18.0, 3.0), lighten(china, 0.2));
    p.stroke_px(&cup.circle(14.0, -14.0, 5.0), Color::WHITE, cup.len(3.0));
    p.fill(&cup.wedge(0.0, -24.0, 15.0, 0.0, 180.0), Color::WHITE);
    p.fill_flat(&cup.ellipse(0.0, -24.0, 14.0, 3.0), rgb(0xB5652A));
    steam(p, &cup, &[-4.0, 5.0], -30.0);
}

/// A bottle of bubbly beside a full flute.
pub(crate) fn champagne(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let bottle = c.main(rgb(0x2F5D45));
    let foil = rgb(0xE0B13A);
    let neck = [
        (-30.0, -58.0),
        (-24.0, -74.0),
        (-21.0, -94.0),
        (-13.0, -94.0),
        (-10.0, -74.0),
        (-4.0, -58.0),
    ];
    p.fill(&pen.poly(&neck), bottle);
    p.fill(&pen.rrect(-30.0, -62.0, 26.0, 62.0, 4.0), bottle);
    p.fill(&pen.rect(-22.0, -96.0, 10.0, 16.0), foil);
    p.fill(&pen.rect(-27.0, -44.0, 20.0, 20.0), rgb(0xFFF4DC));
    let glass = with_alpha(rgb(0xEAF6FF), 0.55);
    p.fill(
        &pen.poly(&[(10.0, -84.0), (28.0, -84.0), (24.0, -44.0), (14.0, -44.0)]),
        glass,
    );
    p.fill_flat(
        &pen.poly(&[(11.0, -72.0), (27.0, -72.0), (24.0, -46.0), (14.0, -46.0)]),
        with_alpha(foil, 0.8),
    );
    p.stroke_px(&pen.line((19.0, -44.0), (19.0, -3.0)), glass, pen.len(2.2));
    p.fill(&pen.ellipse(19.0, -2.0, 11.0, 2.5), glass);
    for (x, y) in [
        (16.0, -60.0),
        (21.0, -66.0),
        (18.0, -52.0),
        (22.0, -90.0),
        (14.0, -96.0),
    ] {
        p.fill_flat(&pen.circle(x, y, 1.4), Color::WHITE);
    }
}

/// A glass of red wine.
pub(crate) fn wine(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let glass = with_alpha(rgb(0xEAF6FF), 0.6);
    let bowl = [
        (-17.0, -94.0),
        (17.0, -94.0),
        (16.0, -68.0),
        (0.0, -52.0),
        (-16.0, -68.0),
    ];
    p.fill(&pen.blob(&bowl), glass);
    let wine = [
        (-16.0, -74.0),
        (16.0, -74.0),
        (14.0, -64.0),
        (0.0, -54.0),
        (-14.0, -64.0),
    ];
    p.fill_flat(&pen.blob(&wine), c.main(rgb(0x8E1B3A)));
    p.stroke_px(&pen.line((0.0, -53.0), (0.0, -4.0)), glass, pen.len(2.6));
    p.fill(&pen.ellipse(0.0, -3.0, 14.0, 3.0), glass);
    p.fill_flat(
        &pen.oval(-9.0, -84.0, 2.0, 6.0, 10.0),
        with_alpha(Color::WHITE, 0.8),
    );
}
