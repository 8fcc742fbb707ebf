//! The pages of the sheet: the outside (back and front) and the inside (two
//! panels, each blank, a message or a page of signed messages).

use krilla::Document;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Size, Transform};
use krilla::image::Image;
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use krilla::surface::Surface;
use krilla::text::{Font, TextDirection};

use crate::PrintError;
use crate::font::Shaper;
use crate::layout::{self, Sheet};
use crate::text::{self, Style, TextBlock};
use crate::{marks, signed};
use cardsmith_render::MessageOutlines;

/// The inside message: 20 pt for a line or two, down to 7 pt, still readable,
/// for the longest messages.
const MESSAGE: Style = Style {
    max_size: 20.0,
    min_size: 7.0,
    line_spacing: 1.4,
};

/// The brand on the back: small enough to be discreet.
const BRAND: Style = Style {
    max_size: 8.5,
    min_size: 5.0,
    line_spacing: 1.2,
};
/// The brand sits this far above the bottom edge of the back.
const BRAND_BASE: f32 = 0.6 * 72.0;
/// The rule above the brand: a short hairline.
const RULE_WIDTH: f32 = 24.0;
const RULE_GAP: f32 = 8.0;

/// How-to line in the bottom margin, below the back panel: cut off with the
/// margin, so it never shows on the card.
const HOW_TO: &str =
    "Print on both sides, flip on short edge · Cut at the corner marks · Fold at the dashed marks";
const HOW_TO_STYLE: Style = Style {
    max_size: 6.0,
    min_size: 4.0,
    line_spacing: 1.2,
};

const INK: (u8, u8, u8) = (38, 38, 38);
const GREY: (u8, u8, u8) = (112, 112, 112);
const LIGHT_GREY: (u8, u8, u8) = (170, 170, 170);

/// What both pages draw with.
pub struct Kit<'a> {
    pub sheet: Sheet,
    pub font: Font,
    pub shaper: &'a Shaper,
}

pub fn outside(
    document: &mut Document,
    kit: &Kit,
    front_jpeg: Vec<u8>,
    brand: &str,
) -> Result<(), PrintError> {
    let sheet = &kit.sheet;
    let art = Image::from_jpeg(front_jpeg.into(), true).map_err(PrintError::Image)?;
    let mut page = document.start_page_with(settings(sheet)?);
    let mut surface = page.surface();

    surface.push_transform(&Transform::from_translate(sheet.art.left, sheet.art.top));
    surface.draw_image(art, size(sheet.art.width, sheet.art.height)?);
    surface.pop();

    let back = &sheet.back;
    let rule_y = back.bottom() - BRAND_BASE - BRAND.max_size - RULE_GAP;
    let brand = single_line(kit, brand, back.width / 2.0, &BRAND);
    if !brand.lines.is_empty() {
        let mut rule = PathBuilder::new();
        rule.move_to(back.centre_x() - RULE_WIDTH / 2.0, rule_y);
        rule.line_to(back.centre_x() + RULE_WIDTH / 2.0, rule_y);
        if let Some(rule) = rule.finish() {
            surface.set_fill(None);
            surface.set_stroke(Some(Stroke {
                paint: rgb::Color::new(LIGHT_GREY.0, LIGHT_GREY.1, LIGHT_GREY.2).into(),
                width: 0.5,
                ..Stroke::default()
            }));
            surface.draw_path(&rule);
            surface.set_stroke(None);
        }
        draw_lines(
            &mut surface,
            kit,
            &brand,
            back.centre_x(),
            back.bottom() - BRAND_BASE,
            GREY,
        );
    }

    how_to(&mut surface, kit, HOW_TO);

    marks::draw(&mut surface, &sheet.card);
    surface.finish();
    page.finish();
    Ok(())
}

