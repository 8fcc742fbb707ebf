//! A group card's inside pages through the public API: the layout's
//! geometry (no two messages touch, all inside the margins, every message
//! once and in order, readable sizes), determinism, the bounds the renderer
//! enforces, and what a painted page looks like.

use cardsmith_render::{
    CardFont, INSIDE_PAGE_HEIGHT, INSIDE_PAGE_WIDTH, InsideLayout, InsideMessage,
    MIN_INSIDE_FONT_SIZE, MessageProblem, PHOTO_MAT, PHOTO_PLACEHOLDER, PhotoFrame, Placement,
    RenderError, inside_page_outlines, layout_inside, render_inside_page,
};
use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use std::io::Cursor;
use std::time::{Duration, Instant};

/// The layout keeps at least this much clear round the page's edge.
const MARGIN: f32 = 24.0;
/// And at least this much air between two messages.
const AIR: f32 = 4.0;

const WORDS: [&[&str]; 4] = [
    &[
        "happy",
        "birthday",
        "to",
        "the",
        "best",
        "colleague",
        "ever",
        "thank",
        "you",
        "for",
        "everything",
        "we",
        "will",
        "miss",
        "your",
        "laugh",
        "congratulations!",
        "love,",
        "cheers",
        "and",
        "all",
        "good",
        "wishes",
        "x",
    ],
    &[
        "عيد",
        "ميلاد",
        "سعيد",
        "أتمنى",
        "لك",
        "سنة",
        "مليئة",
        "بالفرح",
        "والنجاح",
        "مع",
        "حبي",
    ],
    &[
        "יום",
        "הולדת",
        "שמח",
        "עם",
        "הרבה",
        "אהבה",
        "בהצלחה",
        "תודה",
        "על",
        "הכל",
    ],
    &[
        "С",
        "днём",
        "рождения",
        "счастья",
        "здоровья",
        "и",
        "удачи",
        "во",
        "всём",
    ],
];
const NAMES: [&str; 6] = ["Priya", "Tom", "ليلى", "Yael", "Ольга", "Grandma Rose"];
const FONTS: [CardFont; 3] = [CardFont::Classic, CardFont::Modern, CardFont::Handwritten];

/// A message's own data, for `InsideMessage` to borrow.
struct Owned {
    text: String,
    name: String,
    font: CardFont,
    colour: [u8; 3],
    signature: Vec<Vec<(u16, u16)>>,
    photo: Option<PhotoFrame>,
}

impl Owned {
    fn new(text: &str, font: CardFont) -> Owned {
        Owned {
            text: text.to_string(),
            name: "Sam".to_string(),
            font,
            colour: [0x1F, 0x2A, 0x44],
            signature: Vec::new(),
            photo: None,
        }
    }

    fn message(&self) -> InsideMessage<'_> {
        InsideMessage {
            text: &self.text,
            name: &self.name,
            font: self.font,
            colour: self.colour,
            signature: &self.signature,
            photo: self.photo,
        }
    }
}

fn borrow(owned: &[Owned]) -> Vec<InsideMessage<'_>> {
    owned.iter().map(Owned::message).collect()
}

/// xorshift: random-looking messages, the same on every run.
struct Gen(u64);

