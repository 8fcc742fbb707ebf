//! An inside page as vector outlines, for print: the same letters and
//! signatures the painter fills and strokes, handed over as path segments so
//! a PDF can draw them at any size without a single pixel.

use super::paint::{Drawing, drawing};
use super::{InsideLayout, InsideMessage, Placement};
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
}

/// Page `page` of `layout` (made by `layout_inside` from these messages) as
/// outlines, one entry per message on it, in the layout's order.
pub fn inside_page_outlines(
    messages: &[InsideMessage],
    layout: &InsideLayout,
    page: usize,
) -> Result<Vec<MessageOutlines>, RenderError> {
    let placements = super::checked_page(messages, layout, page)?;
    let mut engine = fonts::engine();
    Ok(placements
        .iter()
        .map(|placement| {
            let Drawing {
                letters,
                signature,
                ink,
            } = drawing(&mut engine, &messages[placement.message], placement);
            let ink = ink.to_color_u8();
            MessageOutlines {
                placement: *placement,
                ink: [ink.red(), ink.green(), ink.blue()],
                letters: letters.iter().flat_map(segments).collect(),
                signature: signature.map(|(path, width)| (segments(&path), width)),
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
