//! The card text layer: a card's exact words set on its art.
//!
//! Image models garble lettering, so a card's art is made without text and
//! the words are set here instead: shaped with real fonts (right to left
//! where the script needs it), fitted to a band at the top, middle or bottom,
//! and painted over a soft scrim with a halo so they read on any art.

pub(crate) mod fit;
pub(crate) mod fonts;
mod geometry;
pub(crate) mod ink;
#[cfg(test)]
mod legibility;
pub(crate) mod outline;
mod paint;
#[cfg(test)]
mod tests;

use crate::encode::{Pixels, encode};
use crate::{DEFAULT_COMPRESSION, MAX_DECODE_SIDE, OutputFormat, RenderError, decode_limited};
use geometry::Geometry;
pub(crate) use geometry::default_text_rows;
use image::RgbaImage;
use tiny_skia::{Path, Rect};

/// The most characters a layer sets. Cards allow far fewer; this only bounds
/// how long one layer can hold the shared shaper.
pub const MAX_LAYER_CHARS: usize = 1000;

/// Where on the art the text band sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextPosition {
    Top,
    Middle,
    Bottom,
}

impl TextPosition {
    /// Reads "top", "middle" or "bottom".
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "top" => Some(TextPosition::Top),
            "middle" => Some(TextPosition::Middle),
            "bottom" => Some(TextPosition::Bottom),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            TextPosition::Top => "top",
            TextPosition::Middle => "middle",
            TextPosition::Bottom => "bottom",
        }
    }
}

/// The lettering's colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextScheme {
    /// Light or dark ink, whichever stands out from the art under the band.
    Auto,
    /// Warm white ink with a dark halo.
    Light,
    /// Deep ink with a light halo.
    Dark,
    /// Warm gold ink with a dark halo.
    Gold,
}

impl TextScheme {
    /// Reads "auto", "light", "dark" or "gold".
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "auto" => Some(TextScheme::Auto),
            "light" => Some(TextScheme::Light),
            "dark" => Some(TextScheme::Dark),
            "gold" => Some(TextScheme::Gold),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            TextScheme::Auto => "auto",
            TextScheme::Light => "light",
            TextScheme::Dark => "dark",
            TextScheme::Gold => "gold",
        }
    }
}

/// A card's words and how to set them. Line breaks in `text` are kept; longer
/// lines wrap at word boundaries.
#[derive(Debug, Clone, Copy)]
pub struct TextLayer<'a> {
    pub text: &'a str,
    pub position: TextPosition,
    pub scheme: TextScheme,
}

/// Sets the layer on decoded art and returns the composed pixels (same size
/// as the art). Text that is empty or only whitespace leaves the art as it is.
pub fn apply_text_layer(art: &RgbaImage, layer: &TextLayer) -> Result<RgbaImage, RenderError> {
    let (width, height) = art.dimensions();
    if width > MAX_DECODE_SIDE || height > MAX_DECODE_SIDE {
        return Err(RenderError::TooLarge { width, height });
    }
    let text = tidy(layer.text);
    let chars = text.chars().count();
    if chars > MAX_LAYER_CHARS {
        return Err(RenderError::TextTooLong {
            chars,
            max: MAX_LAYER_CHARS,
        });
    }
    if text.is_empty() || width == 0 || height == 0 {
        return Ok(art.clone());
    }

    let Some(set) = set_lines(&text, width, height, layer.position) else {
        // Nothing the fonts can draw (emoji alone, say).
        return Ok(art.clone());
    };
    let ink_box = set.ink;
    let under_text = [
        ink_box.left().max(0.0) as u32,
        ink_box.top().max(0.0) as u32,
        ink_box.right().ceil().max(0.0) as u32,
        ink_box.bottom().ceil().max(0.0) as u32,
    ];
    let ink = ink::choose(layer.scheme, art, under_text);
    Ok(paint::paint(art, &set.lines, set.size, &ink, set.band))
}

/// Text set and placed on an image: the lines' outlines in image
/// coordinates, their font size, their ink's bounds and the scrim's band.
pub(crate) struct SetText {
    pub(crate) lines: Vec<Path>,
    pub(crate) size: f32,
    pub(crate) ink: Rect,
    pub(crate) band: paint::Band,
}

/// Sets tidied `text` at `position` on an image `width` x `height`; `None`
/// when the fonts have nothing to draw.
pub(crate) fn set_lines(
    text: &str,
    width: u32,
    height: u32,
    position: TextPosition,
) -> Option<SetText> {
    let geometry = Geometry::new(width, height);
    let (size, lines) = {
        let mut engine = fonts::engine();
        let block = fit::fit(&mut engine.fonts, text, geometry.frame());
        let left = (width as f32 - block.width) / 2.0;
        (
            block.size,
            outline::line_paths(&mut engine, &block, (left, 0.0)),
        )
    };
    let ink_box = bounds(&lines)?;
    let (lines, ink) = geometry.place(lines, ink_box, position);
    let band = geometry.band(ink, size);
    Some(SetText {
        lines,
        size,
        ink,
        band,
    })
}

/// Decodes stored art (within the crate's decode limits), sets the layer, and
/// encodes the card in `format`. `compression` is the JPEG/WebP quality
/// (`None`: `DEFAULT_COMPRESSION`); PNG and WebP keep the art's alpha channel.
pub fn compose_card(
    art: &[u8],
    format: OutputFormat,
    compression: Option<u8>,
    layer: &TextLayer,
) -> Result<Vec<u8>, RenderError> {
    let quality = compression.unwrap_or(DEFAULT_COMPRESSION);
    if quality > 100 {
        return Err(RenderError::InvalidCompression(quality));
    }
    let decoded = decode_limited(art)?;
    let has_alpha = format.supports_alpha() && decoded.color().has_alpha();
    let card = apply_text_layer(&decoded.into_rgba8(), layer)?;
    let (width, height) = card.dimensions();
    let data = if has_alpha {
        card.into_raw()
    } else {
        card.pixels().flat_map(|p| [p[0], p[1], p[2]]).collect()
    };
    let pixels = Pixels {
        width,
        height,
        data,
        has_alpha,
    };
    encode(&pixels, format, quality)
}

/// Line endings made plain, each line's outer spaces and blank lines at
/// either end dropped: they would only shift the centred text.
pub(crate) fn tidy(text: &str) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let first = lines.iter().position(|l| !l.is_empty());
    let last = lines.iter().rposition(|l| !l.is_empty());
    match (first, last) {
        (Some(first), Some(last)) => lines[first..=last].join("\n"),
        _ => String::new(),
    }
}

/// The union of the paths' bounds.
fn bounds(paths: &[Path]) -> Option<Rect> {
    paths.iter().map(Path::bounds).reduce(|a, b| {
        Rect::from_ltrb(
            a.left().min(b.left()),
            a.top().min(b.top()),
            a.right().max(b.right()),
            a.bottom().max(b.bottom()),
        )
        .unwrap_or(a)
    })
}
