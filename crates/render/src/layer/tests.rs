//! The layout side of the text layer: fitting, scripts, direction, shaping.

use super::fit::{self, Block, LINE_SPACING};
use super::fonts::{self, Engine};
use super::{Geometry, outline, tidy};
use tiny_skia::Rect;

const SIDE: u32 = 1024;

/// Sets `text` as the layer would on a 1024x1024 image; returns the block,
/// each line's ink bounds (block centred like the layer does) and the
/// family of every glyph's face.
fn set(text: &str) -> (Block, Vec<Rect>, Vec<String>) {
    let mut engine = fonts::engine();
    let block = fit::fit(&mut engine.fonts, text, frame());
    let left = (SIDE as f32 - block.width) / 2.0;
    let ink = outline::line_paths(&mut engine, &block, (left, 0.0))
        .iter()
        .map(|p| p.bounds())
        .collect();
    let families = families(&engine, &block);
    (block, ink, families)
}

fn frame() -> fit::Frame {
    Geometry::new(SIDE, SIDE).frame()
}

fn families(engine: &Engine, block: &Block) -> Vec<String> {
    block
        .lines
        .iter()
        .flat_map(|l| &l.glyphs)
        .map(|g| {
            let face = engine.fonts.db().face(g.font_id).expect("glyph's face");
            face.families[0].0.clone()
        })
        .collect()
}

fn glyph_ids(block: &Block) -> Vec<u16> {
    block
        .lines
        .iter()
        .flat_map(|l| &l.glyphs)
        .map(|g| g.glyph_id)
        .collect()
}

/// Every line's ink lies within the band's width and is centred on the image.
fn assert_lines_in_band(text: &str, block: &Block, ink: &[Rect]) {
    let frame = frame();
    let margin = (SIDE as f32 - frame.width) / 2.0;
    assert_eq!(ink.len(), block.lines.len(), "{text:?}");
    for line in ink {
        assert!(
            line.left() >= margin - 1.0 && line.right() <= SIDE as f32 - margin + 1.0,
            "{text:?}: line {line:?} leaves the band {margin}..{}",
            SIDE as f32 - margin
        );
        let centre = (line.left() + line.right()) / 2.0;
        assert!(
            (centre - SIDE as f32 / 2.0).abs() < 0.12 * block.size,
            "{text:?}: line centred at {centre}"
        );
    }
    let height = block.lines.len() as f32 * block.size * LINE_SPACING;
    assert!(height <= frame.max_height + 0.5, "{text:?}: {height} tall");
}

const LONG: &str = "Dear Sam, thank you so much for the lovely flowers and for every kind \
                    word this year. You made the move so much easier, and we cannot wait \
                    to have you over for dinner again soon. With all my love, Ana";

#[test]
fn short_text_is_set_larger_than_long_text_and_both_fit_the_band() {
    assert_eq!(LONG.chars().count(), 200);
    let (short, short_ink, _) = set("Happy Birthday!");
    let (long, long_ink, _) = set(LONG);
    assert!(
        short.size > 1.5 * long.size,
        "{} vs {}",
        short.size,
        long.size
    );
    assert!(long.size >= frame().min_size && short.size <= frame().max_size);
    assert_eq!(short.lines.len(), 1);
    assert!(long.lines.len() >= 4, "{} lines", long.lines.len());
    assert_lines_in_band("short", &short, &short_ink);
    assert_lines_in_band("long", &long, &long_ink);
}

#[test]
fn a_wrapped_paragraph_is_balanced_rather_than_leaving_a_lone_word() {
    let (block, ink, _) = set("Wishing you a very happy birthday, dear Grandma Rose");
    assert!(block.lines.len() >= 2);
    let widths: Vec<f32> = ink.iter().map(Rect::width).collect();
    let (narrow, wide) = widths
        .iter()
        .fold((f32::MAX, 0.0f32), |(n, w), &x| (n.min(x), w.max(x)));
    assert!(narrow > 0.6 * wide, "uneven lines {widths:?}");
}

#[test]
fn seven_explicit_lines_fit() {
    let text = "Dear Grandma,\nHappy ninetieth birthday!\nThank you for the stories,\n\
                the songs and the cakes.\nWe love you more\nthan words can say.\nAll of us";
    let (block, ink, _) = set(text);
    assert_eq!(block.lines.len(), 7);
    assert!(block.size >= frame().min_size);
    assert_lines_in_band("seven lines", &block, &ink);
}

