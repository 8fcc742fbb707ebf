//! Thumbnails of stored images.

mod common;

use cardsmith_render::{OutputFormat, RenderError, RenderRequest, thumbnail_webp};
use common::{BIRTHDAY, decode, render_ok, request};
use image::{DynamicImage, ImageFormat, RgbaImage};

fn is_webp(bytes: &[u8]) -> bool {
    bytes.len() > 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP"
}

#[test]
fn thumbnails_keep_the_aspect_ratio_from_every_input_format() {
    let cases = [
        (1536, 1024, OutputFormat::Png, (384, 256)),
        (1024, 1536, OutputFormat::Jpeg, (256, 384)),
        (1024, 1024, OutputFormat::Webp, (384, 384)),
    ];
    for (width, height, format, expected) in cases {
        let full = render_ok(&RenderRequest {
            width,
            height,
            format,
            ..request(BIRTHDAY)
        });
        let thumb = thumbnail_webp(&full, 384).unwrap();
        assert!(is_webp(&thumb), "{format:?}");
        assert!(
            thumb.len() < full.len() / 2,
            "{format:?} thumbnail {} bytes from {}",
            thumb.len(),
            full.len()
        );
        let img = decode(&thumb);
        assert_eq!((img.width(), img.height()), expected, "{format:?}");
    }
}

#[test]
fn small_images_are_never_enlarged_and_alpha_survives() {
    let mut small = RgbaImage::from_pixel(120, 60, image::Rgba([200, 30, 30, 255]));
    small.put_pixel(0, 0, image::Rgba([0, 0, 0, 0]));
    let mut png = Vec::new();
    DynamicImage::ImageRgba8(small)
        .write_to(&mut std::io::Cursor::new(&mut png), ImageFormat::Png)
        .unwrap();
    let img = decode(&thumbnail_webp(&png, 384).unwrap());
    assert_eq!((img.width(), img.height()), (120, 60));
    assert!(img.color().has_alpha());
    assert_eq!(img.to_rgba8().get_pixel(0, 0)[3], 0);
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    let full = render_ok(&request(BIRTHDAY));
    let garbage: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    let truncated = &full[..full.len() / 3];
    for (label, bytes) in [
        ("empty", &[][..]),
        ("garbage", &garbage[..]),
        ("truncated png", truncated),
        ("png magic only", b"\x89PNG\r\n\x1a\n".as_slice()),
    ] {
        assert!(
            matches!(thumbnail_webp(bytes, 256), Err(RenderError::Decode(_))),
            "{label}"
        );
    }
    assert!(matches!(
        thumbnail_webp(&full, 0),
        Err(RenderError::InvalidThumbnailSize)
    ));
}
