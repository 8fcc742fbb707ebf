//! Apples, strawberries, cherries, lemons, watermelon and pumpkins.

use super::{Paints, Spot};
use crate::color::{darken, lighten, rgb, with_alpha};
use crate::draw::Painter;
use crate::rng::Rng;
use tiny_skia::Color;

fn leafy_green() -> Color {
    rgb(0x4E9A4A)
}

pub(crate) fn apple(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let red = c.main(rgb(0xD7263D));
    let body = [
        (0.0, -76.0),
        (22.0, -86.0),
        (44.0, -62.0),
        (38.0, -20.0),
        (16.0, -2.0),
        (0.0, -8.0),
        (-16.0, -2.0),
        (-38.0, -20.0),
        (-44.0, -62.0),
        (-22.0, -86.0),
    ];
    p.fill(&pen.blob(&body), red);
    p.stroke_px(
        &pen.curve((0.0, -76.0), (2.0, -88.0), (6.0, -96.0)),
        rgb(0x6B4A2A),
        pen.len(3.0),
    );
    p.fill(
        &pen.petal((4.0, -88.0), 24.0, 12.0, -20.0, 0.7),
        leafy_green(),
    );
    p.fill_flat(
        &pen.oval(-22.0, -60.0, 6.0, 12.0, 20.0),
        with_alpha(Color::WHITE, 0.45),
    );
}

pub(crate) fn strawberry(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let red = c.main(rgb(0xE0313F));
    let body = [
        (0.0, -80.0),
        (30.0, -78.0),
        (40.0, -56.0),
        (24.0, -20.0),
        (0.0, -2.0),
        (-24.0, -20.0),
        (-40.0, -56.0),
        (-30.0, -78.0),
    ];
    p.fill(&pen.blob(&body), red);
    for (x, y) in [
        (-18.0, -60.0),
        (0.0, -64.0),
        (18.0, -60.0),
        (-24.0, -42.0),
        (-8.0, -44.0),
        (8.0, -44.0),
        (24.0, -42.0),
        (-12.0, -26.0),
        (4.0, -24.0),
        (0.0, -12.0),
    ] {
        p.fill_flat(&pen.oval(x, y, 1.6, 2.6, 0.0), rgb(0xFFE08A));
    }
    for deg in [165.0, 125.0, 90.0, 55.0, 15.0] {
        p.fill(&pen.petal((0.0, -80.0), 20.0, 9.0, deg, 0.7), leafy_green());
    }
    p.stroke_px(
        &pen.line((0.0, -84.0), (2.0, -97.0)),
        leafy_green(),
        pen.len(3.0),
    );
}

pub(crate) fn cherry(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let red = c.main(rgb(0xB0152A));
    for (x, y) in [(-20.0, -26.0), (20.0, -22.0)] {
        p.stroke_px(
            &pen.curve((x, y - 20.0), (x * 0.3, -70.0), (4.0, -90.0)),
            rgb(0x5E7A3A),
            pen.len(2.5),
        );
    }
    p.fill(
        &pen.petal((4.0, -90.0), 28.0, 14.0, -20.0, 0.7),
        leafy_green(),
    );
    for (x, y) in [(-20.0, -26.0), (20.0, -22.0)] {
        p.fill(&pen.circle(x, y, 21.0), red);
        p.fill_flat(
            &pen.oval(x - 8.0, y - 8.0, 4.0, 6.0, 30.0),
            with_alpha(Color::WHITE, 0.5),
        );
    }
}

pub(crate) fn lemon(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let yellow = c.main(rgb(0xFFD93B));
    let body = [
        (-62.0, -40.0),
        (-46.0, -64.0),
        (0.0, -76.0),
        (46.0, -64.0),
        (62.0, -40.0),
        (46.0, -14.0),
        (0.0, -4.0),
        (-46.0, -14.0),
    ];
    p.fill(&pen.blob(&body), yellow);
    p.fill(
        &pen.petal((30.0, -70.0), 28.0, 13.0, -30.0, 0.7),
        leafy_green(),
    );
    p.fill_flat(
        &pen.oval(-18.0, -54.0, 14.0, 5.0, -10.0),
        with_alpha(Color::WHITE, 0.45),
    );
}

/// A slice of watermelon.
pub(crate) fn watermelon(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    p.fill(&pen.wedge(0.0, -70.0, 76.0, 0.0, 180.0), rgb(0x3E8E41));
    p.fill_flat(&pen.wedge(0.0, -70.0, 70.0, 0.0, 180.0), rgb(0xE9F5D0));
    p.fill_flat(
        &pen.wedge(0.0, -70.0, 64.0, 0.0, 180.0),
        c.main(rgb(0xF0525F)),
    );
    for (x, y) in [
        (-34.0, -52.0),
        (-14.0, -42.0),
        (8.0, -36.0),
        (28.0, -46.0),
        (44.0, -58.0),
        (-4.0, -56.0),
        (18.0, -60.0),
    ] {
        p.fill_flat(&pen.oval(x, y, 2.4, 4.0, 0.0), rgb(0x2B1E1E));
    }
}

pub(crate) fn pumpkin(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let orange = c.main(rgb(0xEE7F2D));
    for (x, rx, shade) in [
        (-30.0, 28.0, 0.1),
        (30.0, 28.0, 0.1),
        (-13.0, 26.0, 0.0),
        (13.0, 26.0, 0.0),
    ] {
        p.fill(&pen.ellipse(x, -38.0, rx, 37.0), darken(orange, shade));
    }
    p.fill(&pen.ellipse(0.0, -38.0, 20.0, 38.0), lighten(orange, 0.08));
    p.fill(&pen.rrect(-4.0, -90.0, 9.0, 16.0, 3.0), rgb(0x5E7A3A));
    p.stroke_px(
        &pen.wave(&[(4.0, -80.0), (16.0, -90.0), (26.0, -84.0)]),
        leafy_green(),
        pen.len(2.0),
    );
}