#[test]
fn a_word_too_long_for_any_line_is_broken_to_fit() {
    let text = "A".repeat(200);
    let (block, ink, _) = set(&text);
    assert_eq!(block.size, frame().min_size);
    assert!(block.lines.len() > 1);
    let margin = (SIDE as f32 - frame().width) / 2.0;
    for line in &ink {
        assert!(line.left() >= margin - 1.0 && line.right() <= SIDE as f32 - margin + 1.0);
    }
}

#[test]
fn every_script_is_drawn_with_real_glyphs_from_its_own_face() {
    let samples = [
        ("Happy Birthday, Zoë!", "Noto Serif"),
        ("Χρόνια πολλά!", "Noto Serif"),
        ("С днём рождения!", "Noto Serif"),
        ("عيد ميلاد سعيد", "Noto Naskh Arabic"),
        ("יום הולדת שמח", "Noto Serif Hebrew"),
    ];
    for (text, family) in samples {
        let (block, _, families) = set(text);
        let ids = glyph_ids(&block);
        assert!(!ids.is_empty(), "{text}");
        assert!(ids.iter().all(|&id| id != 0), "{text}: .notdef in {ids:?}");
        assert!(
            families.iter().any(|f| f == family),
            "{text}: set in {families:?}, not {family}"
        );
    }
}

#[test]
fn every_glyph_comes_from_a_bold_face_though_regular_faces_share_the_engine() {
    // The inside pages load regular faces of the same families (Noto Naskh
    // Arabic, Noto Serif Hebrew, Noto Serif) into the same font system.
    for text in [
        "Happy Birthday, Zoë!",
        "С днём рождения!",
        "Χρόνια πολλά!",
        "عيد ميلاد سعيد",
        "יום הולדת שמח",
    ] {
        let mut engine = fonts::engine();
        let block = fit::fit(&mut engine.fonts, text, frame());
        for glyph in block.lines.iter().flat_map(|l| &l.glyphs) {
            let face = engine.fonts.db().face(glyph.font_id).expect("glyph's face");
            assert_eq!(face.weight, fonts::WEIGHT, "{text}: {:?}", face.families);
        }
    }
}

#[test]
fn arabic_and_hebrew_run_right_to_left_and_stay_centred() {
    for text in ["عيد ميلاد سعيد يا صديقي العزيز", "יום הולדת שמח, אמא יקרה"]
    {
        let (block, ink, _) = set(text);
        assert!(block.lines.iter().all(|l| l.rtl), "{text}");
        assert_lines_in_band(text, &block, &ink);
    }
    let (latin, _, _) = set("Happy Birthday");
    assert!(latin.lines.iter().all(|l| !l.rtl));

    // The word's first letter stands rightmost.
    let (shin, _, _) = set("ש");
    let shin = glyph_ids(&shin)[0];
    let (word, _, _) = set("שלום");
    let glyphs = &word.lines[0].glyphs;
    let rightmost = glyphs.iter().max_by(|a, b| a.x.total_cmp(&b.x)).unwrap();
    assert_eq!(rightmost.glyph_id, shin);
}

#[test]
fn arabic_letters_are_joined_by_shaping() {
    // Seen, lam, alef, meem: alone each takes its isolated form; in the word
    // seen takes its initial form, lam its medial form and alef its final
    // one (meem follows alef, which joins only to the right: it stays isolated).
    let letters = ["س", "ل", "ا", "م"];
    let isolated: Vec<u16> = letters.iter().map(|l| glyph_ids(&set(l).0)[0]).collect();
    let (word, _, _) = set("سلام");
    let mut joined = word.lines[0].glyphs.clone();
    // Visual order is right to left: the reading order is the reverse.
    joined.sort_by(|a, b| b.x.total_cmp(&a.x));
    let joined: Vec<u16> = joined.iter().map(|g| g.glyph_id).collect();
    assert!(joined.iter().all(|&id| id != 0));
    assert_ne!(
        joined.first(),
        isolated.first(),
        "seen is not in its initial form"
    );
    let changed = joined.iter().zip(&isolated).filter(|(a, b)| a != b).count();
    assert!(
        changed >= 3 || joined.len() < isolated.len(),
        "no joining: {joined:?} vs isolated {isolated:?}"
    );
}

#[test]
fn glyphs_the_fonts_lack_are_left_out() {
    let (block, ink, _) = set("🎂");
    assert!(glyph_ids(&block).iter().all(|&id| id == 0));
    assert!(ink.is_empty());
}

#[test]
fn tidy_drops_outer_blank_lines_and_spaces() {
    assert_eq!(
        tidy("  \r\n Happy \r\n\r\n  Birthday  \n\n"),
        "Happy\n\nBirthday"
    );
    assert_eq!(tidy(" \n\t \n"), "");
    assert_eq!(tidy("Hi"), "Hi");
}
