//! A fast approximate Gaussian blur: repeated box blurs with running sums,
//! cost independent of the radius. Columns are summed a whole row at a time
//! so memory is read in order. The text layer blurs its halo mask with it;
//! the art styles soften whole pictures (watercolour bleed, photographic
//! depth of field).

/// Box blurs of each direction: three passes come close to a Gaussian.
const PASSES: usize = 3;

/// Blurs `data` (`width` x `height`, row by row) in place; values beyond the
/// edges count as zero.
pub(crate) fn blur(data: &mut [u8], width: usize, height: usize, radius: usize) {
    box_blur(data, width, height, radius, PASSES);
}

fn box_blur(data: &mut [u8], width: usize, height: usize, radius: usize, passes: usize) {
    if width == 0 || height == 0 || radius == 0 {
        return;
    }
    let mut scratch = vec![0u8; data.len()];
    for _ in 0..passes {
        rows(data, &mut scratch, width, radius);
        columns(&scratch, data, width, height, radius);
    }
}

/// Blurs the colours of an opaque picture in place (its alpha stays
/// opaque). Wide blurs are worked out on a picture scaled down by up to 4
/// and scaled back up smoothly: the result is as soft, for a fraction of
/// the cost.
pub(crate) fn blur_opaque(pixmap: &mut tiny_skia::Pixmap, radius: f32) {
    let (width, height) = (pixmap.width() as usize, pixmap.height() as usize);
    if radius < 0.5 || width == 0 || height == 0 {
        return;
    }
    let scale = ((radius / 3.0) as usize).clamp(1, 4);
    // A slight softening needs no more than one box pass.
    let passes = if radius < 3.0 { 1 } else { PASSES };
    let small_radius = (radius / scale as f32).round().max(1.0) as usize;
    let data = pixmap.data_mut();
    let mut planes = shrink(data, width, height, scale);
    let (sw, sh) = (width.div_ceil(scale), height.div_ceil(scale));
    for plane in &mut planes {
        box_blur(plane, sw, sh, small_radius, passes);
    }
    grow(&planes, (sw, sh), scale, data, width);
}

/// The colour channels of RGBA `data`, each averaged over `scale` x `scale` blocks.
fn shrink(data: &[u8], width: usize, height: usize, scale: usize) -> [Vec<u8>; 3] {
    let (sw, sh) = (width.div_ceil(scale), height.div_ceil(scale));
    let mut planes = [vec![0u8; sw * sh], vec![0u8; sw * sh], vec![0u8; sw * sh]];
    if scale == 1 {
        for (i, px) in data.chunks_exact(4).enumerate() {
            for c in 0..3 {
                planes[c][i] = px[c];
            }
        }
        return planes;
    }
    let mut sums = vec![[0u32; 3]; sw];
    for sy in 0..sh {
        sums.fill([0; 3]);
        let rows = (sy * scale)..((sy + 1) * scale).min(height);
        let count_y = rows.len();
        for y in rows {
            for (x, px) in data[y * width * 4..(y + 1) * width * 4]
                .chunks_exact(4)
                .enumerate()
            {
                let cell = &mut sums[x / scale];
                for c in 0..3 {
                    cell[c] += u32::from(px[c]);
                }
            }
        }
        for (sx, cell) in sums.iter().enumerate() {
            let count_x = (width - sx * scale).min(scale);
            let n = (count_x * count_y) as u32;
            for c in 0..3 {
                planes[c][sy * sw + sx] = (cell[c] / n) as u8;
            }
        }
    }
    planes
}

