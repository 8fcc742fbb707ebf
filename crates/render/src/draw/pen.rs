//! A motif's own coordinates, so each drawing reads as proportions rather
//! than pixel arithmetic: 100 units are the motif's height, the origin is
//! the middle of its base, y points down (the top of the motif is y = -100)
//! and x is mirrored when the motif faces left. Angles are in degrees,
//! 0 pointing right (forwards), 90 pointing down.

use super::shapes;
use std::f32::consts::PI;
use tiny_skia::{Path, PathBuilder, Transform};

#[derive(Debug, Clone, Copy)]
pub(crate) struct Pen {
    x: f32,
    y: f32,
    /// Pixels per unit.
    k: f32,
    /// 1 facing right, -1 facing left.
    flip: f32,
}

impl Pen {
    /// A pen for a motif `size` pixels tall standing on (x, base).
    pub(crate) fn new(x: f32, base: f32, size: f32, facing: f32) -> Pen {
        Pen {
            x,
            y: base,
            k: size / 100.0,
            flip: if facing < 0.0 { -1.0 } else { 1.0 },
        }
    }

    /// A pen for a part of the motif: its origin at local (x, y), its units
    /// `scale` times the motif's.
    pub(crate) fn sub(&self, x: f32, y: f32, scale: f32) -> Pen {
        let (px, py) = self.at(x, y);
        Pen {
            x: px,
            y: py,
            k: self.k * scale,
            flip: self.flip,
        }
    }

    /// A local point in pixels.
    pub(crate) fn at(&self, x: f32, y: f32) -> (f32, f32) {
        (self.x + self.flip * x * self.k, self.y + y * self.k)
    }

    /// A local length in pixels.
    pub(crate) fn len(&self, units: f32) -> f32 {
        units * self.k
    }

    /// A local angle as radians on the canvas, mirrored with the motif.
    pub(crate) fn angle(&self, degrees: f32) -> f32 {
        let a = degrees.to_radians();
        if self.flip < 0.0 { PI - a } else { a }
    }

    pub(crate) fn circle(&self, x: f32, y: f32, r: f32) -> Option<Path> {
        let (cx, cy) = self.at(x, y);
        shapes::circle(cx, cy, self.len(r))
    }

    pub(crate) fn ellipse(&self, x: f32, y: f32, rx: f32, ry: f32) -> Option<Path> {
        let (cx, cy) = self.at(x, y);
        shapes::ellipse(cx, cy, self.len(rx), self.len(ry))
    }

    /// An ellipse turned by `degrees` (clockwise, mirrored with the motif).
    pub(crate) fn oval(&self, x: f32, y: f32, rx: f32, ry: f32, degrees: f32) -> Option<Path> {
        let (cx, cy) = self.at(x, y);
        let turn = self.flip * degrees;
        shapes::ellipse(cx, cy, self.len(rx), self.len(ry))?
            .transform(Transform::from_rotate_at(turn, cx, cy))
    }

    /// A rectangle from its top-left local corner (before mirroring).
    pub(crate) fn rect(&self, x: f32, y: f32, w: f32, h: f32) -> Option<Path> {
        self.rrect(x, y, w, h, 0.0)
    }

    pub(crate) fn rrect(&self, x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
        let (ax, ay) = self.at(x, y);
        let (bx, by) = self.at(x + w, y + h);
        let (left, right) = (ax.min(bx), ax.max(bx));
        let r = self.len(r);
        if r <= 0.0 {
            return shapes::rect(left, ay, right - left, by - ay);
        }
        shapes::rounded_rect(left, ay, right - left, by - ay, r)
    }

    pub(crate) fn poly(&self, points: &[(f32, f32)]) -> Option<Path> {
        let mapped: Vec<(f32, f32)> = points.iter().map(|&(x, y)| self.at(x, y)).collect();
        shapes::polygon(&mapped)
    }

    /// A smooth closed outline through `points` (a Catmull-Rom loop): the
    /// organic bodies of animals, leaves and hills.
    pub(crate) fn blob(&self, points: &[(f32, f32)]) -> Option<Path> {
        let mapped: Vec<(f32, f32)> = points.iter().map(|&(x, y)| self.at(x, y)).collect();
        smooth(&mapped, true)
    }

    /// A smooth open line through `points`.
    pub(crate) fn wave(&self, points: &[(f32, f32)]) -> Option<Path> {
        let mapped: Vec<(f32, f32)> = points.iter().map(|&(x, y)| self.at(x, y)).collect();
        smooth(&mapped, false)
    }

