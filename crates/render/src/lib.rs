//! Cardsmith's built-in image provider: renders a designed greeting card or
//! illustration for a generation request, offline and in process.
//!
//! The prompt decides the occasion (motifs, palette, greeting), the art
//! style treatment and the printed headline; the seed decides the
//! arrangement, so the same request and seed always give the same bytes.
//!
//! It also sets a card's own words on art made without them (`compose_card`,
//! `apply_text_layer`): image models garble lettering, so the text is shaped
//! here with embedded Noto fonts, right to left where the script needs it.

mod area;
mod color;
mod draw;
mod encode;
mod error;
mod layer;
mod motifs;
mod photo;
mod rng;
mod scene;
mod text;
mod theme;
mod thumbnail;

pub use error::RenderError;
pub use layer::{
    MAX_LAYER_CHARS, TextLayer, TextPosition, TextScheme, apply_text_layer, compose_card,
};
pub use thumbnail::{
    MAX_DECODE_BYTES, MAX_DECODE_SIDE, checked_dimensions, decode_limited, thumbnail_webp,
};

/// The sizes the renderer produces (width, height).
pub const SUPPORTED_SIZES: [(u32, u32); 3] = [(1024, 1024), (1024, 1536), (1536, 1024)];

/// JPEG/WebP quality used when a request gives no compression value.
pub const DEFAULT_COMPRESSION: u8 = 80;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutputFormat {
    Png,
    Jpeg,
    Webp,
}

impl OutputFormat {
    /// Whether the format can carry a transparent background.
    pub fn supports_alpha(self) -> bool {
        !matches!(self, OutputFormat::Jpeg)
    }

    pub fn mime_type(self) -> &'static str {
        match self {
            OutputFormat::Png => "image/png",
            OutputFormat::Jpeg => "image/jpeg",
            OutputFormat::Webp => "image/webp",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            OutputFormat::Png => "png",
            OutputFormat::Jpeg => "jpg",
            OutputFormat::Webp => "webp",
        }
    }
}

/// Natural gives softer palettes, vivid saturated ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Natural,
    Vivid,
}

#[derive(Debug, Clone, Copy)]
pub struct RenderRequest<'a> {
    pub prompt: &'a str,
    /// One of `SUPPORTED_SIZES`; the caller resolves "auto".
    pub width: u32,
    pub height: u32,
    pub format: OutputFormat,
    /// Quality 0..=100 for JPEG and WebP (higher = better and larger);
    /// `None` means `DEFAULT_COMPRESSION`. Ignored for PNG.
    pub compression: Option<u8>,
    /// PNG and WebP only: background pixels get alpha 0, motifs stay opaque.
    /// Ignored for JPEG, which has no alpha channel.
    pub transparent: bool,
    pub style: Style,
    /// The same request with the same seed renders byte-identical output.
    pub seed: u64,
    /// An uploaded photo to mount in the design.
    pub photo: Option<&'a image::DynamicImage>,
    /// A card's own words, lettered exactly as given (`Some("")`: a card
    /// without words). `None` reads any lettering from the prompt.
    pub card_text: Option<&'a str>,
}

/// Renders the request and returns the encoded file.
pub fn render(req: &RenderRequest) -> Result<Vec<u8>, RenderError> {
    if !SUPPORTED_SIZES.contains(&(req.width, req.height)) {
        return Err(RenderError::UnsupportedSize {
            width: req.width,
            height: req.height,
        });
    }
    let quality = req.compression.unwrap_or(DEFAULT_COMPRESSION);
    if quality > 100 {
        return Err(RenderError::InvalidCompression(quality));
    }
    let transparent = req.transparent && req.format.supports_alpha();
    let mut theme = theme::Theme::from_prompt(req.prompt, req.style);
    if let Some(text) = req.card_text {
        theme.letter_exactly(text);
    }
    let style_bit = u64::from(req.style == Style::Vivid);
    let mut rng = rng::Rng::new(req.seed ^ rng::hash_str(req.prompt).rotate_left(17) ^ style_bit);
    // An empty image cannot be mounted; render the design without it.
    let photo = req.photo.filter(|p| p.width() > 0 && p.height() > 0);
    let pixmap = scene::compose(&theme, req.width, req.height, transparent, photo, &mut rng)?;
    let pixels = encode::Pixels::from_pixmap(&pixmap, transparent);
    encode::encode(&pixels, req.format, quality)
}
