//! Finishing touches on an opaque card, per art style: the surface before
//! the lettering (watercolour bleed and paper, an old print's tone, dots and
//! specks, a photograph's light and depth) and the frame line after it.

use super::{Painter, shapes, texture};
use crate::area::Area;
use crate::blur::blur_opaque;
use crate::color::{mix, rgb, with_alpha};
use crate::rng::Rng;
use crate::theme::{ArtStyle, Theme};
use tiny_skia::{Color, GradientStop, Point, RadialGradient, SpreadMode, Transform};

pub(crate) fn surface(painter: &mut Painter, theme: &Theme, rng: &mut Rng) {
    let unit = painter.unit;
    match theme.art {
        ArtStyle::Watercolor => {
            texture::watercolour(painter.pixmap, unit);
            texture::mottle(painter.pixmap, 0.08, 9, rng);
            // Cold-pressed paper: a tooth coarser than grain, then fibres.
            texture::mottle(painter.pixmap, 0.03, (60.0 * unit) as usize, rng);
            texture::grain(painter.pixmap, 7, rng);
        }
        ArtStyle::Vintage => {
            texture::tone(painter.pixmap, 0.45);
            texture::halftone(painter.pixmap, 7.0 * unit, 0.16);
            speckle(painter, rng);
            vignette(painter, 0.3);
            texture::grain(painter.pixmap, 9, rng);
        }
        ArtStyle::Photorealistic => {
            texture::contrast(painter.pixmap, 1.12);
            light(painter, (0.3, 0.12), with_alpha(rgb(0xFFF1D6), 0.3));
            vignette(painter, 0.34);
            texture::grain(painter.pixmap, 4, rng);
        }
        _ => {}
    }
}

/// A photograph's shallow depth of field: everything drawn so far goes
/// soft, so what is drawn next stands out sharp in front of it.
pub(crate) fn defocus(painter: &mut Painter, units: f32) {
    blur_opaque(painter.pixmap, units * painter.unit);
}

pub(crate) fn frame(painter: &mut Painter, theme: &Theme, card: Area) {
    let unit = painter.unit;
    let palette = &theme.palette;
    let line = mix(palette.ink, palette.sky_bottom, 0.45);
    let (width, alpha, colour) = match theme.art {
        ArtStyle::Cartoon => (8.0, 1.0, rgb(0x1E1A22)),
        ArtStyle::Photorealistic | ArtStyle::Abstract | ArtStyle::Minimalist => return,
        _ => (2.5, 0.55, line),
    };
    let r = 18.0 * unit;
    let outline = shapes::rounded_rect(card.x, card.y, card.w, card.h, r);
    painter.stroke_flat(&outline, with_alpha(colour, alpha), width * unit);
    if matches!(
        theme.art,
        ArtStyle::Vintage | ArtStyle::Illustrated | ArtStyle::Watercolor
    ) {
        let inner = card.inset(12.0 * unit);
        let outline = shapes::rounded_rect(inner.x, inner.y, inner.w, inner.h, r * 0.6);
        painter.stroke_flat(&outline, with_alpha(line, alpha * 0.55), 1.2 * unit);
    }
}

fn canvas_size(painter: &Painter) -> (f32, f32) {
    (
        painter.pixmap.width() as f32,
        painter.pixmap.height() as f32,
    )
}

fn radial(painter: &mut Painter, at: (f32, f32), radius: f32, stops: Vec<GradientStop>) {
    let (w, h) = canvas_size(painter);
    let centre = Point::from_xy(at.0, at.1);
    let identity = Transform::identity();
    if let Some(shader) = RadialGradient::new(
        centre,
        0.0,
        centre,
        radius,
        stops,
        SpreadMode::Pad,
        identity,
    ) {
        painter.fill_shader(&shapes::rect(0.0, 0.0, w, h), shader);
    }
}

/// Darker corners, as an old print or a lens gives.
fn vignette(painter: &mut Painter, strength: f32) {
    let (w, h) = canvas_size(painter);
    let stops = vec![
        GradientStop::new(0.0, Color::TRANSPARENT),
        GradientStop::new(0.55, Color::TRANSPARENT),
        GradientStop::new(1.0, with_alpha(rgb(0x1E1208), strength)),
    ];
    radial(
        painter,
        (w / 2.0, h / 2.0),
        0.86 * w.hypot(h) / 2.0 * 1.15,
        stops,
    );
}

/// Soft light falling from a point given as fractions of the canvas.
fn light(painter: &mut Painter, from: (f32, f32), colour: Color) {
    let (w, h) = canvas_size(painter);
    let stops = vec![
        GradientStop::new(0.0, colour),
        GradientStop::new(1.0, with_alpha(colour, 0.0)),
    ];
    radial(painter, (from.0 * w, from.1 * h), 0.9 * w.max(h), stops);
}

/// Foxing and specks of an old sheet of paper.
fn speckle(painter: &mut Painter, rng: &mut Rng) {
    let (w, h) = canvas_size(painter);
    let unit = painter.unit;
    for _ in 0..14 {
        let (x, y) = (rng.range(0.0, w), rng.range(0.0, h));
        let stain = with_alpha(rgb(0x9C7A4A), rng.range(0.04, 0.08));
        painter.fill_shader(
            &shapes::circle(x, y, rng.range(20.0, 70.0) * unit),
            tiny_skia::Shader::SolidColor(stain),
        );
    }
    for _ in 0..420 {
        let (x, y) = (rng.range(0.0, w), rng.range(0.0, h));
        let speck = with_alpha(rgb(0x3A2A1A), rng.range(0.15, 0.5));
        painter.fill_shader(
            &shapes::circle(x, y, rng.range(0.5, 1.8) * unit),
            tiny_skia::Shader::SolidColor(speck),
        );
    }
}
