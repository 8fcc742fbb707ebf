//! Draws placed subjects, each grounded by a soft shadow, and mounts an
//! uploaded photo.

use super::Ctx;
use super::plan::Placed;
use crate::area::Area;
use crate::color::with_alpha;
use crate::draw::{Painter, Treat};
use crate::motifs::Paints;
use crate::rng::Rng;
use crate::vocab::Stand;
use image::DynamicImage;
use tiny_skia::Color;

pub(crate) fn draw(p: &mut Painter, ctx: &Ctx, placed: &Placed, rng: &mut Rng) {
    let paints = Paints {
        palette: ctx.palette,
        tint: placed.tint,
        asleep: ctx.theme.asleep,
        snowy: ctx.snowy,
    };
    if placed.thing.stand == Stand::Ground && !p.look.flat {
        contact_shadow(p, placed);
    }
    (placed.thing.draw)(p, &placed.spot, &paints, rng);
}

/// A soft pool of shade where a subject meets the ground.
fn contact_shadow(p: &mut Painter, placed: &Placed) {
    if let Treat::Geometric(_) = p.look.treat {
        return;
    }
    let spot = placed.spot;
    let half = 0.42 * spot.size * placed.thing.aspect;
    let depth = if p.look.soft_shadow { 0.1 } else { 0.06 } * spot.size;
    let strength = if p.look.soft_shadow { 0.32 } else { 0.16 };
    let shade = with_alpha(Color::BLACK, strength);
    p.glow_ellipse((spot.x, spot.base), half, depth, shade);
}

/// Mounts the photo in the hero area and returns the room left for accents:
/// either side of it, or below it when the area is tall.
pub(crate) fn mount_photo(
    p: &mut Painter,
    hero: Area,
    canvas: Area,
    photo: &DynamicImage,
    rng: &mut Rng,
) -> Vec<Area> {
    let tall = hero.h > 0.85 * hero.w;
    let slot = if tall {
        hero.part(0.06, 0.02, 0.94, 0.68)
    } else {
        hero.part(0.2, 0.03, 0.8, 0.97)
    };
    let frame = crate::photo::place(p, slot, photo, rng);
    let gap = 0.02 * canvas.min_side();
    let sides = if tall {
        let below = Area::from_edges(hero.x, frame.bottom() + gap, hero.right(), hero.bottom());
        vec![
            below.part(0.0, 0.0, 0.5, 1.0),
            below.part(0.5, 0.0, 1.0, 1.0),
        ]
    } else {
        vec![
            Area::from_edges(hero.x, hero.y, frame.x - gap, hero.bottom()),
            Area::from_edges(frame.right() + gap, hero.y, hero.right(), hero.bottom()),
        ]
    };
    sides
        .into_iter()
        .filter(|a| a.w > 0.05 * canvas.w && a.h > 0.05 * canvas.h)
        .collect()
}
