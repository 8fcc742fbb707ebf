//! What a scene shows and where, decided before anything is drawn: the
//! composer draws the plan and the scene description lists it, so the two
//! cannot disagree.

use super::placing::{place_companions, place_heroes, place_sky};
use super::{Layout, Scene, land};
use crate::area::Area;
use crate::motifs::Spot;
use crate::theme::{ArtStyle, Occasion, Theme};
use crate::vocab::{self, Entry, Place, Role, Stand, Thing, Weather};
use tiny_skia::Color;

/// One subject placed in the scene.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Placed {
    pub(crate) entry: &'static Entry,
    pub(crate) thing: Thing,
    pub(crate) spot: Spot,
    pub(crate) tint: Option<Color>,
}

/// The ground of a landscape, as rows of the canvas.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Land {
    /// Where the sky meets the land or the water.
    pub(crate) horizon: f32,
    /// The line the heroes stand on.
    pub(crate) front: f32,
    pub(crate) snowy: bool,
}

/// What stands in the middle of the card.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Centre {
    /// The occasion's own hero, filling the area.
    Scene(Area),
    /// A minimalist card: the occasion's accent alone, small, in the area.
    Accent(Area),
    /// The subjects the prompt names (`Plan::heroes`).
    Subjects,
    /// An uploaded photo, mounted in the area.
    Photo(Area),
}

pub(crate) struct Plan {
    pub(crate) centre: Centre,
    /// Places the backdrop shows, those the subjects imply included.
    pub(crate) places: Vec<Place>,
    pub(crate) land: Option<Land>,
    pub(crate) weather: Vec<Weather>,
    /// Sun, moon, rainbow and clouds, in their places in the sky.
    pub(crate) sky: Vec<Placed>,
    pub(crate) starry: bool,
    /// The sun stands on the horizon (dawn, sunset).
    pub(crate) sun_low: bool,
    /// Further subjects around the heroes, drawn behind them.
    pub(crate) companions: Vec<Placed>,
    /// The first one or two subjects named, large, in back-to-front order.
    pub(crate) heroes: Vec<Placed>,
    /// Room for the occasion's own accents beside subjects that replace its hero.
    pub(crate) accents: Vec<Area>,
    /// The occasion's confetti, petals or hearts over the card.
    pub(crate) scatter: bool,
}

/// A thing the prompt names, ready to place.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Subject {
    pub(crate) entry: &'static Entry,
    pub(crate) thing: Thing,
    pub(crate) tint: Option<Color>,
    /// Named in the plural: drawn as a small group.
    pub(crate) many: bool,
}

impl Subject {
    fn named(entry: &'static Entry) -> Option<Subject> {
        let thing = entry.thing()?;
        Some(Subject {
            entry,
            thing,
            tint: None,
            many: false,
        })
    }
}

