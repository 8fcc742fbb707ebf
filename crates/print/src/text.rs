//! Setting a message in a box: clean-up, line breaking, bidi order and the
//! largest size at which it fits.

use std::ops::Range;

use unicode_bidi::{Level, ParagraphBidiInfo};

use crate::font::Shaper;

/// Size limits of a text block, in points.
#[derive(Debug, Clone, Copy)]
pub struct Style {
    /// A short message is set this large.
    pub max_size: f32,
    /// Longer ones shrink down to this; what still does not fit is cut.
    pub min_size: f32,
    /// Baseline-to-baseline distance as a multiple of the size.
    pub line_spacing: f32,
}

/// Sizes are tried in steps this small so a message fills its box.
const SIZE_STEP: f32 = 0.5;

/// A stretch of one direction, drawn left to right at its place in the line.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    pub text: String,
    pub rtl: bool,
    /// Advance width in em.
    pub width: f32,
}

/// One line in visual order; a blank line has no runs.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Line {
    pub runs: Vec<Run>,
    /// Advance width in em.
    pub width: f32,
}

/// A message laid out at one size.
#[derive(Debug, Clone)]
pub struct TextBlock {
    pub size: f32,
    /// Baseline-to-baseline distance in points.
    pub leading: f32,
    pub lines: Vec<Line>,
    /// Set when the message was too long even at the minimum size and its end
    /// was replaced by an ellipsis.
    pub truncated: bool,
    /// Characters left out because the font has no glyph for them (emoji,
    /// Chinese, Japanese, Korean...), each once, in order of appearance.
    pub missing: Vec<char>,
    /// Font ascender and descender in em, for placing the first baseline.
    pub ascender: f32,
    pub descender: f32,
}

impl TextBlock {
    /// From the top of the first line to the bottom of the last, in points.
    pub fn height(&self) -> f32 {
        lines_height(
            self.lines.len(),
            self.size,
            self.leading,
            self.ascender + self.descender,
        )
    }

    /// The widest line, in points.
    pub fn width(&self) -> f32 {
        self.lines.iter().map(|l| l.width).fold(0.0, f32::max) * self.size
    }
}

fn lines_height(lines: usize, size: f32, leading: f32, extent_em: f32) -> f32 {
    match lines {
        0 => 0.0,
        n => (n - 1) as f32 * leading + extent_em * size,
    }
}

/// A paragraph with its break opportunities measured once, in em.
struct Paragraph {
    text: String,
    level: Level,
    pieces: Vec<Piece>,
}

/// The text between two break opportunities.
struct Piece {
    start: usize,
    /// End of the visible part; trailing spaces are not counted at a line end.
    end: usize,
    width: f32,
    /// Width of the trailing spaces, counted only inside a line.
    space: f32,
    /// Absolute byte offset and width of each shaping cluster, for breaking a
    /// word wider than the line.
    clusters: Vec<(usize, f32)>,
}

/// A line to be: which paragraph and which bytes of it.
struct LineRange {
    paragraph: usize,
    range: Range<usize>,
}

/// Lays `text` out centred-ready in a `width` x `height` box at the largest
/// size the style allows.
pub fn fit(shaper: &Shaper, text: &str, width: f32, height: f32, style: &Style) -> TextBlock {
    let (paragraphs, missing) = normalize(text, |c| shaper.can_draw(c));
    let paragraphs: Vec<Paragraph> = paragraphs.into_iter().map(|p| measure(shaper, p)).collect();
    let extent = shaper.ascender() + shaper.descender();
    let mut size = style.max_size;
    loop {
        let leading = size * style.line_spacing;
        let ranges = wrap_all(&paragraphs, width / size);
        let at_min = size <= style.min_size;
        if lines_height(ranges.len(), size, leading, extent) <= height {
            let lines: Vec<Line> = ranges
                .iter()
                .map(|r| {
                    let p = &paragraphs[r.paragraph];
                    line(shaper, &p.text, p.level, r.range.clone())
                })
                .collect();
            // Pieces were measured apart; a whole line can differ by kerning.
            if at_min || lines.iter().all(|l| l.width * size <= width) {
                return block(shaper, size, leading, lines, false, missing);
            }
        } else if at_min {
            let lines = truncate(shaper, &paragraphs, &ranges, size, leading, width, height);
            return block(shaper, size, leading, lines, true, missing);
        }
        size = (size - SIZE_STEP).max(style.min_size);
    }
}

