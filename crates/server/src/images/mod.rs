//! Image generation and the image files: the provider in use, the file store,
//! uploads, the landing page's examples, and the generation flow that ties
//! them to the credit ledger.

pub mod card_text;
pub mod examples;
pub mod failure;
pub mod gallery;
pub mod generate;
pub mod idempotency;
pub mod leases;
pub mod print;
pub mod remove;
pub mod revise;
pub mod suggestions;
pub mod upload;
pub mod work;

use crate::providers::image::capabilities::capabilities_in_force;
use crate::providers::image::settings::{ImageSettings, ProviderKind};
use crate::providers::image::{BuiltinRenderer, ImageProvider, OpenAiProvider};
use crate::providers::models::ModelStatus;
use crate::store::images::Image;
use anyhow::Context;
use cardsmith_domain::capabilities::Capabilities;
use cardsmith_domain::naming::{CardFacts, ImageFacts};
use cardsmith_storage::{ImageKey, ImageStore, StorageSettings};
use examples::ExampleImages;
use std::path::Path;
use std::sync::Arc;

pub use failure::GenerationError;
pub use gallery::{Gallery, GalleryError};
pub use generate::{Artwork, Generated, Generator, Order};

/// What naming an image needs from its row: its prompt, and for a card its
/// occasion, style and words.
pub fn naming_facts(image: &Image) -> ImageFacts<'_> {
    let card = image.card_category.map(|category| CardFacts {
        category: category.into(),
        style: image.card_style.map(Into::into),
        text: image.card_text.as_deref(),
    });
    ImageFacts {
        prompt: &image.prompt,
        card,
    }
}

/// The context a database error is wrapped in, the same words the
/// HTTP error gives it, so the logs read alike whichever layer wrapped it.
const DATABASE_FAILED: &str = "Database operation failed";

/// Longest side of a gallery thumbnail, in pixels.
pub const THUMBNAIL_SIDE: u32 = 512;

/// The provider, the file store and the examples, built once at start-up;
/// generation itself is `Generator`'s.
pub struct Images {
    pub provider: Arc<dyn ImageProvider>,
    /// What the model in use can be asked for; checked before any charge.
    pub capabilities: Capabilities,
    pub store: ImageStore,
    pub examples: Arc<ExampleImages>,
}

impl Images {
    /// Sets up the provider and the store, checks that the store answers, and
    /// starts seeding the example images. `model_status` is the image model's
    /// standing with a remote provider, kept by the model watch.
    pub async fn build(
        settings: &ImageSettings,
        data_dir: &Path,
        model_status: ModelStatus,
    ) -> anyhow::Result<Images> {
        settings.validate()?;
        let capabilities = capabilities_in_force(settings)?;
        let provider: Arc<dyn ImageProvider> = match settings.provider {
            ProviderKind::Builtin => Arc::new(BuiltinRenderer::new()),
            ProviderKind::Openai => Arc::new(OpenAiProvider::new(settings, model_status)?),
        };
        let store = ImageStore::open(&storage_settings(settings, data_dir)?)
            .context("Failed to open the image store")?;
        store
            .health_check()
            .await
            .with_context(|| format!("The image store ({store}) does not answer"))?;
        tracing::info!(provider = provider.display_name(), storage = %store, "image generation ready");
        let examples = ExampleImages::new(store.clone());
        if settings.seed_example_images {
            examples.seed_in_background();
        }
        Ok(Images {
            provider,
            capabilities,
            store,
            examples,
        })
    }
}

fn storage_settings(settings: &ImageSettings, data_dir: &Path) -> anyhow::Result<StorageSettings> {
    match &settings.storage_url {
        Some(url) => Ok(StorageSettings {
            url: url.clone(),
            s3_endpoint: settings.s3_endpoint.clone(),
            s3_allow_http: settings.s3_allow_http,
            ..StorageSettings::default()
        }),
        None => {
            let folder = std::path::absolute(data_dir.join("images"))
                .context("Failed to find the absolute path of the data dir")?;
            Ok(StorageSettings::local_folder(&folder)?)
        }
    }
}

/// The address a stored file is served at, relative to the site.
pub fn file_url(key: &ImageKey) -> String {
    format!("/api/images/file/{key}")
}
