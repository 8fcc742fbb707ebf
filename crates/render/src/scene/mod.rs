//! Composes a whole card from its plan: background, sky, landscape, the
//! occasion's own scene or the subjects the prompt names (or a photo),
//! weather, the style's surface, lettering and frame.

mod dream;
mod garden;
mod honours;
mod land;
mod layout;
mod lettering;
mod party;
mod placing;
pub(crate) mod plan;
mod romance;
mod snow;
mod subjects;
mod sunshine;
mod weather;

use crate::RenderError;
use crate::area::Area;
use crate::draw::{Look, Painter, background, finish};
use crate::preview::OnPreview;
use crate::rng::Rng;
use crate::theme::{ArtStyle, Occasion, Palette, Theme};
use image::DynamicImage;
pub(crate) use layout::{Layout, TextPlacement, Words};
use plan::{Centre, Plan};
use tiny_skia::Pixmap;

/// What every scene part can see.
pub(crate) struct Ctx<'t> {
    pub(crate) theme: &'t Theme,
    pub(crate) palette: &'t Palette,
    pub(crate) layout: Layout,
    pub(crate) transparent: bool,
    /// Where a low sun stands, for its glitter on water.
    pub(crate) sun_x: Option<f32>,
    /// Snow lies on roofs and trees.
    pub(crate) snowy: bool,
}

/// One occasion's own artwork, shown when the prompt names nothing else.
/// Parts are drawn back to front: backdrop, scatter, hero (or a photo with
/// accents beside it), foreground.
pub(crate) trait Scene {
    fn placement(&self) -> TextPlacement {
        TextPlacement::Below
    }
    /// The vocabulary names of what the hero shows: a prompt naming only
    /// these keeps the occasion's own hero.
    fn features(&self) -> &'static [&'static str];
    /// The vocabulary names of what `accent` draws.
    fn accent_shows(&self) -> &'static [&'static str];
    /// The backdrop is itself a landscape, replaced when the prompt names a place.
    fn own_landscape(&self) -> bool {
        false
    }
    /// Scenery behind everything; must not draw background-only scenery
    /// (ground, sky glows) when `ctx.transparent`.
    fn backdrop(&self, _p: &mut Painter, _ctx: &Ctx, _rng: &mut Rng) {}
    /// Small things strewn over the card, behind the main artwork.
    fn scatter(&self, _p: &mut Painter, _ctx: &Ctx, _rng: &mut Rng) {}
    /// The main artwork, filling `area`.
    fn hero(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng);
    /// A small companion motif filling `area`: beside a photo or named
    /// subjects, or alone on a minimalist card.
    fn accent(&self, p: &mut Painter, ctx: &Ctx, area: Area, rng: &mut Rng);
    /// Things in front of everything but the lettering (falling snow).
    fn foreground(&self, _p: &mut Painter, _ctx: &Ctx, _rng: &mut Rng) {}
    /// Where the hero goes within the art area.
    fn hero_area(&self, layout: &Layout) -> Area {
        layout.art
    }
}

pub(crate) fn scene_for(occasion: Occasion) -> &'static dyn Scene {
    match occasion {
        Occasion::Birthday => &party::Birthday,
        Occasion::Graduation => &honours::Graduation,
        Occasion::Congratulations => &honours::Congratulations,
        Occasion::Love | Occasion::Valentine => &romance::Hearts,
        Occasion::Anniversary | Occasion::Wedding => &romance::Rings,
        Occasion::Christmas | Occasion::Holiday => &snow::Christmas,
        Occasion::Winter => &snow::Winter,
        Occasion::ThankYou => &garden::Wreath,
        Occasion::GetWell => &sunshine::Sunshine,
        Occasion::Sympathy => &garden::Lilies,
        Occasion::Baby => &dream::Lullaby,
        Occasion::General => &dream::Cosmos,
    }
}

/// The layout and plan of a card: what `compose` draws and `describe` lists.
pub(crate) fn arrange(theme: &Theme, width: u32, height: u32, photo: bool) -> (Layout, Plan) {
    let scene = scene_for(theme.occasion);
    let words = if theme.headline.is_some() {
        Words::Lettered
    } else if theme.room_for_words {
        Words::Later
    } else {
        Words::None
    };
    // A photo needs the middle of the card, where wreaths put their lettering.
    let placement = match scene.placement() {
        TextPlacement::Middle if photo => TextPlacement::Below,
        placement => placement,
    };
    let layout = Layout::new(width, height, placement, words);
    let plan = Plan::new(theme, &layout, scene, photo);
    (layout, plan)
}