impl Gen {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// `n` messages of random lengths (1 to 500 characters, mostly short, as
/// people write), scripts, faces, colours, line breaks and signatures.
fn random_messages(n: usize, seed: u64) -> Vec<Owned> {
    let mut g = Gen(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    (0..n)
        .map(|_| {
            let words = WORDS[if g.below(3) == 0 { 1 + g.below(3) } else { 0 }];
            let most = match g.below(10) {
                0 => 500,
                1..=3 => 200,
                _ => 60,
            };
            let goal = 1 + g.below(most);
            let mut text = String::new();
            while text.chars().count() < goal {
                if !text.is_empty() {
                    text.push(if g.below(12) == 0 { '\n' } else { ' ' });
                }
                text.push_str(words[g.below(words.len())]);
            }
            let text: String = text.chars().take(500).collect();
            let signature = if g.below(4) == 0 {
                (0..1 + g.below(4))
                    .map(|_| {
                        (0..2 + g.below(60))
                            .map(|_| (g.below(1001) as u16, g.below(1001) as u16))
                            .collect()
                    })
                    .collect()
            } else {
                Vec::new()
            };
            Owned {
                text,
                name: NAMES[g.below(NAMES.len())].to_string(),
                font: FONTS[g.below(3)],
                colour: [g.below(256) as u8, g.below(256) as u8, g.below(256) as u8],
                signature,
                photo: None,
            }
        })
        .collect()
}

/// A placement's corners once turned about its centre, as the painter turns it.
fn corners(p: &Placement, grow: f32) -> [(f32, f32); 4] {
    let (cx, cy) = (p.x + p.width / 2.0, p.y + p.height / 2.0);
    let (hw, hh) = (p.width / 2.0 + grow, p.height / 2.0 + grow);
    let (sin, cos) = p.rotation_degrees.to_radians().sin_cos();
    [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)]
        .map(|(x, y)| (cx + x * cos - y * sin, cy + x * sin + y * cos))
}

/// The separating-axis test for two convex quadrilaterals: they overlap
/// unless some edge's normal separates their projections.
fn overlap(a: &[(f32, f32); 4], b: &[(f32, f32); 4]) -> bool {
    for shape in [a, b] {
        for i in 0..4 {
            let (p, q) = (shape[i], shape[(i + 1) % 4]);
            let axis = (q.1 - p.1, p.0 - q.0);
            let project = |s: &[(f32, f32); 4]| {
                s.iter()
                    .map(|v| v.0 * axis.0 + v.1 * axis.1)
                    .fold((f32::MAX, f32::MIN), |(lo, hi), x| (lo.min(x), hi.max(x)))
            };
            let ((a_lo, a_hi), (b_lo, b_hi)) = (project(a), project(b));
            if a_hi < b_lo || b_hi < a_lo {
                return false;
            }
        }
    }
    true
}

/// Every rule the layout keeps, checked on `layout` made from `count` messages.
fn assert_sound(layout: &InsideLayout, count: usize, case: &str) {
    let order: Vec<usize> = layout
        .pages
        .iter()
        .flat_map(|p| &p.placements)
        .map(|p| p.message)
        .collect();
    assert_eq!(order, (0..count).collect::<Vec<_>>(), "{case}: order");
    for (n, page) in layout.pages.iter().enumerate() {
        assert!(!page.placements.is_empty(), "{case}: page {n} is empty");
        for p in &page.placements {
            assert!(p.font_size >= MIN_INSIDE_FONT_SIZE, "{case}: {p:?}");
            assert!(p.rotation_degrees.abs() <= 3.0, "{case}: {p:?}");
            for (x, y) in corners(p, 0.0) {
                assert!(
                    (MARGIN..=INSIDE_PAGE_WIDTH - MARGIN).contains(&x)
                        && (MARGIN..=INSIDE_PAGE_HEIGHT - MARGIN).contains(&y),
                    "{case}: page {n}: {p:?} leaves the margin at ({x}, {y})"
                );
            }
        }
        for (i, a) in page.placements.iter().enumerate() {
            for b in &page.placements[i + 1..] {
                assert!(
                    !overlap(&corners(a, AIR / 2.0), &corners(b, AIR / 2.0)),
                    "{case}: page {n}: {a:?} and {b:?} touch"
                );
            }
        }
    }
}

#[test]
fn messages_never_touch_and_stay_inside_the_margins() {
    for count in [1, 5, 60, 150, 200] {
        for seed in [1u64, 2, 3] {
            let owned = random_messages(count, seed * 31 + count as u64);
            let layout = layout_inside(&borrow(&owned), seed).unwrap();
            assert_sound(&layout, count, &format!("{count} messages, seed {seed}"));
        }
    }
}

#[test]
fn a_few_messages_take_one_page_and_many_take_several() {
    let five = random_messages(5, 7);
    let layout = layout_inside(&borrow(&five), 7).unwrap();
    assert_eq!(layout.pages.len(), 1);

    let many = random_messages(150, 8);
    let layout = layout_inside(&borrow(&many), 8).unwrap();
    let pages = layout.pages.len();
    assert!((6..=20).contains(&pages), "150 messages on {pages} pages");
    let last = layout.pages.last().unwrap().placements.len();
    assert!(last >= 2, "a lone message on the last page");

    assert_eq!(layout_inside(&[], 1).unwrap().pages.len(), 0);
}

#[test]
fn short_messages_are_set_larger_than_long_ones() {
    let owned = [
        Owned::new("Congratulations!", CardFont::Classic),
        Owned::new(
            &"so very proud of you ".repeat(24)[..480],
            CardFont::Classic,
        ),
    ];
    let layout = layout_inside(&borrow(&owned), 5).unwrap();
    let sizes: Vec<f32> = layout.pages[0]
        .placements
        .iter()
        .map(|p| p.font_size)
        .collect();
    assert!(sizes[0] > 1.3 * sizes[1], "{sizes:?}");
    assert!(sizes[0] <= 24.0, "{sizes:?}");
}

#[test]
fn the_longest_messages_fit_one_page_at_a_readable_size() {
    let texts = [
        "Wishing you the very best. ".repeat(20),
        "W".repeat(500),
        "one\n".repeat(125),
        "مع أطيب التمنيات بالنجاح ".repeat(20),
    ];
    for text in &texts {
        for font in FONTS {
            let mut owned = Owned::new(&text.chars().take(500).collect::<String>(), font);
            owned.name = "Bartholomew Fitzgerald-Worthington of the Finance Team".into();
            owned.signature = vec![(0..200).map(|i| (i * 5, (i * 37) % 1000)).collect()];
            let messages = [owned.message()];
            let layout = layout_inside(&messages, 3).unwrap();
            assert_eq!(layout.pages.len(), 1);
            let start: String = text.chars().take(10).collect();
            assert_sound(&layout, 1, &format!("{font:?} {start:?}"));
        }
    }
}

#[test]
fn the_same_messages_and_seed_give_the_same_layout_and_bytes() {
    let owned = random_messages(30, 11);
    let messages = borrow(&owned);
    let a = layout_inside(&messages, 99).unwrap();
    let b = layout_inside(&messages, 99).unwrap();
    assert_eq!(a, b);
    let c = layout_inside(&messages, 100).unwrap();
    assert_ne!(a, c, "another card's seed arranges it differently");
    let first = render_inside_page(&messages, &a, 0, 400, &[]).unwrap();
    let again = render_inside_page(&messages, &b, 0, 400, &[]).unwrap();
    assert_eq!(first, again);
}

#[test]
fn a_page_is_a_png_of_the_panel_s_proportions() {
    let owned = random_messages(5, 4);
    let messages = borrow(&owned);
    let layout = layout_inside(&messages, 4).unwrap();
    for (width, height) in [(1000, 1400), (375, 525), (361, 505)] {
        let png = render_inside_page(&messages, &layout, 0, width, &[]).unwrap();
        let image = image::load_from_memory(&png).unwrap();
        assert_eq!((image.width(), image.height()), (width, height));
    }
    assert!(matches!(
        render_inside_page(&messages, &layout, 1, 1000, &[]),
        Err(RenderError::NoSuchPage { page: 1, pages: 1 })
    ));
    assert!(matches!(
        render_inside_page(&messages, &layout, 0, 0, &[]),
        Err(RenderError::InvalidPageWidth { .. })
    ));
    // A layout from other messages is refused, not painted wrong.
    assert!(matches!(
        render_inside_page(&messages[..2], &layout, 0, 300, &[]),
        Err(RenderError::LayoutMismatch)
    ));
}

#[test]
fn the_renderer_enforces_its_bounds_quickly() {
    let started = Instant::now();
    let ok = Owned::new("Happy birthday!", CardFont::Modern);
    let too_many: Vec<InsideMessage> = (0..201).map(|_| ok.message()).collect();
    assert!(matches!(
        layout_inside(&too_many, 1),
        Err(RenderError::TooManyMessages { count: 201, .. })
    ));

    let problem = |owned: Owned| {
        let messages = [ok.message(), owned.message()];
        match layout_inside(&messages, 1) {
            Err(RenderError::InvalidMessage { index: 1, problem }) => problem,
            other => panic!("expected a refusal, got {other:?}"),
        }
    };
    let mut long = Owned::new(&"a".repeat(501), CardFont::Classic);
    assert_eq!(problem(long), MessageProblem::TextTooLong { chars: 501 });
    long = Owned::new(&"a".repeat(2_000_000), CardFont::Classic);
    assert!(matches!(problem(long), MessageProblem::TextTooLong { .. }));
    assert_eq!(
        problem(Owned::new(" \n ", CardFont::Classic)),
        MessageProblem::EmptyText
    );
    let mut named = Owned::new("Hi", CardFont::Classic);
    named.name = "n".repeat(61);
    assert_eq!(problem(named), MessageProblem::NameTooLong { chars: 61 });

    let mut points = Owned::new("Hi", CardFont::Classic);
    points.signature = vec![vec![(1, 1); 2500], vec![(2, 2); 2501]];
    assert_eq!(
        problem(points),
        MessageProblem::TooManyPoints { points: 5001 }
    );
    let mut strokes = Owned::new("Hi", CardFont::Classic);
    strokes.signature = vec![vec![(1, 1)]; 51];
    assert_eq!(
        problem(strokes),
        MessageProblem::TooManyStrokes { strokes: 51 }
    );
    let mut off_grid = Owned::new("Hi", CardFont::Classic);
    off_grid.signature = vec![vec![(1001, 5)]];
    assert_eq!(problem(off_grid), MessageProblem::PointOutsideGrid);

    // At the limits exactly, all is well.
    let mut full = Owned::new(&"a ".repeat(250), CardFont::Handwritten);
    full.name = "n".repeat(60);
    full.signature = vec![vec![(1000, 1000); 100]; 50];
    let messages = [full.message()];
    let layout = layout_inside(&messages, 1).unwrap();
    render_inside_page(&messages, &layout, 0, 200, &[]).unwrap();

    // The painter checks too: a stored layout does not let bad input through.
    let mut bad = Owned::new("Hi", CardFont::Classic);
    bad.signature = vec![vec![(1, 1)]; 51];
    let good = [ok.message()];
    let layout = layout_inside(&good, 1).unwrap();
    assert!(matches!(
        render_inside_page(&[bad.message()], &layout, 0, 300, &[]),
        Err(RenderError::InvalidMessage { .. })
    ));
    assert!(started.elapsed() < Duration::from_secs(2));
}

/// Pixels in the placement's box that are clearly darker than the paper.
fn inked_pixels(png: &[u8], p: &Placement, scale: f32) -> usize {
    let image = image::load_from_memory(png).unwrap().to_rgb8();
    let x0 = (p.x * scale) as u32;
    let y0 = (p.y * scale) as u32;
    let x1 = (((p.x + p.width) * scale) as u32).min(image.width());
    let y1 = (((p.y + p.height) * scale) as u32).min(image.height());
    (y0..y1)
        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let [r, g, b] = image.get_pixel(x, y).0;
            u32::from(r) + u32::from(g) + u32::from(b) < 3 * 150
        })
        .count()
}