/// What one inside panel holds.
#[derive(Clone, Copy)]
pub enum Panel<'a> {
    Blank,
    /// A message set in the panel's text box, centred.
    Message(&'a TextBlock),
    /// A page of a group card's signed messages.
    Signed(&'a [MessageOutlines]),
}

/// An inside page of the sheet: the left and the right panel, and a caption
/// in the bottom margin (cut off with it) saying what the sheet is for.
pub fn inside(
    document: &mut Document,
    kit: &Kit,
    [left, right]: [Panel; 2],
    caption: Option<&str>,
) -> Result<(), PrintError> {
    let sheet = &kit.sheet;
    let mut page = document.start_page_with(settings(sheet)?);
    let mut surface = page.surface();
    for (panel, area) in [(left, &sheet.back), (right, &sheet.front)] {
        match panel {
            Panel::Blank => {}
            Panel::Message(message) => {
                let area = layout::text_box(area);
                // Centred vertically: the eye finds the message where the card opens.
                let top = area.top + (area.height - message.height()) / 2.0;
                let baseline = top + message.ascender * message.size;
                draw_lines(&mut surface, kit, message, area.centre_x(), baseline, INK);
            }
            Panel::Signed(messages) => signed::draw(&mut surface, area, messages),
        }
    }
    if let Some(caption) = caption {
        how_to(&mut surface, kit, caption);
    }
    marks::draw(&mut surface, &sheet.card);
    surface.finish();
    page.finish();
    Ok(())
}

/// Lays out a message in the inside panel's box.
pub fn message(shaper: &Shaper, sheet: &Sheet, text: &str) -> TextBlock {
    text::fit(
        shaper,
        text,
        sheet.message.width,
        sheet.message.height,
        &MESSAGE,
    )
}

/// A line of instructions in the bottom margin under the left panel:
/// between the corner marks and the fold tick, level with their middle.
fn how_to(surface: &mut Surface, kit: &Kit, text: &str) {
    let back = &kit.sheet.back;
    let line = single_line(kit, text, back.width - 48.0, &HOW_TO_STYLE);
    let baseline = kit.sheet.card.bottom() + 17.0;
    draw_lines(surface, kit, &line, back.centre_x(), baseline, GREY);
}

/// One line at most, shrunk (then cut) to `width`.
fn single_line(kit: &Kit, text: &str, width: f32, style: &Style) -> TextBlock {
    let one_line = (kit.shaper.ascender() + kit.shaper.descender()) * style.max_size;
    text::fit(kit.shaper, text, width, one_line, style)
}

/// Draws each line centred on `centre_x`, the first baseline at `baseline`.
fn draw_lines(
    surface: &mut Surface,
    kit: &Kit,
    block: &TextBlock,
    centre_x: f32,
    baseline: f32,
    colour: (u8, u8, u8),
) {
    surface.set_stroke(None);
    surface.set_fill(Some(Fill {
        paint: rgb::Color::new(colour.0, colour.1, colour.2).into(),
        ..Fill::default()
    }));
    for (i, line) in block.lines.iter().enumerate() {
        let y = baseline + i as f32 * block.leading;
        let mut x = centre_x - line.width * block.size / 2.0;
        for run in &line.runs {
            let direction = if run.rtl {
                TextDirection::RightToLeft
            } else {
                TextDirection::LeftToRight
            };
            let at = Point::from_xy(x, y);
            surface.draw_text(
                at,
                kit.font.clone(),
                block.size,
                &run.text,
                false,
                direction,
            );
            x += run.width * block.size;
        }
    }
}

fn settings(sheet: &Sheet) -> Result<PageSettings, PrintError> {
    let trim = krilla::geom::Rect::from_xywh(
        sheet.card.left,
        sheet.card.top,
        sheet.card.width,
        sheet.card.height,
    );
    // The trim box tells print shops' software where the card is.
    Ok(PageSettings::new(size(sheet.width, sheet.height)?).with_trim_box(trim))
}

fn size(width: f32, height: f32) -> Result<Size, PrintError> {
    Size::from_wh(width, height).ok_or(PrintError::Layout)
}
