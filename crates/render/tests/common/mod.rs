//! Helpers shared by the renderer's integration tests.
#![allow(dead_code)] // each test binary uses a different subset

use cardsmith_render::{OutputFormat, RenderRequest, Style, render};
use image::{DynamicImage, RgbaImage};

pub const BIRTHDAY: &str = "A birthday card with balloons for my sister";

pub fn request(prompt: &str) -> RenderRequest<'_> {
    RenderRequest {
        prompt,
        width: 1024,
        height: 1024,
        format: OutputFormat::Png,
        compression: None,
        transparent: false,
        style: Style::Vivid,
        seed: 42,
        photo: None,
        card_text: None,
    }
}

pub fn render_ok(req: &RenderRequest) -> Vec<u8> {
    render(req).unwrap_or_else(|e| panic!("render failed for {:?}: {e}", req.prompt))
}

pub fn decode(bytes: &[u8]) -> DynamicImage {
    image::load_from_memory(bytes).expect("output decodes")
}

pub fn render_rgba(req: &RenderRequest) -> RgbaImage {
    decode(&render_ok(req)).to_rgba8()
}

/// Mean red, green and blue over the whole image.
pub fn mean_colour(img: &RgbaImage) -> [f64; 3] {
    let mut sum = [0f64; 3];
    for p in img.pixels() {
        for c in 0..3 {
            sum[c] += f64::from(p[c]);
        }
    }
    let n = f64::from(img.width() * img.height());
    sum.map(|s| s / n)
}

/// Mean absolute difference per channel between two same-sized images (0..255).
pub fn mean_abs_diff(a: &RgbaImage, b: &RgbaImage) -> f64 {
    assert_eq!(a.dimensions(), b.dimensions());
    let total: u64 = a
        .as_raw()
        .iter()
        .zip(b.as_raw())
        .map(|(x, y)| u64::from(x.abs_diff(*y)))
        .sum();
    total as f64 / a.as_raw().len() as f64
}
