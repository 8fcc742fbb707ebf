//! Renders one card to a file, for eyeballing designs:
//! `cargo run --release -p cardsmith-render --example sample -- OUT.png "prompt" [WxH] [seed] [natural|vivid] [transparent]`
//! Set `PHOTO=path/to/picture.jpg` to mount an uploaded photo in the card,
//! `TEXT="Happy Birthday"` to letter the card's own words (`TEXT=` for art
//! keeping room for words set later), and `SIDE=384` to write a WebP
//! thumbnail of that longest side instead.

use cardsmith_render::{OutputFormat, RenderRequest, Style, render};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [out, prompt, rest @ ..] = args.as_slice() else {
        return Err(
            "usage: sample OUT.(png|jpg|webp) PROMPT [WxH] [SEED] [natural|vivid] [transparent]"
                .into(),
        );
    };
    let (width, height) = match rest.first() {
        Some(size) => {
            let (w, h) = size
                .split_once('x')
                .ok_or("size must look like 1024x1536")?;
            (w.parse()?, h.parse()?)
        }
        None => (1024, 1024),
    };
    let seed = rest.get(1).map(|s| s.parse()).transpose()?.unwrap_or(1);
    let style = if rest.get(2).map(String::as_str) == Some("natural") {
        Style::Natural
    } else {
        Style::Vivid
    };
    let format = match out.rsplit('.').next() {
        Some("jpg" | "jpeg") => OutputFormat::Jpeg,
        Some("webp") => OutputFormat::Webp,
        _ => OutputFormat::Png,
    };
    let photo = std::env::var_os("PHOTO").map(image::open).transpose()?;
    let text = std::env::var("TEXT").ok();
    let request = RenderRequest {
        prompt,
        width,
        height,
        format,
        compression: None,
        transparent: rest.get(3).map(String::as_str) == Some("transparent"),
        style,
        seed,
        photo: photo.as_ref(),
        card_text: text.as_deref(),
    };
    let started = std::time::Instant::now();
    let mut bytes = render(&request)?;
    if let Some(side) = std::env::var("SIDE").ok().map(|s| s.parse()).transpose()? {
        bytes = cardsmith_render::thumbnail_webp(&bytes, side)?;
    }
    println!("{out}: {} bytes in {:?}", bytes.len(), started.elapsed());
    std::fs::write(out, bytes)?;
    Ok(())
}
