//! Snowflakes, pine trees and snowy hills.

use crate::area::Area;
use crate::color::{darken, lighten, with_alpha};
use crate::draw::{Painter, shapes, vertical_gradient};
use crate::rng::Rng;
use crate::theme::Palette;
use std::f32::consts::{PI, TAU};
use tiny_skia::{Color, PathBuilder};

/// A six-armed snowflake with two pairs of branches on each arm.
pub(crate) fn snowflake_at(p: &mut Painter, cx: f32, cy: f32, r: f32, color: Color, turn: f32) {
    let width = (0.08 * r).max(1.2 * p.unit);
    let mut pb = PathBuilder::new();
    for k in 0..6 {
        let a = turn + k as f32 * TAU / 6.0;
        let (dx, dy) = (a.cos(), a.sin());
        pb.move_to(cx, cy);
        pb.line_to(cx + r * dx, cy + r * dy);
        for (at, len) in [(0.45, 0.28), (0.72, 0.2)] {
            let (bx, by) = (cx + at * r * dx, cy + at * r * dy);
            for side in [-1.0f32, 1.0] {
                let b = a + side * PI / 4.0;
                pb.move_to(bx, by);
                pb.line_to(bx + len * r * b.cos(), by + len * r * b.sin());
            }
        }
    }
    if let Some(path) = pb.finish() {
        p.stroke_flat(&path, color, width);
    }
    p.fill_flat(&shapes::circle(cx, cy, width * 1.2), color);
}

/// How a fir is dressed.
#[derive(Clone, Copy)]
pub(crate) enum Dress<'a> {
    Bare,
    Snowy,
    /// Snow, baubles and a star in the palette's colours.
    Festive(&'a Palette),
}

/// A layered fir standing on `base_y`.
pub(crate) fn pine_at(
    p: &mut Painter,
    cx: f32,
    base_y: f32,
    height: f32,
    green: Color,
    dress: Dress,
    rng: &mut Rng,
) {
    let width = 0.62 * height;
    let trunk_h = 0.1 * height;
    p.fill(
        &shapes::rect(
            cx - 0.06 * height,
            base_y - trunk_h * 1.3,
            0.12 * height,
            trunk_h * 1.3,
        ),
        Color::from_rgba8(110, 72, 48, 255),
    );
    let tiers = 4;
    let crown_bottom = base_y - trunk_h;
    let tier_h = (height - trunk_h) / tiers as f32 * 1.35;
    let snow = Color::from_rgba8(250, 252, 255, 255);
    for i in 0..tiers {
        let t = i as f32 / tiers as f32;
        let bottom = crown_bottom - t * (height - trunk_h) * 0.78;
        let top = bottom - tier_h;
        let half = width / 2.0 * (1.0 - 0.7 * t);
        let body = tier(cx, top, bottom, half, 0.12 * tier_h);
        p.fill(
            &body,
            if i % 2 == 0 {
                green
            } else {
                lighten(green, 0.06)
            },
        );
        // Snow resting on the upper part of the tier.
        if !matches!(dress, Dress::Bare) {
            let cap = snow_cap(cx, top, bottom, half, rng);
            p.fill_flat(&cap, with_alpha(snow, 0.95));
        }
    }
    if let Dress::Festive(palette) = dress {
        for i in 0..tiers {
            let t = i as f32 / tiers as f32;
            let bottom = crown_bottom - t * (height - trunk_h) * 0.78;
            let half = width / 2.0 * (1.0 - 0.7 * t);
            for k in 0..(4 - i) {
                let x = cx
                    + (k as f32 - (3 - i) as f32 / 2.0) * half * 0.5
                    + rng.range(-0.05, 0.05) * half;
                let colour = if k % 2 == 0 {
                    palette.accents[0]
                } else {
                    palette.accents[1]
                };
                p.fill(
                    &shapes::circle(x, bottom - 0.06 * tier_h, 0.035 * height),
                    colour,
                );
                super::gloss(
                    p,
                    x - 0.01 * height,
                    bottom - 0.075 * tier_h,
                    0.008 * height,
                    0.012 * height,
                    0.6,
                    0.7,
                );
            }
        }
        let star_y = crown_bottom - (height - trunk_h) * 0.78 * 0.75 - tier_h;
        p.fill(
            &shapes::star(cx, star_y, 0.09 * height, 0.04 * height, 5, 0.0),
            palette.accents[1],
        );
    }
}

