//! Birthday cakes with icing drips, candles and sprinkles.

use super::{Paints, Spot};
use crate::color::{lighten, mix, with_alpha};
use crate::draw::{Painter, shapes};
use crate::rng::Rng;
use crate::theme::Palette;
use std::f32::consts::PI;
use tiny_skia::{Color, PathBuilder};

/// A two-tier cake standing on `base_y`.
pub(crate) fn cake_at(
    p: &mut Painter,
    cx: f32,
    base_y: f32,
    width: f32,
    palette: &Palette,
    rng: &mut Rng,
) {
    let plate = shapes::ellipse(cx, base_y, 0.62 * width, 0.07 * width);
    p.fill(&plate, mix(palette.paper, palette.sky_bottom, 0.25));
    let sponge = lighten(palette.accents[0], 0.35);
    let icing = palette.paper;
    let tiers = [(width, 0.36 * width), (0.7 * width, 0.28 * width)];
    let mut top = base_y - 0.02 * width;
    let mut tier_tops = Vec::new();
    for (i, (w, h)) in tiers.iter().enumerate() {
        top -= h;
        let body = shapes::rounded_rect(cx - w / 2.0, top, *w, *h, 0.05 * width);
        p.fill(
            &body,
            if i == 0 {
                sponge
            } else {
                lighten(palette.accents[3], 0.35)
            },
        );
        p.fill_flat(&drips(cx - w / 2.0, top, *w, 0.09 * width, rng), icing);
        for _ in 0..(8 - 3 * i) {
            let x = cx + rng.range(-0.42, 0.42) * w;
            let y = top + rng.range(0.45, 0.85) * h;
            let sprinkle = shapes::rounded_rect(x, y, 0.04 * width, 0.014 * width, 0.007 * width);
            let colour = palette.accents[rng.int(0, 4) as usize];
            p.fill_flat(&shapes::rotated(sprinkle, x, y, rng.range(0.0, PI)), colour);
        }
        tier_tops.push(top);
    }
    let candle_w = 0.045 * width;
    for k in 0..3 {
        let x = cx + (k as f32 - 1.0) * 0.2 * width;
        let h = 0.2 * width;
        let y = tier_tops[1] - h + 0.02 * width;
        p.fill(
            &shapes::rounded_rect(x - candle_w / 2.0, y, candle_w, h, candle_w * 0.3),
            palette.accents[(k + 1) % 5],
        );
        for s in 0..3 {
            let sy = y + (s as f32 + 0.5) * h / 3.5;
            p.stroke(
                &shapes::line(
                    x - candle_w / 2.0,
                    sy + 0.02 * width,
                    x + candle_w / 2.0,
                    sy,
                ),
                with_alpha(Color::WHITE, 0.7),
                4.0,
            );
        }
        flame(p, x, y - 0.015 * width, 0.05 * width);
    }
}

/// The icing band along a tier's top edge, with drips of varying length.
fn drips(left: f32, top: f32, width: f32, depth: f32, rng: &mut Rng) -> Option<tiny_skia::Path> {
    let mut pb = PathBuilder::new();
    let r = depth * 0.55;
    pb.move_to(left + r, top);
    pb.line_to(left + width - r, top);
    pb.quad_to(left + width, top, left + width, top + r);
    pb.line_to(left + width, top + depth * 0.6);
    let n = (width / (depth * 1.1)).round().max(3.0) as usize;
    let step = width / n as f32;
    for i in (0..n).rev() {
        let x1 = left + (i as f32 + 1.0) * step;
        let x0 = left + i as f32 * step;
        let d = depth * rng.range(0.8, 1.7);
        pb.cubic_to(x1, top + d * 1.3, x0, top + d * 1.3, x0, top + depth * 0.6);
    }
    pb.line_to(left, top + r);
    pb.quad_to(left, top, left + r, top);
    pb.close();
    pb.finish()
}

/// A candle flame with a warm glow.
pub(crate) fn flame(p: &mut Painter, x: f32, base_y: f32, size: f32) {
    p.glow(
        (x, base_y - size),
        size * 2.2,
        Color::from_rgba8(255, 200, 80, 90),
    );
    let outer = shapes::petal(x, base_y, 1.6 * size, 0.9 * size, -PI / 2.0, 0.85);
    p.fill_flat(&outer, Color::from_rgba8(255, 150, 40, 255));
    let inner = shapes::petal(
        x,
        base_y - 0.1 * size,
        1.0 * size,
        0.5 * size,
        -PI / 2.0,
        0.85,
    );
    p.fill_flat(&inner, Color::from_rgba8(255, 236, 140, 255));
}

pub(crate) fn cake(p: &mut Painter, s: &Spot, c: &Paints, rng: &mut Rng) {
    cake_at(
        p,
        s.x,
        s.base - s.pen().len(6.0),
        s.pen().len(92.0),
        c.palette,
        rng,
    );
}
