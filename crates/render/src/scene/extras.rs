//! Motifs the prompt names that the occasion's scene does not already show,
//! drawn small around the edges of the card.

use super::Ctx;
use crate::area::Area;
use crate::draw::Painter;
use crate::motifs::{achievement, botanical, cake, celebration, love, sky, winter};
use crate::rng::Rng;
use crate::theme::{Motif, Palette};
use std::f32::consts::{PI, TAU};

pub(crate) fn sprinkle(p: &mut Painter, ctx: &Ctx, already_shown: &[Motif], rng: &mut Rng) {
    let wanted: Vec<Motif> = ctx
        .theme
        .requested
        .iter()
        .copied()
        .filter(|m| !already_shown.contains(m))
        .collect();
    if wanted.is_empty() {
        return;
    }
    let art = ctx.layout.art;
    // Keep the middle of the artwork and the lettering clear.
    let mut keep_clear = ctx.layout.text_clearance();
    keep_clear.push(art.part(0.22, 0.12, 0.78, 0.88));
    let size = 0.075 * ctx.layout.canvas.min_side();
    let edge = ctx.layout.card.inset(size * 0.9);
    let layout = super::Layout {
        card: edge,
        ..ctx.layout
    };
    for motif in wanted.iter().take(3) {
        for _ in 0..3 {
            let (x, y) = layout.open_point(rng, &keep_clear);
            let s = size * rng.range(0.8, 1.15);
            draw(p, *motif, x, y, s, ctx.palette, rng);
            keep_clear.push(Area::new(x - s, y - s, 2.0 * s, 2.0 * s));
        }
    }
}

/// One motif centred on (x, y), roughly `size` across.
pub(crate) fn draw(
    p: &mut Painter,
    motif: Motif,
    x: f32,
    y: f32,
    size: f32,
    palette: &Palette,
    rng: &mut Rng,
) {
    let colour = palette.accents[rng.int(0, 4) as usize];
    let half = size / 2.0;
    match motif {
        Motif::Balloon => {
            celebration::balloon(p, x, y - 0.2 * size, 0.42 * size, colour, (x, y + size))
        }
        Motif::Cake => cake::cake(p, x, y + 0.45 * size, size, palette, rng),
        Motif::Gift => celebration::gift(p, x, y + half, size, colour, palette.accents[1]),
        Motif::Confetti => {
            for _ in 0..6 {
                let c = palette.accents[rng.int(0, 4) as usize];
                let (dx, dy) = (rng.range(-half, half), rng.range(-half, half));
                celebration::confetti(p, x + dx, y + dy, 0.2 * size, c, rng);
            }
        }
        Motif::Heart => love::heart(p, x, y, half, palette.accents[0], rng.range(-0.3, 0.3)),
        Motif::Ring => love::rings(p, x, y, 0.3 * size, crate::color::gold()),
        Motif::Flower => {
            let kind = [
                botanical::Bloom::Blossom,
                botanical::Bloom::Rose,
                botanical::Bloom::Daisy,
            ][rng.int(0, 2) as usize];
            botanical::flower(p, x, y, half, colour, kind, rng.range(0.0, TAU));
        }
        Motif::Leaf => botanical::sprig(
            p,
            (x, y + half),
            -PI / 2.0 + rng.range(-0.4, 0.4),
            size,
            palette.foliage,
            0.1,
        ),
        Motif::Lily => botanical::lily(p, x, y, half, palette.paper, rng.range(0.0, TAU)),
        Motif::Snowflake => winter::snowflake(p, x, y, half, palette.paper, rng.range(0.0, PI)),
        Motif::Tree => winter::pine(
            p,
            x,
            y + size,
            2.0 * size,
            palette.foliage,
            winter::Dress::Bare,
            rng,
        ),
        Motif::Star => p.fill(
            &crate::draw::shapes::star(x, y, half, 0.2 * size, 5, rng.range(-0.3, 0.3)),
            palette.accents[1],
        ),
        Motif::Cap => achievement::grad_cap(p, x, y, size, palette.ink, palette.accents[0]),
        Motif::Cloud => sky::cloud(p, x, y, 1.3 * size, palette.paper),
        Motif::Moon => sky::moon(
            p,
            x,
            y,
            half,
            tiny_skia::Color::from_rgba8(255, 236, 170, 255),
        ),
        Motif::Sun => sky::sun(
            p,
            x,
            y,
            0.35 * size,
            tiny_skia::Color::from_rgba8(255, 200, 60, 255),
            palette.accents[1],
        ),
    }
}
