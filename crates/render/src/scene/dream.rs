//! New-baby scene and the general (non-occasion) scene.

use super::{Ctx, Scene};
use crate::area::Area;
use crate::color::{gold, lighten, with_alpha};
use crate::draw::{Painter, shapes};
use crate::motifs::{love, sky};
use crate::rng::Rng;
use std::f32::consts::TAU;
use tiny_skia::Color;

fn twinkles(p: &mut Painter, ctx: &Ctx, count: u32, rng: &mut Rng) {
    let keep_clear = ctx.layout.text_clearance();
    for i in 0..count {
        let (x, y) = ctx.layout.open_point(rng, &keep_clear);
        let colour = with_alpha(
            lighten(ctx.palette.accents[i as usize % 5], 0.15),
            rng.range(0.6, 0.95),
        );
        if i % 3 == 0 {
            p.fill_flat(&shapes::circle(x, y, rng.range(3.0, 7.0) * p.unit), colour);
        } else {
            sky::sparkle(p, x, y, rng.range(8.0, 20.0) * p.unit, colour);
        }
    }
}

pub(crate) struct Lullaby;

impl Scene for Lullaby {
    fn features(&self) -> &'static [&'static str] {
        &["moon", "cloud", "star", "heart"]
    }

    fn accent_shows(&self) -> &'static [&'static str] {
        &["moon", "cloud"]
    }

    fn scatter(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        twinkles(p, ctx, 40, rng);
    }

    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let palette = ctx.palette;
        let side = area.min_side();
        // A cot mobile: charms hanging on threads from the top of the art.
        let charms = if area.w > 1.3 * area.h { 7 } else { 5 };
        for i in 0..charms {
            let x = area.x + (i as f32 + 0.5) / charms as f32 * area.w;
            let drop = area.y + area.h * (0.2 + 0.14 * ((i as f32 * 1.7).sin() * 0.5 + 0.5));
            p.stroke(
                &shapes::line(x, area.y, x, drop),
                with_alpha(palette.ink, 0.35),
                2.0,
            );
            let colour = palette.accents[i % 5];
            if i % 2 == 0 {
                p.fill(
                    &shapes::star(
                        x,
                        drop + 0.05 * side,
                        0.06 * side,
                        0.028 * side,
                        5,
                        rng.range(-0.2, 0.2),
                    ),
                    colour,
                );
            } else {
                love::heart_at(p, x, drop + 0.045 * side, 0.045 * side, colour, 0.0);
            }
        }
        let (cx, cy) = (area.cx(), area.y + 0.62 * area.h);
        sky::moon_at(
            p,
            cx - 0.05 * side,
            cy - 0.05 * side,
            0.24 * side,
            Color::from_rgba8(255, 232, 160, 255),
        );
        sky::cloud_at(
            p,
            cx - 0.22 * side,
            cy + 0.2 * side,
            0.42 * side,
            Color::WHITE,
        );
        sky::cloud_at(
            p,
            cx + 0.24 * side,
            cy + 0.24 * side,
            0.34 * side,
            lighten(palette.accents[0], 0.55),
        );
    }

    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, _rng: &mut Rng) {
        let w = 0.85 * area.w.min(area.h * 1.4);
        sky::moon_at(
            p,
            area.cx(),
            area.cy() - 0.25 * w,
            0.28 * w,
            Color::from_rgba8(255, 232, 160, 255),
        );
        sky::cloud_at(p, area.cx(), area.cy() + 0.2 * w, w, ctx.palette.paper);
    }
}

/// A free-form picture of nothing in particular: a glowing abstract
/// constellation. Any named subject, place or weather replaces it.
pub(crate) struct Cosmos;

impl Scene for Cosmos {
    fn features(&self) -> &'static [&'static str] {
        &[]
    }

    fn accent_shows(&self) -> &'static [&'static str] {
        &["star"]
    }

    fn scatter(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        twinkles(p, ctx, 55, rng);
    }

    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        abstract_orbits(p, ctx, area, rng);
    }

    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let r = 0.32 * area.min_side();
        p.fill(
            &shapes::star(area.cx(), area.cy(), r, 0.42 * r, 5, rng.range(-0.2, 0.2)),
            ctx.palette.accents[0],
        );
    }
}

/// Overlapping discs, orbit lines and a bright star.
fn abstract_orbits(p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
    let palette = ctx.palette;
    let side = area.min_side();
    let (cx, cy) = (area.cx(), area.cy());
    if !ctx.transparent {
        p.glow((cx, cy), 0.6 * side, with_alpha(palette.accents[1], 0.35));
    }
    for i in 0..5 {
        let a = rng.range(0.0, TAU);
        let d = rng.range(0.12, 0.3) * side;
        let r = rng.range(0.1, 0.22) * side;
        p.fill(
            &shapes::circle(cx + d * a.cos(), cy + d * a.sin(), r),
            with_alpha(palette.accents[i % 5], 0.75),
        );
    }
    let line = if palette.is_dark() {
        with_alpha(palette.paper, 0.55)
    } else {
        with_alpha(palette.ink, 0.35)
    };
    for k in 0..3 {
        let ring = shapes::ellipse(
            cx,
            cy,
            (0.28 + 0.09 * k as f32) * side,
            (0.11 + 0.04 * k as f32) * side,
        );
        let tilted = shapes::rotated(ring, cx, cy, -0.35 + 0.2 * k as f32);
        p.stroke(&tilted, line, 3.0);
    }
    p.fill(
        &shapes::star(cx, cy, 0.17 * side, 0.075 * side, 5, 0.0),
        gold(),
    );
    let glint = if palette.is_dark() {
        Color::WHITE
    } else {
        palette.accents[2]
    };
    for (dx, dy, r) in [(-0.35, -0.32, 0.05), (0.38, 0.28, 0.04), (0.3, -0.36, 0.03)] {
        sky::sparkle(p, cx + dx * side, cy + dy * side, r * side, glint);
    }
}
