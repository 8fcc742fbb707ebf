//! Thank-you, get-well and sympathy scenes: flowers and foliage.

use super::{Ctx, Scene, TextPlacement};
use crate::area::Area;
use crate::color::with_alpha;
use crate::draw::{Painter, shapes};
use crate::motifs::botanical::{self, Bloom};
use crate::motifs::sky;
use crate::rng::Rng;
use crate::theme::Motif;
use std::f32::consts::{PI, TAU};
use tiny_skia::Color;

/// Petals drifting across the card.
fn petals(p: &mut Painter, ctx: &Ctx, count: u32, alpha: f32, rng: &mut Rng) {
    let keep_clear = ctx.layout.text_clearance();
    for i in 0..count {
        let (x, y) = ctx.layout.open_point(rng, &keep_clear);
        let colour = with_alpha(ctx.palette.accents[i as usize % 5], alpha);
        let len = rng.range(14.0, 26.0) * p.unit;
        p.fill(
            &shapes::petal(x, y, len, 0.6 * len, rng.range(0.0, TAU), 0.9),
            colour,
        );
    }
}

/// Three flowers with leaves, filling `area`.
pub(crate) fn posy(p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
    let r = 0.27 * area.w.min(area.h * 0.8);
    let (cx, cy) = (area.cx(), area.cy());
    for (a, len) in [
        (-PI * 0.8, 1.5),
        (-PI * 0.2, 1.5),
        (PI * 0.5, 1.3),
        (PI * 0.15, 1.2),
    ] {
        botanical::leaf(p, cx, cy, r * len, a, ctx.palette.foliage);
    }
    let spots = [
        (0.05, -0.62, 0.8, Bloom::Blossom, 3),
        (-0.58, 0.3, 0.75, Bloom::Daisy, 1),
        (0.3, 0.28, 1.0, Bloom::Rose, 0),
    ];
    for (dx, dy, s, kind, colour) in spots {
        botanical::flower(
            p,
            cx + dx * r * 1.5,
            cy + dy * r * 1.5,
            r * s,
            ctx.palette.accents[colour],
            kind,
            rng.range(0.0, TAU),
        );
    }
}

pub(crate) struct Wreath;

impl Scene for Wreath {
    fn placement(&self) -> TextPlacement {
        TextPlacement::Middle
    }

    fn features(&self) -> &'static [Motif] {
        &[Motif::Flower, Motif::Leaf]
    }

    fn scatter(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        petals(p, ctx, 22, 0.7, rng);
    }

    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let centre = ctx
            .layout
            .text
            .map_or((area.cx(), area.cy()), |t| (t.cx(), t.cy()));
        let radius = 0.39 * area.min_side();
        botanical::wreath(p, centre.0, centre.1, radius, ctx.palette, rng);
        // Wide cards get a posy on each side of the wreath.
        let room = (area.w - 2.5 * radius) / 2.0;
        if room > 0.12 * area.w {
            for x in [area.x, area.right() - room] {
                posy(
                    p,
                    ctx,
                    Area::new(x, area.cy() - room * 0.7, room, room * 1.4),
                    rng,
                );
            }
        }
    }

    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        posy(p, ctx, area, rng);
    }
}

pub(crate) struct Sunshine;

impl Scene for Sunshine {
    fn features(&self) -> &'static [Motif] {
        &[Motif::Sun, Motif::Flower, Motif::Cloud]
    }

    fn scatter(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        petals(p, ctx, 12, 0.6, rng);
    }

    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let palette = ctx.palette;
        let side = area.min_side();
        sky::sun(
            p,
            area.x + 0.72 * area.w,
            area.y + 0.26 * area.h,
            0.16 * side,
            palette.accents[0],
            palette.accents[1],
        );
        let cloud = crate::color::mix(Color::WHITE, palette.accents[3], 0.2);
        sky::cloud(
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

pub(crate) struct Lilies;

impl Scene for Lilies {
    fn features(&self) -> &'static [Motif] {
        &[Motif::Lily, Motif::Leaf, Motif::Flower]
    }

    fn scatter(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        let keep_clear = ctx.layout.text_clearance();
        for _ in 0..7 {
            let (x, y) = ctx.layout.open_point(rng, &keep_clear);
            let colour = with_alpha(ctx.palette.foliage, 0.35);
            botanical::leaf(
                p,
                x,
                y,
                rng.range(24.0, 40.0) * p.unit,
                rng.range(0.0, TAU),
                colour,
            );
        }
    }

    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let palette = ctx.palette;
        let side = area.w.min(area.h * 1.2);
        let base = (area.cx(), area.bottom());
        for (angle, len) in [
            (-PI / 2.0 - 0.75, 0.62),
            (-PI / 2.0 + 0.75, 0.6),
            (-PI / 2.0 - 0.35, 0.7),
            (-PI / 2.0 + 0.4, 0.66),
        ] {
            botanical::sprig(p, base, angle, len * side, palette.foliage, 0.08);
        }
        let heads = [(-0.26, 0.5, 0.2), (0.27, 0.56, 0.19), (0.0, 0.74, 0.23)];
        let bloom = crate::color::mix(palette.accents[0], palette.accents[1], 0.25);
        for (dx, up, size) in heads {
            let head = (base.0 + dx * side, base.1 - up * area.h.min(side * 1.1));
            let stem = shapes::curve(
                base,
                (base.0 + dx * side * 0.3, (base.1 + head.1) / 2.0),
                head,
            );
            p.stroke(&stem, palette.foliage, 7.0);
            botanical::lily(
                p,
                head.0,
                head.1,
                size * side * 0.95,
                bloom,
                rng.range(0.0, TAU),
            );
        }
    }

    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let size = 0.36 * area.w.min(area.h);
        botanical::sprig(
            p,
            (area.cx(), area.bottom()),
            -PI / 2.0 + 0.15,
            0.8 * area.h.min(area.w * 2.0),
            ctx.palette.foliage,
            0.1,
        );
        botanical::lily(
            p,
            area.cx(),
            area.cy() - 0.1 * area.h,
            size,
            ctx.palette.accents[0],
            rng.range(0.0, TAU),
        );
    }
}
