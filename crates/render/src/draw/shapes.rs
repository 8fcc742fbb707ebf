//! Path builders in pixel coordinates. Each returns `None` only for
//! degenerate input (zero size), which painters skip.

use std::f32::consts::{PI, TAU};
use tiny_skia::{Path, PathBuilder, Rect, Transform};

/// Anything a painter can draw: a path, or a path that may have failed to build.
pub(crate) trait Shape {
    fn path(&self) -> Option<&Path>;
}

impl Shape for Path {
    fn path(&self) -> Option<&Path> {
        Some(self)
    }
}

impl Shape for Option<Path> {
    fn path(&self) -> Option<&Path> {
        self.as_ref()
    }
}

pub(crate) fn circle(cx: f32, cy: f32, r: f32) -> Option<Path> {
    PathBuilder::from_circle(cx, cy, r)
}

pub(crate) fn ellipse(cx: f32, cy: f32, rx: f32, ry: f32) -> Option<Path> {
    PathBuilder::from_oval(Rect::from_xywh(cx - rx, cy - ry, 2.0 * rx, 2.0 * ry)?)
}

pub(crate) fn rect(x: f32, y: f32, w: f32, h: f32) -> Option<Path> {
    Some(PathBuilder::from_rect(Rect::from_xywh(x, y, w, h)?))
}

pub(crate) fn rounded_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
    let r = r.min(w / 2.0).min(h / 2.0);
    let k = 0.552_284_8 * r; // cubic approximation of a quarter circle
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.cubic_to(x + w - r + k, y, x + w, y + r - k, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.cubic_to(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.cubic_to(x + r - k, y + h, x, y + h - r + k, x, y + h - r);
    pb.line_to(x, y + r);
    pb.cubic_to(x, y + r - k, x + r - k, y, x + r, y);
    pb.close();
    pb.finish()
}

pub(crate) fn polygon(points: &[(f32, f32)]) -> Option<Path> {
    let (first, rest) = points.split_first()?;
    let mut pb = PathBuilder::new();
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    pb.close();
    pb.finish()
}

pub(crate) fn line(x1: f32, y1: f32, x2: f32, y2: f32) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(x1, y1);
    pb.line_to(x2, y2);
    pb.finish()
}

/// An open curve through `from` to `to`, bent through `control`.
pub(crate) fn curve(from: (f32, f32), control: (f32, f32), to: (f32, f32)) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(from.0, from.1);
    pb.quad_to(control.0, control.1, to.0, to.1);
    pb.finish()
}

/// A star with `points` tips; `rotation` in radians, 0 = a tip straight up.
pub(crate) fn star(
    cx: f32,
    cy: f32,
    outer: f32,
    inner: f32,
    points: u32,
    rotation: f32,
) -> Option<Path> {
    let corners: Vec<(f32, f32)> = (0..points * 2)
        .map(|i| {
            let r = if i % 2 == 0 { outer } else { inner };
            let a = rotation - PI / 2.0 + i as f32 * PI / points as f32;
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect();
    polygon(&corners)
}

/// The classic heart curve; `size` is half its width.
pub(crate) fn heart(cx: f32, cy: f32, size: f32) -> Option<Path> {
    let scale = size / 16.0;
    let corners: Vec<(f32, f32)> = (0..120)
        .map(|i| {
            let t = i as f32 / 120.0 * TAU;
            let x = 16.0 * t.sin().powi(3);
            let y =
                -(13.0 * t.cos() - 5.0 * (2.0 * t).cos() - 2.0 * (3.0 * t).cos() - (4.0 * t).cos());
            (cx + x * scale, cy + (y - 2.5) * scale)
        })
        .collect();
    polygon(&corners)
}

/// A balloon body: rounder on top, narrowing towards the knot.
pub(crate) fn balloon(cx: f32, cy: f32, r: f32) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(cx, cy - 1.15 * r);
    pb.cubic_to(
        cx + 0.58 * r,
        cy - 1.15 * r,
        cx + r,
        cy - 0.72 * r,
        cx + r,
        cy - 0.12 * r,
    );
    pb.cubic_to(
        cx + r,
        cy + 0.5 * r,
        cx + 0.4 * r,
        cy + 0.98 * r,
        cx,
        cy + 1.06 * r,
    );
    pb.cubic_to(
        cx - 0.4 * r,
        cy + 0.98 * r,
        cx - r,
        cy + 0.5 * r,
        cx - r,
        cy - 0.12 * r,
    );
    pb.cubic_to(
        cx - r,
        cy - 0.72 * r,
        cx - 0.58 * r,
        cy - 1.15 * r,
        cx,
        cy - 1.15 * r,
    );
    pb.close();
    pb.finish()
}

/// An almond from (cx, cy) outwards at `angle` (radians, 0 = pointing right).
/// `fullness` near 1 gives round petals, near 0.6 pointed leaves.
pub(crate) fn petal(
    cx: f32,
    cy: f32,
    length: f32,
    width: f32,
    angle: f32,
    fullness: f32,
) -> Option<Path> {
    let w = width / 2.0;
    let mut pb = PathBuilder::new();
    pb.move_to(0.0, 0.0);
    pb.cubic_to(
        0.25 * length,
        -w * 1.2,
        fullness * length,
        -w * fullness,
        length,
        0.0,
    );
    pb.cubic_to(
        fullness * length,
        w * fullness,
        0.25 * length,
        w * 1.2,
        0.0,
        0.0,
    );
    pb.close();
    let placed = Transform::from_translate(cx, cy).pre_rotate(angle.to_degrees());
    pb.finish()?.transform(placed)
}

/// A geometric stand-in for a body with bounds `b`, for abstract art: a
/// bar for long bodies, else a circle, square, triangle or half-disc as
/// `key` picks.
pub(crate) fn block(b: tiny_skia::Rect, key: i64) -> Option<Path> {
    let (w, h) = (b.width(), b.height());
    let (cx, cy) = (b.left() + w / 2.0, b.top() + h / 2.0);
    let r = 0.5 * w.min(h);
    match key.rem_euclid(4) {
        _ if w > 2.5 * h || h > 2.5 * w => rect(b.left(), b.top(), w, h),
        0 => circle(cx, cy, r),
        1 => rect(cx - r, cy - r, 2.0 * r, 2.0 * r),
        2 => polygon(&[(cx, cy - r), (cx + r, cy + r), (cx - r, cy + r)]),
        _ => {
            let arc: Vec<(f32, f32)> = (0..=24)
                .map(|i| {
                    let a = PI * (1.0 + i as f32 / 24.0);
                    (cx + r * a.cos(), cy + 0.5 * r + r * a.sin())
                })
                .collect();
            polygon(&arc)
        }
    }
}

/// Rotates a shape about a point; angle in radians.
pub(crate) fn rotated(path: Option<Path>, cx: f32, cy: f32, angle: f32) -> Option<Path> {
    path?.transform(Transform::from_rotate_at(angle.to_degrees(), cx, cy))
}
