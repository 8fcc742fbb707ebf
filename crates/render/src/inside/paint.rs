//! Paints one inside page: the paper, then each message's photo in its mat,
//! letters and signature in its ink, all turned by its tilt about its box's
//! centre.
//!
//! Every message is set again from its placement's numbers and its outlines
//! read under the shared engine's lock; photos are read before it is taken
//! and the lock is let go before anything is painted, so other renders can
//! shape while this one decodes and paints.

use super::compose::{Composer, Pad, Print};
use super::paper::{PAPER, paper};
use super::photos::{self, PHOTO_MAT, PHOTO_PLACEHOLDER};
use super::{INSIDE_PAGE_WIDTH, InsideMessage, Placement, inside_page_height_px, signature};
use crate::encode::{Pixels, encode};
use crate::layer::fonts::{self, Engine};
use crate::layer::ink::{ratio, relative_luminance};
use crate::layer::outline::line_paths;
use crate::{OutputFormat, RenderError};
use image::RgbImage;
use tiny_skia::{
    Color, FillRule, FilterQuality, LineCap, LineJoin, Paint, Path, Pattern, Pixmap, Rect,
    SpreadMode, Stroke, Transform,
};

/// The contrast the ink keeps with the paper at least: WCAG AA for body text.
const INK_CONTRAST: f32 = 4.5;
/// What pale ink is deepened toward: a warm near-black, so a pale colour
/// keeps its hue as it darkens rather than going grey.
const DEEP_INK: [u8; 3] = [0x1E, 0x17, 0x12];
/// A print's shadow: layers of faint warm grey, each grown round the mat
/// (page units) and all dropped a little down and right, as if the light
/// came from the top left. Just enough to lift the white mat off the paper.
const SHADOW_LAYERS: [(f32, f32); 2] = [(1.4, 0.035), (0.6, 0.05)];
const SHADOW_DROP: (f32, f32) = (0.35, 0.7);
const SHADOW: [u8; 3] = [0x4A, 0x3A, 0x28];

/// A message ready to paint: its print, outlines and signature in its box's
/// units.
pub(super) struct Drawing {
    pub(super) print: Option<Print>,
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
    photos: &[Option<&[u8]>],
) -> Result<Vec<u8>, RenderError> {
    let height_px = inside_page_height_px(width_px);
    let scale = width_px as f32 / INSIDE_PAGE_WIDTH;
    let pictures: Vec<Option<RgbImage>> = placements
        .iter()
        .map(|p| photos::picture(messages, photos, p.message))
        .collect();
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
    for ((placement, drawing), picture) in placements.iter().zip(&drawings).zip(&pictures) {
        paint_message(&mut pixmap, placement, drawing, picture.as_ref(), scale);
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
    let mut letters = line_paths(engine, &set.text, (0.0, set.text_top));
    letters.extend(line_paths(engine, &set.name, (0.0, set.name_top)));
    let signature = set.signature.and_then(|pad: Pad| {
        signature::path(message.signature, &pad).map(|path| (path, signature::pen_width(&pad)))
    });
    Drawing {
        print: set.print,
        letters,
        signature,
        ink: readable(message.colour),
    }
}

fn paint_message(
    pixmap: &mut Pixmap,
    placement: &Placement,
    drawing: &Drawing,
    picture: Option<&RgbImage>,
    scale: f32,
) {
    let (w, h) = (placement.width, placement.height);
    let place = Transform::from_translate(-w / 2.0, -h / 2.0)
        .post_rotate(placement.rotation_degrees)
        .post_translate(placement.x + w / 2.0, placement.y + h / 2.0)
        .post_scale(scale, scale);
    if let Some(print) = &drawing.print {
        paint_print(pixmap, print, picture, place, scale);
    }
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

/// A photo as a print on the card: its faint shadow, the white mat, then
/// the picture, or the placeholder where it could not be read.
fn paint_print(
    pixmap: &mut Pixmap,
    print: &Print,
    picture: Option<&RgbImage>,
    place: Transform,
    scale: f32,
) {
    let fill = |pixmap: &mut Pixmap, pad: &Pad, paint: &Paint| {
        if let Some(rect) = Rect::from_xywh(pad.x, pad.y, pad.width, pad.height) {
            pixmap.fill_rect(rect, paint, place, None);
        }
    };
    let solid = |[r, g, b]: [u8; 3], alpha: f32| {
        let mut paint = Paint::default();
        paint.set_color(Color::from_rgba8(r, g, b, (alpha * 255.0).round() as u8));
        paint.anti_alias = true;
        paint
    };
    let mat = print.mat;
    for (grow, alpha) in SHADOW_LAYERS {
        let shadow = Pad {
            x: mat.x - grow + SHADOW_DROP.0,
            y: mat.y - grow + SHADOW_DROP.1,
            width: mat.width + 2.0 * grow,
            height: mat.height + 2.0 * grow,
        };
        fill(pixmap, &shadow, &solid(SHADOW, alpha));
    }
    fill(pixmap, &mat, &solid(PHOTO_MAT, 1.0));
    let picture = picture.and_then(|p| photos::pixmap(p, &print.picture, scale));
    match picture {
        Some((photo, to_box)) => {
            let paint = Paint {
                shader: Pattern::new(
                    photo.as_ref(),
                    SpreadMode::Pad,
                    FilterQuality::Bilinear,
                    1.0,
                    to_box,
                ),
                anti_alias: true,
                ..Paint::default()
            };
            fill(pixmap, &print.picture, &paint);
        }
        None => fill(pixmap, &print.picture, &solid(PHOTO_PLACEHOLDER, 1.0)),
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
