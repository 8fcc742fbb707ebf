//! Sets a card's text on art, for eyeballing the text layer:
//! `cargo run --release -p cardsmith-render --example text_layer -- OUT.png "text" [top|middle|bottom] [auto|light|dark|gold] ["art prompt"]`
//! The art is the built-in renderer's design for the prompt, without its own
//! lettering; set `ART=path/to/art.png` to use a stored image instead.

use cardsmith_render::{
    OutputFormat, RenderRequest, Style, TextLayer, TextPosition, TextScheme, compose_card, render,
};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [out, text, rest @ ..] = args.as_slice() else {
        return Err(
            "usage: text_layer OUT.(png|jpg|webp) TEXT [top|middle|bottom] [auto|light|dark|gold] [PROMPT]"
                .into(),
        );
    };
    let position = match rest.first() {
        Some(p) => TextPosition::parse(p).ok_or("position must be top, middle or bottom")?,
        None => TextPosition::Bottom,
    };
    let scheme = match rest.get(1) {
        Some(s) => TextScheme::parse(s).ok_or("scheme must be auto, light, dark or gold")?,
        None => TextScheme::Auto,
    };
    let art = match std::env::var_os("ART") {
        Some(path) => std::fs::read(path)?,
        None => render(&RenderRequest {
            prompt: rest
                .get(2)
                .map_or("A birthday card with balloons", String::as_str),
            width: 1024,
            height: 1024,
            format: OutputFormat::Png,
            compression: None,
            transparent: false,
            style: Style::Vivid,
            seed: 7,
            photo: None,
            card_text: Some(""),
        })?,
    };
    let format = match out.rsplit('.').next() {
        Some("jpg" | "jpeg") => OutputFormat::Jpeg,
        Some("webp") => OutputFormat::Webp,
        _ => OutputFormat::Png,
    };
    let layer = TextLayer {
        text,
        position,
        scheme,
    };
    let started = std::time::Instant::now();
    let bytes = compose_card(&art, format, None, &layer)?;
    println!("{out}: {} bytes in {:?}", bytes.len(), started.elapsed());
    std::fs::write(out, bytes)?;
    Ok(())
}
