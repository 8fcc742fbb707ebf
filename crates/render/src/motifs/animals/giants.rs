//! Elephants and dinosaurs.

use super::{eye, ink, legs};
use crate::color::{darken, lighten, rgb};
use crate::draw::Painter;
use crate::motifs::{Paints, Spot};
use crate::rng::Rng;
use tiny_skia::Color;

/// An elephant: big ear, curling trunk, a small white tusk.
pub(crate) fn elephant(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let coat = c.coat(rgb(0x9AA7B4));
    p.stroke_px(
        &pen.line((-44.0, -52.0), (-52.0, -32.0)),
        coat,
        pen.len(3.0),
    );
    legs(p, &pen, &[-30.0, -14.0], -30.0, 14.0, darken(coat, 0.1));
    legs(p, &pen, &[10.0, 24.0], -30.0, 14.0, coat);
    p.fill(&pen.ellipse(-8.0, -48.0, 38.0, 26.0), coat);
    p.fill(&pen.circle(30.0, -62.0, 21.0), coat);
    let trunk = [(44.0, -52.0), (53.0, -36.0), (52.0, -18.0), (60.0, -11.0)];
    p.stroke_px(&pen.wave(&trunk), coat, pen.len(10.0));
    p.fill(
        &pen.petal((42.0, -47.0), 10.0, 4.0, 70.0, 0.8),
        Color::WHITE,
    );
    p.fill(&pen.ellipse(17.0, -60.0, 15.0, 21.0), darken(coat, 0.08));
    p.fill_flat(&pen.ellipse(17.0, -59.0, 9.0, 14.0), rgb(0xE9B8C2));
    eye(p, &pen, (38.0, -68.0), 3.0, c.asleep);
}

/// A friendly long-necked dinosaur with spikes along its back.
pub(crate) fn dinosaur(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let skin = c.coat(rgb(0x6CBF7B));
    let spikes = rgb(0xF29E4C);
    for i in 0..7 {
        let x = -38.0 + i as f32 * 10.0;
        let top = -40.0 - 22.0 * (1.0 - ((x + 6.0) / 34.0).powi(2)).max(0.0).sqrt();
        p.fill(
            &pen.poly(&[(x - 5.0, top + 4.0), (x, top - 8.0), (x + 5.0, top + 4.0)]),
            spikes,
        );
    }
    legs(p, &pen, &[-22.0, 12.0], -30.0, 11.0, darken(skin, 0.12));
    let tail = [
        (-28.0, -52.0),
        (-52.0, -36.0),
        (-76.0, -14.0),
        (-50.0, -24.0),
        (-28.0, -26.0),
    ];
    p.fill(&pen.blob(&tail), skin);
    let neck = [
        (12.0, -54.0),
        (26.0, -72.0),
        (36.0, -88.0),
        (48.0, -92.0),
        (44.0, -76.0),
        (34.0, -58.0),
        (24.0, -38.0),
    ];
    p.fill(&pen.blob(&neck), skin);
    p.fill(&pen.ellipse(-6.0, -40.0, 32.0, 22.0), skin);
    legs(p, &pen, &[-10.0, 22.0], -28.0, 11.0, skin);
    p.fill(&pen.ellipse(50.0, -88.0, 15.0, 9.5), skin);
    p.fill_flat(&pen.ellipse(-4.0, -30.0, 20.0, 9.0), lighten(skin, 0.35));
    eye(p, &pen, (53.0, -91.0), 2.6, c.asleep);
    p.stroke_px(&pen.arc(56.0, -88.0, 6.0, 40.0, 120.0), ink(), pen.len(1.2));
}
