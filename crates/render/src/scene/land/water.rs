//! Open water: the sea (with a beach or an island), a lake that mirrors
//! the sky and the mountains, and a river winding through the ground.

use super::{Ctx, Land, lit};
use crate::color::{darken, lighten, mix, rgb, with_alpha};
use crate::draw::{Painter, shapes};
use crate::motifs::{Paints, Spot, plants};
use crate::rng::Rng;
use tiny_skia::Color;

/// Water takes the colour of the sky it mirrors, deepening towards blue.
fn water_colours(ctx: &Ctx) -> (Color, Color) {
    let sky = mix(ctx.palette.sky_top, ctx.palette.sky_bottom, 0.6);
    (
        lit(ctx, mix(sky, rgb(0x2F6FA8), 0.6)),
        lit(ctx, mix(sky, rgb(0x3FA7C0), 0.4)),
    )
}

/// Sea from the horizon down to the shore; returns where the sand begins.
pub(super) fn sea(
    p: &mut Painter,
    ctx: &Ctx,
    land: &Land,
    beach: bool,
    island: bool,
    rng: &mut Rng,
) -> f32 {
    let canvas = ctx.layout.canvas;
    let depth = land.front - land.horizon;
    let shore = land.horizon + if beach { 0.7 } else { 0.82 } * depth;
    let (deep, shallow) = water_colours(ctx);
    let body = shapes::rect(
        canvas.x,
        land.horizon,
        canvas.w,
        canvas.bottom() - land.horizon,
    );
    p.fill_vertical(&body, deep, shallow, (land.horizon, shore));
    sun_path(p, ctx, land.horizon, shore);
    let foam = with_alpha(lighten(shallow, 0.6), 0.6);
    for _ in 0..18 {
        let x = rng.range(canvas.x, canvas.right());
        let t = rng.unit();
        let y = land.horizon + (0.08 + 0.85 * t) * (shore - land.horizon);
        let w = (0.02 + 0.05 * t) * canvas.w;
        let crest = shapes::curve((x - w, y), (x, y - 0.25 * w), (x + w, y));
        p.stroke_px(&crest, foam, (1.0 + 2.0 * t) * p.unit);
    }
    if island {
        let (x, y) = (canvas.x + 0.24 * canvas.w, land.horizon + 0.12 * depth);
        let (rx, ry) = (0.14 * canvas.w, 0.05 * depth);
        p.fill(
            &shapes::ellipse(x, y + ry * 0.4, rx, ry),
            lit(ctx, rgb(0xEFD9A7)),
        );
        p.fill(
            &shapes::ellipse(x, y, 0.75 * rx, 0.8 * ry),
            lit(ctx, ctx.palette.ground),
        );
        let palm = Spot {
            x: x - 0.2 * rx,
            base: y,
            size: 0.3 * depth,
            facing: 1.0,
        };
        let paints = Paints {
            palette: ctx.palette,
            tint: None,
            asleep: false,
            snowy: false,
        };
        plants::palm(p, &palm, &paints, rng);
    }
    shore
}

/// A lake under a far shore, mirroring the sky and any mountains; returns
/// where its near shore begins.
pub(super) fn lake(
    p: &mut Painter,
    ctx: &Ctx,
    land: &Land,
    mountains: Option<&[(f32, f32)]>,
    rng: &mut Rng,
) -> f32 {
    let canvas = ctx.layout.canvas;
    let depth = land.front - land.horizon;
    let near_shore = land.horizon + 0.45 * depth;
    if mountains.is_none() {
        let far = lit(
            ctx,
            mix(
                darken(ctx.palette.foliage, 0.1),
                ctx.palette.sky_bottom,
                0.35,
            ),
        );
        let hill = shapes::ellipse(
            canvas.x + 0.3 * canvas.w,
            land.horizon,
            0.45 * canvas.w,
            0.05 * canvas.h,
        );
        p.fill_flat(&hill, far);
        let hill = shapes::ellipse(
            canvas.x + 0.85 * canvas.w,
            land.horizon,
            0.35 * canvas.w,
            0.035 * canvas.h,
        );
        p.fill_flat(&hill, far);
    }
    let (deep, _) = water_colours(ctx);
    let mirror = mix(ctx.palette.sky_bottom, ctx.palette.sky_top, 0.4);
    let body = shapes::rect(
        canvas.x,
        land.horizon,
        canvas.w,
        near_shore - land.horizon + 0.05 * depth,
    );
    p.fill_vertical(
        &body,
        lit(ctx, mix(mirror, deep, 0.35)),
        deep,
        (land.horizon, near_shore),
    );
    if let Some(outline) = mountains {
        let flipped: Vec<(f32, f32)> = outline
            .iter()
            .map(|&(x, y)| (x, 2.0 * land.horizon - y))
            .collect();
        let shade = with_alpha(darken(deep, 0.25), 0.45);
        p.fill_flat(&shapes::polygon(&flipped), shade);
    }
    sun_path(p, ctx, land.horizon, near_shore);
    let shimmer = with_alpha(Color::WHITE, 0.45);
    for _ in 0..14 {
        let x = rng.range(canvas.x, canvas.right());
        let y = rng.range(land.horizon + 0.02 * depth, near_shore);
        let w = rng.range(0.02, 0.06) * canvas.w;
        p.stroke_px(&shapes::line(x - w, y, x + w, y), shimmer, 1.5 * p.unit);
    }
    near_shore
}

/// The low sun's glitter on the water beneath it.
fn sun_path(p: &mut Painter, ctx: &Ctx, top: f32, bottom: f32) {
    let Some(sun) = ctx.sun_x else { return };
    let glitter = with_alpha(lighten(ctx.palette.sky_bottom, 0.5), 0.8);
    let rows = 9;
    for k in 0..rows {
        let t = (k as f32 + 0.5) / rows as f32;
        let y = top + t * (bottom - top);
        let w = (0.03 + 0.06 * t) * ctx.layout.canvas.w;
        p.stroke_px(
            &shapes::line(sun - w, y, sun + w, y),
            glitter,
            (2.0 + 3.0 * t) * p.unit,
        );
    }
}

/// A river winding from the horizon to the front of the card, widening.
pub(super) fn river(p: &mut Painter, ctx: &Ctx, land: &Land, rng: &mut Rng) {
    let canvas = ctx.layout.canvas;
    let phase = rng.range(0.0, 6.0);
    let steps = 24;
    let edge = |t: f32, side: f32| {
        let y = land.horizon + t * (canvas.bottom() - land.horizon);
        let centre = canvas.cx() + 0.16 * canvas.w * (3.0 * t + phase).sin() * t;
        (centre + side * (0.01 + 0.22 * t * t) * canvas.w, y)
    };
    let mut outline: Vec<(f32, f32)> = (0..=steps)
        .map(|i| edge(i as f32 / steps as f32, -1.0))
        .collect();
    outline.extend(
        (0..=steps)
            .rev()
            .map(|i| edge(i as f32 / steps as f32, 1.0)),
    );
    let (deep, shallow) = water_colours(ctx);
    p.fill_vertical(
        &shapes::polygon(&outline),
        shallow,
        deep,
        (land.horizon, canvas.bottom()),
    );
}
