//! Which panel of which page each part of the inside goes on.
//!
//! The card's own inside holds the message and the first pages of signed
//! messages. A group card with more pages than that gets inserts: sheets cut
//! and folded like the card and tucked inside it, four panels each, printed
//! on both sides in booklet order. Folded, an insert's outside shows its
//! first page on the front and its fourth on the back, and opens on its
//! second and third. A last insert's blank back side is left out.

use crate::pages::Panel;
use crate::text::TextBlock;
use cardsmith_render::MessageOutlines;

/// One printed page: its left and right panels and, for an insert's first
/// side, its caption.
pub struct InsidePage<'a> {
    pub panels: [Panel<'a>; 2],
    pub caption: Option<String>,
}

/// The inside of the card, then each insert's two sides.
pub fn inside_pages<'a>(
    message: &'a TextBlock,
    signed: &'a [Vec<MessageOutlines>],
) -> Vec<InsidePage<'a>> {
    let has_message = !message.lines.is_empty();
    let page = |page: &'a Vec<MessageOutlines>| Panel::Signed(page);
    // The message keeps the right-hand panel unless pages of messages need
    // it: then the message moves left, or the first page takes the left
    // when there is no message and more than one page.
    let (panels, rest) = match signed {
        [] => ([Panel::Blank, Panel::Message(message)], signed),
        [first, rest @ ..] if has_message => ([Panel::Message(message), page(first)], rest),
        [only] => ([Panel::Blank, page(only)], &[][..]),
        [first, second, rest @ ..] => ([page(first), page(second)], rest),
    };
    let mut pages = vec![InsidePage {
        panels,
        caption: None,
    }];
    let inserts = rest.chunks(4).count();
    for (n, insert) in rest.chunks(4).enumerate() {
        let panel = |i: usize| insert.get(i).map_or(Panel::Blank, page);
        pages.push(InsidePage {
            panels: [panel(3), panel(0)],
            caption: Some(format!(
                "Insert {} of {inserts}: print on both sides, flip on short edge · \
                 Cut at the corner marks · Fold and place inside the card",
                n + 1
            )),
        });
        pages.push(InsidePage {
            panels: [panel(1), panel(2)],
            caption: None,
        });
    }
    // A last side left blank needs no page: the printer leaves it blank.
    if pages.last().is_some_and(|page| {
        page.caption.is_none() && page.panels.iter().all(|p| matches!(p, Panel::Blank))
    }) {
        pages.pop();
    }
    pages
}