#[test]
fn right_to_left_messages_are_drawn() {
    for (text, name) in [
        ("عيد ميلاد سعيد يا صديقي العزيز", "ليلى"),
        ("יום הולדת שמח, אמא יקרה", "יעל"),
    ] {
        let mut owned = Owned::new(text, CardFont::Classic);
        owned.name = name.into();
        let messages = [owned.message()];
        let layout = layout_inside(&messages, 2).unwrap();
        let png = render_inside_page(&messages, &layout, 0, 1000, &[]).unwrap();
        let placement = &layout.pages[0].placements[0];
        let inked = inked_pixels(&png, placement, 1000.0 / INSIDE_PAGE_WIDTH);
        assert!(inked > 2000, "{text}: {inked} inked pixels");
    }
}

#[test]
fn pale_ink_is_deepened_until_it_reads() {
    let mut owned = Owned::new("Sunshine and lemonade!", CardFont::Modern);
    owned.colour = [0xFF, 0xF2, 0x80];
    let messages = [owned.message()];
    let layout = layout_inside(&messages, 2).unwrap();
    let png = render_inside_page(&messages, &layout, 0, 1000, &[]).unwrap();
    let inked = inked_pixels(
        &png,
        &layout.pages[0].placements[0],
        1000.0 / INSIDE_PAGE_WIDTH,
    );
    assert!(inked > 1000, "{inked} readable pixels");
}

