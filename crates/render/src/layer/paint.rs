//! Paints the lettering onto the art: a soft scrim behind the band, a halo
//! around the letters that lifts them off any background, then the ink. Only
//! the band's rows are touched.
//!
//! The scrim and halo are plain per-pixel blends over the premultiplied rows:
//! they cover most of the band, where tiny-skia's general pipeline would cost
//! several times as much; the letters themselves are tiny-skia paths.

use super::bounds;
use super::ink::Ink;
use crate::blur::blur;
use image::RgbaImage;
use tiny_skia::{
    Color, ColorU8, FillRule, GradientStop, IntSize, LinearGradient, Mask, Paint, Path, Pixmap,
    Point, Shader, SpreadMode, Transform,
};

/// The halo's blur radius and its drop below the letters, per pixel of font size.
const GLOW_RADIUS: f32 = 0.11;
const GLOW_DROP: f32 = 0.035;
/// The blurred coverage is boosted so the halo is solid right at the letters
/// and only thins out further away.
const GLOW_GAIN: u32 = 3;
/// The soft outline's blur radius per pixel of font size, its boost and its
/// strength.
const OUTLINE_RADIUS: f32 = 0.025;
const OUTLINE_GAIN: u32 = 4;
const OUTLINE_ALPHA: u32 = 153;

/// Where the scrim lies: at full strength from `top` to `bottom` and from
/// `left` to `right`, fading out over `feather` beyond them (clipped to the
/// image): a soft pool behind the words rather than a stripe across the card.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Band {
    pub(crate) top: f32,
    pub(crate) bottom: f32,
    pub(crate) left: f32,
    pub(crate) right: f32,
    pub(crate) feather: f32,
}

impl Band {
    /// First row and end row (exclusive) touched in an image `height` tall.
    pub(crate) fn rows(&self, height: u32) -> (u32, u32) {
        let first = (self.top - self.feather).floor().max(0.0) as u32;
        let end = ((self.bottom + self.feather).ceil().max(0.0) as u32).min(height);
        (first.min(end), end)
    }

    /// The scrim's strength (0..1 of its most) at row centre `y`.
    fn strength(&self, y: f32) -> f32 {
        fade((self.top - y).max(y - self.bottom), self.feather)
    }

    /// The scrim's strength across the row, per column centre `x`.
    fn across(&self, x: f32) -> f32 {
        fade((self.left - x).max(x - self.right), self.feather)
    }
}

/// 1 inside, easing to 0 at `feather` outside: smoothstep, squared, so the
/// fade shows no edge.
fn fade(outside: f32, feather: f32) -> f32 {
    let t = (1.0 - outside.max(0.0) / feather.max(1.0)).clamp(0.0, 1.0);
    (t * t * (3.0 - 2.0 * t)).powi(2)
}

/// Returns `art` with `lines` (paths in image coordinates, set at `size` px)
/// lettered in `ink` over a scrim across `band`.
pub(crate) fn paint(
    art: &RgbaImage,
    lines: &[Path],
    size: f32,
    ink: &Ink,
    band: Band,
) -> RgbaImage {
    let mut out = art.clone();
    let (first, end) = band.rows(art.height());
    let Some(size_px) = IntSize::from_wh(art.width(), end - first) else {
        return out;
    };
    // Work on the band's rows alone, in their own coordinates.
    let top = first as f32;
    let shift = Transform::from_translate(0.0, -top);
    let lines: Vec<Path> = lines
        .iter()
        .filter_map(|p| p.clone().transform(shift))
        .collect();
    let original = premultiplied(art, first, end);
    let Some(mut canvas) = Pixmap::from_vec(original.clone(), size_px) else {
        return out;
    };

    let width = art.width() as usize;
    let shade = ink.halo.to_color_u8();
    let across: Vec<f32> = (0..width).map(|x| band.across(x as f32 + 0.5)).collect();
    for (y, row) in canvas.data_mut().chunks_exact_mut(width * 4).enumerate() {
        let most = ink.scrim * band.strength(top + y as f32 + 0.5) * 255.0;
        if most >= 0.5 {
            blend_row(row, shade, |x| (most * across[x]).round() as u32);
        }
    }
    halo(&mut canvas, &lines, size, shade, ink.glow);
    for line in &lines {
        let b = line.bounds();
        let face = gradient(b.top(), b.bottom(), ink.face);
        canvas.fill_path(line, &face, FillRule::Winding, Transform::identity(), None);
    }

    // Pixels the layer left alone keep their exact original values: going
    // through premultiplied alpha and back would round translucent ones.
    let raw: &mut [u8] = &mut out;
    let rows = &mut raw[first as usize * width * 4..end as usize * width * 4];
    for ((new, old), dst) in canvas
        .pixels()
        .iter()
        .zip(original.chunks_exact(4))
        .zip(rows.chunks_exact_mut(4))
    {
        if [new.red(), new.green(), new.blue(), new.alpha()] != old {
            let c = new.demultiply();
            dst.copy_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
        }
    }
    out
}

