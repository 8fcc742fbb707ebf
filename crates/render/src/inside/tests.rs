//! The inside pages' parts: which faces set each script, that the painter
//! sets a message exactly as the layout measured it, the text as drawn, the
//! ink and the signature.

use super::compose::{Composer, display_text};
use super::paint::{drawing, readable};
use super::paper::PAPER;
use super::{CardFont, InsideMessage, PhotoFrame, layout_inside, signature};
use crate::layer::fonts;
use crate::layer::ink::{ratio, relative_luminance};
use tiny_skia::Color;

fn message(text: &str, font: CardFont) -> InsideMessage<'_> {
    InsideMessage {
        text,
        name: "Sam",
        font,
        colour: [20, 30, 60],
        signature: &[],
        photo: None,
    }
}

/// The family and weight of the face behind every glyph of `text` set in
/// `font`, and whether any glyph is missing (.notdef).
fn faces(text: &str, font: CardFont) -> (Vec<(String, u16)>, bool) {
    let mut engine = fonts::engine();
    let mut composer = Composer::new(&mut engine.fonts, &message(text, font));
    let set = composer.compose(&mut engine.fonts, 14.0, 300.0);
    let glyphs: Vec<_> = set.text.lines.iter().flat_map(|l| &l.glyphs).collect();
    let faces = glyphs
        .iter()
        .map(|g| {
            let face = engine.fonts.db().face(g.font_id).expect("glyph's face");
            (face.families[0].0.clone(), face.weight.0)
        })
        .collect();
    (faces, glyphs.iter().any(|g| g.glyph_id == 0))
}

#[test]
fn each_card_font_sets_latin_in_its_own_face() {
    for (font, family, weight) in [
        (CardFont::Classic, "Fraunces", 400),
        (CardFont::Modern, "Plus Jakarta Sans", 400),
        (CardFont::Handwritten, "Caveat", 500),
    ] {
        let (faces, missing) = faces("Happy birthday, Zoë! Łódź, Ærø", font);
        assert!(!missing, "{font:?}");
        assert!(
            faces.iter().all(|(f, w)| f == family && *w == weight),
            "{font:?}: {faces:?}"
        );
    }
}

#[test]
fn other_scripts_fall_back_to_regular_noto_faces_not_tofu() {
    let samples = [
        ("عيد ميلاد سعيد يا صديقي", "Noto Naskh Arabic"),
        ("יום הולדת שמח", "Noto Serif Hebrew"),
        ("С днём рождения", "Noto Serif"),
        ("Χρόνια πολλά", "Noto Serif"),
    ];
    for (text, family) in samples {
        for font in [CardFont::Classic, CardFont::Modern] {
            let (faces, missing) = faces(text, font);
            assert!(!missing, "{text} in {font:?}: .notdef");
            let letters: Vec<_> = faces.iter().filter(|(f, _)| f == family).collect();
            assert!(!letters.is_empty(), "{text} in {font:?}: {faces:?}");
            // The regular weight, not the text layer's bold.
            assert!(letters.iter().all(|(_, w)| *w == 400), "{text}: {faces:?}");
        }
    }
    // Caveat has Cyrillic of its own.
    let (faces, _) = faces("С днём рождения", CardFont::Handwritten);
    assert!(faces.iter().all(|(f, _)| f == "Caveat"), "{faces:?}");
}

#[test]
fn the_painter_sets_each_message_exactly_as_the_layout_measured_it() {
    let texts = [
        "Happy birthday!",
        "Wishing you all the happiness in the world. Enjoy every minute of today.",
        "عيد ميلاد سعيد! أتمنى لك سنة مليئة بالفرح والنجاح.",
        "Dear Ana,\n\nThank you for everything.\nWe'll miss you loads.",
    ];
    let strokes = vec![vec![(0u16, 0u16), (500, 900), (1000, 100)]];
    // The second and third (Arabic) carry a photo, landscape and portrait.
    let frames = [
        None,
        Some(PhotoFrame {
            width: 512,
            height: 384,
        }),
        Some(PhotoFrame {
            width: 300,
            height: 500,
        }),
        None,
    ];
    let messages: Vec<InsideMessage> = texts
        .iter()
        .zip([
            CardFont::Classic,
            CardFont::Modern,
            CardFont::Handwritten,
            CardFont::Classic,
        ])
        .zip(frames)
        .map(|((t, f), photo)| InsideMessage {
            signature: &strokes,
            photo,
            ..message(t, f)
        })
        .collect();
    let layout = layout_inside(&messages, 9).unwrap();
    let mut engine = fonts::engine();
    for p in layout.pages.iter().flat_map(|p| &p.placements) {
        let mut composer = Composer::new(&mut engine.fonts, &messages[p.message]);
        let measure = composer.measure(&mut engine.fonts, p.font_size, p.width);
        assert!(
            (measure.height - p.height).abs() < 0.01,
            "{p:?}: {measure:?}"
        );
        assert!(measure.width <= p.width + 0.01, "{p:?}: {measure:?}");
        let drawn = drawing(&mut engine, &messages[p.message], p);
        assert!(drawn.signature.is_some());
        assert_eq!(drawn.print.is_some(), frames[p.message].is_some());
        // The print lies within the box, above every line of text.
        let print_bottom = drawn.print.map_or(0.0, |print| {
            let (mat, picture) = (print.mat, print.picture);
            assert!(
                mat.x >= -0.01 && mat.x + mat.width <= p.width + 0.01,
                "{p:?}: {mat:?}"
            );
            assert!(
                picture.x > mat.x && picture.y > mat.y,
                "{picture:?} in {mat:?}"
            );
            assert!(picture.x + picture.width < mat.x + mat.width);
            assert!(picture.y + picture.height < mat.y + mat.height);
            // The picture keeps its frame's proportions: it is cropped, never stretched.
            let frame = frames[p.message].unwrap();
            let aspect = frame.width as f32 / frame.height as f32;
            assert!((picture.width / picture.height - aspect).abs() < 1e-3);
            mat.y + mat.height
        });
        for line in &drawn.letters {
            assert!(
                line.bounds().top() > print_bottom,
                "{p:?}: {:?}",
                line.bounds()
            );
        }
        // Every line's ink lies within the box, give or take a letter's overhang.
        for line in &drawn.letters {
            let b = line.bounds();
            let slack = 0.25 * p.font_size;
            assert!(
                b.left() >= -slack
                    && b.right() <= p.width + slack
                    && b.bottom() <= p.height + slack,
                "{p:?}: line {b:?}"
            );
        }
    }
}

