//! Draws sample inside pages of group cards, for eyeballing the layout:
//! `cargo run --release -p cardsmith-render --example inside_sheet [OUT_DIR]`
//! writes inside-5.png (five messages: one Arabic, one signed),
//! inside-60-p1.png and inside-60-p2.png (sixty mixed messages) and
//! inside-150-last.png (the last page of 150), then the same five and sixty
//! with photos (inside-5-photos.png, and inside-5-photos-p2.png should they
//! need two pages, the fourth photo's file missing; inside-60-photos-p1.png,
//! every third signer's), 1000 px wide, to OUT_DIR
//! (default /tmp), and prints how long laying out and painting took.

use cardsmith_render::{
    CardFont, InsideMessage, OutputFormat, PhotoFrame, RenderRequest, Style, checked_dimensions,
    layout_inside, render, render_inside_page, thumbnail_webp,
};
use std::path::PathBuf;
use std::time::Instant;

const TEXTS: [&str; 24] = [
    "Happy birthday!",
    "Congratulations!! 🎉",
    "Have the best day, you deserve it.",
    "Thirty looks fantastic on you. Here's to the best year yet!",
    "Wishing you all the happiness in the world. Enjoy every minute of today.",
    "It has been a joy working with you these five years. The office won't be the same \
     without your laugh (or your biscuits). Keep in touch!",
    "To the kindest neighbour on the street: thank you for the plants, the parcels and \
     the chats over the fence.",
    "Cake first, questions later.",
    "עם הרבה אהבה, יום הולדת שמח!",
    "عيد ميلاد سعيد! أتمنى لك سنة مليئة بالفرح والنجاح.",
    "С днём рождения! Счастья, здоровья и удачи во всём.",
    "Dear Ana,\nThank you for everything.\nWe'll miss you loads.",
    "Good luck in the new job — they're lucky to have you.",
    "Another trip around the sun! Let's celebrate properly when you're back from Lisbon.",
    "You make every Monday better. Happy retirement, and enjoy the garden, the golf and \
     the long lunches. We will be terribly jealous and will call you for advice at least \
     once a week, so keep your phone on.",
    "xoxo",
    "Best wishes from all of us in accounts.",
    "Feliz cumpleaños, amiga. ¡Que cumplas muchos más!",
    "So proud of you!",
    "I still remember the first day you walked in, nervous and brilliant. Look at you \
     now. Thank you for teaching me half of what I know and for never once making me \
     feel silly for asking. Wherever you go next, they'll love you.",
    "Many happy returns",
    "Joyeux anniversaire ! Plein de bonnes choses pour cette nouvelle année.",
    "Have a wonderful day, and don't let anyone make you do the washing-up.",
    "Thank you for being the best team lead we could ask for. Enjoy the break!",
];

const NAMES: [&str; 16] = [
    "Priya",
    "Tom",
    "Marco",
    "Aisha",
    "Jun",
    "Sofia",
    "Grandma Rose",
    "Dev",
    "Olga",
    "Noah",
    "Leila",
    "Sam & Chris",
    "Fatima",
    "Yael",
    "Ben",
    "The Okafors",
];

const INKS: [[u8; 3]; 8] = [
    [0x1F, 0x2A, 0x44],
    [0x1F, 0x3A, 0x93],
    [0x7A, 0x1F, 0x2B],
    [0x23, 0x5B, 0x3A],
    [0x3B, 0x2F, 0x2F],
    [0x6B, 0x2D, 0x8C],
    [0xC0, 0x5A, 0x1A],
    [0xF2, 0xC9, 0x4C],
];

const FONTS: [CardFont; 3] = [CardFont::Classic, CardFont::Modern, CardFont::Handwritten];

/// A flowing scribble of a name and a flick under it, on the 1000 x 1000 pad grid.
fn scribble(seed: u32) -> Vec<Vec<(u16, u16)>> {
    let phase = seed as f32 * 0.7;
    let main: Vec<(u16, u16)> = (0..120)
        .map(|i| {
            let t = i as f32 / 119.0;
            let x = 60.0 + 820.0 * t + 40.0 * (t * 31.0 + phase).sin();
            let y = 480.0 + 260.0 * (t * 23.0 + phase).sin() * (1.0 - 0.4 * t) - 120.0 * t;
            (x.clamp(0.0, 1000.0) as u16, y.clamp(0.0, 1000.0) as u16)
        })
        .collect();
    let flick: Vec<(u16, u16)> = (0..12)
        .map(|i| {
            let t = i as f32 / 11.0;
            ((150.0 + 700.0 * t) as u16, (860.0 - 90.0 * t * t) as u16)
        })
        .collect();
    vec![main, flick]
}

struct Owned {
    text: String,
    name: String,
    font: CardFont,
    colour: [u8; 3],
    signature: Vec<Vec<(u16, u16)>>,
    /// Which of the sample photos the signer added, if any.
    photo: Option<usize>,
}

/// A photo's file and its size.
type Photo = (Vec<u8>, PhotoFrame);

