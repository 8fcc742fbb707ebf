//! Writes one folded card PDF, for looking at the layout:
//! `cargo run --release -p cardsmith-print --example card -- OUT.pdf FRONT.(png|jpg|webp) [letter|a4] < message.txt`

use std::io::Read;

use cardsmith_print::{FoldedCard, Paper, folded_card_pdf};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [out, front, rest @ ..] = args.as_slice() else {
        return Err("usage: card OUT.pdf FRONT_IMAGE [letter|a4] < MESSAGE".into());
    };
    let paper = match rest.first() {
        Some(name) => Paper::parse(name).ok_or("paper must be letter or a4")?,
        None => Paper::Letter,
    };
    let mut inside_text = String::new();
    std::io::stdin().read_to_string(&mut inside_text)?;
    let front = image::open(front)?;
    let pdf = folded_card_pdf(&FoldedCard {
        front: &front,
        inside_text: &inside_text,
        brand: "Cardsmith",
        paper,
    })?;
    std::fs::write(out, &pdf)?;
    eprintln!("{out}: {} bytes", pdf.len());
    Ok(())
}