#[test]
fn a_full_card_lays_out_and_paints_quickly() {
    let owned = random_messages(150, 21);
    let messages = borrow(&owned);
    // Once to build the shared engine, then timed.
    layout_inside(&messages[..1], 1).unwrap();
    let started = Instant::now();
    let layout = layout_inside(&messages, 21).unwrap();
    let laid_out = started.elapsed();
    let started = Instant::now();
    render_inside_page(&messages, &layout, 0, 1000, &[]).unwrap();
    let painted = started.elapsed();
    // Generous for a shared test machine: it takes well under a second.
    assert!(
        laid_out + painted < Duration::from_secs(3),
        "{laid_out:?} + {painted:?}"
    );
}

/// A photo file of one colour, `width` x `height`, in `format`.
fn solid_photo(width: u32, height: u32, colour: [u8; 3], format: ImageFormat) -> Vec<u8> {
    let image = DynamicImage::ImageRgb8(RgbImage::from_pixel(width, height, Rgb(colour)));
    let mut bytes = Vec::new();
    image
        .write_to(&mut Cursor::new(&mut bytes), format)
        .unwrap();
    bytes
}

/// The frames photos come in: landscape, portrait, square and the most
/// extreme proportions allowed.
const FRAMES: [(u32, u32); 5] = [(512, 384), (384, 512), (400, 400), (512, 171), (171, 512)];

