//! Pictures made opaque for formats and papers without transparency.

use image::{DynamicImage, Rgb, RgbImage};

/// `image` as RGB, composed onto white. JPEG has no transparency, and
/// dropping the alpha channel would show whatever colour see-through pixels
/// happen to hold (often black); card paper and a print's mat are white.
pub fn on_white(image: &DynamicImage) -> RgbImage {
    if !image.color().has_alpha() {
        return image.to_rgb8();
    }
    let rgba = image.to_rgba8();
    RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
        let [r, g, b, a] = rgba.get_pixel(x, y).0;
        let alpha = u32::from(a);
        let blend = |c: u8| ((u32::from(c) * alpha + 255 * (255 - alpha) + 127) / 255) as u8;
        Rgb([blend(r), blend(g), blend(b)])
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{Rgba, RgbaImage};

    #[test]
    fn see_through_becomes_white_and_opaque_stays() {
        let picture = RgbaImage::from_fn(2, 1, |x, _| {
            if x == 0 {
                Rgba([0, 0, 0, 0])
            } else {
                Rgba([10, 20, 30, 255])
            }
        });
        let flat = on_white(&DynamicImage::ImageRgba8(picture));
        assert_eq!(flat.get_pixel(0, 0), &Rgb([255, 255, 255]));
        assert_eq!(flat.get_pixel(1, 0), &Rgb([10, 20, 30]));
    }
}
