//! The PDF as a printer and a PDF reader see it, parsed back with lopdf.

use cardsmith_print::{FoldedCard, Paper, PrintError, folded_card_pdf, inside_message_fit};
use cardsmith_render::{
    CardFont, InsideMessage, MessageOutlines, PhotoFrame, inside_page_outlines, layout_inside,
};
use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use lopdf::{Document, Object, ObjectId};

const LATIN: &str = "Wishing you a wonderful birthday and a year full of joy.";
const CYRILLIC: &str = "С днём рождения, дорогая Анна!";

/// Art with some detail, so JPEG sizes are realistic.
fn art(width: u32, height: u32) -> DynamicImage {
    DynamicImage::ImageRgb8(RgbImage::from_fn(width, height, |x, y| {
        let wave = ((x as f32 / 37.0).sin() * (y as f32 / 23.0).cos() * 60.0) as i32;
        Rgb([
            (x * 255 / width) as u8,
            (128 + wave).clamp(0, 255) as u8,
            (y * 255 / height) as u8,
        ])
    }))
}

fn pdf(front: &DynamicImage, inside_text: &str, paper: Paper) -> Result<Vec<u8>, PrintError> {
    folded_card_pdf(&FoldedCard {
        front,
        inside_text,
        signed_pages: &[],
        brand: "Cardsmith",
        paper,
    })
}

fn parse(bytes: &[u8]) -> Document {
    assert!(bytes.starts_with(b"%PDF-"));
    Document::load_mem(bytes).expect("a PDF lopdf can read")
}

fn page_ids(doc: &Document) -> Vec<ObjectId> {
    doc.get_pages().into_values().collect()
}

fn media_box(doc: &Document, page: ObjectId) -> Vec<f32> {
    let page = doc.get_dictionary(page).unwrap();
    page.get(b"MediaBox")
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_float().unwrap())
        .collect()
}

/// Text of a page with all whitespace removed: lines are drawn separately,
/// so a sentence wrapped over two lines loses the space at the break.
fn squashed_text(doc: &Document, page_number: u32) -> String {
    let text = doc.extract_text(&[page_number]).unwrap();
    text.split_whitespace().collect()
}

fn squash(s: &str) -> String {
    s.split_whitespace().collect()
}

/// Font sizes set by `Tf` in a page's content.
fn font_sizes(doc: &Document, page: ObjectId) -> Vec<f32> {
    doc.get_and_decode_page_content(page)
        .unwrap()
        .operations
        .iter()
        .filter(|op| op.operator == "Tf")
        .map(|op| op.operands[1].as_float().unwrap())
        .collect()
}

fn image_count(doc: &Document, page: ObjectId) -> usize {
    doc.get_page_images(page).unwrap().len()
}

#[test]
fn letter_has_two_landscape_letter_pages() {
    let doc = parse(&pdf(&art(1024, 1024), LATIN, Paper::Letter).unwrap());
    let pages = page_ids(&doc);
    assert_eq!(pages.len(), 2);
    for page in pages {
        assert_eq!(media_box(&doc, page), [0.0, 0.0, 792.0, 612.0]);
    }
}

#[test]
fn a4_has_two_landscape_a4_pages() {
    let doc = parse(&pdf(&art(1024, 1024), LATIN, Paper::A4).unwrap());
    let pages = page_ids(&doc);
    assert_eq!(pages.len(), 2);
    for page in pages {
        let mb = media_box(&doc, page);
        assert!(
            (mb[2] - 841.89).abs() < 0.1 && (mb[3] - 595.28).abs() < 0.1,
            "{mb:?}"
        );
    }
}

#[test]
fn the_trim_box_is_the_open_card_centred() {
    let doc = parse(&pdf(&art(1024, 1024), LATIN, Paper::Letter).unwrap());
    let page = doc.get_dictionary(page_ids(&doc)[0]).unwrap();
    let trim: Vec<f32> = page
        .get(b"TrimBox")
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_float().unwrap())
        .collect();
    assert_eq!(trim, [36.0, 54.0, 756.0, 558.0]);
}

#[test]
fn latin_and_cyrillic_inside_text_is_extractable_from_page_two() {
    let message = format!("{LATIN}\n{CYRILLIC}");
    let doc = parse(&pdf(&art(1024, 1024), &message, Paper::A4).unwrap());
    let inside = squashed_text(&doc, 2);
    assert!(inside.contains(&squash(LATIN)), "{inside}");
    assert!(inside.contains(&squash(CYRILLIC)), "{inside}");
    // The message is inside only.
    assert!(!squashed_text(&doc, 1).contains(&squash(LATIN)));
}