/// One tier: a triangle with a gently scalloped bottom edge.
fn tier(cx: f32, top: f32, bottom: f32, half: f32, sag: f32) -> Option<tiny_skia::Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(cx, top);
    pb.quad_to(
        cx + half * 0.45,
        top + (bottom - top) * 0.55,
        cx + half,
        bottom,
    );
    pb.quad_to(cx + half * 0.5, bottom + sag, cx, bottom - sag * 0.2);
    pb.quad_to(cx - half * 0.5, bottom + sag, cx - half, bottom);
    pb.quad_to(cx - half * 0.45, top + (bottom - top) * 0.55, cx, top);
    pb.close();
    pb.finish()
}

/// The snowy top of a tier, ending in a wavy line.
fn snow_cap(cx: f32, top: f32, bottom: f32, half: f32, rng: &mut Rng) -> Option<tiny_skia::Path> {
    let depth = rng.range(0.32, 0.42);
    let y = top + (bottom - top) * depth;
    let reach = half * depth * 1.02;
    let mut pb = PathBuilder::new();
    pb.move_to(cx, top);
    pb.quad_to(cx + reach * 0.45, top + (y - top) * 0.55, cx + reach, y);
    let waves = 3;
    for k in 0..waves {
        let x0 = cx + reach - (k as f32) * 2.0 * reach / waves as f32;
        let x1 = x0 - 2.0 * reach / waves as f32;
        pb.quad_to((x0 + x1) / 2.0, y + (bottom - top) * 0.12, x1, y);
    }
    pb.quad_to(cx - reach * 0.45, top + (y - top) * 0.55, cx, top);
    pb.close();
    pb.finish()
}

/// Rolling snow-covered ground from `top` to the bottom of `canvas`.
pub(crate) fn snowy_hills(
    p: &mut Painter,
    canvas: Area,
    top: f32,
    palette: &Palette,
    rng: &mut Rng,
) {
    let far = crate::color::mix(Color::WHITE, palette.sky_bottom, 0.35);
    hills(
        p,
        canvas,
        top,
        [far, Color::from_rgba8(234, 242, 251, 255), Color::WHITE],
        rng,
    );
}

/// Three rolling layers of ground, far to near, from `top` down.
pub(crate) fn hills(p: &mut Painter, canvas: Area, top: f32, colours: [Color; 3], rng: &mut Rng) {
    for (offset, colour) in [0.0, 0.35, 0.62].into_iter().zip(colours) {
        let y = top + (canvas.bottom() - top) * offset * 0.6;
        let mut pb = PathBuilder::new();
        pb.move_to(canvas.x, canvas.bottom());
        pb.line_to(canvas.x, y + rng.range(0.0, 0.1) * canvas.h * 0.2);
        let humps = 2 + rng.int(0, 1);
        let step = canvas.w / humps as f32;
        for k in 0..humps {
            let x0 = canvas.x + k as f32 * step;
            let lift = rng.range(0.05, 0.12) * canvas.h;
            pb.cubic_to(
                x0 + step * 0.3,
                y - lift,
                x0 + step * 0.7,
                y - lift,
                x0 + step,
                y + rng.range(-0.02, 0.02) * canvas.h,
            );
        }
        pb.line_to(canvas.right(), canvas.bottom());
        pb.close();
        let shader = vertical_gradient(
            colour,
            darken(colour, 0.06),
            y - 0.1 * canvas.h,
            canvas.bottom(),
        );
        p.fill_shader(&pb.finish(), shader);
    }
}
