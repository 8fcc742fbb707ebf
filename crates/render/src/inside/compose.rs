//! One message set in a box: a photo pinned at the top if it has one, its
//! text wrapped to the box's width, the signer's name under it like a
//! sign-off, and room for the signature under that. The layout measures a
//! message this way at trial sizes and widths; the painter sets it once
//! more from the placement's numbers and gets the very same lines.

use super::{CardFont, InsideMessage, MIN_INSIDE_FONT_SIZE, PhotoFrame};
use crate::layer::fit::{Block, Setter};
use crate::layer::tidy;
use cosmic_text::{Align, Attrs, Family, FontSystem, Weight, Wrap};
use std::sync::Arc;

/// How one of the site's typefaces is set.
#[derive(Debug, Clone, Copy)]
pub(super) struct Face {
    family: &'static str,
    weight: Weight,
    /// Line pitch as a multiple of the font size.
    spacing: f32,
    /// Font sizes are multiplied by this so the faces look alike in size:
    /// Caveat's small letters need a larger size to read as large as the others.
    pub(super) scale: f32,
}

impl CardFont {
    pub(super) fn face(self) -> Face {
        match self {
            CardFont::Classic => Face {
                family: "Fraunces",
                weight: Weight::NORMAL,
                spacing: 1.3,
                scale: 1.0,
            },
            CardFont::Modern => Face {
                family: "Plus Jakarta Sans",
                weight: Weight::NORMAL,
                spacing: 1.34,
                scale: 1.0,
            },
            CardFont::Handwritten => Face {
                family: "Caveat",
                weight: Weight::MEDIUM,
                spacing: 1.12,
                scale: 1.22,
            },
        }
    }
}

impl Face {
    /// The smallest size this face is set at: the readability floor, scaled.
    pub(super) fn min_size(&self) -> f32 {
        MIN_INSIDE_FONT_SIZE * self.scale
    }
}

/// The name is set this much smaller than the message (never under the face's
/// floor), a little below it.
const NAME_SCALE: f32 = 0.82;
const NAME_GAP: f32 = 0.18;
/// The signature pad's width: a share of the box's, within these bounds
/// (page units), so a signature signs rather than outweighs the message; its
/// height is a third of that, the pad's own proportions.
const SIGNATURE_SHARE: f32 = 0.6;
const SIGNATURE_MIN_WIDTH: f32 = 72.0;
const SIGNATURE_MAX_WIDTH: f32 = 120.0;
const SIGNATURE_GAP: f32 = 0.15;
/// A photo's print, mat included: its longer side a share of the box's
/// width within these bounds (page units), so it sits on the message like a
/// small print pinned to the card rather than taking it over. The longer
/// side, not the width, so a portrait print stands no taller than a
/// landscape one is wide, as prints of one size do.
const PHOTO_SHARE: f32 = 0.5;
const PHOTO_MIN_SIDE: f32 = 70.0;
const PHOTO_MAX_SIDE: f32 = 112.0;
/// The white mat round the picture: a share of the print's longer side,
/// within these bounds (page units).
const MAT_SHARE: f32 = 0.045;
const MAT_BOUNDS: (f32, f32) = (3.0, 5.0);
/// The air between the print and the text, in font sizes.
const PHOTO_GAP: f32 = 0.45;
/// More explicit lines than this are joined into one paragraph: a message of
/// hundreds of one-word lines must still fit a page at a readable size.
const MOST_LINES: usize = 12;

/// The text as drawn: outer blank lines and spaces dropped, runs of blank
/// lines made one, and too many lines run together.
pub(super) fn display_text(text: &str) -> String {
    let tidied = tidy(text);
    let mut lines: Vec<&str> = Vec::new();
    for line in tidied.lines() {
        if line.is_empty() && lines.last().is_some_and(|l| l.is_empty()) {
            continue;
        }
        lines.push(line);
    }
    if lines.len() > MOST_LINES {
        lines.retain(|l| !l.is_empty());
        lines.join(" ")
    } else {
        lines.join("\n")
    }
}

