//! Sets a greeting in every colour scheme at every position on light, dark
//! and busy art, into one labelled sheet per card shape, for judging the
//! text layer's legibility:
//! `cargo run --release -p cardsmith-render --example text_sheet -- OUT.png [WxH] [TEXT]`

#[path = "common/sheet.rs"]
mod sheet;

use cardsmith_render::{
    OutputFormat, RenderRequest, Style, TextLayer, TextPosition, TextScheme, apply_text_layer,
    render,
};
use image::imageops::{self, FilterType};
use sheet::{Error, grid};

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

fn main() -> Result<(), Error> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = args
        .first()
        .ok_or("usage: text_sheet OUT.png [WxH] [TEXT]")?;
    let (width, height) = match args.get(1) {
        Some(size) => {
            let (w, h) = size
                .split_once('x')
                .ok_or("size must look like 1024x1536")?;
            (w.parse()?, h.parse()?)
        }
        None => (1024, 1024),
    };
    let text = args.get(2).map_or("Happy Birthday, Sarah!", String::as_str);
    let arts = ARTS
        .iter()
        .map(|prompt| {
            let bytes = render(&RenderRequest {
                prompt,
                width,
                height,
                format: OutputFormat::Png,
                compression: None,
                transparent: false,
                style: Style::Vivid,
                seed: 7,
                photo: None,
                card_text: Some(""),
            })?;
            Ok(image::load_from_memory(&bytes)?.to_rgba8())
        })
        .collect::<Result<Vec<_>, Error>>()?;
    let tile = (180, 180 * height / width);
    let mut rows = Vec::new();
    for scheme in SCHEMES {
        let mut tiles = Vec::new();
        for art in &arts {
            for position in POSITIONS {
                let layer = TextLayer {
                    text,
                    position,
                    scheme,
                };
                let card = apply_text_layer(art, &layer)?;
                tiles.push(imageops::resize(
                    &card,
                    tile.0,
                    tile.1,
                    FilterType::Triangle,
                ));
            }
        }
        rows.push((scheme.as_str(), tiles));
    }
    let columns: Vec<&str> = (0..ARTS.len())
        .flat_map(|_| POSITIONS.map(|p| p.as_str()))
        .collect();
    grid(&columns, &rows, tile)?.save(out)?;
    println!("{out}: {width}x{height}");
    Ok(())
}
