//! Each art style has its own look, measured: the same card rendered in any
//! two of the six styles must differ perceptually, not just in colour.
//!
//! The measure is mean SSIM (structural similarity, Wang et al. 2004): both
//! renders are turned to greyscale (Rec. 601 luma), scaled down to 256x256,
//! and compared over 8x8 windows every 4 pixels; each window scores how
//! alike its brightness, contrast and structure are (1 = identical), and
//! the scores are averaged. Every pair of styles must score below 0.8.

mod common;

use cardsmith_render::{RenderRequest, describe};
use common::{render_rgba, request};
use image::imageops::{self, FilterType};
use image::{GrayImage, RgbaImage};

const STYLES: [(&str, &str); 6] = [
    (
        "watercolor",
        "a soft watercolor painting with gentle washes of colour",
    ),
    (
        "minimalist",
        "a minimalist design with clean lines and generous white space",
    ),
    (
        "vintage",
        "a vintage illustration with muted tones and a printed texture",
    ),
    (
        "cartoon",
        "a bright, friendly cartoon illustration with bold outlines",
    ),
    (
        "abstract",
        "an abstract composition of shapes and vivid colour",
    ),
    (
        "photorealistic",
        "a photorealistic scene with natural light and fine detail",
    ),
];

const MOST_ALIKE: f64 = 0.8;

fn grey_256(img: &RgbaImage) -> GrayImage {
    let grey = image::DynamicImage::ImageRgba8(img.clone()).to_luma8();
    imageops::resize(&grey, 256, 256, FilterType::Triangle)
}

/// Mean SSIM over 8x8 windows, stepping 4 pixels.
fn mean_ssim(a: &GrayImage, b: &GrayImage) -> f64 {
    const WINDOW: u32 = 8;
    const STEP: u32 = 4;
    let (c1, c2) = ((0.01f64 * 255.0).powi(2), (0.03f64 * 255.0).powi(2));
    let (w, h) = a.dimensions();
    let mut total = 0.0;
    let mut windows = 0u32;
    for y in (0..=h - WINDOW).step_by(STEP as usize) {
        for x in (0..=w - WINDOW).step_by(STEP as usize) {
            let n = f64::from(WINDOW * WINDOW);
            let (mut sa, mut sb, mut saa, mut sbb, mut sab) = (0.0, 0.0, 0.0, 0.0, 0.0);
            for dy in 0..WINDOW {
                for dx in 0..WINDOW {
                    let pa = f64::from(a.get_pixel(x + dx, y + dy)[0]);
                    let pb = f64::from(b.get_pixel(x + dx, y + dy)[0]);
                    sa += pa;
                    sb += pb;
                    saa += pa * pa;
                    sbb += pb * pb;
                    sab += pa * pb;
                }
            }
            let (ma, mb) = (sa / n, sb / n);
            let va = saa / n - ma * ma;
            let vb = sbb / n - mb * mb;
            let cov = sab / n - ma * mb;
            total += ((2.0 * ma * mb + c1) * (2.0 * cov + c2))
                / ((ma * ma + mb * mb + c1) * (va + vb + c2));
            windows += 1;
        }
    }
    total / f64::from(windows)
}

/// The SSIM of every pair of styles for one card, with the pairs' names.
fn pairs(card: &str) -> Vec<(String, f64)> {
    let renders: Vec<(&str, GrayImage)> = STYLES
        .iter()
        .map(|(name, wording)| {
            let prompt = format!("{card}, as {wording}.");
            let req = request(&prompt);
            assert_eq!(describe(&req).style, *name, "{prompt}");
            (*name, grey_256(&render_rgba(&req)))
        })
        .collect();
    let mut out = Vec::new();
    for (i, (a, ga)) in renders.iter().enumerate() {
        for (b, gb) in &renders[i + 1..] {
            out.push((format!("{a}/{b}"), mean_ssim(ga, gb)));
        }
    }
    out
}

fn assert_styles_differ(card: &str) {
    let scores = pairs(card);
    let (least, most) = scores
        .iter()
        .fold((f64::MAX, f64::MIN), |(lo, hi), (_, s)| {
            (lo.min(*s), hi.max(*s))
        });
    eprintln!("{card:?}: mean SSIM per style pair from {least:.3} to {most:.3}");
    for (pair, score) in &scores {
        eprintln!("  {pair:<28} {score:.3}");
    }
    for (pair, score) in scores {
        assert!(
            score < MOST_ALIKE,
            "{card:?}: {pair} look alike (SSIM {score:.3})"
        );
    }
}

#[test]
fn ssim_of_identical_images_is_one_and_of_different_ones_less() {
    let a = grey_256(&render_rgba(&request("A birthday card with balloons")));
    assert!((mean_ssim(&a, &a) - 1.0).abs() < 1e-9);
    let b = grey_256(&render_rgba(&request("A sympathy card with lilies")));
    assert!(mean_ssim(&a, &b) < 0.9);
}

#[test]
fn the_six_styles_differ_on_a_birthday_card() {
    assert_styles_differ("A joyful birthday card with balloons, confetti and a frosted cake");
}

#[test]
fn the_six_styles_differ_on_a_christmas_card() {
    assert_styles_differ("A Christmas card with snowy pine trees");
}

#[test]
fn the_six_styles_differ_on_a_sympathy_card() {
    assert_styles_differ("A sympathy card with white lilies");
}

#[test]
fn the_six_styles_differ_on_a_free_form_picture() {
    assert_styles_differ("A cozy autumn cabin by a lake at sunset");
}

#[test]
fn a_style_named_in_the_card_creators_wording_wins_over_hints() {
    let req = RenderRequest {
        ..request("A greeting card for an elegant wedding celebration, as a photorealistic scene.")
    };
    assert_eq!(describe(&req).style, "photorealistic");
}
