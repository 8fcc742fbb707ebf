//! Hearts and wedding rings.

use super::{Paints, Spot, gloss};
use crate::color::{darken, lighten, with_alpha};
use crate::draw::{Painter, shapes};
use crate::rng::Rng;
use std::f32::consts::{PI, TAU};
use tiny_skia::{Color, Path, PathBuilder};

/// A filled heart with a soft highlight on its left lobe; `size` is half its width.
pub(crate) fn heart_at(p: &mut Painter, cx: f32, cy: f32, size: f32, color: Color, tilt: f32) {
    p.fill(
        &shapes::rotated(shapes::heart(cx, cy, size), cx, cy, tilt),
        color,
    );
    let (hx, hy) = rotate_about(cx - 0.48 * size, cy - 0.42 * size, cx, cy, tilt);
    gloss(p, hx, hy, 0.12 * size, 0.2 * size, 0.7 + tilt, 0.45);
}

fn rotate_about(x: f32, y: f32, cx: f32, cy: f32, angle: f32) -> (f32, f32) {
    let (s, c) = angle.sin_cos();
    (
        cx + (x - cx) * c - (y - cy) * s,
        cy + (x - cx) * s + (y - cy) * c,
    )
}

/// An open arc of a circle, from `start` to `end` radians.
fn arc(cx: f32, cy: f32, r: f32, start: f32, end: f32) -> Option<Path> {
    let steps = 48;
    let mut pb = PathBuilder::new();
    for i in 0..=steps {
        let a = start + (end - start) * i as f32 / steps as f32;
        let (x, y) = (cx + r * a.cos(), cy + r * a.sin());
        if i == 0 {
            pb.move_to(x, y)
        } else {
            pb.line_to(x, y)
        }
    }
    pb.finish()
}

/// Two interlocked gold rings, the right one set with a stone; `r` is a ring's radius.
pub(crate) fn rings_at(p: &mut Painter, cx: f32, cy: f32, r: f32, gold: Color) {
    let band = 0.15 * r / p.unit;
    let left = (cx - 0.48 * r, cy + 0.04 * r);
    let right = (cx + 0.48 * r, cy - 0.04 * r);
    let shade = darken(gold, 0.25);
    let shine = lighten(gold, 0.45);
    for (x, y) in [left, right] {
        p.stroke(
            &shapes::circle(x + 0.03 * r, y + 0.05 * r, r),
            with_alpha(Color::BLACK, 0.12),
            band,
        );
        p.stroke(&shapes::circle(x, y, r), shade, band);
        p.stroke(&shapes::circle(x, y, r), gold, band * 0.7);
        p.stroke(
            &arc(x, y, r * 1.02, PI * 1.05, PI * 1.55),
            shine,
            band * 0.25,
        );
    }
    // Redraw part of the left ring over the right one so they interlock.
    p.stroke(&arc(left.0, left.1, r, -0.55, 0.15), shade, band);
    p.stroke(&arc(left.0, left.1, r, -0.55, 0.15), gold, band * 0.7);
    // The stone sits on top of the right ring.
    let (sx, sy) = (right.0, right.1 - r - 0.12 * r);
    let stone = shapes::polygon(&[
        (sx - 0.22 * r, sy - 0.06 * r),
        (sx - 0.12 * r, sy - 0.2 * r),
        (sx + 0.12 * r, sy - 0.2 * r),
        (sx + 0.22 * r, sy - 0.06 * r),
        (sx, sy + 0.2 * r),
    ]);
    p.fill_flat(
        &shapes::rect(sx - 0.08 * r, sy + 0.05 * r, 0.16 * r, 0.12 * r),
        shade,
    );
    p.fill(&stone, Color::from_rgba8(214, 238, 255, 255));
    let facet = shapes::line(sx - 0.22 * r, sy - 0.06 * r, sx + 0.22 * r, sy - 0.06 * r);
    p.stroke_flat(&facet, with_alpha(Color::WHITE, 0.9), 0.03 * r);
    for k in 0..4 {
        let a = k as f32 * TAU / 4.0 + 0.4;
        let sparkle = shapes::star(
            sx + 0.34 * r * a.cos(),
            sy - 0.3 * r + 0.2 * r * a.sin(),
            0.07 * r,
            0.018 * r,
            4,
            0.0,
        );
        p.fill_flat(&sparkle, with_alpha(Color::WHITE, 0.9));
    }
}

pub(crate) fn heart(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let (x, y) = s.pen().at(0.0, -50.0);
    heart_at(p, x, y, s.pen().len(46.0), c.main(c.accent(0)), 0.0);
}

pub(crate) fn rings(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let (x, y) = s.pen().at(0.0, -38.0);
    rings_at(p, x, y, s.pen().len(30.0), c.main(crate::color::gold()));
}
