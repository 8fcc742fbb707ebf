//! Renders "a card with a W" for every subject W of the renderer's
//! vocabulary into one labelled sheet, for checking each drawing reads as
//! what it is: `cargo run --release -p cardsmith-render --example vocabulary_sheet -- OUT.png [STYLE]`

#[path = "common/sheet.rs"]
mod sheet;

use sheet::{Error, captioned, grid, tile};

const PER_ROW: usize = 12;

fn main() -> Result<(), Error> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = args
        .first()
        .ok_or("usage: vocabulary_sheet OUT.png [STYLE]")?;
    let style = args.get(1).map_or(String::new(), |s| format!(", {s}"));
    let names: Vec<&str> = cardsmith_render::vocabulary().collect();
    let side = 150;
    let mut rows = Vec::new();
    for chunk in names.chunks(PER_ROW) {
        let tiles = chunk
            .iter()
            .map(|name| {
                captioned(
                    &tile(&format!("a {name}{style}"), (1024, 1024), side)?,
                    name,
                )
            })
            .collect::<Result<Vec<_>, _>>()?;
        rows.push(("", tiles));
    }
    let columns = [""; PER_ROW];
    grid(&columns, &rows, (side, side + 28))?.save(out)?;
    println!("{out}: {} subjects", names.len());
    Ok(())
}
