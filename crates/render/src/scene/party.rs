//! The birthday scene: bunting, balloons, a cake and presents.

use super::{Ctx, Scene};
use crate::area::Area;
use crate::draw::Painter;
use crate::motifs::{cake, celebration};
use crate::rng::Rng;

/// Confetti over the whole card, clear of the lettering.
pub(super) fn confetti_over(p: &mut Painter, ctx: &Ctx, count: u32, rng: &mut Rng) {
    let keep_clear = ctx.layout.text_clearance();
    // Dark scraps read as specks of dirt rather than confetti.
    let mut bright: Vec<_> = ctx
        .palette
        .accents
        .iter()
        .copied()
        .filter(|c| crate::color::luminance(*c) > 0.35)
        .collect();
    if bright.is_empty() {
        bright = ctx.palette.accents.to_vec();
    }
    for i in 0..count {
        let (x, y) = ctx.layout.open_point(rng, &keep_clear);
        let colour = bright[i as usize % bright.len()];
        celebration::confetti_at(p, x, y, rng.range(14.0, 26.0) * p.unit, colour, rng);
    }
}

pub(crate) struct Birthday;

impl Scene for Birthday {
    fn features(&self) -> &'static [&'static str] {
        &["balloon", "cake", "confetti", "gift", "bunting", "candle"]
    }

    fn accent_shows(&self) -> &'static [&'static str] {
        &["balloon"]
    }

    fn backdrop(&self, p: &mut Painter, ctx: &Ctx, _rng: &mut Rng) {
        let art = ctx.layout.art;
        let y = art.y + 0.02 * art.h;
        celebration::bunting_at(
            p,
            (ctx.layout.card.x, y),
            (ctx.layout.card.right(), y),
            0.05 * art.h.max(art.w * 0.6),
            ctx.palette,
        );
    }

    fn scatter(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        confetti_over(p, ctx, 70, rng);
    }

    fn hero_area(&self, layout: &super::Layout) -> Area {
        layout.art.part(0.0, 0.2, 1.0, 1.0)
    }

    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let tall = area.h > 0.8 * area.w;
        // Wide: balloons either side of the cake. Tall: balloons above it.
        let (cake_w, left, right) = if tall {
            let cake_w = (area.w * 0.5).min(area.h * 0.5);
            (
                cake_w,
                area.part(0.0, -0.05, 0.5, 0.62),
                area.part(0.5, -0.05, 1.0, 0.62),
            )
        } else {
            let cake_w = (area.w * 0.36).min(area.h * 0.62);
            let wings = (area.w - cake_w) / 2.0;
            let left = Area::new(area.x, area.y - 0.08 * area.h, wings, area.h * 1.02);
            (
                cake_w,
                left,
                Area {
                    x: area.right() - wings,
                    ..left
                },
            )
        };
        celebration::balloon_bunch(p, left, ctx.palette, rng);
        celebration::balloon_bunch(p, right, ctx.palette, rng);
        let base = area.bottom() - 0.06 * area.h;
        celebration::gift_at(
            p,
            area.cx() - 0.68 * cake_w,
            base,
            0.3 * cake_w,
            ctx.palette.accents[2],
            ctx.palette.accents[1],
        );
        celebration::gift_at(
            p,
            area.cx() + 0.7 * cake_w,
            base,
            0.24 * cake_w,
            ctx.palette.accents[3],
            ctx.palette.accents[0],
        );
        cake::cake_at(p, area.cx(), base, cake_w, ctx.palette, rng);
    }

    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        celebration::balloon_bunch(p, area.part(0.0, 0.0, 1.0, 0.95), ctx.palette, rng);
    }
}
