//! New-baby scene and the general (non-occasion) scene.

use super::{Ctx, Scene, extras};
use crate::area::Area;
use crate::color::{darken, gold, lighten, with_alpha};
use crate::draw::{Painter, background, shapes};
use crate::motifs::{love, sky, winter};
use crate::rng::Rng;
use crate::theme::Motif;
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
    fn features(&self) -> &'static [Motif] {
        &[Motif::Moon, Motif::Cloud, Motif::Star, Motif::Heart]
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
                love::heart(p, x, drop + 0.045 * side, 0.045 * side, colour, 0.0);
            }
        }
        let (cx, cy) = (area.cx(), area.y + 0.62 * area.h);
        sky::moon(
            p,
            cx - 0.05 * side,
            cy - 0.05 * side,
            0.24 * side,
            Color::from_rgba8(255, 232, 160, 255),
        );
        sky::cloud(
            p,
            cx - 0.22 * side,
            cy + 0.2 * side,
            0.42 * side,
            Color::WHITE,
        );
        sky::cloud(
            p,
            cx + 0.24 * side,
            cy + 0.24 * side,
            0.34 * side,
            lighten(palette.accents[0], 0.55),
        );
    }

    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, _rng: &mut Rng) {
        let w = 0.85 * area.w.min(area.h * 1.4);
        sky::moon(
            p,
            area.cx(),
            area.cy() - 0.25 * w,
            0.28 * w,
            Color::from_rgba8(255, 232, 160, 255),
        );
        sky::cloud(p, area.cx(), area.cy() + 0.2 * w, w, ctx.palette.paper);
    }
}

pub(crate) struct Cosmos;

impl Scene for Cosmos {
    /// The hero shows the named motifs itself.
    fn features(&self) -> &'static [Motif] {
        crate::theme::ALL_MOTIFS
    }

    /// Named plants stand on green hills (opaque cards only).
    fn backdrop(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        let grows = ctx
            .theme
            .requested
            .iter()
            .any(|m| matches!(m, Motif::Tree | Motif::Flower | Motif::Leaf));
        if grows && !ctx.transparent {
            let green = ctx.palette.foliage;
            let colours = [darken(green, 0.25), darken(green, 0.1), green];
            let art = ctx.layout.art;
            winter::hills(p, ctx.layout.canvas, art.y + 0.72 * art.h, colours, rng);
        }
    }

    fn scatter(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        twinkles(p, ctx, 55, rng);
    }

    /// The motifs the prompt names, the first large in the middle; else an
    /// abstract composition.
    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let named: Vec<Motif> = ctx.theme.requested.iter().copied().take(3).collect();
        let Some((main, others)) = named.split_first() else {
            abstract_orbits(p, ctx, area, rng);
            return;
        };
        let side = area.min_side();
        for (i, motif) in others.iter().enumerate() {
            let x = if i == 0 {
                area.x + 0.2 * area.w
            } else {
                area.x + 0.8 * area.w
            };
            extras::draw(
                p,
                *motif,
                x,
                area.y + 0.3 * area.h,
                0.26 * side,
                ctx.palette,
                rng,
            );
        }
        if *main == Motif::Tree {
            // A grove reads better than one lonely tree.
            for (dx, scale) in [(-0.3, 0.65), (0.3, 0.7), (0.0, 1.0)] {
                let h = 0.8 * area.h * scale;
                let green = if scale < 1.0 {
                    darken(ctx.palette.foliage, 0.1)
                } else {
                    ctx.palette.foliage
                };
                winter::pine(
                    p,
                    area.cx() + dx * area.w.min(1.2 * area.h),
                    area.bottom() - 0.04 * area.h,
                    h,
                    green,
                    winter::Dress::Bare,
                    rng,
                );
            }
        } else if *main == Motif::Flower {
            super::garden::posy(p, ctx, area.part(0.15, 0.05, 0.85, 0.95), rng);
        } else {
            extras::draw(
                p,
                *main,
                area.cx(),
                area.cy(),
                0.55 * side,
                ctx.palette,
                rng,
            );
        }
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
        background::radial_glow(
            p,
            (cx, cy),
            0.6 * side,
            with_alpha(palette.accents[1], 0.35),
        );
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
