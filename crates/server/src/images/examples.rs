//! The landing page's example cards, kept in the image store under
//! `images/{file}`. They are rendered by the built-in renderer from fixed
//! prompts, words and seeds, so every instance and every install makes the
//! same bytes, and are put in the store when missing: at start-up, and on
//! demand if a visitor asks before start-up seeding has finished.

use anyhow::Context;
use bytes::Bytes;
use cardsmith_render::{OutputFormat, RenderRequest, Style, render};
use cardsmith_storage::{ImageKey, ImageStore};
use std::sync::Arc;
use tokio::sync::Mutex;

pub struct ExampleImage {
    pub key: &'static str,
    prompt: &'static str,
    /// The greeting lettered on the card: the renderer adds no words of its own.
    words: &'static str,
    seed: u64,
}

pub const EXAMPLES: [ExampleImage; 4] = [
    ExampleImage {
        key: "images/birthday-card.webp",
        prompt: "A joyful birthday card with balloons, confetti and a frosted cake",
        words: "Happy Birthday",
        seed: 11,
    },
    ExampleImage {
        key: "images/anniversary-card.webp",
        prompt: "An elegant anniversary card with roses and golden rings",
        words: "Happy Anniversary",
        seed: 22,
    },
    ExampleImage {
        key: "images/thank-you-card.webp",
        prompt: "A warm thank you card with wildflowers in watercolor",
        words: "Thank You",
        seed: 33,
    },
    ExampleImage {
        key: "images/congratulations-card.webp",
        prompt: "A bright congratulations card with fireworks and streamers",
        words: "Congratulations",
        seed: 44,
    },
];

pub struct ExampleImages {
    store: ImageStore,
    /// One render at a time: concurrent misses wait for the first to finish.
    rendering: Mutex<()>,
}

impl ExampleImages {
    pub fn new(store: ImageStore) -> Arc<Self> {
        Arc::new(ExampleImages {
            store,
            rendering: Mutex::new(()),
        })
    }

    /// Puts every missing example in the store, without holding up start-up.
    pub fn seed_in_background(self: &Arc<Self>) {
        let examples = Arc::clone(self);
        tokio::spawn(async move {
            for example in &EXAMPLES {
                if let Err(err) = examples.ensure(example).await {
                    tracing::error!(error = ?err, key = example.key, "seeding an example image failed");
                }
            }
        });
    }

    /// Makes sure `key` is in the store if it names an example; false if it
    /// does not.
    pub async fn ensure_key(&self, key: &ImageKey) -> anyhow::Result<bool> {
        match EXAMPLES.iter().find(|example| example.key == key.as_str()) {
            Some(example) => self.ensure(example).await.map(|()| true),
            None => Ok(false),
        }
    }

    async fn ensure(&self, example: &ExampleImage) -> anyhow::Result<()> {
        let key: ImageKey = example.key.parse().context("example keys are valid")?;
        let _one_at_a_time = self.rendering.lock().await;
        if self.store.get(&key).await?.is_some() {
            return Ok(());
        }
        let (prompt, words, seed) = (example.prompt, example.words, example.seed);
        let bytes = tokio::task::spawn_blocking(move || render_example(prompt, words, seed))
            .await
            .context("the example render task failed")??;
        self.store.put(&key, Bytes::from(bytes)).await?;
        tracing::info!(key = example.key, "seeded an example image");
        Ok(())
    }
}

/// Portrait, like a folded card, and WebP, which the landing page loads fastest.
fn render_example(prompt: &str, words: &str, seed: u64) -> anyhow::Result<Vec<u8>> {
    let request = RenderRequest {
        prompt,
        width: 1024,
        height: 1536,
        format: OutputFormat::Webp,
        compression: None,
        transparent: false,
        style: Style::Vivid,
        seed,
        photo: None,
        card_text: Some(words),
    };
    render(&request).context("rendering an example image failed")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_example_key_is_a_valid_webp_key() {
        for example in &EXAMPLES {
            let key: ImageKey = example.key.parse().unwrap();
            assert_eq!(key.format(), cardsmith_storage::ImageFormat::Webp);
        }
    }

    #[test]
    fn every_example_carries_its_own_greeting() {
        for example in &EXAMPLES {
            let request = RenderRequest {
                prompt: example.prompt,
                width: 1024,
                height: 1536,
                format: OutputFormat::Webp,
                compression: None,
                transparent: false,
                style: Style::Vivid,
                seed: example.seed,
                photo: None,
                card_text: Some(example.words),
            };
            let description = cardsmith_render::describe(&request);
            assert_eq!(
                description.lettering.as_deref(),
                Some(example.words),
                "{}",
                example.key
            );
        }
    }
}
