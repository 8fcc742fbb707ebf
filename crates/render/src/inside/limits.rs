//! What the inside pages accept. The renderer checks every bound itself, first
//! and cheaply, before any shaping: a caller that forgot to is refused with
//! an error rather than holding the shared shaper for seconds or panicking.

use super::{InsideMessage, PhotoFrame, Placement};
use crate::RenderError;

/// The most messages one card holds (a group card takes 200 signers).
pub const MAX_INSIDE_MESSAGES: usize = 200;
/// The most characters in a message's text, and in a signer's name.
pub const MAX_MESSAGE_CHARS: usize = 500;
pub const MAX_NAME_CHARS: usize = 60;
/// The most strokes in a signature, and the most points in all of them.
pub const MAX_SIGNATURE_STROKES: usize = 50;
pub const MAX_SIGNATURE_POINTS: usize = 5000;
/// Signature points lie on a grid 0..=SIGNATURE_GRID both ways.
pub const SIGNATURE_GRID: u16 = 1000;
/// A photo's frame is at most this many times as long as it is wide, or as
/// wide as it is long: a narrower strip would be a sliver on the card.
pub const MAX_PHOTO_PROPORTION: u32 = 3;
/// The widest page painted: 4000 px is a 5 in panel at 800 dpi, past any
/// printer, and bounds the memory one request can ask for.
pub const MAX_INSIDE_WIDTH_PX: u32 = 4000;

/// Why a message cannot be laid out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MessageProblem {
    #[error("the text is empty")]
    EmptyText,
    #[error("the text has {chars} characters; at most {MAX_MESSAGE_CHARS} fit")]
    TextTooLong { chars: usize },
    #[error("the name is empty")]
    EmptyName,
    #[error("the name has {chars} characters; at most {MAX_NAME_CHARS} fit")]
    NameTooLong { chars: usize },
    #[error("the signature has {strokes} strokes; at most {MAX_SIGNATURE_STROKES} are drawn")]
    TooManyStrokes { strokes: usize },
    #[error("the signature has {points} points; at most {MAX_SIGNATURE_POINTS} are drawn")]
    TooManyPoints { points: usize },
    #[error("a signature point lies outside 0..={SIGNATURE_GRID}")]
    PointOutsideGrid,
    #[error(
        "the photo is {width} x {height}; it needs both sides and neither more than \
         {MAX_PHOTO_PROPORTION} times the other"
    )]
    PhotoOutOfShape { width: u32, height: u32 },
}

pub(super) fn check_messages(messages: &[InsideMessage]) -> Result<(), RenderError> {
    if messages.len() > MAX_INSIDE_MESSAGES {
        return Err(RenderError::TooManyMessages {
            count: messages.len(),
            max: MAX_INSIDE_MESSAGES,
        });
    }
    for (index, message) in messages.iter().enumerate() {
        check_message(message).map_err(|problem| RenderError::InvalidMessage { index, problem })?;
    }
    Ok(())
}

fn check_message(message: &InsideMessage) -> Result<(), MessageProblem> {
    // Counting stops just past the limit: a huge string costs no more than a
    // long one.
    let count = |s: &str, max: usize| s.chars().take(max + 1).count();
    let chars = count(message.text, MAX_MESSAGE_CHARS);
    if chars > MAX_MESSAGE_CHARS {
        let chars = message.text.chars().count();
        return Err(MessageProblem::TextTooLong { chars });
    }
    if message.text.trim().is_empty() {
        return Err(MessageProblem::EmptyText);
    }
    if count(message.name, MAX_NAME_CHARS) > MAX_NAME_CHARS {
        let chars = message.name.chars().count();
        return Err(MessageProblem::NameTooLong { chars });
    }
    if message.name.trim().is_empty() {
        return Err(MessageProblem::EmptyName);
    }
    let strokes = message.signature.len();
    if strokes > MAX_SIGNATURE_STROKES {
        return Err(MessageProblem::TooManyStrokes { strokes });
    }
    let points: usize = message.signature.iter().map(Vec::len).sum();
    if points > MAX_SIGNATURE_POINTS {
        return Err(MessageProblem::TooManyPoints { points });
    }
    let on_grid = |&(x, y): &(u16, u16)| x <= SIGNATURE_GRID && y <= SIGNATURE_GRID;
    if !message.signature.iter().flatten().all(on_grid) {
        return Err(MessageProblem::PointOutsideGrid);
    }
    if let Some(frame) = message.photo {
        check_frame(frame)?;
    }
    Ok(())
}

fn check_frame(PhotoFrame { width, height }: PhotoFrame) -> Result<(), MessageProblem> {
    // Widened first: three times a huge side must not overflow.
    let (w, h) = (u64::from(width), u64::from(height));
    let most = u64::from(MAX_PHOTO_PROPORTION);
    if w == 0 || h == 0 || w > most * h || h > most * w {
        return Err(MessageProblem::PhotoOutOfShape { width, height });
    }
    Ok(())
}

pub(super) fn check_width(width: u32) -> Result<(), RenderError> {
    if width == 0 || width > MAX_INSIDE_WIDTH_PX {
        return Err(RenderError::InvalidPageWidth {
            width,
            max: MAX_INSIDE_WIDTH_PX,
        });
    }
    Ok(())
}

/// A stored layout may have been edited or made from other messages: every
/// placement must name a message and hold sane numbers before it is painted.
pub(super) fn check_placements(
    placements: &[Placement],
    messages: usize,
) -> Result<(), RenderError> {
    let sane = |p: &Placement| {
        let numbers = [p.x, p.y, p.width, p.height, p.rotation_degrees, p.font_size];
        p.message < messages
            && numbers.iter().all(|v| v.is_finite())
            && (1.0..=2.0 * super::INSIDE_PAGE_WIDTH).contains(&p.width)
            && (1.0..=2.0 * super::INSIDE_PAGE_HEIGHT).contains(&p.height)
            && (super::MIN_INSIDE_FONT_SIZE..=100.0).contains(&p.font_size)
            && p.x.abs() <= 2.0 * super::INSIDE_PAGE_WIDTH
            && p.y.abs() <= 2.0 * super::INSIDE_PAGE_HEIGHT
    };
    if placements.iter().all(sane) {
        Ok(())
    } else {
        Err(RenderError::LayoutMismatch)
    }
}