    pub(crate) fn line(&self, from: (f32, f32), to: (f32, f32)) -> Option<Path> {
        let (a, b) = (self.at(from.0, from.1), self.at(to.0, to.1));
        shapes::line(a.0, a.1, b.0, b.1)
    }

    pub(crate) fn curve(&self, from: (f32, f32), bend: (f32, f32), to: (f32, f32)) -> Option<Path> {
        shapes::curve(
            self.at(from.0, from.1),
            self.at(bend.0, bend.1),
            self.at(to.0, to.1),
        )
    }

    /// An almond from (x, y) outwards at `degrees`; see `shapes::petal`.
    pub(crate) fn petal(
        &self,
        at: (f32, f32),
        len: f32,
        width: f32,
        degrees: f32,
        fullness: f32,
    ) -> Option<Path> {
        let (x, y) = self.at(at.0, at.1);
        let (len, width) = (self.len(len), self.len(width));
        shapes::petal(x, y, len, width, self.angle(degrees), fullness)
    }

    pub(crate) fn star(&self, x: f32, y: f32, outer: f32, inner: f32, points: u32) -> Option<Path> {
        let (cx, cy) = self.at(x, y);
        shapes::star(cx, cy, self.len(outer), self.len(inner), points, 0.0)
    }

    /// An open arc of a circle between two angles.
    pub(crate) fn arc(&self, x: f32, y: f32, r: f32, from: f32, to: f32) -> Option<Path> {
        let steps = 32;
        let points: Vec<(f32, f32)> = (0..=steps)
            .map(|i| {
                let a = (from + (to - from) * i as f32 / steps as f32).to_radians();
                (x + r * a.cos(), y + r * a.sin())
            })
            .collect();
        let mut pb = PathBuilder::new();
        let (first, rest) = points.split_first()?;
        let start = self.at(first.0, first.1);
        pb.move_to(start.0, start.1);
        for &(px, py) in rest {
            let p = self.at(px, py);
            pb.line_to(p.0, p.1);
        }
        pb.finish()
    }

    /// A closed slice of a disc between two angles.
    pub(crate) fn wedge(&self, x: f32, y: f32, r: f32, from: f32, to: f32) -> Option<Path> {
        let steps = 32;
        let mut points = vec![(x, y)];
        points.extend((0..=steps).map(|i| {
            let a = (from + (to - from) * i as f32 / steps as f32).to_radians();
            (x + r * a.cos(), y + r * a.sin())
        }));
        self.poly(&points)
    }
}

/// Catmull-Rom through the points, as cubic Béziers.
fn smooth(points: &[(f32, f32)], closed: bool) -> Option<Path> {
    let n = points.len();
    if n < 2 {
        return None;
    }
    let get = |i: isize| -> (f32, f32) {
        if closed {
            points[i.rem_euclid(n as isize) as usize]
        } else {
            points[i.clamp(0, n as isize - 1) as usize]
        }
    };
    let mut pb = PathBuilder::new();
    pb.move_to(points[0].0, points[0].1);
    let segments = if closed { n } else { n - 1 };
    for i in 0..segments as isize {
        let (p0, p1, p2, p3) = (get(i - 1), get(i), get(i + 1), get(i + 2));
        let c1 = (p1.0 + (p2.0 - p0.0) / 6.0, p1.1 + (p2.1 - p0.1) / 6.0);
        let c2 = (p2.0 - (p3.0 - p1.0) / 6.0, p2.1 - (p3.1 - p1.1) / 6.0);
        pb.cubic_to(c1.0, c1.1, c2.0, c2.1, p2.0, p2.1);
    }
    if closed {
        pb.close();
    }
    pb.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_units_scale_and_mirror() {
        let right = Pen::new(500.0, 800.0, 200.0, 1.0);
        assert_eq!(right.at(0.0, -100.0), (500.0, 600.0));
        assert_eq!(right.at(10.0, 0.0), (520.0, 800.0));
        let left = Pen::new(500.0, 800.0, 200.0, -1.0);
        assert_eq!(left.at(10.0, 0.0), (480.0, 800.0));
        let b = left.rect(0.0, -10.0, 20.0, 10.0).unwrap().bounds();
        assert_eq!((b.left(), b.right()), (460.0, 500.0));
    }
}