/// Random messages, every third with a photo in one of `FRAMES`.
fn with_photos(n: usize, seed: u64) -> Vec<Owned> {
    let mut owned = random_messages(n, seed);
    for (i, o) in owned.iter_mut().enumerate().filter(|(i, _)| i % 3 == 0) {
        let (width, height) = FRAMES[(i / 3) % FRAMES.len()];
        o.photo = Some(PhotoFrame { width, height });
    }
    owned
}

#[test]
fn a_photo_takes_room_at_the_top_of_its_message() {
    let plain = Owned::new("Happy birthday! Have a wonderful day.", CardFont::Modern);
    let mut pictured = Owned::new("Happy birthday! Have a wonderful day.", CardFont::Modern);
    pictured.photo = Some(PhotoFrame {
        width: 4,
        height: 3,
    });
    let box_of = |owned: &Owned| {
        let messages = [owned.message()];
        let layout = layout_inside(&messages, 5).unwrap();
        let outlines = inside_page_outlines(&messages, &layout, 0, &[]).unwrap();
        (layout.pages[0].placements[0], outlines[0].photo.clone())
    };
    let (without, none) = box_of(&plain);
    let (with, photo) = box_of(&pictured);
    assert!(none.is_none());
    let photo = photo.expect("a photo");
    // The print sits at the top, a small print rather than the message's
    // whole width, and the text below it makes the box taller.
    let (mx, my, mw, mh) = photo.mat;
    assert_eq!((mx, my), (0.0, 0.0));
    assert!((70.0..=130.0).contains(&mw), "{mw}");
    assert!(
        mw <= with.width && mw < 0.8 * with.width.max(90.0),
        "{mw} in {with:?}"
    );
    assert!((mw / mh - 4.0 / 3.0).abs() < 0.1, "{mw} x {mh}");
    assert!(with.height > without.height + mh, "{with:?} vs {without:?}");
    // The picture lies inside its mat, in the frame's proportions.
    let (px, py, pw, ph) = photo.picture;
    assert!(px > mx && py > my && px + pw < mx + mw && py + ph < my + mh);
    assert!((pw / ph - 4.0 / 3.0).abs() < 1e-3);
}

