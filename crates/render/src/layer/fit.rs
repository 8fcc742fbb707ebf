//! Sets the card's text as large as it fits: shaped by cosmic-text (bidi,
//! Arabic joining, kerning), wrapped at word boundaries into a band, every
//! line centred.

use super::fonts::{FAMILY, WEIGHT};
use cosmic_text::{
    Align, Attrs, Buffer, CacheKeyFlags, FontSystem, Metrics, Shaping, Wrap, fontdb,
};

/// Line pitch as a multiple of the font size: roomy enough that Arabic's tall
/// ascenders and deep descenders clear the neighbouring lines.
pub(crate) const LINE_SPACING: f32 = 1.32;

/// Slack for float noise when comparing a line's width to the band's.
const WIDTH_SLACK: f32 = 0.5;

/// One line fewer is worth setting the text this much smaller, and no more.
const FEWER_LINES_WORTH: f32 = 0.78;

/// Steps of the bisections: the size ends within (max - min) / 2^12 of the
/// largest that fits, far below a pixel.
const SEARCH_STEPS: u32 = 12;

/// Where the text may go and how large it may be, in pixels.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Frame {
    /// The band's width: no line may be wider.
    pub(crate) width: f32,
    /// The most the stacked lines may take.
    pub(crate) max_height: f32,
    pub(crate) min_size: f32,
    pub(crate) max_size: f32,
}

/// One shaped glyph: which face and glyph, and its pen position (on the
/// baseline) relative to the block's top-left corner.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Glyph {
    pub(crate) font_id: fontdb::ID,
    pub(crate) glyph_id: u16,
    pub(crate) weight: fontdb::Weight,
    pub(crate) flags: CacheKeyFlags,
    pub(crate) x: f32,
    pub(crate) y: f32,
}

/// One laid-out line, glyphs in visual order (left to right).
#[derive(Debug, Clone)]
pub(crate) struct Line {
    /// The paragraph reads right to left (Arabic, Hebrew): the inside pages
    /// sign such a message off on the left.
    pub(crate) rtl: bool,
    pub(crate) glyphs: Vec<Glyph>,
}

/// The text set at one size into lines centred on a box `width` wide.
#[derive(Debug, Clone)]
pub(crate) struct Block {
    pub(crate) size: f32,
    pub(crate) width: f32,
    pub(crate) lines: Vec<Line>,
}

/// Sets `text` at the largest size in the frame's range whose word-wrapped
/// lines fit the frame, then narrows the wrap width as far as it goes without
/// adding a line, so a wrapped paragraph's lines come out of even length
/// instead of a full line over a lone word. Text that does not fit even at the
/// smallest size is set at it, breaking words too long for a line.
pub(crate) fn fit(fonts: &mut FontSystem, text: &str, frame: Frame) -> Block {
    let mut setter = Setter::new(text, frame.min_size);
    let mut size = frame.min_size;
    if setter.fits(fonts, frame, size, usize::MAX) {
        size = setter.largest(fonts, frame, size, frame.max_size, usize::MAX);
    } else {
        setter.set_wrap(Wrap::WordOrGlyph);
    }
    let mut lines = setter.measure(fonts, size, frame.width).0;
    // A short greeting reads better on one line a little smaller than broken
    // over two: give up a line whenever it costs little size.
    while lines > 1 && setter.fits(fonts, frame, frame.min_size, lines - 1) {
        let fewer = setter.largest(fonts, frame, frame.min_size, size, lines - 1);
        if fewer < size * FEWER_LINES_WORTH {
            break;
        }
        size = fewer;
        lines = setter.measure(fonts, size, frame.width).0;
    }

    let mut width = frame.width;
    if lines > 1 {
        let mut lo = 0.0;
        for _ in 0..SEARCH_STEPS {
            let mid = (lo + width) / 2.0;
            let (count, widest) = setter.measure(fonts, size, mid);
            if count == lines && widest <= mid + WIDTH_SLACK {
                width = mid;
            } else {
                lo = mid;
            }
        }
    }
    setter.block(fonts, size, width)
}