fn block(
    shaper: &Shaper,
    size: f32,
    leading: f32,
    lines: Vec<Line>,
    truncated: bool,
    missing: Vec<char>,
) -> TextBlock {
    TextBlock {
        size,
        leading,
        lines,
        truncated,
        missing,
        ascender: shaper.ascender(),
        descender: shaper.descender(),
    }
}

/// Splits into paragraphs at any line or paragraph separator and tidies what
/// a printed card should not show: control characters, characters the font
/// cannot draw (a box instead of an emoji looks broken; these are returned so
/// the caller can say so), runs of spaces and of blank lines, blank lines at
/// either end.
fn normalize(text: &str, can_draw: impl Fn(char) -> bool) -> (Vec<String>, Vec<char>) {
    let text = text.replace("\r\n", "\n");
    let mut paragraphs = Vec::new();
    let mut missing = Vec::new();
    let mut current = String::new();
    for c in text.chars() {
        match c {
            '\n'
            | '\r'
            | '\u{b}'
            | '\u{c}'
            | '\u{1c}'..='\u{1e}'
            | '\u{85}'
            | '\u{2028}'
            | '\u{2029}' => paragraphs.push(std::mem::take(&mut current)),
            ' ' | '\t' => {
                if !current.ends_with(' ') {
                    current.push(' ');
                }
            }
            c if c.is_control() => {}
            c if !can_draw(c) => {
                if !missing.contains(&c) {
                    missing.push(c);
                }
            }
            c => current.push(c),
        }
    }
    paragraphs.push(current);

    let mut tidy: Vec<String> = Vec::new();
    for p in paragraphs {
        let p = p.trim();
        // One blank line separates; more would only push the message apart.
        if !p.is_empty() || tidy.last().is_some_and(|last| !last.is_empty()) {
            tidy.push(p.to_owned());
        }
    }
    while tidy.last().is_some_and(String::is_empty) {
        tidy.pop();
    }
    (tidy, missing)
}

fn measure(shaper: &Shaper, text: String) -> Paragraph {
    let level = ParagraphBidiInfo::new(&text, None).paragraph_level;
    let mut pieces = Vec::new();
    let mut start = 0;
    for (next, _) in unicode_linebreak::linebreaks(&text) {
        let segment = &text[start..next];
        let visible = segment.trim_end();
        let end = start + visible.len();
        let clusters: Vec<(usize, f32)> = shaper
            .clusters(visible)
            .into_iter()
            .map(|(offset, w)| (start + offset, w))
            .collect();
        pieces.push(Piece {
            start,
            end,
            width: clusters.iter().map(|c| c.1).sum(),
            space: shaper.width(&segment[visible.len()..], false),
            clusters,
        });
        start = next;
    }
    Paragraph {
        text,
        level,
        pieces,
    }
}

fn wrap_all(paragraphs: &[Paragraph], max: f32) -> Vec<LineRange> {
    paragraphs
        .iter()
        .enumerate()
        .flat_map(|(paragraph, p)| {
            balanced(p, max)
                .into_iter()
                .map(move |range| LineRange { paragraph, range })
        })
        .collect()
}

/// Greedy breaking at the narrowest width that still gives as few lines as
/// `max` does: centred lines of even length, no lone word on the last line.
fn balanced(paragraph: &Paragraph, max: f32) -> Vec<Range<usize>> {
    let lines = wrap(paragraph, max);
    if lines.len() < 2 {
        return lines;
    }
    // Fewer lines never come from a narrower width, so bisect on the width.
    let (mut narrow, mut wide) = (0.0, max);
    for _ in 0..16 {
        let mid = (narrow + wide) / 2.0;
        if wrap(paragraph, mid).len() <= lines.len() {
            wide = mid;
        } else {
            narrow = mid;
        }
    }
    wrap(paragraph, wide)
}

