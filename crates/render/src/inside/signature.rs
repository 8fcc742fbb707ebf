//! A drawn signature as one smooth path: each stroke's points joined by
//! quadratic curves through the midpoints between them, so the corners a
//! finger leaves on a touch screen round off as a pen's would.

use super::SIGNATURE_GRID;
use super::compose::Pad;
use tiny_skia::{Path, PathBuilder};

/// The pen's width for a pad: a fine nib, thicker on a larger pad.
pub(super) fn pen_width(pad: &Pad) -> f32 {
    (pad.height * 0.05).clamp(0.9, 2.2)
}

/// The strokes scaled into `pad` (grid x across its width, grid y down its
/// height), in the pad's units. `None` when there is nothing to draw.
pub(super) fn path(strokes: &[Vec<(u16, u16)>], pad: &Pad) -> Option<Path> {
    let grid = f32::from(SIGNATURE_GRID);
    let at = |&(x, y): &(u16, u16)| {
        (
            pad.x + f32::from(x) / grid * pad.width,
            pad.y + f32::from(y) / grid * pad.height,
        )
    };
    let mut pb = PathBuilder::new();
    for stroke in strokes {
        let points: Vec<(f32, f32)> = stroke.iter().map(at).collect();
        let Some(&(x, y)) = points.first() else {
            continue;
        };
        pb.move_to(x, y);
        match points.len() {
            // A tap: a dot, drawn by the round cap of a tiny line.
            1 => pb.line_to(x + 0.01, y),
            2 => pb.line_to(points[1].0, points[1].1),
            n => {
                for pair in points[1..n - 1].windows(2) {
                    let ((cx, cy), (nx, ny)) = (pair[0], pair[1]);
                    pb.quad_to(cx, cy, (cx + nx) / 2.0, (cy + ny) / 2.0);
                }
                pb.line_to(points[n - 1].0, points[n - 1].1);
            }
        }
    }
    pb.finish()
}
