//! Graduation caps, diplomas, trophies and star bursts.

use super::{Paints, Spot};
use crate::color::{darken, gold, lighten, rgb, with_alpha};
use crate::draw::{Painter, shapes};
use crate::rng::Rng;
use std::f32::consts::{PI, TAU};
use tiny_skia::{Color, PathBuilder};

/// A mortarboard centred on its board; `size` is roughly its width.
pub(crate) fn cap_at(p: &mut Painter, cx: f32, cy: f32, size: f32, color: Color, tassel: Color) {
    let s = size;
    let mut skull = PathBuilder::new();
    skull.move_to(cx - 0.33 * s, cy + 0.04 * s);
    skull.line_to(cx - 0.31 * s, cy + 0.36 * s);
    skull.quad_to(cx, cy + 0.5 * s, cx + 0.31 * s, cy + 0.36 * s);
    skull.line_to(cx + 0.33 * s, cy + 0.04 * s);
    skull.close();
    p.fill(&skull.finish(), darken(color, 0.12));
    let board = |dy: f32| {
        shapes::polygon(&[
            (cx, cy - 0.27 * s + dy),
            (cx + 0.6 * s, cy + dy),
            (cx, cy + 0.27 * s + dy),
            (cx - 0.6 * s, cy + dy),
        ])
    };
    p.fill(&board(0.05 * s), darken(color, 0.3));
    p.fill(&board(0.0), color);
    let rim = shapes::curve(
        (cx - 0.6 * s, cy),
        (cx - 0.3 * s, cy - 0.14 * s),
        (cx, cy - 0.27 * s),
    );
    p.stroke_flat(&rim, with_alpha(lighten(color, 0.5), 0.5), 0.012 * s);
    // Cord to the corner, then the tassel hanging down.
    let corner = (cx + 0.46 * s, cy + 0.06 * s);
    p.stroke_flat(
        &shapes::curve((cx, cy), (cx + 0.25 * s, cy - 0.04 * s), corner),
        tassel,
        0.018 * s,
    );
    let end = (corner.0 + 0.02 * s, corner.1 + 0.3 * s);
    p.stroke_flat(
        &shapes::line(corner.0, corner.1, end.0, end.1),
        tassel,
        0.018 * s,
    );
    let fringe = shapes::polygon(&[
        (end.0 - 0.025 * s, end.1 - 0.02 * s),
        (end.0 + 0.025 * s, end.1 - 0.02 * s),
        (end.0 + 0.06 * s, end.1 + 0.16 * s),
        (end.0 - 0.06 * s, end.1 + 0.16 * s),
    ]);
    p.fill(&fringe, tassel);
    p.fill(&shapes::circle(cx, cy, 0.035 * s), tassel);
}

/// A rolled diploma tied with a ribbon.
pub(crate) fn diploma_at(
    p: &mut Painter,
    cx: f32,
    cy: f32,
    len: f32,
    angle: f32,
    paper: Color,
    ribbon: Color,
) {
    let h = 0.2 * len;
    let body = shapes::rounded_rect(cx - len / 2.0, cy - h / 2.0, len, h, h * 0.15);
    p.fill(&shapes::rotated(body, cx, cy, angle), paper);
    let (dx, dy) = (angle.cos() * len / 2.0, angle.sin() * len / 2.0);
    for side in [-1.0f32, 1.0] {
        let end = shapes::ellipse(cx + side * dx, cy + side * dy, 0.07 * len, h / 2.0);
        p.fill(
            &shapes::rotated(end, cx + side * dx, cy + side * dy, angle),
            darken(paper, 0.12),
        );
    }
    let band = shapes::rect(
        cx - 0.05 * len,
        cy - h / 2.0 - 0.01 * len,
        0.1 * len,
        h + 0.02 * len,
    );
    p.fill(&shapes::rotated(band, cx, cy, angle), ribbon);
    for side in [-1.0f32, 1.0] {
        let tail = shapes::petal(
            cx,
            cy + h / 2.0,
            0.3 * len,
            0.08 * len,
            PI / 2.0 + side * 0.35 + angle,
            0.7,
        );
        p.fill(&tail, darken(ribbon, 0.08));
    }
}