#[test]
fn hebrew_and_arabic_are_set_with_the_embedded_font() {
    let message = "מזל טוב, Anna!\nعيد ميلاد سعيد";
    let fit = inside_message_fit(message, Paper::Letter).unwrap();
    assert!(fit.unprintable.is_empty());
    let doc = parse(&pdf(&art(512, 512), message, Paper::Letter).unwrap());
    // Right-to-left runs are stored in visual order, so only the letters are
    // checked, not their order.
    let inside = doc.extract_text(&[2]).unwrap();
    for c in message.chars().filter(|c| !c.is_whitespace()) {
        assert!(inside.contains(c), "{c:?} missing from {inside}");
    }
}

#[test]
fn emoji_are_left_out_and_reported() {
    let message = "Happy birthday 🎉";
    let fit = inside_message_fit(message, Paper::Letter).unwrap();
    assert_eq!(fit.unprintable, ['🎉']);
    let doc = parse(&pdf(&art(512, 512), message, Paper::Letter).unwrap());
    assert_eq!(squashed_text(&doc, 2), "Happybirthday");
}

#[test]
fn the_brand_is_on_the_outside_page() {
    let doc = parse(&pdf(&art(1024, 1024), LATIN, Paper::Letter).unwrap());
    assert!(squashed_text(&doc, 1).contains("Cardsmith"));
    assert!(!squashed_text(&doc, 2).contains("Cardsmith"));
}

#[test]
fn the_font_is_embedded() {
    let doc = parse(&pdf(&art(256, 256), LATIN, Paper::Letter).unwrap());
    let embedded = doc.objects.values().any(|object| match object {
        Object::Dictionary(dict) => {
            dict.get(b"Type").and_then(Object::as_name).ok() == Some(b"FontDescriptor".as_slice())
                && (dict.has(b"FontFile2") || dict.has(b"FontFile3"))
        }
        _ => false,
    });
    assert!(embedded);
}

#[test]
fn the_front_image_is_embedded_for_every_aspect() {
    for (width, height) in [(1024, 1024), (1024, 1536), (1536, 1024)] {
        let doc = parse(&pdf(&art(width, height), LATIN, Paper::Letter).unwrap());
        let pages = page_ids(&doc);
        let images = doc.get_page_images(pages[0]).unwrap();
        assert_eq!(images.len(), 1, "{width}x{height}");
        let image = &images[0];
        // Cropped to the front panel plus bleed (366 x 516 pt), never stretched.
        let ratio = image.width as f32 / image.height as f32;
        assert!(
            (ratio - 366.0 / 516.0).abs() < 0.005,
            "{width}x{height}: {ratio}"
        );
        assert_eq!(
            image.filters.as_deref(),
            Some(["DCTDecode".to_owned()].as_slice())
        );
        assert_eq!(image_count(&doc, pages[1]), 0);
    }
}

#[test]
fn a_long_message_shrinks_and_stays_in_its_panel() {
    let sentence = "Thank you for every kind word, every shared laugh and every cup of tea. ";
    let long: String = sentence.repeat(20).chars().take(1000).collect();

    let short = inside_message_fit(LATIN, Paper::Letter).unwrap();
    let fit = inside_message_fit(&long, Paper::Letter).unwrap();
    assert!(
        fit.font_size < short.font_size,
        "{} vs {}",
        fit.font_size,
        short.font_size
    );
    assert!(fit.font_size >= 7.0);
    assert!(!fit.truncated);
    assert!(
        fit.width <= fit.max_width && fit.height <= fit.max_height,
        "{fit:?}"
    );
    assert!(fit.lines > 10);

    let bytes = pdf(&art(1024, 1024), &long, Paper::Letter).unwrap();
    let doc = parse(&bytes);
    let pages = page_ids(&doc);
    assert_eq!(pages.len(), 2);
    // The PDF sets the message at the size the layout chose.
    let sizes = font_sizes(&doc, pages[1]);
    assert!(!sizes.is_empty());
    assert!(
        sizes.iter().all(|s| (s - fit.font_size).abs() < 1e-3),
        "{sizes:?}"
    );
    assert!(squashed_text(&doc, 2).contains(&squash(&long)));
}

