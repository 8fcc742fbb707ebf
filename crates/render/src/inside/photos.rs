//! Signers' photos: read within tight limits, flattened onto the mat's white
//! and cut to their frame's proportions, then painted into a page or handed
//! to print as a small JPEG.
//!
//! A photo is only ever decoration: one that is missing, unreadable or too
//! large becomes a plain placeholder in its place, and the layout, made from
//! the frame alone, never moves.

use super::compose::Pad;
use super::{InsideMessage, PhotoFrame};
use crate::flatten::on_white;
use crate::thumbnail::decode_within;
use image::codecs::jpeg::JpegEncoder;
use image::imageops::{self, FilterType};
use image::{DynamicImage, RgbImage};
use tiny_skia::{IntSize, Pixmap};

/// The longest side of a photo decoded: the site stores them at most 512 px
/// a side, so anything larger was not made by it and is not read.
pub const MAX_PHOTO_SIDE: u32 = 1024;
/// The most decoded pixel data: a full-size photo at 8 bits per channel
/// with alpha. A deeper one of the same size is refused from its header.
const MAX_PHOTO_BYTES: u64 = MAX_PHOTO_SIDE as u64 * MAX_PHOTO_SIDE as u64 * 4;
/// The mat round a photo (sRGB): white, so the print stands off the cream
/// paper as a real one does.
pub const PHOTO_MAT: [u8; 3] = [0xFF, 0xFF, 0xFF];
/// What fills the picture's place when its photo cannot be read: a soft
/// paper tone, a shade deeper than the page, that reads as a blank print.
pub const PHOTO_PLACEHOLDER: [u8; 3] = [0xEC, 0xE4, 0xD5];
/// A print's JPEG: at most this many pixels a side, past what the largest
/// print (112 pt) needs at 300 dpi, and a quality that shows no blocking on
/// paper.
const PRINT_SIDE: u32 = 512;
const PRINT_QUALITY: u8 = 88;

/// The photo of message `index`, if it has a frame and its file reads:
/// flattened onto the mat's white and centre-cropped to the frame's
/// proportions (the picture's on the page).
pub(super) fn picture(
    messages: &[InsideMessage],
    photos: &[Option<&[u8]>],
    index: usize,
) -> Option<RgbImage> {
    let frame = messages.get(index)?.photo?;
    let bytes = photos.get(index).copied().flatten()?;
    let image = decode_within(bytes, MAX_PHOTO_SIDE, MAX_PHOTO_BYTES).ok()?;
    if image.width() == 0 || image.height() == 0 {
        return None;
    }
    Some(on_white(&cover(&image, frame)))
}

/// The largest centred part of `image` in the frame's proportions: a photo
/// a little off its frame's shape loses a sliver, never looks stretched.
fn cover(image: &DynamicImage, frame: PhotoFrame) -> DynamicImage {
    let (w, h) = (f64::from(image.width()), f64::from(image.height()));
    let aspect = f64::from(frame.width.max(1)) / f64::from(frame.height.max(1));
    let (crop_w, crop_h) = if w / h > aspect {
        ((h * aspect).round().clamp(1.0, w), h)
    } else {
        (w, (w / aspect).round().clamp(1.0, h))
    };
    let (crop_w, crop_h) = (crop_w as u32, crop_h as u32);
    image.crop_imm(
        (image.width() - crop_w) / 2,
        (image.height() - crop_h) / 2,
        crop_w,
        crop_h,
    )
}

/// `picture` ready to paint into `rect` at `scale` pixels per page unit:
/// scaled down to about the pixels it covers (never up), so the painter's
/// filter only turns it. Returns the pixmap and the transform from its
/// pixels to the box's units.
pub(super) fn pixmap(
    picture: &RgbImage,
    rect: &Pad,
    scale: f32,
) -> Option<(Pixmap, tiny_skia::Transform)> {
    let want = |units: f32, have: u32| ((units * scale).ceil().max(1.0) as u32).min(have);
    let (w, h) = (
        want(rect.width, picture.width()),
        want(rect.height, picture.height()),
    );
    let resized;
    let sized = if (w, h) == picture.dimensions() {
        picture
    } else {
        resized = imageops::resize(picture, w, h, FilterType::CatmullRom);
        &resized
    };
    let data = sized
        .pixels()
        .flat_map(|p| [p.0[0], p.0[1], p.0[2], 255])
        .collect();
    let pixmap = Pixmap::from_vec(data, IntSize::from_wh(w, h)?)?;
    let to_box = tiny_skia::Transform::from_scale(rect.width / w as f32, rect.height / h as f32)
        .post_translate(rect.x, rect.y);
    Some((pixmap, to_box))
}

/// `picture` as a print's JPEG: RGB, at most `PRINT_SIDE` a side.
pub(super) fn jpeg(picture: &RgbImage) -> Option<Vec<u8>> {
    let (w, h) = picture.dimensions();
    let long = w.max(h);
    let resized;
    let sized = if long > PRINT_SIDE {
        let fit = |v: u32| (u64::from(v) * u64::from(PRINT_SIDE) / u64::from(long)).max(1) as u32;
        resized = imageops::resize(picture, fit(w), fit(h), FilterType::Lanczos3);
        &resized
    } else {
        picture
    };
    let mut bytes = Vec::new();
    JpegEncoder::new_with_quality(&mut bytes, PRINT_QUALITY)
        .encode_image(sized)
        .ok()?;
    Some(bytes)
}
