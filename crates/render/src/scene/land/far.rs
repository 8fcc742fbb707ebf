//! The far distance along the horizon: mountain ranges, a city skyline and
//! a treeline, hazed towards the sky's colour.

use super::{Ctx, Land, lit};
use crate::color::{darken, lighten, mix, rgb, with_alpha};
use crate::draw::{Painter, shapes};
use crate::motifs::winter::{self, Dress};
use crate::rng::Rng;

/// Two ranges of peaks, snow on the tallest; returns the near range's
/// outline so a lake can mirror it.
pub(super) fn mountains(p: &mut Painter, ctx: &Ctx, land: &Land, rng: &mut Rng) -> Vec<(f32, f32)> {
    let canvas = ctx.layout.canvas;
    let art = ctx.layout.art;
    let base = land.horizon + 0.01 * canvas.h;
    let rock = rgb(0x6E7F96);
    let mut near = Vec::new();
    for (layer, (height, haze)) in [(0.42f32, 0.55f32), (0.3, 0.28)].into_iter().enumerate() {
        let peaks = 3 + layer;
        let step = canvas.w / peaks as f32;
        let mut outline = vec![(canvas.x, base), (canvas.x, base - 0.12 * height * art.h)];
        let mut tops = Vec::new();
        for k in 0..peaks {
            let x = canvas.x + (k as f32 + rng.range(0.35, 0.65)) * step;
            let h = height * art.h * rng.range(0.7, 1.0);
            outline.push((x - 0.45 * step, base - rng.range(0.15, 0.3) * h));
            outline.push((x, base - h));
            tops.push((x, base - h, h));
        }
        outline.push((canvas.right(), base - 0.15 * height * art.h));
        outline.push((canvas.right(), base));
        let colour = lit(ctx, mix(rock, ctx.palette.sky_bottom, haze));
        let shape = shapes::polygon(&outline);
        p.fill_vertical(
            &shape,
            lighten(colour, 0.08),
            darken(colour, 0.06),
            (base - height * art.h, base),
        );
        let snow = lit(ctx, rgb(0xF7FAFF));
        for (x, top, h) in tops {
            let (w, d) = (0.16 * h, 0.24 * h);
            let cap = [
                (x, top),
                (x + w, top + d),
                (x + 0.4 * w, top + 0.8 * d),
                (x, top + d),
                (x - 0.45 * w, top + 0.75 * d),
                (x - w, top + d),
            ];
            p.fill_flat(&shapes::polygon(&cap), snow);
        }
        near = outline;
    }
    near
}

/// Towers of a city along the horizon, windows lit after dark.
pub(super) fn skyline(p: &mut Painter, ctx: &Ctx, land: &Land, rng: &mut Rng) {
    let canvas = ctx.layout.canvas;
    let art = ctx.layout.art;
    let base = land.horizon + 0.02 * canvas.h;
    let dark = ctx.palette.is_dark();
    for (tallest, haze) in [(0.42f32, 0.5f32), (0.28, 0.25)] {
        let colour = lit(ctx, mix(rgb(0x5C6B8A), ctx.palette.sky_bottom, haze));
        let mut x = canvas.x - rng.range(0.0, 0.04) * canvas.w;
        while x < canvas.right() {
            let w = rng.range(0.05, 0.1) * canvas.w;
            let h = rng.range(0.35, 1.0) * tallest * art.h;
            p.fill_flat(&shapes::rect(x, base - h, w * 0.92, h), colour);
            let window = if dark {
                with_alpha(rgb(0xFFD27A), 0.85)
            } else {
                with_alpha(lighten(colour, 0.35), 0.7)
            };
            let pane = 0.012 * canvas.w;
            let mut wy = base - h + 2.0 * pane;
            while wy < base - 2.0 * pane {
                let mut wx = x + pane;
                while wx < x + w * 0.92 - 1.5 * pane {
                    if rng.unit() < 0.6 {
                        p.fill_flat(&shapes::rect(wx, wy, pane, 1.3 * pane), window);
                    }
                    wx += 2.0 * pane;
                }
                wy += 2.6 * pane;
            }
            x += w;
        }
    }
}

/// A line of firs along the horizon.
pub(super) fn treeline(p: &mut Painter, ctx: &Ctx, land: &Land, rng: &mut Rng) {
    let canvas = ctx.layout.canvas;
    let art = ctx.layout.art;
    let base = land.horizon + 0.03 * canvas.h;
    let dress = if land.snowy {
        Dress::Snowy
    } else {
        Dress::Bare
    };
    for (height, haze) in [(0.26f32, 0.45f32), (0.2, 0.2)] {
        let green = lit(
            ctx,
            mix(
                darken(ctx.palette.foliage, 0.15),
                ctx.palette.sky_bottom,
                haze,
            ),
        );
        let mut x = canvas.x + rng.range(0.0, 0.03) * canvas.w;
        while x < canvas.right() + 0.03 * canvas.w {
            let h = height * art.h * rng.range(0.7, 1.0);
            winter::pine_at(
                p,
                x,
                base + rng.range(-0.01, 0.01) * canvas.h,
                h,
                green,
                dress,
                rng,
            );
            x += rng.range(0.045, 0.07) * canvas.w;
        }
    }
}
