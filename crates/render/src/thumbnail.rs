//! Gallery thumbnails: any stored PNG/JPEG/WebP, scaled down, as WebP.

use crate::RenderError;
use crate::encode::{Pixels, encode_webp};
use image::imageops::FilterType;

/// WebP quality of thumbnails: small files, no visible blockiness at gallery size.
const THUMBNAIL_QUALITY: u8 = 80;

/// Decodes `encoded` (PNG, JPEG or WebP), scales it so its longer side is
/// `max_side` (keeping the aspect ratio, never enlarging), and encodes WebP.
pub fn thumbnail_webp(encoded: &[u8], max_side: u32) -> Result<Vec<u8>, RenderError> {
    if max_side == 0 {
        return Err(RenderError::InvalidThumbnailSize);
    }
    let image = image::load_from_memory(encoded).map_err(|e| RenderError::Decode(e.to_string()))?;
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
}
