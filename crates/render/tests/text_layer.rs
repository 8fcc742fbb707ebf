//! The card text layer through its public API: where it paints, what it
//! leaves alone, its colours, its file formats and its determinism.

use cardsmith_render::{
    MAX_LAYER_CHARS, OutputFormat, RenderError, TextLayer, TextPosition, TextScheme,
    apply_text_layer, compose_card,
};
use image::{DynamicImage, ImageFormat, Rgba, RgbaImage};
use std::io::Cursor;

const POSITIONS: [TextPosition; 3] = [
    TextPosition::Top,
    TextPosition::Middle,
    TextPosition::Bottom,
];
const FORMATS: [OutputFormat; 3] = [OutputFormat::Png, OutputFormat::Jpeg, OutputFormat::Webp];
const GREETING: &str = "Happy Birthday, Sarah!";
const LONG: &str = "Dear Sam, thank you so much for the lovely flowers and for every kind \
                    word this year. You made the move so much easier, and we cannot wait \
                    to have you over for dinner again soon. With all my love, Ana";

fn layer(text: &str, position: TextPosition, scheme: TextScheme) -> TextLayer<'_> {
    TextLayer {
        text,
        position,
        scheme,
    }
}

/// Busy, mid-toned art: diagonal stripes of colour, opaque.
fn stripes(width: u32, height: u32) -> RgbaImage {
    RgbaImage::from_fn(width, height, |x, y| {
        let band = ((x + y) / 37) % 4;
        let [r, g, b] =
            [[200, 80, 60], [60, 140, 200], [230, 200, 90], [70, 160, 90]][band as usize];
        Rgba([r, g, b, 255])
    })
}

fn plain(value: u8) -> RgbaImage {
    RgbaImage::from_pixel(512, 512, Rgba([value, value, value, 255]))
}

fn png(image: &RgbaImage) -> Vec<u8> {
    let mut bytes = Vec::new();
    DynamicImage::ImageRgba8(image.clone())
        .write_to(&mut Cursor::new(&mut bytes), ImageFormat::Png)
        .unwrap();
    bytes
}

/// Rows holding at least one pixel that differs between the images.
fn changed_rows(a: &RgbaImage, b: &RgbaImage) -> Vec<u32> {
    (0..a.height())
        .filter(|&y| (0..a.width()).any(|x| a.get_pixel(x, y) != b.get_pixel(x, y)))
        .collect()
}

fn luma(p: &Rgba<u8>) -> f32 {
    0.299 * f32::from(p[0]) + 0.587 * f32::from(p[1]) + 0.114 * f32::from(p[2])
}

#[test]
fn each_position_paints_its_band_and_leaves_the_rest_of_the_art_alone() {
    let art = stripes(1024, 1024);
    let h = 1024.0;
    // Rows the layer must reach, and rows far from the band it must not touch.
    let expect = |position| match position {
        TextPosition::Top => ((0.1, 0.15), (0.6, 1.0)),
        TextPosition::Middle => ((0.47, 0.53), (0.0, 0.15)),
        TextPosition::Bottom => ((0.85, 0.9), (0.0, 0.4)),
    };
    for text in [GREETING, LONG] {
        for position in POSITIONS {
            let out = apply_text_layer(&art, &layer(text, position, TextScheme::Auto)).unwrap();
            assert_eq!(out.dimensions(), art.dimensions());
            let rows = changed_rows(&art, &out);
            let ((hit_from, hit_to), (calm_from, calm_to)) = expect(position);
            let inside = |y: &u32, from: f32, to: f32| (from * h..to * h).contains(&(*y as f32));
            assert!(
                rows.iter().any(|y| inside(y, hit_from, hit_to)),
                "{position:?} {text:?}: nothing painted in its band"
            );
            assert!(
                !rows.iter().any(|y| inside(y, calm_from, calm_to)),
                "{position:?} {text:?}: painted far outside its band"
            );
            if position == TextPosition::Middle {
                assert!(!rows.iter().any(|y| inside(y, 0.85, 1.0)));
            }
            // The letters themselves stand out: near-white ink over the stripes.
            let ink = out.pixels().filter(|p| luma(p) > 235.0).count();
            assert!(ink > 2000, "{position:?} {text:?}: {ink} ink pixels");
        }
    }
}

#[test]
fn auto_sets_dark_ink_on_white_art_and_light_ink_on_black_art() {
    let on_white = apply_text_layer(
        &plain(255),
        &layer(GREETING, TextPosition::Middle, TextScheme::Auto),
    )
    .unwrap();
    let dark = on_white.pixels().filter(|p| luma(p) < 70.0).count();
    assert!(dark > 1500, "{dark} dark pixels on white");

    let on_black = apply_text_layer(
        &plain(0),
        &layer(GREETING, TextPosition::Middle, TextScheme::Auto),
    )
    .unwrap();
    let light = on_black.pixels().filter(|p| luma(p) > 200.0).count();
    assert!(light > 1500, "{light} light pixels on black");
}

#[test]
fn light_ink_stays_legible_on_white_art_and_gold_is_warm() {
    let out = apply_text_layer(
        &plain(255),
        &layer(GREETING, TextPosition::Bottom, TextScheme::Light),
    )
    .unwrap();
    let bright = out.pixels().filter(|p| luma(p) > 235.0).count();
    let halo = out.pixels().filter(|p| luma(p) < 90.0).count();
    assert!(bright > 1500 && halo > 1500, "{bright} ink, {halo} halo");

    let gold = apply_text_layer(
        &plain(0),
        &layer(GREETING, TextPosition::Top, TextScheme::Gold),
    )
    .unwrap();
    let warm = gold
        .pixels()
        .filter(|p| luma(p) > 140.0 && i32::from(p[0]) - i32::from(p[2]) > 70)
        .count();
    assert!(warm > 1500, "{warm} gold pixels");
}