/// `text` without the characters no embedded face can draw (emoji, say):
/// the outlines would leave them out anyway, and a line holding nothing
/// else would stand empty in the message.
fn drawable(fonts: &mut FontSystem, text: &str) -> String {
    let ids: Vec<_> = fonts.db().faces().map(|f| (f.id, f.weight)).collect();
    let faces: Vec<Arc<cosmic_text::Font>> = ids
        .into_iter()
        .filter_map(|(id, weight)| fonts.get_font(id, weight))
        .collect();
    // Joiners and direction marks draw nothing but shape their neighbours.
    let invisible =
        |c: char| c.is_whitespace() || matches!(c, '\u{200C}'..='\u{200F}' | '\u{061C}');
    text.chars()
        .filter(|&c| invisible(c) || faces.iter().any(|f| f.as_swash().charmap().map(c) != 0))
        .collect()
}

/// A rectangle in the box, in page units from its top-left: where the
/// signature goes, or a photo's mat or picture.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Pad {
    pub(super) x: f32,
    pub(super) y: f32,
    pub(super) width: f32,
    pub(super) height: f32,
}

/// Where a photo goes in the box: its white mat, and the picture inside it,
/// the picture in the frame's own proportions.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Print {
    pub(super) mat: Pad,
    pub(super) picture: Pad,
}

impl Print {
    /// The print for `frame` with its longer side `side`, at the top of a
    /// box `width` wide on the side the text starts from.
    fn new(frame: PhotoFrame, side: f32, width: f32, rtl: bool) -> Print {
        let mat = (MAT_SHARE * side).clamp(MAT_BOUNDS.0, MAT_BOUNDS.1);
        let long = side - 2.0 * mat;
        let (w, h) = (frame.width.max(1) as f32, frame.height.max(1) as f32);
        let (picture_width, picture_height) = if w >= h {
            (long, long * h / w)
        } else {
            (long * w / h, long)
        };
        let (mat_width, mat_height) = (picture_width + 2.0 * mat, picture_height + 2.0 * mat);
        let x = if rtl { width - mat_width } else { 0.0 };
        Print {
            mat: Pad {
                x,
                y: 0.0,
                width: mat_width,
                height: mat_height,
            },
            picture: Pad {
                x: x + mat,
                y: mat,
                width: picture_width,
                height: picture_height,
            },
        }
    }
}

/// A message set at one size and width, in page units from the box's
/// top-left corner.
pub(super) struct Composition {
    pub(super) print: Option<Print>,
    /// Where the text's first line starts: under the print, if any.
    pub(super) text_top: f32,
    pub(super) text: Block,
    pub(super) name: Block,
    pub(super) name_top: f32,
    pub(super) signature: Option<Pad>,
}

/// A message ready to be set at any size and width. Its text and name are
/// shaped once; each trial only lays them out again.
pub(super) struct Composer {
    text: Setter,
    name: Setter,
    face: Face,
    rtl: bool,
    signed: bool,
    photo: Option<PhotoFrame>,
    /// Nothing of the text can be drawn: the box holds only the name.
    blank: bool,
}

/// The box a message takes at one size and width, and how its parts stack.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Measure {
    /// The widest part: the widest line of text or name, the print or the pad.
    pub(super) width: f32,
    pub(super) height: f32,
    print: Option<Print>,
    text_top: f32,
    name_size: f32,
    name_top: f32,
    signature: Option<Pad>,
}