#[test]
fn messages_with_photos_never_touch_and_stay_inside_the_margins() {
    for count in [5, 150] {
        for seed in [1u64, 2, 3] {
            let owned = with_photos(count, seed * 17 + count as u64);
            let layout = layout_inside(&borrow(&owned), seed).unwrap();
            assert_sound(&layout, count, &format!("{count} with photos, seed {seed}"));
        }
    }
    // A photo on the longest message there can be, at the extreme proportions.
    for (width, height) in [(171, 512), (512, 171)] {
        let mut owned = Owned::new(
            &"Wishing you the very best. ".repeat(20)[..500],
            CardFont::Handwritten,
        );
        owned.signature = vec![(0..200).map(|i| (i * 5, (i * 37) % 1000)).collect()];
        owned.photo = Some(PhotoFrame { width, height });
        let layout = layout_inside(&[owned.message()], 3).unwrap();
        assert_eq!(layout.pages.len(), 1);
        assert_sound(
            &layout,
            1,
            &format!("longest with a {width} x {height} photo"),
        );
    }
}

#[test]
fn right_to_left_messages_put_their_photo_on_the_right() {
    let frame = Some(PhotoFrame {
        width: 3,
        height: 2,
    });
    for (text, rtl) in [
        ("عيد ميلاد سعيد يا صديقي العزيز، كل عام وأنت بخير", true),
        ("יום הולדת שמח, אמא יקרה, עם הרבה אהבה", true),
        ("Happy birthday, dear friend, and many more!", false),
    ] {
        let mut owned = Owned::new(text, CardFont::Classic);
        owned.photo = frame;
        let messages = [owned.message()];
        let layout = layout_inside(&messages, 2).unwrap();
        let outlines = inside_page_outlines(&messages, &layout, 0, &[]).unwrap();
        let width = layout.pages[0].placements[0].width;
        let (x, _, w, _) = outlines[0].photo.as_ref().unwrap().mat;
        assert!(w < width - 20.0, "{text}: the box is wider than its photo");
        if rtl {
            assert!((x + w - width).abs() < 0.01, "{text}: {x} + {w} in {width}");
        } else {
            assert_eq!(x, 0.0, "{text}");
        }
    }
}

/// The colour at a point given in page units from a placement's box's
/// top-left before its tilt, averaged over 3 x 3 pixels, on a page `width`
/// pixels wide: the point is turned with the box as the painter turns it.
fn colour_at(png: &[u8], p: &Placement, (x, y): (f32, f32), width: u32) -> [u8; 3] {
    let image = image::load_from_memory(png).unwrap().to_rgb8();
    let scale = width as f32 / INSIDE_PAGE_WIDTH;
    let (cx, cy) = (p.x + p.width / 2.0, p.y + p.height / 2.0);
    let (dx, dy) = (x - p.width / 2.0, y - p.height / 2.0);
    let (sin, cos) = p.rotation_degrees.to_radians().sin_cos();
    let (px, py) = (
        (cx + dx * cos - dy * sin) * scale,
        (cy + dx * sin + dy * cos) * scale,
    );
    let mut sum = [0u32; 3];
    for oy in -1..=1 {
        for ox in -1..=1 {
            let pixel = image.get_pixel((px as i32 + ox) as u32, (py as i32 + oy) as u32);
            for (total, channel) in sum.iter_mut().zip(pixel.0) {
                *total += u32::from(channel);
            }
        }
    }
    sum.map(|c| (c / 9) as u8)
}

