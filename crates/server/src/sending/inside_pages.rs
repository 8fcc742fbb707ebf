//! A group card's inside pages: its messages laid out and drawn by the
//! renderer (`cardsmith_render::layout_inside`), with the same text shaping
//! as the card's front. The layout depends only on the messages and the
//! card's id, so a sent card, whose messages are final, draws the same
//! pages every time and nothing needs storing.
//!
//! A signer's photo takes its place in the layout by its size alone (kept on
//! the message); its file is read from the store only to draw a page that
//! shows it.

use crate::store::group_cards::{Message, strokes};
use bytes::Bytes;
use cardsmith_domain::group_cards::colour_rgb;
use cardsmith_render::{
    CardFont, InsideLayout, InsideMessage, MessageOutlines, PhotoFrame, inside_page_outlines,
    layout_inside, render_inside_page,
};
use cardsmith_storage::{ImageKey, ImageStore};
use futures::StreamExt;
use sha2::{Digest, Sha256};

/// Photo files read at once for one page or print.
const PHOTO_READS_AT_ONCE: usize = 8;

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
                photo: frame(message),
            })
            .collect()
    }

    fn layout(&self) -> anyhow::Result<InsideLayout> {
        Ok(layout_inside(&self.inside(), self.seed)?)
    }
}

/// A message's photo as the layout sees it: its size.
fn frame(message: &Message) -> Option<PhotoFrame> {
    message.photo_key.as_ref()?;
    let side = |value: Option<i32>| value.and_then(|v| u32::try_from(v).ok()).filter(|v| *v > 0);
    Some(PhotoFrame {
        width: side(message.photo_width)?,
        height: side(message.photo_height)?,
    })
}

/// The photo files of the messages `wanted` says, by message; none for the
/// rest and for a file that cannot be read (the page shows a blank print).
async fn photo_files(
    store: &ImageStore,
    messages: &[Message],
    wanted: impl Fn(usize) -> bool,
) -> Vec<Option<Bytes>> {
    let keys: Vec<Option<ImageKey>> = messages
        .iter()
        .enumerate()
        .map(|(index, message)| {
            message
                .photo_key
                .as_deref()
                .filter(|_| wanted(index))
                .and_then(|key| key.parse::<ImageKey>().ok())
        })
        .collect();
    // A few at a time, in order: an object store answers each read in a
    // round trip, and a card may carry 200 photos.
    futures::stream::iter(keys)
        .map(|key| photo_file(store, key))
        .buffered(PHOTO_READS_AT_ONCE)
        .collect()
        .await
}

async fn photo_file(store: &ImageStore, key: Option<ImageKey>) -> Option<Bytes> {
    let key = key?;
    match store.get(&key).await {
        Ok(file) => file.map(|file| file.bytes),
        Err(err) => {
            tracing::error!(error = ?err, %key, "reading a signer's photo failed");
            None
        }
    }
}

fn borrowed(files: &[Option<Bytes>]) -> Vec<Option<&[u8]>> {
    files.iter().map(|file| file.as_deref()).collect()
}

/// How many inside pages the messages fill (none for no messages).
pub async fn page_count(card_id: &str, messages: Vec<Message>) -> anyhow::Result<usize> {
    let drawn = Drawn::new(card_id, messages);
    tokio::task::spawn_blocking(move || Ok(drawn.layout()?.pages.len())).await?
}

/// One inside page (from 0) as PNG, with the photos on it; none past the
/// last page.
pub async fn page_png(
    store: &ImageStore,
    card_id: &str,
    messages: Vec<Message>,
    page: usize,
) -> anyhow::Result<Option<Vec<u8>>> {
    let drawn = Drawn::new(card_id, messages);
    let (drawn, layout) = tokio::task::spawn_blocking(move || {
        let layout = drawn.layout()?;
        anyhow::Ok((drawn, layout))
    })
    .await??;
    let Some(placements) = layout.pages.get(page) else {
        return Ok(None);
    };
    let on_page = |index: usize| placements.placements.iter().any(|p| p.message == index);
    let files = photo_files(store, &drawn.messages, on_page).await;
    tokio::task::spawn_blocking(move || {
        let png = render_inside_page(
            &drawn.inside(),
            &layout,
            page,
            PAGE_WIDTH_PX,
            &borrowed(&files),
        )?;
        Ok(Some(png))
    })
    .await?
}

/// Every inside page as vector outlines (photos as pictures), as the
/// printable card draws them: the same layout as the pictures, so print and
/// screen agree.
pub async fn page_outlines(
    store: &ImageStore,
    card_id: &str,
    messages: Vec<Message>,
) -> anyhow::Result<Vec<Vec<MessageOutlines>>> {
    let files = photo_files(store, &messages, |_| true).await;
    let drawn = Drawn::new(card_id, messages);
    tokio::task::spawn_blocking(move || {
        let layout = drawn.layout()?;
        let messages = drawn.inside();
        let photos = borrowed(&files);
        (0..layout.pages.len())
            .map(|page| Ok(inside_page_outlines(&messages, &layout, page, &photos)?))
            .collect()
    })
    .await?
}
