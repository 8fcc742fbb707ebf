//! A card's words are a layer over its art. The art is made without words
//! (image models garble lettering) and kept; the words are set on a copy,
//! exactly as typed, in any script. "Edit text" sets them again on the kept
//! art: free, and without calling the image model.

use super::DATABASE_FAILED;
use crate::store::images::{self, CardWordsUpdate, Image};
use anyhow::Context;
use bytes::Bytes;
use cardsmith_domain::account::FieldErrors;
use cardsmith_domain::cards::{MAX_TEXT_CHARS, TEXT_TOO_LONG};
use cardsmith_render::{OutputFormat, TextLayer, TextPosition, TextScheme};
use cardsmith_storage::{ImageFormat, ImageKey, ImageStore};
use sea_orm::DatabaseConnection;

pub const NOT_A_CARD: &str = "Only cards made with the card creator have words to edit";
pub const POSITION_INVALID: &str = "Position must be top, middle or bottom";
pub const SCHEME_INVALID: &str = "Colour scheme must be auto, light, dark or gold";
pub const IMAGE_NOT_FOUND: &str = "Image not found";
pub const CHANGED_ELSEWHERE: &str = "This card is being changed elsewhere; please try again";
/// Concurrent edits of one card are applied one after another; past this
/// many lost races the caller is asked to try again.
const ATTEMPTS: usize = 3;

/// The words of a card and how they sit on the art.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardWords {
    /// Exactly as typed (trimmed); empty for a card without words.
    pub text: String,
    pub position: TextPosition,
    pub scheme: TextScheme,
}

impl CardWords {
    /// The layout of a new card's words.
    pub fn new(text: &str) -> Self {
        CardWords {
            text: text.trim().to_owned(),
            position: TextPosition::Bottom,
            scheme: TextScheme::Auto,
        }
    }

    /// Checks edited words; absent position or scheme keep `current`'s.
    /// Each part left out (`None`) keeps what `current` has: an edit that
    /// names only the position never loses the words.
    pub fn parse(
        text: Option<&str>,
        position: Option<&str>,
        scheme: Option<&str>,
        current: &CardWords,
    ) -> Result<Self, FieldErrors> {
        let mut errors = FieldErrors::new();
        let text = text.unwrap_or(&current.text).trim();
        if text.chars().count() > MAX_TEXT_CHARS {
            errors.insert("text", TEXT_TOO_LONG);
        }
        let position = match position {
            None => Some(current.position),
            Some(raw) => TextPosition::parse(raw).or_else(|| {
                errors.insert("position", POSITION_INVALID);
                None
            }),
        };
        let scheme = match scheme {
            None => Some(current.scheme),
            Some(raw) => TextScheme::parse(raw).or_else(|| {
                errors.insert("scheme", SCHEME_INVALID);
                None
            }),
        };
        match (position, scheme) {
            (Some(position), Some(scheme)) if errors.is_empty() => Ok(CardWords {
                text: text.to_owned(),
                position,
                scheme,
            }),
            _ => Err(errors),
        }
    }

    /// The words a stored card carries now.
    pub fn of(image: &Image) -> Self {
        CardWords {
            text: image.card_text.clone().unwrap_or_default(),
            position: image
                .card_text_position
                .map_or(TextPosition::Bottom, Into::into),
            scheme: image.card_text_scheme.map_or(TextScheme::Auto, Into::into),
        }
    }
}

/// Sets `words` on encoded art, in the art's own format, off the async threads.
pub async fn letter(art: Bytes, format: ImageFormat, words: &CardWords) -> anyhow::Result<Bytes> {
    let format = render_format(format);
    let words = words.clone();
    super::work::run(move || {
        let layer = TextLayer {
            text: &words.text,
            position: words.position,
            scheme: words.scheme,
        };
        cardsmith_render::compose_card(&art, format, None, &layer)
    })
    .await?
    .map(Bytes::from)
    .map_err(anyhow::Error::new)
}

fn render_format(format: ImageFormat) -> OutputFormat {
    match format {
        ImageFormat::Jpeg => OutputFormat::Jpeg,
        ImageFormat::Webp => OutputFormat::Webp,
        ImageFormat::Png | ImageFormat::Svg => OutputFormat::Png,
    }
}

