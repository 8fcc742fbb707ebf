//! Cardsmith's built-in image provider: renders a designed greeting card or
//! illustration for a generation request, offline and in process.
//!
//! The prompt decides what is drawn:
//! - the subjects it names, from a vocabulary of everyday things
//!   (`vocabulary()`: animals, plants, food, objects, buildings), singular or
//!   plural, the first one or two large in the middle;
//! - the places (lake, mountain, beach, city, ...) that set the backdrop and
//!   the ground, the weather (snow, rain, autumn) and the time of day
//!   (sunset, dawn, night, ...) that set the sky and the light;
//! - the occasion (birthday, christmas, sympathy, ...), whose own design is
//!   shown when no subject is named, and whose palette colours the card;
//! - the art style: watercolour, minimalist, vintage, cartoon, abstract and
//!   photorealistic each have their own look.
//!
//! Only words the prompt quotes (or the card's own words) are lettered: the
//! renderer never adds a greeting nobody asked for. `describe` lists what a
//! render shows, from the same plan the renderer draws. The seed decides the
//! arrangement, so the same request and seed always give the same bytes.
//!
//! `docs/styles-sheet.png` shows six occasions in the six styles; the
//! `contact_sheet`, `vocabulary_sheet` and `text_sheet` examples redraw it,
//! every subject, and the text layer's colours at every position.
//!
//! It also sets a card's own words on art made without them (`compose_card`,
//! `apply_text_layer`): image models garble lettering, so the text is shaped
//! here with embedded Noto fonts, right to left where the script needs it.
//!
//! A group card's inside pages (`layout_inside`, `render_inside_page`) hold
//! every signer's message, arranged as if by hand over as many pages as they
//! need, set in the site's own faces by the same shaper, with the signer's
//! photo pinned above it as a small print if they added one.

mod area;
mod blur;
mod color;
mod describe;
mod draw;
mod encode;
mod error;
mod flatten;
mod inside;
mod layer;
mod motifs;
mod photo;
mod preview;
mod rng;
mod scene;
mod text;
mod theme;
mod thumbnail;
mod vocab;

pub use describe::SceneDescription;
pub use error::RenderError;
pub use flatten::on_white;
pub use inside::{
    CardFont, INSIDE_PAGE_HEIGHT, INSIDE_PAGE_WIDTH, InsideLayout, InsideMessage, InsidePage,
    MAX_INSIDE_MESSAGES, MAX_INSIDE_WIDTH_PX, MAX_MESSAGE_CHARS, MAX_NAME_CHARS,
    MAX_PHOTO_PROPORTION, MAX_PHOTO_SIDE, MAX_SIGNATURE_POINTS, MAX_SIGNATURE_STROKES,
    MIN_INSIDE_FONT_SIZE, MessageOutlines, MessageProblem, OutlineSegment, PHOTO_MAT,
    PHOTO_PLACEHOLDER, PhotoFrame, PhotoOutline, Placement, SIGNATURE_GRID, inside_page_height_px,
    inside_page_outlines, layout_inside, render_inside_page,
};
pub use layer::{
    MAX_LAYER_CHARS, TextLayer, TextPosition, TextScheme, apply_text_layer, compose_card,
};
pub use preview::{OnPreview, PREVIEW_SIDE, PREVIEWS_PER_RENDER};
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
    /// A card's own words, lettered exactly as given. `Some("")`: the words
    /// are set later as a text layer, so the art keeps the layer's default
    /// place (the bottom) calm. `None` letters only a phrase the prompt quotes.
    pub card_text: Option<&'a str>,
}

/// The names of every subject the renderer draws when a prompt names it
/// (words for each, singular or plural, are matched in the prompt).
pub fn vocabulary() -> impl Iterator<Item = &'static str> {
    vocab::VOCABULARY.iter().map(|entry| entry.name)
}

/// What `render` would draw for the request: subjects, backdrop, light,
/// style and lettering.
pub fn describe(req: &RenderRequest) -> SceneDescription {
    let photo = usable_photo(req).is_some();
    describe::describe(&theme_for(req), req.width, req.height, photo)
}

fn theme_for(req: &RenderRequest) -> theme::Theme {
    let mut theme = theme::Theme::from_prompt(req.prompt, req.style);
    if let Some(text) = req.card_text {
        theme.letter_exactly(text);
    }
    theme
}

/// An empty image cannot be mounted; the design is rendered without it.
fn usable_photo<'a>(req: &RenderRequest<'a>) -> Option<&'a image::DynamicImage> {
    req.photo.filter(|p| p.width() > 0 && p.height() > 0)
}

/// The seed that renders `revised` with the random choices `original` made
/// with `seed`: a revision that changes colours, light or style keeps the
/// picture's arrangement. (The render's randomness starts from the seed
/// and the prompt together.)
pub fn keep_arrangement(seed: u64, original: &str, revised: &str) -> u64 {
    seed ^ prompt_key(original) ^ prompt_key(revised)
}

fn prompt_key(prompt: &str) -> u64 {
    rng::hash_str(prompt).rotate_left(17)
}

/// Renders the request and returns the encoded file.
pub fn render(req: &RenderRequest) -> Result<Vec<u8>, RenderError> {
    render_watched(req, None)
}

/// Renders the request like `render` (the same bytes), handing `on_preview`
/// a small JPEG of the picture so far at each of `PREVIEWS_PER_RENDER`
/// points on the way.
pub fn render_with_previews(
    req: &RenderRequest,
    on_preview: OnPreview,
) -> Result<Vec<u8>, RenderError> {
    render_watched(req, Some(on_preview))
}

fn render_watched(
    req: &RenderRequest,
    on_preview: Option<OnPreview>,
) -> Result<Vec<u8>, RenderError> {
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
    let theme = theme_for(req);
    let style_bit = u64::from(req.style == Style::Vivid);
    let mut rng = rng::Rng::new(req.seed ^ prompt_key(req.prompt) ^ style_bit);
    let photo = usable_photo(req);
    let pixmap = scene::compose(
        &theme,
        req.width,
        req.height,
        transparent,
        photo,
        &mut rng,
        on_preview,
    )?;
    let pixels = encode::Pixels::from_pixmap(&pixmap, transparent);
    encode::encode(&pixels, req.format, quality)
}
