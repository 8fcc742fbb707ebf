//! Mean render time per size and format (release build):
//! `cargo bench -p cardsmith-render`. The target is under 300 ms for a
//! 1024x1024 PNG, and under 50 ms for a card text layer on 1024x1024 art.

use cardsmith_render::{
    OutputFormat, RenderRequest, SUPPORTED_SIZES, Style, TextLayer, TextPosition, TextScheme,
    apply_text_layer, decode_limited, render, thumbnail_webp,
};
use std::hint::black_box;
use std::time::{Duration, Instant};

const RUNS: u32 = 5;

/// Card texts for the text layer: a greeting, a long message in the 200
/// characters a card allows, and right-to-left Arabic.
const CARD_TEXTS: [(&str, &str); 3] = [
    ("greeting", "Happy Birthday, Sarah!"),
    (
        "200 chars",
        "Dear Sam, thank you for the lovely flowers and for every kind word this year. \
         You made the move so much easier, and we cannot wait to have you over for dinner \
         soon. With love, Ana and Tom",
    ),
    ("arabic", "عيد ميلاد سعيد يا صديقي العزيز"),
];

const PROMPTS: [&str; 4] = [
    "A birthday card with balloons for my sister",
    "Christmas card with snowy pine trees, watercolor",
    "Thank you card with flowers",
    "Congratulations graduate, vivid",
];

fn mean_ms(mut run: impl FnMut(u32)) -> f64 {
    run(0); // warm-up: font parsing and first allocations
    let started = Instant::now();
    for i in 0..RUNS {
        run(i + 1);
    }
    duration_ms(started.elapsed()) / f64::from(RUNS)
}

fn duration_ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() {
    // `cargo bench` passes `--bench`; filters are not supported, so ignore args.
    println!(
        "{:<12} {:<6} {:>10} {:>10}",
        "size", "format", "mean ms", "bytes"
    );
    for (width, height) in SUPPORTED_SIZES {
        for format in [OutputFormat::Png, OutputFormat::Jpeg, OutputFormat::Webp] {
            let mut bytes = 0;
            let ms = mean_ms(|i| {
                let req = RenderRequest {
                    prompt: PROMPTS[i as usize % PROMPTS.len()],
                    width,
                    height,
                    format,
                    compression: None,
                    transparent: false,
                    style: Style::Vivid,
                    seed: u64::from(i),
                    photo: None,
                    card_text: None,
                };
                bytes = black_box(render(&req).expect("render")).len();
            });
            println!(
                "{:<12} {:<6} {:>10.1} {:>10}",
                format!("{width}x{height}"),
                format.extension(),
                ms,
                bytes
            );
        }
    }
    for (prompt, label) in PROMPTS
        .iter()
        .zip(["birthday", "xmas-wc", "thanks", "graduate"])
    {
        let ms = mean_ms(|i| {
            let req = RenderRequest {
                prompt,
                width: 1024,
                height: 1024,
                format: OutputFormat::Png,
                compression: None,
                transparent: false,
                style: Style::Vivid,
                seed: u64::from(i),
                photo: None,
                card_text: None,
            };
            black_box(render(&req).expect("render"));
        });
        println!(
            "{:<12} {:<6} {:>10.1}   (1024x1024 png, one prompt)",
            label, "png", ms
        );
    }
    let full = render(&RenderRequest {
        prompt: PROMPTS[0],
        width: 1536,
        height: 1024,
        format: OutputFormat::Png,
        compression: None,
        transparent: false,
        style: Style::Vivid,
        seed: 1,
        photo: None,
        card_text: None,
    })
    .expect("render");
    let ms = mean_ms(|_| {
        black_box(thumbnail_webp(&full, 384).expect("thumbnail"));
    });
    println!(
        "{:<12} {:<6} {:>10.1}   (thumbnail of a 1536x1024 png)",
        "384 side", "webp", ms
    );
    let art = decode_limited(&full)
        .expect("decode")
        .resize_exact(1024, 1024, image::imageops::FilterType::Triangle)
        .into_rgba8();
    for (label, text) in CARD_TEXTS {
        let ms = mean_ms(|i| {
            let layer = TextLayer {
                text,
                position: [
                    TextPosition::Top,
                    TextPosition::Middle,
                    TextPosition::Bottom,
                ][i as usize % 3],
                scheme: TextScheme::Auto,
            };
            black_box(apply_text_layer(&art, &layer).expect("text layer"));
        });
        println!(
            "{:<12} {:<6} {:>10.1}   (text layer on 1024x1024 art)",
            label, "rgba", ms
        );
    }
}
