//! Axis-aligned regions of the canvas, in pixels.

use crate::rng::Rng;

#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Area {
    pub(crate) x: f32,
    pub(crate) y: f32,
    pub(crate) w: f32,
    pub(crate) h: f32,
}

impl Area {
    pub(crate) fn new(x: f32, y: f32, w: f32, h: f32) -> Area {
        Area {
            x,
            y,
            w: w.max(0.0),
            h: h.max(0.0),
        }
    }

    pub(crate) fn from_edges(left: f32, top: f32, right: f32, bottom: f32) -> Area {
        Area::new(left, top, right - left, bottom - top)
    }

    pub(crate) fn right(&self) -> f32 {
        self.x + self.w
    }

    pub(crate) fn bottom(&self) -> f32 {
        self.y + self.h
    }

    pub(crate) fn cx(&self) -> f32 {
        self.x + self.w / 2.0
    }

    pub(crate) fn cy(&self) -> f32 {
        self.y + self.h / 2.0
    }

    pub(crate) fn min_side(&self) -> f32 {
        self.w.min(self.h)
    }

    pub(crate) fn inset(&self, by: f32) -> Area {
        Area::new(
            self.x + by,
            self.y + by,
            self.w - 2.0 * by,
            self.h - 2.0 * by,
        )
    }

    /// A sub-area given in fractions of this one (0..1 on each axis).
    pub(crate) fn part(&self, left: f32, top: f32, right: f32, bottom: f32) -> Area {
        Area::from_edges(
            self.x + left * self.w,
            self.y + top * self.h,
            self.x + right * self.w,
            self.y + bottom * self.h,
        )
    }

    /// The largest centred area with the given width:height ratio.
    pub(crate) fn fit_aspect(&self, ratio: f32) -> Area {
        let (w, h) = if self.w / self.h > ratio {
            (self.h * ratio, self.h)
        } else {
            (self.w, self.w / ratio)
        };
        Area::new(self.cx() - w / 2.0, self.cy() - h / 2.0, w, h)
    }

    pub(crate) fn contains(&self, x: f32, y: f32) -> bool {
        x >= self.x && x <= self.right() && y >= self.y && y <= self.bottom()
    }

    pub(crate) fn random_point(&self, rng: &mut Rng) -> (f32, f32) {
        (
            rng.range(self.x, self.right()),
            rng.range(self.y, self.bottom()),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_and_fits_stay_inside() {
        let a = Area::new(100.0, 50.0, 800.0, 400.0);
        let p = a.part(0.25, 0.5, 0.75, 1.0);
        assert_eq!(p, Area::new(300.0, 250.0, 400.0, 200.0));
        let square = a.fit_aspect(1.0);
        assert_eq!((square.w, square.h), (400.0, 400.0));
        assert_eq!(square.cx(), a.cx());
        assert!(a.contains(500.0, 60.0) && !a.contains(50.0, 60.0));
    }
}
