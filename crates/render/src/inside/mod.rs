//! The inside pages of a group card: every signer's message drawn on warm
//! paper, arranged as if by hand (varied sizes, slight tilts, no two
//! touching) over as many 5 x 7 in pages as the messages need.
//!
//! Laying out and painting are separate steps: `layout_inside` decides where
//! each message goes (plain numbers the caller can store or show), and
//! `render_inside_page` paints one page of that layout at any width. Text is
//! shaped by the same cosmic-text engine as the card's front (`layer`), so
//! Arabic joins, Hebrew and Arabic run right to left and every script finds
//! its face; the painter sets each message again from the same numbers, so
//! the lines it draws are exactly the ones the layout measured.

mod arrange;
mod compose;
mod limits;
mod outlines;
mod paint;
mod paper;
mod photos;
mod signature;
#[cfg(test)]
mod tests;

use crate::RenderError;
use crate::rng::Rng;

pub use outlines::{MessageOutlines, OutlineSegment, PhotoOutline, inside_page_outlines};
pub use photos::{MAX_PHOTO_SIDE, PHOTO_MAT, PHOTO_PLACEHOLDER};

pub use limits::{
    MAX_INSIDE_MESSAGES, MAX_INSIDE_WIDTH_PX, MAX_MESSAGE_CHARS, MAX_NAME_CHARS,
    MAX_PHOTO_PROPORTION, MAX_SIGNATURE_POINTS, MAX_SIGNATURE_STROKES, MessageProblem,
    SIGNATURE_GRID,
};

/// An inside page's width in page units. Page units are PDF points: a page is
/// a 5 x 7 in panel, so a layout prints at its true size.
pub const INSIDE_PAGE_WIDTH: f32 = 360.0;
/// An inside page's height in page units.
pub const INSIDE_PAGE_HEIGHT: f32 = 504.0;

/// The smallest font size a message is set at, in page units: 9.5 pt on a
/// 5 in panel, about 10 CSS px when the page is shown 375 px wide on a phone.
pub const MIN_INSIDE_FONT_SIZE: f32 = 9.5;

/// The typefaces a signer can choose, the site's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardFont {
    /// Fraunces: a soft serif.
    Classic,
    /// Plus Jakarta Sans: a clean geometric sans.
    Modern,
    /// Caveat: handwriting.
    Handwritten,
}

impl CardFont {
    /// Reads "classic", "modern" or "handwritten".
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "classic" => Some(CardFont::Classic),
            "modern" => Some(CardFont::Modern),
            "handwritten" => Some(CardFont::Handwritten),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            CardFont::Classic => "classic",
            CardFont::Modern => "modern",
            CardFont::Handwritten => "handwritten",
        }
    }
}

/// One signer's message.
#[derive(Debug, Clone, Copy)]
pub struct InsideMessage<'a> {
    /// 1..=500 characters, any script; line breaks are kept.
    pub text: &'a str,
    /// The signer's name, 1..=60 characters, drawn under the text as a
    /// sign-off ("— Priya").
    pub name: &'a str,
    pub font: CardFont,
    /// The ink's sRGB colour. Ink too pale to read on the paper is deepened
    /// (same hue) until it reads.
    pub colour: [u8; 3],
    /// A drawn signature: strokes of points on a 1000 x 1000 grid that maps
    /// onto a 3:1 (width:height) pad. May be empty.
    pub signature: &'a [Vec<(u16, u16)>],
    /// A small photo pinned above the text, like a print on the card. The
    /// frame alone decides the layout; the photo's file is handed to the
    /// painter, so a photo that cannot be read never moves a message.
    pub photo: Option<PhotoFrame>,
}

/// The size of a signer's photo in pixels: only its proportions matter to the layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PhotoFrame {
    pub width: u32,
    pub height: u32,
}

/// Where every message goes, page by page.
#[derive(Debug, Clone, PartialEq)]
pub struct InsideLayout {
    pub pages: Vec<InsidePage>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct InsidePage {
    /// In input order.
    pub placements: Vec<Placement>,
}

/// One message on its page, in page units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placement {
    /// Index into the messages the layout was made from.
    pub message: usize,
    /// The box before rotation: top-left corner and size.
    pub x: f32,
    pub y: f32,
    pub width: f32,
    pub height: f32,
    /// Turned about the box's centre, clockwise on the page; a few degrees.
    pub rotation_degrees: f32,
    /// The message's font size (its name is set a little smaller).
    pub font_size: f32,
}

/// Arranges the messages over as many pages as they need, in input order
/// (the first signer first). The same messages and seed (the group card's
/// id, say) always give the same layout. No messages give no pages.
pub fn layout_inside(messages: &[InsideMessage], seed: u64) -> Result<InsideLayout, RenderError> {
    limits::check_messages(messages)?;
    let pages = arrange::arrange(messages, &mut Rng::new(seed));
    Ok(InsideLayout { pages })
}

/// Paints page `page` of `layout` (made by `layout_inside` from these same
/// messages) `width_px` pixels wide and returns it as a PNG, its height
/// `width_px * 504 / 360` rounded. The same arguments give the same bytes.
///
/// `photos[i]` is message `i`'s photo file (PNG, JPEG or WebP), if it has a
/// frame; a shorter slice has none for the rest. Only the photos of the
/// messages on this page are decoded, each within `MAX_PHOTO_SIDE`; one
/// missing or unreadable is drawn as a plain placeholder, never an error.
pub fn render_inside_page(
    messages: &[InsideMessage],
    layout: &InsideLayout,
    page: usize,
    width_px: u32,
    photos: &[Option<&[u8]>],
) -> Result<Vec<u8>, RenderError> {
    limits::check_width(width_px)?;
    let placements = checked_page(messages, layout, page)?;
    paint::page_png(messages, placements, page, width_px, photos)
}

/// The placements of page `page`, once the messages and the layout have
/// been checked against each other.
fn checked_page<'a>(
    messages: &[InsideMessage],
    layout: &'a InsideLayout,
    page: usize,
) -> Result<&'a [Placement], RenderError> {
    limits::check_messages(messages)?;
    let Some(placements) = layout.pages.get(page) else {
        return Err(RenderError::NoSuchPage {
            page,
            pages: layout.pages.len(),
        });
    };
    limits::check_placements(&placements.placements, messages.len())?;
    Ok(&placements.placements)
}

/// A page's height in pixels when it is `width_px` wide.
pub fn inside_page_height_px(width_px: u32) -> u32 {
    (f64::from(width_px) * f64::from(INSIDE_PAGE_HEIGHT) / f64::from(INSIDE_PAGE_WIDTH)).round()
        as u32
}
