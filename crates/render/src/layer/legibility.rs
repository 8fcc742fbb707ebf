//! The painted layer, measured: every scheme at every position on light,
//! dark and busy art reads with a contrast ratio of at least 3:1 between
//! the letters and what surrounds them (WCAG's ratio for large text).

use super::{TextLayer, TextPosition, TextScheme, apply_text_layer, set_lines};
use crate::{OutputFormat, RenderRequest, Style, render};
use image::RgbaImage;
use tiny_skia::{FillRule, Mask, Transform};

const ARTS: [&str; 3] = [
    "A birthday card with balloons and a cake",
    "A Christmas card with snowy pine trees",
    "A cozy autumn cabin by a lake at sunset",
];
const POSITIONS: [TextPosition; 3] = [
    TextPosition::Top,
    TextPosition::Middle,
    TextPosition::Bottom,
];
const SCHEMES: [TextScheme; 4] = [
    TextScheme::Auto,
    TextScheme::Light,
    TextScheme::Dark,
    TextScheme::Gold,
];
const TEXT: &str = "Happy Birthday, Sarah!";

/// Art for words set later, as the card creator makes it.
fn art(prompt: &str, width: u32, height: u32) -> RgbaImage {
    let bytes = render(&RenderRequest {
        prompt,
        width,
        height,
        format: OutputFormat::Png,
        compression: None,
        transparent: false,
        style: Style::Vivid,
        seed: 3,
        photo: None,
        card_text: Some(""),
    })
    .unwrap();
    image::load_from_memory(&bytes).unwrap().to_rgba8()
}

/// WCAG relative luminance of an sRGB pixel.
fn luminance(p: &image::Rgba<u8>) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(p[0]) + 0.7152 * linear(p[1]) + 0.0722 * linear(p[2])
}

/// The contrast ratio between the inside of the letters and a ring around
/// them (from just off their edges to a fifth of the font size away).
fn contrast(card: &RgbaImage, position: TextPosition) -> f64 {
    let (w, h) = card.dimensions();
    let set = set_lines(TEXT, w, h, position).unwrap();
    let mut mask = Mask::new(w, h).unwrap();
    for line in &set.lines {
        mask.fill_path(line, FillRule::Winding, true, Transform::identity());
    }
    let cover = |x: u32, y: u32| mask.data()[(y * w + x) as usize];
    let (near, far) = (
        (0.04 * set.size).ceil() as u32,
        (0.2 * set.size).ceil() as u32,
    );
    let (mut inside, mut around) = ((0.0, 0u32), (0.0, 0u32));
    let ink = set.ink;
    for y in (ink.top() as u32).max(far)..(ink.bottom() as u32 + far).min(h - far) {
        for x in (ink.left() as u32).max(far)..(ink.right() as u32 + far).min(w - far) {
            let lum = luminance(card.get_pixel(x, y));
            let solid = [(0, 0), (2, 0), (0, 2)]
                .iter()
                .all(|(dx, dy)| cover(x + dx, y + dy) == 255 && cover(x - dx, y - dy) == 255);
            if solid {
                inside = (inside.0 + lum, inside.1 + 1);
                continue;
            }
            let letter_near = |d: u32| {
                [(d, 0), (0, d)]
                    .iter()
                    .any(|&(dx, dy)| cover(x + dx, y + dy) > 0 || cover(x - dx, y - dy) > 0)
            };
            if cover(x, y) == 0 && !letter_near(near) && letter_near(far) {
                around = (around.0 + lum, around.1 + 1);
            }
        }
    }
    let (a, b) = (
        inside.0 / f64::from(inside.1),
        around.0 / f64::from(around.1),
    );
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

#[test]
fn every_scheme_reads_at_every_position_on_every_art() {
    let mut worst = (f64::MAX, String::new());
    for (width, height) in [(1024, 1024), (1024, 1536)] {
        for prompt in ARTS {
            let art = art(prompt, width, height);
            for scheme in SCHEMES {
                for position in POSITIONS {
                    let layer = TextLayer {
                        text: TEXT,
                        position,
                        scheme,
                    };
                    let card = apply_text_layer(&art, &layer).unwrap();
                    let ratio = contrast(&card, position);
                    let case = format!("{width}x{height} {prompt:?} {scheme:?} at {position:?}");
                    eprintln!("{ratio:5.2}  {case}");
                    if ratio < worst.0 {
                        worst = (ratio, case);
                    }
                }
            }
        }
    }
    assert!(worst.0 >= 3.0, "{}: contrast {:.2}", worst.1, worst.0);
}
