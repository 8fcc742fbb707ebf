//! Turns a laid-out block into vector outlines, one path per line: the
//! painter rasterises them once into the coverage its halo grows from and
//! fills them again with each line's ink gradient, exact at any size.

use super::fit::Block;
use super::fonts::Engine;
use cosmic_text::{CacheKey, CacheKeyFlags, Command};
use tiny_skia::{Path, PathBuilder};

/// The block's lines as paths, with the block's top-left corner at `origin`.
/// Glyphs the fonts lack (glyph id 0, e.g. emoji) are left out rather than
/// drawn as empty boxes; lines with nothing to draw are skipped.
pub(crate) fn line_paths(engine: &mut Engine, block: &Block, origin: (f32, f32)) -> Vec<Path> {
    let Engine { fonts, scaler } = engine;
    block
        .lines
        .iter()
        .filter_map(|line| {
            let mut pb = PathBuilder::new();
            for glyph in line.glyphs.iter().filter(|g| g.glyph_id != 0) {
                // Outlines at the origin: the pen position is added exactly
                // below instead of being rounded to a subpixel bin. Hinting
                // would only distort display-size lettering.
                let (key, _, _) = CacheKey::new(
                    glyph.font_id,
                    glyph.glyph_id,
                    block.size,
                    (0.0, 0.0),
                    glyph.weight,
                    glyph.flags | CacheKeyFlags::DISABLE_HINTING,
                );
                let Some(commands) = scaler.get_outline_commands_uncached(fonts, key) else {
                    continue;
                };
                let (x, y) = (origin.0 + glyph.x, origin.1 + glyph.y);
                // Font outlines point y up; the image's y points down.
                for command in commands.iter() {
                    match *command {
                        Command::MoveTo(p) => pb.move_to(x + p.x, y - p.y),
                        Command::LineTo(p) => pb.line_to(x + p.x, y - p.y),
                        Command::QuadTo(c, p) => pb.quad_to(x + c.x, y - c.y, x + p.x, y - p.y),
                        Command::CurveTo(a, b, p) => {
                            pb.cubic_to(x + a.x, y - a.y, x + b.x, y - b.y, x + p.x, y - p.y);
                        }
                        Command::Close => pb.close(),
                    }
                }
            }
            pb.finish()
        })
        .collect()
}
