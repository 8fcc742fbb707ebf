//! Congratulations and graduation scenes: a trophy or a cap and diploma
//! under bursting stars.

use super::party::confetti_over;
use super::{Ctx, Scene};
use crate::area::Area;
use crate::color::{gold, lighten, with_alpha};
use crate::draw::Painter;
use crate::motifs::{achievement, sky};
use crate::rng::Rng;
use std::f32::consts::PI;

fn sparkles_over(p: &mut Painter, ctx: &Ctx, count: u32, rng: &mut Rng) {
    let keep_clear = ctx.layout.text_clearance();
    for _ in 0..count {
        let (x, y) = ctx.layout.open_point(rng, &keep_clear);
        let colour = with_alpha(lighten(ctx.palette.accents[0], 0.2), 0.85);
        sky::sparkle(p, x, y, rng.range(10.0, 22.0) * p.unit, colour);
    }
}

pub(crate) struct Congratulations;

impl Scene for Congratulations {
    fn features(&self) -> &'static [&'static str] {
        &["star", "confetti", "trophy", "streamer", "firework"]
    }

    fn accent_shows(&self) -> &'static [&'static str] {
        &["star"]
    }

    fn backdrop(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        sunburst(p, ctx);
        fireworks(p, ctx, rng);
        let card = ctx.layout.card.inset(0.03 * ctx.layout.canvas.min_side());
        achievement::streamer_at(
            p,
            (card.x, card.y + 0.08 * card.h),
            0.3,
            0.24 * card.w,
            ctx.palette.accents[1],
        );
        achievement::streamer_at(
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
        achievement::trophy_at(
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

/// Bursts of fireworks high in both upper corners.
fn fireworks(p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
    let art = ctx.layout.art;
    let size = 0.24 * art.min_side();
    let paints = crate::motifs::Paints {
        palette: ctx.palette,
        tint: None,
        asleep: false,
        snowy: false,
    };
    for x in [art.x + 0.3 * art.w, art.right() - 0.3 * art.w] {
        let spot = crate::motifs::Spot {
            x,
            base: art.y + size,
            size,
            facing: 1.0,
        };
        sky::firework(p, &spot, &paints, rng);
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
    fn features(&self) -> &'static [&'static str] {
        &["graduation cap", "diploma", "star", "confetti"]
    }

    fn accent_shows(&self) -> &'static [&'static str] {
        &["graduation cap"]
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
        achievement::diploma_at(
            p,
            area.cx() + 0.05 * size,
            area.bottom() - 0.2 * area.h,
            0.75 * size,
            -0.18,
            palette.paper,
            palette.accents[3],
        );
        achievement::cap_at(
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
        achievement::cap_at(
            p,
            area.cx(),
            area.cy() - 0.1 * size,
            size,
            ctx.palette.accents[1],
            gold(),
        );
    }
}
