//! Shared by the sheet examples: renders prompts into small tiles and lays
//! them out in a grid with labels, set by the crate's own text layer.
#![allow(dead_code)] // each sheet example uses a different subset

use cardsmith_render::{
    OutputFormat, RenderRequest, Style, TextLayer, TextPosition, TextScheme, apply_text_layer,
    render,
};
use image::imageops::{self, FilterType};
use image::{Rgba, RgbaImage};

pub type Error = Box<dyn std::error::Error>;

/// How the style names of the card creator read in its prompts.
pub const STYLES: [(&str, &str); 6] = [
    (
        "watercolor",
        "a soft watercolor painting with gentle washes of colour",
    ),
    (
        "minimalist",
        "a minimalist design with clean lines and generous white space",
    ),
    (
        "vintage",
        "a vintage illustration with muted tones and a printed texture",
    ),
    (
        "cartoon",
        "a bright, friendly cartoon illustration with bold outlines",
    ),
    (
        "abstract",
        "an abstract composition of shapes and vivid colour",
    ),
    (
        "photorealistic",
        "a photorealistic scene with natural light and fine detail",
    ),
];

/// The prompt rendered at `width` x `height`, scaled down to `tile` pixels wide.
pub fn tile(prompt: &str, (width, height): (u32, u32), tile: u32) -> Result<RgbaImage, Error> {
    let bytes = render(&RenderRequest {
        prompt,
        width,
        height,
        format: OutputFormat::Png,
        compression: None,
        transparent: false,
        style: Style::Vivid,
        seed: 7,
        photo: None,
        card_text: None,
    })?;
    let art = image::load_from_memory(&bytes)?.to_rgba8();
    let tile_height = tile * height / width;
    Ok(imageops::resize(
        &art,
        tile,
        tile_height,
        FilterType::Triangle,
    ))
}

/// A strip `width` x `height` with `text` centred in dark ink.
pub fn label(text: &str, width: u32, height: u32) -> Result<RgbaImage, Error> {
    // The layer sizes text by the image's shorter side: set it on a square
    // and keep the middle rows.
    let white = RgbaImage::from_pixel(width, width, Rgba([255, 255, 255, 255]));
    let layer = TextLayer {
        text,
        position: TextPosition::Middle,
        scheme: TextScheme::Dark,
    };
    let set = apply_text_layer(&white, &layer)?;
    let top = (width - height) / 2;
    Ok(imageops::crop_imm(&set, 0, top, width, height).to_image())
}

/// A tile with its caption underneath.
pub fn captioned(tile: &RgbaImage, caption: &str) -> Result<RgbaImage, Error> {
    let strip = label(caption, tile.width(), 28)?;
    let mut out =
        RgbaImage::from_pixel(tile.width(), tile.height() + 28, Rgba([255, 255, 255, 255]));
    imageops::overlay(&mut out, tile, 0, 0);
    imageops::overlay(&mut out, &strip, 0, i64::from(tile.height()));
    Ok(out)
}

/// Tiles in rows under a header of column labels, each row after its label.
pub fn grid(
    columns: &[&str],
    rows: &[(&str, Vec<RgbaImage>)],
    tile: (u32, u32),
) -> Result<RgbaImage, Error> {
    let (header, gutter, gap) = (40, tile.0, 4);
    let width = gutter + columns.len() as u32 * (tile.0 + gap);
    let height = header + rows.len() as u32 * (tile.1 + gap);
    let mut sheet = RgbaImage::from_pixel(width, height, Rgba([255, 255, 255, 255]));
    for (i, name) in columns.iter().enumerate() {
        let x = gutter + i as u32 * (tile.0 + gap);
        imageops::overlay(&mut sheet, &label(name, tile.0, header)?, i64::from(x), 0);
    }
    for (r, (name, tiles)) in rows.iter().enumerate() {
        let y = header + r as u32 * (tile.1 + gap);
        let strip = label(name, gutter, header)?;
        imageops::overlay(&mut sheet, &strip, 0, i64::from(y + (tile.1 - header) / 2));
        for (c, image) in tiles.iter().enumerate() {
            let x = gutter + c as u32 * (tile.0 + gap);
            imageops::overlay(&mut sheet, image, i64::from(x), i64::from(y));
        }
    }
    Ok(sheet)
}
