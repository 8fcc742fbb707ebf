//! Thank-you and sympathy scenes: a wreath, lilies; and the petals and
//! posies the flower scenes share.

use super::{Ctx, Scene, TextPlacement};
use crate::area::Area;
use crate::color::with_alpha;
use crate::draw::{Painter, shapes};
use crate::motifs::botanical::{self, Bloom};
use crate::rng::Rng;
use std::f32::consts::{PI, TAU};

/// Petals drifting across the card.
pub(super) fn petals(p: &mut Painter, ctx: &Ctx, count: u32, alpha: f32, rng: &mut Rng) {
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

    fn features(&self) -> &'static [&'static str] {
        &["wreath", "flower", "rose", "daisy", "leaf"]
    }

    fn accent_shows(&self) -> &'static [&'static str] {
        &["wreath", "flower", "leaf"]
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

    /// A small wreath of its own.
    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let radius = 0.36 * area.w.min(area.h);
        botanical::wreath(p, area.cx(), area.cy(), radius, ctx.palette, rng);
    }
}

pub(crate) struct Lilies;

impl Scene for Lilies {
    fn features(&self) -> &'static [&'static str] {
        &["lily", "leaf", "flower"]
    }

    fn accent_shows(&self) -> &'static [&'static str] {
        &["lily", "leaf"]
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