#[test]
fn a_message_too_long_for_the_panel_is_cut_not_overflowing() {
    let many_lines = "Hip hip hooray!\n".repeat(70);
    let fit = inside_message_fit(&many_lines, Paper::A4).unwrap();
    assert!(fit.truncated);
    assert!(
        fit.height <= fit.max_height && fit.width <= fit.max_width,
        "{fit:?}"
    );
    let doc = parse(&pdf(&art(512, 512), &many_lines, Paper::A4).unwrap());
    assert!(squashed_text(&doc, 2).ends_with('…'));
}

#[test]
fn an_empty_message_leaves_the_inside_blank() {
    let doc = parse(&pdf(&art(1024, 1536), "", Paper::Letter).unwrap());
    let pages = page_ids(&doc);
    assert_eq!(pages.len(), 2);
    assert_eq!(squashed_text(&doc, 2), "");
    assert!(font_sizes(&doc, pages[1]).is_empty());
    let fit = inside_message_fit("  \n ", Paper::Letter).unwrap();
    assert_eq!((fit.lines, fit.height), (0, 0.0));
}

#[test]
fn a_typical_card_is_a_sensible_size() {
    let bytes = pdf(&art(1024, 1024), LATIN, Paper::Letter).unwrap();
    // A 1024 px front as JPEG plus a subset of the font.
    assert!(bytes.len() < 600_000, "{} bytes", bytes.len());
}

#[test]
fn an_image_without_pixels_is_an_error() {
    let empty = DynamicImage::new_rgb8(0, 0);
    assert!(matches!(
        pdf(&empty, LATIN, Paper::Letter),
        Err(PrintError::EmptyImage)
    ));
}

/// One page of a group card's signed messages: one signed in handwriting
/// with a drawn signature, one in the classic face.
fn signed_page() -> Vec<MessageOutlines> {
    let signature = vec![vec![(100, 500), (400, 200), (900, 700)]];
    let messages = [
        InsideMessage {
            text: "Congratulations on the new job, Priya!",
            name: "Ana",
            font: CardFont::Handwritten,
            colour: [0x1F, 0x4E, 0x9A],
            signature: &signature,
            photo: None,
        },
        InsideMessage {
            text: "We will miss you at lunch.",
            name: "Bo",
            font: CardFont::Classic,
            colour: [0xB0, 0x30, 0x30],
            signature: &[],
            photo: None,
        },
    ];
    let layout = layout_inside(&messages, 1).unwrap();
    inside_page_outlines(&messages, &layout, 0, &[]).unwrap()
}

fn group_pdf(title: &str, pages: usize) -> Document {
    signed_pdf(title, vec![signed_page(); pages])
}

fn signed_pdf(title: &str, signed_pages: Vec<Vec<MessageOutlines>>) -> Document {
    parse(
        &folded_card_pdf(&FoldedCard {
            front: &art(256, 256),
            inside_text: title,
            signed_pages: &signed_pages,
            brand: "Cardsmith",
            paper: Paper::Letter,
        })
        .unwrap(),
    )
}

fn operators(doc: &Document, page: ObjectId) -> Vec<lopdf::content::Operation> {
    doc.get_and_decode_page_content(page).unwrap().operations
}

#[test]
fn a_signed_page_is_vector_letters_and_signatures_beside_the_title() {
    let doc = group_pdf("Farewell, Priya!", 1);
    let pages = page_ids(&doc);
    assert_eq!(pages.len(), 2);
    // The title is text; the messages are their fonts' outlines.
    assert_eq!(squashed_text(&doc, 2), "Farewell,Priya!");
    let ops = operators(&doc, pages[1]);
    let count = |name: &str| ops.iter().filter(|op| op.operator == name).count();
    assert!(count("c") > 100, "curves of the letters: {}", count("c"));
    assert_eq!(count("f"), 2, "one filled outline per message");
    assert_eq!(count("S"), 3, "crop marks, fold ticks and the signature");
    // The signature is drawn with a round pen, the messages tilted.
    assert!(ops.iter().any(
        |op| op.operator == "J" && op.operands.first().and_then(|o| o.as_i64().ok()) == Some(1)
    ));
    assert!(ops.iter().filter(|op| op.operator == "cm").count() >= 4);
    assert_eq!(image_count(&doc, pages[1]), 0, "no pixels inside");
}

