//! The picture follows the prompt: occasions, styles, lettering and photos.

mod common;

use cardsmith_render::{RenderRequest, Style};
use common::{BIRTHDAY, mean_abs_diff, mean_colour, render_rgba, request};
use image::{DynamicImage, Rgb, RgbImage};

#[test]
fn different_occasions_give_visibly_different_cards() {
    let prompts = [
        BIRTHDAY,
        "Christmas card with snowy pine trees",
        "Thank you card with flowers",
        "Congratulations graduate",
        "Valentine card for my love",
        "Sympathy card",
    ];
    let images: Vec<_> = prompts.iter().map(|p| render_rgba(&request(p))).collect();
    for i in 0..images.len() {
        for j in i + 1..images.len() {
            let diff = mean_abs_diff(&images[i], &images[j]);
            assert!(
                diff > 12.0,
                "{:?} vs {:?} differ by only {diff:.1}",
                prompts[i],
                prompts[j]
            );
        }
    }
    // The Christmas night sky is darker and bluer than the birthday card.
    let birthday = mean_colour(&images[0]);
    let christmas = mean_colour(&images[1]);
    assert!(christmas.iter().sum::<f64>() < birthday.iter().sum::<f64>() - 60.0);
    assert!(
        christmas[2] > christmas[0],
        "christmas is blue-dominant: {christmas:?}"
    );
}

fn mean_saturation(img: &image::RgbaImage) -> f64 {
    let total: f64 = img
        .pixels()
        .map(|p| {
            let max = p[0].max(p[1]).max(p[2]) as f64;
            let min = p[0].min(p[1]).min(p[2]) as f64;
            if max == 0.0 { 0.0 } else { (max - min) / max }
        })
        .sum();
    total / f64::from(img.width() * img.height())
}

#[test]
fn vivid_style_is_more_saturated_than_natural() {
    let vivid = render_rgba(&RenderRequest {
        style: Style::Vivid,
        ..request(BIRTHDAY)
    });
    let natural = render_rgba(&RenderRequest {
        style: Style::Natural,
        ..request(BIRTHDAY)
    });
    assert!(mean_saturation(&vivid) > mean_saturation(&natural) + 0.02);
}

#[test]
fn art_style_words_change_the_treatment() {
    let plain = render_rgba(&request("Thank you card with flowers"));
    for style in [
        "watercolor",
        "cartoon",
        "minimalist",
        "vintage",
        "abstract",
        "photorealistic",
    ] {
        let prompt = format!("Thank you card with flowers, {style}");
        let styled = render_rgba(&request(&prompt));
        let diff = mean_abs_diff(&plain, &styled);
        assert!(diff > 2.0, "{style} barely changes the card ({diff:.2})");
    }
}

#[test]
fn an_uploaded_photo_is_mounted_in_the_card() {
    let colour = Rgb([23, 201, 96]);
    let photo = DynamicImage::ImageRgb8(RgbImage::from_pixel(640, 480, colour));
    let count = |img: &image::RgbaImage| {
        img.pixels()
            .filter(|p| (0..3).all(|c| p[c].abs_diff(colour[c]) <= 2))
            .count()
    };
    for (width, height) in cardsmith_render::SUPPORTED_SIZES {
        let with_photo = RenderRequest {
            width,
            height,
            photo: Some(&photo),
            ..request(BIRTHDAY)
        };
        let without = RenderRequest {
            width,
            height,
            ..request(BIRTHDAY)
        };
        let shown = count(&render_rgba(&with_photo));
        assert!(shown > 60_000, "{width}x{height}: photo covers {shown} px");
        assert!(
            count(&render_rgba(&without)) < 500,
            "the colour is the photo's, not the design's"
        );
    }
}

#[test]
fn an_empty_or_tiny_photo_does_not_break_the_render() {
    for (w, h) in [(0, 0), (1, 1), (3000, 2)] {
        let photo = DynamicImage::ImageRgb8(RgbImage::from_pixel(w, h, Rgb([1, 2, 3])));
        let img = render_rgba(&RenderRequest {
            photo: Some(&photo),
            ..request(BIRTHDAY)
        });
        assert_eq!(img.dimensions(), (1024, 1024), "{w}x{h} photo");
    }
}

#[test]
fn extreme_and_odd_prompts_still_render() {
    let long = "flowers ".repeat(500);
    for prompt in [
        "",
        "   ",
        "🎉🎂 ünïcödé \"引用\" 'quote'",
        long.as_str(),
        "\"unterminated quote",
    ] {
        let img = render_rgba(&request(prompt));
        assert_eq!(img.dimensions(), (1024, 1024), "{prompt:?}");
    }
}

#[test]
fn a_cards_long_words_render_and_a_card_without_words_differs() {
    let words = "С днём рождения! Wishing you a year as bright as your smile, full of long \
                 walks, good books and the people you love most.";
    let lettered = render_rgba(&RenderRequest {
        card_text: Some(words),
        ..request(BIRTHDAY)
    });
    let bare = render_rgba(&RenderRequest {
        card_text: Some(""),
        ..request(BIRTHDAY)
    });
    assert_ne!(lettered.as_raw(), bare.as_raw());
}
