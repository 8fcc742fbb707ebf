//! Love, valentine, anniversary and wedding scenes.

use super::{Ctx, Scene};
use crate::area::Area;
use crate::color::{gold, lighten, mix, with_alpha};
use crate::draw::Painter;
use crate::motifs::{botanical, love, sky};
use crate::rng::Rng;
use std::f32::consts::PI;

/// Small hearts drifting over the card.
fn floating_hearts(p: &mut Painter, ctx: &Ctx, count: u32, rng: &mut Rng) {
    let keep_clear = ctx.layout.text_clearance();
    for i in 0..count {
        let (x, y) = ctx.layout.open_point(rng, &keep_clear);
        let colour = with_alpha(
            ctx.palette.accents[[1, 3, 0][i as usize % 3]],
            rng.range(0.55, 0.9),
        );
        love::heart_at(
            p,
            x,
            y,
            rng.range(10.0, 30.0) * p.unit,
            colour,
            rng.range(-0.4, 0.4),
        );
    }
}

pub(crate) struct Hearts;

impl Scene for Hearts {
    fn features(&self) -> &'static [&'static str] {
        &["heart"]
    }

    fn accent_shows(&self) -> &'static [&'static str] {
        &["heart"]
    }

    fn scatter(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        floating_hearts(p, ctx, 26, rng);
    }

    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let size = (area.w * 0.34).min(area.h * 0.4);
        // On tall cards the heart sits low, nearer the lettering.
        let drop = if area.h > area.w { 0.12 } else { 0.04 };
        let (cx, cy) = (area.cx(), area.cy() + drop * area.h);
        let palette = ctx.palette;
        love::heart_at(
            p,
            cx - 0.95 * size,
            cy - 0.35 * size,
            0.45 * size,
            palette.accents[3],
            -0.35,
        );
        love::heart_at(
            p,
            cx + 0.98 * size,
            cy - 0.25 * size,
            0.38 * size,
            palette.accents[1],
            0.3,
        );
        love::heart_at(p, cx, cy, size, palette.accents[0], rng.range(-0.06, 0.06));
        for (dx, dy, r) in [(-0.55, -0.9, 0.12), (0.7, -0.85, 0.09), (0.9, 0.6, 0.07)] {
            sky::sparkle(
                p,
                cx + dx * size,
                cy + dy * size,
                r * size,
                with_alpha(lighten(palette.accents[4], 0.3), 0.95),
            );
        }
    }

    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, _rng: &mut Rng) {
        let size = 0.35 * area.w.min(area.h);
        love::heart_at(p, area.cx(), area.cy(), size, ctx.palette.accents[0], -0.15);
    }
}

pub(crate) struct Rings;

impl Scene for Rings {
    fn features(&self) -> &'static [&'static str] {
        &["ring", "heart", "flower", "rose", "leaf"]
    }

    fn accent_shows(&self) -> &'static [&'static str] {
        &["ring", "heart"]
    }

    fn scatter(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        floating_hearts(p, ctx, 14, rng);
    }

    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let palette = ctx.palette;
        let side = area.w.min(area.h * 1.4);
        let (cx, cy) = (area.cx(), area.cy() + 0.05 * area.h);
        let halo = mix(palette.accents[0], palette.sky_top, 0.62);
        love::heart_at(
            p,
            cx,
            cy - 0.03 * area.h,
            0.5 * area.h.min(area.w * 0.6),
            halo,
            0.0,
        );
        // Floral sprays curve up either side of the rings.
        for dir in [-1.0f32, 1.0] {
            let base = (cx + dir * 0.16 * side, area.bottom() - 0.02 * area.h);
            let angle = -PI / 2.0 + dir * 0.75;
            botanical::sprig(p, base, angle, 0.42 * side, palette.foliage, dir * -0.15);
            let bloom = (base.0 + dir * 0.2 * side, base.1 - 0.12 * side);
            botanical::flower(
                p,
                bloom.0,
                bloom.1,
                0.08 * side,
                palette.accents[0],
                botanical::Bloom::Rose,
                rng.range(0.0, PI),
            );
            botanical::flower(
                p,
                bloom.0 + dir * 0.1 * side,
                bloom.1 - 0.12 * side,
                0.055 * side,
                palette.accents[3],
                botanical::Bloom::Blossom,
                rng.range(0.0, PI),
            );
        }
        love::rings_at(p, cx, cy - 0.02 * area.h, 0.14 * side, gold());
    }

    /// A pair of rings under a small heart.
    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, _rng: &mut Rng) {
        let r = 0.2 * area.w.min(area.h);
        love::heart_at(
            p,
            area.cx(),
            area.cy() - 1.45 * r,
            0.45 * r,
            ctx.palette.accents[0],
            0.0,
        );
        love::rings_at(p, area.cx(), area.cy() + 0.3 * r, r, gold());
    }
}
