//! Songbirds, owls, ducks, swans, penguins, flamingos and hens.

use super::{blush, eye, ink};
use crate::color::{darken, lighten, rgb};
use crate::draw::Painter;
use crate::motifs::{Paints, Spot};
use crate::rng::Rng;

/// A robin in flight: red breast, raised wing, fanned tail.
pub(crate) fn bird(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let brown = c.main(rgb(0x7B5B46));
    p.fill(
        &pen.poly(&[
            (-24.0, -50.0),
            (-58.0, -64.0),
            (-56.0, -44.0),
            (-24.0, -40.0),
        ]),
        darken(brown, 0.1),
    );
    p.fill(
        &pen.petal((-2.0, -58.0), 40.0, 22.0, -110.0, 0.8),
        darken(brown, 0.2),
    );
    p.fill(&pen.ellipse(0.0, -44.0, 30.0, 22.0), brown);
    p.fill_flat(&pen.ellipse(14.0, -38.0, 16.0, 14.0), rgb(0xE8643C));
    p.fill(&pen.circle(22.0, -58.0, 15.0), brown);
    p.fill(
        &pen.poly(&[(35.0, -61.0), (47.0, -56.0), (35.0, -52.0)]),
        rgb(0xF2B134),
    );
    p.fill(
        &pen.petal((-8.0, -50.0), 44.0, 24.0, -140.0, 0.8),
        lighten(brown, 0.12),
    );
    eye(p, &pen, (27.0, -61.0), 2.6, c.asleep);
}

/// An owl on a branch facing us: ear tufts and big round eyes.
pub(crate) fn owl(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let brown = c.coat(rgb(0x8C6B4F));
    let cream = rgb(0xEBD9BC);
    let orange = rgb(0xF29E38);
    p.stroke_px(
        &pen.line((-40.0, -4.0), (40.0, -7.0)),
        rgb(0x7A5230),
        pen.len(6.0),
    );
    for side in [-1.0f32, 1.0] {
        p.fill(
            &pen.poly(&[
                (side * 28.0, -78.0),
                (side * 30.0, -99.0),
                (side * 13.0, -86.0),
            ]),
            brown,
        );
        p.fill(
            &pen.oval(side * 28.0, -42.0, 10.0, 24.0, side * -10.0),
            darken(brown, 0.18),
        );
    }
    let body = [
        (0.0, -92.0),
        (26.0, -80.0),
        (33.0, -48.0),
        (25.0, -14.0),
        (0.0, -6.0),
        (-25.0, -14.0),
        (-33.0, -48.0),
        (-26.0, -80.0),
    ];
    p.fill(&pen.blob(&body), brown);
    p.fill_flat(&pen.ellipse(0.0, -32.0, 18.0, 21.0), cream);
    for (x, y) in [
        (-8.0, -38.0),
        (8.0, -38.0),
        (0.0, -28.0),
        (-8.0, -20.0),
        (8.0, -20.0),
    ] {
        p.stroke_px(
            &pen.arc(x, y - 3.0, 3.5, 30.0, 150.0),
            darken(cream, 0.3),
            pen.len(1.2),
        );
    }
    for side in [-1.0, 1.0] {
        p.fill_flat(&pen.circle(side * 13.0, -64.0, 14.0), lighten(cream, 0.3));
        if c.asleep {
            eye(p, &pen, (side * 13.0, -64.0), 6.0, true);
        } else {
            p.fill_flat(&pen.circle(side * 13.0, -64.0, 9.5), orange);
            eye(p, &pen, (side * 13.0, -64.0), 5.5, false);
        }
    }
    p.fill(
        &pen.poly(&[(-4.0, -57.0), (4.0, -57.0), (0.0, -49.0)]),
        orange,
    );
    for x in [-8.0, 8.0] {
        p.fill_flat(&pen.ellipse(x, -7.0, 4.0, 2.5), orange);
    }
}

/// A yellow duck afloat, orange bill.
pub(crate) fn duck(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let yellow = c.main(rgb(0xFFD23F));
    let body = [
        (-58.0, -48.0),
        (-46.0, -12.0),
        (-10.0, -2.0),
        (30.0, -6.0),
        (46.0, -22.0),
        (34.0, -38.0),
        (0.0, -42.0),
        (-36.0, -36.0),
    ];
    p.fill(&pen.blob(&body), yellow);
    p.fill(
        &pen.petal((-4.0, -24.0), 34.0, 18.0, -172.0, 0.8),
        darken(yellow, 0.1),
    );
    p.fill(&pen.circle(28.0, -62.0, 18.0), yellow);
    p.fill(&pen.ellipse(48.0, -56.0, 12.0, 5.5), rgb(0xF28C28));
    eye(p, &pen, (33.0, -67.0), 2.8, c.asleep);
    blush(p, &pen.sub(28.0, -62.0, 18.0), 0.45, 0.35, 0.2);
}

/// A white swan afloat, its long neck curved.
pub(crate) fn swan(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let white = c.main(rgb(0xFBFBF8));
    let neck = [(26.0, -22.0), (38.0, -50.0), (22.0, -74.0), (27.0, -88.0)];
    p.stroke_px(&pen.wave(&neck), darken(white, 0.06), pen.len(9.0));
    let body = [
        (-50.0, -26.0),
        (-40.0, -6.0),
        (10.0, -2.0),
        (42.0, -10.0),
        (46.0, -22.0),
        (20.0, -34.0),
        (-20.0, -36.0),
        (-50.0, -44.0),
    ];
    p.fill(&pen.blob(&body), white);
    p.fill(
        &pen.petal((-6.0, -20.0), 42.0, 22.0, -168.0, 0.8),
        darken(white, 0.08),
    );
    p.fill(&pen.circle(30.0, -89.0, 7.0), white);
    p.fill(
        &pen.poly(&[(35.0, -92.0), (50.0, -84.0), (35.0, -85.0)]),
        rgb(0xF28C28),
    );
    p.fill_flat(&pen.circle(35.0, -88.5, 2.2), ink());
    eye(p, &pen, (29.0, -91.0), 1.8, c.asleep);
}
