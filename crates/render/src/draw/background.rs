//! The card stock: the sky, a glow behind the artwork, and the texture of
//! the art style. Skipped entirely for transparent backgrounds. The sky is
//! painted in the palette's own colours, not recoloured by the style.

use super::{Painter, shapes, vertical_gradient};
use crate::area::Area;
use crate::color::{lighten, mix, with_alpha};
use crate::rng::Rng;
use crate::theme::{ArtStyle, Theme};
use std::f32::consts::TAU;
use tiny_skia::{Color, Shader};

/// `calm_below`: the row from which the stock stays plain, kept for words
/// set later (the canvas height when there is none).
pub(crate) fn paint(
    painter: &mut Painter,
    theme: &Theme,
    glow_at: (f32, f32),
    calm_below: f32,
    rng: &mut Rng,
) {
    let (w, h) = (
        painter.pixmap.width() as f32,
        painter.pixmap.height() as f32,
    );
    let palette = &theme.palette;
    let full = shapes::rect(0.0, 0.0, w, h);
    if theme.art == ArtStyle::Minimalist {
        // One flat colour: the emptiness is the design.
        painter.fill_shader(&full, Shader::SolidColor(palette.sky_top));
        return;
    }
    painter.fill_shader(
        &full,
        vertical_gradient(palette.sky_top, palette.sky_bottom, 0.0, h),
    );
    let glow = lighten(mix(palette.sky_top, palette.sky_bottom, 0.5), 0.5);
    let strength = if palette.is_dark() { 0.28 } else { 0.55 };
    painter.glow(glow_at, 0.55 * w.max(h), with_alpha(glow, strength));

    let canvas = Area::new(0.0, 0.0, w, h);
    let open = Area::new(0.0, 0.0, w, calm_below.min(h));
    match theme.art {
        ArtStyle::Watercolor => watercolor_washes(painter, theme, canvas, rng),
        ArtStyle::Abstract => geometric_shapes(painter, theme, open, rng),
        ArtStyle::Cartoon => rays(painter, glow_at, w.max(h), with_alpha(Color::WHITE, 0.16)),
        ArtStyle::Photorealistic => bokeh(painter, theme, canvas, rng, 26, 0.12),
        ArtStyle::Illustrated => bokeh(painter, theme, canvas, rng, 9, 0.07),
        ArtStyle::Minimalist | ArtStyle::Vintage => {}
    }
}

/// Irregular translucent blots of pigment bleeding across the paper.
fn watercolor_washes(painter: &mut Painter, theme: &Theme, canvas: Area, rng: &mut Rng) {
    let unit = painter.unit;
    let dark = theme.palette.is_dark();
    for i in 0..16 {
        // On a night sky, pigment blooms are deeper tones of the sky itself.
        let color = if dark {
            mix(theme.palette.sky_top, theme.palette.sky_bottom, rng.unit())
        } else {
            lighten(theme.palette.accents[i % 5], 0.3)
        };
        let (x, y) = canvas.random_point(rng);
        let radius = rng.range(120.0, 320.0) * unit;
        let blot = wobbly_circle(x, y, radius, 0.2, rng);
        let alpha = if dark {
            rng.range(0.25, 0.45)
        } else {
            rng.range(0.07, 0.15)
        };
        painter.fill_shader(&blot, Shader::SolidColor(with_alpha(color, alpha)));
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

/// Large overlapping circles, bars, rings and triangles in the accent colours.
fn geometric_shapes(painter: &mut Painter, theme: &Theme, canvas: Area, rng: &mut Rng) {
    let unit = painter.unit;
    for i in 0..14 {
        let color = with_alpha(theme.palette.accents[i % 5], rng.range(0.22, 0.42));
        let size = rng.range(110.0, 320.0) * unit;
        let (x, y) = canvas.random_point(rng);
        // Shapes end above the calm band rather than cross it.
        let y = y.min(canvas.bottom() - 0.8 * size);
        let shape = match i % 4 {
            0 => shapes::circle(x, y, size),
            1 => shapes::rotated(
                shapes::rect(x - size, y - size * 0.22, size * 2.0, size * 0.44),
                x,
                y,
                rng.range(0.0, TAU),
            ),
            2 => {
                painter.stroke_flat(&shapes::circle(x, y, size * 0.8), color, 26.0 * unit);
                continue;
            }
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
        painter.fill_shader(&shape, Shader::SolidColor(color));
    }
}

/// Alternating rays spreading from behind the hero, a comic-book backdrop.
fn rays(painter: &mut Painter, from: (f32, f32), reach: f32, color: Color) {
    let count = 18;
    for k in 0..count {
        let a0 = k as f32 * TAU / count as f32;
        let a1 = a0 + TAU / count as f32 / 2.0;
        let wedge = shapes::polygon(&[
            from,
            (
                from.0 + 1.5 * reach * a0.cos(),
                from.1 + 1.5 * reach * a0.sin(),
            ),
            (
                from.0 + 1.5 * reach * a1.cos(),
                from.1 + 1.5 * reach * a1.sin(),
            ),
        ]);
        painter.fill_shader(&wedge, Shader::SolidColor(color));
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
        let disc = with_alpha(tint, alpha * rng.range(0.6, 1.4));
        painter.fill_shader(&shapes::circle(x, y, r), Shader::SolidColor(disc));
    }
}