/// Why a card's words were not set again.
#[derive(Debug, thiserror::Error)]
pub enum CardTextError {
    /// The user has no such image.
    #[error("{IMAGE_NOT_FOUND}")]
    NotFound,
    #[error("{NOT_A_CARD}")]
    NotACard,
    /// The new words or their layout, field by field.
    #[error("{}", first_message(.0))]
    Invalid(FieldErrors),
    /// Every attempt lost a race with another edit.
    #[error("{CHANGED_ELSEWHERE}")]
    ChangedElsewhere,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// The headline of a field-by-field refusal: its first message.
fn first_message(errors: &FieldErrors) -> &'static str {
    errors.values().next().copied().unwrap_or("Invalid request")
}

impl From<sea_orm::DbErr> for CardTextError {
    fn from(err: sea_orm::DbErr) -> Self {
        CardTextError::Internal(anyhow::Error::new(err).context(DATABASE_FAILED))
    }
}

/// Sets new words on one of the user's cards, keeping its art. `words`
/// checks the edit against the card's current words.
// Most refusals are the caller's (too long, not a card): not worth an
// ERROR line. A fault is logged where it becomes a 500.
#[tracing::instrument(skip(db, store, words), err(level = "debug"))]
pub async fn edit(
    db: &DatabaseConnection,
    store: &ImageStore,
    user_id: &str,
    image_id: &str,
    words: impl Fn(&CardWords) -> Result<CardWords, FieldErrors>,
) -> Result<Image, CardTextError> {
    for _ in 0..ATTEMPTS {
        let image = images::find_for_user(db, user_id, image_id)
            .await?
            .ok_or(CardTextError::NotFound)?;
        if image.card_category.is_none() {
            return Err(CardTextError::NotACard);
        }
        let words = words(&CardWords::of(&image)).map_err(CardTextError::Invalid)?;
        let art_key = stored_key(image.art_key.as_deref().unwrap_or(&image.file_key))?;
        let art = store
            .get(&art_key)
            .await
            .context("Failed to read a card's art")?
            .ok_or_else(|| anyhow::anyhow!("A card's art is missing"))?;
        let lettered = letter(art.bytes, art_key.format(), &words)
            .await
            .context("Failed to set a card's words")?;
        let thumbnail = thumbnail(lettered.clone()).await?;
        let key = ImageKey::random(art_key.format());
        store
            .put(&key, lettered)
            .await
            .context("Failed to store a card")?;
        store
            .put(&key.thumbnail(), thumbnail)
            .await
            .context("Failed to store a card's thumbnail")?;
        let update = CardWordsUpdate {
            user_id,
            image_id,
            replaces_file_key: &image.file_key,
            file_key: key.as_str(),
            art_key: art_key.as_str(),
            text: &words.text,
            position: words.position.into(),
            scheme: words.scheme.into(),
        };
        match images::set_card_words(db, &update).await? {
            Some(updated) => {
                remove_replaced(store, &image.file_key, &art_key).await;
                return Ok(updated);
            }
            // Edited or deleted meanwhile: drop this copy and start over.
            None => remove_quietly(store, &[key.thumbnail(), key]).await,
        }
    }
    Err(CardTextError::ChangedElsewhere)
}

fn stored_key(raw: &str) -> anyhow::Result<ImageKey> {
    raw.parse::<ImageKey>()
        .map_err(|_| anyhow::anyhow!("A stored image key is unreadable"))
}

async fn thumbnail(bytes: Bytes) -> anyhow::Result<Bytes> {
    super::work::thumbnail(bytes)
        .await?
        .context("A card's thumbnail failed")
}

/// The file that was replaced and its thumbnail, keeping the art.
async fn remove_replaced(store: &ImageStore, replaced: &str, art: &ImageKey) {
    let Ok(replaced) = replaced.parse::<ImageKey>() else {
        return;
    };
    let mut keys = vec![replaced.thumbnail()];
    if &replaced != art {
        keys.push(replaced);
    }
    remove_quietly(store, &keys).await;
}

/// Best effort: a file left behind is unlisted and harmless.
async fn remove_quietly(store: &ImageStore, keys: &[ImageKey]) {
    for key in keys {
        if let Err(err) = store.delete(key).await {
            tracing::warn!(error = ?err, %key, "removing a replaced card file failed");
        }
    }
}
