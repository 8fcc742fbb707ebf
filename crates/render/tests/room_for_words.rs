//! Art made for words set later (`card_text: Some("")`) keeps the text
//! layer's default place calm: nothing busy under the words.

mod common;

use cardsmith_render::{
    RenderRequest, TextLayer, TextPosition, TextScheme, apply_text_layer, describe,
};
use common::{render_rgba, request};
use image::RgbaImage;

const GREETING: &str = "Happy Birthday, dear Sarah!";

const PROMPTS: [&str; 4] = [
    "A joyful birthday card with balloons, confetti and a frosted cake",
    "A Christmas card with snowy pine trees",
    "Golden retriever Biscuit, sunflowers, picnic",
    "A cozy autumn cabin by a lake at sunset",
];

const STYLES: [&str; 7] = [
    "",
    ", watercolor",
    ", minimalist",
    ", vintage",
    ", cartoon",
    ", abstract",
    ", photorealistic",
];

fn luma(p: &image::Rgba<u8>) -> f64 {
    0.299 * f64::from(p[0]) + 0.587 * f64::from(p[1]) + 0.114 * f64::from(p[2])
}

/// The box the default text layer's letters and their halo cover on `art`:
/// where setting the words changes the picture clearly.
fn text_box(art: &RgbaImage) -> (u32, u32, u32, u32) {
    let layer = TextLayer {
        text: GREETING,
        position: TextPosition::Bottom,
        scheme: TextScheme::Auto,
    };
    let card = apply_text_layer(art, &layer).unwrap();
    let (mut left, mut top, mut right, mut bottom) = (u32::MAX, u32::MAX, 0, 0);
    for (x, y, p) in card.enumerate_pixels() {
        if (luma(p) - luma(art.get_pixel(x, y))).abs() > 40.0 {
            (left, top, right, bottom) = (left.min(x), top.min(y), right.max(x), bottom.max(y));
        }
    }
    (left, top, right, bottom)
}

/// How busy the art is in the box: the RMS difference in brightness
/// between neighbouring 8 x 8 blocks. Averaging the blocks first leaves out
/// paper grain and halftone dots; comparing neighbours leaves out smooth
/// light (a vignette, a sky's gradient), which is calm however wide.
fn busyness(art: &RgbaImage, (left, top, right, bottom): (u32, u32, u32, u32)) -> f64 {
    let region =
        image::imageops::crop_imm(art, left, top, right - left + 1, bottom - top + 1).to_image();
    let (w, h) = ((region.width() / 8).max(2), (region.height() / 8).max(2));
    let blocks = image::imageops::resize(&region, w, h, image::imageops::FilterType::Triangle);
    let at = |x: u32, y: u32| luma(blocks.get_pixel(x, y));
    let mut squares = Vec::new();
    for y in 0..h {
        for x in 0..w {
            if x + 1 < w {
                squares.push((at(x + 1, y) - at(x, y)).powi(2));
            }
            if y + 1 < h {
                squares.push((at(x, y + 1) - at(x, y)).powi(2));
            }
        }
    }
    (squares.iter().sum::<f64>() / squares.len() as f64).sqrt()
}

#[test]
fn the_default_text_place_is_calm_in_every_style_and_shape() {
    let mut worst = (0.0f64, String::new());
    for (width, height) in [(1024, 1024), (1024, 1536), (1536, 1024)] {
        for prompt in PROMPTS {
            for style in STYLES {
                let prompt = format!("{prompt}{style}");
                let req = RenderRequest {
                    width,
                    height,
                    card_text: Some(""),
                    ..request(&prompt)
                };
                assert!(describe(&req).room_for_words);
                let art = render_rgba(&req);
                let spread = busyness(&art, text_box(&art));
                if spread > worst.0 {
                    worst = (spread, format!("{width}x{height} {prompt:?}"));
                }
            }
        }
    }
    eprintln!("busiest default text place: {:.1} ({})", worst.0, worst.1);
    assert!(
        worst.0 < 5.0,
        "{}: the art under the words is busy ({:.1})",
        worst.1,
        worst.0
    );
}

#[test]
fn without_room_for_words_the_hero_uses_the_whole_card() {
    let prompt = PROMPTS[0];
    let busy = busyness(
        &render_rgba(&request(prompt)),
        text_box(&render_rgba(&request(prompt))),
    );
    let calm_req = RenderRequest {
        card_text: Some(""),
        ..request(prompt)
    };
    let calm = busyness(&render_rgba(&calm_req), text_box(&render_rgba(&calm_req)));
    eprintln!("birthday under the default text: {busy:.1} without room, {calm:.1} with");
    assert!(
        busy > 10.0 && calm < busy / 4.0,
        "room for words makes the place calm"
    );
}