impl Composer {
    pub(super) fn new(fonts: &mut FontSystem, message: &InsideMessage) -> Self {
        let face = message.font.face();
        let attrs = Attrs::new()
            .family(Family::Name(face.family))
            .weight(face.weight);
        let text = display_text(&drawable(fonts, message.text));
        let blank = text.is_empty();
        // Each paragraph aligns by its own direction: flush left, or flush
        // right for Arabic and Hebrew.
        let mut text = Setter::styled(&text, face.min_size(), &attrs, face.spacing, None);
        text.set_wrap(Wrap::WordOrGlyph);
        // The message reads right to left if its first paragraph does.
        let rtl = text
            .block(fonts, face.min_size(), 1000.0)
            .lines
            .first()
            .is_some_and(|l| l.rtl);
        // The sign-off ends where the text's lines end.
        let align = if rtl { Align::Left } else { Align::Right };
        let sign_off = format!("— {}", drawable(fonts, message.name).trim());
        let mut name = Setter::styled(
            &sign_off,
            face.min_size(),
            &attrs,
            face.spacing,
            Some(align),
        );
        name.set_wrap(Wrap::WordOrGlyph);
        let signed = message.signature.iter().any(|s| !s.is_empty());
        Composer {
            text,
            name,
            face,
            rtl,
            signed,
            photo: message.photo,
            blank,
        }
    }

    pub(super) fn face(&self) -> Face {
        self.face
    }

    fn name_size(&self, size: f32) -> f32 {
        (size * NAME_SCALE).max(self.face.min_size())
    }

    /// The narrowest box at `size` that breaks no word: its longest word's
    /// width (or the name's), or its print's at the smallest.
    pub(super) fn narrowest(&mut self, fonts: &mut FontSystem, size: f32) -> f32 {
        let name_size = self.name_size(size);
        let mut widest = self.photo.map_or(0.0, |frame| {
            Print::new(frame, PHOTO_MIN_SIDE, 0.0, false).mat.width
        });
        for (setter, size) in [(&mut self.text, size), (&mut self.name, name_size)] {
            // Wrapped at words only into a hair-thin box, every word takes
            // a line of its own.
            setter.set_wrap(Wrap::Word);
            widest = widest.max(setter.measure(fonts, size, 1.0).1);
            setter.set_wrap(Wrap::WordOrGlyph);
        }
        widest
    }

    /// The box at `size` with lines wrapped to `width`.
    pub(super) fn measure(&mut self, fonts: &mut FontSystem, size: f32, width: f32) -> Measure {
        let (lines, widest) = if self.blank {
            (0, 0.0)
        } else {
            self.text.measure(fonts, size, width)
        };
        let name_size = self.name_size(size);
        let (name_lines, name_widest) = self.name.measure(fonts, name_size, width);
        let print = self.photo.map(|frame| {
            let side = (PHOTO_SHARE * width).clamp(PHOTO_MIN_SIDE, PHOTO_MAX_SIDE);
            Print::new(frame, side, width, self.rtl)
        });
        // Without a photo the text starts at the very top, as it always has.
        let text_top = print.map_or(0.0, |p| p.mat.height + PHOTO_GAP * size);
        let name_top = text_top + lines as f32 * size * self.face.spacing + NAME_GAP * size;
        let mut height = name_top + name_lines as f32 * name_size * self.face.spacing;
        let mut widest = widest
            .max(name_widest)
            .max(print.map_or(0.0, |p| p.mat.width));
        let signature = self.signed.then(|| {
            let pad_width =
                (SIGNATURE_SHARE * width).clamp(SIGNATURE_MIN_WIDTH, SIGNATURE_MAX_WIDTH);
            let pad = Pad {
                x: if self.rtl { 0.0 } else { width - pad_width },
                y: height + SIGNATURE_GAP * size,
                width: pad_width,
                height: pad_width / 3.0,
            };
            height = pad.y + pad.height;
            widest = widest.max(pad_width);
            pad
        });
        Measure {
            width: widest,
            height,
            print,
            text_top,
            name_size,
            name_top,
            signature,
        }
    }

    /// The message set at `size` in a box `width` wide: its lines and where
    /// the name and the signature go.
    pub(super) fn compose(&mut self, fonts: &mut FontSystem, size: f32, width: f32) -> Composition {
        let measure = self.measure(fonts, size, width);
        Composition {
            print: measure.print,
            text_top: measure.text_top,
            text: self.text.block(fonts, size, width),
            name: self.name.block(fonts, measure.name_size, width),
            name_top: measure.name_top,
            signature: measure.signature,
        }
    }
}
