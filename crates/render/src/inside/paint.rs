//! Paints one inside page: the paper, then each message's letters and
//! signature in its ink, turned by its tilt about its box's centre.
//!
//! Every message is set again from its placement's numbers and its outlines
//! read under the shared engine's lock; the lock is let go before anything
//! is painted, so other renders can shape while this one paints.

use super::compose::{Composer, Pad};
use super::paper::{PAPER, paper};
use super::{INSIDE_PAGE_WIDTH, InsideMessage, Placement, inside_page_height_px, signature};
use crate::encode::{Pixels, encode};
use crate::layer::fonts::{self, Engine};
use crate::layer::ink::{ratio, relative_luminance};
use crate::layer::outline::line_paths;
use crate::{OutputFormat, RenderError};
use tiny_skia::{Color, FillRule, LineCap, LineJoin, Paint, Path, Pixmap, Stroke, Transform};

/// The contrast the ink keeps with the paper at least: WCAG AA for body text.
const INK_CONTRAST: f32 = 4.5;
/// What pale ink is deepened toward: a warm near-black, so a pale colour
/// keeps its hue as it darkens rather than going grey.
const DEEP_INK: [u8; 3] = [0x1E, 0x17, 0x12];

/// A message ready to paint: outlines and signature in its box's units.
pub(super) struct Drawing {
    pub(super) letters: Vec<Path>,
    pub(super) signature: Option<(Path, f32)>,
    pub(super) ink: Color,
}

/// The page as PNG bytes.
pub(super) fn page_png(
    messages: &[InsideMessage],
    placements: &[Placement],
    page: usize,
    width_px: u32,
) -> Result<Vec<u8>, RenderError> {
    let height_px = inside_page_height_px(width_px);
    let scale = width_px as f32 / INSIDE_PAGE_WIDTH;
    let drawings: Vec<Drawing> = {
        let mut engine = fonts::engine();
        placements
            .iter()
            .map(|p| drawing(&mut engine, &messages[p.message], p))
            .collect()
    };
    let mut pixmap =
        paper(width_px, height_px, scale, page).ok_or(RenderError::InvalidPageWidth {
            width: width_px,
            max: super::MAX_INSIDE_WIDTH_PX,
        })?;
    for (placement, drawing) in placements.iter().zip(&drawings) {
        paint_message(&mut pixmap, placement, drawing, scale);
    }
    let pixels = Pixels::from_pixmap(&pixmap, false);
    encode(&pixels, OutputFormat::Png, 100)
}

/// Sets `message` as `placement` says and reads its outlines.
pub(super) fn drawing(
    engine: &mut Engine,
    message: &InsideMessage,
    placement: &Placement,
) -> Drawing {
    let mut composer = Composer::new(&mut engine.fonts, message);
    let set = composer.compose(&mut engine.fonts, placement.font_size, placement.width);
    let mut letters = line_paths(engine, &set.text, (0.0, 0.0));
    letters.extend(line_paths(engine, &set.name, (0.0, set.name_top)));
    let signature = set.signature.and_then(|pad: Pad| {
        signature::path(message.signature, &pad).map(|path| (path, signature::pen_width(&pad)))
    });
    Drawing {
        letters,
        signature,
        ink: readable(message.colour),
    }
}

fn paint_message(pixmap: &mut Pixmap, placement: &Placement, drawing: &Drawing, scale: f32) {
    let (w, h) = (placement.width, placement.height);
    let place = Transform::from_translate(-w / 2.0, -h / 2.0)
        .post_rotate(placement.rotation_degrees)
        .post_translate(placement.x + w / 2.0, placement.y + h / 2.0)
        .post_scale(scale, scale);
    let mut paint = Paint::default();
    paint.set_color(drawing.ink);
    paint.anti_alias = true;
    for line in &drawing.letters {
        pixmap.fill_path(line, &paint, FillRule::Winding, place, None);
    }
    if let Some((path, width)) = &drawing.signature {
        let pen = Stroke {
            width: *width,
            line_cap: LineCap::Round,
            line_join: LineJoin::Round,
            ..Stroke::default()
        };
        pixmap.stroke_path(path, &paint, &pen, place, None);
    }
}

/// The signer's colour, deepened toward a warm near-black only as far as it
/// takes to read on the paper.
pub(super) fn readable([r, g, b]: [u8; 3]) -> Color {
    let paper = relative_luminance(Color::from_rgba8(PAPER[0], PAPER[1], PAPER[2], 255));
    let deep = Color::from_rgba8(DEEP_INK[0], DEEP_INK[1], DEEP_INK[2], 255);
    let own = Color::from_rgba8(r, g, b, 255);
    (0..=20)
        .map(|i| crate::color::mix(own, deep, i as f32 / 20.0))
        .find(|c| ratio(relative_luminance(*c), paper) >= INK_CONTRAST)
        .unwrap_or(deep)
}
