//! The skyline of a page being filled: across the page, the lowest point the
//! cells placed so far reach. A new cell rests on the highest of the
//! segments under it, so cells never overlap, and the segments it hides
//! under itself are space lost.

/// A stretch of the skyline at one height: `x0..x1` at `y` (y grows down).
#[derive(Debug, Clone, Copy)]
struct Segment {
    x0: f32,
    x1: f32,
    y: f32,
}

#[derive(Debug, Clone)]
pub(super) struct Skyline {
    segments: Vec<Segment>,
}

/// Slack for float noise when comparing edges.
const EPSILON: f32 = 0.01;

impl Skyline {
    /// An empty page's skyline: `left..right` at `top`.
    pub(super) fn new(left: f32, right: f32, top: f32) -> Skyline {
        Skyline {
            segments: vec![Segment {
                x0: left,
                x1: right,
                y: top,
            }],
        }
    }

    fn left(&self) -> f32 {
        self.segments.first().map_or(0.0, |s| s.x0)
    }

    fn right(&self) -> f32 {
        self.segments.last().map_or(0.0, |s| s.x1)
    }

    /// Where a cell `width` wide can rest: (left, top, area hidden under
    /// it), for each place it starts at a segment's start or ends at a
    /// segment's end.
    pub(super) fn spots(&self, width: f32) -> impl Iterator<Item = (f32, f32, f32)> + '_ {
        let (left, right) = (self.left(), self.right());
        self.segments
            .iter()
            .flat_map(move |s| [s.x0, s.x1 - width])
            .filter(move |&x| x >= left - EPSILON && x + width <= right + EPSILON)
            .map(move |x| {
                let x = x.max(left);
                let under = self
                    .segments
                    .iter()
                    .filter(move |s| s.x1 > x + EPSILON && s.x0 < x + width - EPSILON);
                let top = under.clone().map(|s| s.y).fold(f32::MIN, f32::max);
                let waste = under
                    .map(|s| (top - s.y) * (s.x1.min(x + width) - s.x0.max(x)))
                    .sum();
                (x, top, waste)
            })
    }

    /// The widest cell that rests on each segment: the segment widened over
    /// its neighbours as far as they reach no lower.
    pub(super) fn wells(&self) -> impl Iterator<Item = f32> + '_ {
        (0..self.segments.len()).map(|i| {
            let y = self.segments[i].y;
            let low = |s: &&Segment| s.y <= y + EPSILON;
            let start = self.segments[..i]
                .iter()
                .rev()
                .take_while(low)
                .last()
                .map_or(self.segments[i].x0, |s| s.x0);
            let end = self.segments[i + 1..]
                .iter()
                .take_while(low)
                .last()
                .map_or(self.segments[i].x1, |s| s.x1);
            end - start
        })
    }

    /// Lowers the skyline to `y` over `x0..x1` (clipped to the page).
    pub(super) fn raise(&mut self, x0: f32, x1: f32, y: f32) {
        let x0 = x0.max(self.left());
        let x1 = x1.min(self.right());
        if x1 - x0 <= EPSILON {
            return;
        }
        let mut next = Vec::with_capacity(self.segments.len() + 2);
        for s in &self.segments {
            if s.x1 <= x0 + EPSILON || s.x0 >= x1 - EPSILON {
                next.push(*s);
                continue;
            }
            if s.x0 < x0 {
                next.push(Segment { x1: x0, ..*s });
            }
            if s.x1 > x1 {
                next.push(Segment { x0: x1, ..*s });
            }
        }
        next.push(Segment { x0, x1, y });
        next.sort_by(|a, b| a.x0.total_cmp(&b.x0));
        // Neighbours at one height make one segment.
        let mut merged: Vec<Segment> = Vec::with_capacity(next.len());
        for s in next {
            match merged.last_mut() {
                Some(m) if (m.y - s.y).abs() <= EPSILON && (m.x1 - s.x0).abs() <= EPSILON => {
                    m.x1 = s.x1;
                }
                _ => merged.push(s),
            }
        }
        self.segments = merged;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_rest_on_the_highest_segment_under_them() {
        let mut sky = Skyline::new(0.0, 100.0, 0.0);
        sky.raise(0.0, 40.0, 30.0);
        sky.raise(40.0, 70.0, 10.0);
        let spots: Vec<_> = sky.spots(50.0).collect();
        // At x = 0 it spans the 30 and the 10: it rests at 30, hiding 20 x 10.
        let at0 = spots.iter().find(|s| s.0 == 0.0).unwrap();
        assert_eq!((at0.1, at0.2), (30.0, 200.0));
        // Ending at the page's edge it spans 50..100: on the 10.
        let at50 = spots.iter().find(|s| s.0 == 50.0).unwrap();
        assert_eq!(at50.1, 10.0);
        // The widest cells that rest on each segment: on the 30 the whole
        // page, on the 10 from 40 on, on the 0 only its own 30.
        let wells: Vec<f32> = sky.wells().collect();
        assert_eq!(wells, vec![100.0, 60.0, 30.0]);
    }
}