/// Writes planes `scale` times smaller back over the colour channels of
/// `data`, interpolating between block centres.
fn grow(
    planes: &[Vec<u8>; 3],
    (sw, sh): (usize, usize),
    scale: usize,
    data: &mut [u8],
    width: usize,
) {
    if scale == 1 {
        for (i, px) in data.chunks_exact_mut(4).enumerate() {
            for c in 0..3 {
                px[c] = planes[c][i];
            }
        }
        return;
    }
    let place = |i: usize, most: usize| {
        let f = ((i as f32 + 0.5) / scale as f32 - 0.5).max(0.0);
        let i0 = (f as usize).min(most - 1);
        (i0, (i0 + 1).min(most - 1), f - i0 as f32)
    };
    let columns: Vec<(usize, usize, f32)> = (0..width).map(|x| place(x, sw)).collect();
    for (y, row) in data.chunks_exact_mut(width * 4).enumerate() {
        let (y0, y1, ty) = place(y, sh);
        for (px, &(x0, x1, tx)) in row.chunks_exact_mut(4).zip(&columns) {
            for (c, plane) in planes.iter().enumerate() {
                let at = |x: usize, y: usize| f32::from(plane[y * sw + x]);
                let top = at(x0, y0) + (at(x1, y0) - at(x0, y0)) * tx;
                let bottom = at(x0, y1) + (at(x1, y1) - at(x0, y1)) * tx;
                px[c] = (top + (bottom - top) * ty + 0.5) as u8;
            }
        }
    }
}

/// Divides a window's sum by its length: a multiply and a shift, since a
/// division per pixel would dominate the blur.
#[derive(Clone, Copy)]
struct Mean {
    half: u64,
    scale: u64,
}

impl Mean {
    const SHIFT: u32 = 32;

    fn new(radius: usize) -> Self {
        let window = 2 * radius as u64 + 1;
        Mean {
            half: window / 2,
            scale: (1u64 << Self::SHIFT).div_ceil(window),
        }
    }

    fn of(self, sum: u32) -> u8 {
        (((u64::from(sum) + self.half) * self.scale) >> Self::SHIFT).min(255) as u8
    }
}

fn rows(src: &[u8], dst: &mut [u8], width: usize, radius: usize) {
    let mean = Mean::new(radius);
    for (s, d) in src.chunks_exact(width).zip(dst.chunks_exact_mut(width)) {
        let mut sum: u32 = s[..=radius.min(width - 1)]
            .iter()
            .map(|&v| u32::from(v))
            .sum();
        for x in 0..width {
            d[x] = mean.of(sum);
            if let Some(&entering) = s.get(x + radius + 1) {
                sum += u32::from(entering);
            }
            if x >= radius {
                sum -= u32::from(s[x - radius]);
            }
        }
    }
}

fn columns(src: &[u8], dst: &mut [u8], width: usize, height: usize, radius: usize) {
    let mean = Mean::new(radius);
    let row = |y: usize| &src[y * width..(y + 1) * width];
    let mut sums = vec![0u32; width];
    for y in 0..=radius.min(height - 1) {
        for (sum, &v) in sums.iter_mut().zip(row(y)) {
            *sum += u32::from(v);
        }
    }
    for (y, out) in dst.chunks_exact_mut(width).enumerate() {
        for (d, &sum) in out.iter_mut().zip(&sums) {
            *d = mean.of(sum);
        }
        if y + radius + 1 < height {
            for (sum, &v) in sums.iter_mut().zip(row(y + radius + 1)) {
                *sum += u32::from(v);
            }
        }
        if y >= radius {
            for (sum, &v) in sums.iter_mut().zip(row(y - radius)) {
                *sum -= u32::from(v);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spreads_a_block_symmetrically_and_keeps_its_mass() {
        let (w, h) = (41, 41);
        let mut data = vec![0u8; w * h];
        for y in 17..24 {
            for x in 17..24 {
                data[y * w + x] = 255;
            }
        }
        let before: u32 = data.iter().map(|&v| u32::from(v)).sum();
        blur(&mut data, w, h, 3);
        let after: u32 = data.iter().map(|&v| u32::from(v)).sum();
        assert!(before.abs_diff(after) < before / 50, "{before} vs {after}");
        assert_eq!(data[20 * w + 10], data[20 * w + 30]);
        assert_eq!(data[10 * w + 20], data[30 * w + 20]);
        assert!(data[20 * w + 20] > data[20 * w + 12]);
        assert!(data[20 * w + 12] > 0);
        assert_eq!(data[0], 0);
    }
}