/// A golden cup on a plinth standing on `base_y`; `size` is its height.
pub(crate) fn trophy_at(
    p: &mut Painter,
    cx: f32,
    base_y: f32,
    size: f32,
    gold: Color,
    plinth: Color,
) {
    let s = size;
    p.fill(
        &shapes::rounded_rect(cx - 0.3 * s, base_y - 0.16 * s, 0.6 * s, 0.16 * s, 0.02 * s),
        plinth,
    );
    p.fill(
        &shapes::rect(cx - 0.2 * s, base_y - 0.24 * s, 0.4 * s, 0.08 * s),
        darken(gold, 0.1),
    );
    p.fill(
        &shapes::rect(cx - 0.05 * s, base_y - 0.42 * s, 0.1 * s, 0.2 * s),
        gold,
    );
    let top = base_y - s;
    for side in [-1.0f32, 1.0] {
        let handle = shapes::curve(
            (cx + side * 0.33 * s, top + 0.12 * s),
            (cx + side * 0.62 * s, top + 0.18 * s),
            (cx + side * 0.2 * s, top + 0.5 * s),
        );
        p.stroke(&handle, darken(gold, 0.08), 0.05 * s / p.unit);
    }
    let mut cup = PathBuilder::new();
    cup.move_to(cx - 0.38 * s, top);
    cup.line_to(cx + 0.38 * s, top);
    cup.cubic_to(
        cx + 0.38 * s,
        top + 0.4 * s,
        cx + 0.2 * s,
        top + 0.56 * s,
        cx + 0.05 * s,
        top + 0.6 * s,
    );
    cup.line_to(cx - 0.05 * s, top + 0.6 * s);
    cup.cubic_to(
        cx - 0.2 * s,
        top + 0.56 * s,
        cx - 0.38 * s,
        top + 0.4 * s,
        cx - 0.38 * s,
        top,
    );
    cup.close();
    p.fill(&cup.finish(), gold);
    p.fill(
        &shapes::ellipse(cx, top, 0.38 * s, 0.05 * s),
        darken(gold, 0.2),
    );
    p.fill_flat(
        &shapes::star(cx, top + 0.26 * s, 0.12 * s, 0.05 * s, 5, 0.0),
        lighten(gold, 0.55),
    );
    super::gloss(
        p,
        cx - 0.22 * s,
        top + 0.2 * s,
        0.04 * s,
        0.12 * s,
        0.2,
        0.45,
    );
}

/// Alternating rays spreading from a point, for a celebratory backdrop.
pub(crate) fn rays(p: &mut Painter, cx: f32, cy: f32, r: f32, color: Color, count: u32) {
    for k in 0..count {
        let a0 = k as f32 * TAU / count as f32;
        let a1 = a0 + TAU / count as f32 / 2.0;
        let wedge = shapes::polygon(&[
            (cx, cy),
            (cx + r * a0.cos(), cy + r * a0.sin()),
            (cx + r * a1.cos(), cy + r * a1.sin()),
        ]);
        p.fill_flat(&wedge, color);
    }
}

/// A ribbon of streamer curling across from `from` in direction `angle`.
pub(crate) fn streamer_at(p: &mut Painter, from: (f32, f32), angle: f32, len: f32, color: Color) {
    let mut pb = PathBuilder::new();
    pb.move_to(from.0, from.1);
    let (dx, dy) = (angle.cos(), angle.sin());
    let (nx, ny) = (-dy, dx);
    let waves = 3;
    let step = len / waves as f32;
    for k in 0..waves {
        let side = if k % 2 == 0 { 1.0 } else { -1.0 };
        let start = k as f32 * step;
        let c = (
            from.0 + dx * (start + step / 2.0) + nx * side * step * 0.6,
            from.1 + dy * (start + step / 2.0) + ny * side * step * 0.6,
        );
        pb.quad_to(
            c.0,
            c.1,
            from.0 + dx * (start + step),
            from.1 + dy * (start + step),
        );
    }
    p.stroke(&pb.finish(), color, 11.0);
}

pub(crate) fn cap(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let (x, y) = s.pen().at(0.0, -62.0);
    cap_at(p, x, y, s.pen().len(95.0), c.main(rgb(0x1F2A44)), gold());
}

pub(crate) fn diploma(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let (x, y) = s.pen().at(0.0, -45.0);
    let paper = rgb(0xFFF8E8);
    diploma_at(
        p,
        x,
        y,
        s.pen().len(140.0),
        -0.15,
        paper,
        c.main(c.accent(0)),
    );
}

pub(crate) fn trophy(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let plinth = lighten(c.palette.ink, 0.1);
    trophy_at(p, s.x, s.base, s.pen().len(96.0), c.main(gold()), plinth);
}

/// Two curling party streamers.
pub(crate) fn streamer(p: &mut Painter, s: &Spot, c: &Paints, _rng: &mut Rng) {
    let pen = s.pen();
    for (y, i) in [(-64.0, 0), (-36.0, 3)] {
        streamer_at(
            p,
            pen.at(-78.0, y),
            0.0,
            pen.len(156.0),
            c.main(c.accent(i)),
        );
    }
}
