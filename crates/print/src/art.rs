//! The front art, prepared for its panel and compressed as JPEG, which PDF
//! carries as it is (DCTDecode), so the file stays small.
//!
//! Art close to the panel's shape (portrait 2:3) is centre-cropped to cover
//! it. Art far from it (square, landscape) would lose the lettering at its
//! edges that way, so it is shown whole, centred on the trimmed panel, on a
//! backdrop of its own edge colours.

use image::codecs::jpeg::JpegEncoder;
use image::imageops::{self, FilterType};
use image::{DynamicImage, RgbImage};

use cardsmith_render::on_white;

use crate::PrintError;
use crate::layout::Area;

/// Beyond this the printer cannot show more detail; above it only the file grows.
const MAX_DPI: f32 = 300.0;
/// High enough that gradients in the art show no blocking on paper.
const JPEG_QUALITY: u8 = 90;
/// Cropping away more than this share of the art cuts into what matters.
const MAX_CROP: f32 = 0.12;
/// The backdrop is worked out this many times smaller than the canvas:
/// blurring small and scaling up is fast and the result is just as soft.
const BACKDROP_SHRINK: u32 = 24;
/// Share of white mixed into the backdrop so the art itself stands out.
const BACKDROP_WASH: f32 = 0.25;

/// The front art as a JPEG covering `bleed` (the panel plus bleed), the art
/// itself kept within `panel` when it is shown whole.
pub fn front_jpeg(front: &DynamicImage, bleed: &Area, panel: &Area) -> Result<Vec<u8>, PrintError> {
    let (width, height) = (front.width(), front.height());
    if width == 0 || height == 0 {
        return Err(PrintError::EmptyImage);
    }
    let (crop_w, crop_h) = cover(width, height, bleed.width / bleed.height);
    let kept = (crop_w as f32 * crop_h as f32) / (width as f32 * height as f32);
    let canvas = if 1.0 - kept <= MAX_CROP {
        let cropped = front.crop_imm((width - crop_w) / 2, (height - crop_h) / 2, crop_w, crop_h);
        let max_w = pixels(bleed.width, MAX_DPI / 72.0);
        if crop_w > max_w {
            let max_h = pixels(bleed.height, MAX_DPI / 72.0);
            on_white(&cropped.resize_exact(max_w, max_h, FilterType::Lanczos3))
        } else {
            on_white(&cropped)
        }
    } else {
        whole_on_backdrop(front, bleed, panel)
    };

    let mut jpeg = Vec::new();
    JpegEncoder::new_with_quality(&mut jpeg, JPEG_QUALITY).encode_image(&canvas)?;
    Ok(jpeg)
}

fn whole_on_backdrop(front: &DynamicImage, bleed: &Area, panel: &Area) -> RgbImage {
    let (width, height) = (front.width() as f32, front.height() as f32);
    // Points per art pixel when the art fits the panel; pixels per point on
    // the canvas: the art's own resolution, at most MAX_DPI (never upscaled).
    let fit = (panel.width / width).min(panel.height / height);
    let scale = (1.0 / fit).min(MAX_DPI / 72.0);
    let canvas_w = pixels(bleed.width, scale);
    let canvas_h = pixels(bleed.height, scale);
    let (art_w, art_h) = (pixels(width * fit, scale), pixels(height * fit, scale));
    // At its own resolution the art is used as it is: resampling to the same
    // size would only cost time.
    let art = if (art_w, art_h) == (front.width(), front.height()) {
        on_white(front)
    } else {
        on_white(&front.resize_exact(art_w, art_h, FilterType::Lanczos3))
    };
    let x = ((panel.left - bleed.left + (panel.width - width * fit) / 2.0) * scale).round() as u32;
    let y = ((panel.top - bleed.top + (panel.height - height * fit) / 2.0) * scale).round() as u32;

    let mut canvas = backdrop(&art, (x, y), (canvas_w, canvas_h));
    imageops::overlay(&mut canvas, &art, i64::from(x), i64::from(y));
    canvas
}