/// Photos as signers would add them, drawn by the renderer in each shape
/// and stored as the site stores them: WebP, at most 512 px a side.
fn sample_photos() -> Result<Vec<Photo>, Box<dyn std::error::Error>> {
    let scenes = [
        (
            "a golden retriever on a beach at sunset, photorealistic",
            1536,
            1024,
        ),
        ("a birthday cake with candles, photorealistic", 1024, 1536),
        (
            "a cabin by a lake in the mountains, photorealistic",
            1024,
            1024,
        ),
        ("two cats on a sofa, photorealistic", 1536, 1024),
    ];
    scenes
        .iter()
        .map(|&(prompt, width, height)| {
            let png = render(&RenderRequest {
                prompt,
                width,
                height,
                format: OutputFormat::Png,
                compression: None,
                transparent: false,
                style: Style::Natural,
                seed: 7,
                photo: None,
                card_text: None,
            })?;
            let file = thumbnail_webp(&png, 512)?;
            let (width, height) = checked_dimensions(&file)?;
            Ok((file, PhotoFrame { width, height }))
        })
        .collect()
}

/// `n` messages picked by a small fixed generator: the same every run.
fn mixed(n: usize) -> Vec<Owned> {
    let mut state = 0x2545_F491_u32;
    let mut next = move |m: usize| {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        state as usize % m
    };
    (0..n)
        .map(|i| Owned {
            text: TEXTS[next(TEXTS.len())].to_string(),
            name: NAMES[next(NAMES.len())].to_string(),
            font: FONTS[next(FONTS.len())],
            colour: INKS[next(INKS.len())],
            signature: if next(5) == 0 {
                scribble(i as u32)
            } else {
                Vec::new()
            },
            photo: None,
        })
        .collect()
}

fn five() -> Vec<Owned> {
    let m = |text: &str, name: &str, font, colour, signature| Owned {
        text: text.to_string(),
        name: name.to_string(),
        font,
        colour,
        signature,
        photo: None,
    };
    vec![
        m(TEXTS[3], "Priya", CardFont::Classic, INKS[0], Vec::new()),
        m(TEXTS[9], "ليلى", CardFont::Classic, INKS[3], Vec::new()),
        m(
            "Cake first, questions later 🎂",
            "Tom",
            CardFont::Modern,
            INKS[2],
            Vec::new(),
        ),
        m(
            "So proud of you. Can't wait to celebrate properly next week!",
            "Marco",
            CardFont::Handwritten,
            INKS[1],
            scribble(3),
        ),
        m(TEXTS[5], "Aisha", CardFont::Modern, INKS[4], Vec::new()),
    ]
}

/// The messages, and each one's photo file if it has a photo (none for the
/// one whose photo is `missing`, to show the placeholder).
fn borrow<'a>(
    owned: &'a [Owned],
    photos: &'a [Photo],
    missing: Option<usize>,
) -> (Vec<InsideMessage<'a>>, Vec<Option<&'a [u8]>>) {
    let messages = owned
        .iter()
        .map(|o| InsideMessage {
            text: &o.text,
            name: &o.name,
            font: o.font,
            colour: o.colour,
            signature: &o.signature,
            photo: o.photo.map(|p| photos[p].1),
        })
        .collect();
    let files = owned
        .iter()
        .map(|o| o.photo.filter(|&p| Some(p) != missing))
        .map(|p| p.map(|p| photos[p].0.as_slice()))
        .collect();
    (messages, files)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "/tmp".into()));
    let seed = 0x00C0_FFEE;
    let photos = sample_photos()?;
    let mut five_photos = five();
    for (message, photo) in [(0, 0), (1, 1), (3, 2), (4, 3)] {
        five_photos[message].photo = Some(photo);
    }
    let mut sixty_photos = mixed(60);
    for (i, o) in sixty_photos.iter_mut().enumerate().step_by(3) {
        o.photo = Some(i / 3 % photos.len());
    }
    let cases = [
        (five(), vec![(0, "inside-5.png".to_string())], None),
        (
            mixed(60),
            vec![
                (0, "inside-60-p1.png".into()),
                (1, "inside-60-p2.png".into()),
            ],
            None,
        ),
        (
            mixed(150),
            vec![(usize::MAX, "inside-150-last.png".into())],
            None,
        ),
        (
            five_photos,
            vec![
                (0, "inside-5-photos.png".into()),
                (1, "inside-5-photos-p2.png".into()),
            ],
            Some(3),
        ),
        (
            sixty_photos,
            vec![(0, "inside-60-photos-p1.png".into())],
            None,
        ),
    ];
    for (owned, pages, missing) in cases {
        let count = owned.len();
        let (messages, files) = borrow(&owned, &photos, missing);
        let started = Instant::now();
        let layout = layout_inside(&messages, seed)?;
        let laid_out = started.elapsed();
        let n = layout.pages.len();
        let sizes: Vec<usize> = layout.pages.iter().map(|p| p.placements.len()).collect();
        println!("{count} messages: {n} pages {sizes:?}, laid out in {laid_out:?}");
        for (page, file) in pages {
            // `usize::MAX` is the last page, however many there are.
            let page = match page {
                usize::MAX => n - 1,
                page if page >= n => continue,
                page => page,
            };
            let started = Instant::now();
            let png = render_inside_page(&messages, &layout, page, 1000, &files)?;
            println!(
                "  page {} painted in {:?}, {} KB",
                page + 1,
                started.elapsed(),
                png.len() / 1024
            );
            std::fs::write(dir.join(&file), png)?;
        }
    }
    Ok(())
}
