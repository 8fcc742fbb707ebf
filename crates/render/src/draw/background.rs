//! The card stock: sky gradient, a glow behind the artwork, and the texture
//! of the art style. Skipped entirely for transparent backgrounds.

use super::{Painter, shapes, vertical_gradient};
use crate::area::Area;
use crate::color::{lighten, mix, with_alpha};
use crate::rng::Rng;
use crate::theme::{ArtStyle, Theme};
use std::f32::consts::TAU;
use tiny_skia::{GradientStop, Point, RadialGradient, SpreadMode, Transform};

pub(crate) fn paint(painter: &mut Painter, theme: &Theme, glow_at: (f32, f32), rng: &mut Rng) {
    let (w, h) = (
        painter.pixmap.width() as f32,
        painter.pixmap.height() as f32,
    );
    let palette = &theme.palette;
    let full = shapes::rect(0.0, 0.0, w, h);
    painter.fill_shader(
        &full,
        vertical_gradient(palette.sky_top, palette.sky_bottom, 0.0, h),
    );

    let glow = lighten(mix(palette.sky_top, palette.sky_bottom, 0.5), 0.5);
    let strength = if palette.is_dark() { 0.28 } else { 0.55 };
    radial_glow(
        painter,
        glow_at,
        0.55 * w.max(h),
        with_alpha(glow, strength),
    );

    let canvas = Area::new(0.0, 0.0, w, h);
    match theme.art {
        ArtStyle::Watercolor => watercolor_washes(painter, theme, canvas, rng),
        ArtStyle::Abstract => geometric_shapes(painter, theme, canvas, rng),
        ArtStyle::Photorealistic => bokeh(painter, theme, canvas, rng, 26, 0.10),
        ArtStyle::Illustrated | ArtStyle::Cartoon => bokeh(painter, theme, canvas, rng, 9, 0.07),
        ArtStyle::Minimalist | ArtStyle::Vintage => {}
    }
}

pub(crate) fn radial_glow(
    painter: &mut Painter,
    at: (f32, f32),
    radius: f32,
    color: tiny_skia::Color,
) {
    let stops = vec![
        GradientStop::new(0.0, color),
        GradientStop::new(1.0, with_alpha(color, 0.0)),
    ];
    let centre = Point::from_xy(at.0, at.1);
    if let Some(shader) = RadialGradient::new(
        centre,
        0.0,
        centre,
        radius,
        stops,
        SpreadMode::Pad,
        Transform::identity(),
    ) {
        painter.fill_shader(&shapes::circle(at.0, at.1, radius), shader);
    }
}

/// Irregular translucent blots of pigment bleeding across the paper.
fn watercolor_washes(painter: &mut Painter, theme: &Theme, canvas: Area, rng: &mut Rng) {
    let unit = painter.unit;
    let dark = theme.palette.is_dark();
    for i in 0..14 {
        // On a night sky, pigment blooms are deeper tones of the sky itself.
        let color = if dark {
            mix(theme.palette.sky_top, theme.palette.sky_bottom, rng.unit())
        } else {
            lighten(theme.palette.accents[i % 5], 0.35)
        };
        let (x, y) = canvas.random_point(rng);
        let radius = rng.range(120.0, 300.0) * unit;
        let blot = wobbly_circle(x, y, radius, 0.18, rng);
        let alpha = if dark {
            rng.range(0.25, 0.45)
        } else {
            rng.range(0.05, 0.11)
        };
        painter.fill_flat(&blot, with_alpha(color, alpha));
    }
}

/// A circle whose radius wanders, for organic blots and clouds.
pub(crate) fn wobbly_circle(
    cx: f32,
    cy: f32,
    r: f32,
    wobble: f32,
    rng: &mut Rng,
) -> Option<tiny_skia::Path> {
    let phases: [f32; 3] = [
        rng.range(0.0, TAU),
        rng.range(0.0, TAU),
        rng.range(0.0, TAU),
    ];
    let points: Vec<(f32, f32)> = (0..72)
        .map(|i| {
            let a = i as f32 / 72.0 * TAU;
            let n = (3.0 * a + phases[0]).sin() * 0.5
                + (5.0 * a + phases[1]).sin() * 0.3
                + (8.0 * a + phases[2]).sin() * 0.2;
            let rr = r * (1.0 + wobble * n);
            (cx + rr * a.cos(), cy + rr * a.sin())
        })
        .collect();
    shapes::polygon(&points)
}

/// Large overlapping circles, bars and triangles in the accent colours.
fn geometric_shapes(painter: &mut Painter, theme: &Theme, canvas: Area, rng: &mut Rng) {
    let unit = painter.unit;
    for i in 0..12 {
        let color = with_alpha(theme.palette.accents[i % 5], rng.range(0.12, 0.26));
        let (x, y) = canvas.random_point(rng);
        let size = rng.range(90.0, 280.0) * unit;
        let shape = match i % 3 {
            0 => shapes::circle(x, y, size),
            1 => shapes::rotated(
                shapes::rect(x - size, y - size * 0.25, size * 2.0, size * 0.5),
                x,
                y,
                rng.range(0.0, TAU),
            ),
            _ => {
                let a = rng.range(0.0, TAU);
                let corner = |k: f32| {
                    (
                        x + size * (a + k * TAU / 3.0).cos(),
                        y + size * (a + k * TAU / 3.0).sin(),
                    )
                };
                shapes::polygon(&[corner(0.0), corner(1.0), corner(2.0)])
            }
        };
        painter.fill_flat(&shape, color);
    }
}

/// Out-of-focus light discs.
fn bokeh(
    painter: &mut Painter,
    theme: &Theme,
    canvas: Area,
    rng: &mut Rng,
    count: usize,
    alpha: f32,
) {
    let unit = painter.unit;
    let light = if theme.palette.is_dark() {
        theme.palette.accents[1]
    } else {
        theme.palette.paper
    };
    for i in 0..count {
        let (x, y) = canvas.random_point(rng);
        let r = rng.range(30.0, 110.0) * unit;
        let tint = mix(light, theme.palette.accents[i % 5], 0.35);
        painter.fill_flat(
            &shapes::circle(x, y, r),
            with_alpha(tint, alpha * rng.range(0.6, 1.4)),
        );
    }
}
