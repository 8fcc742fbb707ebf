//! Where the artwork and the lettering go, per card shape, and the calm
//! band kept for words set later.

use crate::area::Area;
use crate::rng::Rng;

/// Where the headline sits relative to the artwork.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TextPlacement {
    /// Artwork above, lettering in a band below it.
    Below,
    /// Lettering in the sky, artwork (a landscape) underneath.
    Above,
    /// Lettering in the centre, artwork around it (wreaths).
    Middle,
}

/// What the card's words need from the layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Words {
    /// A picture without words.
    None,
    /// The renderer letters them itself.
    Lettered,
    /// The text layer sets them later at its default place (the bottom).
    Later,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Layout {
    pub(crate) canvas: Area,
    /// Inside the frame line.
    pub(crate) card: Area,
    pub(crate) art: Area,
    pub(crate) text: Option<Area>,
    /// Kept calm for words set later: scenery may run through it, nothing stands in it.
    pub(crate) quiet: Option<Area>,
}

impl Layout {
    pub(crate) fn new(width: u32, height: u32, placement: TextPlacement, words: Words) -> Layout {
        let (w, h) = (width as f32, height as f32);
        let canvas = Area::new(0.0, 0.0, w, h);
        let card = canvas.inset(0.045 * w.min(h));
        let inner = card.inset(0.035 * w.min(h));
        let mut layout = Layout {
            canvas,
            card,
            art: inner,
            text: None,
            quiet: None,
        };
        match words {
            Words::None => {}
            Words::Later => {
                let (top, _) = crate::layer::default_text_rows(width, height);
                layout.quiet = Some(Area::from_edges(
                    canvas.x,
                    top,
                    canvas.right(),
                    canvas.bottom(),
                ));
                layout.art = Area::from_edges(inner.x, inner.y, inner.right(), top - 0.015 * h);
            }
            Words::Lettered => {
                let (art, text) = lettering_band(inner, w, h, placement);
                layout.art = art;
                layout.text = Some(text);
            }
        }
        layout
    }

    /// A random point on the card that keeps clear of the lettering.
    pub(crate) fn open_point(&self, rng: &mut Rng, keep_clear: &[Area]) -> (f32, f32) {
        let mut point = self.card.random_point(rng);
        for _ in 0..24 {
            if !keep_clear.iter().any(|a| a.contains(point.0, point.1)) {
                break;
            }
            point = self.card.random_point(rng);
        }
        point
    }

    /// The lettering area (or the calm band) grown a little, for things
    /// that must not touch it.
    pub(crate) fn text_clearance(&self) -> Vec<Area> {
        let margin = 0.02 * self.canvas.min_side();
        self.text
            .iter()
            .chain(&self.quiet)
            .map(|t| {
                Area::new(
                    t.x - margin,
                    t.y - margin,
                    t.w + 2.0 * margin,
                    t.h + 2.0 * margin,
                )
            })
            .collect()
    }
}

/// The artwork and the lettering band for the renderer's own lettering.
fn lettering_band(inner: Area, w: f32, h: f32, placement: TextPlacement) -> (Area, Area) {
    // The lettering band is a fixed share of the height, a bit less on tall cards.
    let band = if h > w { 0.23 } else { 0.25 } * h;
    match placement {
        TextPlacement::Below => {
            let text = Area::new(inner.x, inner.bottom() - band, inner.w, band);
            let art = Area::from_edges(inner.x, inner.y, inner.right(), text.y - 0.01 * h);
            (art, text)
        }
        TextPlacement::Above => {
            let text = Area::new(inner.x, inner.y, inner.w, band * 0.9);
            let art = Area::from_edges(inner.x, text.bottom(), inner.right(), inner.bottom());
            (art, text)
        }
        TextPlacement::Middle => {
            let side = inner.min_side();
            let text = Area::new(
                inner.cx() - side * 0.3,
                inner.cy() - band / 2.0,
                side * 0.6,
                band,
            );
            (inner, text)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_do_not_overlap_the_art_and_stay_on_the_card() {
        for (w, h) in crate::SUPPORTED_SIZES {
            for placement in [TextPlacement::Below, TextPlacement::Above] {
                let layout = Layout::new(w, h, placement, Words::Lettered);
                let text = layout.text.unwrap();
                let art = layout.art;
                assert!(
                    text.y >= art.bottom() || text.bottom() <= art.y,
                    "{w}x{h} {placement:?}"
                );
                assert!(
                    layout.card.contains(text.x, text.y)
                        && layout.card.contains(art.right(), art.bottom())
                );
            }
            let later = Layout::new(w, h, TextPlacement::Below, Words::Later);
            let quiet = later.quiet.unwrap();
            assert!(
                later.text.is_none() && later.art.bottom() < quiet.y,
                "{w}x{h}"
            );
            assert_eq!(quiet.bottom(), h as f32);
        }
        assert!(
            Layout::new(1024, 1024, TextPlacement::Below, Words::None)
                .text
                .is_none()
        );
    }
}
