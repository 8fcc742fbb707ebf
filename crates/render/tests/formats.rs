//! Sizes, file formats, alpha channels, quality settings and determinism.

mod common;

use cardsmith_render::{OutputFormat, RenderError, SUPPORTED_SIZES, render};
use common::{BIRTHDAY, decode, render_ok, request};

const FORMATS: [OutputFormat; 3] = [OutputFormat::Png, OutputFormat::Jpeg, OutputFormat::Webp];

fn has_magic(bytes: &[u8], format: OutputFormat) -> bool {
    match format {
        OutputFormat::Png => bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
        OutputFormat::Jpeg => bytes.starts_with(&[0xFF, 0xD8, 0xFF]),
        OutputFormat::Webp => {
            bytes.len() > 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP"
        }
    }
}

#[test]
fn every_size_in_every_format_has_the_requested_dimensions_and_magic_bytes() {
    for (width, height) in SUPPORTED_SIZES {
        for format in FORMATS {
            let req = cardsmith_render::RenderRequest {
                width,
                height,
                format,
                ..request(BIRTHDAY)
            };
            let bytes = render_ok(&req);
            assert!(
                has_magic(&bytes, format),
                "{format:?} {width}x{height} magic"
            );
            let img = decode(&bytes);
            assert_eq!((img.width(), img.height()), (width, height), "{format:?}");
        }
    }
}

#[test]
fn unsupported_sizes_and_compression_are_rejected() {
    let req = cardsmith_render::RenderRequest {
        width: 512,
        height: 512,
        ..request(BIRTHDAY)
    };
    assert!(matches!(
        render(&req),
        Err(RenderError::UnsupportedSize {
            width: 512,
            height: 512
        })
    ));
    let req = cardsmith_render::RenderRequest {
        width: 1536,
        height: 1536,
        ..request(BIRTHDAY)
    };
    assert!(render(&req).is_err());
    let req = cardsmith_render::RenderRequest {
        format: OutputFormat::Jpeg,
        compression: Some(101),
        ..request(BIRTHDAY)
    };
    assert!(matches!(
        render(&req),
        Err(RenderError::InvalidCompression(101))
    ));
}

#[test]
fn transparent_png_and_webp_have_clear_corners_and_opaque_motifs() {
    for format in [OutputFormat::Png, OutputFormat::Webp] {
        let req = cardsmith_render::RenderRequest {
            format,
            transparent: true,
            ..request(BIRTHDAY)
        };
        let img = decode(&render_ok(&req));
        assert!(img.color().has_alpha(), "{format:?} keeps an alpha channel");
        let rgba = img.to_rgba8();
        let (w, h) = rgba.dimensions();
        for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (w / 2, 2)] {
            assert_eq!(
                rgba.get_pixel(x, y)[3],
                0,
                "{format:?} pixel {x},{y} is background"
            );
        }
        let opaque = rgba.pixels().filter(|p| p[3] == 255).count();
        let clear = rgba.pixels().filter(|p| p[3] == 0).count();
        assert!(
            opaque > 20_000,
            "{format:?}: motifs are opaque ({opaque} px)"
        );
        assert!(
            clear > 200_000,
            "{format:?}: most of the background is clear ({clear} px)"
        );
    }
}

#[test]
fn opaque_outputs_and_every_jpeg_have_no_alpha() {
    for (format, transparent) in [
        (OutputFormat::Png, false),
        (OutputFormat::Webp, false),
        (OutputFormat::Jpeg, false),
        (OutputFormat::Jpeg, true),
    ] {
        let req = cardsmith_render::RenderRequest {
            format,
            transparent,
            ..request(BIRTHDAY)
        };
        let img = decode(&render_ok(&req));
        assert!(
            !img.color().has_alpha(),
            "{format:?} transparent={transparent}"
        );
        // A JPEG asked for transparency still gets its full background, not black.
        let corner = img.to_rgb8().get_pixel(0, 0).0;
        assert!(
            corner.iter().map(|&c| u32::from(c)).sum::<u32>() > 300,
            "{format:?} corner {corner:?}"
        );
    }
}

#[test]
fn higher_compression_value_means_higher_quality_and_a_larger_file() {
    for format in [OutputFormat::Jpeg, OutputFormat::Webp] {
        let size_at = |quality| {
            let req = cardsmith_render::RenderRequest {
                format,
                compression: Some(quality),
                ..request(BIRTHDAY)
            };
            render_ok(&req).len()
        };
        let (low, mid, high) = (size_at(20), size_at(60), size_at(95));
        assert!(
            low < mid && mid < high,
            "{format:?}: q20={low} q60={mid} q95={high}"
        );
        let default = cardsmith_render::RenderRequest {
            format,
            compression: None,
            ..request(BIRTHDAY)
        };
        assert_eq!(
            render_ok(&default).len(),
            size_at(80),
            "{format:?}: default quality is 80"
        );
    }
}

#[test]
fn png_ignores_compression() {
    let a = render_ok(&cardsmith_render::RenderRequest {
        compression: Some(5),
        ..request(BIRTHDAY)
    });
    let b = render_ok(&cardsmith_render::RenderRequest {
        compression: Some(99),
        ..request(BIRTHDAY)
    });
    assert_eq!(a, b);
}

#[test]
fn same_request_and_seed_give_identical_bytes_and_other_seeds_differ() {
    for format in FORMATS {
        let req = cardsmith_render::RenderRequest {
            format,
            ..request(BIRTHDAY)
        };
        let first = render_ok(&req);
        assert_eq!(first, render_ok(&req), "{format:?} is deterministic");
        let other = cardsmith_render::RenderRequest { seed: 43, ..req };
        assert_ne!(first, render_ok(&other), "{format:?} changes with the seed");
    }
}

#[test]
fn rendering_from_many_threads_gives_the_same_bytes() {
    let expected = render_ok(&request(BIRTHDAY));
    let handles: Vec<_> = (0..4)
        .map(|_| std::thread::spawn(|| render_ok(&request(BIRTHDAY))))
        .collect();
    for handle in handles {
        assert_eq!(handle.join().unwrap(), expected);
    }
}
