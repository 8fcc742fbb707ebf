//! The headline, sized to the layout's lettering band. Only words the prompt
//! quotes or the card's own words get here: never a stock greeting.

use super::Ctx;
use crate::color::{mix, with_alpha};
use crate::draw::Painter;
use crate::text::{self, Lettering};
use crate::theme::ArtStyle;

pub(crate) fn paint(p: &mut Painter, ctx: &Ctx) {
    let (Some(headline), Some(band)) = (ctx.theme.headline.as_deref(), ctx.layout.text) else {
        return;
    };
    let palette = ctx.palette;
    let side = ctx.layout.canvas.min_side();
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
    if let Some((path, size)) = text::fit(headline, band, 0.15 * side, max_lines) {
        text::paint(p, &path, size, &style);
    }
}
