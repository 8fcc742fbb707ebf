//! Renders six occasions in each of the six art styles into one labelled
//! sheet, for judging the styles side by side (the committed copy is
//! `crates/render/docs/styles-sheet.png`):
//! `cargo run --release -p cardsmith-render --example contact_sheet -- OUT.png [TILE] [PROMPT...]`
//! With prompts, the sheet shows those cards, a row each, in the six styles.

#[path = "common/sheet.rs"]
mod sheet;

use sheet::{Error, STYLES, grid, tile};

const OCCASIONS: [(&str, &str); 6] = [
    (
        "birthday",
        "A joyful birthday card with balloons, confetti and a frosted cake",
    ),
    (
        "anniversary",
        "An anniversary card with roses and golden rings",
    ),
    ("thank you", "A warm thank you card with wildflowers"),
    ("sympathy", "A sympathy card with white lilies"),
    ("christmas", "A Christmas card with snowy pine trees"),
    ("free-form", "A cozy autumn cabin by a lake at sunset"),
];

fn main() -> Result<(), Error> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = args
        .first()
        .ok_or("usage: contact_sheet OUT.png [TILE] [PROMPT]")?;
    let side: u32 = args.get(1).map(|s| s.parse()).transpose()?.unwrap_or(180);
    let started = std::time::Instant::now();
    let occasions: Vec<(&str, &str)> = if args.len() > 2 {
        args[2..].iter().map(|p| ("", p.as_str())).collect()
    } else {
        OCCASIONS.to_vec()
    };
    let mut rows = Vec::new();
    for (occasion, prompt) in occasions {
        let tiles = STYLES
            .iter()
            .map(|(_, wording)| tile(&format!("{prompt}, as {wording}."), (1024, 1024), side))
            .collect::<Result<Vec<_>, _>>()?;
        rows.push((occasion, tiles));
    }
    let columns: Vec<&str> = STYLES.iter().map(|(name, _)| *name).collect();
    let image = grid(&columns, &rows, (side, side))?;
    image.save(out)?;
    println!(
        "{out}: {} renders in {:?}",
        6 * rows.len(),
        started.elapsed()
    );
    Ok(())
}
