//! Surface effects over a finished opaque picture, pixel by pixel: paper
//! grain, pigment mottling, sepia toning and printed halftone dots.

use crate::blur::blur_opaque;
use crate::rng::Rng;
use tiny_skia::Pixmap;

/// Watercolour on paper: edges bleed softly, pigment pools into darker
/// rims just inside each shape with a pale halo of paper outside it, and
/// the transparent washes let the white paper lift every colour.
pub(crate) fn watercolour(pixmap: &mut Pixmap, unit: f32) {
    let mut bleed = pixmap.clone();
    blur_opaque(&mut bleed, 1.5 * unit);
    let mut spread = pixmap.clone();
    blur_opaque(&mut spread, 7.0 * unit);
    let rims = 0.7;
    let paper = 0.1;
    let pixels = pixmap.data_mut().chunks_exact_mut(4);
    for ((px, soft), wide) in pixels
        .zip(bleed.data().chunks_exact(4))
        .zip(spread.data().chunks_exact(4))
    {
        for c in 0..3 {
            let pooled = f32::from(soft[c]) + rims * (f32::from(px[c]) - f32::from(wide[c]));
            px[c] = (pooled + paper * (255.0 - pooled)).clamp(0.0, 255.0) as u8;
        }
    }
}

/// Stretches the tones around the middle grey, as a photograph's contrast.
pub(crate) fn contrast(pixmap: &mut Pixmap, by: f32) {
    for px in pixmap.data_mut().chunks_exact_mut(4) {
        for c in &mut px[..3] {
            *c = ((f32::from(*c) - 128.0) * by + 128.0).clamp(0.0, 255.0) as u8;
        }
    }
}

/// Fine noise like paper fibres.
pub(crate) fn grain(pixmap: &mut Pixmap, amplitude: u8, rng: &mut Rng) {
    let amplitude = i16::from(amplitude);
    let span = 2 * amplitude as u32 + 1;
    // Eight pixels' noise from each random number.
    for pixels in pixmap.data_mut().chunks_mut(32) {
        let bits = rng.next_u64().to_le_bytes();
        for (px, byte) in pixels.chunks_exact_mut(4).zip(bits) {
            let noise = ((u32::from(byte) * span) >> 8) as i16 - amplitude;
            for channel in &mut px[..3] {
                *channel = (i16::from(*channel) + noise).clamp(0, 255) as u8;
            }
        }
    }
}

/// Slow blotches of deeper and paler pigment, as a wash dries unevenly:
/// smooth noise over a `cells` x `cells` grid scales the colours by up to
/// `strength` either way.
pub(crate) fn mottle(pixmap: &mut Pixmap, strength: f32, cells: usize, rng: &mut Rng) {
    let (w, h) = (pixmap.width() as usize, pixmap.height() as usize);
    let grid: Vec<f32> = (0..(cells + 1) * (cells + 1))
        .map(|_| rng.range(-1.0, 1.0))
        .collect();
    let at = |gx: usize, gy: usize| grid[gy.min(cells) * (cells + 1) + gx.min(cells)];
    let columns: Vec<(usize, f32)> = (0..w)
        .map(|x| {
            let fx = x as f32 / w as f32 * cells as f32;
            (fx as usize, smooth(fx.fract()))
        })
        .collect();
    let mut line = vec![0.0f32; cells + 2];
    for (y, row) in pixmap.data_mut().chunks_exact_mut(w * 4).enumerate() {
        let fy = y as f32 / h as f32 * cells as f32;
        let (gy, ty) = (fy as usize, smooth(fy.fract()));
        for (gx, v) in line.iter_mut().enumerate() {
            *v = at(gx, gy) + (at(gx, gy + 1) - at(gx, gy)) * ty;
        }
        for (px, &(gx, tx)) in row.chunks_exact_mut(4).zip(&columns) {
            let scale = 1.0 + strength * (line[gx] + (line[gx + 1] - line[gx]) * tx);
            for c in &mut px[..3] {
                *c = (f32::from(*c) * scale).min(255.0) as u8;
            }
        }
    }
}

fn smooth(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// Pulls colours `amount` of the way towards a brown monochrome of the
/// same brightness, like an old print.
pub(crate) fn tone(pixmap: &mut Pixmap, amount: f32) {
    for px in pixmap.data_mut().chunks_exact_mut(4) {
        let luma = 0.299 * f32::from(px[0]) + 0.587 * f32::from(px[1]) + 0.114 * f32::from(px[2]);
        let sepia = [luma * 1.07 + 8.0, luma * 0.95 + 4.0, luma * 0.78];
        for (c, s) in px[..3].iter_mut().zip(sepia) {
            *c = (f32::from(*c) * (1.0 - amount) + s.min(255.0) * amount) as u8;
        }
    }
}

/// Printed halftone: a screen of dots at 45 degrees, `cell` pixels apart,
/// larger where the picture is darker. Ink dots darken by `strength`; the
/// paper between them shows a little lighter.
pub(crate) fn halftone(pixmap: &mut Pixmap, cell: f32, strength: f32) {
    let w = pixmap.width() as usize;
    let pitch = cell * std::f32::consts::SQRT_2;
    for (i, px) in pixmap.data_mut().chunks_exact_mut(4).enumerate() {
        let (x, y) = ((i % w) as f32, (i / w) as f32);
        let (u, v) = ((x + y) / pitch, (x - y) / pitch);
        let (du, dv) = (u - u.floor() - 0.5, v - v.floor() - 0.5);
        let luma = 0.299 * f32::from(px[0]) + 0.587 * f32::from(px[1]) + 0.114 * f32::from(px[2]);
        // A dot's radius grows with the square root of the darkness; compared squared.
        let dot_squared = 0.4356 * (1.0 - luma / 255.0);
        let scale = if du * du + dv * dv < dot_squared {
            1.0 - strength
        } else {
            1.0 + 0.35 * strength
        };
        for c in &mut px[..3] {
            *c = (f32::from(*c) * scale).min(255.0) as u8;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halftone_leaves_white_alone_and_dots_grey() {
        let mut white = Pixmap::new(32, 32).unwrap();
        white.fill(tiny_skia::Color::WHITE);
        halftone(&mut white, 6.0, 0.3);
        assert!(white.data().iter().all(|&c| c == 255));
        let mut grey = Pixmap::new(32, 32).unwrap();
        grey.fill(tiny_skia::Color::from_rgba8(128, 128, 128, 255));
        halftone(&mut grey, 6.0, 0.3);
        let values: std::collections::HashSet<u8> = grey.data().chunks(4).map(|p| p[0]).collect();
        assert!(values.len() >= 2, "dots and paper: {values:?}");
    }
}