pub(crate) fn compose(
    theme: &Theme,
    width: u32,
    height: u32,
    transparent: bool,
    photo: Option<&DynamicImage>,
    rng: &mut Rng,
    mut on_preview: Option<OnPreview>,
) -> Result<Pixmap, RenderError> {
    // Previews never change the picture: they only read the canvas.
    let mut preview = |pixmap: &Pixmap| -> Result<(), RenderError> {
        if let Some(watcher) = on_preview.as_mut() {
            watcher(crate::preview::snapshot(pixmap)?);
        }
        Ok(())
    };
    let mut pixmap =
        Pixmap::new(width, height).ok_or(RenderError::UnsupportedSize { width, height })?;
    let scene = scene_for(theme.occasion);
    let (layout, plan) = arrange(theme, width, height, photo.is_some());
    let ctx = Ctx {
        theme,
        palette: &theme.palette,
        layout,
        transparent,
        sun_x: plan.low_sun().map(|s| s.spot.x),
        snowy: plan.land.is_some_and(|l| l.snowy)
            || plan.weather.contains(&crate::vocab::Weather::Snow),
    };
    let mut p = Painter::new(&mut pixmap, Look::new(theme.art, &theme.palette));
    // Separate streams keep each layer stable when another changes.
    let (mut bg, mut art, mut extra, mut grain) = (rng.fork(), rng.fork(), rng.fork(), rng.fork());
    let focus = plan.focus(&layout);
    if !transparent {
        let calm_below = layout.quiet.map_or(layout.canvas.bottom(), |q| q.y);
        background::paint(&mut p, theme, (focus.cx(), focus.cy()), calm_below, &mut bg);
        if plan.starry {
            let horizon = plan.land.map_or(layout.art.bottom(), |l| l.horizon);
            weather::stars(&mut p, &ctx, horizon, &mut extra);
        }
    }
    for thing in &plan.sky {
        subjects::draw(&mut p, &ctx, thing, &mut art);
    }
    let minimal = theme.art == ArtStyle::Minimalist;
    // A place the prompt names replaces a scene's own landscape.
    let landscape_replaced = plan.land.is_some() && scene.own_landscape();
    if !minimal && !landscape_replaced {
        scene.backdrop(&mut p, &ctx, &mut art);
    }
    if let Some(land) = plan.land.filter(|_| !transparent) {
        land::paint(&mut p, &ctx, &land, &plan.places, &mut art);
    }
    if plan.scatter {
        scene.scatter(&mut p, &ctx, &mut art);
    }
    for thing in &plan.companions {
        subjects::draw(&mut p, &ctx, thing, &mut art);
    }
    for area in &plan.accents {
        scene.accent(&mut p, &ctx, *area, &mut art);
    }
    if theme.art == ArtStyle::Photorealistic && !transparent {
        // Depth of field: the backdrop goes soft behind a sharp subject.
        finish::defocus(&mut p, 6.0);
    }
    preview(p.pixmap)?;
    match (plan.centre, photo) {
        (Centre::Photo(area), Some(photo)) => {
            for side in subjects::mount_photo(&mut p, area, layout.canvas, photo, &mut art) {
                scene.accent(&mut p, &ctx, side, &mut art);
            }
        }
        (Centre::Scene(area), _) => scene.hero(&mut p, &ctx, area, &mut art),
        (Centre::Accent(area), _) => scene.accent(&mut p, &ctx, area, &mut art),
        _ => {
            for thing in &plan.heroes {
                subjects::draw(&mut p, &ctx, thing, &mut art);
            }
        }
    }
    if !minimal {
        scene.foreground(&mut p, &ctx, &mut art);
    }
    preview(p.pixmap)?;
    let amount = if minimal { 0.3 } else { 1.0 };
    for weather in &plan.weather {
        weather::paint(&mut p, &ctx, *weather, amount, &mut extra);
    }
    if !transparent {
        finish::surface(&mut p, theme, &mut grain);
    }
    lettering::paint(&mut p, &ctx);
    if !transparent {
        finish::frame(&mut p, theme, layout.card);
    }
    Ok(pixmap)
}

#[cfg(test)]
mod tests;
