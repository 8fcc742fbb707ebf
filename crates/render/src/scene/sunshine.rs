//! The get-well scene: a sunny day over a row of flowers.

use super::garden::{petals, posy};
use super::{Ctx, Scene};
use crate::area::Area;
use crate::draw::{Painter, shapes};
use crate::motifs::botanical::{self, Bloom};
use crate::motifs::sky;
use crate::rng::Rng;
use std::f32::consts::{PI, TAU};
use tiny_skia::Color;

pub(crate) struct Sunshine;

impl Scene for Sunshine {
    fn features(&self) -> &'static [&'static str] {
        &["sun", "flower", "daisy", "cloud"]
    }

    fn accent_shows(&self) -> &'static [&'static str] {
        &["flower"]
    }

    fn scatter(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        petals(p, ctx, 12, 0.6, rng);
    }

    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let palette = ctx.palette;
        let side = area.min_side();
        sky::sun_at(
            p,
            area.x + 0.72 * area.w,
            area.y + 0.26 * area.h,
            0.16 * side,
            palette.accents[0],
            palette.accents[1],
        );
        let cloud = crate::color::mix(Color::WHITE, palette.accents[3], 0.2);
        sky::cloud_at(
            p,
            area.x + 0.28 * area.w,
            area.y + 0.22 * area.h,
            0.34 * side,
            cloud,
        );
        let count = if area.w > 1.3 * area.h { 7 } else { 5 };
        for i in 0..count {
            let x = area.x + (i as f32 + 0.5) / count as f32 * area.w;
            let head_y = area.bottom() - area.h * rng.range(0.32, 0.5);
            let stem = shapes::curve(
                (x, area.bottom()),
                (
                    x + rng.range(-0.04, 0.04) * area.w,
                    (head_y + area.bottom()) / 2.0,
                ),
                (x, head_y),
            );
            p.stroke(&stem, palette.foliage, 6.0);
            botanical::leaf(
                p,
                x,
                area.bottom() - 0.12 * area.h,
                0.12 * side,
                -PI / 2.0 + if i % 2 == 0 { 0.9 } else { -0.9 },
                palette.foliage,
            );
            let kind = if i % 2 == 0 {
                Bloom::Daisy
            } else {
                Bloom::Blossom
            };
            let colour = if kind == Bloom::Daisy {
                Color::WHITE
            } else {
                palette.accents[2 + i % 3]
            };
            botanical::flower(
                p,
                x,
                head_y,
                0.085 * side,
                colour,
                kind,
                rng.range(0.0, TAU),
            );
        }
    }

    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        posy(p, ctx, area, rng);
    }
}
