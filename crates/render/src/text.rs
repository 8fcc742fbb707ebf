//! Card lettering: the headline (and dedication) as real glyph outlines from
//! the embedded DejaVu Sans Bold, fitted to an area and painted like print.

use crate::area::Area;
use crate::color::{darken, lighten, luminance, mix, with_alpha};
use crate::draw::{Painter, vertical_gradient};
use ab_glyph::{Font, FontRef, GlyphId, OutlineCurve, PxScale, ScaleFont};
use std::sync::OnceLock;
use tiny_skia::{Color, Path, PathBuilder, Transform};

static FONT_BYTES: &[u8] = include_bytes!("../assets/DejaVuSans-Bold.ttf");

fn font() -> &'static FontRef<'static> {
    static FONT: OnceLock<FontRef<'static>> = OnceLock::new();
    FONT.get_or_init(|| FontRef::try_from_slice(FONT_BYTES).expect("embedded font is valid"))
}

/// Colours for one block of lettering.
pub(crate) struct Lettering {
    pub(crate) ink: Color,
    pub(crate) accent: Color,
    /// A soft outline in this colour keeps text readable over busy art.
    pub(crate) halo: Option<Color>,
    pub(crate) shadow: f32,
}

/// Width in pixels of `text` set at 1 px.
fn width_at_1px(text: &str) -> f32 {
    let scaled = font().as_scaled(PxScale::from(1.0));
    let mut width = 0.0;
    let mut previous: Option<GlyphId> = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(prev) = previous {
            width += scaled.kern(prev, id);
        }
        width += scaled.h_advance(id);
        previous = Some(id);
    }
    width
}

/// Glyph outlines of one line with its baseline starting at (x, baseline).
fn line_path(pb: &mut PathBuilder, text: &str, size: f32, x: f32, baseline: f32) {
    let font = font();
    let scaled = font.as_scaled(PxScale::from(size));
    let k = scaled.h_scale_factor();
    let mut pen = x;
    let mut previous: Option<GlyphId> = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(prev) = previous {
            pen += scaled.kern(prev, id);
        }
        if let Some(outline) = font.outline(id) {
            let to_px = |p: ab_glyph::Point| (pen + p.x * k, baseline - p.y * k);
            let mut last: Option<(f32, f32)> = None;
            for curve in &outline.curves {
                let (start, end) = match curve {
                    OutlineCurve::Line(a, b) => (*a, *b),
                    OutlineCurve::Quad(a, _, b) => (*a, *b),
                    OutlineCurve::Cubic(a, _, _, b) => (*a, *b),
                };
                let start = to_px(start);
                // Curves come as one flat list; a gap between one curve's end and
                // the next one's start marks a new contour.
                if last != Some(start) {
                    if last.is_some() {
                        pb.close();
                    }
                    pb.move_to(start.0, start.1);
                }
                match curve {
                    OutlineCurve::Line(_, _) => pb.line_to(to_px(end).0, to_px(end).1),
                    OutlineCurve::Quad(_, c1, _) => {
                        let (c, e) = (to_px(*c1), to_px(end));
                        pb.quad_to(c.0, c.1, e.0, e.1);
                    }
                    OutlineCurve::Cubic(_, c1, c2, _) => {
                        let (a, b, e) = (to_px(*c1), to_px(*c2), to_px(end));
                        pb.cubic_to(a.0, a.1, b.0, b.1, e.0, e.1);
                    }
                }
                last = Some(to_px(end));
            }
            if last.is_some() {
                pb.close();
            }
        }
        pen += scaled.h_advance(id);
        previous = Some(id);
    }
}

/// Splits into `count` lines of words with the longest line as short as possible.
fn balanced_lines(text: &str, count: usize) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if count <= 1 || words.len() < count {
        return vec![words.join(" ")];
    }
    let mut best: Option<(f32, Vec<String>)> = None;
    let mut breaks = vec![0usize; count - 1];
    split_search(&words, 0, 1, &mut breaks, &mut best);
    best.map(|(_, lines)| lines)
        .unwrap_or_else(|| vec![words.join(" ")])
}

