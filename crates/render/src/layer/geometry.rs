//! Proportions of the text layer on an image, so every size of card looks
//! alike: margins, font size limits, where the lines go and the scrim's pool.

use super::{TextPosition, fit, paint};
use tiny_skia::{Path, Rect, Transform};

/// The rows (top, bottom) the words take at the default position, the
/// bottom, when set at their largest in two lines: art made for words set
/// later keeps these calm.
pub(crate) fn default_text_rows(width: u32, height: u32) -> (f32, f32) {
    let geometry = Geometry::new(width, height);
    let bottom = geometry.height * (1.0 - EDGE_MARGIN);
    let lines = 2.0 * geometry.frame().max_size * fit::LINE_SPACING;
    (bottom - lines, bottom)
}

/// Proportions of the layer on an image, so every size of card looks alike.
pub(super) struct Geometry {
    width: f32,
    height: f32,
    /// The shorter side: font sizes follow it.
    short: f32,
}

/// Space left and right of the lines, as a share of the width.
const SIDE_MARGIN: f32 = 0.08;
/// Space between the text and the top or bottom edge, as a share of the height.
const EDGE_MARGIN: f32 = 0.075;
/// The most height the lines may take, as a share of the image's height.
const MAX_TEXT_HEIGHT: f32 = 0.3;
/// Font size limits as shares of the shorter side: a greeting stays a
/// greeting rather than a poster, and 200 characters stay readable.
const MIN_FONT: f32 = 0.024;
const MAX_FONT: f32 = 0.105;
/// Never smaller than this many pixels, whatever the image.
const MIN_FONT_PX: f32 = 8.0;

impl Geometry {
    pub(super) fn new(width: u32, height: u32) -> Self {
        let (width, height) = (width as f32, height as f32);
        Geometry {
            width,
            height,
            short: width.min(height),
        }
    }

    pub(super) fn frame(&self) -> fit::Frame {
        let min_size = (MIN_FONT * self.short).max(MIN_FONT_PX);
        fit::Frame {
            width: self.width * (1.0 - 2.0 * SIDE_MARGIN),
            max_height: self.height * MAX_TEXT_HEIGHT,
            min_size,
            max_size: (MAX_FONT * self.short).max(min_size),
        }
    }

    /// Moves the lines (set from y = 0) so their ink sits at `position`:
    /// placing by the ink rather than the line boxes keeps the gap to the
    /// edge the same whether or not the text has capitals or descenders.
    pub(super) fn place(
        &self,
        lines: Vec<Path>,
        ink: Rect,
        position: TextPosition,
    ) -> (Vec<Path>, Rect) {
        let margin = EDGE_MARGIN * self.height;
        let top = match position {
            TextPosition::Top => margin,
            TextPosition::Middle => (self.height - ink.height()) / 2.0,
            TextPosition::Bottom => self.height - margin - ink.height(),
        };
        let shift = Transform::from_translate(0.0, top - ink.top());
        let lines = lines
            .into_iter()
            .filter_map(|p| p.transform(shift))
            .collect();
        (lines, ink.transform(shift).unwrap_or(ink))
    }

    /// The scrim's pool around the placed ink: it hugs the words, so even
    /// a strong one reads as a soft shadow behind them, not a stripe.
    pub(super) fn band(&self, ink: Rect, size: f32) -> paint::Band {
        let pad = 0.45 * size;
        paint::Band {
            top: ink.top() - pad,
            bottom: ink.bottom() + pad,
            left: ink.left() - pad,
            right: ink.right() + pad,
            feather: (1.4 * size).max(0.05 * self.height),
        }
    }
}