#[test]
fn pages_past_the_cards_own_inside_go_on_inserts_of_four() {
    // Title and one page: the card alone. Two pages without a title: too.
    assert_eq!(page_ids(&group_pdf("For Priya", 1)).len(), 2);
    assert_eq!(page_ids(&group_pdf("", 2)).len(), 2);
    // Title and two pages: an insert with one page on its front; its blank
    // back is left out.
    let doc = group_pdf("For Priya", 2);
    assert_eq!(page_ids(&doc).len(), 3);
    assert!(squashed_text(&doc, 3).starts_with("Insert1of1"));
    // Title and three pages: the insert's front and the inside of its fold.
    assert_eq!(page_ids(&group_pdf("For Priya", 3)).len(), 4);
    // Title and six pages: an insert of four, then one of one page.
    let doc = group_pdf("For Priya", 6);
    assert_eq!(page_ids(&doc).len(), 5);
    assert!(squashed_text(&doc, 3).starts_with("Insert1of2"));
    assert!(squashed_text(&doc, 5).starts_with("Insert2of2"));
    for page in page_ids(&doc) {
        assert!(doc.get_dictionary(page).unwrap().has(b"TrimBox"));
    }
}

/// A page of three messages, the first and last with a photo: `photos` are
/// their files, as `inside_page_outlines` takes them.
fn pictured_page(photos: &[Option<&[u8]>]) -> Vec<MessageOutlines> {
    let frame = Some(PhotoFrame {
        width: 400,
        height: 300,
    });
    let message = |text, name, photo| InsideMessage {
        text,
        name,
        font: CardFont::Modern,
        colour: [0x1F, 0x4E, 0x9A],
        signature: &[],
        photo,
    };
    let messages = [
        message("Welcome back, we missed you!", "Ana", frame),
        message("See you at lunch.", "Bo", None),
        message("Lovely to have you here.", "Cy", frame),
    ];
    let layout = layout_inside(&messages, 1).unwrap();
    inside_page_outlines(&messages, &layout, 0, photos).unwrap()
}

fn photo_file(colour: [u8; 3]) -> Vec<u8> {
    let mut bytes = Vec::new();
    DynamicImage::ImageRgb8(RgbImage::from_pixel(400, 300, Rgb(colour)))
        .write_to(&mut std::io::Cursor::new(&mut bytes), ImageFormat::Png)
        .unwrap();
    bytes
}

/// Every image XObject in the document, wherever it is drawn.
fn all_images(doc: &Document) -> usize {
    page_ids(doc)
        .iter()
        .map(|&page| image_count(doc, page))
        .sum()
}

#[test]
fn signers_photos_are_images_in_their_mats_on_the_signed_page() {
    let (red, blue) = (photo_file([200, 40, 40]), photo_file([40, 60, 200]));
    let doc = signed_pdf(
        "For Priya",
        vec![pictured_page(&[Some(&red), None, Some(&blue)])],
    );
    let pages = page_ids(&doc);
    assert_eq!(image_count(&doc, pages[0]), 1, "the front art");
    let images = doc.get_page_images(pages[1]).unwrap();
    assert_eq!(images.len(), 2, "one image per photo");
    for image in &images {
        assert_eq!((image.width, image.height), (400, 300));
        assert_eq!(
            image.filters.as_deref(),
            Some(["DCTDecode".to_owned()].as_slice())
        );
    }
    // Each photo's white mat is a filled rect besides the two messages'
    // letters; a photo drawn is no placeholder.
    let fills = |doc: &Document| {
        let ops = operators(doc, page_ids(doc)[1]);
        ops.iter().filter(|op| op.operator == "f").count()
    };
    assert_eq!(fills(&doc), 3 + 2);

    // An unreadable photo leaves its mat and a placeholder, no image.
    let doc = signed_pdf(
        "For Priya",
        vec![pictured_page(&[
            Some(b"not a photo".as_slice()),
            None,
            Some(&blue),
        ])],
    );
    assert_eq!(image_count(&doc, page_ids(&doc)[1]), 1);
    assert_eq!(fills(&doc), 3 + 2 + 1);
}

#[test]
fn a_card_without_photos_carries_no_image_but_the_front_art() {
    assert_eq!(all_images(&group_pdf("For Priya", 3)), 1);
    // Frames without files draw placeholders, not images.
    let doc = signed_pdf("For Priya", vec![pictured_page(&[])]);
    assert_eq!(all_images(&doc), 1);
}