#[test]
fn text_is_tidied_and_very_many_lines_are_run_together() {
    assert_eq!(
        display_text("  Hi there \r\n\n\n\n  love, Sam  \n\n"),
        "Hi there\n\nlove, Sam"
    );
    let lines = "one\n".repeat(40);
    let joined = display_text(&lines);
    assert!(!joined.contains('\n'));
    assert_eq!(joined.split(' ').count(), 40);
}

#[test]
fn emoji_the_fonts_cannot_draw_leave_no_empty_line() {
    let mut engine = fonts::engine();
    let fonts = &mut engine.fonts;
    let mut plain = Composer::new(fonts, &message("Congratulations!!", CardFont::Modern));
    let mut party = Composer::new(fonts, &message("Congratulations!! 🎉🎉", CardFont::Modern));
    let a = plain.measure(fonts, 16.0, 150.0);
    let b = party.measure(fonts, 16.0, 150.0);
    assert_eq!(a.height, b.height);
    // Emoji alone: the box holds just the name.
    let mut only = Composer::new(fonts, &message("🎂", CardFont::Modern));
    assert!(only.measure(fonts, 16.0, 150.0).height < a.height * 0.75);
}

#[test]
fn pale_ink_deepens_until_it_reads_and_dark_ink_is_kept() {
    let paper = relative_luminance(Color::from_rgba8(PAPER[0], PAPER[1], PAPER[2], 255));
    for colour in [
        [255, 242, 128],
        [255, 255, 255],
        [120, 200, 255],
        [250, 120, 160],
    ] {
        let ink = readable(colour);
        assert!(ratio(relative_luminance(ink), paper) >= 4.5, "{colour:?}");
    }
    let navy = readable([20, 30, 60]).to_color_u8();
    assert_eq!([navy.red(), navy.green(), navy.blue()], [20, 30, 60]);
    // Deepened, yellow stays warm rather than going grey.
    let yellow = readable([255, 220, 0]).to_color_u8();
    assert!(yellow.red() > yellow.blue() + 40, "{yellow:?}");
}

#[test]
fn signatures_become_smooth_paths_in_their_pad() {
    let pad = super::compose::Pad {
        x: 10.0,
        y: 20.0,
        width: 90.0,
        height: 30.0,
    };
    assert!(signature::path(&[], &pad).is_none());
    assert!(signature::path(&[vec![]], &pad).is_none());
    let tap = signature::path(&[vec![(500, 500)]], &pad).expect("a dot");
    assert!((tap.bounds().left() - 55.0).abs() < 0.1);
    let strokes = vec![vec![(0, 0), (250, 1000), (500, 0), (750, 1000), (1000, 0)]];
    let path = signature::path(&strokes, &pad).unwrap();
    let b = path.bounds();
    assert!(b.left() >= 10.0 && b.right() <= 100.0 && b.top() >= 20.0 && b.bottom() <= 50.0);
}

#[test]
fn outlines_are_the_painted_letters_and_signature_of_each_message_on_a_page() {
    let stroke = vec![vec![(100, 500), (400, 200), (900, 700)]];
    let messages = [
        InsideMessage {
            signature: &stroke,
            ..message("Congratulations on the new job!", CardFont::Handwritten)
        },
        InsideMessage {
            colour: [250, 245, 200],
            ..message("مبروك", CardFont::Classic)
        },
    ];
    let layout = layout_inside(&messages, 7).unwrap();
    let outlines = super::inside_page_outlines(&messages, &layout, 0, &[]).unwrap();
    assert_eq!(outlines.len(), layout.pages[0].placements.len());
    assert_eq!(outlines.len(), 2);
    for (outline, placement) in outlines.iter().zip(&layout.pages[0].placements) {
        assert_eq!(outline.placement, *placement);
        assert!(
            outline
                .letters
                .iter()
                .filter(|s| matches!(s, super::OutlineSegment::Move(..)))
                .count()
                > 3
        );
    }
    let (signature, pen) = outlines[0].signature.as_ref().expect("a signature");
    assert!(matches!(signature[0], super::OutlineSegment::Move(..)));
    assert!(*pen > 0.5);
    assert!(outlines[1].signature.is_none());
    // The pale ink is deepened exactly as the painter deepens it.
    let pale = readable([250, 245, 200]).to_color_u8();
    assert_eq!(outlines[1].ink, [pale.red(), pale.green(), pale.blue()]);
    assert!(matches!(
        super::inside_page_outlines(&messages, &layout, 1, &[]),
        Err(crate::RenderError::NoSuchPage { page: 1, pages: 1 })
    ));
}
