//! Gallery thumbnails: any stored PNG/JPEG/WebP, scaled down, as WebP.
//!
//! The input may come from an outside image service, so it is decoded within
//! limits: the header is read first and an image over `MAX_DECODE_SIDE` a
//! side or `MAX_DECODE_BYTES` of pixels is refused before it is allocated.

use crate::RenderError;
use crate::encode::{Pixels, encode_webp};
use image::imageops::FilterType;
use image::{DynamicImage, ImageDecoder, ImageReader, Limits};
use std::io::Cursor;

/// The longest side of an image this crate decodes.
pub const MAX_DECODE_SIDE: u32 = 4096;
/// The most decoded pixel data: 4096x4096 at 8 bits per channel with alpha.
pub const MAX_DECODE_BYTES: u64 = MAX_DECODE_SIDE as u64 * MAX_DECODE_SIDE as u64 * 4;
/// What a decoder may allocate besides the pixels.
const DECODER_WORKSPACE_BYTES: u64 = 16 * 1024 * 1024;

/// WebP quality of thumbnails: small files, no visible blockiness at gallery size.
const THUMBNAIL_QUALITY: u8 = 80;

/// Decodes `encoded` (PNG, JPEG or WebP), scales it so its longer side is
/// `max_side` (keeping the aspect ratio, never enlarging), and encodes WebP.
pub fn thumbnail_webp(encoded: &[u8], max_side: u32) -> Result<Vec<u8>, RenderError> {
    if max_side == 0 {
        return Err(RenderError::InvalidThumbnailSize);
    }
    let image = decode_limited(encoded)?;
    let (width, height) = thumbnail_size(image.width(), image.height(), max_side);
    let scaled = if (width, height) == (image.width(), image.height()) {
        image
    } else {
        image.resize_exact(width, height, FilterType::Triangle)
    };
    let has_alpha = scaled.color().has_alpha();
    let data = if has_alpha {
        scaled.to_rgba8().into_raw()
    } else {
        scaled.to_rgb8().into_raw()
    };
    encode_webp(
        &Pixels {
            width,
            height,
            data,
            has_alpha,
        },
        THUMBNAIL_QUALITY,
    )
}

/// The width and height in the header of `encoded`, refusing images over the
/// decode limits without decoding them.
pub fn checked_dimensions(encoded: &[u8]) -> Result<(u32, u32), RenderError> {
    bounded_decoder(encoded, MAX_DECODE_SIDE, MAX_DECODE_BYTES).map(|decoder| decoder.dimensions())
}

/// Decodes `encoded` (PNG, JPEG or WebP) within the decode limits.
pub fn decode_limited(encoded: &[u8]) -> Result<DynamicImage, RenderError> {
    decode_within(encoded, MAX_DECODE_SIDE, MAX_DECODE_BYTES)
}

/// Decodes `encoded` (PNG, JPEG or WebP) if it is at most `max_side` a side
/// and `max_bytes` of pixels, refusing it from its header otherwise.
pub(crate) fn decode_within(
    encoded: &[u8],
    max_side: u32,
    max_bytes: u64,
) -> Result<DynamicImage, RenderError> {
    let decoder = bounded_decoder(encoded, max_side, max_bytes)?;
    DynamicImage::from_decoder(decoder).map_err(decode_error)
}

fn bounded_decoder(
    encoded: &[u8],
    max_side: u32,
    max_bytes: u64,
) -> Result<impl ImageDecoder + '_, RenderError> {
    let mut limits = Limits::default();
    limits.max_image_width = Some(max_side);
    limits.max_image_height = Some(max_side);
    limits.max_alloc = Some(max_bytes + DECODER_WORKSPACE_BYTES);
    let mut reader = ImageReader::new(Cursor::new(encoded))
        .with_guessed_format()
        .map_err(|e| RenderError::Decode(e.to_string()))?;
    reader.limits(limits);
    let decoder = reader.into_decoder().map_err(decode_error)?;
    if decoder.total_bytes() > max_bytes {
        let (width, height) = decoder.dimensions();
        return Err(RenderError::TooLarge { width, height });
    }
    Ok(decoder)
}

fn decode_error(err: image::ImageError) -> RenderError {
    match err {
        image::ImageError::Limits(_) => RenderError::TooLarge {
            width: 0,
            height: 0,
        },
        other => RenderError::Decode(other.to_string()),
    }
}

fn thumbnail_size(width: u32, height: u32, max_side: u32) -> (u32, u32) {
    let long = width.max(height);
    if long <= max_side {
        return (width, height);
    }
    let scale = f64::from(max_side) / f64::from(long);
    let side = |v: u32| ((f64::from(v) * scale).round() as u32).clamp(1, max_side);
    (side(width), side(height))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scales_the_long_side_and_never_enlarges() {
        assert_eq!(thumbnail_size(1536, 1024, 384), (384, 256));
        assert_eq!(thumbnail_size(1024, 1536, 384), (256, 384));
        assert_eq!(thumbnail_size(1024, 1024, 300), (300, 300));
        assert_eq!(thumbnail_size(200, 100, 384), (200, 100));
        assert_eq!(thumbnail_size(5000, 1, 100), (100, 1));
    }

    fn png(image: DynamicImage) -> Vec<u8> {
        let mut bytes = Vec::new();
        image
            .write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png)
            .unwrap();
        bytes
    }

    #[test]
    fn images_over_the_limits_are_refused_from_their_header() {
        let wide = png(DynamicImage::new_luma8(MAX_DECODE_SIDE + 1, 1));
        assert!(matches!(
            thumbnail_webp(&wide, 64),
            Err(RenderError::TooLarge { .. })
        ));
        // Within the sides, but 16 bits per channel: 96 MiB of pixels.
        let deep = png(DynamicImage::new_rgb16(MAX_DECODE_SIDE, MAX_DECODE_SIDE));
        assert!(matches!(
            checked_dimensions(&deep),
            Err(RenderError::TooLarge { .. })
        ));
        let fine = png(DynamicImage::new_rgb8(MAX_DECODE_SIDE, 2));
        assert_eq!(checked_dimensions(&fine).unwrap(), (MAX_DECODE_SIDE, 2));
        assert!(thumbnail_webp(&fine, 64).is_ok());
    }
}
