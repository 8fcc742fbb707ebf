//! Writes one folded card PDF, for looking at the layout:
//! `cargo run --release -p cardsmith-print --example card -- OUT.pdf FRONT.(png|jpg|webp) [letter|a4] [SIGNERS [PHOTO_EVERY]] < message.txt`
//! With SIGNERS, a group card signed by that many made-up people; with
//! PHOTO_EVERY, every so many of them (the first, then every Nth) add the
//! front image as their photo.

use std::io::Read;

use cardsmith_print::{FoldedCard, Paper, folded_card_pdf};
use cardsmith_render::{
    CardFont, InsideMessage, MessageOutlines, PhotoFrame, inside_page_outlines, layout_inside,
};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [out, front, rest @ ..] = args.as_slice() else {
        return Err("usage: card OUT.pdf FRONT_IMAGE [letter|a4] < MESSAGE".into());
    };
    let paper = match rest.first() {
        Some(name) => Paper::parse(name).ok_or("paper must be letter or a4")?,
        None => Paper::Letter,
    };
    let signers: usize = rest.get(1).map_or(Ok(0), |n| n.parse())?;
    let photo_every: usize = rest.get(2).map_or(Ok(0), |n| n.parse())?;
    let mut inside_text = String::new();
    std::io::stdin().read_to_string(&mut inside_text)?;
    let front = image::open(front)?;
    let photo = (photo_every > 0).then(|| Photo::new(&front, photo_every));
    let pdf = folded_card_pdf(&FoldedCard {
        front: &front,
        inside_text: &inside_text,
        signed_pages: &signed_pages(signers, photo.as_ref())?,
        brand: "Cardsmith",
        paper,
    })?;
    std::fs::write(out, &pdf)?;
    eprintln!("{out}: {} bytes", pdf.len());
    Ok(())
}

/// The photo some signers add: the front, stored as the site stores photos
/// (at most 512 px a side, here as PNG).
struct Photo {
    file: Vec<u8>,
    frame: PhotoFrame,
    every: usize,
}

impl Photo {
    fn new(front: &image::DynamicImage, every: usize) -> Photo {
        let small = front.thumbnail(512, 512);
        let mut file = Vec::new();
        small
            .write_to(
                &mut std::io::Cursor::new(&mut file),
                image::ImageFormat::Png,
            )
            .expect("a PNG in memory");
        Photo {
            file,
            frame: PhotoFrame {
                width: small.width(),
                height: small.height(),
            },
            every,
        }
    }
}

/// `signers` messages in turn in each font and a few inks, every third
/// one signed and some with `photo`, laid out and outlined as a group
/// card's are.
fn signed_pages(
    signers: usize,
    photo: Option<&Photo>,
) -> Result<Vec<Vec<MessageOutlines>>, Box<dyn std::error::Error>> {
    const WORDS: [&str; 4] = [
        "Congratulations! It has been a joy to work with you.",
        "Good luck with everything next, and come back to visit.",
        "Thank you for all the help this year.",
        "مع أطيب التمنيات",
    ];
    const FONTS: [CardFont; 3] = [CardFont::Classic, CardFont::Modern, CardFont::Handwritten];
    const INKS: [[u8; 3]; 3] = [[0x1F, 0x4E, 0x9A], [0xB0, 0x30, 0x30], [0x2D, 0x6A, 0x4F]];
    let signature = vec![vec![
        (80, 600),
        (300, 150),
        (520, 800),
        (760, 250),
        (940, 500),
    ]];
    let names: Vec<String> = (1..=signers).map(|n| format!("Signer {n}")).collect();
    let messages: Vec<InsideMessage> = names
        .iter()
        .enumerate()
        .map(|(i, name)| InsideMessage {
            text: WORDS[i % WORDS.len()],
            name,
            font: FONTS[i % FONTS.len()],
            colour: INKS[i % INKS.len()],
            signature: if i % 3 == 0 { &signature } else { &[] },
            photo: photo.filter(|p| i % p.every == 0).map(|p| p.frame),
        })
        .collect();
    let photos: Vec<Option<&[u8]>> = messages
        .iter()
        .map(|m| m.photo.and(photo).map(|p| p.file.as_slice()))
        .collect();
    let layout = layout_inside(&messages, 42)?;
    Ok((0..layout.pages.len())
        .map(|page| inside_page_outlines(&messages, &layout, page, &photos))
        .collect::<Result<_, _>>()?)
}
