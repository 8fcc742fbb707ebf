//! Flowers, leaves, lilies and wreaths.

use crate::color::{darken, lighten, mix, with_alpha};
use crate::draw::{Painter, shapes};
use crate::rng::Rng;
use crate::theme::Palette;
use std::f32::consts::{PI, TAU};
use tiny_skia::Color;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bloom {
    /// Five round petals.
    Blossom,
    /// Many narrow petals round a golden heart.
    Daisy,
    /// Three layers of cupped petals, rose-like.
    Rose,
}

/// A flower seen from the front; `r` is the petal reach.
pub(crate) fn flower(
    p: &mut Painter,
    cx: f32,
    cy: f32,
    r: f32,
    color: Color,
    kind: Bloom,
    turn: f32,
) {
    match kind {
        Bloom::Blossom => {
            ring(p, cx, cy, 5, r, 0.95 * r, 0.95, color, turn);
            ring(
                p,
                cx,
                cy,
                5,
                0.55 * r,
                0.5 * r,
                0.9,
                lighten(color, 0.25),
                turn + PI / 5.0,
            );
            p.fill(
                &shapes::circle(cx, cy, 0.24 * r),
                Color::from_rgba8(255, 204, 92, 255),
            );
            for k in 0..7 {
                let a = turn + k as f32 * TAU / 7.0;
                p.fill_flat(
                    &shapes::circle(cx + 0.13 * r * a.cos(), cy + 0.13 * r * a.sin(), 0.035 * r),
                    darken(color, 0.35),
                );
            }
        }
        Bloom::Daisy => {
            ring(p, cx, cy, 13, r, 0.3 * r, 0.8, color, turn);
            p.fill(
                &shapes::circle(cx, cy, 0.3 * r),
                Color::from_rgba8(250, 190, 50, 255),
            );
        }
        Bloom::Rose => {
            ring(p, cx, cy, 7, r, 0.75 * r, 0.98, darken(color, 0.06), turn);
            ring(p, cx, cy, 6, 0.72 * r, 0.62 * r, 0.98, color, turn + 0.4);
            ring(
                p,
                cx,
                cy,
                5,
                0.45 * r,
                0.45 * r,
                0.98,
                lighten(color, 0.12),
                turn + 0.9,
            );
            p.fill(&shapes::circle(cx, cy, 0.17 * r), darken(color, 0.12));
            p.fill_flat(
                &shapes::petal(cx - 0.08 * r, cy, 0.2 * r, 0.12 * r, turn, 0.9),
                lighten(color, 0.2),
            );
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn ring(
    p: &mut Painter,
    cx: f32,
    cy: f32,
    n: u32,
    len: f32,
    width: f32,
    fullness: f32,
    color: Color,
    turn: f32,
) {
    for k in 0..n {
        let a = turn + k as f32 * TAU / n as f32;
        p.fill(&shapes::petal(cx, cy, len, width, a, fullness), color);
    }
}

/// A pointed leaf with a lighter centre vein, growing from (x, y) at `angle`.
pub(crate) fn leaf(p: &mut Painter, x: f32, y: f32, len: f32, angle: f32, color: Color) {
    p.fill(&shapes::petal(x, y, len, 0.42 * len, angle, 0.62), color);
    let tip = (x + 0.8 * len * angle.cos(), y + 0.8 * len * angle.sin());
    p.stroke_flat(
        &shapes::line(x, y, tip.0, tip.1),
        with_alpha(lighten(color, 0.35), 0.7),
        0.03 * len,
    );
}

/// A curved stem from `base` with leaves alternating along it.
pub(crate) fn sprig(
    p: &mut Painter,
    base: (f32, f32),
    angle: f32,
    length: f32,
    color: Color,
    bend: f32,
) {
    let tip = (base.0 + length * angle.cos(), base.1 + length * angle.sin());
    let normal = (-angle.sin(), angle.cos());
    let control = (
        (base.0 + tip.0) / 2.0 + normal.0 * bend * length,
        (base.1 + tip.1) / 2.0 + normal.1 * bend * length,
    );
    p.stroke(
        &shapes::curve(base, control, tip),
        darken(color, 0.15),
        0.018 * length / p.unit,
    );
    let count = 7;
    for i in 1..=count {
        let t = i as f32 / (count as f32 + 0.6);
        let u = 1.0 - t;
        let x = u * u * base.0 + 2.0 * u * t * control.0 + t * t * tip.0;
        let y = u * u * base.1 + 2.0 * u * t * control.1 + t * t * tip.1;
        let side = if i % 2 == 0 { 1.0 } else { -1.0 };
        let leaf_len = length * (0.3 - 0.15 * t);
        leaf(
            p,
            x,
            y,
            leaf_len,
            angle + side * 0.85,
            if i % 3 == 0 {
                lighten(color, 0.12)
            } else {
                color
            },
        );
    }
    leaf(p, tip.0, tip.1, length * 0.14, angle, color);
}

/// A lily: six pointed petals with a stripe each, and long stamens.
pub(crate) fn lily(p: &mut Painter, cx: f32, cy: f32, size: f32, color: Color, turn: f32) {
    let stripe = mix(color, Color::from_rgba8(232, 170, 180, 255), 0.5);
    for layer in 0..2 {
        for k in 0..3 {
            let a = turn + k as f32 * TAU / 3.0 + layer as f32 * PI / 3.0;
            let shade = if layer == 0 {
                darken(color, 0.07)
            } else {
                color
            };
            p.fill(&shapes::petal(cx, cy, size, 0.4 * size, a, 0.55), shade);
            let line = shapes::line(cx, cy, cx + 0.6 * size * a.cos(), cy + 0.6 * size * a.sin());
            p.stroke_flat(&line, with_alpha(stripe, 0.6), 0.05 * size);
        }
    }
    for k in 0..6 {
        let a = turn + 0.3 + k as f32 * TAU / 6.0;
        let end = (cx + 0.55 * size * a.cos(), cy + 0.55 * size * a.sin());
        p.stroke_flat(
            &shapes::line(cx, cy, end.0, end.1),
            Color::from_rgba8(200, 214, 150, 255),
            0.02 * size,
        );
        p.fill_flat(
            &shapes::ellipse(end.0, end.1, 0.05 * size, 0.03 * size),
            Color::from_rgba8(196, 110, 50, 255),
        );
    }
}

/// A ring of leaves with two clusters of flowers, centred on (cx, cy).
pub(crate) fn wreath(
    p: &mut Painter,
    cx: f32,
    cy: f32,
    radius: f32,
    palette: &Palette,
    rng: &mut Rng,
) {
    let stem = darken(palette.foliage, 0.2);
    p.stroke(
        &shapes::circle(cx, cy, radius),
        stem,
        0.012 * radius / p.unit,
    );
    let leaves = 34;
    let light = lighten(palette.foliage, 0.2);
    let dark = darken(palette.foliage, 0.12);
    // Two rings of leaves, the outer darker, pointing both ways round.
    for (layer, colour, reach) in [
        (0, dark, 0.25),
        (1, palette.foliage, 0.21),
        (2, light, 0.15),
    ] {
        for i in 0..leaves {
            let a = (i as f32 + 0.33 * layer as f32) / leaves as f32 * TAU + rng.range(-0.04, 0.04);
            let (x, y) = (cx + radius * a.cos(), cy + radius * a.sin());
            let out = if (i + layer) % 2 == 0 { 1.0 } else { -1.0 };
            leaf(
                p,
                x,
                y,
                radius * reach * rng.range(0.8, 1.1),
                a + PI / 2.0 + out * 0.75,
                colour,
            );
        }
    }
    // Flowers gather bottom-left and top-right, a classic asymmetric wreath.
    let kinds = [
        Bloom::Rose,
        Bloom::Blossom,
        Bloom::Rose,
        Bloom::Daisy,
        Bloom::Blossom,
    ];
    for (centre, count, shift) in [(PI * 0.72, 5usize, 0usize), (-PI * 0.28, 4, 2)] {
        for k in 0..count {
            let a = centre + (k as f32 - (count as f32 - 1.0) / 2.0) * 0.26;
            let wobble = if k % 2 == 0 { 0.0 } else { 0.08 * radius };
            let (x, y) = (
                cx + (radius + wobble) * a.cos(),
                cy + (radius + wobble) * a.sin(),
            );
            let colour = palette.accents[(k + shift) % 5];
            let r = radius * if k % 2 == 0 { 0.17 } else { 0.12 };
            flower(
                p,
                x,
                y,
                r,
                colour,
                kinds[(k + shift) % 5],
                rng.range(0.0, TAU),
            );
        }
    }
}
