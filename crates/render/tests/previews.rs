//! Previews while a render is under way: small JPEGs of the picture so far,
//! handed over before the result, which they never change.

mod common;

use cardsmith_render::{
    PREVIEW_SIDE, PREVIEWS_PER_RENDER, RenderRequest, render, render_with_previews,
};
use common::{BIRTHDAY, decode, mean_abs_diff, request};
use image::imageops::FilterType;

#[test]
fn a_watched_render_hands_over_small_previews_and_the_same_result() {
    for (width, height) in [(1024, 1536), (1536, 1024)] {
        let req = RenderRequest {
            width,
            height,
            ..request(BIRTHDAY)
        };
        let mut previews = Vec::new();
        let watched = render_with_previews(&req, &mut |jpeg| previews.push(jpeg)).unwrap();
        assert_eq!(watched, render(&req).unwrap(), "watching changes nothing");
        assert_eq!(previews.len(), PREVIEWS_PER_RENDER);
        for jpeg in &previews {
            assert!(jpeg.starts_with(&[0xFF, 0xD8, 0xFF]), "a JPEG");
            assert!(jpeg.len() < 40_000, "{} bytes", jpeg.len());
            let preview = decode(jpeg);
            assert_eq!(preview.width().max(preview.height()), PREVIEW_SIDE);
            // The same shape as the result.
            let ratio = |w: u32, h: u32| w as f32 / h as f32;
            let (pw, ph) = (preview.width(), preview.height());
            assert!((ratio(pw, ph) - ratio(width, height)).abs() < 0.01);
        }
    }
}

#[test]
fn previews_show_the_composition_that_the_result_finishes() {
    let req = request("A lighthouse on a cliff at sunset, watercolor");
    let mut previews = Vec::new();
    let result = render_with_previews(&req, &mut |jpeg| previews.push(jpeg)).unwrap();
    let result = decode(&result);
    let small = result
        .resize_exact(PREVIEW_SIDE, PREVIEW_SIDE, FilterType::Triangle)
        .to_rgba8();
    let last = decode(previews.last().unwrap()).to_rgba8();
    let first = decode(&previews[0]).to_rgba8();
    let close = mean_abs_diff(&last, &small);
    assert!(close < 20.0, "the last preview is near the result: {close}");
    // A different card is far from it: the measure can tell pictures apart.
    let other = render(&request("A snowy forest at night with stars")).unwrap();
    let other = decode(&other)
        .resize_exact(PREVIEW_SIDE, PREVIEW_SIDE, FilterType::Triangle)
        .to_rgba8();
    assert!(mean_abs_diff(&first, &small) < mean_abs_diff(&other, &small));
}
