//! Landscapes behind the subjects: the places a prompt names change the
//! backdrop (peaks, a skyline, a treeline), the water (a lake with its
//! reflection, the sea, a river) and the ground (meadow, snow, sand).
//! The ground always runs to the bottom of the card, so the band kept for
//! words set later is calm scenery rather than empty.

mod far;
mod water;

use super::Ctx;
use super::plan::{Land, Subject};
use crate::color::{darken, lighten, mix, rgb};
use crate::draw::Painter;
use crate::rng::Rng;
use crate::vocab::{Place, Stand};
use tiny_skia::{Color, PathBuilder};

pub(crate) fn paint(p: &mut Painter, ctx: &Ctx, land: &Land, places: &[Place], rng: &mut Rng) {
    let has = |place| places.contains(&place);
    let peaks = has(Place::Mountain).then(|| far::mountains(p, ctx, land, rng));
    if has(Place::City) {
        far::skyline(p, ctx, land, rng);
    }
    if has(Place::Forest) {
        far::treeline(p, ctx, land, rng);
    }
    let sea = has(Place::Sea) || has(Place::Beach) || has(Place::Island);
    let ground_top = if sea {
        water::sea(p, ctx, land, has(Place::Beach), has(Place::Island), rng)
    } else if has(Place::Lake) {
        water::lake(p, ctx, land, peaks.as_deref(), rng)
    } else {
        land.horizon
    };
    let sand = has(Place::Desert) || has(Place::Beach) || (sea && !has(Place::Lake));
    let colour = if land.snowy {
        rgb(0xF4F8FC)
    } else if sand {
        rgb(0xEFD9A7)
    } else {
        ctx.palette.ground
    };
    meadow(p, ctx, ground_top, land, colour, rng);
    if has(Place::River) {
        water::river(p, ctx, land, rng);
    }
    if has(Place::Garden) {
        flower_border(p, ctx, land, rng);
    }
}

/// Land colour under the light of the sky: warmed at sunset, dim at night.
pub(crate) fn lit(ctx: &Ctx, colour: Color) -> Color {
    let palette = ctx.palette;
    if palette.is_dark() {
        mix(darken(colour, 0.5), palette.sky_top, 0.3)
    } else {
        mix(colour, palette.sky_bottom, 0.14)
    }
}

/// Rolling ground in three layers from `top` down to the bottom of the
/// card: paler and hazier far away, the front layer plain and calm.
fn meadow(p: &mut Painter, ctx: &Ctx, top: f32, land: &Land, colour: Color, rng: &mut Rng) {
    let canvas = ctx.layout.canvas;
    let depth = (land.front - top).max(1.0);
    let haze = ctx.palette.sky_bottom;
    let layers = [
        (top, mix(colour, haze, 0.4)),
        (top + 0.3 * depth, mix(colour, haze, 0.18)),
        (top + 0.62 * depth, colour),
    ];
    for (i, (y, shade)) in layers.into_iter().enumerate() {
        let lift = (0.05 - 0.012 * i as f32) * canvas.h;
        let mut pb = PathBuilder::new();
        pb.move_to(canvas.x, canvas.bottom());
        pb.line_to(canvas.x, y + rng.range(0.0, 0.3) * lift);
        let humps = 2 + rng.int(0, 1);
        let step = canvas.w / humps as f32;
        for k in 0..humps {
            let x0 = canvas.x + k as f32 * step;
            let rise = lift * rng.range(0.4, 1.0);
            let end = y + rng.range(-0.3, 0.3) * lift;
            pb.cubic_to(
                x0 + 0.3 * step,
                y - rise,
                x0 + 0.7 * step,
                y - rise,
                x0 + step,
                end,
            );
        }
        pb.line_to(canvas.right(), canvas.bottom());
        pb.close();
        let shade = lit(ctx, shade);
        let under = if land.snowy {
            darken(shade, 0.05)
        } else {
            darken(shade, 0.12)
        };
        p.fill_vertical(
            &pb.finish(),
            lighten(shade, 0.04),
            under,
            (y - lift, canvas.bottom()),
        );
    }
}

/// A border of small flowers along the front of a garden.
fn flower_border(p: &mut Painter, ctx: &Ctx, land: &Land, rng: &mut Rng) {
    let art = ctx.layout.art;
    let y = land.front - 0.1 * (land.front - land.horizon);
    let r = 0.022 * art.min_side();
    let count = (art.w / (2.6 * r)) as usize;
    for i in 0..count {
        let x = art.x + (i as f32 + rng.range(0.2, 0.8)) * art.w / count as f32;
        let dy = rng.range(-1.0, 1.0) * r;
        let stem = crate::draw::shapes::line(x, y + dy, x, y + dy + 2.5 * r);
        p.stroke_px(&stem, ctx.palette.foliage, 0.25 * r);
        let colour = ctx.palette.accents[i % 5];
        let kind = [
            crate::motifs::botanical::Bloom::Blossom,
            crate::motifs::botanical::Bloom::Daisy,
        ][i % 2];
        crate::motifs::botanical::flower(p, x, y + dy, r, colour, kind, rng.range(0.0, 1.0));
    }
}

/// Boats, whales and ducks need water under them: the sea or a lake.
pub(crate) fn imply_water(subjects: &[Subject], places: &mut Vec<Place>) {
    let wet = [
        Place::Lake,
        Place::Sea,
        Place::Beach,
        Place::River,
        Place::Island,
    ];
    if places.iter().any(|p| wet.contains(p)) {
        return;
    }
    if let Some(swimmer) = subjects.iter().find(|s| s.thing.stand == Stand::Water) {
        let open_water = matches!(swimmer.entry.name, "boat" | "whale" | "dolphin");
        places.push(if open_water { Place::Sea } else { Place::Lake });
    }
}

/// The row swimmers and boats float on, if the backdrop has open water.
pub(crate) fn water_line(places: &[Place], land: Option<Land>) -> Option<f32> {
    let land = land?;
    let depth = land.front - land.horizon;
    if places
        .iter()
        .any(|p| matches!(p, Place::Sea | Place::Beach | Place::Island))
    {
        Some(land.horizon + 0.55 * depth)
    } else if places.contains(&Place::Lake) {
        Some(land.horizon + 0.3 * depth)
    } else {
        None
    }
}