/// Greedy line breaking at the measured opportunities, `max` in em.
fn wrap(paragraph: &Paragraph, max: f32) -> Vec<Range<usize>> {
    let mut lines = Vec::new();
    // The line being filled: start, end and width.
    let mut current: Option<(usize, usize, f32)> = None;
    let mut gap = 0.0;
    for piece in &paragraph.pieces {
        match current {
            Some((start, _, w)) if w + gap + piece.width <= max => {
                current = Some((start, piece.end, w + gap + piece.width));
            }
            _ => {
                lines.extend(current.take().map(|(s, e, _)| s..e));
                if piece.width <= max {
                    current = Some((piece.start, piece.end, piece.width));
                } else {
                    current = break_word(piece, max, &mut lines);
                }
            }
        }
        gap = piece.space;
    }
    lines.extend(current.map(|(s, e, _)| s..e));
    if lines.is_empty() {
        // A blank paragraph still takes a line.
        lines.push(0..0);
    }
    lines
}

/// Breaks a word wider than the line between clusters; returns the unfinished
/// last line so the next word can join it.
fn break_word(
    piece: &Piece,
    max: f32,
    lines: &mut Vec<Range<usize>>,
) -> Option<(usize, usize, f32)> {
    let mut current: Option<(usize, usize, f32)> = None;
    for (i, &(start, w)) in piece.clusters.iter().enumerate() {
        let end = piece.clusters.get(i + 1).map_or(piece.end, |c| c.0);
        match current {
            Some((s, _, cw)) if cw + w <= max => current = Some((s, end, cw + w)),
            _ => {
                lines.extend(current.take().map(|(s, e, _)| s..e));
                current = Some((start, end, w));
            }
        }
    }
    current
}

/// Orders one line of a paragraph visually (UAX #9) and measures its runs.
fn line(shaper: &Shaper, text: &str, level: Level, range: Range<usize>) -> Line {
    if range.is_empty() {
        return Line::default();
    }
    let info = ParagraphBidiInfo::new(text, Some(level));
    let (levels, runs) = info.visual_runs(range);
    let runs: Vec<Run> = runs
        .into_iter()
        .map(|run| {
            let rtl = levels[run.start].is_rtl();
            let text = &text[run];
            Run {
                text: text.to_owned(),
                rtl,
                width: shaper.width(text, rtl),
            }
        })
        .collect();
    Line {
        width: runs.iter().map(|r| r.width).sum(),
        runs,
    }
}

