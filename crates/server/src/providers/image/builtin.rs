//! The offline renderer in `cardsmith-render`, run on the blocking pool.

use super::{GeneratedImage, ImageJob, ImageProvider, Preview, ProviderError};
use anyhow::Context;
use async_trait::async_trait;
use bytes::Bytes;
use cardsmith_domain::generation::{OutputFormat, Quality, Size, Style};
use cardsmith_render::{RenderRequest, SceneDescription, render, render_with_previews};
use cardsmith_storage::ImageFormat;
use std::sync::Arc;
use tokio::sync::Semaphore;

pub const CANNOT_REMOVE: &str = "The built-in designer cannot take things out of a picture. \
     It can change the colours, the light, the time of day, the weather or the style, or add \
     things it knows.";
pub const NOTHING_TO_CHANGE: &str = "The built-in designer found nothing in these words that it \
     knows how to change. It can change the colours, the light, the time of day, the weather or \
     the style, or add things it knows.";

/// Words that ask for something to go, which adding words to a prompt
/// cannot do (the designer would draw what they name).
const REMOVAL_WORDS: [&str; 10] = [
    "remove",
    "removed",
    "without",
    "delete",
    "erase",
    "rid",
    "eliminate",
    "no",
    "fewer",
    "less",
];

/// What the designer would draw for `prompt`, whatever the size.
fn scene_of(prompt: &str) -> SceneDescription {
    cardsmith_render::describe(&RenderRequest {
        prompt,
        width: 1024,
        height: 1024,
        format: cardsmith_render::OutputFormat::Png,
        compression: None,
        transparent: false,
        style: cardsmith_render::Style::Vivid,
        seed: 0,
        photo: None,
        card_text: None,
    })
}

/// Rendering is CPU-bound: running more renders than cores at once only adds
/// memory and makes every one of them slower.
pub struct BuiltinRenderer {
    permits: Arc<Semaphore>,
}

impl BuiltinRenderer {
    pub fn new() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        BuiltinRenderer {
            permits: Arc::new(Semaphore::new(cores)),
        }
    }
}

impl Default for BuiltinRenderer {
    fn default() -> Self {
        Self::new()
    }
}

#[async_trait]
impl ImageProvider for BuiltinRenderer {
    fn display_name(&self) -> String {
        "the Cardsmith built-in renderer".into()
    }

    /// A render takes well under a second; queueing behind others adds a little.
    fn expected_seconds(&self, _quality: Quality) -> u32 {
        2
    }

    /// The designer draws what it reads in a prompt, so a revision is the
    /// source's prompt with the instruction after it, drawn with the same
    /// arrangement. That can change colours, light, time of day, weather
    /// and style, or add subjects; it cannot take anything away.
    fn check_revision(&self, prompt: &str, instruction: &str) -> Result<(), String> {
        let words: Vec<String> = instruction
            .split(|c: char| !c.is_alphanumeric())
            .map(str::to_lowercase)
            .collect();
        if words
            .iter()
            .any(|word| REMOVAL_WORDS.contains(&word.as_str()))
        {
            return Err(CANNOT_REMOVE.into());
        }
        let revised = super::revised_prompt(prompt, instruction);
        if scene_of(prompt) == scene_of(&revised) {
            return Err(NOTHING_TO_CHANGE.into());
        }
        Ok(())
    }

    async fn generate(&self, job: &ImageJob) -> Result<GeneratedImage, ProviderError> {
        let options = &job.options;
        let size = match options.size {
            Size::Auto => Size::resolve_auto(&options.prompt),
            fixed => fixed,
        };
        let (width, height) = size
            .dimensions()
            .context("a resolved size has dimensions")?;
        let (format, stored_as) = match options.format {
            OutputFormat::Png => (cardsmith_render::OutputFormat::Png, ImageFormat::Png),
            OutputFormat::Jpeg => (cardsmith_render::OutputFormat::Jpeg, ImageFormat::Jpeg),
            OutputFormat::Webp => (cardsmith_render::OutputFormat::Webp, ImageFormat::Webp),
        };
        let style = match options.style {
            Style::Natural => cardsmith_render::Style::Natural,
            Style::Vivid => cardsmith_render::Style::Vivid,
        };
        let _permit = self
            .permits
            .clone()
            .acquire_owned()
            .await
            .context("the render queue is closed")?;
        let prompt = options.prompt.clone();
        let compression = options.effective_compression();
        let transparent = options.transparent;
        let photo = job.photo.clone();
        let seed = job.seed;
        let card_text = job.card_text.clone();
        let previews = job.previews.clone();
        let bytes = tokio::task::spawn_blocking(move || {
            let request = RenderRequest {
                prompt: &prompt,
                width,
                height,
                format,
                compression,
                transparent,
                style,
                seed,
                photo: photo.as_ref().map(|photo| &photo.image),
                card_text: card_text.as_deref(),
            };
            match previews {
                // The picture so far, after its scenery and after its subject.
                Some(previews) => {
                    let mut index = 0;
                    render_with_previews(&request, &mut |jpeg| {
                        previews.show(Preview {
                            index,
                            bytes: Bytes::from(jpeg),
                            content_type: "image/jpeg",
                        });
                        index += 1;
                    })
                }
                None => render(&request),
            }
        })
        .await
        .context("the render task failed")?
        .context("rendering failed")?;
        Ok(GeneratedImage {
            bytes,
            format: stored_as,
            size: size.as_str().to_owned(),
        })
    }
}
