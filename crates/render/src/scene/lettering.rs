//! The headline and dedication, sized to the layout's lettering band.

use super::Ctx;
use crate::area::Area;
use crate::color::{mix, with_alpha};
use crate::draw::{Painter, shapes};
use crate::text::{self, Lettering};
use crate::theme::ArtStyle;

pub(crate) fn paint(p: &mut Painter, ctx: &Ctx) {
    let (Some(headline), Some(band)) = (ctx.theme.headline.as_deref(), ctx.layout.text) else {
        return;
    };
    let palette = ctx.palette;
    let side = ctx.layout.canvas.min_side();
    let dedication = ctx.theme.subline.as_deref();
    let headline_area = if dedication.is_some() {
        band.part(0.0, 0.0, 1.0, 0.74)
    } else {
        band
    };
    let dark = palette.is_dark() && !ctx.transparent;
    let halo = match (ctx.theme.art, dark) {
        (_, true) => None,
        (ArtStyle::Cartoon, false) => Some(palette.paper),
        (ArtStyle::Minimalist, false) => None,
        (_, false) => Some(with_alpha(mix(palette.paper, palette.sky_top, 0.3), 0.75)),
    };
    let style = Lettering {
        ink: palette.ink,
        accent: palette.ink_accent,
        halo,
        shadow: if dark {
            0.35
        } else if ctx.theme.art == ArtStyle::Minimalist {
            0.0
        } else {
            0.14
        },
    };
    // Up to three lines for a greeting; a card's longer words get more.
    let max_lines = (headline.chars().count() / 24).clamp(3, 7);
    if let Some((path, size)) = text::fit(headline, headline_area, 0.15 * side, max_lines) {
        text::paint(p, &path, size, &style);
    }
    if let Some(line) = dedication {
        let area = band.part(0.15, 0.76, 0.85, 1.0);
        if let Some((path, size)) = text::fit(line, area, 0.045 * side, 1) {
            let soft = Lettering {
                ink: mix(palette.ink, palette.ink_accent, 0.5),
                shadow: 0.0,
                halo: None,
                ..style
            };
            text::paint(p, &path, size, &soft);
            flourish(p, &path, size, area, soft.ink);
        }
    }
}

/// Short rules with a dot either side of the dedication line.
fn flourish(
    p: &mut Painter,
    text: &tiny_skia::Path,
    size: f32,
    area: Area,
    color: tiny_skia::Color,
) {
    let b = text.bounds();
    let y = b.top() + b.height() / 2.0;
    let gap = 0.6 * size;
    let len = 1.6 * size;
    for (start, dir) in [(b.left() - gap, -1.0f32), (b.right() + gap, 1.0)] {
        let end = start + dir * len;
        if end < area.x - 0.2 * area.w || end > area.right() + 0.2 * area.w {
            continue;
        }
        p.stroke_flat(
            &shapes::line(start, y, end, y),
            with_alpha(color, 0.7),
            0.08 * size,
        );
        p.fill_flat(
            &shapes::circle(end + dir * 0.3 * size, y, 0.12 * size),
            with_alpha(color, 0.7),
        );
    }
}
