//! Mean render time per size and format (release build):
//! `cargo bench -p cardsmith-render`. The target is under 300 ms for a
//! 1024x1024 PNG.

use cardsmith_render::{
    OutputFormat, RenderRequest, SUPPORTED_SIZES, Style, render, thumbnail_webp,
};
use std::hint::black_box;
use std::time::{Duration, Instant};

const RUNS: u32 = 5;

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
}
