//! An inside page as vector outlines, for print: the same letters and
//! signatures the painter fills and strokes, handed over as path segments so
//! a PDF can draw them at any size without a single pixel, and each photo
//! where the painter puts it, as a small JPEG a PDF carries as it is.

use super::compose::Pad;
use super::paint::{Drawing, drawing};
use super::{InsideLayout, InsideMessage, Placement, photos};
use crate::RenderError;
use crate::layer::fonts;
use tiny_skia::{Path, PathSegment};

/// One step of an outline, in page units (points) from the message box's
/// top-left corner, before the box's tilt.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum OutlineSegment {
    Move(f32, f32),
    Line(f32, f32),
    /// A quadratic curve: its control point, then where it ends.
    Quad(f32, f32, f32, f32),
    /// A cubic curve: its two control points, then where it ends.
    Cubic(f32, f32, f32, f32, f32, f32),
    Close,
}

/// One message of a page, ready to draw as vectors.
#[derive(Debug, Clone, PartialEq)]
pub struct MessageOutlines {
    /// Where the box goes on the page and how it is tilted.
    pub placement: Placement,
    /// The ink as painted: the signer's colour, deepened only as far as it
    /// takes to read on the paper.
    pub ink: [u8; 3],
    /// The glyph outlines of the text and the sign-off, in the signer's
    /// font; fill them with the non-zero rule.
    pub letters: Vec<OutlineSegment>,
    /// The signature's centre line and the pen's width; stroke it with
    /// round caps and joins.
    pub signature: Option<(Vec<OutlineSegment>, f32)>,
    /// The signer's photo as a print, if the message has one.
    pub photo: Option<PhotoOutline>,
}

/// A photo as the painter draws it: a white mat (`PHOTO_MAT`), the picture
/// inside it, or the placeholder colour (`PHOTO_PLACEHOLDER`) there.
#[derive(Debug, Clone, PartialEq)]
pub struct PhotoOutline {
    /// The mat's rect and the picture's rect inside it, in page units from
    /// the box's top-left, before the box's tilt: x, y, width, height.
    pub mat: (f32, f32, f32, f32),
    pub picture: (f32, f32, f32, f32),
    /// The picture cropped to the picture rect's proportions and
    /// re-encoded as JPEG (RGB, at most 512 px a side); `None` when the
    /// photo could not be read: fill the picture rect with
    /// `PHOTO_PLACEHOLDER` instead.
    pub jpeg: Option<Vec<u8>>,
}

/// Page `page` of `layout` (made by `layout_inside` from these messages) as
/// outlines, one entry per message on it, in the layout's order.
///
/// `photos` are the messages' photo files as `render_inside_page` takes
/// them; only those of the messages on this page are read.
pub fn inside_page_outlines(
    messages: &[InsideMessage],
    layout: &InsideLayout,
    page: usize,
    photos: &[Option<&[u8]>],
) -> Result<Vec<MessageOutlines>, RenderError> {
    let placements = super::checked_page(messages, layout, page)?;
    // Read and encoded before the engine is locked: they need no shaper.
    let jpegs: Vec<Option<Vec<u8>>> = placements
        .iter()
        .map(|p| photos::picture(messages, photos, p.message).and_then(|p| photos::jpeg(&p)))
        .collect();
    let mut engine = fonts::engine();
    Ok(placements
        .iter()
        .zip(jpegs)
        .map(|(placement, jpeg)| {
            let Drawing {
                print,
                letters,
                signature,
                ink,
            } = drawing(&mut engine, &messages[placement.message], placement);
            let ink = ink.to_color_u8();
            let rect = |pad: Pad| (pad.x, pad.y, pad.width, pad.height);
            MessageOutlines {
                placement: *placement,
                ink: [ink.red(), ink.green(), ink.blue()],
                letters: letters.iter().flat_map(segments).collect(),
                signature: signature.map(|(path, width)| (segments(&path), width)),
                photo: print.map(|print| PhotoOutline {
                    mat: rect(print.mat),
                    picture: rect(print.picture),
                    jpeg,
                }),
            }
        })
        .collect())
}

fn segments(path: &Path) -> Vec<OutlineSegment> {
    path.segments()
        .map(|segment| match segment {
            PathSegment::MoveTo(p) => OutlineSegment::Move(p.x, p.y),
            PathSegment::LineTo(p) => OutlineSegment::Line(p.x, p.y),
            PathSegment::QuadTo(c, p) => OutlineSegment::Quad(c.x, c.y, p.x, p.y),
            PathSegment::CubicTo(c1, c2, p) => {
                OutlineSegment::Cubic(c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            }
            PathSegment::Close => OutlineSegment::Close,
        })
        .collect()
}