impl Plan {
    pub(crate) fn new(theme: &Theme, layout: &Layout, scene: &dyn Scene, photo: bool) -> Plan {
        let minimal = theme.art == ArtStyle::Minimalist;
        let general = theme.occasion == Occasion::General;
        let (mut things, mut places, mut weather) = (Vec::new(), Vec::new(), Vec::new());
        for n in &theme.named {
            match n.entry.role {
                Role::Thing(thing) => things.push(Subject {
                    entry: n.entry,
                    thing,
                    tint: n.colour,
                    many: n.plural,
                }),
                Role::Place(place) => places.push(place),
                Role::Weather(w) => weather.push(w),
            }
        }
        let features = scene.features();
        let only_features = things.iter().all(|s| features.contains(&s.entry.name));
        let occasion_hero = !photo
            && only_features
            && !(general && !(things.is_empty() && places.is_empty() && weather.is_empty()));
        let subjects: Vec<Subject> = if occasion_hero || photo {
            Vec::new()
        } else {
            things
        };
        land::imply_water(&subjects, &mut places);
        weather.retain(|w| !(matches!(w, Weather::Snow) && features.contains(&"snow")));
        let snowy = theme
            .named
            .iter()
            .any(|n| matches!(n.entry.role, Role::Weather(Weather::Snow)))
            || matches!(
                theme.occasion,
                Occasion::Christmas | Occasion::Holiday | Occasion::Winter
            );
        let art = layout.art;
        let stands = |s: &Subject| matches!(s.thing.stand, Stand::Ground | Stand::Water);
        let outdoors = !weather.is_empty() && !occasion_hero;
        let land = (!places.is_empty() || outdoors || subjects.iter().any(stands)).then(|| Land {
            horizon: art.y + 0.55 * art.h,
            front: art.bottom() - 0.02 * art.h,
            snowy,
        });
        let ground = land.map_or(art.bottom() - 0.03 * art.h, |l| l.front);
        let water = land::water_line(&places, land);
        let region = if occasion_hero {
            scene.hero_area(layout)
        } else {
            art
        };

        // Sky things stay in the sky unless nothing else is named.
        let (mut high, mut rest): (Vec<Subject>, Vec<Subject>) = subjects
            .into_iter()
            .partition(|s| s.thing.stand == Stand::Sky);
        if rest.is_empty() {
            rest = std::mem::take(&mut high);
        }
        let mut others = rest.split_off(rest.len().min(2));
        let has_tree = rest.iter().chain(&others).any(|s| s.entry.name == "tree");
        if weather.contains(&Weather::Autumn) && !occasion_hero && !has_tree {
            // Autumn is in its trees: a pair of them turning frames the scene.
            if let Some(tree) = vocab::entry("tree").and_then(Subject::named) {
                others.extend([tree, tree]);
            }
        }
        let scale = if minimal { 0.8 } else { 1.0 };
        let heroes = place_heroes(&rest, region, ground, water, scale);
        // Minimalist cards show the heroes alone.
        let companions = if minimal {
            Vec::new()
        } else {
            let front = heroes.last().map_or(region.cx(), |h| h.spot.x);
            place_companions(
                &others,
                region,
                ground,
                water,
                (front - region.x) / region.w,
            )
        };
        let rain = weather.contains(&Weather::Rain);
        let sky = place_sky(&high, theme.light, rain, region, land, minimal);
        let accents =
            if occasion_hero || general || minimal || photo || theme.occasion == Occasion::Winter {
                Vec::new()
            } else {
                vec![
                    region.part(0.0, 0.0, 0.22, 0.55),
                    region.part(0.78, 0.0, 1.0, 0.55),
                ]
            };
        let centre = if photo {
            Centre::Photo(scene.hero_area(layout))
        } else if occasion_hero && minimal {
            let side = 0.62 * art.min_side();
            Centre::Accent(Area::new(
                art.cx() - side / 2.0,
                art.cy() - side / 2.0,
                side,
                side,
            ))
        } else if occasion_hero {
            Centre::Scene(region)
        } else {
            Centre::Subjects
        };
        Plan {
            centre,
            places,
            land,
            weather,
            sky,
            starry: theme.light.starry(),
            sun_low: theme.light.low_sun(),
            companions,
            heroes,
            accents,
            scatter: !minimal && (occasion_hero || !general),
        }
    }

    /// Everything placed, in drawing order.
    pub(crate) fn placed(&self) -> impl Iterator<Item = &Placed> {
        self.sky.iter().chain(&self.companions).chain(&self.heroes)
    }

    /// The sun on the horizon, if the time of day puts it there.
    pub(crate) fn low_sun(&self) -> Option<&Placed> {
        self.sky
            .iter()
            .find(|s| self.sun_low && s.entry.name == "sun")
    }

    /// Where the eye goes: the background's glow sits behind it.
    pub(crate) fn focus(&self, layout: &Layout) -> Area {
        match self.centre {
            Centre::Scene(area) | Centre::Accent(area) | Centre::Photo(area) => area,
            Centre::Subjects => self
                .heroes
                .first()
                .map_or(layout.art, |h| h.spot.area(h.thing.aspect)),
        }
    }
}