#[test]
fn empty_text_leaves_the_art_as_it_was() {
    // Translucent art: premultiplying and back would change these values.
    let art = RgbaImage::from_fn(300, 200, |x, y| {
        Rgba([(x % 256) as u8, (y % 256) as u8, 77, ((x + y) % 256) as u8])
    });
    for text in ["", "   ", " \n\t\r\n "] {
        let l = layer(text, TextPosition::Middle, TextScheme::Auto);
        assert_eq!(apply_text_layer(&art, &l).unwrap(), art);
        let bytes = compose_card(&png(&art), OutputFormat::Png, None, &l).unwrap();
        assert_eq!(image::load_from_memory(&bytes).unwrap().to_rgba8(), art);
    }
    // Only glyphs the fonts lack: nothing to draw either.
    let emoji = layer("🎂🎉", TextPosition::Middle, TextScheme::Auto);
    assert_eq!(apply_text_layer(&art, &emoji).unwrap(), art);
}

#[test]
fn compose_card_round_trips_every_format_keeping_size_and_alpha() {
    // Transparent above, opaque stripes below: a sticker-like card.
    let mut art = stripes(768, 512);
    for y in 0..128 {
        for x in 0..768 {
            art.put_pixel(x, y, Rgba([0, 0, 0, 0]));
        }
    }
    let stored = png(&art);
    for format in FORMATS {
        let l = layer("Merry Christmas", TextPosition::Bottom, TextScheme::Gold);
        let bytes = compose_card(&stored, format, Some(90), &l).unwrap();
        assert_eq!(
            image::guess_format(&bytes).unwrap(),
            match format {
                OutputFormat::Png => ImageFormat::Png,
                OutputFormat::Jpeg => ImageFormat::Jpeg,
                OutputFormat::Webp => ImageFormat::WebP,
            }
        );
        let card = image::load_from_memory(&bytes).unwrap();
        assert_eq!((card.width(), card.height()), (768, 512), "{format:?}");
        assert_eq!(
            card.color().has_alpha(),
            format.supports_alpha(),
            "{format:?}"
        );
        let card = card.to_rgba8();
        if format.supports_alpha() {
            assert_eq!(
                card.get_pixel(10, 10)[3],
                0,
                "{format:?} lost the transparency"
            );
        }
        // The words are there: gold pixels near the bottom.
        let warm = (384..512)
            .flat_map(|y| (0..768).map(move |x| (x, y)))
            .filter(|&(x, y)| {
                let p = card.get_pixel(x, y);
                p[0] > 200 && p[1] > 150 && p[2] < 140
            })
            .count();
        assert!(warm > 300, "{format:?}: {warm} gold pixels");
    }
    // Opaque art stays without an alpha channel.
    let opaque = DynamicImage::ImageRgb8(DynamicImage::ImageRgba8(stripes(256, 256)).to_rgb8());
    let mut bytes = Vec::new();
    opaque
        .write_to(&mut Cursor::new(&mut bytes), ImageFormat::Png)
        .unwrap();
    let out = compose_card(
        &bytes,
        OutputFormat::Png,
        None,
        &layer("Hi", TextPosition::Top, TextScheme::Auto),
    )
    .unwrap();
    assert!(!image::load_from_memory(&out).unwrap().color().has_alpha());
}

#[test]
fn the_same_layer_gives_the_same_bytes_from_any_thread() {
    let art = png(&stripes(512, 512));
    let l = layer(
        "عيد ميلاد سعيد\nHappy Birthday",
        TextPosition::Middle,
        TextScheme::Auto,
    );
    let first = compose_card(&art, OutputFormat::Png, None, &l).unwrap();
    let others: Vec<Vec<u8>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..4)
            .map(|_| s.spawn(|| compose_card(&art, OutputFormat::Png, None, &l).unwrap()))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert!(others.iter().all(|o| *o == first));
}

#[test]
fn bad_requests_are_refused() {
    let art = stripes(64, 64);
    let long = "a".repeat(MAX_LAYER_CHARS + 1);
    assert!(matches!(
        apply_text_layer(&art, &layer(&long, TextPosition::Top, TextScheme::Auto)),
        Err(RenderError::TextTooLong { .. })
    ));
    let l = layer("Hi", TextPosition::Top, TextScheme::Auto);
    assert!(matches!(
        compose_card(&png(&art), OutputFormat::Jpeg, Some(101), &l),
        Err(RenderError::InvalidCompression(101))
    ));
    assert!(matches!(
        compose_card(b"not an image", OutputFormat::Png, None, &l),
        Err(RenderError::Decode(_))
    ));
    let huge = RgbaImage::new(cardsmith_render::MAX_DECODE_SIDE + 1, 1);
    assert!(matches!(
        apply_text_layer(&huge, &l),
        Err(RenderError::TooLarge { .. })
    ));
}

#[test]
fn positions_and_schemes_read_and_write_their_names() {
    for position in POSITIONS {
        assert_eq!(TextPosition::parse(position.as_str()), Some(position));
    }
    for scheme in [
        TextScheme::Auto,
        TextScheme::Light,
        TextScheme::Dark,
        TextScheme::Gold,
    ] {
        assert_eq!(TextScheme::parse(scheme.as_str()), Some(scheme));
    }
    assert_eq!(TextPosition::parse("centre"), None);
    assert_eq!(TextScheme::parse("Gold"), None);
    assert_eq!(TextPosition::parse("bottom"), Some(TextPosition::Bottom));
    assert_eq!(TextScheme::parse("dark"), Some(TextScheme::Dark));
}