/// Rows `first..end` of `art` as premultiplied RGBA bytes.
fn premultiplied(art: &RgbaImage, first: u32, end: u32) -> Vec<u8> {
    let width = art.width() as usize;
    let rows = &art.as_raw()[first as usize * width * 4..end as usize * width * 4];
    let mut data = Vec::with_capacity(rows.len());
    for p in rows.chunks_exact(4) {
        if p[3] == 255 {
            data.extend_from_slice(p);
        } else {
            let c = ColorU8::from_rgba(p[0], p[1], p[2], p[3]).premultiply();
            data.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
        }
    }
    data
}

/// Lays `color` over premultiplied pixels, the `n`th at opacity `alpha(n)`
/// (0..=255).
fn blend_row(row: &mut [u8], color: ColorU8, alpha: impl Fn(usize) -> u32) {
    let src = [color.red(), color.green(), color.blue(), 255].map(u32::from);
    for (n, px) in row.chunks_exact_mut(4).enumerate() {
        let a = alpha(n).min(255);
        if a == 0 {
            continue;
        }
        for (d, s) in px.iter_mut().zip(src) {
            *d = ((s * a + u32::from(*d) * (255 - a) + 127) / 255) as u8;
        }
    }
}

/// Lays the halo colour around the letters, from their coverage blurred two
/// ways: tightly and boosted into a soft outline that keeps the letters'
/// edges crisp on busy art, and widely, dropped a little, into a glow that
/// lifts them off it. Only the letters' surroundings are worked on: the rest
/// of the coverage is empty.
fn halo(canvas: &mut Pixmap, lines: &[Path], size: f32, color: ColorU8, glow_alpha: u32) {
    let glow_radius = (GLOW_RADIUS * size).round().max(1.0);
    let outline_radius = (OUTLINE_RADIUS * size).round().max(1.0) as usize;
    let drop = (GLOW_DROP * size).round() as usize;
    let Some(ink) = bounds(lines) else {
        return;
    };
    // Three box blurs spread coverage up to three radii.
    let reach = 3.0 * glow_radius + drop as f32 + 2.0;
    let clip = |v: f32, most: u32| (v.max(0.0) as u32).min(most);
    let (w, h) = (canvas.width(), canvas.height());
    let left = clip((ink.left() - reach).floor(), w);
    let right = clip((ink.right() + reach).ceil(), w);
    let top = clip((ink.top() - reach).floor(), h);
    let bottom = clip((ink.bottom() + reach).ceil(), h);
    let Some(mut coverage) = Mask::new(right - left, bottom - top) else {
        return;
    };
    let place = Transform::from_translate(-(left as f32), -(top as f32));
    for line in lines {
        coverage.fill_path(line, FillRule::Winding, true, place);
    }
    let (mw, mh) = (coverage.width() as usize, coverage.height() as usize);
    let mut outline = coverage.data().to_vec();
    blur(&mut outline, mw, mh, outline_radius);
    let mut glow = coverage.take();
    blur(&mut glow, mw, mh, glow_radius as usize);

    let boost = |v: u8, gain: u32, alpha: u32| (u32::from(v) * gain).min(255) * alpha / 255;
    let stride = w as usize * 4;
    let data = canvas.data_mut();
    for y in 0..mh {
        let start = (top as usize + y) * stride + left as usize * 4;
        let edge = &outline[y * mw..(y + 1) * mw];
        let shadow = y
            .checked_sub(drop)
            .map(|from| &glow[from * mw..(from + 1) * mw]);
        blend_row(&mut data[start..start + mw * 4], color, |x| {
            let o = boost(edge[x], OUTLINE_GAIN, OUTLINE_ALPHA);
            let g = shadow.map_or(0, |row| boost(row[x], GLOW_GAIN, glow_alpha));
            // The two together, as if one lay over the other.
            o + g - o * g / 255
        });
    }
}

/// The ink's three tones from `top` to `bottom` of a line.
fn gradient(top: f32, bottom: f32, face: [Color; 3]) -> Paint<'static> {
    let shader = LinearGradient::new(
        Point::from_xy(0.0, top),
        Point::from_xy(0.0, bottom.max(top + 1.0)),
        vec![
            GradientStop::new(0.0, face[0]),
            GradientStop::new(0.5, face[1]),
            GradientStop::new(1.0, face[2]),
        ],
        SpreadMode::Pad,
        Transform::identity(),
    )
    .unwrap_or(Shader::SolidColor(face[1]));
    Paint {
        shader,
        anti_alias: true,
        ..Paint::default()
    }
}
