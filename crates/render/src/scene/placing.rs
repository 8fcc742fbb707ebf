//! Where each subject goes: the heroes in the middle, companions at the
//! sides and in the air, sun, moon and clouds in the sky.

use super::plan::{Land, Placed, Subject};
use crate::area::Area;
use crate::motifs::Spot;
use crate::theme::Light;
use crate::vocab::{self, Stand, Thing};

fn base_for(thing: &Thing, ground: f32, water: Option<f32>, region: Area, h: f32) -> f32 {
    match thing.stand {
        Stand::Ground => ground,
        Stand::Water => water.unwrap_or(ground),
        Stand::Air | Stand::Sky => region.y + 0.48 * region.h + 0.5 * h,
    }
}

fn placed(s: &Subject, area: Area, facing: f32) -> Placed {
    Placed {
        entry: s.entry,
        thing: s.thing,
        spot: Spot::fit(area, s.thing.aspect, facing),
        tint: s.tint,
    }
}

/// One subject in its area; named in the plural, two more of it stand a
/// little behind, either side.
fn group(s: &Subject, area: Area, facing: f32) -> Vec<Placed> {
    let main = placed(s, area, facing);
    if !s.many {
        return vec![main];
    }
    let spot = main.spot;
    let width = spot.size * s.thing.aspect;
    let behind = |dir: f32| Placed {
        spot: Spot {
            x: spot.x + dir * 0.42 * width,
            base: spot.base - 0.06 * spot.size,
            size: 0.72 * spot.size,
            facing: spot.facing,
        },
        ..main
    };
    vec![behind(-1.0), behind(1.0), main]
}

/// One hero in the middle; two side by side facing each other, or a tree
/// or building behind with the other in front of it.
pub(super) fn place_heroes(
    heroes: &[Subject],
    region: Area,
    ground: f32,
    water: Option<f32>,
    scale: f32,
) -> Vec<Placed> {
    // A lone building or tree by water stands aside, leaving the water in view.
    let aside = if water.is_some() {
        0.12 * region.w
    } else {
        0.0
    };
    let (w, h) = (region.w * scale, region.h * scale);
    let box_at = |s: &Subject, cx: f32, bw: f32, bh: f32| {
        let bh = if s.thing.tall { bh * 1.28 } else { bh };
        let base = base_for(&s.thing, ground, water, region, bh);
        Area::new(cx - bw / 2.0, base - bh, bw, bh)
    };
    let cx = region.cx();
    match heroes {
        [one] if one.thing.tall => group(one, box_at(one, cx - aside, 0.52 * w, 0.5 * h), 1.0),
        [one] => group(one, box_at(one, cx, 0.8 * w, 0.66 * h), 1.0),
        [a, b] if a.thing.tall != b.thing.tall => {
            let (tall, small) = if a.thing.tall { (a, b) } else { (b, a) };
            let mut out = group(tall, box_at(tall, cx + 0.15 * w, 0.5 * w, 0.62 * h), 1.0);
            out.extend(group(
                small,
                box_at(small, cx - 0.14 * w, 0.5 * w, 0.44 * h),
                1.0,
            ));
            out
        }
        [a, b] => {
            let mut out = group(a, box_at(a, cx - 0.23 * w, 0.44 * w, 0.5 * h), 1.0);
            out.extend(group(b, box_at(b, cx + 0.23 * w, 0.44 * w, 0.5 * h), -1.0));
            out
        }
        _ => Vec::new(),
    }
}

