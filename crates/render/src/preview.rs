//! Previews of a render while it is under way: the picture so far, small
//! and soft, so a person watching sees the composition arrive before the
//! details. Handed over as JPEG; never the result.

use crate::encode::{Pixels, encode};
use crate::{OutputFormat, RenderError};
use image::imageops::{self, FilterType};
use image::{DynamicImage, RgbImage};
use tiny_skia::Pixmap;

/// The longest side of a preview: coarse on purpose, and a few kilobytes.
pub const PREVIEW_SIDE: u32 = 256;
/// How many previews a render hands over: after the scenery, and after the
/// main subject.
pub const PREVIEWS_PER_RENDER: usize = 2;
const PREVIEW_QUALITY: u8 = 70;

/// Who watches a render: called with each preview's JPEG, in order.
pub type OnPreview<'a> = &'a mut dyn FnMut(Vec<u8>);

/// `pixmap` as a small JPEG, its longer side `PREVIEW_SIDE`.
pub(crate) fn snapshot(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    let pixels = Pixels::from_pixmap(pixmap, false);
    let full = RgbImage::from_raw(pixels.width, pixels.height, pixels.data)
        .ok_or_else(|| RenderError::Encode("a canvas of the wrong size".into()))?;
    let scale = PREVIEW_SIDE as f32 / full.width().max(full.height()) as f32;
    let (width, height) = (
        ((full.width() as f32 * scale).round() as u32).max(1),
        ((full.height() as f32 * scale).round() as u32).max(1),
    );
    let small = imageops::resize(&full, width, height, FilterType::Triangle);
    let pixels = Pixels {
        width,
        height,
        data: DynamicImage::ImageRgb8(small).into_rgb8().into_raw(),
        has_alpha: false,
    };
    encode(&pixels, OutputFormat::Jpeg, PREVIEW_QUALITY)
}
