//! Composes a whole card: background, the occasion's scene, an optional
//! photo, requested extras, lettering and finishing touches.

mod dream;
mod extras;
mod garden;
mod layout;
mod lettering;
mod party;
mod romance;
mod snow;

use crate::RenderError;
use crate::area::Area;
use crate::draw::{Look, Painter, background, finish};
use crate::rng::Rng;
use crate::theme::{Motif, Occasion, Palette, Theme};
use image::DynamicImage;
pub(crate) use layout::{Layout, TextPlacement};
use tiny_skia::Pixmap;

/// What every scene part can see.
pub(crate) struct Ctx<'t> {
    pub(crate) theme: &'t Theme,
    pub(crate) palette: &'t Palette,
    pub(crate) layout: Layout,
    pub(crate) transparent: bool,
}

/// One occasion's artwork. Parts are drawn back to front in this order:
/// backdrop, scatter, hero (or photo with accents beside it), foreground.
pub(crate) trait Scene {
    fn placement(&self) -> TextPlacement {
        TextPlacement::Below
    }
    /// Motifs this scene already shows, so requested extras don't repeat them.
    fn features(&self) -> &'static [Motif];
    /// Scenery behind everything; must not draw background-only scenery
    /// (ground, sky glows) when `ctx.transparent`.
    fn backdrop(&self, _p: &mut Painter, _ctx: &Ctx, _rng: &mut Rng) {}
    /// Small things strewn over the card, behind the main artwork.
    fn scatter(&self, _p: &mut Painter, _ctx: &Ctx, _rng: &mut Rng) {}
    /// The main artwork, filling `area`.
    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng);
    /// A small companion motif filling `area`, used beside a photo.
    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng);
    /// Things in front of everything but the lettering (falling snow).
    fn foreground(&self, _p: &mut Painter, _ctx: &Ctx, _rng: &mut Rng) {}
    /// Where the hero goes within the art area.
    fn hero_area(&self, ctx: &Ctx) -> Area {
        ctx.layout.art
    }
}

fn scene_for(occasion: Occasion) -> &'static dyn Scene {
    match occasion {
        Occasion::Birthday => &party::Birthday,
        Occasion::Graduation => &party::Graduation,
        Occasion::Congratulations => &party::Congratulations,
        Occasion::Love | Occasion::Valentine => &romance::Hearts,
        Occasion::Anniversary | Occasion::Wedding => &romance::Rings,
        Occasion::Christmas | Occasion::Holiday => &snow::Christmas,
        Occasion::Winter => &snow::Winter,
        Occasion::ThankYou => &garden::Wreath,
        Occasion::GetWell => &garden::Sunshine,
        Occasion::Sympathy => &garden::Lilies,
        Occasion::Baby => &dream::Lullaby,
        Occasion::General => &dream::Cosmos,
    }
}

pub(crate) fn compose(
    theme: &Theme,
    width: u32,
    height: u32,
    transparent: bool,
    photo: Option<&DynamicImage>,
    rng: &mut Rng,
) -> Result<Pixmap, RenderError> {
    let mut pixmap =
        Pixmap::new(width, height).ok_or(RenderError::UnsupportedSize { width, height })?;
    let scene = scene_for(theme.occasion);
    // A photo needs the middle of the card, where wreaths put their lettering.
    let placement = match scene.placement() {
        TextPlacement::Middle if photo.is_some() => TextPlacement::Below,
        placement => placement,
    };
    let layout = Layout::new(width, height, placement, theme.headline.is_some());
    let ctx = Ctx {
        theme,
        palette: &theme.palette,
        layout,
        transparent,
    };
    let mut p = Painter::new(&mut pixmap, Look::new(theme.art, &theme.palette));
    // Separate streams keep each layer stable when another changes.
    let (mut bg, mut art, mut extra, mut grain) = (rng.fork(), rng.fork(), rng.fork(), rng.fork());

    let hero_area = scene.hero_area(&ctx);
    if !transparent {
        background::paint(&mut p, theme, (hero_area.cx(), hero_area.cy()), &mut bg);
    }
    scene.backdrop(&mut p, &ctx, &mut art);
    scene.scatter(&mut p, &ctx, &mut art);
    match photo {
        Some(photo) => {
            for side in mount_photo(&mut p, hero_area, layout.canvas, photo, &mut art) {
                scene.accent(&mut p, &ctx, side, &mut art);
            }
        }
        None => scene.hero(&mut p, &ctx, hero_area, &mut art),
    }
    extras::sprinkle(&mut p, &ctx, scene.features(), &mut extra);
    scene.foreground(&mut p, &ctx, &mut art);
    lettering::paint(&mut p, &ctx);
    if !transparent {
        finish::paint(&mut p, theme, layout.card, &mut grain);
    }
    Ok(pixmap)
}

