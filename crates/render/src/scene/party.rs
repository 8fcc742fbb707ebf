//! Birthday, congratulations and graduation scenes.

use super::{Ctx, Scene};
use crate::area::Area;
use crate::color::{gold, lighten, with_alpha};
use crate::draw::Painter;
use crate::motifs::{achievement, cake, celebration, sky};
use crate::rng::Rng;
use crate::theme::Motif;
use std::f32::consts::PI;

/// Confetti over the whole card, clear of the lettering.
fn confetti_over(p: &mut Painter, ctx: &Ctx, count: u32, rng: &mut Rng) {
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
        celebration::confetti(p, x, y, rng.range(14.0, 26.0) * p.unit, colour, rng);
    }
}

fn sparkles_over(p: &mut Painter, ctx: &Ctx, count: u32, rng: &mut Rng) {
    let keep_clear = ctx.layout.text_clearance();
    for _ in 0..count {
        let (x, y) = ctx.layout.open_point(rng, &keep_clear);
        let colour = with_alpha(lighten(ctx.palette.accents[0], 0.2), 0.85);
        sky::sparkle(p, x, y, rng.range(10.0, 22.0) * p.unit, colour);
    }
}

pub(crate) struct Birthday;

impl Scene for Birthday {
    fn features(&self) -> &'static [Motif] {
        &[Motif::Balloon, Motif::Cake, Motif::Confetti, Motif::Gift]
    }

    fn backdrop(&self, p: &mut Painter, ctx: &Ctx, _rng: &mut Rng) {
        let art = ctx.layout.art;
        let y = art.y + 0.02 * art.h;
        celebration::bunting(
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

    fn hero_area(&self, ctx: &Ctx) -> Area {
        ctx.layout.art.part(0.0, 0.2, 1.0, 1.0)
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
        celebration::gift(
            p,
            area.cx() - 0.68 * cake_w,
            base,
            0.3 * cake_w,
            ctx.palette.accents[2],
            ctx.palette.accents[1],
        );
        celebration::gift(
            p,
            area.cx() + 0.7 * cake_w,
            base,
            0.24 * cake_w,
            ctx.palette.accents[3],
            ctx.palette.accents[0],
        );
        cake::cake(p, area.cx(), base, cake_w, ctx.palette, rng);
    }

    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        celebration::balloon_bunch(p, area.part(0.0, 0.0, 1.0, 0.95), ctx.palette, rng);
    }
}

pub(crate) struct Congratulations;

impl Scene for Congratulations {
    fn features(&self) -> &'static [Motif] {
        &[Motif::Star, Motif::Confetti]
    }

    fn backdrop(&self, p: &mut Painter, ctx: &Ctx, _rng: &mut Rng) {
        sunburst(p, ctx);
        let card = ctx.layout.card.inset(0.03 * ctx.layout.canvas.min_side());
        achievement::streamer(
            p,
            (card.x, card.y + 0.08 * card.h),
            0.3,
            0.24 * card.w,
            ctx.palette.accents[1],
        );
        achievement::streamer(
            p,
            (card.right(), card.y + 0.1 * card.h),
            PI - 0.3,
            0.24 * card.w,
            ctx.palette.accents[3],
        );
    }

    fn scatter(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        confetti_over(p, ctx, 60, rng);
        sparkles_over(p, ctx, 14, rng);
    }

    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, _rng: &mut Rng) {
        let size = (area.h * 0.86).min(area.w * 0.5);
        let plinth = lighten(ctx.palette.ink, 0.1);
        achievement::trophy(
            p,
            area.cx(),
            area.bottom() - 0.04 * area.h,
            size,
            gold(),
            plinth,
        );
        star_pair(p, ctx, area, size);
    }

    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, _rng: &mut Rng) {
        let r = 0.3 * area.w.min(area.h);
        p.fill(
            &crate::draw::shapes::star(area.cx(), area.cy(), r, 0.45 * r, 5, 0.1),
            ctx.palette.accents[0],
        );
    }
}

/// Rays behind the centrepiece; part of the card stock, so opaque cards only.
fn sunburst(p: &mut Painter, ctx: &Ctx) {
    let art = ctx.layout.art;
    if !ctx.transparent {
        achievement::rays(
            p,
            art.cx(),
            art.cy(),
            0.9 * art.w.max(art.h),
            with_alpha(ctx.palette.accents[0], 0.12),
            24,
        );
    }
}

/// Two big stars flanking the centrepiece.
fn star_pair(p: &mut Painter, ctx: &Ctx, area: Area, size: f32) {
    for (dx, r, turn, colour) in [(-0.62, 0.16, -0.2, 0), (0.6, 0.12, 0.25, 1)] {
        let x = area.cx() + dx * size;
        let y = area.y + 0.35 * area.h;
        let star = crate::draw::shapes::star(x, y, r * size, 0.45 * r * size, 5, turn);
        p.fill(&star, ctx.palette.accents[if colour == 0 { 0 } else { 3 }]);
    }
}

pub(crate) struct Graduation;

impl Scene for Graduation {
    fn features(&self) -> &'static [Motif] {
        &[Motif::Cap, Motif::Star, Motif::Confetti]
    }

    fn backdrop(&self, p: &mut Painter, ctx: &Ctx, _rng: &mut Rng) {
        sunburst(p, ctx);
    }

    fn scatter(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        confetti_over(p, ctx, 55, rng);
        sparkles_over(p, ctx, 12, rng);
    }

    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, _rng: &mut Rng) {
        let size = (area.w * 0.55).min(area.h * 1.05);
        let palette = ctx.palette;
        achievement::diploma(
            p,
            area.cx() + 0.05 * size,
            area.bottom() - 0.2 * area.h,
            0.75 * size,
            -0.18,
            palette.paper,
            palette.accents[3],
        );
        achievement::grad_cap(
            p,
            area.cx(),
            area.y + 0.38 * area.h,
            size,
            palette.accents[1],
            gold(),
        );
        star_pair(p, ctx, area, size);
    }

    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, _rng: &mut Rng) {
        let size = 0.8 * area.w.min(area.h);
        achievement::grad_cap(
            p,
            area.cx(),
            area.cy() - 0.1 * size,
            size,
            ctx.palette.accents[1],
            gold(),
        );
    }
}