fn close(a: [u8; 3], b: [u8; 3], within: u8) -> bool {
    a.iter().zip(&b).all(|(x, y)| x.abs_diff(*y) <= within)
}

/// Two messages with 4:3 photos, tilted as the layout tilts them.
fn pictured_pair() -> Vec<Owned> {
    [
        "Welcome to the team, so glad you're here!",
        "Have a lovely holiday",
    ]
    .iter()
    .map(|text| {
        let mut owned = Owned::new(text, CardFont::Modern);
        owned.photo = Some(PhotoFrame {
            width: 400,
            height: 300,
        });
        owned
    })
    .collect()
}

#[test]
fn a_photo_is_painted_in_its_mat_turned_with_its_message() {
    let owned = pictured_pair();
    let messages = borrow(&owned);
    let layout = layout_inside(&messages, 6).unwrap();
    let outlines = inside_page_outlines(&messages, &layout, 0, &[]).unwrap();
    let placements = &layout.pages[0].placements;
    assert!(
        placements.iter().all(|p| p.rotation_degrees.abs() > 0.3),
        "{placements:?}"
    );
    let plum = [150, 40, 110];
    let teal = [20, 130, 140];
    // A photo a little off its frame's proportions is cropped to them;
    // PNG, JPEG and WebP all read.
    for format in [ImageFormat::Png, ImageFormat::Jpeg, ImageFormat::WebP] {
        let first = solid_photo(512, 400, plum, format);
        let second = solid_photo(300, 225, teal, format);
        let photos = [Some(first.as_slice()), Some(second.as_slice())];
        let png = render_inside_page(&messages, &layout, 0, 1000, &photos).unwrap();
        for ((outline, p), colour) in outlines.iter().zip(placements).zip([plum, teal]) {
            let photo = outline.photo.as_ref().unwrap();
            let (px, py, pw, ph) = photo.picture;
            for (fx, fy) in [(0.5, 0.5), (0.1, 0.1), (0.9, 0.9), (0.1, 0.9)] {
                let seen = colour_at(&png, p, (px + fx * pw, py + fy * ph), 1000);
                assert!(
                    close(seen, colour, 6),
                    "{format:?}: {seen:?} for {colour:?}"
                );
            }
            // The mat is white between the picture's edge and its own.
            let (mx, my, _, _) = photo.mat;
            let seen = colour_at(&png, p, ((mx + px) / 2.0, py + ph / 2.0), 1000);
            assert!(close(seen, PHOTO_MAT, 6), "{format:?}: mat {seen:?}");
            let seen = colour_at(&png, p, (px + pw / 2.0, (my + py) / 2.0), 1000);
            assert!(close(seen, PHOTO_MAT, 6), "{format:?}: mat {seen:?}");
        }
        let again = render_inside_page(&messages, &layout, 0, 1000, &photos).unwrap();
        assert_eq!(png, again);
    }
}

