//! Party things: balloons, cakes, gifts, bunting and confetti.

use super::{Paints, Spot, gloss};
use crate::area::Area;
use crate::color::{darken, lighten, mix, with_alpha};
use crate::draw::{Painter, shapes};
use crate::rng::Rng;
use crate::theme::Palette;
use std::f32::consts::{PI, TAU};
use tiny_skia::Color;

/// One balloon whose string runs down to `tie`.
pub(crate) fn balloon_at(p: &mut Painter, cx: f32, cy: f32, r: f32, color: Color, tie: (f32, f32)) {
    let knot_y = cy + 1.06 * r;
    let mid = ((cx + tie.0) / 2.0 + 0.25 * r, (knot_y + tie.1) / 2.0);
    let string = shapes::curve((cx, knot_y + 0.12 * r), mid, tie);
    p.stroke(
        &string,
        with_alpha(mix(color, Color::from_rgba8(90, 90, 110, 255), 0.6), 0.8),
        2.2,
    );
    p.fill(&shapes::balloon(cx, cy, r), color);
    let knot = shapes::polygon(&[
        (cx, knot_y - 0.04 * r),
        (cx - 0.13 * r, knot_y + 0.15 * r),
        (cx + 0.13 * r, knot_y + 0.15 * r),
    ]);
    p.fill(&knot, darken(color, 0.12));
    gloss(p, cx - 0.45 * r, cy - 0.5 * r, 0.14 * r, 0.3 * r, 0.5, 0.5);
}

/// A bunch of balloons fanning up from the bottom centre of `area`.
pub(crate) fn balloon_bunch(p: &mut Painter, area: Area, palette: &Palette, rng: &mut Rng) {
    let count = rng.int(3, 5);
    let r = (area.w * 0.2).min(area.h * 0.17);
    let tie = (area.cx(), area.bottom());
    let reach = area.h - 1.2 * r;
    let mut balloons: Vec<(f32, f32, usize)> = (0..count)
        .map(|i| {
            let t = if count == 1 {
                0.5
            } else {
                i as f32 / (count - 1) as f32
            };
            let angle = (t - 0.5) * 0.9 + rng.range(-0.08, 0.08);
            let dist = reach * rng.range(0.72, 0.92);
            let x = (tie.0 + angle.sin() * dist).clamp(area.x + r, area.right() - r);
            (
                x,
                tie.1 - angle.cos() * dist,
                (i as usize + rng.int(0, 4) as usize) % 5,
            )
        })
        .collect();
    // Lower balloons are nearer the viewer: draw them last.
    balloons.sort_by(|a, b| a.1.total_cmp(&b.1));
    for (x, y, colour) in balloons {
        balloon_at(
            p,
            x,
            y,
            r * rng.range(0.88, 1.05),
            palette.accents[colour],
            tie,
        );
    }
}

/// A wrapped present standing on `base_y`.
pub(crate) fn gift_at(
    p: &mut Painter,
    cx: f32,
    base_y: f32,
    size: f32,
    wrap: Color,
    ribbon: Color,
) {
    let box_top = base_y - 0.72 * size;
    p.fill(
        &shapes::rect(cx - 0.5 * size, box_top, size, 0.72 * size),
        wrap,
    );
    p.fill(
        &shapes::rect(
            cx - 0.56 * size,
            box_top - 0.2 * size,
            1.12 * size,
            0.22 * size,
        ),
        lighten(wrap, 0.1),
    );
    let band = 0.16 * size;
    p.fill_flat(
        &shapes::rect(cx - band / 2.0, box_top - 0.2 * size, band, 0.92 * size),
        ribbon,
    );
    for side in [-1.0f32, 1.0] {
        let angle = if side < 0.0 { -PI * 0.85 } else { -PI * 0.15 };
        p.fill(
            &shapes::petal(
                cx,
                box_top - 0.2 * size,
                0.42 * size,
                0.3 * size,
                angle,
                0.95,
            ),
            ribbon,
        );
    }
    p.fill(
        &shapes::circle(cx, box_top - 0.2 * size, 0.07 * size),
        darken(ribbon, 0.1),
    );
}

/// A string of triangular flags sagging between two points.
pub(crate) fn bunting_at(
    p: &mut Painter,
    from: (f32, f32),
    to: (f32, f32),
    sag: f32,
    palette: &Palette,
) {
    let control = ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0 + 2.0 * sag);
    p.stroke(
        &shapes::curve(from, control, to),
        darken(palette.ink, 0.1),
        2.5,
    );
    let span = (to.0 - from.0).abs();
    let flag = 62.0 * p.unit;
    let count = (span / (flag * 1.15)).floor().max(2.0) as usize;
    let at = |t: f32| {
        let u = 1.0 - t;
        (
            u * u * from.0 + 2.0 * u * t * control.0 + t * t * to.0,
            u * u * from.1 + 2.0 * u * t * control.1 + t * t * to.1,
        )
    };
    for i in 0..count {
        let t0 = (i as f32 + 0.12) / count as f32;
        let t1 = (i as f32 + 0.88) / count as f32;
        let (a, b) = (at(t0), at(t1));
        let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        let tip = (mid.0, mid.1 + flag * 1.05);
        p.fill(&shapes::polygon(&[a, b, tip]), palette.accents[i % 5]);
    }
}

/// One piece of confetti: a paper strip, a dot, a curl or a tiny star.
pub(crate) fn confetti_at(p: &mut Painter, x: f32, y: f32, size: f32, color: Color, rng: &mut Rng) {
    let angle = rng.range(0.0, TAU);
    match rng.int(0, 3) {
        0 => {
            let strip = shapes::rect(x - size / 2.0, y - size * 0.22, size, size * 0.44);
            p.fill_flat(&shapes::rotated(strip, x, y, angle), color);
        }
        1 => p.fill_flat(&shapes::circle(x, y, size * 0.32), color),
        2 => {
            let (dx, dy) = (angle.cos() * size, angle.sin() * size);
            let curl = shapes::curve((x - dx, y - dy), (x + dy, y - dx), (x + dx, y + dy));
            p.stroke_flat(&curl, color, size * 0.22);
        }
        _ => p.fill_flat(
            &shapes::star(x, y, size * 0.55, size * 0.24, 5, angle),
            color,
        ),
    }
}

pub(crate) fn balloon(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    let (x, y) = pen.at(0.0, -66.0);
    balloon_at(
        p,
        x,
        y,
        pen.len(27.0),
        c.main(c.accent(0)),
        pen.at(0.0, 0.0),
    );
}

pub(crate) fn gift(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    gift_at(
        p,
        s.x,
        s.base,
        s.pen().len(72.0),
        c.main(c.accent(2)),
        c.accent(1),
    );
}

/// A handful of confetti thrown across the spot.
pub(crate) fn confetti(p: &mut Painter, s: &Spot, c: &Paints, rng: &mut Rng) {
    let area = s.area(1.0);
    for i in 0..18 {
        let (x, y) = area.random_point(rng);
        confetti_at(p, x, y, 0.09 * s.size, c.accent(i), rng);
    }
}

/// A string of flags across the top of the spot.
pub(crate) fn bunting(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    bunting_at(
        p,
        pen.at(-118.0, -92.0),
        pen.at(118.0, -92.0),
        pen.len(10.0),
        c.palette,
    );
}