fn split_search(
    words: &[&str],
    slot: usize,
    from: usize,
    breaks: &mut Vec<usize>,
    best: &mut Option<(f32, Vec<String>)>,
) {
    if slot == breaks.len() {
        let mut bounds = vec![0];
        bounds.extend(breaks.iter().copied());
        bounds.push(words.len());
        let lines: Vec<String> = bounds
            .windows(2)
            .map(|w| words[w[0]..w[1]].join(" "))
            .collect();
        let widest = lines.iter().map(|l| width_at_1px(l)).fold(0.0, f32::max);
        if best.as_ref().is_none_or(|(w, _)| widest < *w) {
            *best = Some((widest, lines));
        }
        return;
    }
    let remaining = breaks.len() - slot;
    for cut in from..=(words.len() - remaining) {
        breaks[slot] = cut;
        split_search(words, slot + 1, cut + 1, breaks, best);
    }
}

/// Sets `text` as large as fits `area` (up to `max_size` px) on at most
/// `max_lines` lines, centred. Returns the outline path and the font size used.
pub(crate) fn fit(text: &str, area: Area, max_size: f32, max_lines: usize) -> Option<(Path, f32)> {
    const LINE_HEIGHT: f32 = 1.12;
    const CAP_HEIGHT: f32 = 0.76; // ascender height of the embedded face
    const DESCENT: f32 = 0.24;
    let mut best: Option<(f32, Vec<String>)> = None;
    for count in 1..=max_lines.max(1) {
        let lines = balanced_lines(text, count);
        let n = lines.len() as f32;
        let widest = lines.iter().map(|l| width_at_1px(l)).fold(0.0, f32::max);
        let by_width = area.w / widest.max(1e-3);
        let by_height = area.h / ((n - 1.0) * LINE_HEIGHT + CAP_HEIGHT + DESCENT);
        let size = by_width.min(by_height).min(max_size);
        // A further line must buy a clearly bigger headline to be worth it.
        if best.as_ref().is_none_or(|(s, _)| size > *s * 1.1) {
            best = Some((size, lines));
        }
    }
    let (size, lines) = best?;
    let block = (lines.len() as f32 - 1.0) * LINE_HEIGHT * size + CAP_HEIGHT * size;
    let mut baseline = area.cy() - (block + DESCENT * size) / 2.0 + CAP_HEIGHT * size;
    let mut pb = PathBuilder::new();
    for line in &lines {
        let width = width_at_1px(line) * size;
        line_path(&mut pb, line, size, area.cx() - width / 2.0, baseline);
        baseline += LINE_HEIGHT * size;
    }
    Some((pb.finish()?, size))
}

/// Paints lettering: drop shadow, optional halo, then a gentle ink gradient.
pub(crate) fn paint(painter: &mut Painter, path: &Path, size: f32, style: &Lettering) {
    let b = path.bounds();
    if style.shadow > 0.0 {
        let offset = Transform::from_translate(0.03 * size, 0.045 * size);
        if let Some(shadow) = path.clone().transform(offset) {
            painter.fill_flat(&shadow, with_alpha(Color::BLACK, style.shadow));
        }
    }
    if let Some(halo) = style.halo {
        painter.stroke_flat(path, halo, 0.16 * size);
    }
    let top = if luminance(style.ink) > 0.8 {
        style.ink
    } else {
        lighten(style.ink, 0.08)
    };
    let bottom = mix(darken(style.ink, 0.05), style.accent, 0.3);
    painter.fill_shader(path, vertical_gradient(top, bottom, b.top(), b.bottom()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn measures_longer_text_wider() {
        assert!(width_at_1px("Happy Birthday") > width_at_1px("Happy"));
        assert!(width_at_1px("W") > 0.5);
    }

    #[test]
    fn balances_two_lines() {
        let lines = balanced_lines("Congratulations, Graduate!", 2);
        assert_eq!(lines, vec!["Congratulations,", "Graduate!"]);
        assert_eq!(balanced_lines("Hi", 3), vec!["Hi"]);
    }

    #[test]
    fn fitted_text_stays_inside_its_area() {
        let area = Area::new(100.0, 600.0, 800.0, 200.0);
        let (path, size) = fit("With Deepest Sympathy", area, 160.0, 3).unwrap();
        let b = path.bounds();
        assert!(size > 40.0 && size <= 160.0);
        assert!(b.left() >= area.x - 1.0 && b.right() <= area.right() + 1.0);
        assert!(b.top() >= area.y - 1.0 && b.bottom() <= area.bottom() + 1.0);
    }
}
