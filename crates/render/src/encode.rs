//! Turns a finished canvas into file bytes.

use crate::{OutputFormat, RenderError};
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder};
use tiny_skia::Pixmap;

/// Straight-alpha pixels ready for an encoder.
pub(crate) struct Pixels {
    pub(crate) width: u32,
    pub(crate) height: u32,
    pub(crate) data: Vec<u8>,
    pub(crate) has_alpha: bool,
}

impl Pixels {
    /// `keep_alpha` false drops the alpha channel (the canvas is then opaque).
    pub(crate) fn from_pixmap(pixmap: &Pixmap, keep_alpha: bool) -> Pixels {
        let channels = if keep_alpha { 4 } else { 3 };
        let mut data = Vec::with_capacity(pixmap.pixels().len() * channels);
        for pixel in pixmap.pixels() {
            let c = pixel.demultiply();
            data.extend_from_slice(&[c.red(), c.green(), c.blue()]);
            if keep_alpha {
                data.push(c.alpha());
            }
        }
        Pixels {
            width: pixmap.width(),
            height: pixmap.height(),
            data,
            has_alpha: keep_alpha,
        }
    }

    fn color_type(&self) -> ExtendedColorType {
        if self.has_alpha {
            ExtendedColorType::Rgba8
        } else {
            ExtendedColorType::Rgb8
        }
    }
}

/// `quality` (0..=100) applies to JPEG and WebP; PNG is lossless.
pub(crate) fn encode(
    pixels: &Pixels,
    format: OutputFormat,
    quality: u8,
) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::new();
    let failed = |e: image::ImageError| RenderError::Encode(e.to_string());
    match format {
        OutputFormat::Png => {
            // Fast deflate keeps a 1024x1024 encode in the tens of milliseconds.
            PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Adaptive)
                .write_image(
                    &pixels.data,
                    pixels.width,
                    pixels.height,
                    pixels.color_type(),
                )
                .map_err(failed)?;
        }
        OutputFormat::Jpeg => {
            let rgb;
            let data = if pixels.has_alpha {
                rgb = pixels
                    .data
                    .chunks_exact(4)
                    .flat_map(|p| [p[0], p[1], p[2]])
                    .collect::<Vec<u8>>();
                &rgb
            } else {
                &pixels.data
            };
            JpegEncoder::new_with_quality(&mut out, quality.clamp(1, 100))
                .write_image(data, pixels.width, pixels.height, ExtendedColorType::Rgb8)
                .map_err(failed)?;
        }
        OutputFormat::Webp => out = encode_webp(pixels, quality)?,
    }
    Ok(out)
}

/// Lossy WebP through libwebp: `image`'s own WebP encoder is lossless only.
pub(crate) fn encode_webp(pixels: &Pixels, quality: u8) -> Result<Vec<u8>, RenderError> {
    let encoder = if pixels.has_alpha {
        webp::Encoder::from_rgba(&pixels.data, pixels.width, pixels.height)
    } else {
        webp::Encoder::from_rgb(&pixels.data, pixels.width, pixels.height)
    };
    let memory = encoder
        .encode_simple(false, f32::from(quality.min(100)))
        .map_err(|e| RenderError::Encode(format!("webp: {e:?}")))?;
    Ok(memory.to_vec())
}