/// Mounts the photo in the hero area and returns the room left for accents:
/// either side of it, or below it when the area is tall.
fn mount_photo(
    p: &mut Painter,
    hero: Area,
    canvas: Area,
    photo: &DynamicImage,
    rng: &mut Rng,
) -> Vec<Area> {
    let tall = hero.h > 0.85 * hero.w;
    let slot = if tall {
        hero.part(0.06, 0.02, 0.94, 0.68)
    } else {
        hero.part(0.2, 0.03, 0.8, 0.97)
    };
    let frame = crate::photo::place(p, slot, photo, rng);
    let gap = 0.02 * canvas.min_side();
    let sides = if tall {
        let below = Area::from_edges(hero.x, frame.bottom() + gap, hero.right(), hero.bottom());
        vec![
            below.part(0.0, 0.0, 0.5, 1.0),
            below.part(0.5, 0.0, 1.0, 1.0),
        ]
    } else {
        vec![
            Area::from_edges(hero.x, hero.y, frame.x - gap, hero.bottom()),
            Area::from_edges(frame.right() + gap, hero.y, hero.right(), hero.bottom()),
        ]
    };
    sides
        .into_iter()
        .filter(|a| a.w > 0.05 * canvas.w && a.h > 0.05 * canvas.h)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Style;

    fn red_diff(a: &Pixmap, b: &Pixmap, rows: std::ops::Range<u32>) -> u64 {
        rows.flat_map(|y| (0..a.width()).map(move |x| (x, y)))
            .map(|(x, y)| {
                u64::from(
                    a.pixel(x, y)
                        .unwrap()
                        .red()
                        .abs_diff(b.pixel(x, y).unwrap().red()),
                )
            })
            .sum()
    }

    #[test]
    fn the_headline_is_lettered_in_its_band_and_nowhere_else() {
        let theme = Theme::from_prompt(
            r#"Birthday card with text "Happy 30th, Sam!""#,
            Style::Vivid,
        );
        let other = Theme {
            headline: Some("Happy 40th, Jo!".into()),
            ..theme.clone()
        };
        let a = compose(&theme, 1024, 1024, false, None, &mut Rng::new(5)).unwrap();
        let b = compose(&other, 1024, 1024, false, None, &mut Rng::new(5)).unwrap();
        let band = Layout::new(1024, 1024, TextPlacement::Below, true)
            .text
            .unwrap();
        let in_band = red_diff(&a, &b, band.y as u32..band.bottom() as u32);
        let above = red_diff(&a, &b, 0..band.y as u32 - 20);
        assert!(in_band > 100_000, "the lettering changed ({in_band})");
        assert_eq!(above, 0, "the artwork did not");
    }

    #[test]
    fn general_images_without_text_leave_no_lettering_band() {
        let theme = Theme::from_prompt("a castle by the sea", Style::Vivid);
        assert!(theme.headline.is_none());
        let layout = Layout::new(1024, 1024, TextPlacement::Below, theme.headline.is_some());
        assert!(layout.text.is_none());
        assert!(compose(&theme, 1024, 1024, true, None, &mut Rng::new(1)).is_ok());
    }
}
