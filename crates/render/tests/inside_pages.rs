//! A group card's inside pages through the public API: the layout's
//! geometry (no two messages touch, all inside the margins, every message
//! once and in order, readable sizes), determinism, the bounds the renderer
//! enforces, and what a painted page looks like.

use cardsmith_render::{
    CardFont, INSIDE_PAGE_HEIGHT, INSIDE_PAGE_WIDTH, InsideLayout, InsideMessage,
    MIN_INSIDE_FONT_SIZE, MessageProblem, Placement, RenderError, layout_inside,
    render_inside_page,
};
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
}

impl Owned {
    fn new(text: &str, font: CardFont) -> Owned {
        Owned {
            text: text.to_string(),
            name: "Sam".to_string(),
            font,
            colour: [0x1F, 0x2A, 0x44],
            signature: Vec::new(),
        }
    }

    fn message(&self) -> InsideMessage<'_> {
        InsideMessage {
            text: &self.text,
            name: &self.name,
            font: self.font,
            colour: self.colour,
            signature: &self.signature,
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
    let first = render_inside_page(&messages, &a, 0, 400).unwrap();
    let again = render_inside_page(&messages, &b, 0, 400).unwrap();
    assert_eq!(first, again);
}

#[test]
fn a_page_is_a_png_of_the_panel_s_proportions() {
    let owned = random_messages(5, 4);
    let messages = borrow(&owned);
    let layout = layout_inside(&messages, 4).unwrap();
    for (width, height) in [(1000, 1400), (375, 525), (361, 505)] {
        let png = render_inside_page(&messages, &layout, 0, width).unwrap();
        let image = image::load_from_memory(&png).unwrap();
        assert_eq!((image.width(), image.height()), (width, height));
    }
    assert!(matches!(
        render_inside_page(&messages, &layout, 1, 1000),
        Err(RenderError::NoSuchPage { page: 1, pages: 1 })
    ));
    assert!(matches!(
        render_inside_page(&messages, &layout, 0, 0),
        Err(RenderError::InvalidPageWidth { .. })
    ));
    // A layout from other messages is refused, not painted wrong.
    assert!(matches!(
        render_inside_page(&messages[..2], &layout, 0, 300),
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
    render_inside_page(&messages, &layout, 0, 200).unwrap();

    // The painter checks too: a stored layout does not let bad input through.
    let mut bad = Owned::new("Hi", CardFont::Classic);
    bad.signature = vec![vec![(1, 1)]; 51];
    let good = [ok.message()];
    let layout = layout_inside(&good, 1).unwrap();
    assert!(matches!(
        render_inside_page(&[bad.message()], &layout, 0, 300),
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
        let png = render_inside_page(&messages, &layout, 0, 1000).unwrap();
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
    let png = render_inside_page(&messages, &layout, 0, 1000).unwrap();
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
    render_inside_page(&messages, &layout, 0, 1000).unwrap();
    let painted = started.elapsed();
    // Generous for a shared test machine: it takes well under a second.
    assert!(
        laid_out + painted < Duration::from_secs(3),
        "{laid_out:?} + {painted:?}"
    );
}