/// The art's outermost colours stretched outwards from where it sits, blurred
/// and lightened: a mat that matches the art. Only the edges are extended, so
/// no ghost of the lettering shows around it. Worked out small, then scaled up.
fn backdrop(art: &RgbImage, at: (u32, u32), canvas: (u32, u32)) -> RgbImage {
    let shrink = |n: u32| (n / BACKDROP_SHRINK).max(1);
    let small_art = imageops::resize(
        art,
        shrink(art.width()),
        shrink(art.height()),
        FilterType::Triangle,
    );
    let (left, top) = (at.0 / BACKDROP_SHRINK, at.1 / BACKDROP_SHRINK);
    let extended = RgbImage::from_fn(shrink(canvas.0), shrink(canvas.1), |x, y| {
        let sx = x.saturating_sub(left).min(small_art.width() - 1);
        let sy = y.saturating_sub(top).min(small_art.height() - 1);
        *small_art.get_pixel(sx, sy)
    });
    let mut backdrop = imageops::resize(
        &imageops::blur(&extended, 2.5),
        canvas.0,
        canvas.1,
        FilterType::Triangle,
    );
    for pixel in backdrop.pixels_mut() {
        pixel.0 = pixel
            .0
            .map(|c| (f32::from(c) * (1.0 - BACKDROP_WASH) + 255.0 * BACKDROP_WASH) as u8);
    }
    backdrop
}

/// A length in points as pixels at `scale` pixels per point.
fn pixels(points: f32, scale: f32) -> u32 {
    ((points * scale).round() as u32).max(1)
}

/// The largest centred crop of a `width` x `height` image with the given
/// width/height ratio.
/// The centre of `art` in the front's shape (the panel with its bleed): it
/// covers the front edge to edge with nothing cut on paper. For art whose
/// words are set afterwards, on the cut (see `FoldedCard::front`).
pub fn front_cut(art: &DynamicImage) -> DynamicImage {
    let bleed = crate::layout::sheet(crate::Paper::Letter).art;
    let (width, height) = (art.width(), art.height());
    let (crop_w, crop_h) = cover(width.max(1), height.max(1), bleed.width / bleed.height);
    art.crop_imm(
        width.saturating_sub(crop_w) / 2,
        height.saturating_sub(crop_h) / 2,
        crop_w,
        crop_h,
    )
}