/// A cosmic-text buffer holding the text, re-laid out per trial size. Shaping
/// does not depend on the size, so only the first layout shapes. It does not
/// hold the `FontSystem`, so one caller can keep several (the inside pages
/// set a message and its signer's name side by side).
pub(crate) struct Setter {
    buffer: Buffer,
    /// Line pitch as a multiple of the font size.
    spacing: f32,
}

impl Setter {
    /// The text layer's setting: bold Noto Serif, every line centred.
    fn new(text: &str, size: f32) -> Self {
        let attrs = Attrs::new().family(FAMILY).weight(WEIGHT);
        // Centred whatever the direction: right-to-left lines too.
        Setter::styled(text, size, &attrs, LINE_SPACING, Some(Align::Center))
    }

    /// `text` in `attrs`, wrapped at word boundaries, lines `spacing` times
    /// the size apart; `align` `None` sets each paragraph by its direction
    /// (left to right flush left, right to left flush right).
    pub(crate) fn styled(
        text: &str,
        size: f32,
        attrs: &Attrs,
        spacing: f32,
        align: Option<Align>,
    ) -> Self {
        let mut buffer = Buffer::new_empty(Metrics::relative(size, spacing));
        buffer.set_wrap(Wrap::Word);
        buffer.set_text(text, attrs, Shaping::Advanced, align);
        Setter { buffer, spacing }
    }

    pub(crate) fn set_wrap(&mut self, wrap: Wrap) {
        self.buffer.set_wrap(wrap);
    }

    fn layout(&mut self, fonts: &mut FontSystem, size: f32, width: f32) {
        self.buffer
            .set_metrics_and_size(Metrics::relative(size, self.spacing), Some(width), None);
        self.buffer.shape_until_scroll(fonts, false);
    }

    /// Whether the text at `size` takes at most `most_lines` lines and they
    /// fit the frame.
    fn fits(&mut self, fonts: &mut FontSystem, frame: Frame, size: f32, most_lines: usize) -> bool {
        let (lines, widest) = self.measure(fonts, size, frame.width);
        lines <= most_lines
            && widest <= frame.width + WIDTH_SLACK
            && lines as f32 * size * LINE_SPACING <= frame.max_height
    }

    /// The largest size in `lo..=hi` that `fits`, given that `lo` does.
    fn largest(
        &mut self,
        fonts: &mut FontSystem,
        frame: Frame,
        mut lo: f32,
        mut hi: f32,
        most_lines: usize,
    ) -> f32 {
        if self.fits(fonts, frame, hi, most_lines) {
            return hi;
        }
        for _ in 0..SEARCH_STEPS {
            let mid = (lo + hi) / 2.0;
            if self.fits(fonts, frame, mid, most_lines) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        lo
    }

    /// Line count and widest line at `size` wrapped to `width`.
    pub(crate) fn measure(
        &mut self,
        fonts: &mut FontSystem,
        size: f32,
        width: f32,
    ) -> (usize, f32) {
        self.layout(fonts, size, width);
        self.buffer
            .layout_runs()
            .fold((0, 0.0f32), |(n, widest), run| {
                (n + 1, widest.max(run.line_w))
            })
    }

    /// The text laid out at `size`, wrapped to `width`.
    pub(crate) fn block(&mut self, fonts: &mut FontSystem, size: f32, width: f32) -> Block {
        self.layout(fonts, size, width);
        let lines = self
            .buffer
            .layout_runs()
            .map(|run| Line {
                rtl: run.rtl,
                glyphs: run
                    .glyphs
                    .iter()
                    .map(|g| Glyph {
                        font_id: g.font_id,
                        glyph_id: g.glyph_id,
                        weight: g.font_weight,
                        flags: g.cache_key_flags,
                        x: g.x + g.font_size * g.x_offset,
                        y: run.line_y + g.y - g.font_size * g.y_offset,
                    })
                    .collect(),
            })
            .collect();
        Block { size, width, lines }
    }
}