/// At the minimum size: keeps the lines that fit and ends the last with an
/// ellipsis, shortened until it fits too.
fn truncate(
    shaper: &Shaper,
    paragraphs: &[Paragraph],
    ranges: &[LineRange],
    size: f32,
    leading: f32,
    width: f32,
    height: f32,
) -> Vec<Line> {
    let extent = (shaper.ascender() + shaper.descender()) * size;
    if height < extent {
        return Vec::new();
    }
    let keep = ((height - extent) / leading) as usize + 1;
    let mut lines: Vec<Line> = ranges[..keep - 1]
        .iter()
        .map(|r| {
            let p = &paragraphs[r.paragraph];
            line(shaper, &p.text, p.level, r.range.clone())
        })
        .collect();
    let last = &ranges[keep - 1];
    let p = &paragraphs[last.paragraph];
    let mut cut = last.range.end;
    loop {
        let shortened = format!("{}…", p.text[last.range.start..cut].trim_end());
        let candidate = line(shaper, &shortened, p.level, 0..shortened.len());
        if candidate.width * size <= width || cut == last.range.start {
            lines.push(candidate);
            return lines;
        }
        cut = p.text[..cut].char_indices().last().map_or(0, |(i, _)| i);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STYLE: Style = Style {
        max_size: 20.0,
        min_size: 7.0,
        line_spacing: 1.4,
    };
    const W: f32 = 288.0;
    const H: f32 = 414.0;

    fn shaper() -> Shaper {
        Shaper::new().unwrap()
    }

    fn texts(block: &TextBlock) -> Vec<String> {
        block
            .lines
            .iter()
            .map(|l| l.runs.iter().map(|r| r.text.as_str()).collect())
            .collect()
    }

    fn assert_within(block: &TextBlock) {
        assert!(block.width() <= W + 0.01, "width {}", block.width());
        assert!(block.height() <= H + 0.01, "height {}", block.height());
    }

    #[test]
    fn short_message_is_set_at_the_largest_size() {
        let block = fit(&shaper(), "Happy birthday!", W, H, &STYLE);
        assert_eq!(block.size, 20.0);
        assert_eq!(texts(&block), ["Happy birthday!"]);
        assert!(!block.truncated);
    }

    #[test]
    fn long_message_shrinks_and_stays_in_the_box() {
        let text =
            "Wishing you a year full of laughter, good friends and quiet mornings. ".repeat(15);
        let text = &text[..1000];
        let block = fit(&shaper(), text, W, H, &STYLE);
        assert!(block.size < STYLE.max_size && block.size >= STYLE.min_size);
        assert!(!block.truncated);
        assert_within(&block);
        // Nothing lost: the lines put back together are the words of the text.
        let joined = texts(&block).join(" ");
        assert_eq!(
            joined.split_whitespace().collect::<Vec<_>>(),
            text.split_whitespace().collect::<Vec<_>>()
        );
    }

    #[test]
    fn lines_are_balanced() {
        let block = fit(
            &shaper(),
            "Happy birthday — with love from all of us!",
            W,
            H,
            &STYLE,
        );
        let widths: Vec<f32> = block.lines.iter().map(|l| l.width * block.size).collect();
        assert_eq!(widths.len(), 2);
        assert!((widths[0] - widths[1]).abs() < 60.0, "{widths:?}");
    }

    #[test]
    fn newlines_are_kept_and_blank_runs_collapsed() {
        let block = fit(
            &shaper(),
            "\n\nDear Sam,\r\n\r\n\r\n\r\nLove,\tMum  \n\n",
            W,
            H,
            &STYLE,
        );
        assert_eq!(texts(&block), ["Dear Sam,", "", "Love, Mum"]);
    }

    #[test]
    fn characters_the_font_lacks_are_left_out_and_reported() {
        let block = fit(
            &shaper(),
            "Happy birthday 🎉🎂 生日快乐 🎉!\n🎈",
            W,
            H,
            &STYLE,
        );
        assert_eq!(texts(&block), ["Happy birthday !"]);
        assert_eq!(block.missing, ['🎉', '🎂', '生', '日', '快', '乐', '🎈']);
    }

    #[test]
    fn a_word_wider_than_the_line_is_broken() {
        let word = "x".repeat(200);
        let block = fit(&shaper(), &word, W, H, &STYLE);
        assert!(block.lines.len() > 1);
        assert_within(&block);
        assert_eq!(texts(&block).concat(), word);
        // Broken between characters, never inside one nor between a letter
        // and its combining accent.
        for word in ["Жё".repeat(100), "e\u{301}".repeat(200)] {
            let block = fit(&shaper(), &word, W, H, &STYLE);
            let lines = texts(&block);
            assert!(lines.len() > 1);
            assert!(lines.iter().all(|l| !l.starts_with('\u{301}')));
            assert_eq!(lines.concat(), word);
        }
    }

    #[test]
    fn too_many_lines_are_cut_with_an_ellipsis() {
        let text = "line\n\n".repeat(200);
        let block = fit(&shaper(), &text, W, H, &STYLE);
        assert_eq!(block.size, STYLE.min_size);
        assert!(block.truncated);
        assert_within(&block);
        assert!(texts(&block).last().unwrap().ends_with('…'));
    }

    #[test]
    fn empty_text_has_no_lines() {
        let block = fit(&shaper(), " \n \r\n", W, H, &STYLE);
        assert!(block.lines.is_empty());
        assert_eq!(block.height(), 0.0);
    }

    #[test]
    fn right_to_left_runs_are_ordered_visually() {
        // Hebrew with an English name: the paragraph is right to left, so the
        // Latin run sits between the two Hebrew ones.
        let block = fit(&shaper(), "שלום Anna חג שמח", W, H, &STYLE);
        let runs = &block.lines[0].runs;
        let directions: Vec<bool> = runs.iter().map(|r| r.rtl).collect();
        assert_eq!(directions, [true, false, true]);
        assert_eq!(runs[0].text.trim(), "חג שמח");
        assert_eq!(runs[2].text.trim(), "שלום");
    }
}
