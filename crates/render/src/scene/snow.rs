//! Christmas, holiday and winter scenes: a snowy landscape under the lettering.

use super::{Ctx, Scene, TextPlacement};
use crate::area::Area;
use crate::color::{darken, lighten, with_alpha};
use crate::draw::{Painter, shapes};
use crate::motifs::celebration;
use crate::motifs::winter::{self, Dress};
use crate::rng::Rng;
use tiny_skia::Color;

pub(crate) struct Christmas;
pub(crate) struct Winter;

impl Scene for Christmas {
    fn placement(&self) -> TextPlacement {
        TextPlacement::Above
    }

    fn features(&self) -> &'static [&'static str] {
        &["pine", "snow", "snowflake", "star", "gift", "hill"]
    }

    fn accent_shows(&self) -> &'static [&'static str] {
        &["pine"]
    }

    fn own_landscape(&self) -> bool {
        true
    }

    fn backdrop(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        landscape(p, ctx, rng);
    }

    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        forest(p, ctx, area, true, rng);
    }

    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let h = 0.85 * area.h.min(area.w * 1.6);
        winter::pine_at(
            p,
            area.cx(),
            area.bottom(),
            h,
            ctx.palette.foliage,
            Dress::Festive(ctx.palette),
            rng,
        );
    }

    fn foreground(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        super::weather::snowfall(p, ctx, 1.0, rng);
    }
}

impl Scene for Winter {
    fn placement(&self) -> TextPlacement {
        TextPlacement::Above
    }

    fn features(&self) -> &'static [&'static str] {
        &["pine", "snow", "snowflake", "hill"]
    }

    fn accent_shows(&self) -> &'static [&'static str] {
        &["pine"]
    }

    fn own_landscape(&self) -> bool {
        true
    }

    fn backdrop(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        landscape(p, ctx, rng);
    }

    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        forest(p, ctx, area, false, rng);
    }

    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng) {
        let h = 0.85 * area.h.min(area.w * 1.6);
        winter::pine_at(
            p,
            area.cx(),
            area.bottom(),
            h,
            ctx.palette.foliage,
            Dress::Snowy,
            rng,
        );
    }

    fn foreground(&self, p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
        super::weather::snowfall(p, ctx, 1.0, rng);
    }
}

/// Night-sky stars and rolling snowy hills; ground only on opaque cards.
fn landscape(p: &mut Painter, ctx: &Ctx, rng: &mut Rng) {
    if ctx.transparent {
        return;
    }
    let canvas = ctx.layout.canvas;
    if ctx.palette.is_dark() {
        for _ in 0..70 {
            let (x, y) = canvas.part(0.0, 0.0, 1.0, 0.6).random_point(rng);
            let r = rng.range(1.0, 3.2) * p.unit;
            p.fill_flat(
                &shapes::circle(x, y, r),
                with_alpha(Color::WHITE, rng.range(0.4, 0.9)),
            );
        }
    }
    let art = ctx.layout.art;
    winter::snowy_hills(p, canvas, art.y + 0.62 * art.h, ctx.palette, rng);
}

/// A big tree in the middle and smaller ones receding either side.
fn forest(p: &mut Painter, ctx: &Ctx, area: Area, festive: bool, rng: &mut Rng) {
    let palette = ctx.palette;
    let ground = area.bottom() - 0.1 * area.h;
    let main_h = (area.h * 0.92).min(area.w * 1.1);
    let per_side = if area.w > area.h * 1.5 { 3 } else { 2 };
    let mut trees = Vec::new();
    for side in [-1.0f32, 1.0] {
        for k in 0..per_side {
            let spread = (k as f32 + 1.0) / (per_side as f32 + 0.4);
            let x = area.cx() + side * spread * area.w * 0.46 + rng.range(-0.02, 0.02) * area.w;
            let h = main_h * (0.62 - 0.12 * k as f32) * rng.range(0.9, 1.05);
            let depth = k as f32 * 0.03 * area.h;
            trees.push((
                x,
                ground - 0.05 * area.h + depth * 0.3,
                h,
                darken(palette.foliage, 0.12 - 0.06 * k as f32),
            ));
        }
    }
    // Farther (smaller) trees first.
    trees.sort_by(|a, b| a.2.total_cmp(&b.2));
    for (x, base, h, colour) in trees {
        winter::pine_at(p, x, base, h, colour, Dress::Snowy, rng);
    }
    let dress = if festive {
        Dress::Festive(palette)
    } else {
        Dress::Snowy
    };
    winter::pine_at(
        p,
        area.cx(),
        ground + 0.02 * area.h,
        main_h,
        lighten(palette.foliage, 0.05),
        dress,
        rng,
    );
    if festive {
        let s = 0.16 * main_h;
        celebration::gift_at(
            p,
            area.cx() - 0.26 * main_h,
            ground + 0.04 * area.h,
            s,
            palette.accents[0],
            palette.accents[1],
        );
        celebration::gift_at(
            p,
            area.cx() + 0.27 * main_h,
            ground + 0.05 * area.h,
            0.8 * s,
            palette.accents[4],
            palette.accents[0],
        );
    }
}
