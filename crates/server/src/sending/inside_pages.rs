//! A group card's inside pages: its messages laid out and drawn by the
//! renderer (`cardsmith_render::layout_inside`), with the same text shaping
//! as the card's front. The layout depends only on the messages and the
//! card's id, so a sent card, whose messages are final, draws the same
//! pages every time and nothing needs storing.

use crate::store::group_cards::{Message, strokes};
use cardsmith_domain::group_cards::colour_rgb;
use cardsmith_render::{
    CardFont, InsideLayout, InsideMessage, MessageOutlines, inside_page_outlines, layout_inside,
    render_inside_page,
};
use sha2::{Digest, Sha256};

/// The width pages are drawn at: sharp on a phone and a laptop alike.
pub const PAGE_WIDTH_PX: u32 = 1000;

/// The messages of a card as the renderer takes them, owned so the work can
/// move to a blocking thread.
struct Drawn {
    messages: Vec<Message>,
    signatures: Vec<Vec<Vec<(u16, u16)>>>,
    seed: u64,
}

impl Drawn {
    fn new(card_id: &str, messages: Vec<Message>) -> Self {
        let signatures = messages
            .iter()
            .map(|message| {
                strokes(message)
                    .into_iter()
                    .map(|stroke| stroke.into_iter().map(|[x, y]| (x, y)).collect())
                    .collect()
            })
            .collect();
        let digest = Sha256::digest(card_id.as_bytes());
        let seed = u64::from_le_bytes(digest[..8].try_into().unwrap_or_default());
        Drawn {
            messages,
            signatures,
            seed,
        }
    }

    fn inside(&self) -> Vec<InsideMessage<'_>> {
        self.messages
            .iter()
            .zip(&self.signatures)
            .map(|(message, signature)| InsideMessage {
                text: &message.text,
                name: &message.name,
                font: CardFont::parse(&message.font).unwrap_or(CardFont::Classic),
                colour: colour_rgb(&message.colour),
                signature,
            })
            .collect()
    }

    fn layout(&self) -> anyhow::Result<InsideLayout> {
        Ok(layout_inside(&self.inside(), self.seed)?)
    }

    /// Every page as outlines, for print.
    fn outlines(&self) -> anyhow::Result<Vec<Vec<MessageOutlines>>> {
        let layout = self.layout()?;
        let messages = self.inside();
        (0..layout.pages.len())
            .map(|page| Ok(inside_page_outlines(&messages, &layout, page)?))
            .collect()
    }
}

/// How many inside pages the messages fill (none for no messages).
pub async fn page_count(card_id: &str, messages: Vec<Message>) -> anyhow::Result<usize> {
    let drawn = Drawn::new(card_id, messages);
    tokio::task::spawn_blocking(move || Ok(drawn.layout()?.pages.len())).await?
}

/// One inside page (from 0) as PNG; none past the last page.
pub async fn page_png(
    card_id: &str,
    messages: Vec<Message>,
    page: usize,
) -> anyhow::Result<Option<Vec<u8>>> {
    let drawn = Drawn::new(card_id, messages);
    tokio::task::spawn_blocking(move || {
        let layout = drawn.layout()?;
        if page >= layout.pages.len() {
            return Ok(None);
        }
        Ok(Some(render_inside_page(
            &drawn.inside(),
            &layout,
            page,
            PAGE_WIDTH_PX,
        )?))
    })
    .await?
}

/// Every inside page as vector outlines, as the printable card draws them:
/// the same layout as the pictures, so print and screen agree.
pub async fn page_outlines(
    card_id: &str,
    messages: Vec<Message>,
) -> anyhow::Result<Vec<Vec<MessageOutlines>>> {
    let drawn = Drawn::new(card_id, messages);
    tokio::task::spawn_blocking(move || drawn.outlines()).await?
}
