//! A printable folded card of one of the user's images: the front with its
//! words, the card's words or a message typed at print time inside (and a
//! group card's signed pages), and the brand mark on the back.

use super::DATABASE_FAILED;
use super::card_text::CardWords;
use crate::store::images;
use anyhow::Context;
use cardsmith_print::{FoldedCard, Paper};
use cardsmith_render::{MessageOutlines, TextLayer};
use cardsmith_storage::{ImageKey, ImageStore};
use image::DynamicImage;
use sea_orm::DatabaseConnection;

pub const MAX_MESSAGE_CHARS: usize = 1000;
pub const MESSAGE_TOO_LONG: &str = "The message must be at most 1000 characters";
pub const PAPER_INVALID: &str = "Paper must be letter or a4";
const BRAND: &str = "Cardsmith";

/// What goes inside the card.
#[derive(Default)]
pub struct Inside {
    /// The message; the card's own words when none is given.
    pub message: Option<String>,
    /// A group card's pages of signed messages, as outlines.
    pub signed_pages: Vec<Vec<MessageOutlines>>,
}

/// A printable card and the name its file should be saved under.
pub struct PrintedCard {
    pub pdf: Vec<u8>,
    /// Without extension, e.g. `birthday-card-for-mina`.
    pub file_stem: String,
}

/// The PDF, or `None` when the user has no such image.
#[tracing::instrument(skip(db, store, inside), err)]
pub async fn folded_card(
    db: &DatabaseConnection,
    store: &ImageStore,
    user_id: &str,
    image_id: &str,
    paper: Paper,
    inside: Inside,
) -> anyhow::Result<Option<PrintedCard>> {
    let found = images::find_for_user(db, user_id, image_id)
        .await
        .context(DATABASE_FAILED)?;
    let Some(image) = found else {
        return Ok(None);
    };
    let file_stem = super::naming_facts(&image).file_stem();
    let words = CardWords::of(&image);
    // A card's words are set again on its art cut to the panel, so the art
    // fills the front edge to edge and the words sit where the panel has
    // room; a picture without words is cut the same way.
    let (source, fill) = match image.art_key.as_deref() {
        Some(art) => (art, true),
        None => (image.file_key.as_str(), words.text.is_empty()),
    };
    let key = source
        .parse::<ImageKey>()
        .map_err(|_| anyhow::anyhow!("A stored image key is unreadable"))?;
    let file = store
        .get(&key)
        .await
        .context("Failed to read an image to print")?
        .ok_or_else(|| anyhow::anyhow!("An image's file is missing"))?;
    let Inside {
        message,
        signed_pages,
    } = inside;
    let inside = message
        .filter(|message| !message.trim().is_empty())
        .or(image.card_text)
        .unwrap_or_default();
    let pdf = tokio::task::spawn_blocking(move || -> anyhow::Result<Vec<u8>> {
        let decoded = cardsmith_render::decode_limited(&file.bytes)?;
        let front = if fill {
            front_with_words(&decoded, &words)?
        } else {
            decoded
        };
        let card = FoldedCard {
            front: &front,
            inside_text: inside.trim(),
            signed_pages: &signed_pages,
            brand: BRAND,
            paper,
        };
        Ok(cardsmith_print::folded_card_pdf(&card)?)
    })
    .await
    .context("The print task failed")?
    .context("Failed to make a printable card")?;
    Ok(Some(PrintedCard { pdf, file_stem }))
}

/// The art cut to the front panel's shape, with the card's words set on it
/// as the card shows them.
fn front_with_words(art: &DynamicImage, words: &CardWords) -> anyhow::Result<DynamicImage> {
    let cut = cardsmith_print::front_cut(art);
    if words.text.is_empty() {
        return Ok(cut);
    }
    let layer = TextLayer {
        text: &words.text,
        position: words.position,
        scheme: words.scheme,
    };
    let lettered = cardsmith_render::apply_text_layer(&cut.into_rgba8(), &layer)?;
    Ok(DynamicImage::ImageRgba8(lettered))
}
