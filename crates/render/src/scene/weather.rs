//! Weather falling over the whole scene, clear of the lettering: snow,
//! rain, autumn leaves and spring petals, and the stars of a night sky.

use super::Ctx;
use crate::color::{lighten, mix, rgb, with_alpha};
use crate::draw::{Painter, shapes};
use crate::motifs::{sky, winter};
use crate::rng::Rng;
use crate::vocab::Weather;
use std::f32::consts::TAU;
use tiny_skia::Color;

/// `amount` scales how much falls: minimalist cards keep it sparse.
pub(crate) fn paint(p: &mut Painter, ctx: &Ctx, weather: Weather, amount: f32, rng: &mut Rng) {
    let count = |n: f32| (n * amount) as u32;
    match weather {
        Weather::Snow => snowfall(p, ctx, amount, rng),
        Weather::Rain => rain(p, ctx, count(160.0), rng),
        Weather::Autumn => drifting(p, ctx, count(26.0), &ctx.palette.accents[..3], 0.62, rng),
        Weather::Spring => {
            let blossom = [rgb(0xF9C6D3), rgb(0xFFE1EA), rgb(0xF4A7B9)];
            drifting(p, ctx, count(34.0), &blossom, 0.9, rng)
        }
    }
}

/// Snowflakes and flakes of snow in front of the scene.
pub(crate) fn snowfall(p: &mut Painter, ctx: &Ctx, amount: f32, rng: &mut Rng) {
    let keep_clear = ctx.layout.text_clearance();
    let snow = Color::WHITE;
    // On a pale sky white flakes vanish; tint them with the palette's blue.
    let flake = if ctx.palette.is_dark() {
        snow
    } else {
        mix(snow, rgb(0x7FB3D5), 0.45)
    };
    for _ in 0..(14.0 * amount) as u32 {
        let (x, y) = ctx.layout.open_point(rng, &keep_clear);
        let colour = with_alpha(flake, rng.range(0.6, 0.95));
        winter::snowflake_at(
            p,
            x,
            y,
            rng.range(14.0, 34.0) * p.unit,
            colour,
            rng.range(0.0, 1.0),
        );
    }
    for _ in 0..(140.0 * amount) as u32 {
        let (x, y) = ctx.layout.open_point(rng, &keep_clear);
        let dot = shapes::circle(x, y, rng.range(2.0, 6.0) * p.unit);
        p.fill_flat(&dot, with_alpha(snow, rng.range(0.55, 0.95)));
    }
}

/// Slanting streaks of rain.
fn rain(p: &mut Painter, ctx: &Ctx, count: u32, rng: &mut Rng) {
    let keep_clear = ctx.layout.text_clearance();
    let drop = with_alpha(lighten(rgb(0x7FA6C9), 0.3), 0.55);
    for _ in 0..count {
        let (x, y) = ctx.layout.open_point(rng, &keep_clear);
        let len = rng.range(18.0, 34.0) * p.unit;
        p.stroke_px(
            &shapes::line(x, y, x - 0.3 * len, y + len),
            drop,
            2.2 * p.unit,
        );
    }
}

/// Leaves or petals drifting down, turned every which way.
fn drifting(
    p: &mut Painter,
    ctx: &Ctx,
    count: u32,
    colours: &[Color],
    fullness: f32,
    rng: &mut Rng,
) {
    let keep_clear = ctx.layout.text_clearance();
    for i in 0..count as usize {
        let (x, y) = ctx.layout.open_point(rng, &keep_clear);
        let len = rng.range(16.0, 30.0) * p.unit;
        let colour = colours[i % colours.len()];
        let piece = shapes::petal(x, y, len, 0.55 * len, rng.range(0.0, TAU), fullness);
        p.fill(&piece, colour);
    }
}

/// Stars in the sky above the horizon.
pub(crate) fn stars(p: &mut Painter, ctx: &Ctx, horizon: f32, rng: &mut Rng) {
    let keep_clear = ctx.layout.text_clearance();
    let sky = crate::area::Area::from_edges(0.0, 0.0, ctx.layout.canvas.w, horizon);
    for i in 0..70 {
        let (x, y) = sky.random_point(rng);
        if keep_clear.iter().any(|a| a.contains(x, y)) {
            continue;
        }
        let colour = with_alpha(Color::WHITE, rng.range(0.45, 0.95));
        if i % 9 == 0 {
            sky::sparkle(p, x, y, rng.range(7.0, 14.0) * p.unit, colour);
        } else {
            p.fill_flat(&shapes::circle(x, y, rng.range(1.0, 3.0) * p.unit), colour);
        }
    }
}
