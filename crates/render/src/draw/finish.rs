//! Final touches on an opaque card: frame line, vignette and paper grain.

use super::{Painter, shapes};
use crate::area::Area;
use crate::color::{mix, with_alpha};
use crate::rng::Rng;
use crate::theme::{ArtStyle, Theme};
use tiny_skia::{Color, GradientStop, Point, RadialGradient, SpreadMode, Transform};

pub(crate) fn paint(painter: &mut Painter, theme: &Theme, card: Area, rng: &mut Rng) {
    let art = theme.art;
    if matches!(art, ArtStyle::Vintage | ArtStyle::Photorealistic) {
        vignette(painter, if art == ArtStyle::Vintage { 0.34 } else { 0.26 });
    }
    frame(painter, theme, card);
    if matches!(art, ArtStyle::Watercolor | ArtStyle::Vintage) {
        grain(painter, if art == ArtStyle::Vintage { 9 } else { 4 }, rng);
    }
}

fn frame(painter: &mut Painter, theme: &Theme, card: Area) {
    let unit = painter.unit;
    let palette = &theme.palette;
    let line = mix(palette.ink, palette.sky_bottom, 0.45);
    let (width, alpha) = match theme.art {
        ArtStyle::Cartoon => (7.0, 0.9),
        ArtStyle::Photorealistic | ArtStyle::Abstract => return,
        _ => (2.5, 0.55),
    };
    let r = 18.0 * unit;
    let outline = shapes::rounded_rect(card.x, card.y, card.w, card.h, r);
    painter.stroke_flat(&outline, with_alpha(line, alpha), width * unit);
    if matches!(
        theme.art,
        ArtStyle::Vintage | ArtStyle::Illustrated | ArtStyle::Watercolor
    ) {
        let inner = card.inset(12.0 * unit);
        let outline = shapes::rounded_rect(inner.x, inner.y, inner.w, inner.h, r * 0.6);
        painter.stroke_flat(&outline, with_alpha(line, alpha * 0.55), 1.2 * unit);
    }
}

fn vignette(painter: &mut Painter, strength: f32) {
    let (w, h) = (
        painter.pixmap.width() as f32,
        painter.pixmap.height() as f32,
    );
    let centre = Point::from_xy(w / 2.0, h / 2.0);
    let radius = 0.75 * w.hypot(h) / 2.0 * 1.15;
    let stops = vec![
        GradientStop::new(0.0, Color::TRANSPARENT),
        GradientStop::new(0.55, Color::TRANSPARENT),
        GradientStop::new(1.0, with_alpha(Color::from_rgba8(30, 18, 8, 255), strength)),
    ];
    if let Some(shader) = RadialGradient::new(
        centre,
        0.0,
        centre,
        radius,
        stops,
        SpreadMode::Pad,
        Transform::identity(),
    ) {
        painter.fill_shader(&shapes::rect(0.0, 0.0, w, h), shader);
    }
}

/// Fine noise like paper fibres; only used on opaque cards.
fn grain(painter: &mut Painter, amplitude: u8, rng: &mut Rng) {
    let amplitude = i16::from(amplitude);
    for px in painter.pixmap.data_mut().chunks_exact_mut(4) {
        let noise = (rng.next_u64() % (2 * amplitude as u64 + 1)) as i16 - amplitude;
        for channel in &mut px[..3] {
            *channel = (i16::from(*channel) + noise).clamp(0, 255) as u8;
        }
    }
}