/// Up to two companions on the ground at the sides, two in the air and
/// two afloat, each facing the middle.
/// `heroes_at`: where the heroes stand across the region (0..1); the first
/// companion takes the side with more room.
pub(super) fn place_companions(
    companions: &[Subject],
    region: Area,
    ground: f32,
    water: Option<f32>,
    heroes_at: f32,
) -> Vec<Placed> {
    let mut used = [0usize; 3];
    let mut out = Vec::new();
    for s in companions {
        let kind = match s.thing.stand {
            Stand::Ground => 0,
            Stand::Water if water.is_some() => 1,
            Stand::Water => 0,
            Stand::Air | Stand::Sky => 2,
        };
        let n = used[kind];
        if n >= 2 {
            continue;
        }
        used[kind] += 1;
        let first_left = heroes_at >= 0.5;
        let (side, facing) = if (n == 0) == first_left {
            (0.13, 1.0)
        } else {
            (0.87, -1.0)
        };
        let x = region.x + side * region.w;
        let wide = if s.thing.aspect > 1.5 { 0.32 } else { 0.24 };
        let (bw, bh) = (
            wide * region.w,
            if s.thing.tall { 0.56 } else { 0.3 } * region.h,
        );
        let area = match kind {
            2 => {
                let (x, y) = (
                    region.x + (0.3 + 0.4 * n as f32) * region.w,
                    region.y + 0.14 * region.h,
                );
                let size = 0.17 * region.h;
                Area::new(x - size, y - size / 2.0, 2.0 * size, size)
            }
            1 => Area::new(
                x - bw / 2.0,
                water.unwrap_or(ground) - 0.6 * bh,
                bw,
                0.6 * bh,
            ),
            _ => Area::new(x - bw / 2.0, ground - 0.03 * region.h - bh, bw, bh),
        };
        out.push(placed(s, area, facing));
    }
    out
}

/// Named sky things in their places, with the sun or moon the time of
/// day calls for and the clouds rain falls from.
pub(super) fn place_sky(
    named: &[Subject],
    light: Light,
    rain: bool,
    region: Area,
    land: Option<Land>,
    minimal: bool,
) -> Vec<Placed> {
    let mut items: Vec<Subject> = named.to_vec();
    let has = |items: &[Subject], name: &str| items.iter().any(|s| s.entry.name == name);
    let body = match light {
        Light::Dawn | Light::Sunset | Light::Noon => Some("sun"),
        Light::Night => Some("moon"),
        _ => None,
    };
    if let Some(name) = body.filter(|name| !has(&items, name))
        && let Some(entry) = vocab::entry(name)
        && let Some(thing) = entry.thing()
    {
        items.insert(
            0,
            Subject {
                entry,
                thing,
                tint: None,
                many: false,
            },
        );
    }
    if rain
        && !has(&items, "cloud")
        && let Some(cloud) = vocab::entry("cloud")
        && let Some(thing) = cloud.thing()
    {
        // Rain falls from grey clouds.
        let grey = Some(crate::color::rgb(0xB4BDC9));
        let cloud = Subject {
            entry: cloud,
            thing,
            tint: grey,
            many: false,
        };
        items.extend([cloud, cloud]);
    }
    if minimal {
        items.truncate(1);
    }
    let horizon = land.map_or(region.y + 0.62 * region.h, |l| l.horizon);
    let mut side = 0;
    items
        .iter()
        .map(|s| {
            let at = |fx: f32, fy: f32, size: f32| {
                let size = size * region.h;
                Area::new(
                    region.x + fx * region.w - size * s.thing.aspect / 2.0,
                    region.y + fy * region.h,
                    size * s.thing.aspect,
                    size,
                )
            };
            let area = match s.entry.name {
                "sun" if light.low_sun() => {
                    let size = 0.3 * region.h;
                    Area::new(
                        region.x + 0.7 * region.w - size / 2.0,
                        horizon - 0.72 * size,
                        size,
                        size,
                    )
                }
                "rainbow" => {
                    Area::new(region.x, horizon - 0.5 * region.w, region.w, 0.5 * region.w)
                }
                "sun" => at(0.8, 0.02, 0.24),
                "moon" => at(0.2, 0.03, 0.2),
                _ => {
                    side += 1;
                    at(if side % 2 == 1 { 0.24 } else { 0.76 }, 0.04, 0.13)
                }
            };
            placed(s, area, 1.0)
        })
        .collect()
}