fn cover(width: u32, height: u32, ratio: f32) -> (u32, u32) {
    if width as f32 / height as f32 > ratio {
        let w = ((height as f32 * ratio).round() as u32).clamp(1, width);
        (w, height)
    } else {
        let h = ((width as f32 / ratio).round() as u32).clamp(1, height);
        (width, h)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{ImageReader, Rgb, Rgba, RgbaImage};
    use std::io::Cursor;

    fn decoded(jpeg: &[u8]) -> RgbImage {
        ImageReader::new(Cursor::new(jpeg))
            .with_guessed_format()
            .unwrap()
            .decode()
            .unwrap()
            .to_rgb8()
    }

    /// A 360 x 504 pt panel with 6 pt of bleed top, right and bottom.
    const PANEL: Area = Area {
        left: 10.0,
        top: 16.0,
        width: 360.0,
        height: 504.0,
    };
    const BLEED: Area = Area {
        left: 10.0,
        top: 10.0,
        width: 366.0,
        height: 516.0,
    };

    fn assert_bleed_shape(out: &RgbImage) {
        let ratio = out.width() as f32 / out.height() as f32;
        assert!(
            (ratio - BLEED.width / BLEED.height).abs() < 0.002,
            "{ratio}"
        );
    }

    /// Magenta with a green frame 8 px wide.
    fn framed(width: u32, height: u32) -> DynamicImage {
        DynamicImage::ImageRgb8(RgbImage::from_fn(width, height, |x, y| {
            if x < 8 || y < 8 || x >= width - 8 || y >= height - 8 {
                Rgb([0, 200, 0])
            } else {
                Rgb([200, 0, 200])
            }
        }))
    }

    fn is_green(p: &Rgb<u8>) -> bool {
        p.0[1] > 150 && p.0[0] < 80 && p.0[2] < 80
    }

    #[test]
    fn crops_keep_the_panel_shape() {
        assert_eq!(cover(1024, 1024, 0.5), (512, 1024));
        assert_eq!(cover(1000, 500, 2.0), (1000, 500));
        assert_eq!(cover(600, 1500, 0.5), (600, 1200));
    }

    #[test]
    fn portrait_art_is_cropped_to_cover() {
        let out = decoded(&front_jpeg(&framed(1024, 1536), &BLEED, &PANEL).unwrap());
        assert_bleed_shape(&out);
        assert_eq!(out.width(), 1024);
        // Top and bottom were cropped away: the frame is left only at the sides.
        let middle = out.width() / 2;
        assert!(!is_green(out.get_pixel(middle, 2)));
        assert!(is_green(out.get_pixel(3, out.height() / 2)));
    }

    #[test]
    fn square_and_landscape_art_is_shown_whole_inside_the_trim() {
        for (width, height) in [(1024, 1024), (1440, 960)] {
            let out = decoded(&front_jpeg(&framed(width, height), &BLEED, &PANEL).unwrap());
            assert_bleed_shape(&out);
            // Shown at its own resolution: as wide as the art across the panel.
            let scale = width as f32 / PANEL.width;
            assert_eq!(out.width(), (BLEED.width * scale).round() as u32);
            // The whole frame is there, centred on the trimmed panel.
            let art_h = height as f32;
            let top =
                ((PANEL.top - BLEED.top) * scale + (PANEL.height * scale - art_h) / 2.0) as u32;
            let (mid_x, mid_y) = (width / 2, top + height / 2);
            for (x, y) in [
                (3, mid_y),
                (width - 4, mid_y),
                (mid_x, top + 3),
                (mid_x, top + height - 4),
            ] {
                assert!(is_green(out.get_pixel(x, y)), "{width}x{height} at {x},{y}");
            }
            // Above and below it the backdrop, not the art.
            assert!(!is_green(out.get_pixel(mid_x, top / 2)));
        }
    }

    #[test]
    fn huge_art_is_scaled_to_print_resolution() {
        let art = DynamicImage::new_rgb8(4000, 6000);
        let out = decoded(&front_jpeg(&art, &BLEED, &PANEL).unwrap());
        assert_eq!(out.width(), (BLEED.width / 72.0 * MAX_DPI).round() as u32);
        let art = DynamicImage::new_rgb8(6000, 6000);
        let out = decoded(&front_jpeg(&art, &BLEED, &PANEL).unwrap());
        assert_eq!(out.width(), (BLEED.width / 72.0 * MAX_DPI).round() as u32);
    }

    #[test]
    fn transparency_prints_as_white() {
        let art = DynamicImage::ImageRgba8(RgbaImage::from_pixel(70, 100, Rgba([0, 0, 0, 0])));
        let out = decoded(&front_jpeg(&art, &BLEED, &PANEL).unwrap());
        assert!(out.pixels().all(|p| p.0.iter().all(|&c| c > 245)));
    }

    #[test]
    fn an_empty_image_is_an_error() {
        let art = DynamicImage::new_rgb8(0, 0);
        assert!(matches!(
            front_jpeg(&art, &BLEED, &PANEL),
            Err(PrintError::EmptyImage)
        ));
    }

    #[test]
    fn the_front_cut_of_any_art_fills_the_front_without_a_backdrop() {
        let bleed = crate::layout::sheet(crate::Paper::A4).art;
        let panel = crate::layout::sheet(crate::Paper::A4).front;
        for (width, height) in [(1024, 1024), (1536, 1024), (1024, 1536)] {
            // Left half red, right half blue: a backdrop would show other colours.
            let art = DynamicImage::ImageRgba8(RgbaImage::from_fn(width, height, |x, _| {
                if x < width / 2 {
                    Rgba([200, 30, 30, 255])
                } else {
                    Rgba([30, 30, 200, 255])
                }
            }));
            let cut = front_cut(&art);
            let aspect = cut.width() as f32 / cut.height() as f32;
            assert!(
                (aspect - bleed.width / bleed.height).abs() < 0.01,
                "{width}x{height}: {aspect}"
            );
            let front = decoded(&front_jpeg(&cut, &bleed, &panel).unwrap());
            let top_left = front.get_pixel(2, 2);
            let bottom_right = front.get_pixel(front.width() - 3, front.height() - 3);
            assert!(
                top_left[0] > 150 && top_left[2] < 90,
                "{width}x{height}: {top_left:?}"
            );
            assert!(
                bottom_right[2] > 150 && bottom_right[0] < 90,
                "{width}x{height}: {bottom_right:?}"
            );
        }
    }
}