#[test]
fn a_missing_unreadable_or_oversized_photo_paints_the_placeholder() {
    let owned = pictured_pair();
    let messages = borrow(&owned);
    let layout = layout_inside(&messages, 6).unwrap();
    let outlines = inside_page_outlines(&messages, &layout, 0, &[]).unwrap();
    let p = &layout.pages[0].placements[0];
    let (px, py, pw, ph) = outlines[0].photo.as_ref().unwrap().picture;
    let centre = (px + pw / 2.0, py + ph / 2.0);
    let green = [30, 160, 60];
    // Within the decode limit, a photo is read.
    let largest = solid_photo(1024, 768, green, ImageFormat::Png);
    let png = render_inside_page(&messages, &layout, 0, 600, &[Some(&largest)]).unwrap();
    assert!(close(colour_at(&png, p, centre, 600), green, 6));

    let missing = render_inside_page(&messages, &layout, 0, 600, &[]).unwrap();
    assert!(close(
        colour_at(&missing, p, centre, 600),
        PHOTO_PLACEHOLDER,
        6
    ));
    let too_wide = solid_photo(5000, 10, green, ImageFormat::Png);
    let too_tall = solid_photo(768, 1025, green, ImageFormat::Png);
    let cut_short = &largest[..largest.len() / 3];
    for (case, bytes) in [
        ("none", None),
        ("garbage", Some(b"not a photo at all".as_slice())),
        ("empty", Some(&[][..])),
        ("5000 x 10", Some(too_wide.as_slice())),
        ("768 x 1025", Some(too_tall.as_slice())),
        ("cut short", Some(cut_short)),
    ] {
        let png = render_inside_page(&messages, &layout, 0, 600, &[bytes, None]).unwrap();
        // Exactly the placeholder a missing photo gets: nothing moved.
        assert!(png == missing, "{case}");
    }
    // A photo for a message without a frame is not drawn.
    let mut unframed = Owned::new("No photo here", CardFont::Classic);
    unframed.photo = None;
    let plain = [unframed.message()];
    let layout = layout_inside(&plain, 1).unwrap();
    assert_eq!(
        render_inside_page(&plain, &layout, 0, 300, &[Some(&largest)]).unwrap(),
        render_inside_page(&plain, &layout, 0, 300, &[]).unwrap()
    );
}

#[test]
fn a_photo_reaches_print_as_a_small_jpeg_of_its_picture() {
    let owned = pictured_pair();
    let messages = borrow(&owned);
    let layout = layout_inside(&messages, 6).unwrap();
    let large = solid_photo(1000, 700, [200, 100, 30], ImageFormat::Png);
    let small = solid_photo(160, 120, [10, 90, 200], ImageFormat::Jpeg);
    let outlines =
        inside_page_outlines(&messages, &layout, 0, &[Some(&large), Some(&small)]).unwrap();
    for (outline, (width, height)) in outlines.iter().zip([(512, 384), (160, 120)]) {
        let photo = outline.photo.as_ref().unwrap();
        let jpeg = photo.jpeg.as_ref().expect("a JPEG");
        assert_eq!(image::guess_format(jpeg).unwrap(), ImageFormat::Jpeg);
        let image = image::load_from_memory(jpeg).unwrap();
        assert_eq!((image.width(), image.height()), (width, height));
        assert!(!image.color().has_alpha());
    }
    let unreadable =
        inside_page_outlines(&messages, &layout, 0, &[Some(b"junk".as_slice())]).unwrap();
    assert!(
        unreadable
            .iter()
            .all(|o| o.photo.as_ref().unwrap().jpeg.is_none())
    );
    // The same geometry, whatever the files.
    assert_eq!(
        unreadable[0].photo.as_ref().unwrap().mat,
        outlines[0].photo.as_ref().unwrap().mat
    );
}

#[test]
fn photo_frames_out_of_shape_are_refused() {
    let refused = |width, height| {
        let mut owned = Owned::new("Hi", CardFont::Classic);
        owned.photo = Some(PhotoFrame { width, height });
        match layout_inside(&[owned.message()], 1) {
            Err(RenderError::InvalidMessage { index: 0, problem }) => Some(problem),
            Ok(_) => None,
            Err(other) => panic!("{other:?}"),
        }
    };
    for (width, height) in [
        (0, 100),
        (100, 0),
        (0, 0),
        (301, 100),
        (100, 301),
        (u32::MAX, 1),
    ] {
        assert_eq!(
            refused(width, height),
            Some(MessageProblem::PhotoOutOfShape { width, height }),
            "{width} x {height}"
        );
    }
    for (width, height) in [(300, 100), (100, 300), (1, 1), (u32::MAX, u32::MAX)] {
        assert_eq!(refused(width, height), None, "{width} x {height}");
    }
    let problem = refused(400, 100).unwrap().to_string();
    assert!(problem.contains("400 x 100"), "{problem}");
}
