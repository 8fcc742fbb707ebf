//! Things in the sky: clouds, moon, sun, stars, rainbows, fireworks.

use super::{Paints, Spot};
use crate::color::{darken, lighten, rgb, with_alpha};
use crate::draw::{Painter, shapes};
use crate::rng::Rng;
use std::f32::consts::TAU;
use tiny_skia::{Color, PathBuilder};

/// A puffy cloud `w` wide with a flat base, traced as one outline so that
/// inked styles draw only its silhouette.
pub(crate) fn cloud_at(p: &mut Painter, cx: f32, cy: f32, w: f32, color: Color) {
    let base_r = 0.11 * w;
    // Puffs and the two round ends of the base, as (x, y, radius).
    let lobes = [
        (cx - 0.27 * w, cy + 0.02 * w, 0.2 * w),
        (cx - 0.02 * w, cy - 0.1 * w, 0.28 * w),
        (cx + 0.26 * w, cy, 0.21 * w),
        (cx - 0.45 * w + base_r, cy + base_r, base_r),
        (cx + 0.45 * w - base_r, cy + base_r, base_r),
    ];
    let (left, right) = (cx - 0.47 * w, cx + 0.47 * w);
    let bottom = cy + 2.0 * base_r;
    let in_base = |x: f32| (x - cx).abs() <= 0.45 * w - base_r;
    let edge = |x: f32, upper: bool| {
        let from_lobes =
            lobes
                .iter()
                .filter(|(lx, _, r)| (x - lx).abs() < *r)
                .map(|(lx, ly, r)| {
                    let dy = (r * r - (x - lx) * (x - lx)).sqrt();
                    if upper {
                        ly - dy
                    } else {
                        (ly + dy).min(bottom)
                    }
                });
        let from_base = in_base(x).then_some(if upper { cy } else { bottom });
        from_lobes
            .chain(from_base)
            .reduce(|a, b| if upper { a.min(b) } else { a.max(b) })
    };
    let steps = 96;
    let xs: Vec<f32> = (0..=steps)
        .map(|i| left + (right - left) * i as f32 / steps as f32)
        .collect();
    let mut outline: Vec<(f32, f32)> = xs
        .iter()
        .filter_map(|&x| edge(x, true).map(|y| (x, y)))
        .collect();
    outline.extend(
        xs.iter()
            .rev()
            .filter_map(|&x| edge(x, false).map(|y| (x, y))),
    );
    p.fill(&shapes::polygon(&outline), color);
}

/// A crescent moon opening to the left.
pub(crate) fn moon_at(p: &mut Painter, cx: f32, cy: f32, r: f32, color: Color) {
    let mut pb = PathBuilder::new();
    pb.move_to(cx - 0.25 * r, cy - r);
    pb.cubic_to(
        cx + 1.2 * r,
        cy - 1.05 * r,
        cx + 1.2 * r,
        cy + 1.05 * r,
        cx - 0.25 * r,
        cy + r,
    );
    pb.cubic_to(
        cx + 0.6 * r,
        cy + 0.55 * r,
        cx + 0.6 * r,
        cy - 0.55 * r,
        cx - 0.25 * r,
        cy - r,
    );
    pb.close();
    p.glow(
        (cx + 0.3 * r, cy),
        2.2 * r,
        with_alpha(lighten(color, 0.4), 0.35),
    );
    p.fill(&pb.finish(), color);
    p.fill_flat(
        &shapes::circle(cx + 0.55 * r, cy + 0.25 * r, 0.09 * r),
        darken(color, 0.08),
    );
    p.fill_flat(
        &shapes::circle(cx + 0.45 * r, cy - 0.35 * r, 0.06 * r),
        darken(color, 0.08),
    );
}

/// A sun with rounded rays.
pub(crate) fn sun_at(p: &mut Painter, cx: f32, cy: f32, r: f32, color: Color, rays: Color) {
    p.glow((cx, cy), 2.4 * r, with_alpha(lighten(color, 0.3), 0.45));
    for k in 0..12 {
        let a = k as f32 * TAU / 12.0;
        let start = (cx + 1.18 * r * a.cos(), cy + 1.18 * r * a.sin());
        p.fill(
            &shapes::petal(start.0, start.1, 0.5 * r, 0.24 * r, a, 0.7),
            rays,
        );
    }
    p.fill(&shapes::circle(cx, cy, r), color);
}

/// A four-pointed twinkle.
pub(crate) fn sparkle(p: &mut Painter, cx: f32, cy: f32, r: f32, color: Color) {
    p.fill_flat(&shapes::star(cx, cy, r, 0.22 * r, 4, 0.0), color);
}

pub(crate) fn sun(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let (x, y) = s.pen().at(0.0, -50.0);
    let r = s.pen().len(30.0);
    sun_at(p, x, y, r, c.main(rgb(0xFFC93C)), rgb(0xFFB02E));
}

pub(crate) fn moon(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let (x, y) = s.pen().at(-6.0, -50.0);
    moon_at(p, x, y, s.pen().len(40.0), c.main(rgb(0xFFEDB0)));
}

/// A big five-pointed star with two twinkles beside it.
pub(crate) fn star(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let gold = c.main(rgb(0xFFCB45));
    p.fill(&pen.star(0.0, -48.0, 42.0, 18.0, 5), gold);
    for (x, y, r) in [(-38.0, -88.0, 8.0), (40.0, -16.0, 6.0)] {
        let (cx, cy) = pen.at(x, y);
        sparkle(p, cx, cy, pen.len(r), lighten(gold, 0.3));
    }
}

pub(crate) fn cloud(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let (x, y) = s.pen().at(0.0, -40.0);
    cloud_at(p, x, y, s.pen().len(150.0), c.main(Color::WHITE));
}

/// A rainbow arching from cloud to cloud.
pub(crate) fn rainbow(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let bands = [0xE8505B, 0xF5944A, 0xF9D45C, 0x6CC47E, 0x5AA9E6, 0x8E6CEF];
    for (i, hex) in bands.iter().enumerate() {
        let r = 88.0 - i as f32 * 8.0;
        p.stroke_px(
            &pen.arc(0.0, -6.0, r, 180.0, 360.0),
            rgb(*hex),
            pen.len(8.4),
        );
    }
    for x in [-64.0, 64.0] {
        let (cx, cy) = pen.at(x, -14.0);
        cloud_at(p, cx, cy, pen.len(58.0), c.main(Color::WHITE));
    }
}

/// Bursts of sparks in the palette's colours.
pub(crate) fn firework(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    for (i, (x, y, r)) in [
        (0.0, -56.0, 40.0),
        (-30.0, -26.0, 20.0),
        (32.0, -22.0, 16.0),
    ]
    .into_iter()
    .enumerate()
    {
        let colour = c.main(c.accent(i));
        for k in 0..14 {
            let a = (k as f32 * 360.0 / 14.0).to_radians();
            let (dx, dy) = (a.cos(), a.sin());
            let ray = pen.line(
                (x + 0.3 * r * dx, y + 0.3 * r * dy),
                (x + 0.85 * r * dx, y + 0.85 * r * dy),
            );
            p.stroke_px(&ray, colour, pen.len(0.06 * r));
            p.fill_flat(
                &pen.circle(x + r * dx, y + r * dy, 0.07 * r),
                lighten(colour, 0.4),
            );
        }
    }
}

pub(crate) fn snowflake(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let (x, y) = s.pen().at(0.0, -50.0);
    let ice = c.main(rgb(0x9CC8F0));
    super::winter::snowflake_at(p, x, y, s.pen().len(48.0), ice, 0.0);
}
