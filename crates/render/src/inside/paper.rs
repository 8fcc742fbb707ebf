//! The inside pages' paper: warm ivory card stock, a touch lighter where the
//! light falls in the middle and deeper toward the edges, with the soft
//! mottling and fine grain of real fibres (the crate's own paper textures),
//! and a faint hairline border inset from the edge.

use super::{INSIDE_PAGE_HEIGHT, INSIDE_PAGE_WIDTH};
use crate::draw::texture::mottle;
use crate::rng::Rng;
use tiny_skia::{Color, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

/// The paper's colour at its lightest (sRGB): cream, not white.
pub(super) const PAPER: [u8; 3] = [0xFB, 0xF7, 0xEE];
/// How much darker the corners are than the middle.
const VIGNETTE: f32 = 0.045;
/// The border: how far in from the edge, how thick (page units) and its colour.
const BORDER_INSET: f32 = 13.0;
const BORDER_WIDTH: f32 = 0.6;
const BORDER: [u8; 4] = [0xC9, 0xB2, 0x8A, 0x8C];

/// A blank page `width` x `height` pixels, `scale` pixels per page unit.
/// Its texture depends only on the page's number, so a page always looks the same.
pub(super) fn paper(width: u32, height: u32, scale: f32, page: usize) -> Option<Pixmap> {
    let mut pixmap = Pixmap::new(width, height)?;
    let (w, h) = (width as f32, height as f32);
    let row = width as usize * 4;
    for (y, line) in pixmap.data_mut().chunks_exact_mut(row).enumerate() {
        let dy = (y as f32 + 0.5) / h * 2.0 - 1.0;
        for (x, px) in line.chunks_exact_mut(4).enumerate() {
            let dx = (x as f32 + 0.5) / w * 2.0 - 1.0;
            // Distance from the middle, the page's corners at about 1.4.
            let d = (dx * dx + dy * dy).sqrt();
            let t = ((d - 0.35) / 1.05).clamp(0.0, 1.0);
            let shade = 1.0 - VIGNETTE * t * t * (3.0 - 2.0 * t);
            // Warmer as well as darker toward the edges, as aged stock is.
            let warm = [1.0, 0.995, 0.985];
            for c in 0..3 {
                let tint = 1.0 - (1.0 - warm[c]) * t;
                px[c] = (f32::from(PAPER[c]) * shade * tint).round() as u8;
            }
            px[3] = 255;
        }
    }
    let mut rng = Rng::new(0x1_5EED_u64.wrapping_mul(page as u64 + 1));
    mottle(&mut pixmap, 0.012, 7, &mut rng);
    border(&mut pixmap, scale);
    Some(pixmap)
}

fn border(pixmap: &mut Pixmap, scale: f32) {
    let inset = BORDER_INSET;
    let Some(rect) = Rect::from_ltrb(
        inset,
        inset,
        INSIDE_PAGE_WIDTH - inset,
        INSIDE_PAGE_HEIGHT - inset,
    ) else {
        return;
    };
    let path = PathBuilder::from_rect(rect);
    let [r, g, b, a] = BORDER;
    let mut paint = Paint::default();
    paint.set_color(Color::from_rgba8(r, g, b, a));
    paint.anti_alias = true;
    let stroke = Stroke {
        width: BORDER_WIDTH,
        ..Stroke::default()
    };
    pixmap.stroke_path(
        &path,
        &paint,
        &stroke,
        Transform::from_scale(scale, scale),
        None,
    );
}
