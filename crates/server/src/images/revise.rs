//! Revising an image in words: a new image made from one the customer owns,
//! through the same flow (and charge) as any generation. The original is
//! kept; the new image records the image it came from, the instruction, and
//! the first image of their line, so the versions can be stepped through.
//! A card's art is revised and its words are set on the new art as they
//! were: the words are never sent to the model.

use super::card_text::CardWords;
use super::failure::GenerationError;
use super::generate::{Generated, GenerationRequest, Generator, run, seed_from};
use crate::providers::image::{Previews, Revision, UploadedPhoto, revised_prompt};
use crate::store::entities::image::OutputFormat as StoredFormat;
use crate::store::images::{self, Image};
use anyhow::Context;
use cardsmith_domain::capabilities::Unsupported;
use cardsmith_domain::cards::CardSpec;
use cardsmith_domain::generation::{GenerationOptions, OutputFormat, Quality, Size, Style};
use cardsmith_storage::ImageKey;
use std::sync::Arc;

/// A revision asked for: which image, what should change, and the size and
/// quality of the new image (the source's when not given).
#[derive(Debug)]
pub struct RevisionOrder {
    pub user_id: String,
    pub image_id: String,
    /// Already checked (`cardsmith_domain::revision::parse_instruction`).
    pub instruction: String,
    pub quality: Option<Quality>,
    pub size: Option<Size>,
    pub idempotency_key: Option<String>,
    pub previews: Option<Previews>,
}

/// The image being revised, with its picture read and decoded.
#[derive(Debug)]
pub struct Revising {
    pub source: Image,
    pub picture: Arc<UploadedPhoto>,
    pub instruction: String,
}

impl Revising {
    /// The first image of the source's line of versions.
    pub fn version_root(&self) -> String {
        self.source
            .version_root
            .clone()
            .unwrap_or_else(|| self.source.id.clone())
    }

    /// What the provider is given beside the job's prompt.
    pub fn job_revision(&self) -> Revision {
        Revision {
            source: self.picture.clone(),
            source_prompt: self.source.prompt.clone(),
            instruction: self.instruction.clone(),
        }
    }

    /// The seed that draws the revised prompt with the source's arrangement.
    pub fn seed(&self, revised_prompt: &str) -> u64 {
        let source_seed = self.source.seed.map_or_else(
            || seed_from(uuid::Uuid::parse_str(&self.source.id).unwrap_or_default()),
            |seed| seed as u64,
        );
        cardsmith_render::keep_arrangement(source_seed, &self.source.prompt, revised_prompt)
    }

    /// A card's words and their layout, as the source has them.
    pub fn words(&self) -> Option<CardWords> {
        self.source
            .card_category
            .map(|_| CardWords::of(&self.source))
    }
}

impl Generator {
    /// Makes the revision and charges for it like any image of its size and
    /// quality. Everything that can be refused is refused before the charge.
    pub async fn revise(&self, order: RevisionOrder) -> Result<Generated, GenerationError> {
        if !self.capabilities.photo_edits {
            return Err(GenerationError::Unsupported(Unsupported::Revise));
        }
        let source = images::find_for_user(&self.db, &order.user_id, &order.image_id)
            .await?
            .ok_or(GenerationError::ImageNotFound)?;
        let options = revised_options(&source, &order);
        // The model is sent the instruction, not the prompt, so only the
        // instruction's length counts against its limit.
        let sent = GenerationOptions {
            prompt: order.instruction.clone(),
            ..options.clone()
        };
        self.capabilities
            .check(&sent, false)
            .map_err(GenerationError::Unsupported)?;
        self.provider
            .check_revision(&source.prompt, &order.instruction)
            .map_err(GenerationError::CannotRevise)?;
        let is_card = source.card_category.is_some();
        let key = order.idempotency_key.as_deref();
        self.can_afford(&order.user_id, options.cost(), key, is_card)
            .await?;
        let picture = self.read_picture(&source).await?;
        let card = card_of(&source);
        let request = GenerationRequest {
            user_id: order.user_id,
            options,
            photo: None,
            idempotency_key: order.idempotency_key,
            card,
            previews: order.previews,
            revision: Some(Arc::new(Revising {
                source,
                picture: Arc::new(picture),
                instruction: order.instruction,
            })),
        };
        run(self, request).await
    }

    /// The source's picture as the provider takes it: a card's art without
    /// its words, else the image itself.
    async fn read_picture(&self, source: &Image) -> Result<UploadedPhoto, GenerationError> {
        let key = source.art_key.as_deref().unwrap_or(&source.file_key);
        let key: ImageKey = key
            .parse()
            .map_err(|_| anyhow::anyhow!("The image to revise has an unreadable key"))?;
        let file = self
            .store
            .get(&key)
            .await
            .context("Reading the image to revise failed")?
            .ok_or(GenerationError::ImageNotFound)?;
        let decoded = self.uploads.read_file(file.bytes.to_vec()).await?;
        // Our own file, checked when it was made: failing now is our fault.
        decoded
            .map_err(|err| anyhow::anyhow!("The image to revise cannot be read: {err}"))
            .map_err(GenerationError::Internal)
    }
}

/// The new image's options: the source's prompt with the change after it,
/// the size and quality asked for (else the source's), the source's format.
fn revised_options(source: &Image, order: &RevisionOrder) -> GenerationOptions {
    let size = order
        .size
        .or_else(|| Size::parse(&source.size).ok())
        .unwrap_or(Size::Square);
    let format = match source.output_format {
        StoredFormat::Jpeg => OutputFormat::Jpeg,
        StoredFormat::Webp => OutputFormat::Webp,
        StoredFormat::Png | StoredFormat::Svg => OutputFormat::Png,
    };
    GenerationOptions {
        prompt: revised_prompt(&source.prompt, &order.instruction),
        size,
        quality: order.quality.unwrap_or(source.quality.into()),
        format,
        style: Style::Vivid,
        compression: None,
        transparent: false,
    }
}

/// A card's occasion, style and words, to make the revision a card too.
fn card_of(source: &Image) -> Option<CardSpec> {
    Some(CardSpec {
        category: source.card_category?.into(),
        style: source.card_style?.into(),
        description: String::new(),
        text: source.card_text.clone(),
    })
}
