//! A printable folded greeting card as a PDF for duplex printing.
//!
//! The card is 5 x 7 in folded (10 x 7 in open, folding along the vertical
//! centre line), centred on a landscape US Letter or A4 sheet. Page 1 is the
//! outside: the back with a small brand mark on the left, the front art on
//! the right. Page 2 is the inside, printed on the reverse of the sheet
//! (duplex, flip on the short edge): the message on the right-hand panel.
//! A group card's pages of signed messages take the inside panels (the
//! message moves left) and, past two, inserts of two more pages each (see
//! `sheets`). Every page carries crop marks at the card's corners and fold
//! ticks at its centre line, all outside the trim.

mod art;
mod font;
mod layout;
mod marks;
mod pages;
mod sheets;
mod signed;
mod text;

use cardsmith_render::MessageOutlines;
use krilla::Document;
use krilla::metadata::Metadata;

pub use art::front_cut;

/// The sheet the card is printed on, always landscape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paper {
    /// US Letter, 11 x 8.5 in.
    Letter,
    /// A4, 297 x 210 mm.
    A4,
}

impl Paper {
    /// Reads `letter` or `a4`, in any case.
    pub fn parse(name: &str) -> Option<Paper> {
        match name.trim().to_ascii_lowercase().as_str() {
            "letter" => Some(Paper::Letter),
            "a4" => Some(Paper::A4),
            _ => None,
        }
    }

    /// The name `parse` reads.
    pub fn as_str(self) -> &'static str {
        match self {
            Paper::Letter => "letter",
            Paper::A4 => "a4",
        }
    }
}

/// What goes on the card.
#[derive(Debug, Clone, Copy)]
pub struct FoldedCard<'a> {
    /// The card's art with its text already on it, in any aspect. Art close
    /// to the 5 x 7 panel's shape (portrait 2:3) is centre-cropped to cover
    /// the front; square or landscape art would lose its edges that way, so
    /// it is shown whole on a backdrop of its own edge colours. To fill the
    /// front edge to edge, cut the art with `front_cut` and set its words on
    /// the cut.
    pub front: &'a image::DynamicImage,
    /// The message inside; newlines start new lines. Set as large as fits.
    pub inside_text: &'a str,
    /// A group card's pages of signed messages, each laid out on a 5 x 7 in
    /// panel by `cardsmith_render::layout_inside` and outlined by
    /// `inside_page_outlines`; none for a card from one sender.
    pub signed_pages: &'a [Vec<MessageOutlines>],
    /// The small brand mark on the back.
    pub brand: &'a str,
    pub paper: Paper,
}

/// How the inside message is set: lets a caller warn before printing that a
/// message was too long to fit whole.
#[derive(Debug, Clone, PartialEq)]
pub struct MessageFit {
    /// Font size in points.
    pub font_size: f32,
    /// Number of lines, blank ones included.
    pub lines: usize,
    /// Size of the set text, in points.
    pub width: f32,
    pub height: f32,
    /// Size of the box on the inside panel it must stay in, in points.
    pub max_width: f32,
    pub max_height: f32,
    /// The message did not fit even at the smallest size; its end was cut and
    /// replaced by an ellipsis.
    pub truncated: bool,
    /// Characters the bundled font has no glyph for (emoji, Chinese,
    /// Japanese, Korean...): they are left out of the print.
    pub unprintable: Vec<char>,
}

/// Lays out the inside message exactly as `folded_card_pdf` will.
pub fn inside_message_fit(inside_text: &str, paper: Paper) -> Result<MessageFit, PrintError> {
    let shaper = font::Shaper::new()?;
    let sheet = layout::sheet(paper);
    let block = pages::message(&shaper, &sheet, inside_text);
    Ok(MessageFit {
        font_size: block.size,
        lines: block.lines.len(),
        width: block.width(),
        height: block.height(),
        max_width: sheet.message.width,
        max_height: sheet.message.height,
        truncated: block.truncated,
        unprintable: block.missing,
    })
}

#[derive(Debug, thiserror::Error)]
pub enum PrintError {
    #[error("the front image has no pixels")]
    EmptyImage,
    #[error("could not encode the front image: {0}")]
    Encode(#[from] image::ImageError),
    #[error("could not embed the front image: {0}")]
    Image(String),
    #[error("the bundled font could not be read")]
    Font,
    #[error("the page geometry is invalid")]
    Layout,
    #[error("could not write the PDF: {0}")]
    Pdf(String),
}

/// Renders the card as a PDF for duplex printing: two pages, and two more
/// for each insert a group card's messages need.
pub fn folded_card_pdf(card: &FoldedCard) -> Result<Vec<u8>, PrintError> {
    let shaper = font::Shaper::new()?;
    let kit = pages::Kit {
        sheet: layout::sheet(card.paper),
        font: font::pdf_font()?,
        shaper: &shaper,
    };
    let front = art::front_jpeg(card.front, &kit.sheet.art, &kit.sheet.front)?;
    let message = pages::message(&shaper, &kit.sheet, card.inside_text);

    let mut document = Document::new();
    let mut metadata = Metadata::new().title("Greeting card".to_owned());
    if !card.brand.trim().is_empty() {
        metadata = metadata.creator(card.brand.trim().to_owned());
    }
    document.set_metadata(metadata);
    pages::outside(&mut document, &kit, front, card.brand)?;
    for page in sheets::inside_pages(&message, card.signed_pages) {
        pages::inside(&mut document, &kit, page.panels, page.caption.as_deref())?;
    }
    document
        .finish()
        .map_err(|e| PrintError::Pdf(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paper_names_round_trip() {
        for paper in [Paper::Letter, Paper::A4] {
            assert_eq!(Paper::parse(paper.as_str()), Some(paper));
        }
        assert_eq!(Paper::parse(" A4 "), Some(Paper::A4));
        assert_eq!(Paper::parse("Letter"), Some(Paper::Letter));
        assert_eq!(Paper::parse("legal"), None);
    }
}
