//! A fast approximate Gaussian blur of a one-channel mask: repeated box blurs
//! with running sums, cost independent of the radius. Columns are summed a
//! whole row at a time so memory is read in order.

/// Box blurs of each direction: three passes come close to a Gaussian.
const PASSES: usize = 3;

/// Blurs `data` (`width` x `height`, row by row) in place; values beyond the
/// edges count as zero.
pub(crate) fn blur(data: &mut [u8], width: usize, height: usize, radius: usize) {
    if width == 0 || height == 0 || radius == 0 {
        return;
    }
    let mut scratch = vec![0u8; data.len()];
    for _ in 0..PASSES {
        rows(data, &mut scratch, width, radius);
        columns(&scratch, data, width, height, radius);
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
